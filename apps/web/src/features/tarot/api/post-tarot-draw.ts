import { useMutation } from '@tanstack/react-query';
import type { TarotDrawRequest, TarotDrawResponse } from '@arcanes/contracts/divination';
import { api } from '#web/lib/api-client.ts';

/** A fresh deck shuffled by the server for this reading: 78 face-down positions. */
export const postTarotDraw = (input: TarotDrawRequest) =>
  api<TarotDrawResponse>('/api/tarot/draw', { method: 'POST', body: input });

export const useTarotDraw = () => useMutation({ mutationFn: postTarotDraw });

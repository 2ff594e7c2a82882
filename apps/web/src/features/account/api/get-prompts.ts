import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promptHistoryResponseSchema } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';

export type PromptHistory = z.infer<typeof promptHistoryResponseSchema>;

export const getPrompts = () => api<PromptHistory>('/api/user/prompts');

export const promptsQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'prompts'], queryFn: getPrompts, staleTime: 0 });

export const usePrompts = () => useQuery(promptsQueryOptions());

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalResponse, JournalStats } from '@arcanes/contracts/journal';
import { api } from '#web/lib/api-client.ts';

export interface SavedNote {
  id: string;
  note: string | null;
  note_updated_at: string | null;
}

const journalPath = (q: string, page: number, pageSize: number) => {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (q) query.set('q', q);
  return `/api/user/journal?${query.toString()}`;
};

export const journalQueryOptions = (q: string, page: number, lang: string) =>
  queryOptions({
    queryKey: ['user', 'journal', 'list', q, page, lang],
    queryFn: () => api<JournalResponse>(journalPath(q, page, 10)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useJournal = (q: string, page: number, lang: string) =>
  useQuery(journalQueryOptions(q, page, lang));

/** Every entry (for printing): the pages of 100 one after the other. */
async function allEntries(): Promise<JournalResponse['entries']> {
  const first = await api<JournalResponse>(journalPath('', 1, 100));
  const rest = [];
  for (let page = 2; page <= first.pages; page++)
    rest.push(...(await api<JournalResponse>(journalPath('', page, 100))).entries);
  return [...first.entries, ...rest];
}

export const useJournalAll = (enabled: boolean, lang: string) =>
  useQuery({
    queryKey: ['user', 'journal', 'all', lang],
    queryFn: allEntries,
    enabled,
    staleTime: 0,
  });

export const useJournalStats = (lang: string) =>
  useQuery({
    queryKey: ['user', 'journal', 'stats', lang],
    queryFn: () => api<JournalStats>('/api/user/journal/stats'),
    staleTime: 0,
  });

export const putNote = (id: string, note: string) =>
  api<SavedNote>(`/api/user/journal/${encodeURIComponent(id)}/note`, { method: 'PUT', body: { note } });

export const useSaveNote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => putNote(id, note),
    onSuccess: () => client.invalidateQueries({ queryKey: ['user', 'journal'] }),
  });
};

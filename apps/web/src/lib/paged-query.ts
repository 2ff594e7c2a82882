import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A list the API pages by keyset (decision 0305): the first page, then each `next_cursor` in turn
 * when the customer asks for more. The pages already shown stay; a refetch walks them again.
 */
export function pagedQueryOptions<T extends { next_cursor: string | null }>(
  queryKey: QueryKey,
  path: string,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api<T>(pageParam === null ? path : `${path}?cursor=${encodeURIComponent(pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.next_cursor,
    staleTime: 0,
  });
}

/** What a list section needs to offer the next page. */
export interface MoreControl {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

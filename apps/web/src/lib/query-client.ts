import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app (the provider in app.tsx, and routes that prefetch their data). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/**
 * A route's `lazy` that also fetches the data its page needs, in parallel with its code: the page
 * then renders complete at once (no placeholder, no layout shift when the data arrives).
 */
export function withData<T>(prefetches: readonly (() => Promise<unknown>)[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [mod] = await Promise.all([load(), ...prefetches.map((prefetch) => prefetch())]);
    return mod;
  };
}

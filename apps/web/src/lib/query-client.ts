import { QueryClient } from '@tanstack/react-query';
import i18n from './i18n';

/** The one query cache of the app (the provider in app.tsx, and routes that prefetch their data). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

// Some answers are written by the server in the request's language (offer labels, payment and
// reading descriptions): after a language switch, what is on screen is fetched again.
i18n.subscribe(() => void queryClient.invalidateQueries());

/**
 * A route's `lazy` that also fetches the data its page needs, in parallel with its code: the page
 * then renders complete at once (no placeholder, no layout shift when the data arrives).
 */
export function withData<T>(
  prefetches: readonly (() => Promise<unknown>)[],
  load: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    const [mod] = await Promise.all([load(), ...prefetches.map((prefetch) => prefetch())]);
    return mod;
  };
}

import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '#web/lib/router.tsx';
import type { UserView } from '@arcanes/contracts/accounts';
import { SESSION_BOOT_ID, type SessionBoot } from '@arcanes/contracts/session-boot';
import { api, ApiError } from './api-client';
import { paths } from './paths';
import { readString, writeString, STORAGE_KEYS } from './storage';

/** The signed-in user as GET /api/user/profileIfConnected gives it (the session itself is an HttpOnly cookie). */
export type SessionUser = Pick<
  UserView,
  'id' | 'username' | 'email' | 'role' | 'wallet' | 'wallet_cents' | 'first_name'
> &
  Partial<UserView>;

export const sessionQueryKey = ['session'] as const;

/** The reading-data status's query (features/domains/api/get-reading-data.ts), seeded from the page. */
export const READING_DATA_QUERY_KEY = ['user', 'reading-data'] as const;

/**
 * `user_id` (the seed's browser key, never a secret) tells whether this browser signed in. Visitors
 * who never did are not asked about a session at all: no request, and no 401 in the console.
 */
export function hasSessionHint(): boolean {
  return readString(STORAGE_KEYS.userId) !== null;
}

/** Call after a successful login (any login form: user or administrator). */
export function markSignedIn(userId: number): void {
  writeString(STORAGE_KEYS.userId, String(userId));
}

export function markSignedOut(): void {
  writeString(STORAGE_KEYS.userId, null);
}

export async function fetchSession(): Promise<SessionUser | null> {
  if (!hasSessionHint()) return null;
  try {
    const { user } = await api<{ user: SessionUser }>('/api/user/profileIfConnected');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      markSignedOut();
      return null;
    }
    throw error;
  }
}

/**
 * What the server put in the page for its session cookie (decision 0249), read once and taken out of
 * the document: `undefined` when the page carries none (the Vite dev server's page).
 */
export function takeSessionBoot(doc: Document = document): SessionBoot | undefined {
  const element = doc.getElementById(SESSION_BOOT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const boot = JSON.parse(element.textContent ?? '') as SessionBoot;
    return boot && typeof boot === 'object' && 'user' in boot ? boot : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Before the first render: the session the server read from the cookie is the session query's answer
 * (and the reading-data status that of its query), so a customer's page renders at once with their
 * name and balance, without asking /api/user/profileIfConnected first. The browser key follows it (a
 * page whose cookie has expired forgets it; one opened with a cookie but a cleared storage learns it).
 */
export function seedSession(queryClient: QueryClient, doc: Document = document): void {
  const boot = takeSessionBoot(doc);
  if (boot === undefined) return;
  if (boot.user) markSignedIn(boot.user.id);
  else if (hasSessionHint()) markSignedOut();
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, boot.user);
  if (boot.user && boot.readingData) queryClient.setQueryData(READING_DATA_QUERY_KEY, boot.readingData);
}

/** The current user, or null for a visitor. Other tabs logging in or out are followed. */
export function useSession() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.userId || event.key === null)
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
  return { user: query.data ?? null, isPending: query.isPending, error: query.error, refetch: query.refetch };
}

/** Re-reads the session (the wallet after a purchase, the name after a login) without a reload. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/** Ends the session on the server, forgets everything cached about the user, goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api<unknown>('/api/user/logout', { method: 'POST', body: {} }),
    onSettled: () => {
      markSignedOut();
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'offers' && q.queryKey[0] !== 'legal',
      });
      queryClient.setQueryData(sessionQueryKey, null);
      void navigate(paths.user.profile);
    },
  });
}

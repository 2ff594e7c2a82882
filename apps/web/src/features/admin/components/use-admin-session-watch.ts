import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useNavigate } from '#web/lib/router.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { markSignedOut } from '#web/lib/session.ts';

/** What the home page reads from the navigation state to show the refusal in red. */
export interface AdminRefusalState {
  error: string;
}

export type Refusal = 'expired' | 'denied' | 'visitor';

/**
 * The admin guard's verdict from an API error: the session ended, the area is not for this signed-in
 * person (the server e-mails the site manager, admin-access.service.ts: the seed's message is true),
 * or nobody is signed in (only the audit log keeps it: the message says so, no notification claimed).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'UNAUTHENTICATED') return 'expired';
  if (error.code === 'ADMIN_ONLY') return 'denied';
  if (error.code === 'ADMIN_TOKEN_MISSING') return 'visitor';
  return null;
}

export function useSendHome() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  return useCallback(
    (refusal: Refusal) => {
      if (refusal === 'expired') markSignedOut();
      // Nothing read as an administrator stays in memory once the session is gone.
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate(paths.home, {
        replace: true,
        state: { error: t(`guard.${refusal}`) } satisfies AdminRefusalState,
      });
    },
    [navigate, queryClient, t],
  );
}

/**
 * The server checks the session on every call; this follows its answers. Any admin request or
 * change refused because the session expired (or the role was taken away) sends the page home
 * with the seed's message, wherever in the admin area it happens.
 */
export function useAdminSessionWatch() {
  const queryClient = useQueryClient();
  const sendHome = useSendHome();
  useEffect(() => {
    const check = (error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal) sendHome(refusal);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] === 'admin')
        check(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.mutation.options.mutationKey?.[0] !== 'admin-logout'
      )
        check(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient, sendHome]);
}

import '#web/styles/user-area.css';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Navigate, useLocation, useNavigate } from '#web/lib/router.tsx';
import { AccountShell } from '#web/features/account/components/account-shell.tsx';
import { DataPrivacy } from '#web/features/account/components/data-privacy.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { paths } from '#web/lib/paths.ts';
import { markSignedOut, sessionQueryKey, useSession } from '#web/lib/session.ts';

/**
 * /user/privacy, « Mes données »: the export and the erasure. After an erasure the session is
 * forgotten here and the login page says so (for 5 s); a visitor is sent to log in first.
 */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('privacy.title'));
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [erased, setErased] = useState(false);
  if (isPending || erased) return <main id="main" className="page page-loading" aria-busy="true" />;
  if (!user) return <Navigate to={paths.user.profile} replace state={{ from: location.pathname }} />;
  return (
    <AccountShell title={t('privacy.title')}>
      <DataPrivacy
        headingLevel={null}
        onDeleted={() => {
          // The server ended the session with the account.
          setErased(true);
          markSignedOut();
          queryClient.setQueryData(sessionQueryKey, null);
          queryClient.removeQueries({
            predicate: (q) => q.queryKey[0] !== 'offers' && q.queryKey[0] !== sessionQueryKey[0],
          });
          void navigate(paths.user.profile, { replace: true, state: { success: t('deleted') } });
        }}
      />
    </AccountShell>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';

/** Account pages: a visitor is sent to the login page (/user/profile), which brings them back after. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <main id="main" className="page page-loading" aria-busy="true" />;
  if (!user) return <Navigate to={paths.user.profile} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

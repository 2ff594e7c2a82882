import { Suspense } from 'react';
import { AdminLoginPage } from '#web/features/admin/components/admin-login-page.tsx';

export function Component() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <AdminLoginPage />
    </Suspense>
  );
}

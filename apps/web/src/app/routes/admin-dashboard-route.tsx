import { Suspense } from 'react';
import { AdminLoginPage } from '../../features/admin/components/admin-login-page';

export function Component() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <AdminLoginPage />
    </Suspense>
  );
}

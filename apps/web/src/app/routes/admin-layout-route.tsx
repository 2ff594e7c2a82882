import { Suspense } from 'react';
import { AdminLayout } from '#web/features/admin/components/admin-layout.tsx';

// The admin frame sits outside the public layout: it brings its own boundary for a language
// switch, which loads the other language's `admin` strings.
export function Component() {
  return (
    <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
      <AdminLayout />
    </Suspense>
  );
}

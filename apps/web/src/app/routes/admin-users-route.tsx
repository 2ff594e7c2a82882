import { AdminUsersPage } from '#web/features/admin/components/admin-pages.tsx';

export function Component() {
  return <AdminUsersPage />;
}

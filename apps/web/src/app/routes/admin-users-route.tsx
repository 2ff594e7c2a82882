import { AdminUsersPage } from '../../features/admin/components/admin-pages';

export function Component() {
  return <AdminUsersPage />;
}

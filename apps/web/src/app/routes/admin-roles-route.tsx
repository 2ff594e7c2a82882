import { AdminRolesPage } from '../../features/admin/components/roles-page';

export function Component() {
  return <AdminRolesPage />;
}

import { AdminRolesPage } from '#web/features/admin/components/roles-page.tsx';

export function Component() {
  return <AdminRolesPage />;
}

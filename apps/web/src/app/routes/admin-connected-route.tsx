import { AdminConnectedPage } from '../../features/admin/components/admin-pages';

export function Component() {
  return <AdminConnectedPage />;
}

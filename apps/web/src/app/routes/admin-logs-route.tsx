import { AdminLogsPage } from '../../features/admin/components/logs-page';

export function Component() {
  return <AdminLogsPage />;
}

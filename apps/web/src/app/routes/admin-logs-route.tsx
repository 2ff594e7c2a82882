import { AdminLogsPage } from '#web/features/admin/components/logs-page.tsx';

export function Component() {
  return <AdminLogsPage />;
}

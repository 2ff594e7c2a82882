import { AdminAiCallsPage } from '../../features/admin/components/ai-calls-page';

export function Component() {
  return <AdminAiCallsPage />;
}

import { AdminAiCallsPage } from '#web/features/admin/components/ai-calls-page.tsx';

export function Component() {
  return <AdminAiCallsPage />;
}

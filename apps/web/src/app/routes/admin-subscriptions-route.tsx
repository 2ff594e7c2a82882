import { AdminSubscriptionsPage } from '#web/features/admin/components/subscriptions-page.tsx';

export function Component() {
  return <AdminSubscriptionsPage />;
}

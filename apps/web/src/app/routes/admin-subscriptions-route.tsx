import { AdminSubscriptionsPage } from '../../features/admin/components/subscriptions-page';

export function Component() {
  return <AdminSubscriptionsPage />;
}

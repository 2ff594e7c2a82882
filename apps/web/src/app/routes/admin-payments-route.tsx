import { AdminPaymentsPage } from '../../features/admin/components/payments-page';

export function Component() {
  return <AdminPaymentsPage />;
}

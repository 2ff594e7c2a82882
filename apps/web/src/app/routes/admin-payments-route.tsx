import { AdminPaymentsPage } from '#web/features/admin/components/payments-page.tsx';

export function Component() {
  return <AdminPaymentsPage />;
}

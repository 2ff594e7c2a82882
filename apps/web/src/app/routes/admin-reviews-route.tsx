import { AdminReviewsPage } from '#web/features/admin/components/reviews-page.tsx';

export function Component() {
  return <AdminReviewsPage />;
}

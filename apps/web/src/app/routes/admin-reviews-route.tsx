import { AdminReviewsPage } from '../../features/admin/components/reviews-page';

export function Component() {
  return <AdminReviewsPage />;
}

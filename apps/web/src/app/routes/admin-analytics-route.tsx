import { AdminAnalyticsPage } from '../../features/admin/components/analytics-page';

export function Component() {
  return <AdminAnalyticsPage />;
}

import { AdminAnalyticsPage } from '#web/features/admin/components/analytics-page.tsx';

export function Component() {
  return <AdminAnalyticsPage />;
}

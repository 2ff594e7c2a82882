import { useTranslation } from '#web/lib/use-translation.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { AdminPageHead } from './admin-table';
import { SummaryPanel } from './summary-panel';
import { UsersManager } from './users-manager';

/** /admin/AdminConnected: the summary and the user management of the seed's connected page. */
export function AdminConnectedPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  return (
    <div className="admin-page">
      <AdminPageHead
        title={t('dashboard.title')}
        intro={t('dashboard.welcome', { username: me.data?.admin.username ?? '' })}
      />
      <SummaryPanel />
      <UsersManager />
    </div>
  );
}

/** /admin/users: the user management alone. */
export function AdminUsersPage() {
  return (
    <div className="admin-page">
      <UsersManager headingLevel={1} />
    </div>
  );
}

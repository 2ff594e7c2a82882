import { useTranslation } from 'react-i18next';
import { useAdminMe } from '../api/get-admin-me';
import { SummaryPanel } from './summary-panel';
import { UsersManager } from './users-manager';

/** /admin/AdminConnected: the summary and the user management of the seed's connected page. */
export function AdminConnectedPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1>{t('dashboard.title')}</h1>
        <p className="muted">{t('dashboard.welcome', { username: me.data?.admin.username ?? '' })}</p>
      </header>
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

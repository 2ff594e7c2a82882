import { useTranslation } from 'react-i18next';
import type { AdminUser, AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { formatMoney, formatShortDateTime } from './admin-format';
import { SortableHeader } from './sortable-header';

interface Props {
  users: AdminUser[];
  caption: string;
  sort: AdminUserSort;
  order: SortOrder;
  onSort: (sort: AdminUserSort, order: SortOrder) => void;
  selfId: number | undefined;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  /** The rows are the previous search's while the new one loads: no action on them meanwhile. */
  stale?: boolean;
}

/** The user list: sortable columns, the seed's fields, edit and delete on each row. */
export function UsersTable({
  users,
  caption,
  sort,
  order,
  onSort,
  selfId,
  onEdit,
  onDelete,
  stale = false,
}: Props) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const header = (column: AdminUserSort, label: string, className?: string) => (
    <SortableHeader
      column={column}
      label={label}
      sort={sort}
      order={order}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <div className="table-scroll">
      <table className="admin-table admin-table--dense" aria-busy={stale || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header('username', t('fields.username'))}
            {header('last_name', t('users.name'))}
            {header('email', t('fields.email'))}
            {header('role', t('fields.role'))}
            {header('wallet', t('users.wallet'), 'num')}
            {header('created_at', t('users.createdAt'))}
            {header('lastLogin', t('users.lastLogin'))}
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={8} className="empty">
                {t('users.none')}
              </td>
            </tr>
          ) : (
            users.map((u) => (
              <tr key={u.id}>
                <th scope="row">
                  <span
                    className={`presence presence--${u.isOnline ? 'on' : 'off'}`}
                    title={t(u.isOnline ? 'users.online' : 'users.offline')}
                  >
                    <span className="visually-hidden">
                      {t(u.isOnline ? 'users.online' : 'users.offline')} :{' '}
                    </span>
                  </span>
                  {u.username}
                </th>
                <td>{`${u.first_name} ${u.last_name}`.trim() || '—'}</td>
                <td className="wrap">
                  {/* A line may break after the @, not in the middle of a name. */}
                  {u.email.split('@')[0]}@<wbr />
                  {u.email.split('@').slice(1).join('@')}
                </td>
                <td>
                  <span className={`badge badge--${u.role}`}>{t(`roles.short.${u.role}`)}</span>
                </td>
                <td className="num">{formatMoney(u.wallet_cents, lang)}</td>
                <td>{formatShortDateTime(u.created_at, lang, false)}</td>
                <td title={u.lastIp ? t('users.lastIp', { ip: u.lastIp }) : undefined}>
                  {formatShortDateTime(u.lastLogin, lang)}
                  <span className="block muted small">{t('users.logins', { count: u.loginCount })}</span>
                </td>
                <td className="row-actions">
                  <button
                    type="button"
                    className="btn btn--small btn--quiet"
                    onClick={() => onEdit(u)}
                    disabled={stale}
                    aria-label={t('users.editLabel', { username: u.username })}
                  >
                    {t('actions.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--danger-quiet"
                    onClick={() => onDelete(u)}
                    disabled={stale || u.id === selfId}
                    title={u.id === selfId ? t('users.selfDelete') : undefined}
                    aria-label={t('users.deleteLabel', { username: u.username })}
                  >
                    {t('actions.delete')}
                  </button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

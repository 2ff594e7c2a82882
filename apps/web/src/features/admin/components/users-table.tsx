import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AdminUser, AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { formatMoney, formatShortDateTime } from './admin-format';
import { AdminTable } from './admin-table';

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
  return (
    <AdminTable
      dense
      stale={stale}
      caption={caption}
      rows={users}
      rowKey={(u) => u.id}
      empty={t('users.none')}
      sort={{ sort, order, onSort }}
      columns={[
        {
          header: t('fields.username'),
          sortKey: 'username',
          rowHeader: true,
          cell: (u) => (
            <>
              <span
                className={`presence presence--${u.isOnline ? 'on' : 'off'}`}
                title={t(u.isOnline ? 'users.online' : 'users.offline')}
              >
                <span className="visually-hidden">{t(u.isOnline ? 'users.online' : 'users.offline')} : </span>
              </span>
              {u.username}
            </>
          ),
        },
        {
          header: t('users.name'),
          sortKey: 'last_name',
          cell: (u) => `${u.first_name} ${u.last_name}`.trim() || '—',
        },
        {
          header: t('fields.email'),
          sortKey: 'email',
          className: 'wrap',
          // A line may break after the @, not in the middle of a name.
          cell: (u) => (
            <>
              {u.email.split('@')[0]}@<wbr />
              {u.email.split('@').slice(1).join('@')}
            </>
          ),
        },
        {
          header: t('fields.role'),
          sortKey: 'role',
          cell: (u) => <span className={`badge badge--${u.role}`}>{t(`roles.short.${u.role}`)}</span>,
        },
        {
          header: t('users.wallet'),
          sortKey: 'wallet',
          className: 'num',
          cell: (u) => formatMoney(u.wallet_cents, lang),
        },
        {
          header: t('users.createdAt'),
          sortKey: 'created_at',
          cell: (u) => formatShortDateTime(u.created_at, lang, false),
        },
        {
          header: t('users.lastLogin'),
          sortKey: 'lastLogin',
          cell: (u) => (
            <span title={u.lastIp ? t('users.lastIp', { ip: u.lastIp }) : undefined}>
              {formatShortDateTime(u.lastLogin, lang)}
              <span className="block muted small">{t('users.logins', { count: u.loginCount })}</span>
            </span>
          ),
        },
        {
          header: t('table.actions'),
          hiddenHeader: true,
          className: 'row-actions',
          cell: (u) => (
            <>
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
            </>
          ),
        },
      ]}
    />
  );
}

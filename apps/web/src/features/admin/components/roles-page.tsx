import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { FormMessage } from '../../../components/ui/form-message';
import { ApiError } from '../../../lib/api-client';
import { useChangeRole } from '../api/change-role';
import { useAdminMe } from '../api/get-admin-me';
import { useUsers } from '../api/get-users';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SortableHeader } from './sortable-header';

const PAGE = 25;

/** /admin/roles: toggle a user between user and admin; the last administrator stays, demoting oneself asks first. */
export function AdminRolesPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const [sort, setSort] = useState<AdminUserSort>('role');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const [confirmSelf, setConfirmSelf] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useUsers({ q: search.trim() || undefined, sort, order, limit: PAGE, offset });
  const change = useChangeRole();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const toggle = (u: AdminUser, confirmed = false) => {
    if (u.id === me.data?.admin.id && u.role === 'admin' && !confirmed) {
      change.reset();
      setConfirmSelf(u);
      return;
    }
    change.mutate(
      {
        id: u.id,
        body: { role: u.role === 'admin' ? 'user' : 'admin', ...(confirmed ? { confirm_self: true } : {}) },
      },
      {
        onSuccess: (answer) => {
          setConfirmSelf(null);
          setNotice(answer.message);
          // Having given up one's own rights, the admin area is no longer for this session.
          if (confirmed) {
            void navigate('/', { replace: true });
            // Once the admin pages have gone, forget what they read.
            setTimeout(() => queryClient.removeQueries({ queryKey: ['admin'] }), 0);
          }
        },
      },
    );
  };

  const selfDialogError = confirmSelf && change.error ? change.error.message : null;
  const inlineError = !confirmSelf && change.error instanceof ApiError ? change.error.message : null;

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1>{t('rolesPage.title')}</h1>
        <p className="muted">{t('rolesPage.intro')}</p>
      </header>
      <FormMessage kind="success">{notice}</FormMessage>
      <FormMessage kind="error">{inlineError}</FormMessage>
      <form role="search" className="admin-filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="roles-search">{t('users.search')}</label>
        <input
          id="roles-search"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setOffset(0);
          }}
          placeholder={t('users.searchPlaceholder')}
        />
      </form>
      <QueryState isPending={users.isPending} error={users.error} onRetry={() => void users.refetch()} />
      {users.data ? (
        <>
          <div className="table-scroll">
            <table className="admin-table">
              <caption>{t('rolesPage.caption', { count: users.data.total })}</caption>
              <thead>
                <tr>
                  {(['username', 'email', 'role'] as const).map((column) => (
                    <SortableHeader
                      key={column}
                      column={column}
                      label={t(`fields.${column}`)}
                      sort={sort}
                      order={order}
                      onSort={(s, o) => {
                        setSort(s);
                        setOrder(o);
                        setOffset(0);
                      }}
                    />
                  ))}
                  <th scope="col">{t('rolesPage.change')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((u) => (
                  <tr key={u.id}>
                    <th scope="row">
                      {u.username}
                      {u.id === me.data?.admin.id ? (
                        <span className="muted small"> {t('rolesPage.you')}</span>
                      ) : null}
                    </th>
                    <td className="wrap">{u.email}</td>
                    <td>
                      <span className={`badge badge--${u.role}`}>{t(`roles.${u.role}`)}</span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn--small btn--quiet"
                        disabled={change.isPending || users.isPlaceholderData}
                        onClick={() => toggle(u)}
                        aria-label={t(
                          u.role === 'admin' ? 'rolesPage.makeUserLabel' : 'rolesPage.makeAdminLabel',
                          { username: u.username },
                        )}
                      >
                        {t(u.role === 'admin' ? 'rolesPage.makeUser' : 'rolesPage.makeAdmin')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            total={users.data.total}
            limit={PAGE}
            offset={offset}
            onOffset={setOffset}
            label={t('rolesPage.pager')}
          />
        </>
      ) : null}
      {confirmSelf ? (
        <ConfirmDialog
          title={t('rolesPage.selfTitle')}
          confirmLabel={t('rolesPage.selfConfirm')}
          danger
          pending={change.isPending}
          error={selfDialogError}
          onClose={() => setConfirmSelf(null)}
          onConfirm={() => toggle(confirmSelf, true)}
        >
          <p>{t('rolesPage.selfText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

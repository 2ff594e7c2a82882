import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useNavigate } from '#web/lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useChangeRole } from '#web/features/admin/api/change-role.ts';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { useUsers } from '#web/features/admin/api/get-users.ts';
import { ConfirmDialog } from './confirm-dialog';
import { AdminPageHead, AdminTable, CursorResults } from './admin-table';
import { useCursorPages } from './pager';

const PAGE = 25;

/**
 * /admin/roles: toggle a user between user and admin, each change confirmed first (issue 39); the last
 * administrator stays; demoting oneself says what it means.
 */
export function AdminRolesPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const [sort, setSort] = useState<AdminUserSort>('role');
  const [order, setOrder] = useState<SortOrder>('asc');
  const pages = useCursorPages();
  const [search, setSearch] = useState('');
  const [confirmSelf, setConfirmSelf] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useUsers({ q: search.trim() || undefined, sort, order, limit: PAGE, cursor: pages.cursor });
  const change = useChangeRole();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const isSelf = (u: AdminUser) => u.id === me.data?.admin.id && u.role === 'admin';
  const toggle = (u: AdminUser, confirmed = false) => {
    if (!confirmed) {
      change.reset();
      setConfirmSelf(u);
      return;
    }
    change.mutate(
      {
        id: u.id,
        body: { role: u.role === 'admin' ? 'user' : 'admin', ...(isSelf(u) ? { confirm_self: true } : {}) },
      },
      {
        onSuccess: (answer) => {
          setConfirmSelf(null);
          setNotice(answer.message);
          // Having given up one's own rights, the admin area is no longer for this session.
          if (isSelf(u)) {
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
      <AdminPageHead title={t('rolesPage.title')} intro={t('rolesPage.intro')} />
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
            pages.reset();
          }}
          placeholder={t('users.searchPlaceholder')}
        />
      </form>
      <CursorResults
        query={users}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.users.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('rolesPage.pager')}
      >
        {(data) => (
          <AdminTable
            caption={t(data.total_capped ? 'rolesPage.captionCapped' : 'rolesPage.caption', {
              count: data.total,
            })}
            rows={data.users}
            rowKey={(u) => u.id}
            empty={t('users.none')}
            sort={{
              sort,
              order,
              onSort: (s, o) => {
                setSort(s);
                setOrder(o);
                pages.reset();
              },
            }}
            columns={[
              {
                header: t('fields.username'),
                sortKey: 'username',
                rowHeader: true,
                cell: (u) => (
                  <>
                    {u.username}
                    {u.id === me.data?.admin.id ? (
                      <span className="muted small"> {t('rolesPage.you')}</span>
                    ) : null}
                  </>
                ),
              },
              { header: t('fields.email'), sortKey: 'email', className: 'wrap', cell: (u) => u.email },
              {
                header: t('fields.role'),
                sortKey: 'role',
                cell: (u) => <span className={`badge badge--${u.role}`}>{t(`roles.${u.role}`)}</span>,
              },
              {
                header: t('rolesPage.change'),
                cell: (u) => (
                  <button
                    type="button"
                    className="btn btn--small btn--quiet"
                    disabled={change.isPending || users.isPlaceholderData}
                    onClick={() => toggle(u)}
                    aria-label={t(
                      u.role === 'admin' ? 'rolesPage.makeUserLabel' : 'rolesPage.makeAdminLabel',
                      {
                        username: u.username,
                      },
                    )}
                  >
                    {t(u.role === 'admin' ? 'rolesPage.makeUser' : 'rolesPage.makeAdmin')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </CursorResults>
      {confirmSelf ? (
        isSelf(confirmSelf) ? (
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
        ) : (
          <ConfirmDialog
            title={t(confirmSelf.role === 'admin' ? 'rolesPage.demoteTitle' : 'rolesPage.promoteTitle', {
              username: confirmSelf.username,
            })}
            confirmLabel={t(confirmSelf.role === 'admin' ? 'rolesPage.makeUser' : 'rolesPage.makeAdmin')}
            danger={confirmSelf.role !== 'admin'}
            pending={change.isPending}
            error={selfDialogError}
            onClose={() => setConfirmSelf(null)}
            onConfirm={() => toggle(confirmSelf, true)}
          >
            <p>{t(confirmSelf.role === 'admin' ? 'rolesPage.demoteText' : 'rolesPage.promoteText')}</p>
          </ConfirmDialog>
        )
      ) : null}
    </div>
  );
}

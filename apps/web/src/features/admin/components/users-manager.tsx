import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AdminUser, AdminUserSort, SortOrder } from '@arcanes/contracts/admin';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { useDeleteUser } from '#web/features/admin/api/delete-user.ts';
import { useUsers } from '#web/features/admin/api/get-users.ts';
import { ConfirmDialog } from './confirm-dialog';
import { CreateUserForm } from './create-user-form';
import { EditUserDialog } from './edit-user-dialog';
import { CursorResults, RefreshButton } from './admin-table';
import { useCursorPages } from './pager';
import { UsersTable } from './users-table';

const PAGE = 20;

/** Search, sort, paging, a refresh on demand (no timer), create, edit and delete. */
export function UsersManager({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('created_at');
  const [order, setOrder] = useState<SortOrder>('desc');
  const pages = useCursorPages();
  const resetPages = pages.reset;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useUsers({ q: q || undefined, sort, order, limit: PAGE, cursor: pages.cursor });
  const remove = useDeleteUser();

  // Typing searches after a short pause, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      resetPages();
    }, 300);
    return () => clearTimeout(timer);
  }, [search, resetPages]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="admin-section" aria-labelledby="users-title">
      <div className="admin-section__head">
        <Heading id="users-title">{t('users.title')}</Heading>
        <div className="admin-section__actions">
          <RefreshButton query={users} />
          <button
            type="button"
            className="btn btn--small"
            aria-expanded={creating}
            aria-controls="create-user-panel"
            onClick={() => setCreating((c) => !c)}
          >
            {t('create.open')}
          </button>
        </div>
      </div>
      <FormMessage kind="success">{notice}</FormMessage>
      <div id="create-user-panel" hidden={!creating}>
        {creating ? (
          <CreateUserForm
            onCreated={(message) => {
              setNotice(message);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        ) : null}
      </div>
      <form role="search" className="admin-filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="users-search">{t('users.search')}</label>
        <input
          id="users-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
        />
      </form>
      <CursorResults
        query={users}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.users.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('users.pager')}
      >
        {(data) => (
          <UsersTable
            users={data.users}
            caption={t(data.total_capped ? 'users.captionCapped' : 'users.caption', { count: data.total })}
            sort={sort}
            order={order}
            onSort={(s, o) => {
              setSort(s);
              setOrder(o);
              pages.reset();
            }}
            selfId={me.data?.admin.id}
            stale={users.isPlaceholderData}
            onEdit={(u) => setEditing(u)}
            onDelete={(u) => {
              remove.reset();
              setDeleting(u);
            }}
          />
        )}
      </CursorResults>
      {editing ? (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice(message);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('delete.title')}
          confirmLabel={t('delete.confirm')}
          danger
          pending={remove.isPending}
          error={remove.error?.message}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (answer) => {
                setDeleting(null);
                setNotice(answer.message);
              },
            })
          }
        >
          <p>
            <strong>{t('delete.question')}</strong>
          </p>
          <p>{t('delete.who', { username: deleting.username, email: deleting.email })}</p>
          <p className="muted small">{t('delete.kept')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

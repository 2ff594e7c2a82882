import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { CursorPager, type useCursorPages } from './pager';
import { QueryState } from './query-state';
import { SortableHeader, type SortDirection } from './sortable-header';

/** The sorting a table shows and changes (server-side or in memory: the page decides). */
export interface TableSort<K extends string> {
  sort: K;
  order: SortDirection;
  onSort: (column: K, order: SortDirection) => void;
}

/** One column: its heading and its cell. */
export interface AdminColumn<T, K extends string = string> {
  header: string;
  cell: (row: T) => ReactNode;
  /** `num` right-aligns figures (heading too); `wrap` lets long text break. */
  className?: string;
  /** The heading is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
  /** The row's name: a `<th scope="row">` instead of a `<td>`. */
  rowHeader?: boolean;
  /** The column sorts by this key, with the table's `sort`. */
  sortKey?: K;
}

interface AdminTableProps<T, K extends string> {
  caption: string;
  columns: AdminColumn<T, K>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in one cell across the table when there is no row. */
  empty: string;
  sort?: TableSort<K>;
  dense?: boolean;
  /** The rows are the previous query's while the next loads (aria-busy). */
  stale?: boolean;
}

/** Every admin list's table: caption, headings (sortable or not), rows, the empty line. */
export function AdminTable<T, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  dense = false,
  stale = false,
}: AdminTableProps<T, K>) {
  return (
    <div className="table-scroll">
      <table
        className={dense ? 'admin-table admin-table--dense' : 'admin-table'}
        aria-busy={stale || undefined}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) =>
              column.sortKey && sort ? (
                <SortableHeader
                  key={i}
                  column={column.sortKey}
                  label={column.header}
                  sort={sort.sort}
                  order={sort.order}
                  onSort={sort.onSort}
                  className={column.className}
                />
              ) : (
                <th key={i} scope="col" className={column.className}>
                  {column.hiddenHeader ? (
                    <span className="visually-hidden">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, i) =>
                  column.rowHeader ? (
                    <th key={i} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={i} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** What a paged list query gives the page (TanStack Query's result). */
export interface PagedQuery<D> {
  data: D | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface CursorResultsProps<D extends { total: number; next_cursor: string | null }> {
  query: PagedQuery<D>;
  limit: number;
  pages: ReturnType<typeof useCursorPages>;
  /** Rows on the page (for "51–100"). */
  rows: (data: D) => number;
  capped?: (data: D) => boolean;
  /** The pager's accessible name. */
  pagerLabel: string;
  children: (data: D) => ReactNode;
}

/** A list paged by keyset (decision 0305): loading and failure, then the results and the pager. */
export function CursorResults<D extends { total: number; next_cursor: string | null }>({
  query,
  limit,
  pages,
  rows,
  capped,
  pagerLabel,
  children,
}: CursorResultsProps<D>) {
  const data = query.data;
  return (
    <>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {data ? (
        <>
          {children(data)}
          <CursorPager
            page={pages.page}
            limit={limit}
            rows={rows(data)}
            total={data.total}
            capped={capped?.(data)}
            hasNext={data.next_cursor !== null}
            onNext={() => pages.next(data.next_cursor)}
            onPrevious={pages.previous}
            onFirst={pages.reset}
            label={pagerLabel}
          />
        </>
      ) : null}
    </>
  );
}

/** An admin page's title and what it is for. */
export function AdminPageHead({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="admin-page__head">
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
    </header>
  );
}

/** Reloads a list on demand (admin lists never refresh on a timer). */
export function RefreshButton({ query }: { query: { isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      className="btn btn--small btn--quiet"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      {query.isFetching ? t('status.refreshing') : t('actions.refresh')}
    </button>
  );
}

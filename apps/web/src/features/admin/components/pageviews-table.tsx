import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import { formatCount } from './admin-format';
import { Pager } from './pager';
import { SortableHeader, type SortDirection } from './sortable-header';

const PAGE = 25;
type Column = 'path' | 'views';

/** Views per page over the period, sorted and paged here: the report holds every page already. */
export function PageviewsTable({
  pages,
  total,
  busy,
}: {
  pages: PageviewsResponse['pages'];
  total: number;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [sort, setSort] = useState<Column>('views');
  const [order, setOrder] = useState<SortDirection>('desc');
  const [offset, setOffset] = useState(0);
  const sorted = useMemo(() => {
    const byPath = (a: { path: string }, b: { path: string }) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
    const rows = [...pages].sort((a, b) =>
      sort === 'views' ? a.views - b.views || byPath(a, b) : byPath(a, b),
    );
    return order === 'desc' ? rows.reverse() : rows;
  }, [pages, sort, order]);
  // A shorter period may have fewer pages than the page shown: start again from the first.
  const start = offset < sorted.length ? offset : 0;
  const share = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const onSort = (column: Column, direction: SortDirection) => {
    setSort(column);
    setOrder(direction);
    setOffset(0);
  };
  return (
    <>
      <div className="table-scroll">
        <table className="admin-table" aria-busy={busy || undefined}>
          <caption>{t('analytics.caption', { count: pages.length })}</caption>
          <thead>
            <tr>
              <SortableHeader
                column="path"
                label={t('analytics.path')}
                sort={sort}
                order={order}
                onSort={onSort}
              />
              <SortableHeader
                column="views"
                label={t('analytics.views')}
                sort={sort}
                order={order}
                onSort={onSort}
                className="num"
              />
              <th scope="col" className="num">
                {t('analytics.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.length === 0 ? (
              <tr>
                <td colSpan={3} className="empty">
                  {t('analytics.none')}
                </td>
              </tr>
            ) : (
              sorted.slice(start, start + PAGE).map((p) => (
                <tr key={p.path}>
                  <th scope="row" className="wrap">
                    <code className="mono">{p.path}</code>
                  </th>
                  <td className="num">{formatCount(p.views, lang)}</td>
                  <td className="num">{share.format(total > 0 ? p.views / total : 0)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {sorted.length > PAGE ? (
        <Pager
          total={sorted.length}
          limit={PAGE}
          offset={start}
          onOffset={setOffset}
          label={t('analytics.pager')}
        />
      ) : null}
    </>
  );
}

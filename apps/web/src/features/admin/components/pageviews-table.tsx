import { useMemo, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import { formatCount } from './admin-format';
import { Pager } from './pager';
import { AdminTable } from './admin-table';
import type { SortDirection } from './sortable-header';

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
      <AdminTable
        stale={busy}
        caption={t('analytics.caption', { count: pages.length })}
        rows={sorted.slice(start, start + PAGE)}
        rowKey={(p) => p.path}
        empty={t('analytics.none')}
        sort={{ sort, order, onSort }}
        columns={[
          {
            header: t('analytics.path'),
            sortKey: 'path',
            rowHeader: true,
            className: 'wrap',
            cell: (p) => <code className="mono">{p.path}</code>,
          },
          {
            header: t('analytics.views'),
            sortKey: 'views',
            className: 'num',
            cell: (p) => formatCount(p.views, lang),
          },
          {
            header: t('analytics.share'),
            className: 'num',
            cell: (p) => share.format(total > 0 ? p.views / total : 0),
          },
        ]}
      />
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

import { useTranslation } from '#web/lib/use-translation.tsx';

export type SortDirection = 'asc' | 'desc';

interface Props<K extends string> {
  column: K;
  label: string;
  sort: K;
  order: SortDirection;
  onSort: (column: K, order: SortDirection) => void;
  className?: string;
}

/**
 * A column header that sorts: a button inside the <th>, and aria-sort on the header of the column
 * in use (the other headers carry none, as the APG sortable-table example does).
 */
export function SortableHeader<K extends string>({
  column,
  label,
  sort,
  order,
  onSort,
  className,
}: Props<K>) {
  const { t } = useTranslation('admin');
  const active = sort === column;
  const next: SortDirection = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={className}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column, next)}>
        {label}
        <span className="sort-button__icon" aria-hidden="true">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="visually-hidden">{t(next === 'asc' ? 'table.sortAsc' : 'table.sortDesc')}</span>
      </button>
    </th>
  );
}

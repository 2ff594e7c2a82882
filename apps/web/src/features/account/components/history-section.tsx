import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { ShowMore } from '#web/components/ui/show-more.tsx';
import type { MoreControl } from '#web/lib/paged-query.ts';

interface Props<T> {
  id: string;
  title: string;
  headingLevel?: 1 | 2;
  /** A line under the title. */
  intro?: ReactNode;
  /** The list's query: its state and, once loaded, its items. */
  query: { isPending: boolean; isError: boolean };
  items: readonly T[] | undefined;
  errorText: string;
  emptyText: string;
  /** A paged list: « Voir plus » under it while pages remain. */
  more?: MoreControl;
  children: (items: readonly T[]) => ReactNode;
}

/** One card of the account's histories: title, then loading, error, empty, or the list itself. */
export function HistorySection<T>({
  id,
  title,
  headingLevel = 2,
  intro,
  query,
  items,
  errorText,
  emptyText,
  more,
  children,
}: Props<T>) {
  const { t } = useTranslation('account');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="card history-section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {intro}
      {query.isPending && <p className="muted">{t('loading')}</p>}
      {query.isError && (
        <p className="form-error" role="alert">
          {errorText}
        </p>
      )}
      {items && items.length === 0 && <p className="muted">{emptyText}</p>}
      {items && items.length > 0 && children(items)}
      {items && items.length > 0 && more && <ShowMore more={more} />}
    </section>
  );
}

export interface Column {
  label: string;
  /** Amounts: right-aligned. */
  num?: boolean;
}

/**
 * A history table that scrolls sideways on its own if it must (keyboard-focusable region) and,
 * on phones, turns each row into a card whose cells carry their column's label (`data-label`).
 */
export function HistoryTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

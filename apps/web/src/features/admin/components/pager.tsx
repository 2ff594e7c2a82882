import { useCallback, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';

interface Props {
  total: number;
  limit: number;
  offset: number;
  onOffset: (offset: number) => void;
  label: string;
}

/** Previous / next with "21–40 of 57"; announced politely when the page changes. */
export function Pager({ total, limit, offset, onOffset, label }: Props) {
  const { t, i18n } = useTranslation('admin');
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  const fmt = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR');
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="btn btn--small btn--quiet"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        <span aria-hidden="true">←</span> {t('table.previous')}
      </button>
      <p className="pager__status" aria-live="polite">
        {t('table.range', { first: fmt.format(first), last: fmt.format(last), total: fmt.format(total) })}
      </p>
      <button
        type="button"
        className="btn btn--small btn--quiet"
        disabled={last >= total}
        onClick={() => onOffset(offset + limit)}
      >
        {t('table.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

interface CursorProps {
  /** 1 for the first page. */
  page: number;
  limit: number;
  /** Rows on this page. */
  rows: number;
  total: number;
  /** The total was counted up to a cap: there are more. */
  capped?: boolean;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onFirst: () => void;
  label: string;
}

/**
 * Keyset pages (decision 0305): « next » follows the answer's `next_cursor`, « previous » goes back
 * to the cursor kept for the page before; "51–100 of 1 234", or "of more than 1 000" when the count
 * stopped at its cap.
 */
export function CursorPager({
  page,
  limit,
  rows,
  total,
  capped,
  hasNext,
  onNext,
  onPrevious,
  onFirst,
  label,
}: CursorProps) {
  const { t, i18n } = useTranslation('admin');
  const fmt = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR');
  const first = rows === 0 ? 0 : (page - 1) * limit + 1;
  const last = rows === 0 ? 0 : first + rows - 1;
  const values = { first: fmt.format(first), last: fmt.format(last), total: fmt.format(total) };
  return (
    <nav className="pager" aria-label={label}>
      {page > 2 ? (
        <button type="button" className="btn btn--small btn--quiet" onClick={onFirst}>
          <span aria-hidden="true">⇤</span> {t('table.first')}
        </button>
      ) : null}
      <button type="button" className="btn btn--small btn--quiet" disabled={page === 1} onClick={onPrevious}>
        <span aria-hidden="true">←</span> {t('table.previous')}
      </button>
      <p className="pager__status" aria-live="polite">
        {t(capped ? 'table.rangeCapped' : 'table.range', values)}
      </p>
      <button type="button" className="btn btn--small btn--quiet" disabled={!hasNext} onClick={onNext}>
        {t('table.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

/** The cursors of the pages read so far: page n is read with `cursors[n - 2]` (none for the first). */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  // One identity for the page's whole life: a search's debounce effect can depend on `reset`.
  const next = useCallback((cursor: string | null) => {
    if (cursor) setCursors((c) => [...c, cursor]);
  }, []);
  const previous = useCallback(() => setCursors((c) => c.slice(0, -1)), []);
  const reset = useCallback(() => setCursors([]), []);
  return { cursor: cursors[cursors.length - 1], page: cursors.length + 1, next, previous, reset };
}

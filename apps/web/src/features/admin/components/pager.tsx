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

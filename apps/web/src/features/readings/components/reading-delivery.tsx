import { useTranslation } from '#web/lib/use-translation.tsx';
import type { ReadingStatus } from '@arcanes/contracts/readings';
import { formatInstant } from '#web/lib/format-date.ts';
import { FINAL_STATUSES, readingPdfUrl, useReading } from '#web/features/readings/api/get-reading.ts';

/**
 * A reading's delivery in a history row: its status (asked again every few seconds until it is
 * final: queued → writing → sent), and the PDF once there is one.
 */
export interface DeliverySummary {
  queued_at: string | null;
  writing_at: string | null;
  sent_at: string | null;
  pdf_available: boolean;
  status_message: string | null;
}

export function ReadingDelivery({
  id,
  status,
  summary,
}: {
  id: string;
  status: ReadingStatus;
  /** What the history row already says: only a reading still on its way is asked again. */
  summary: DeliverySummary;
}) {
  const { t, i18n } = useTranslation('readings');
  const detail = useReading(id, !FINAL_STATUSES.has(status));
  const data: DeliverySummary = detail.data ?? summary;
  const current = detail.data?.status ?? status;
  const when = (iso: string | null | undefined) => (iso ? formatInstant(iso, i18n.language) : null);
  const stamp =
    current === 'sent'
      ? when(data.sent_at)
      : current === 'writing'
        ? when(data.writing_at)
        : current === 'queued'
          ? when(data.queued_at)
          : null;
  return (
    <div className="reading-delivery">
      <span className={`status-badge status-badge--${current}`} aria-live="polite">
        {t(`status.${current}`)}
      </span>
      {stamp && <span className="muted small">{stamp}</span>}
      {data.status_message && <p className="muted small">{data.status_message}</p>}
      {data.pdf_available && (
        <a className="btn btn--small btn--outline" href={readingPdfUrl(id)} download>
          {t('history.pdf')}
        </a>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AdminSummary } from '@arcanes/contracts/admin';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useRetryJob } from '#web/features/admin/api/retry-job.ts';
import { formatDateTime } from './admin-format';

/** Deliveries (PDF, e-mails) that ran out of attempts, each with a retry button. */
export function FailedJobs({ jobs }: { jobs: AdminSummary['failed_jobs'] }) {
  const { t, i18n } = useTranslation('admin');
  const retry = useRetryJob();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="admin-subsection" aria-labelledby="failed-jobs-title">
      <h3 id="failed-jobs-title">{t('jobs.title')}</h3>
      <FormMessage kind="success">{done}</FormMessage>
      <FormMessage kind="error">{retry.error?.message}</FormMessage>
      {jobs.length === 0 ? (
        <p className="muted">{t('jobs.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('jobs.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jobs.failedAt')}</th>
                <th scope="col">{t('jobs.name')}</th>
                <th scope="col">{t('jobs.id')}</th>
                <th scope="col">{t('jobs.error')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((j) => (
                <tr key={j.id}>
                  <td>{formatDateTime(j.failed_at ?? j.created_at, i18n.language)}</td>
                  <td>{j.name}</td>
                  <td>
                    <code className="mono">{j.id}</code>
                    {j.reading_id ? (
                      <span className="muted small block">{t('jobs.reading', { id: j.reading_id })}</span>
                    ) : null}
                    {j.reading_status === 'refunded' ? (
                      <span className="small block">{t('jobs.refunded')}</span>
                    ) : null}
                  </td>
                  <td className="wrap">{j.error ?? '—'}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--small"
                      disabled={
                        retry.isPending || j.reading_status === 'refunded' || j.reading_status === 'sent'
                      }
                      onClick={() => retry.mutate(j.id, { onSuccess: (r) => setDone(r.message) })}
                      aria-label={t('jobs.retryLabel', { name: j.name, id: j.id.slice(0, 8) })}
                    >
                      {t('jobs.retry')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import { RadioGroupField } from '#web/components/ui/choice-field.tsx';
import { usePageviews } from '#web/features/admin/api/get-pageviews.ts';
import { formatCount, formatDay } from './admin-format';
import { ColumnChart } from './charts';
import { PageviewsTable } from './pageviews-table';
import { AdminPageHead } from './admin-table';
import { QueryState } from './query-state';

/** The periods offered, in days (the contract allows 1 to 366). */
const PERIODS = [7, 30, 90] as const;

/** /admin/analytics: the first-party page-view counts (consenting visitors only) over a chosen period. */
export function AdminAnalyticsPage() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number>(30);
  const report = usePageviews({ days });
  return (
    <div className="admin-page">
      <AdminPageHead title={t('analytics.title')} intro={t('analytics.intro')} />
      <div className="admin-filters">
        <div className="choice-chips">
          <RadioGroupField
            label={t('analytics.period')}
            name="period"
            value={String(days)}
            onChange={(value) => setDays(Number(value))}
            choices={PERIODS.map((p) => ({
              value: String(p),
              label: t('analytics.periodDays', { count: p }),
            }))}
          />
        </div>
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={() => void report.refetch()}
          disabled={report.isFetching}
        >
          {report.isFetching ? t('status.refreshing') : t('actions.refresh')}
        </button>
      </div>
      <QueryState isPending={report.isPending} error={report.error} onRetry={() => void report.refetch()} />
      {report.data ? <AnalyticsBody r={report.data} busy={report.isPlaceholderData} /> : null}
    </div>
  );
}

function AnalyticsBody({ r, busy }: { r: PageviewsResponse; busy: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const count = (n: number) => formatCount(n, lang);
  const from = formatDay(r.since, lang);
  const to = formatDay(r.by_day.at(-1)?.date ?? r.since, lang);
  // The first of the days with the most views; none while nothing was counted.
  const busiest = r.by_day.reduce<PageviewsResponse['by_day'][number] | null>(
    (best, d) => (d.views > (best?.views ?? 0) ? d : best),
    null,
  );
  const average = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    maximumFractionDigits: 1,
  }).format(r.total / Math.max(r.days, 1));
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? '' : t('analytics.announce', { count: r.total, days: r.days })}
      </p>
      <ul
        className="stat-cards"
        aria-label={t('analytics.cards', { from, to })}
        aria-busy={busy || undefined}
      >
        <li className="stat-card">
          <span className="stat-card__label">{t('analytics.total')}</span>
          <strong className="stat-card__value">{count(r.total)}</strong>
          <span className="stat-card__note">{t('analytics.range', { from, to })}</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">{t('analytics.average')}</span>
          <strong className="stat-card__value">{average}</strong>
          <span className="stat-card__note">{t('analytics.averageNote', { count: r.days })}</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">{t('analytics.pages')}</span>
          <strong className="stat-card__value">{count(r.pages.length)}</strong>
          <span className="stat-card__note">{t('analytics.pagesNote')}</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">{t('analytics.busiest')}</span>
          <strong className="stat-card__value">{busiest ? formatDay(busiest.date, lang) : '—'}</strong>
          <span className="stat-card__note">
            {busiest ? t('analytics.busiestNote', { count: busiest.views }) : t('analytics.busiestNone')}
          </span>
        </li>
      </ul>
      <ColumnChart
        title={t('analytics.byDay', { days: r.days })}
        summary={
          busiest
            ? t('analytics.byDaySummary', {
                days: r.days,
                total: count(r.total),
                day: formatDay(busiest.date, lang),
                views: count(busiest.views),
              })
            : t('analytics.byDayNone', { days: r.days })
        }
        valueLabel={t('analytics.views')}
        // Half of a small scale (0.5, 2.5) is no number of views: that grid line stays unlabelled.
        axis={(v) => (Number.isInteger(v) ? count(v) : '')}
        labelEvery={r.days <= 14 ? 1 : r.days <= 31 ? 5 : 10}
        data={r.by_day.map((d) => ({
          label: formatDay(d.date, lang),
          value: d.views,
          display: count(d.views),
        }))}
      />
      <PageviewsTable pages={r.pages} total={r.total} busy={busy} />
    </>
  );
}

import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AdminSummary } from '@arcanes/contracts/admin';
import type { Catalogues } from '@arcanes/contracts/locales/catalogues';
import { useSummary } from '#web/features/admin/api/get-summary.ts';
import { formatCount, formatDay, formatDuration, formatMoney } from './admin-format';
import { BarList, ColumnChart, DeliveryChart } from './charts';
import { FailedJobs } from './failed-jobs';
import { QueryState } from './query-state';

/** The dashboard: figures first, then the charts that read better than a table, then what needs a hand. */
export function SummaryPanel() {
  const { t } = useTranslation('admin');
  const summary = useSummary();
  return (
    <section className="admin-section" aria-labelledby="summary-title">
      <div className="admin-section__head">
        <h2 id="summary-title">{t('summary.title')}</h2>
        <button
          type="button"
          className="btn btn--small btn--quiet"
          onClick={() => void summary.refetch()}
          disabled={summary.isFetching}
        >
          {summary.isFetching ? t('status.refreshing') : t('actions.refresh')}
        </button>
      </div>
      <QueryState
        isPending={summary.isPending}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
      {summary.data ? <SummaryBody s={summary.data} /> : null}
    </section>
  );
}

function SummaryBody({ s }: { s: AdminSummary }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const money = (c: number) => formatMoney(c, lang);
  const promise = s.delivery.promise_hours * 3600;
  const p95Late = s.delivery.p95_seconds !== null && s.delivery.p95_seconds > promise;
  const daysWithSales = s.revenue.by_day.filter((d) => d.cents > 0).length;
  return (
    <>
      <ul className="stat-cards" aria-label={t('summary.cards')}>
        <li className="stat-card">
          <span className="stat-card__label">{t('summary.revenue30')}</span>
          <strong className="stat-card__value">{money(s.revenue.total_cents_30d)}</strong>
          <span className="stat-card__note">
            {t('summary.refunded30', { amount: money(s.revenue.refunded_cents_30d) })}
          </span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">{t('summary.readings')}</span>
          <strong className="stat-card__value">{formatCount(s.readings.total, lang)}</strong>
          <span className="stat-card__note">{t('summary.readingsNote')}</span>
        </li>
        <li className="stat-card">
          <span className="stat-card__label">{t('summary.users')}</span>
          <strong className="stat-card__value">{formatCount(s.users.total, lang)}</strong>
          <span className="stat-card__note">
            {t('summary.admins', { count: s.users.admins })} ·{' '}
            {t('summary.online', { count: s.users.online })}
          </span>
        </li>
        <li className={`stat-card${p95Late ? ' stat-card--warn' : ''}`}>
          <span className="stat-card__label">{t('summary.delivery')}</span>
          <strong className="stat-card__value">{formatDuration(s.delivery.p50_seconds, lang)}</strong>
          <span className="stat-card__note">
            {t('summary.deliveryNote', {
              p95: formatDuration(s.delivery.p95_seconds, lang),
              hours: s.delivery.promise_hours,
              count: s.delivery.sent,
            })}
          </span>
        </li>
      </ul>

      <div className="chart-grid">
        <ColumnChart
          title={t('charts.revenueByDay')}
          summary={t('charts.revenueByDaySummary', {
            total: money(s.revenue.total_cents_30d),
            count: daysWithSales,
          })}
          valueLabel={t('charts.revenue')}
          axis={(v) => money(Math.round(v))}
          minTop={100}
          data={s.revenue.by_day.map((d) => ({
            label: formatDay(d.date, lang),
            short: formatDay(d.date, lang),
            value: d.cents,
            display: money(d.cents),
          }))}
        />
        <BarList
          title={t('charts.revenueByDomain')}
          valueLabel={t('charts.revenue')}
          data={s.revenue.by_domain.map((d) => ({
            label: t(`domains.${d.domain}`, { defaultValue: d.domain }),
            value: d.cents,
            display: money(d.cents),
          }))}
        />
        <BarList
          title={t('charts.readingsByOption')}
          valueLabel={t('charts.count')}
          data={s.readings.by_option.map((o) => ({
            label: t(`options.${o.option}`),
            value: o.count,
            display: formatCount(o.count, lang),
          }))}
        />
        <BarList
          title={t('charts.readingsByDomain')}
          valueLabel={t('charts.count')}
          data={s.readings.by_domain.map((d) => ({
            label: t(`domains.${d.domain}`, { defaultValue: d.domain }),
            value: d.count,
            display: formatCount(d.count, lang),
          }))}
        />
        <div className="chart-card">
          <DeliveryChart
            title={t('charts.delivery', { hours: s.delivery.promise_hours })}
            p50={s.delivery.p50_seconds}
            p95={s.delivery.p95_seconds}
            promiseSeconds={promise}
            format={(v) => formatDuration(v, lang)}
            labels={{
              p50: t('charts.p50'),
              p95: t('charts.p95'),
              promise: t('charts.promise', { hours: s.delivery.promise_hours }),
              scale: t('charts.logScale'),
              summary: t('charts.deliverySummary', {
                p50: formatDuration(s.delivery.p50_seconds, lang),
                p95: formatDuration(s.delivery.p95_seconds, lang),
                hours: s.delivery.promise_hours,
              }),
            }}
          />
          <p className="chart-card__note">
            {s.delivery.sent === 0
              ? t('charts.deliveryNone')
              : t('charts.deliveryCounts', {
                  count: s.delivery.sent,
                  late: s.delivery.late,
                  progress: s.delivery.in_progress,
                  failed: s.delivery.failed,
                })}
          </p>
        </div>
        <Providers p={s.providers} />
      </div>

      <FailedJobs jobs={s.failed_jobs} />
    </>
  );
}

type ProviderValue = keyof Catalogues['admin']['providers']['values'];

function Providers({ p }: { p: AdminSummary['providers'] }) {
  const { t, i18n } = useTranslation('admin');
  // A provider the catalogue names is shown by its name, another one as the server says it.
  const known = (v: string): v is ProviderValue => i18n.exists(`providers.values.${v}`, { ns: 'admin' });
  const name = (v: string) => (known(v) ? t(`providers.values.${v}`) : v);
  const rows = [
    { key: 'ai', value: name(p.ai) + (p.ai_model ? ` (${p.ai_model})` : '') },
    { key: 'card', value: name(p.card_payments) },
    { key: 'paypal', value: name(p.paypal) },
    { key: 'mail', value: name(p.mail) },
    { key: 'database', value: name(p.database) },
  ] as const;
  return (
    <div className="chart-card">
      <h3 className="chart__title">{t('providers.title')}</h3>
      <dl className="providers">
        {rows.map((r) => (
          <div key={r.key} className="providers__row">
            <dt>{t(`providers.${r.key}`)}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

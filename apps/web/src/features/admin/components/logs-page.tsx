import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/choice-field';
import { TextField } from '../../../components/ui/text-field';
import { useLogs, type LogsParams } from '../api/get-logs';
import { formatDateTime } from './admin-format';
import { Pager } from './pager';
import { QueryState } from './query-state';

const PAGE = 50;

/** Details as "key: value" lines (never as HTML: they hold what people typed). */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}

/** /admin/logs: the audit log (time, actor, action, target, details, IP), filterable. */
export function AdminLogsPage() {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState({ action: '', actor: '', from: '', to: '' });
  const [filters, setFilters] = useState<Omit<LogsParams, 'limit' | 'offset'>>({});
  const [offset, setOffset] = useState(0);
  const logs = useLogs({ ...filters, limit: PAGE, offset });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      action: draft.action || undefined,
      actor: draft.actor.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
    setOffset(0);
  };
  const reset = () => {
    setDraft({ action: '', actor: '', from: '', to: '' });
    setFilters({});
    setOffset(0);
  };

  return (
    <div className="admin-page">
      <header className="admin-page__head">
        <h1>{t('logs.title')}</h1>
        <p className="muted">{t('logs.intro')}</p>
      </header>
      <form className="admin-filters" onSubmit={apply} aria-label={t('logs.filters')}>
        <SelectField
          label={t('logs.action')}
          value={draft.action}
          onChange={(e) => setDraft((d) => ({ ...d, action: e.target.value }))}
          placeholder={t('filters.all')}
          choices={(logs.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
        />
        <TextField
          label={t('logs.actor')}
          value={draft.actor}
          onChange={(e) => setDraft((d) => ({ ...d, actor: e.target.value }))}
          placeholder={t('logs.actorHint')}
        />
        <TextField
          label={t('logs.from')}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <TextField
          label={t('logs.to')}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <div className="admin-filters__buttons">
          <button type="submit" className="btn btn--small">
            {t('filters.apply')}
          </button>
          <button type="button" className="btn btn--small btn--quiet" onClick={reset}>
            {t('filters.reset')}
          </button>
        </div>
      </form>
      <QueryState isPending={logs.isPending} error={logs.error} onRetry={() => void logs.refetch()} />
      {logs.data ? (
        <>
          <div className="table-scroll">
            <table className="admin-table">
              <caption>{t('logs.caption', { count: logs.data.total })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('logs.timestamp')}</th>
                  <th scope="col">{t('logs.actor')}</th>
                  <th scope="col">{t('logs.action')}</th>
                  <th scope="col">{t('logs.target')}</th>
                  <th scope="col">{t('logs.details')}</th>
                  <th scope="col">{t('logs.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {logs.data.logs.length === 0 ? (
                  <tr>
                    <td colSpan={6} className="empty">
                      {t('logs.none')}
                    </td>
                  </tr>
                ) : (
                  logs.data.logs.map((l) => (
                    <tr key={l.id}>
                      <td className="nowrap">{formatDateTime(l.timestamp, i18n.language)}</td>
                      <td>{l.actor ?? t('logs.system')}</td>
                      <td>
                        <code className="mono">{l.action}</code>
                      </td>
                      <td>{l.target ?? '—'}</td>
                      <td className="wrap details">{detailsText(l.details) || '—'}</td>
                      <td className="mono small">{l.ip ?? '—'}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            total={logs.data.total}
            limit={PAGE}
            offset={offset}
            onOffset={setOffset}
            label={t('logs.pager')}
          />
        </>
      ) : null}
    </div>
  );
}

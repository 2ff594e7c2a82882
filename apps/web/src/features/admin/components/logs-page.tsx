import { useState, type FormEvent } from 'react';
import { formatCents } from '#web/lib/money.ts';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { SelectField } from '#web/components/ui/choice-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useLogs, type LogsParams } from '#web/features/admin/api/get-logs.ts';
import { formatDateTime } from './admin-format';
import { AdminPageHead, AdminTable, CursorResults } from './admin-table';
import { useCursorPages } from './pager';

const PAGE = 50;

/** A translation with a fallback (a code or field not in the catalogue is shown as it is). */
type T = (key: string, options: { defaultValue: string }) => string;

/** An audit code in words (« auth.admin_login » → « Connexion administrateur »); an unknown one as it is. */
export function actionText(action: string, t: T): string {
  return t(`logs.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

/** The details in words (never as HTML: they hold what people typed): each field named, amounts in euros, yes/no (« refunded_cents: 0 » → « remboursé : 0,00 € »). */
export function detailsText(details: Record<string, unknown>, t: T, lang: string): string {
  const sep = lang === 'en' ? ': ' : ' : ';
  return Object.entries(details)
    .map(([k, v]) => {
      const name = t(`logs.fields.${k}`, { defaultValue: k.replaceAll('_', ' ') });
      const value =
        k.endsWith('_cents') && typeof v === 'number'
          ? formatCents(v, lang)
          : typeof v === 'boolean'
            ? t(v ? 'logs.yes' : 'logs.no', { defaultValue: String(v) })
            : Array.isArray(v)
              ? v.join(', ')
              : typeof v === 'string'
                ? v
                : JSON.stringify(v);
      return `${name}${sep}${value}`;
    })
    .join(' · ');
}

/** /admin/logs: the audit log (time, actor, action, target, details, IP), filterable. */
export function AdminLogsPage() {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState({ action: '', actor: '', from: '', to: '' });
  const [filters, setFilters] = useState<Omit<LogsParams, 'limit' | 'cursor'>>({});
  const pages = useCursorPages();
  const logs = useLogs({ ...filters, limit: PAGE, cursor: pages.cursor });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({
      action: draft.action || undefined,
      actor: draft.actor.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
    pages.reset();
  };
  const reset = () => {
    setDraft({ action: '', actor: '', from: '', to: '' });
    setFilters({});
    pages.reset();
  };

  return (
    <div className="admin-page">
      <AdminPageHead title={t('logs.title')} intro={t('logs.intro')} />
      <form className="admin-filters" onSubmit={apply} aria-label={t('logs.filters')}>
        <SelectField
          label={t('logs.action')}
          value={draft.action}
          onChange={(e) => setDraft((d) => ({ ...d, action: e.target.value }))}
          placeholder={t('filters.all')}
          choices={(logs.data?.actions ?? []).map((a) => ({ value: a, label: actionText(a, t) }))}
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
      <CursorResults
        query={logs}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.logs.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('logs.pager')}
      >
        {(data) => (
          <AdminTable
            caption={t(data.total_capped ? 'logs.captionCapped' : 'logs.caption', { count: data.total })}
            rows={data.logs}
            rowKey={(l) => l.id}
            empty={t('logs.none')}
            columns={[
              {
                header: t('logs.timestamp'),
                className: 'nowrap',
                cell: (l) => formatDateTime(l.timestamp, i18n.language),
              },
              { header: t('logs.actor'), cell: (l) => l.actor ?? t('logs.system') },
              {
                header: t('logs.action'),
                cell: (l) => <span title={l.action}>{actionText(l.action, t)}</span>,
              },
              { header: t('logs.target'), cell: (l) => l.target ?? '—' },
              {
                header: t('logs.details'),
                className: 'wrap details',
                cell: (l) => detailsText(l.details, t, i18n.language) || '—',
              },
              { header: t('logs.ip'), className: 'mono small', cell: (l) => l.ip ?? '—' },
            ]}
          />
        )}
      </CursorResults>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useSearchParams } from '#web/lib/router.tsx';
import { adminAiCallsQuerySchema, type AdminAiCallSummary } from '@arcanes/contracts/admin';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAiCall, useAiCalls } from '#web/features/admin/api/get-ai-calls.ts';
import { formatDateTime } from './admin-format';
import { AdminPageHead, CursorResults } from './admin-table';
import { useCursorPages } from './pager';
import { QueryState } from './query-state';
import '#web/features/admin/styles/admin-ai-calls.css';

const PAGE = 20;

/** The prompt or the response, read from the server when first opened. */
function AiCallText({ id, part }: { id: number; part: 'prompt' | 'response' }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const detail = useAiCall(id, open);
  const call = detail.data?.ai_call;
  return (
    <details className="ai-call__text" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t(`aiCalls.${part}`)}</summary>
      {open && !call ? (
        <QueryState isPending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : null}
      {call ? (
        <pre>{part === 'prompt' ? call.prompt : (call.response ?? t('aiCalls.noResponse'))}</pre>
      ) : null}
    </details>
  );
}

function AiCallItem({ call }: { call: AdminAiCallSummary }) {
  const { t, i18n } = useTranslation('admin');
  const fmt = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR');
  const tokens =
    call.tokens_in === null && call.tokens_out === null
      ? '—'
      : `${fmt.format(call.tokens_in ?? 0)} / ${fmt.format(call.tokens_out ?? 0)}`;
  return (
    <li className="ai-call">
      <div className="ai-call__head">
        <span className="nowrap">{formatDateTime(call.created_at, i18n.language)}</span>
        <span className={`badge badge--${call.status === 'ok' ? 'succeeded' : 'failed'}`}>
          {t(`aiCalls.status.${call.status}`)}
        </span>
        <strong>{call.service}</strong>
      </div>
      <dl className="ai-call__facts">
        <div>
          <dt>{t('aiCalls.writer')}</dt>
          <dd>
            {call.provider} · <span className="mono">{call.model}</span>
          </dd>
        </div>
        <div>
          <dt>{t('aiCalls.latency')}</dt>
          <dd>{t('aiCalls.ms', { value: fmt.format(call.latency_ms) })}</dd>
        </div>
        <div>
          <dt>{t('aiCalls.tokens')}</dt>
          <dd>{tokens}</dd>
        </div>
        <div>
          <dt>{t('aiCalls.user')}</dt>
          <dd>{call.user_id ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('aiCalls.reading')}</dt>
          <dd className="mono small">{call.reading_id ?? '—'}</dd>
        </div>
      </dl>
      {call.error && <p className="ai-call__error">{call.error}</p>}
      <AiCallText id={call.id} part="prompt" />
      <AiCallText id={call.id} part="response" />
    </li>
  );
}

/**
 * /admin/ai-calls: every prompt sent to a writer and what came back, newest first, one reading's
 * when asked (`?reading_id=`). Customers never see these; their history shows only question and answer.
 */
export function AdminAiCallsPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const readingId = search.get('reading_id') ?? undefined;
  const [draft, setDraft] = useState(readingId ?? '');
  const [draftError, setDraftError] = useState<string | null>(null);
  const pages = useCursorPages();
  const calls = useAiCalls({ reading_id: readingId, limit: PAGE, cursor: pages.cursor });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (value && !adminAiCallsQuerySchema.shape.reading_id.safeParse(value).success) {
      setDraftError(t('aiCalls.badReading'));
      return;
    }
    setDraftError(null);
    pages.reset();
    setSearch(value ? { reading_id: value } : {});
  };
  const reset = () => {
    setDraft('');
    setDraftError(null);
    pages.reset();
    setSearch({});
  };

  return (
    <div className="admin-page">
      <AdminPageHead title={t('aiCalls.title')} intro={t('aiCalls.intro')} />
      <form className="admin-filters" onSubmit={apply} aria-label={t('aiCalls.filters')} noValidate>
        <TextField
          label={t('aiCalls.reading')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('aiCalls.readingHint')}
          error={draftError}
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
        query={calls}
        limit={PAGE}
        pages={pages}
        rows={(data) => data.ai_calls.length}
        capped={(data) => data.total_capped}
        pagerLabel={t('aiCalls.pager')}
      >
        {(data) => (
          <section aria-labelledby="ai-calls-count">
            <h2 id="ai-calls-count" className="ai-calls__count">
              {t(data.total_capped ? 'aiCalls.captionCapped' : 'aiCalls.caption', { count: data.total })}
            </h2>
            {data.ai_calls.length === 0 ? (
              <p className="muted">{t('aiCalls.none')}</p>
            ) : (
              <ul className="ai-calls">
                {data.ai_calls.map((c) => (
                  <AiCallItem key={c.id} call={c} />
                ))}
              </ul>
            )}
          </section>
        )}
      </CursorResults>
    </div>
  );
}

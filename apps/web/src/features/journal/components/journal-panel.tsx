import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatInstant } from '#web/lib/format-date.ts';
import {
  JOURNAL_NOTE_MAX,
  journalNoteRequestSchema,
  type JournalEntry,
  type JournalStats,
} from '@arcanes/contracts/journal';
import { TextAreaField } from '#web/components/ui/text-field.tsx';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import {
  useJournal,
  useJournalAll,
  useJournalStats,
  useSaveNote,
} from '#web/features/journal/api/journal.ts';

/**
 * « Mon journal de tirages » (decision 0202): every tarot draw with its spread, question, date and
 * cards, the customer's own note (editable), a search, what the Marseille deck said over time, and a
 * printable version (the browser's print dialog, whose « Enregistrer au format PDF » makes the PDF).
 */
export function JournalPanel() {
  const { t, i18n } = useTranslation('journal');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [printing, setPrinting] = useState(false);
  const list = useJournal(q, page, i18n.language);
  const stats = useJournalStats(i18n.language);
  const all = useJournalAll(printing, i18n.language);

  // Printing: every entry is loaded, then the browser's dialog opens; the page comes back after.
  useEffect(() => {
    if (!printing || !all.data) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    const timer = window.setTimeout(() => window.print(), 50);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing, all.data]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed.trim());
    setPage(1);
  };

  const entries = printing && all.data ? all.data : (list.data?.entries ?? []);
  return (
    <div className={`journal${printing ? ' journal--printing' : ''}`}>
      <div className="journal-tools">
        <form className="journal-search" role="search" onSubmit={search}>
          <label htmlFor="journal-q">{t('search.label')}</label>
          <div className="journal-search__row">
            <input
              id="journal-q"
              type="search"
              value={typed}
              maxLength={100}
              placeholder={t('search.placeholder')}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className="btn btn--small">
              {t('search.submit')}
            </button>
          </div>
        </form>
        <button
          type="button"
          className="btn btn--outline btn--small journal-print"
          disabled={printing}
          onClick={() => setPrinting(true)}
        >
          {t('print')}
        </button>
      </div>

      <Statistics stats={stats.data} />

      <section aria-labelledby="journal-list-title" className="journal-list">
        <h2 id="journal-list-title">{t('list.title')}</h2>
        <p className="print-only muted">{t('list.printed', { count: entries.length })}</p>
        <div role="status" aria-live="polite" className="journal-count">
          {list.data &&
            !printing &&
            (q
              ? t('list.found', { count: list.data.total, q })
              : t('list.total', { count: list.data.total }))}
        </div>
        {list.isPending && <p className="muted">{t('loading')}</p>}
        {list.isError && (
          <p className="form-error" role="alert">
            {list.error.message}
          </p>
        )}
        {list.data && list.data.total === 0 && !q && <p className="muted">{t('list.empty')}</p>}
        <ol className="journal-entries">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} />
          ))}
        </ol>
        {list.data && list.data.pages > 1 && !printing && (
          <nav className="journal-pager" aria-label={t('pager.label')}>
            <button
              type="button"
              className="btn btn--outline btn--small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('pager.previous')}
            </button>
            <span>{t('pager.page', { page: list.data.page, pages: list.data.pages })}</span>
            <button
              type="button"
              className="btn btn--outline btn--small"
              disabled={page >= list.data.pages}
              onClick={() => setPage(page + 1)}
            >
              {t('pager.next')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}

function EntryCard({ entry }: { entry: JournalEntry }) {
  const { t, i18n } = useTranslation('journal');
  const [editing, setEditing] = useState(false);
  const date = formatInstant(entry.drawn_at, i18n.language, 'long');
  const titleId = `entry-${entry.id}`;
  return (
    <li className="card journal-entry" aria-labelledby={titleId} data-testid="journal-entry">
      <header className="journal-entry__head">
        <h3 id={titleId}>{entry.spread.name}</h3>
        <p className="muted journal-entry__date">
          <time dateTime={entry.drawn_at}>{date}</time>
        </p>
      </header>
      <p className="journal-entry__question">
        {entry.question ? t('quoted', { question: entry.question }) : t('noQuestion')}
      </p>
      <ul className="journal-cards">
        {entry.cards.map((c) => (
          <li key={`${c.position}-${c.card_id}`} className={`journal-card journal-card--${c.arcana}`}>
            <span className="journal-card__position">{c.position_name}</span>
            <span className="journal-card__name">
              {c.card_name}
              {c.reversed && <span className="journal-card__reversed"> {t('reversed')}</span>}
            </span>
          </li>
        ))}
      </ul>
      {editing ? (
        <NoteForm entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div className="journal-note">
          <h4>{t('note.title')}</h4>
          {entry.note ? (
            <p className="journal-note__text">{entry.note}</p>
          ) : (
            <p className="muted">{t('note.none')}</p>
          )}
          <button
            type="button"
            className="btn btn--outline btn--small journal-note__edit"
            onClick={() => setEditing(true)}
            aria-describedby={titleId}
          >
            {entry.note ? t('note.edit') : t('note.add')}
          </button>
        </div>
      )}
    </li>
  );
}

function NoteForm({ entry, onDone }: { entry: JournalEntry; onDone: () => void }) {
  const { t } = useTranslation('journal');
  const save = useSaveNote();
  const form = useContractForm(journalNoteRequestSchema, { defaultValues: { note: entry.note ?? '' } });
  const [failed, setFailed] = useState<string | null>(null);
  const left = JOURNAL_NOTE_MAX - form.watch('note').trim().length;
  const onValid = async () => {
    setFailed(null);
    try {
      // The note as typed (the server trims it with the same contract).
      await save.mutateAsync({ id: entry.id, note: form.getValues('note') });
      onDone();
    } catch (err) {
      setFailed(applyApiErrors(form, err, t('note.failed')));
    }
  };
  return (
    <form className="journal-note-form" onSubmit={submitWith(form, onValid)} noValidate>
      <TextAreaField
        label={t('note.label', { spread: entry.spread.name })}
        rows={4}
        error={errorOf(form.formState.errors, 'note') ?? failed}
        hint={left >= 0 ? t('note.left', { count: left }) : t('note.over', { count: -left })}
        {...form.register('note')}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn--small" disabled={save.isPending}>
          {t('note.save')}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          {t('note.cancel')}
        </button>
      </div>
    </form>
  );
}

function Statistics({ stats }: { stats: JournalStats | undefined }) {
  const { t, i18n } = useTranslation('journal');
  if (!stats || stats.draws === 0) return null;
  const pct = (share: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
      style: 'percent',
      maximumFractionDigits: 0,
    }).format(share);
  const maxSuit = Math.max(1, ...stats.suits.map((s) => s.count));
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`));
  return (
    <section className="card journal-stats" aria-labelledby="journal-stats-title">
      <h2 id="journal-stats-title">{t('stats.title')}</h2>
      <p className="muted">{t('stats.intro')}</p>
      <dl className="journal-figures">
        <div>
          <dt>{t('stats.draws')}</dt>
          <dd>{stats.draws}</dd>
        </div>
        <div>
          <dt>{t('stats.cards')}</dt>
          <dd>{stats.cards}</dd>
        </div>
        <div>
          <dt>{t('stats.majors')}</dt>
          <dd>
            {pct(stats.majors_share)}{' '}
            <span className="muted">
              {t('stats.majorsDetail', { majors: stats.majors, cards: stats.cards })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('stats.reversed')}</dt>
          <dd>
            {pct(stats.reversed_share)}{' '}
            <span className="muted">{t('stats.reversedDetail', { count: stats.reversed })}</span>
          </dd>
        </div>
      </dl>
      <div className="journal-stats__grid">
        <div>
          <h3>{t('stats.recurring')}</h3>
          {stats.recurring.length === 0 ? (
            <p className="muted">{t('stats.noRecurring')}</p>
          ) : (
            <ol className="journal-recurring">
              {stats.recurring.map((r) => (
                <li key={r.card_id}>
                  <span>{r.card_name}</span> <strong>{t('stats.times', { count: r.count })}</strong>
                  {r.reversed > 0 && (
                    <span className="muted"> {t('stats.ofWhichReversed', { count: r.reversed })}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <h3>{t('stats.suits')}</h3>
          <ul className="journal-suits">
            {stats.suits.map((s) => (
              <li key={s.suit}>
                <span className="journal-suits__name">{s.name}</span>
                <span className="journal-suits__bar" aria-hidden="true">
                  <span
                    style={{ width: `${(s.count / maxSuit) * 100}%` }}
                    className={`journal-suits__fill journal-suits__fill--${s.suit}`}
                  />
                </span>
                <span className="journal-suits__count">{s.count}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h3>{t('stats.months')}</h3>
      <div className="journal-months" tabIndex={0} role="region" aria-label={t('stats.monthsCaption')}>
        <table>
          <caption className="visually-hidden">{t('stats.monthsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.month')}</th>
              <th scope="col">{t('stats.draws')}</th>
              <th scope="col">{t('stats.cards')}</th>
              <th scope="col">{t('stats.majorsShort')}</th>
              <th scope="col">{t('stats.reversedShort')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                <td>{m.draws}</td>
                <td>{m.cards}</td>
                <td>{m.majors}</td>
                <td>{m.reversed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { useTranslation } from '#web/lib/use-translation.tsx';
import type { FreeChartResponse } from '@arcanes/contracts/free-tools';

type Chart = FreeChartResponse;

/** The figures the planets make together (stellium, grand trine…), each with what it is. */
export function PatternsList({ chart }: { chart: Chart }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section">
      <h2 id="chart-patterns">{t('chart.patterns.title')}</h2>
      {chart.patterns.length === 0 ? (
        <p className="muted">{t('chart.patterns.none')}</p>
      ) : (
        <ul className="pattern-list">
          {chart.patterns.map((p) => (
            <li key={`${p.kind}-${p.members.join('-')}`}>
              <p className="pattern-list__label">{p.label}</p>
              <p className="muted small">{p.meaning}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Elements and modes, weighted as the readings weigh them, as bars with their score and points. */
export function BalanceBars({ chart }: { chart: Chart }) {
  const { t, i18n } = useTranslation('free-tools');
  const names = new Map(chart.positions.map((p) => [p.id, p.name]));
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    maximumFractionDigits: 1,
  });
  const groups = [
    { id: 'elements', title: t('chart.balance.elements'), rows: chart.balance.elements },
    { id: 'modes', title: t('chart.balance.modes'), rows: chart.balance.modalities },
  ];
  return (
    <section className="free-section">
      <h2 id="chart-balance">{t('chart.balance.title')}</h2>
      <p className="muted small">{t('chart.balance.weights')}</p>
      <div className="balance">
        {groups.map((g) => {
          const max = Math.max(1, ...g.rows.map((r) => r.score));
          return (
            <div key={g.id} className="balance__group">
              <h3>{g.title}</h3>
              <dl>
                {g.rows.map((r) => (
                  <div key={r.id} className={`balance__row is-${r.id}`}>
                    <dt>{r.name}</dt>
                    <dd>
                      <span className="balance__bar" aria-hidden="true">
                        <span style={{ width: `${(r.score / max) * 100}%` }} />
                      </span>
                      <span className="balance__score">{number.format(r.score)}</span>
                      <span className="balance__points small muted">
                        {r.points.map((p) => names.get(p) ?? p).join(', ') || '—'}
                      </span>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The short free portrait: Sun, Moon, Ascendant, balance and dominants. */
export function Portrait({ chart }: { chart: Chart }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section portrait">
      <h2 id="chart-portrait">{t('chart.portrait.title')}</h2>
      {chart.portrait.map((s) => (
        <div key={s.heading} className="portrait__part">
          <h3>{s.heading}</h3>
          <p>{s.body}</p>
        </div>
      ))}
    </section>
  );
}

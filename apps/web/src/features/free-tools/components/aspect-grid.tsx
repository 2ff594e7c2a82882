import { useTranslation } from '#web/lib/use-translation.tsx';
import type { FreeChartResponse } from '@arcanes/contracts/free-tools';
import { orb } from './degrees';

type Chart = FreeChartResponse;
type Aspect = Chart['aspects'][number];

/**
 * The aspect grid: every pair of points once (the lower triangle), each cell the aspect's glyph
 * and its orb, « a » applying or « s » separating; the aspect's name is read out with it.
 */
export function AspectGrid({ chart }: { chart: Chart }) {
  const { t } = useTranslation('free-tools');
  const points = chart.positions;
  const byPair = new Map<string, Aspect>();
  for (const a of chart.aspects) {
    byPair.set(`${a.a}|${a.b}`, a);
    byPair.set(`${a.b}|${a.a}`, a);
  }
  return (
    <section className="free-section">
      <h2 id="chart-aspects">{t('chart.aspects.title')}</h2>
      <p className="muted small">{t('chart.aspects.intro', { count: chart.aspects.length })}</p>
      <div
        className="table-scroll aspect-grid"
        role="region"
        aria-label={t('chart.aspects.grid')}
        tabIndex={0}
      >
        <table>
          <thead>
            <tr>
              <td />
              {points.slice(0, -1).map((p) => (
                <th key={p.id} scope="col">
                  <abbr title={p.name}>{p.glyph}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.slice(1).map((row, i) => (
              <tr key={row.id}>
                <th scope="row">
                  <abbr title={row.name}>{row.glyph}</abbr>
                </th>
                {points.slice(0, i + 1).map((col) => {
                  const a = byPair.get(`${row.id}|${col.id}`);
                  return (
                    <td key={col.id} className={a ? `aspect-grid__cell is-${a.type}` : undefined}>
                      {a && (
                        <>
                          <span aria-hidden="true" className="aspect-grid__glyph">
                            {a.glyph}
                          </span>
                          <span className="visually-hidden">{a.type_name}</span>
                          <span className="aspect-grid__orb">
                            {orb(a.orb)}
                            {a.applying
                              ? t('chart.aspects.applyingShort')
                              : t('chart.aspects.separatingShort')}
                          </span>
                        </>
                      )}
                    </td>
                  );
                })}
                {points.slice(i + 2).map((col) => (
                  <td key={col.id} className="aspect-grid__empty" />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="aspect-list">
        <summary>{t('chart.aspects.listSummary')}</summary>
        <ul>
          {chart.aspects.map((a) => (
            <li key={`${a.a}-${a.b}`}>
              <span aria-hidden="true">{a.glyph}</span>{' '}
              {t('chart.aspects.item', {
                a: a.a_name,
                b: a.b_name,
                type: a.type_name,
                orb: orb(a.orb),
                motion: a.applying ? t('chart.aspects.applying') : t('chart.aspects.separating'),
              })}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

import { useTranslation } from '#web/lib/use-translation.tsx';
import type { FreeChartResponse } from '@arcanes/contracts/free-tools';
import { dm } from './degrees';

type Chart = FreeChartResponse;

/** The angles do not move along the zodiac as planets do; the mean node always goes backwards. */
const NO_MOTION = new Set(['ascendant', 'mc', 'node']);

/** Each point: sign, degree, house, retrograde and dignity. */
export function PositionsTable({ chart }: { chart: Chart }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section">
      <h2 id="chart-positions">{t('chart.positions.title')}</h2>
      <div className="table-scroll" role="region" aria-labelledby="chart-positions" tabIndex={0}>
        <table className="free-table">
          <thead>
            <tr>
              <th scope="col">{t('chart.positions.point')}</th>
              <th scope="col">{t('chart.positions.sign')}</th>
              <th scope="col">{t('chart.positions.degree')}</th>
              <th scope="col">{t('chart.positions.house')}</th>
              <th scope="col">{t('chart.positions.motion')}</th>
            </tr>
          </thead>
          <tbody>
            {chart.positions.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <span className="glyph" aria-hidden="true">
                    {p.glyph}
                  </span>{' '}
                  {p.name}
                  {p.dignity_name && <span className="free-table__note"> · {p.dignity_name}</span>}
                </th>
                <td className="nowrap">
                  <span className="glyph" aria-hidden="true">
                    {p.sign_glyph}
                  </span>{' '}
                  {p.sign_name}
                </td>
                <td className="num">{dm(p.degree, p.minute)}</td>
                <td className="num">{p.house ?? '—'}</td>
                <td>
                  {NO_MOTION.has(p.id) ? (
                    '—'
                  ) : p.retrograde ? (
                    <abbr title={t('chart.positions.retrograde')}>℞</abbr>
                  ) : (
                    <span className="muted">{t('chart.positions.direct')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The twelve cusps with their sign and ruler, the system named (and why it changed, if it did). */
export function HousesTable({ chart }: { chart: Chart }) {
  const { t } = useTranslation('free-tools');
  return (
    <section className="free-section">
      <h2 id="chart-houses">{t('chart.houses.title', { system: chart.house_system_name })}</h2>
      {chart.house_system_note && <p className="notice notice--info">{chart.house_system_note}</p>}
      {chart.houses.length === 0 ? (
        <p className="muted">{t('chart.houses.noTime')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="chart-houses" tabIndex={0}>
          <table className="free-table">
            <thead>
              <tr>
                <th scope="col">{t('chart.houses.house')}</th>
                <th scope="col">{t('chart.houses.cusp')}</th>
                <th scope="col">{t('chart.houses.ruler')}</th>
              </tr>
            </thead>
            <tbody>
              {chart.houses.map((h) => (
                <tr key={h.house}>
                  <th scope="row">{t('chart.houses.nth', { n: h.house })}</th>
                  <td>
                    {dm(h.degree, h.minute)} {h.sign_name}
                  </td>
                  <td>{h.ruler_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

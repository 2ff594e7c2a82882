/** Option 2: the coming three months, month by month, from the transits to the natal chart. */
import type { Chart } from '../astrology/chart';
import type { Transit } from '../astrology/transits';
import { pointName } from '../astrology/zodiac';
import { SLOW_PLANETS, selectTransits } from './astrology-analysis';
import type { Lexicon, Section } from './astrology-lexicon';
import { openingParagraph, placementLine, transitParagraph } from './astrology-paragraphs';
import { capitalize, joinList } from './astrology-typography';

const MAX_TRANSITS = 15;

function landmarks(lex: Lexicon, chart: Chart): string {
  const lines = chart.planets
    .filter((p) => p.id === 'sun' || p.id === 'moon')
    .map((p) => placementLine(lex, p));
  if (chart.ascendant !== null)
    lines.push(lex.t.placement(pointName('ascendant', lex.lang), lex.position(chart.ascendant), null));
  // Semicolons, because each landmark already holds a comma ("…, maison XI").
  return lex.t.landmarks(lines.join('; '));
}

export function forecastSections(
  lex: Lexicon,
  chart: Chart,
  firstName: string,
  place: string | undefined,
  transits: readonly Transit[] | undefined,
): Section[] {
  const all = transits ?? [];
  const chosen = selectTransits(all, MAX_TRANSITS, (t) =>
    t.natal !== 'node' ? true : t.type === 'conjunction',
  );
  const from = all.reduce<string | null>((m, t) => (m === null || t.start < m ? t.start : m), null);
  const to = all.reduce<string | null>((m, t) => (m === null || t.end > m ? t.end : m), null);

  const opening = [openingParagraph(lex, chart, firstName, place), landmarks(lex, chart)];
  if (from && to) opening.push(lex.t.forecastIntro(lex.date(from), lex.date(to)));
  const sections: Section[] = [{ heading: lex.t.headings.natalSky, body: opening.join(' ') }];

  if (chosen.length === 0) {
    sections.push({ heading: lex.t.headings.trends, body: lex.t.noTransits(lex.t.theQuarter) });
    return sections;
  }

  const byMonth = new Map<string, Transit[]>();
  for (const t of chosen) {
    const month = (t.exact ?? t.start).slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), t]);
  }
  for (const [month, list] of byMonth) {
    sections.push({
      heading: capitalize(lex.month(`${month}-15`)),
      body: list.map((t) => transitParagraph(lex, t)).join('\n\n'),
    });
  }

  const slow = chosen.filter((t) => SLOW_PLANETS.includes(t.transiting));
  const named = (slow.length ? slow : chosen.slice(0, 3)).map((t) =>
    lex.t.transitName(pointName(t.transiting, lex.lang), t.type, pointName(t.natal, lex.lang)),
  );
  sections.push({
    heading: lex.t.headings.trends,
    body: lex.t.trends(joinList([...new Set(named)], lex.lang)),
  });
  return sections;
}

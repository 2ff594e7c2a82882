// A dilemma weighed (issue 38): « Dois-je accepter ce poste à Lyon ou rester près de mes enfants ? » is the
// Midheaven and the 10th house against the home's points (the IC, the 4th and 5th houses, the Moon), not
// the Midheaven alone. Each side gets its own points, the slow transits of the period to them (weighed as every
// other transit is, astro-voice's weight) and the condition of its house's ruler; the side whose sum is at
// least one above the other's is the one the sky supports, else they weigh alike.
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { Chart } from '@arcanes/domain/astrology/chart';
import { dignityOf, houseRulers } from '@arcanes/domain/astrology/dignities';
import type { Transit } from '@arcanes/domain/astrology/transits';
import { pointName, type PlanetId, type PointId } from '@arcanes/domain/astrology/zodiac';
import { dilemmaOf, type DilemmaArea } from '@arcanes/domain/questions/dilemma';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import type { DilemmaFact, DilemmaSideFact } from '#api/interpreter/facts.ts';
import { weight } from '#api/interpreter/offline/astro-voice.ts';

/**
 * The points of each part of life: career the Midheaven and the 10th house; home, family and children the
 * Moon, the 4th and the 5th; study Mercury, Jupiter, the 9th and the 3rd; love Venus, the 7th and the 5th;
 * money the 2nd; health the 6th. The first house listed gives the ruler. Without a birth time there are no
 * houses: money falls back on Venus, health on the Sun and Mars.
 */
const AREA_POINTS: Readonly<
  Record<DilemmaArea, { planets: PointId[]; houses: number[]; untimed: PointId[] }>
> = {
  career: { planets: ['mc'], houses: [10], untimed: ['saturn'] },
  home: { planets: ['moon'], houses: [4, 5], untimed: [] },
  study: { planets: ['mercury', 'jupiter'], houses: [9, 3], untimed: [] },
  love: { planets: ['venus'], houses: [7, 5], untimed: [] },
  money: { planets: [], houses: [2], untimed: ['venus'] },
  health: { planets: [], houses: [6], untimed: ['sun', 'mars'] },
};

const AREA_NAMES: Readonly<Record<DilemmaArea, { fr: string; en: string }>> = {
  career: { fr: 'votre carrière', en: 'your career' },
  home: { fr: 'votre vie de famille', en: 'your family life' },
  study: { fr: 'vos études', en: 'your studies' },
  love: { fr: 'votre vie amoureuse', en: 'your love life' },
  money: { fr: 'votre argent', en: 'your money' },
  health: { fr: 'votre santé', en: 'your health' },
};

const SLOW = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/**
 * The IC (Imum Coeli, the cusp of the 4th) is the point opposite the Midheaven, so a transit's aspect to
 * the one is an aspect to the other: a conjunction to the Midheaven is an opposition to the IC and back, a
 * trine a sextile and back, a square stays a square. The home's side reads the period's slow transits to
 * the Midheaven at the IC (birth time known), weighed by their aspect there.
 */
const AT_IC: Readonly<Record<AspectType, AspectType>> = {
  conjunction: 'opposition',
  opposition: 'conjunction',
  trine: 'sextile',
  sextile: 'trine',
  square: 'square',
};

/** The transits a dilemma's sides rest on, to be given to the reading with the rest. */
export interface WeighedDilemma {
  fact: DilemmaFact;
  transits: Transit[];
}

function side(
  area: DilemmaArea,
  words: string,
  chart: Chart,
  all: readonly Transit[],
  lang: 'fr' | 'en',
): { fact: DilemmaSideFact; transits: Transit[] } {
  const spec = AREA_POINTS[area];
  const timed = chart.houses.length === 12;
  const houses = timed ? spec.houses : [];
  const rulers = houseRulers(chart);
  const r = timed ? rulers.find((x) => x.house === spec.houses[0]) : undefined;
  const points = new Set<PointId>(timed ? spec.planets : [...spec.planets, ...spec.untimed]);
  if (!chart.timeKnown) points.delete('mc');
  for (const p of chart.planets)
    if (p.id !== 'node' && p.house !== null && houses.includes(p.house)) points.add(p.id);
  if (r) points.add(r.ruler.planet);
  const ic = area === 'home' && timed && chart.timeKnown;
  const atIc = (t: Transit) => ic && t.natal === 'mc' && !points.has('mc');
  const seen = new Set<string>();
  const transits = all.filter((t) => {
    const key = `${t.transiting}-${t.type}-${t.natal}`;
    if (!SLOW.has(t.transiting) || !(points.has(t.natal as PointId) || atIc(t)) || seen.has(key))
      return false;
    seen.add(key);
    return true;
  });
  const dignity = r ? dignityOf(r.ruler.planet as PlanetId, r.ruler.sign) : null;
  const lex = lang === 'fr' ? LEXICON_FR : LEXICON_EN;
  const weighed = transits.map((t) => {
    const there = atIc(t) ? AT_IC[t.type] : null;
    return {
      planet_id: t.transiting,
      natal_id: t.natal,
      aspect_id: t.type,
      weight: weight({ planet_id: t.transiting, aspect_id: there ?? t.type }),
      ...(there ? { ic: { aspect_id: there, aspect: lex.aspects[there].name } } : {}),
    };
  });
  const score =
    weighed.reduce((n, t) => n + t.weight, 0) +
    (dignity === 'domicile' || dignity === 'exaltation' ? 1 : dignity ? -1 : 0);
  return {
    fact: {
      area,
      name: AREA_NAMES[area][lang],
      words,
      points: [...points],
      ...(ic ? { ic: true } : {}),
      houses,
      ruler: r
        ? {
            house: r.house,
            planet: r.ruler.planet,
            name: pointName(r.ruler.planet, lang),
            sign_name: (lang === 'fr' ? LEXICON_FR : LEXICON_EN)
              .inSign(r.ruler.sign)
              .replace(/^(en|in) /, ''),
            dignity,
          }
        : null,
      transits: weighed,
      score,
    },
    transits,
  };
}

/** The question's two options weighed on the chart and the period's transits, or null when it is not a dilemma. */
export function weighDilemma(
  question: string | null | undefined,
  chart: Chart,
  all: readonly Transit[],
  lang: 'fr' | 'en',
): WeighedDilemma | null {
  const d = dilemmaOf(question);
  if (!d) return null;
  const [a, b] = d.sides.map((s) => side(s.area, s.words, chart, all, lang)) as [
    ReturnType<typeof side>,
    ReturnType<typeof side>,
  ];
  const gap = a.fact.score - b.fact.score;
  return {
    fact: { sides: [a.fact, b.fact], favoured: gap >= 1 ? 0 : gap <= -1 ? 1 : null },
    transits: [...a.transits, ...b.transits.filter((t) => !a.transits.includes(t))],
  };
}

/**
 * Compatibility (decision 0200): the two charts at their resolved places, the synastry aspects, the
 * house overlays, the composite chart, and both people's life path and expression — the facts, the
 * symbolic reading and the bi-wheel, from the stored inputs alone.
 */
import { computeChart } from '@arcanes/domain/astrology/chart';
import { compositeChart, houseOverlays, synastryAspects } from '@arcanes/domain/astrology/synastry';
import { pointName, type PointId } from '@arcanes/domain/astrology/zodiac';
import { numerologyProfile } from '@arcanes/domain/numerology/profile';
import { reduceSum } from '@arcanes/domain/numerology/reduction';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import { keySynastry, writeCompatibilityReading } from '@arcanes/domain/writers/compatibility';
import type { CompatibilityFacts, CompatibilityPersonFacts } from '#api/interpreter/facts.ts';
import { birthMoment, numerologyOrFail } from '#api/modules/divination/divination.service.ts';
import type { Computation } from './computation';
import { placements } from './astrology';
import type { CompatibilityInputs, CompatibilityPersonInputs } from '#api/modules/readings/request/inputs.ts';

/** The points of each person the facts carry: the personal planets, the node and the angles. */
const PERSON_POINTS: readonly PointId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'node',
  'ascendant',
  'mc',
];
const COMPOSITE_POINTS: readonly PointId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'mc'];
const OVERLAY_PLANETS: readonly PointId[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];
/** How many synastry aspects the facts carry (personal points, closest first). */
export const SYNASTRY_FACTS = 12;

function chartOf(p: CompatibilityPersonInputs, fold: string) {
  const place = p.place;
  if (!place) throw new Error('compatibility reading without a resolved place');
  const moment = birthMoment({
    date: p.birth_date,
    time: p.birth_time,
    lat: place.lat,
    lon: place.lon,
    zone: place.zone,
    fold: p.birth_time_fold ?? undefined,
    askFold: true,
    foldField: fold,
  });
  const chart = computeChart({
    instant: moment.instant,
    lat: place.lat,
    lon: place.lon,
    timeKnown: moment.timeKnown,
  });
  return { chart, moment };
}

function numbersOf(p: CompatibilityPersonInputs, readingDate: string, prefix: '' | 'partner_') {
  return numerologyOrFail(
    () =>
      numerologyProfile({
        fullName: `${p.first_name} ${p.last_name}`,
        birthDate: p.birth_date,
        currentDate: readingDate,
      }),
    { fullName: `${prefix}last_name`, birthDate: `${prefix}date_of_birth` },
  );
}

export function computeCompatibility(inputs: CompatibilityInputs): Computation {
  const lang = inputs.lang;
  const lex = lang === 'fr' ? LEXICON_FR : LEXICON_EN;
  const [pa, pb] = inputs.people;
  const a = chartOf(pa, 'time_fold');
  const b = chartOf(pb, 'partner_time_fold');
  const na = numbersOf(pa, inputs.reading_date, '');
  const nb = numbersOf(pb, inputs.reading_date, 'partner_');
  const synastry = synastryAspects(a.chart, b.chart);
  const overlays: [ReturnType<typeof houseOverlays>, ReturnType<typeof houseOverlays>] = [
    houseOverlays(a.chart, b.chart),
    houseOverlays(b.chart, a.chart),
  ];
  const composite = compositeChart(a.chart, b.chart);
  const couple = reduceSum([na.life_path, nb.life_path]);
  const names: [string, string] = [pa.first_name, pb.first_name];

  const symbolic = writeCompatibilityReading({
    lang,
    people: [
      {
        name: pa.first_name,
        chart: a.chart,
        birthDate: pa.birth_date,
        birthTime: pa.birth_time,
        placeLabel: pa.place!.label,
        lifePath: na.life_path,
        expression: na.expression,
      },
      {
        name: pb.first_name,
        chart: b.chart,
        birthDate: pb.birth_date,
        birthTime: pb.birth_time,
        placeLabel: pb.place!.label,
        lifePath: nb.life_path,
        expression: nb.expression,
      },
    ],
    synastry,
    overlays,
    composite,
    couple: { value: couple.reduction.value, step: couple.step },
  });

  const person = (p: CompatibilityPersonInputs, x: typeof a, n: typeof na): CompatibilityPersonFacts => ({
    first_name: p.first_name,
    full_name: `${p.first_name} ${p.last_name}`,
    birth: { date: p.birth_date, time: p.birth_time, place: p.place!.label, time_status: x.moment.status },
    placements: placements(x.chart, lang).filter((f) => PERSON_POINTS.includes(f.id)),
    numbers: { life_path: n.life_path, expression: n.expression },
  });
  const facts: CompatibilityFacts = {
    domain: 'compatibilite',
    ordered_from: inputs.ordered_from,
    lang,
    option: 4,
    first_name: pa.first_name,
    question: null,
    topic: null,
    gender: null,
    reading_date: inputs.reading_date,
    window: null,
    forecast: [],
    people: [person(pa, a, na), person(pb, b, nb)],
    synastry: keySynastry(synastry, SYNASTRY_FACTS).map((x) => ({
      a: x.a,
      b: x.b,
      a_name: pointName(x.a, lang),
      b_name: pointName(x.b, lang),
      type: x.type,
      type_name: lex.aspects[x.type].name,
      orb: Math.round(x.orb * 100) / 100,
    })),
    overlays: overlays.flatMap((list, guest) =>
      list
        .filter((o) => OVERLAY_PLANETS.includes(o.planet))
        .map((o) => ({
          guest: guest as 0 | 1,
          planet: o.planet,
          name: pointName(o.planet, lang),
          house: o.house,
        })),
    ),
    composite: placements(composite, lang).filter((f) => COMPOSITE_POINTS.includes(f.id)),
    couple_number: { value: couple.reduction.value, step: couple.step },
  };
  return {
    facts,
    symbolic,
    visual: { kind: 'compatibility', a: a.chart, b: b.chart, composite, synastry, names },
  };
}

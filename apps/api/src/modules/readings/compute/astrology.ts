import { computeChart, type Chart } from '@arcanes/domain/astrology/chart';
import { foldQuestion } from '@arcanes/domain/questions/normalize';
import { topicsNamed } from '@arcanes/domain/questions/topic';
import { findTransits } from '@arcanes/domain/astrology/transits';
import {
  progressionsFor,
  solarReturnFor,
  type ProgressedPoint,
} from '@arcanes/domain/astrology/progressions';
import { offsetSecondsAt } from '@arcanes/domain/astrology/tz-history';
import { houseRulers } from '@arcanes/domain/astrology/dignities';
import { birthMoonPhase, hemispheres, HEMISPHERE_NAMES, nodalAxis } from '@arcanes/domain/astrology/lunar';
import { findPatterns, PATTERN_NAMES } from '@arcanes/domain/astrology/patterns';
import { pointName, signOf, type PointId } from '@arcanes/domain/astrology/zodiac';
import {
  balanceOf,
  keyAspects,
  selectTransits,
  SLOW_PLANETS,
} from '@arcanes/domain/writers/astrology-analysis';
import { transitFlavourFor } from '@arcanes/domain/writers/astrology-lexicon';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import { writeAstrologyReading } from '@arcanes/domain/writers/astrology';
import { withBirthTimeNotes } from '@arcanes/domain/writers/astrology-unknown-time';
import { progressedSection } from '@arcanes/domain/writers/astrology-progressed';
import type {
  AstrologyFacts,
  PlacementFact,
  ProgressedPlacementFact,
  ProgressionFacts,
  SolarReturnFacts,
} from '#api/interpreter/facts.ts';
import { texts } from '#api/lib/i18n.ts';
import { birthMoment } from '#api/modules/divination/divination.service.ts';
import { genderOf, type Computation } from './computation';
import { weighDilemma } from './dilemma';
import { addDays, addMonths } from '@arcanes/domain/calendar/civil-dates';
import type { AstrologyInputs } from '#api/modules/readings/request/inputs.ts';

/** The window a reading looks at: the period asked (option 1), three months (2) or twelve (3). */
export function astrologyWindow(inputs: AstrologyInputs): { from: string; to: string } {
  const from = inputs.reading_date;
  if (inputs.option === 1) return { from, to: addDays(from, inputs.period === 'semaine' ? 7 : 30) };
  return { from, to: addMonths(from, inputs.option === 2 ? 3 : 12) };
}

export function placements(chart: Chart, lang: 'fr' | 'en'): PlacementFact[] {
  const out: PlacementFact[] = chart.planets.map((p) => ({
    ...pointFact(p, lang),
    retrograde: p.id !== 'node' && p.retrograde,
  }));
  for (const [id, lon] of [
    ['ascendant', chart.ascendant],
    ['mc', chart.mc],
  ] as const) {
    if (lon === null) continue;
    const s = signOf(lon);
    out.push({
      id,
      name: pointName(id, lang),
      sign: s.sign,
      sign_name: signName(s.sign, lang),
      degree: s.degree,
      minute: s.minute,
      house: null,
      retrograde: false,
    });
  }
  return out;
}

export const signName = (sign: Parameters<typeof LEXICON_FR.inSign>[0], lang: 'fr' | 'en') =>
  (lang === 'fr' ? LEXICON_FR : LEXICON_EN).inSign(sign).replace(/^(en|in) /, '');

/** Patterns, Moon phase, nodal axis, hemispheres and house rulers: what a practitioner reads beyond placements. */
function depth(chart: Chart, lang: 'fr' | 'en') {
  const hemi = hemispheres(chart);
  const south = nodalAxis(chart).south;
  const phase = birthMoonPhase(chart);
  return {
    patterns: findPatterns(chart.planets).map((p) => ({
      kind: p.kind,
      name: PATTERN_NAMES[p.kind][lang],
      members: [...p.members] as PointId[],
      sign: p.kind === 'stellium' && p.by === 'sign' ? p.sign : null,
      house: p.kind === 'stellium' && p.by === 'house' ? p.house : null,
    })),
    moon_phase: { id: phase.id, name: phase.name[lang], meaning: phase.meaning[lang] },
    south_node: { sign: south.sign, sign_name: signName(south.sign, lang), house: south.house },
    hemispheres: (hemi?.emphasis ?? []).map((id) => ({
      id,
      name: HEMISPHERE_NAMES[id][lang],
      count: hemi![id].length,
    })),
    rulers: houseRulers(chart).map((r) => ({
      house: r.house,
      sign: r.sign,
      ruler: r.ruler.planet as PointId,
      ruler_name: pointName(r.ruler.planet, lang),
      ruler_sign: r.ruler.sign,
      ruler_house: r.ruler.house,
    })),
  };
}

/** A point of a chart (natal, progressed) as the facts name it: its sign, degree and house. */
function pointFact<H extends number | null>(
  p: { id: PointId; sign: ProgressedPoint['sign']; degree: number; minute: number; house: H },
  lang: 'fr' | 'en',
) {
  return {
    id: p.id,
    name: pointName(p.id, lang),
    sign: p.sign,
    sign_name: signName(p.sign, lang),
    degree: p.degree,
    minute: p.minute,
    house: p.house,
  };
}

const progressedFact = (p: ProgressedPoint, lang: 'fr' | 'en'): ProgressedPlacementFact => pointFact(p, lang);

/**
 * The long readings' timing beyond the transits: the secondary progressions over the window and the solar
 * return of the year it mostly covers. Both need the birth time (the natal Sun moves a degree a day: an
 * unknown hour moves the return by up to half a day and every progressed date by months): null without it.
 */
export function progressedFacts(
  chart: Chart,
  window: { from: string; to: string },
  place: { label: string; zone: string },
  lang: 'fr' | 'en',
): { progressions: ProgressionFacts; solar_return: SolarReturnFacts } | null {
  if (!chart.timeKnown) return null;
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(`${window.to}T00:00:00Z`);
  // A reading dated the day of the birth itself, before its hour: no progressed day yet.
  if (from.getTime() < Date.parse(chart.instant)) return null;
  const lex = lang === 'fr' ? LEXICON_FR : LEXICON_EN;
  const p = progressionsFor(chart, from, to, place.zone);
  const r = solarReturnFor(chart, from, to, place.zone);
  const sun = r.chart.planets.find((x) => x.id === 'sun');
  const moon = r.chart.planets.find((x) => x.id === 'moon');
  if (!r.ascendant || !sun?.house || !moon?.house) return null;
  const ms = Date.parse(r.instant);
  const local = new Date(ms + offsetSecondsAt(ms, place.zone) * 1000).toISOString();
  return {
    progressions: {
      age: Math.floor(p.ageYears),
      points: p.points.map((x) => progressedFact(x, lang)),
      moon_end: progressedFact(p.moonAtEnd, lang),
      moon_changes: p.moonChanges.map((c) => ({ ...c, sign_name: signName(c.sign, lang) })),
      aspects: p.aspects.map((a) => ({
        progressed: a.progressed,
        progressed_name: pointName(a.progressed, lang),
        natal: a.natal,
        natal_name: pointName(a.natal, lang),
        type: a.type,
        type_name: lex.aspects[a.type].name,
        exact: a.exact,
      })),
    },
    solar_return: {
      date: local.slice(0, 10),
      instant: r.instant,
      time: local.slice(11, 16),
      place: place.label,
      ascendant: {
        sign: r.ascendant.sign,
        sign_name: signName(r.ascendant.sign, lang),
        degree: r.ascendant.degree,
        minute: r.ascendant.minute,
      },
      sun_house: sun.house,
      moon_house: moon.house,
      moon_sign: moon.sign,
      moon_sign_name: signName(moon.sign, lang),
    },
  };
}

const ASTROLOGY_TOPICS = ['amour', 'travail', 'sante'] as const;

/**
 * The topic a question is read under. The form's topic, unless the question speaks of another one and
 * not of it: « Vais-je obtenir cette promotion ? » asked under « Amour » is about work, and read through
 * the houses and planets of work, not Venus and the seventh house. A question that names both (« Vais-je
 * rencontrer quelqu'un au travail ? » under « Amour ») or neither keeps the form's choice.
 */
export function questionTopic(inputs: Pick<AstrologyInputs, 'option' | 'topic' | 'question'>) {
  const chosen = inputs.topic;
  if (inputs.option !== 1 || !inputs.question || !chosen) return chosen;
  const named = topicsNamed(foldQuestion(inputs.question));
  const others = ASTROLOGY_TOPICS.filter((t) => t !== chosen && named.has(t));
  return !named.has(chosen) && others.length === 1 ? others[0]! : chosen;
}

/**
 * The chart of the birth moment at the resolved place; with `forecast`, the transits of the reading's
 * window too (the delivery job computes them; the request only needs the chart to check the inputs).
 */
export function computeAstrology(inputs: AstrologyInputs, opts: { forecast: boolean }): Computation {
  const place = inputs.place;
  if (!place) throw new Error('astrology reading without a resolved place');
  const lang = inputs.lang;
  const lex = lang === 'fr' ? LEXICON_FR : LEXICON_EN;
  const topic = questionTopic(inputs);
  const moment = birthMoment({
    date: inputs.birth_date,
    time: inputs.birth_time,
    lat: place.lat,
    lon: place.lon,
    zone: place.zone,
    // A time the clocks showed twice takes the customer's fold, or is refused (TIME_AMBIGUOUS);
    // rows stored before birth_time_fold existed keep the earlier moment.
    fold: inputs.birth_time_fold ?? undefined,
    askFold: inputs.birth_time_fold !== undefined,
  });
  const chart = computeChart({
    instant: moment.instant,
    lat: place.lat,
    lon: place.lon,
    timeKnown: moment.timeKnown,
  });
  const window = astrologyWindow(inputs);
  const all =
    opts.forecast || inputs.option === 1
      ? findTransits(chart, new Date(`${window.from}T00:00:00Z`), new Date(`${window.to}T00:00:00Z`), {
          zone: place.zone,
        })
      : [];
  const timing = opts.forecast && inputs.option !== 1 ? progressedFacts(chart, window, place, lang) : null;
  const selected =
    inputs.option === 1
      ? selectTransits(all, 4)
      : inputs.option === 2
        ? selectTransits(all, 15)
        : selectTransits(all, 16, (t) => SLOW_PLANETS.includes(t.transiting) || t.transiting === 'mars');
  // A question weighing two options: each side's slow transits are read, so they are among the facts.
  const dilemma = inputs.option === 1 ? weighDilemma(inputs.question, chart, all, lang) : null;
  if (dilemma) {
    for (const t of dilemma.transits) if (!selected.includes(t)) selected.push(t);
    selected.sort((a, b) => (a.exact ?? a.start).localeCompare(b.exact ?? b.start));
  }
  // Unknown birth time: a first section says what cannot be known and where the Moon went that day.
  const written = withBirthTimeNotes(
    writeAstrologyReading(chart, {
      lang,
      option: inputs.option,
      firstName: inputs.first_name,
      question: inputs.question ?? undefined,
      domain: topic ?? undefined,
      period: inputs.period ?? undefined,
      transits: all,
      birthPlaceLabel: place.label,
    }),
    { timeKnown: moment.timeKnown, date: inputs.birth_date, zone: place.zone },
    lang,
  );
  // The long readings' timing, stated after the chart's own sections (the PDF prints them in order).
  const symbolic = timing
    ? { ...written, sections: [...written.sections, progressedSection(timing, lang)] }
    : written;
  const balance = balanceOf(chart);
  const transits = selected.map((t) => ({
    planet: pointName(t.transiting, lang),
    planet_id: t.transiting,
    natal: pointName(t.natal as PointId, lang),
    natal_id: t.natal,
    aspect: lex.aspects[t.type].name,
    aspect_id: t.type,
    start: t.start,
    exact: t.exact,
    end: t.end,
  }));
  const facts: AstrologyFacts = {
    domain: 'astrologie',
    lang,
    option: inputs.option,
    first_name: inputs.first_name,
    question: inputs.question,
    topic,
    period: inputs.period,
    reading_date: inputs.reading_date,
    window,
    birth: {
      date: inputs.birth_date,
      time: inputs.birth_time,
      place: place.label,
      zone: place.zone,
      time_status: moment.status,
    },
    gender: genderOf(inputs.sexe),
    placements: placements(chart, lang),
    houses: chart.houses.map((lon, i) => {
      const sign = signOf(lon).sign;
      return { house: i + 1, sign, sign_name: signName(sign, lang) };
    }),
    aspects: keyAspects(chart, 8).map((a) => ({
      a: a.a,
      b: a.b,
      a_name: pointName(a.a, lang),
      b_name: pointName(a.b, lang),
      type: a.type,
      type_name: lex.aspects[a.type].name,
      orb: Math.round(a.orb * 100) / 100,
    })),
    transits,
    ...depth(chart, lang),
    ...(timing ?? {}),
    dilemma: dilemma?.fact ?? null,
    elements: {
      strongest: lex.elements[balance.strongest].name,
      strongest_id: balance.strongest,
      lacking: balance.lacking ? lex.elements[balance.lacking].name : null,
    },
    forecast:
      inputs.option === 1
        ? []
        : transits.map((t) => ({
            start: t.start,
            end: t.end,
            exact: t.exact,
            title: texts(lang, 'answers')('forecastTitle.transit', {
              replace: { planet: t.planet, aspect: t.aspect, natal: t.natal },
            }),
            note: transitFlavourFor(lex, t.planet_id as keyof typeof lex.transitFlavour, t.aspect_id),
          })),
  };
  return { facts, symbolic, visual: { kind: 'chart', chart } };
}

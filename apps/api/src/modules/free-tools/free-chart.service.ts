import type { FreeChartResponse } from '@arcanes/contracts/free-tools';
import { ASPECTS } from '@arcanes/domain/astrology/aspects';
import { computeChart, type Chart, type HouseSystem } from '@arcanes/domain/astrology/chart';
import { DIGNITY_NAMES, dignityOf, rulerOf } from '@arcanes/domain/astrology/dignities';
import { PATTERN_MEANINGS } from '@arcanes/domain/astrology/pattern-meanings';
import { PATTERN_NAMES, findPatterns } from '@arcanes/domain/astrology/patterns';
import {
  ANGLES,
  PLANETS,
  pointName,
  signInfo,
  signOf,
  type Element,
  type Lang,
  type Modality,
  type PointId,
} from '@arcanes/domain/astrology/zodiac';
import { balanceOf } from '@arcanes/domain/writers/astrology-analysis';
import { writeFreePortrait } from '@arcanes/domain/writers/astrology-free';
import { LEXICON_EN } from '@arcanes/domain/writers/astrology-lexicon-en';
import { LEXICON_FR } from '@arcanes/domain/writers/astrology-lexicon-fr';
import { joinList, typeset } from '@arcanes/domain/writers/astrology-typography';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import { birthMoment, toChartResponse } from '#api/modules/divination/divination.service.ts';
import { getPlace } from '#api/modules/places/places.service.ts';

type TimeFold = 'first' | 'second';

export interface FreeChartInput {
  date: string;
  time?: string;
  place: string;
  fold?: TimeFold;
  system: HouseSystem;
}

/** The dates the engine is held to reference data for (decision 0101), with room on either side. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const LEXICONS = { fr: LEXICON_FR, en: LEXICON_EN } as const;

/** The query the page's address carries, in a fixed order, the defaults left out. */
export function shareQuery(q: FreeChartResponse['query']): string {
  const params = new URLSearchParams({ date: q.date });
  if (q.time) params.set('time', q.time);
  params.set('place', q.place);
  if (q.fold) params.set('fold', q.fold);
  if (q.system !== 'placidus') params.set('system', q.system);
  return params.toString();
}

function position(id: PointId, longitude: number, house: number | null, retrograde: boolean, lang: Lang) {
  const s = signOf(longitude);
  const sign = signInfo(s.sign);
  const dignity = id === 'ascendant' || id === 'mc' ? null : dignityOf(id, s.sign);
  return {
    id,
    name: pointName(id, lang),
    glyph: id === 'ascendant' || id === 'mc' ? ANGLES[id].abbr : PLANETS[id].glyph,
    longitude,
    sign: s.sign,
    sign_name: sign[lang],
    sign_glyph: sign.glyph,
    degree: s.degree,
    minute: s.minute,
    house,
    retrograde,
    dignity,
    dignity_name: dignity ? DIGNITY_NAMES[dignity][lang] : null,
  };
}

function balance(chart: Chart, lang: Lang): FreeChartResponse['balance'] {
  const b = balanceOf(chart);
  const points: { id: PointId; longitude: number }[] = chart.planets.filter((p) => p.id !== 'node');
  if (chart.ascendant !== null) points.push({ id: 'ascendant', longitude: chart.ascendant });
  const infoOf = (lon: number) => signInfo(signOf(lon).sign);
  const t = texts(lang, 'tools');
  return {
    elements: (Object.keys(b.elements) as Element[]).map((id) => ({
      id,
      name: t(`element.${id}`),
      score: b.elements[id],
      points: points.filter((p) => infoOf(p.longitude).element === id).map((p) => p.id),
    })),
    modalities: (Object.keys(b.modalities) as Modality[]).map((id) => ({
      id,
      name: t(`modality.${id}`),
      score: b.modalities[id],
      points: points.filter((p) => infoOf(p.longitude).modality === id).map((p) => p.id),
    })),
  };
}

function patterns(chart: Chart, lang: Lang): FreeChartResponse['patterns'] {
  const t = texts(lang, 'tools');
  return findPatterns(chart.planets).map((p) => {
    const name = PATTERN_NAMES[p.kind][lang];
    const members = joinList(
      p.members.map((m) => pointName(m, lang)),
      lang,
    );
    // One sentence per case (a stellium in a sign, in a house, any other figure), set by the typesetter.
    const replace = { name: `${name.charAt(0).toUpperCase()}${name.slice(1)}`, members };
    const label =
      p.kind !== 'stellium'
        ? t('pattern', { replace })
        : p.by === 'sign'
          ? t('pattern', { context: 'sign', replace: { ...replace, inSign: LEXICONS[lang].inSign(p.sign) } })
          : t('pattern', { context: 'house', replace: { ...replace, house: LEXICONS[lang].house(p.house) } });
    return {
      kind: p.kind,
      name,
      label: typeset(label, lang),
      members: [...p.members],
      meaning: typeset(PATTERN_MEANINGS[p.kind][lang], lang),
    };
  });
}

/** The public birth chart: the chart, its tables read out, and the free portrait. */
export function freeChart(input: FreeChartInput, lang: Lang): FreeChartResponse {
  const year = Number(input.date.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR)
    throw new AppError('VALIDATION_FAILED', { detail: 'date' }, { date: 'chart_range' });
  const place = getPlace(input.place, lang);
  if (!place) throw new AppError('PLACE_NOT_FOUND', { name: input.place }, { place: 'place' });
  const moment = birthMoment({
    date: input.date,
    time: input.time ?? null,
    lat: place.lat,
    lon: place.lon,
    zone: place.zone,
    fold: input.fold,
    askFold: true,
    foldField: 'fold',
  });
  const chart = computeChart({
    instant: moment.instant,
    lat: place.lat,
    lon: place.lon,
    houseSystem: input.system,
    timeKnown: moment.timeKnown,
  });
  const lex = LEXICONS[lang];
  const query = {
    date: input.date,
    time: moment.timeKnown ? (input.time ?? null) : null,
    place: place.id,
    fold: moment.fold,
    system: input.system,
  };
  const positions = chart.planets.map((p) =>
    position(p.id, p.longitude, p.house, p.id !== 'node' && p.retrograde, lang),
  );
  if (chart.ascendant !== null) positions.push(position('ascendant', chart.ascendant, null, false, lang));
  if (chart.mc !== null) positions.push(position('mc', chart.mc, null, false, lang));
  return {
    query,
    share_query: shareQuery(query),
    place,
    chart: toChartResponse(chart, moment),
    house_system_name: texts(lang, 'tools')(`houseSystem.${chart.houseSystem}`),
    house_system_note:
      chart.houseSystem !== chart.houseSystemRequested ? typeset(lex.t.houseFallback, lang) : null,
    positions,
    houses: chart.houses.map((cusp, i) => {
      const s = signOf(cusp);
      const { ruler } = rulerOf(s.sign);
      return {
        house: i + 1,
        longitude: cusp,
        sign: s.sign,
        sign_name: signInfo(s.sign)[lang],
        degree: s.degree,
        minute: s.minute,
        ruler,
        ruler_name: pointName(ruler, lang),
      };
    }),
    aspects: [...chart.aspects]
      .sort((x, y) => x.orb - y.orb)
      .map((a) => ({
        a: a.a,
        b: a.b,
        a_name: pointName(a.a, lang),
        b_name: pointName(a.b, lang),
        type: a.type,
        type_name: lex.aspects[a.type].name,
        glyph: ASPECTS[a.type].glyph,
        orb: a.orb,
        applying: a.applying,
      })),
    patterns: patterns(chart, lang),
    balance: balance(chart, lang),
    portrait: writeFreePortrait(chart, lang),
  };
}

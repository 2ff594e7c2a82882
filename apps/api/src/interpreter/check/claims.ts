/**
 * Reads the claims of one paragraph against the facts: each planet–sign, planet–house, aspect,
 * transit with its dates, card with its orientation and position, and core number it states must
 * match a fact, and the paragraph must cite that fact. Returns the reasons it fails (empty: it holds).
 */
import { PLANETS, pointName, SIGNS, type PointId, type SignId } from '@arcanes/domain/astrology/zodiac';
import { cardById } from '@arcanes/domain/tarot/deck';
import type { Fact, FactIndex } from '#api/interpreter/fact-index.ts';
import { compatibilityClaims } from './compatibility-claims';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import {
  aspects,
  cards,
  chartOf,
  dates,
  houses,
  numbers,
  orientations,
  points,
  sentences,
  signs,
  type DateMention,
  type Mention,
} from './mentions';

type Lang = 'fr' | 'en';
type FactOf<K extends Fact['kind']> = Extract<Fact, { kind: K }>;

const signName = (id: SignId, lang: Lang) => SIGNS.find((s) => s.id === id)?.[lang] ?? id;

/** The nearest mention before `at` with nothing of `blockers` between. */
function nearestBefore<T>(
  list: Mention<T>[],
  at: number,
  blockers: Mention<unknown>[] = [],
): Mention<T> | undefined {
  const before = list.filter((m) => m.end <= at).at(-1);
  if (!before) return undefined;
  return blockers.some((b) => b.at >= before.end && b.end <= at) ? undefined : before;
}

function nearestAfter<T>(list: Mention<T>[], at: number, maxChars: number): Mention<T> | undefined {
  return list.find((m) => m.at >= at && m.at - at <= maxChars);
}

export interface ClaimContext {
  facts: ReadingFacts;
  index: FactIndex;
  cited: Set<string>;
  /** Names to pass over: the person's first name may be a sign's ("Léo"). */
  ignore: Set<string>;
}

const facts = <K extends Fact['kind']>(ctx: ClaimContext, kind: K) =>
  ctx.index.list.filter((f): f is FactOf<K> => f.kind === kind);

function resolveYear(d: DateMention, ctx: ClaimContext): string[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const base = Number(ctx.facts.reading_date.slice(0, 4));
  const years = d.year ? [d.year] : [base - 1, base, base + 1, base + 2];
  return years.map((y) => `${y}-${pad(d.month)}-${pad(d.day)}`);
}

function astrologyClaims(text: string, ctx: ClaimContext, lang: Lang, fail: (r: string) => void): void {
  const placements = facts(ctx, 'placement');
  const cusps = facts(ctx, 'house');
  const natal = facts(ctx, 'aspect');
  const transits = facts(ctx, 'transit');
  const derived = facts(ctx, 'derived');
  const progressedAspects = facts(ctx, 'progressed_aspect');
  // A cited house ruler (« Maître de la maison 7 (Poissons) : Neptune en Capricorne, maison 5 »)
  // vouches for what its label states: the cusp's sign, and the ruler's sign and house.
  const rulers = facts(ctx, 'ruler').filter((r) => ctx.cited.has(r.id));
  const vouched = (fact: Fact) =>
    (fact.kind === 'placement' && rulers.some((r) => r.ruler === fact.point)) ||
    (fact.kind === 'house' && rulers.some((r) => r.house === fact.house));
  const need = (fact: Fact, what: string) => {
    if (!ctx.cited.has(fact.id) && !vouched(fact))
      fail(`${what} is stated but the paragraph does not cite ${fact.id}`);
  };
  for (const s of sentences(text)) {
    const ps = points(s.text, lang);
    const ss = signs(s.text, lang, ctx.ignore);
    const hs = houses(s.text, lang);
    const as = aspects(s.text, lang);
    const ds = dates(s.text, lang);
    const claimedTransits: FactOf<'transit'>[] = [];

    // Planet or house cusp in a sign: the nearest point or house before the sign, nothing between.
    for (const sign of ss) {
      const point = nearestBefore(ps, sign.at, [...ss.filter((x) => x !== sign), ...as]);
      const house = nearestBefore(hs, sign.at, [...ps, ...ss.filter((x) => x !== sign)]);
      const useHouse = house && (!point || house.at > point.at);
      if (useHouse) {
        const cusp = cusps.find((c) => c.house === house.value);
        if (!cusp || cusp.sign !== sign.value)
          fail(`house ${house.value} in ${signName(sign.value, lang)} is not in the chart`);
        else need(cusp, `house ${house.value} in ${signName(sign.value, lang)}`);
        continue;
      }
      if (point && sign.at - point.end <= 60) {
        const name = pointName(point.value, lang);
        const chart = chartOf(s.text, point, lang);
        if (chart !== 'natal') {
          const d = derived.find((f) => f.chart === chart && f.point === point.value);
          if (!d) fail(`${chart} ${name} is not among the facts`);
          else if (!d.signs.includes(sign.value))
            fail(`${chart} ${name} is not in ${signName(sign.value, lang)} during the period`);
          else need(d, `${chart} ${name} in ${signName(sign.value, lang)}`);
          continue;
        }
        const p = placements.find((f) => f.point === point.value);
        if (!p) {
          // A transiting planet's sign is not among the facts.
          fail(`${name} in ${signName(sign.value, lang)} is not a placement of the chart`);
        } else if (p.sign !== sign.value) {
          fail(`${name} is in ${signName(p.sign, lang)}, not in ${signName(sign.value, lang)}`);
        } else need(p, `${name} in ${signName(sign.value, lang)}`);
        continue;
      }
      const holders = [
        ...placements.filter((f) => f.sign === sign.value),
        ...cusps.filter((c) => c.sign === sign.value),
        ...facts(ctx, 'south_node').filter((n) => n.sign === sign.value),
        ...derived.filter((d) => d.signs.includes(sign.value)),
      ];
      if (holders.length === 0) fail(`${signName(sign.value, lang)} holds nothing in the chart`);
      else if (!holders.some((h) => ctx.cited.has(h.id)))
        fail(`${signName(sign.value, lang)} is named but no cited fact is in it`);
    }

    // Planet in a house: the nearest point before the house.
    for (const house of hs) {
      if (ss.some((sign) => sign.at > house.end && sign.at - house.end <= 12)) continue; // a cusp, checked above
      const point = nearestBefore(ps, house.at, as);
      if (!point || house.at - point.end > 60) continue;
      const chart = chartOf(s.text, point, lang);
      if (chart !== 'natal') {
        const d = derived.find((f) => f.chart === chart && f.point === point.value);
        const name = `${chart} ${pointName(point.value, lang)}`;
        if (!d) fail(`${name} is not among the facts`);
        else if (d.houses.length && !d.houses.includes(house.value))
          fail(`${name} is not in house ${house.value} during the period`);
        else if (d.houses.length) need(d, `${name} in house ${house.value}`);
        continue;
      }
      const p = placements.find((f) => f.point === point.value);
      if (!p || p.point === 'ascendant' || p.point === 'mc') continue;
      const name = pointName(point.value, lang);
      if (p.house !== house.value) fail(`${name} is in house ${p.house ?? '?'}, not house ${house.value}`);
      else need(p, `${name} in house ${house.value}`);
    }

    // Aspects: between the nearest points around the word (or the two before it).
    for (const aspect of as) {
      const before = ps.filter((p) => p.end <= aspect.at);
      // The point after belongs to the aspect only within its clause: past a colon, a semicolon or an
      // opening bracket it is another statement's (« The Sun in trine gives … confidence: … (Sun trine
      // natal Moon) » says no Sun–Sun trine).
      const candidate = nearestAfter(ps, aspect.end, 80);
      const after =
        candidate && !/[:;(]/.test(s.text.slice(aspect.end, candidate.at)) ? candidate : undefined;
      const pair: PointId[] = after
        ? [before.at(-1)?.value, after.value].filter((x): x is PointId => Boolean(x))
        : before.slice(-2).map((p) => p.value);
      if (pair.length === 0) continue;
      // A progressed point's aspect is read against the progressed-to-natal aspects (progressed first).
      const beforePoint = after ? before.at(-1) : before.at(-2);
      const progressedAt = [beforePoint, after ?? before.at(-1)].find(
        (m) => m && chartOf(s.text, m, lang) !== 'natal',
      );
      if (progressedAt) {
        const chart = chartOf(s.text, progressedAt, lang);
        const other = pair.find((x, i) => i !== pair.indexOf(progressedAt.value)) ?? null;
        const found = progressedAspects.filter(
          (f) =>
            chart === 'progressed' &&
            f.a === progressedAt.value &&
            (other === null || f.b === other) &&
            f.type === aspect.value,
        );
        const names = pair.map((x) => pointName(x, lang)).join(' / ');
        if (found.length === 0) fail(`${names}: no ${chart} ${aspect.value} in the facts`);
        else if (!found.some((f) => ctx.cited.has(f.id)))
          fail(`${names} ${chart} ${aspect.value} is stated but its fact is not cited`);
        continue;
      }
      const same = (a: PointId, b: PointId) =>
        pair.length === 2
          ? (pair[0] === a && pair[1] === b) || (pair[0] === b && pair[1] === a)
          : pair[0] === a || pair[0] === b;
      const natalMatch = natal.filter((f) => same(f.a, f.b));
      const transitMatch = transits.filter((f) => same(f.planet, f.natal));
      const exact = [...natalMatch, ...transitMatch].filter((f) => f.type === aspect.value);
      const names = pair.map((p) => pointName(p, lang)).join(' / ');
      // A cited pattern (grand trine, T-square…) vouches for the aspects among its members.
      const inPattern = facts(ctx, 'pattern').some(
        (f) =>
          ctx.cited.has(f.id) && f.aspects.includes(aspect.value) && pair.every((p) => f.members.includes(p)),
      );
      if (inPattern) continue;
      if (exact.length === 0) {
        if (natalMatch.length || transitMatch.length)
          fail(`${names}: the facts give another aspect than ${aspect.value}`);
        else if (pair.length === 2) fail(`${names}: no ${aspect.value} in the facts`);
        else fail(`${names}: no ${aspect.value} involving it in the facts`);
        continue;
      }
      const cited = exact.filter((f) => ctx.cited.has(f.id));
      if (cited.length === 0) fail(`${names} ${aspect.value} is stated but its fact is not cited`);
      for (const f of cited) if (f.kind === 'transit') claimedTransits.push(f);
    }

    // Dates: an "exact" date must be a cited transit's exact day; any date must fall within a cited
    // transit, the period covered, or be the birth date or the reading date.
    for (const d of ds) {
      const candidates = resolveYear(d.value, ctx);
      const cited = ctx.index.list.filter((f) => ctx.cited.has(f.id));
      const citedTransits = claimedTransits.length
        ? claimedTransits
        : cited.filter((f): f is FactOf<'transit'> => f.kind === 'transit');
      const citedProgressed = cited.filter(
        (f): f is FactOf<'progressed_aspect'> => f.kind === 'progressed_aspect',
      );
      if (d.value.exact) {
        if (
          !citedTransits.some((t) => t.exact && candidates.includes(t.exact)) &&
          !citedProgressed.some((t) => candidates.includes(t.exact))
        )
          fail(`${d.value.day}/${d.value.month}: no cited transit is exact on that day`);
        continue;
      }
      const inside = (iso: string) =>
        citedTransits.some((t) => iso >= t.start && iso <= t.end) ||
        cited.some(
          (f) =>
            (f.kind === 'period' && iso >= f.from && iso <= f.to) ||
            (f.kind === 'birth' && f.date.slice(5) === iso.slice(5)) ||
            (f.kind === 'derived' && f.dates.includes(iso)) ||
            (f.kind === 'progressed_aspect' && f.exact === iso),
        ) ||
        iso === ctx.facts.reading_date;
      if (!candidates.some(inside))
        fail(`${d.value.day}/${d.value.month}: a date that no cited fact carries`);
    }
  }
}

function tarotClaims(text: string, ctx: ClaimContext, lang: Lang, fail: (r: string) => void): void {
  const drawn = facts(ctx, 'card');
  const tarot = ctx.facts.domain === 'tarot' ? ctx.facts : null;
  const positions = (tarot?.cards ?? []).map((c) => ({ index: c.index, name: c.position_name }));
  for (const s of sentences(text)) {
    const cs = cards(s.text, lang);
    const os = orientations(s.text, lang);
    for (const c of cs) {
      const matches = drawn.filter((f) => f.card_id === c.value);
      const name = cardById(c.value).name[lang];
      if (matches.length === 0) {
        fail(`${name} is not in the draw`);
        continue;
      }
      if (!matches.some((m) => ctx.cited.has(m.id))) fail(`${name} is named but its fact is not cited`);
      // Orientation: the nearest word after the card, before the next card (or just before it).
      const next = cs.find((o) => o.at > c.at)?.at ?? Number.POSITIVE_INFINITY;
      const o =
        os.find((x) => x.at >= c.end && x.at < next && x.at - c.end <= 50) ??
        os.filter((x) => x.end <= c.at && c.at - x.end <= 4).at(-1);
      const placed = matches.filter((m) => m.reversed !== null);
      if (o && placed.length && !placed.some((m) => m.reversed === (o.value === 'reversed')))
        fail(`${name} was drawn ${placed[0]!.reversed ? 'reversed' : 'upright'}, not ${o.value}`);
    }
    // A position named « … » or after "position" must hold the nearest card.
    for (const p of positions) {
      const quotedName = new RegExp(
        `(?:[«“"]\\s*${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[»”"]|(?:position|place|case)\\s+(?:de\\s+|du\\s+|of\\s+)?${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`,
        'iu',
      );
      const m = quotedName.exec(s.text);
      if (!m || cs.length === 0) continue;
      const near = [...cs].sort((a, b) => Math.abs(a.at - m.index) - Math.abs(b.at - m.index))[0]!;
      const holder = drawn.find((f) => f.position === p.name);
      if (holder && holder.card_id !== near.value && cs.length === 1)
        fail(`${cardById(near.value).name[lang]} is not in the position ${p.name}`);
    }
  }
}

function numerologyClaims(text: string, ctx: ClaimContext, lang: Lang, fail: (r: string) => void): void {
  const nums = facts(ctx, 'number');
  const months = facts(ctx, 'month');
  const karmic = facts(ctx, 'karmic')[0];
  for (const m of numbers(text, lang)) {
    const { key, value } = m.value;
    if (key === 'personal_month') {
      const found = months.filter((x) => x.value === value);
      if (found.length === 0) fail(`personal month ${value} is not in the period`);
      else if (!found.some((x) => ctx.cited.has(x.id)))
        fail(`personal month ${value} is stated but not cited`);
      continue;
    }
    if (key === 'karmic_debt') {
      if (!karmic || !karmic.debts.includes(value)) fail(`karmic debt ${value} is not in the facts`);
      else if (!ctx.cited.has(karmic.id)) fail(`karmic debt ${value} is stated but not cited`);
      continue;
    }
    const fact = nums.find((x) => x.key === key);
    if (!fact) fail(`${key.replace('_', ' ')} ${value}: the reading has no such number`);
    else if (fact.value !== value) fail(`${key.replace('_', ' ')} is ${fact.value}, not ${value}`);
    else if (!ctx.cited.has(fact.id)) fail(`${key.replace('_', ' ')} ${value} is stated but not cited`);
  }
}

/** Planet names that are not also an everyday word or a tarot card in that language. */
const UNAMBIGUOUS_PLANETS: Record<Lang, (keyof typeof PLANETS)[]> = {
  fr: ['mercury', 'venus', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
  en: ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'],
};

export function claimErrors(text: string, ctx: ClaimContext): string[] {
  const lang = ctx.facts.lang;
  const reasons: string[] = [];
  const fail = (r: string) => reasons.push(r);
  if (ctx.facts.domain === 'compatibilite') {
    compatibilityClaims(
      text,
      { facts: ctx.facts, list: ctx.index.list, cited: ctx.cited, ignore: ctx.ignore },
      lang,
      fail,
    );
    return [...new Set(reasons)];
  }
  if (ctx.facts.domain === 'astrologie') astrologyClaims(text, ctx, lang, fail);
  else {
    for (const id of UNAMBIGUOUS_PLANETS[lang])
      if (points(text, lang).some((p) => p.value === id))
        fail(`${PLANETS[id][lang]}: no chart in this reading`);
    for (const s of signs(text, lang, ctx.ignore))
      fail(`${signName(s.value, lang)}: no chart in this reading`);
  }
  if (ctx.facts.domain === 'tarot') tarotClaims(text, ctx, lang, fail);
  if (ctx.facts.domain === 'numerologie') numerologyClaims(text, ctx, lang, fail);
  else if (numbers(text, lang).length) fail('numerology numbers in a reading that computed none');
  return [...new Set(reasons)];
}

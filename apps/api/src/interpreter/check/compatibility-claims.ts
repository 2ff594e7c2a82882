/**
 * The claims of a compatibility paragraph (decision 0200), read against its cited facts: two people's
 * placements, the composite's, the synastry aspects between them, the overlays and the numbers.
 * A point says whose it is by its words — « la Vénus de Camille », “Camille’s Venus”, « le Soleil
 * composite » — or, when only one person is named in the sentence, by that name; otherwise a claim
 * must hold for someone among the cited facts.
 */
import { PLANETS, SIGNS, type PointId, type SignId } from '@arcanes/domain/astrology/zodiac';
import type { Fact, Owner } from '#api/interpreter/fact-index.ts';
import type { CompatibilityFacts } from '#api/interpreter/facts.ts';
import {
  B,
  E,
  aspects,
  dates,
  escape,
  houses,
  numbers,
  points,
  re,
  sentences,
  signs,
  type Mention,
} from './mentions';

type Lang = 'fr' | 'en';
type FactOf<K extends Fact['kind']> = Extract<Fact, { kind: K }>;

export interface CompatibilityContext {
  facts: CompatibilityFacts;
  list: Fact[];
  cited: Set<string>;
  ignore: Set<string>;
}

const signName = (id: SignId, lang: Lang) => SIGNS.find((s) => s.id === id)?.[lang] ?? id;
const pointLabel = (id: PointId, lang: Lang) =>
  id === 'ascendant' ? 'Ascendant' : id === 'mc' ? 'MC' : PLANETS[id][lang];

/** Whose point this is, from the words right around it; null when they do not say. */
function attachedOwner(text: string, m: Mention<PointId>, names: [string, string], lang: Lang): Owner | null {
  const after = text.slice(m.end, m.end + 40);
  const before = text.slice(Math.max(0, m.at - 40), m.at);
  if (/^\s+composite/iu.test(after) || /composite\s+$/iu.test(before)) return 'composite';
  const same = names[0] === names[1];
  if (same) return null;
  for (const [i, name] of names.entries()) {
    const n = escape(name);
    const owner = i === 0 ? 'a' : 'b';
    if (lang === 'fr' && re(`^\\s+(?:de\\s+|d['’]\\s*)${n}${E}`, 'u').test(after)) return owner;
    if (lang === 'en' && re(`${B}${n}['’]s?\\s+$`, 'u').test(before)) return owner;
  }
  return null;
}

/** The people a sentence names (by first name), and whether it speaks of the composite. */
function named(text: string, names: [string, string]): Set<Owner> {
  const out = new Set<Owner>();
  if (/composite/iu.test(text)) out.add('composite');
  if (names[0] === names[1]) return out;
  names.forEach((name, i) => {
    if (re(`${B}${escape(name)}${E}`, 'gu').test(text)) out.add(i === 0 ? 'a' : 'b');
  });
  return out;
}

export function compatibilityClaims(
  text: string,
  ctx: CompatibilityContext,
  lang: Lang,
  fail: (r: string) => void,
): void {
  const names: [string, string] = [ctx.facts.people[0].first_name, ctx.facts.people[1].first_name];
  const of = <K extends Fact['kind']>(kind: K) => ctx.list.filter((f): f is FactOf<K> => f.kind === kind);
  const placements = of('placement');
  const synastry = of('synastry');
  const overlays = of('overlay');
  const nums = of('number');
  const couple = of('couple')[0];
  const cited = (f: Fact) => ctx.cited.has(f.id);
  const who = (o: Owner | null) =>
    o === 'composite' ? 'the composite' : o === 'a' ? names[0] : o === 'b' ? names[1] : 'anyone';

  for (const s of sentences(text)) {
    const ps = points(s.text, lang);
    const ss = signs(s.text, lang, ctx.ignore);
    const hs = houses(s.text, lang);
    const as = aspects(s.text, lang);
    const people = named(s.text, names);
    const single = people.size === 1 ? [...people][0]! : null;
    const ownerOf = (m: Mention<PointId>) => attachedOwner(s.text, m, names, lang) ?? single;

    // A point in a sign: the nearest point before the sign, nothing between.
    for (const sign of ss) {
      const point = ps.filter((p) => p.end <= sign.at).at(-1);
      const blocked =
        point && [...ss, ...as].some((x) => x !== sign && x.at >= point.end && x.end <= sign.at);
      if (point && !blocked && sign.at - point.end <= 60) {
        const owner = ownerOf(point);
        const candidates = placements.filter(
          (f) => f.point === point.value && (owner === null || f.owner === owner),
        );
        const name = pointLabel(point.value, lang);
        const right = candidates.filter((f) => f.sign === sign.value);
        if (candidates.length === 0) fail(`${who(owner)}: ${name} is not among the facts`);
        else if (right.length === 0) fail(`${who(owner)}: ${name} is not in ${signName(sign.value, lang)}`);
        else if (!right.some(cited))
          fail(`${name} in ${signName(sign.value, lang)} is stated but its fact is not cited`);
        continue;
      }
      const holders = placements.filter((f) => f.sign === sign.value);
      if (holders.length === 0) fail(`${signName(sign.value, lang)} holds nothing in either chart`);
      else if (!holders.some(cited))
        fail(`${signName(sign.value, lang)} is named but no cited fact is in it`);
    }

    // A point in a house: its own house, the other person's (an overlay) or the composite's.
    for (const house of hs) {
      if (ss.some((sign) => sign.at > house.end && sign.at - house.end <= 12)) continue;
      const point = ps.filter((p) => p.end <= house.at).at(-1);
      if (!point || house.at - point.end > 60) continue;
      if (as.some((x) => x.at >= point.end && x.end <= house.at)) continue;
      if (point.value === 'ascendant' || point.value === 'mc') continue;
      const owner = ownerOf(point);
      const matches: Fact[] = [
        ...placements.filter(
          (f) => f.point === point.value && f.house === house.value && (owner === null || f.owner === owner),
        ),
        ...overlays.filter(
          (f) => f.planet === point.value && f.house === house.value && (owner === null || f.owner === owner),
        ),
      ];
      const name = pointLabel(point.value, lang);
      if (matches.length === 0) fail(`${who(owner)}: ${name} is not in house ${house.value} of any chart`);
      else if (!matches.some(cited)) fail(`${name} in house ${house.value} is stated but not cited`);
    }

    // Aspects: between the nearest points around the word, the first person's and the second's.
    for (const aspect of as) {
      const before = ps.filter((p) => p.end <= aspect.at).at(-1);
      const after = ps.find((p) => p.at >= aspect.end && p.at - aspect.end <= 80);
      if (!before || !after) continue;
      const [o1, o2] = [ownerOf(before), ownerOf(after)];
      if (o1 === 'composite' || o2 === 'composite') {
        fail(
          `${pointLabel(before.value, lang)} / ${pointLabel(after.value, lang)}: the facts give no composite aspect`,
        );
        continue;
      }
      const fits = (f: FactOf<'synastry'>) =>
        (f.a === before.value && f.b === after.value && o1 !== 'b' && o2 !== 'a') ||
        (f.a === after.value && f.b === before.value && o2 !== 'b' && o1 !== 'a');
      const pair = synastry.filter(fits);
      const names2 = `${pointLabel(before.value, lang)} / ${pointLabel(after.value, lang)}`;
      const exact = pair.filter((f) => f.type === aspect.value);
      if (exact.length === 0) {
        fail(
          pair.length
            ? `${names2}: the facts give another aspect than ${aspect.value}`
            : `${names2}: no ${aspect.value} between the two charts in the facts`,
        );
        continue;
      }
      if (!exact.some(cited)) fail(`${names2} ${aspect.value} is stated but its fact is not cited`);
    }

    // Numbers: a life path or an expression number is someone's.
    for (const m of numbers(s.text, lang)) {
      const { key, value } = m.value;
      if (key !== 'life_path' && key !== 'expression') {
        fail(`${key.replace('_', ' ')} ${value}: this reading computed no such number`);
        continue;
      }
      const before = s.text.slice(0, m.at);
      const nearest = names
        .map((n, i) => ({ i, at: before.lastIndexOf(n) }))
        .filter((x) => x.at >= 0 && names[0] !== names[1])
        .sort((x, y) => y.at - x.at)[0];
      const owner = nearest ? (nearest.i === 0 ? 'a' : 'b') : null;
      const candidates = nums.filter((f) => f.key === key && (owner === null || f.owner === owner));
      const right = candidates.filter((f) => f.value === value);
      if (right.length === 0) fail(`${who(owner)}: ${key.replace('_', ' ')} is not ${value}`);
      else if (!right.some(cited)) fail(`${key.replace('_', ' ')} ${value} is stated but not cited`);
    }
    const coupleWords =
      lang === 'fr'
        ? `nombre\\s+du\\s+couple(?:\\s*(?::|=|est|vaut|de|donne|le)\\s*|\\s+){0,3}(\\d{1,2})(?![\\d+=,.]\\d)(?!\\s*[+=])`
        : `couple\\s+number(?:\\s*(?::|=|is|of)\\s*|\\s+){0,3}(\\d{1,2})(?![\\d+=,.]\\d)(?!\\s*[+=])`;
    for (const m of s.text.matchAll(re(`${B}${coupleWords}`, 'giu'))) {
      const value = Number(m[1]);
      if (!couple || couple.value !== value)
        fail(`the couple number is ${couple?.value ?? '?'}, not ${value}`);
      else if (!cited(couple)) fail('the couple number is stated but not cited');
    }

    // Dates: only the births are dated in this reading.
    for (const d of dates(s.text, lang)) {
      const births = ctx.list.filter(
        (f): f is FactOf<'birth'> =>
          f.kind === 'birth' &&
          Number(f.date.slice(5, 7)) === d.value.month &&
          Number(f.date.slice(8, 10)) === d.value.day,
      );
      if (births.length === 0) fail(`${d.value.day}/${d.value.month}: a date that no fact carries`);
      else if (!births.some(cited)) fail(`${d.value.day}/${d.value.month}: the birth it names is not cited`);
    }
  }
}

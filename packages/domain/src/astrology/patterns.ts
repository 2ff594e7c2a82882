/**
 * Aspect patterns among the ten planets (Sun to Pluto; the node and the angles are points, not
 * bodies, and take no part). Patterns are read from their own aspect table, with orbs a little
 * tighter than the chart's (a figure of three or four aspects each at the edge of its orb is no
 * longer a figure) and with the quincunx (150°) that the yod needs:
 *   trine 6°, square 6°, opposition 7°, sextile 4°, quincunx 2.5°, one degree more with the
 *   Sun or the Moon.
 * A stellium is three planets or more in one sign, or in one house when the birth time is known.
 * A grand cross holds four T-squares and a kite holds a grand trine: those are not reported
 * again on their own.
 */
import type { PlanetPlacement } from './chart';
import { PLANET_IDS, angleDiff, signInfo } from './zodiac';
import type { Element, Lang, PlanetId, SignId } from './zodiac';

export type BodyId = Exclude<PlanetId, 'node'>;
export type PatternAspect = 'sextile' | 'square' | 'trine' | 'quincunx' | 'opposition';

export const PATTERN_ASPECTS: Readonly<Record<PatternAspect, { angle: number; orb: number }>> = {
  sextile: { angle: 60, orb: 4 },
  square: { angle: 90, orb: 6 },
  trine: { angle: 120, orb: 6 },
  quincunx: { angle: 150, orb: 2.5 },
  opposition: { angle: 180, orb: 7 },
};

export const PATTERN_BODIES: readonly BodyId[] = PLANET_IDS.filter((id): id is BodyId => id !== 'node');

export type PatternPlanet = Pick<PlanetPlacement, 'id' | 'longitude' | 'sign' | 'house'>;

export type AspectPattern =
  | { kind: 'stellium'; by: 'sign'; sign: SignId; members: BodyId[] }
  | { kind: 'stellium'; by: 'house'; house: number; members: BodyId[] }
  /** `element` when the three share one, as a classic grand trine does. */
  | { kind: 'grand_trine'; members: BodyId[]; element: Element | null }
  /** `opposition` holds the two ends, `apex` the planet square to both. */
  | { kind: 't_square'; members: BodyId[]; opposition: [BodyId, BodyId]; apex: BodyId }
  | { kind: 'grand_cross'; members: BodyId[]; oppositions: [[BodyId, BodyId], [BodyId, BodyId]] }
  /** `base`: the sextile pair; `apex`: the planet quincunx to both. */
  | { kind: 'yod'; members: BodyId[]; base: [BodyId, BodyId]; apex: BodyId }
  /** The grand trine, and the fourth planet opposite `apex` and sextile the two others. */
  | { kind: 'kite'; members: BodyId[]; grandTrine: BodyId[]; apex: BodyId; tail: BodyId };

export type PatternKind = AspectPattern['kind'];

export const PATTERN_NAMES: Readonly<Record<PatternKind, Readonly<Record<Lang, string>>>> = {
  stellium: { fr: 'stellium', en: 'stellium' },
  grand_trine: { fr: 'grand trigone', en: 'grand trine' },
  t_square: { fr: 'T-carré', en: 'T-square' },
  grand_cross: { fr: 'grand carré', en: 'grand cross' },
  yod: { fr: 'yod (doigt de Dieu)', en: 'yod (finger of God)' },
  kite: { fr: 'cerf-volant', en: 'kite' },
};

const LUMINARIES: ReadonlySet<BodyId> = new Set(['sun', 'moon']);

/** The pattern aspect between two planets within its orb, or null. */
export function patternAspect(a: PatternPlanet, b: PatternPlanet): PatternAspect | null {
  const distance = Math.abs(angleDiff(a.longitude, b.longitude));
  const bonus = LUMINARIES.has(a.id as BodyId) || LUMINARIES.has(b.id as BodyId) ? 1 : 0;
  for (const [type, { angle, orb }] of Object.entries(PATTERN_ASPECTS) as [
    PatternAspect,
    { angle: number; orb: number },
  ][]) {
    if (Math.abs(distance - angle) <= orb + bonus) return type;
  }
  return null;
}

const order = (ids: readonly BodyId[]) =>
  [...ids].sort((a, b) => PATTERN_BODIES.indexOf(a) - PATTERN_BODIES.indexOf(b));

function stelliums(bodies: readonly PatternPlanet[]): AspectPattern[] {
  const out: AspectPattern[] = [];
  const bySign = new Map<SignId, BodyId[]>();
  const byHouse = new Map<number, BodyId[]>();
  for (const p of bodies) {
    bySign.set(p.sign, [...(bySign.get(p.sign) ?? []), p.id as BodyId]);
    if (p.house !== null) byHouse.set(p.house, [...(byHouse.get(p.house) ?? []), p.id as BodyId]);
  }
  for (const [sign, members] of bySign)
    if (members.length >= 3) out.push({ kind: 'stellium', by: 'sign', sign, members: order(members) });
  for (const [house, members] of [...byHouse].sort((a, b) => a[0] - b[0])) {
    if (members.length >= 3) out.push({ kind: 'stellium', by: 'house', house, members: order(members) });
  }
  return out;
}

/** Every aspect-made pattern and every stellium; members in the usual planet order. */
export function findPatterns(planets: readonly PatternPlanet[]): AspectPattern[] {
  const bodies = PATTERN_BODIES.map((id) => planets.find((p) => p.id === id)).filter(
    (p): p is PatternPlanet => p !== undefined,
  );
  const ids = bodies.map((b) => b.id as BodyId);
  const table = new Map<string, PatternAspect | null>();
  for (const a of bodies)
    for (const b of bodies) if (a.id !== b.id) table.set(`${a.id}|${b.id}`, patternAspect(a, b));
  const is = (a: BodyId, b: BodyId, t: PatternAspect) => table.get(`${a}|${b}`) === t;

  const trines: BodyId[][] = [];
  const tSquares: Extract<AspectPattern, { kind: 't_square' }>[] = [];
  const yods: AspectPattern[] = [];
  const crosses: Extract<AspectPattern, { kind: 'grand_cross' }>[] = [];
  const kites: Extract<AspectPattern, { kind: 'kite' }>[] = [];

  ids.forEach((a, i) =>
    ids.slice(i + 1).forEach((b, j) => {
      for (const c of ids.slice(i + j + 2))
        if (is(a, b, 'trine') && is(b, c, 'trine') && is(a, c, 'trine')) trines.push([a, b, c]);
      for (const c of ids) {
        if (c === a || c === b) continue;
        if (is(a, b, 'opposition') && is(a, c, 'square') && is(b, c, 'square')) {
          tSquares.push({ kind: 't_square', members: order([a, b, c]), opposition: [a, b], apex: c });
        }
        if (is(a, b, 'sextile') && is(a, c, 'quincunx') && is(b, c, 'quincunx')) {
          yods.push({ kind: 'yod', members: order([a, b, c]), base: [a, b], apex: c });
        }
      }
    }),
  );

  // Two T-squares on two different oppositions sharing their apexes make a grand cross.
  const seenCross = new Set<string>();
  for (const t of tSquares) {
    const [a, b] = t.opposition;
    for (const d of ids) {
      if (t.members.includes(d) || !is(t.apex, d, 'opposition') || !is(a, d, 'square') || !is(b, d, 'square'))
        continue;
      const members = order([a, b, t.apex, d]);
      if (seenCross.has(members.join())) continue;
      seenCross.add(members.join());
      crosses.push({
        kind: 'grand_cross',
        members,
        oppositions: [
          [a, b],
          [t.apex, d],
        ],
      });
    }
  }

  for (const trine of trines) {
    for (const apex of trine) {
      const others = trine.filter((x) => x !== apex) as [BodyId, BodyId];
      for (const tail of ids) {
        if (trine.includes(tail) || !is(apex, tail, 'opposition')) continue;
        if (is(tail, others[0], 'sextile') && is(tail, others[1], 'sextile')) {
          kites.push({
            kind: 'kite',
            members: order([...trine, tail]),
            grandTrine: order(trine),
            apex,
            tail,
          });
        }
      }
    }
  }

  const inCross = (members: readonly BodyId[]) =>
    crosses.some((c) => members.every((m) => c.members.includes(m)));
  const inKite = (members: readonly BodyId[]) =>
    kites.some((k) => members.every((m) => k.grandTrine.includes(m)));
  const elementOf = (trine: readonly BodyId[]): Element | null => {
    const elements = new Set(
      trine.map((id) => signInfo(bodies.find((b) => b.id === id)?.sign ?? 'aries').element),
    );
    return elements.size === 1 ? ([...elements][0] ?? null) : null;
  };

  return [
    ...stelliums(bodies),
    ...trines
      .filter((t) => !inKite(t))
      .map((t): AspectPattern => ({ kind: 'grand_trine', members: order(t), element: elementOf(t) })),
    ...kites,
    ...tSquares.filter((t) => !inCross(t.members)),
    ...crosses,
    ...yods,
  ];
}

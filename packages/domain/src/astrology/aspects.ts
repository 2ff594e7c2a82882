import { angleDiff } from './zodiac';
import type { PointId } from './zodiac';

export type AspectType = 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';

export const ASPECTS: Readonly<Record<AspectType, { angle: number; orb: number; glyph: string }>> = {
  conjunction: { angle: 0, orb: 8, glyph: '☌' },
  sextile: { angle: 60, orb: 4, glyph: '⚹' },
  square: { angle: 90, orb: 7, glyph: '□' },
  trine: { angle: 120, orb: 7, glyph: '△' },
  opposition: { angle: 180, orb: 8, glyph: '☍' },
};

export const ASPECT_TYPES = Object.keys(ASPECTS) as AspectType[];

export interface Aspect {
  a: PointId;
  b: PointId;
  type: AspectType;
  /** The aspect's exact angle (0, 60, 90, 120, 180). */
  angle: number;
  /** Distance from exactness, degrees. */
  orb: number;
  /** True while the orb is closing. */
  applying: boolean;
}

export interface AspectPoint {
  id: PointId;
  longitude: number;
  /** Degrees per day; 0 for the natal angles, which we treat as fixed. */
  speed: number;
}

const LUMINARIES: ReadonlySet<PointId> = new Set(['sun', 'moon']);
const MINOR_POINTS: ReadonlySet<PointId> = new Set(['node', 'ascendant', 'mc']);

/**
 * Orbs follow common modern practice: the Sun and Moon are given a degree or two more;
 * the node and the angles, being points rather than bodies, a tighter 5° (3° for a sextile).
 */
export function orbFor(type: AspectType, a: PointId, b: PointId): number {
  const base = ASPECTS[type].orb;
  if (MINOR_POINTS.has(a) || MINOR_POINTS.has(b)) return type === 'sextile' ? 3 : Math.min(base, 5);
  if (LUMINARIES.has(a) || LUMINARIES.has(b)) {
    return base + (type === 'conjunction' || type === 'opposition' ? 2 : 1);
  }
  return base;
}

/**
 * Which aspects a pair may form. The node is read only by conjunction and opposition (its
 * other "aspects" carry no tradition); two angles, or an angle and the node, are structure
 * rather than aspect and are skipped.
 */
function allowedTypes(a: PointId, b: PointId): readonly AspectType[] {
  const aMinor = MINOR_POINTS.has(a);
  const bMinor = MINOR_POINTS.has(b);
  if (aMinor && bMinor) return [];
  if (a === 'node' || b === 'node') return ['conjunction', 'opposition'];
  return ASPECT_TYPES;
}

/** No orb is wider (a luminary's conjunction or opposition): pairs farther off need no lookup. */
const WIDEST_ORB = 10;

export function findAspect(p: AspectPoint, q: AspectPoint): Aspect | null {
  const separation = angleDiff(p.longitude, q.longitude); // q − p in (−180, 180]
  const distance = Math.abs(separation);
  let best: Aspect | null = null;
  for (const type of allowedTypes(p.id, q.id)) {
    const { angle } = ASPECTS[type];
    const orb = Math.abs(distance - angle);
    if (orb > WIDEST_ORB || orb > orbFor(type, p.id, q.id)) continue;
    if (best && best.orb <= orb) continue;
    // d|sep|/dt = sign(sep)·(v_q − v_p); the orb closes when that rate moves |sep| toward the angle.
    const rate = (separation >= 0 ? 1 : -1) * (q.speed - p.speed);
    const applying = (distance - angle) * rate < 0;
    best = { a: p.id, b: q.id, type, angle, orb, applying };
  }
  return best;
}

/** Every aspect among the points, each pair once, in the order the points are given. */
export function findAspects(points: readonly AspectPoint[]): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i];
      const q = points[j];
      if (!p || !q) continue;
      const aspect = findAspect(p, q);
      if (aspect) out.push(aspect);
    }
  }
  return out;
}

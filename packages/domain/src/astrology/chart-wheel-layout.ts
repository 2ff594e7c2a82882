/**
 * Where each planet's glyph goes on the wheel: at its own longitude when it has room,
 * otherwise spread along the ring, as little as possible, so that no two glyphs overlap.
 */
import { normalizeDegrees } from './zodiac';

export interface PlacedGlyph<Id extends string> {
  id: Id;
  /** The true longitude, where the leader line points. */
  longitude: number;
  /** Where the glyph is drawn, degrees of longitude. */
  display: number;
}

interface Cluster {
  members: { id: string; x: number }[];
  sum: number;
  start: number;
}

/**
 * Least-displacement spacing on a circle. The circle is cut in its widest gap so that the
 * problem is a line; then consecutive points are pooled into clusters laid out `minSep` apart
 * around the mean of what they want (the placement that moves them least in total), merging
 * a cluster into its predecessor whenever they would overlap, until none do.
 */
export function spreadOnCircle<Id extends string>(
  points: readonly { id: Id; longitude: number }[],
  minSep: number,
): PlacedGlyph<Id>[] {
  if (points.length === 0) return [];
  if (points.length * minSep > 360) throw new RangeError('too many glyphs for the ring');
  const sorted = [...points]
    .map((p) => ({ ...p, longitude: normalizeDegrees(p.longitude) }))
    .sort((a, b) => a.longitude - b.longitude);

  // Cut after the widest gap: the point following it starts the line.
  let cut = 0;
  let widest = -1;
  sorted.forEach((p, i) => {
    const prev = sorted[(i - 1 + sorted.length) % sorted.length] ?? p;
    const gap = normalizeDegrees(p.longitude - prev.longitude) || (sorted.length === 1 ? 360 : 0);
    if (gap > widest) [widest, cut] = [gap, i];
  });
  const base = sorted[cut]?.longitude ?? 0;
  const line = [...sorted.slice(cut), ...sorted.slice(0, cut)].map((p) => ({
    id: p.id as string,
    x: normalizeDegrees(p.longitude - base),
  }));

  const stack: Cluster[] = [];
  for (const point of line) {
    let current: Cluster = { members: [point], sum: point.x, start: point.x };
    for (
      let prev = stack.at(-1);
      prev && prev.start + prev.members.length * minSep > current.start;
      prev = stack.at(-1)
    ) {
      stack.pop();
      const members = [...prev.members, ...current.members];
      const sum = prev.sum + current.sum;
      current = { members, sum, start: sum / members.length - ((members.length - 1) * minSep) / 2 };
    }
    stack.push(current);
  }

  const offsets = stack.flatMap((cluster) =>
    cluster.members.map((m, k) => ({ id: m.id, x: cluster.start + k * minSep })),
  );
  const first = offsets[0]?.x ?? 0;
  const last = offsets.at(-1)?.x ?? 0;
  // Two crowds pushed outwards from both ends can meet across the cut; then, rarely, fall
  // back to an even spacing in the same order, which cannot overlap.
  const evenly = first + 360 - last < minSep - 1e-9;
  const step = 360 / offsets.length;
  return offsets.map((o, k) => ({
    id: o.id as Id,
    longitude: normalizeDegrees(base + (line[k]?.x ?? 0)),
    display: normalizeDegrees(base + (evenly ? k * step : o.x)),
  }));
}

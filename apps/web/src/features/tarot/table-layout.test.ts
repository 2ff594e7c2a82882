import { describe, expect, it } from 'vitest';
import {
  CARD_H,
  CARD_W,
  ARC_DROP,
  ARC_STEP,
  MIN_TAP_PX,
  RING_RADII,
  TABLE_SIZE,
  arcLayout,
  arcPose,
  ringSlots,
  seedScale,
  tableScale,
  usesArc,
} from './table-layout';

describe('the card table', () => {
  const slots = ringSlots();

  it('lays out the 78 positions once each', () => {
    expect(slots).toHaveLength(78);
    expect(new Set(slots.map((s) => s.position)).size).toBe(78);
  });

  it('keeps every card inside the table', () => {
    const half = TABLE_SIZE / 2;
    for (const s of slots) expect(Math.hypot(s.x, s.y) + CARD_H / 2).toBeLessThanOrEqual(half + 1e-9);
  });

  it('leaves neighbours on a ring far enough apart to be tapped (WCAG 2.5.8 at half size)', () => {
    for (const radius of RING_RADII) {
      const ring = slots.filter((s) => Math.abs(Math.hypot(s.x, s.y) - radius) < 1e-6);
      const pitch = Math.hypot((ring[1]?.x ?? 0) - (ring[0]?.x ?? 0), (ring[1]?.y ?? 0) - (ring[0]?.y ?? 0));
      expect(pitch * 0.5).toBeGreaterThanOrEqual(24);
      expect(pitch).toBeGreaterThan(CARD_W);
    }
  });

  it('scales as the seed says, and further to fit a narrow box', () => {
    expect([seedScale(1280), seedScale(768), seedScale(600), seedScale(480), seedScale(375)]).toEqual([
      1, 0.75, 0.75, 0.5, 0.5,
    ]);
    expect(tableScale(1280, 1000)).toBe(1);
    expect(tableScale(600, 420) * TABLE_SIZE).toBeLessThanOrEqual(420);
    expect(tableScale(375, 335) * TABLE_SIZE).toBeLessThanOrEqual(335);
    expect(tableScale(375, 335)).toBe(0.5);
  });
});

describe('the arc (a phone: every card a finger wide, the strip scrolling sideways)', () => {
  it("is used where the seed's half-size ring would draw cards under 24 px; its ×0.75 ring stays", () => {
    // 390 px: the seed's ×0.5 gives 22 px cards, under WCAG 2.5.8's 24 px.
    expect(usesArc(tableScale(390, 350))).toBe(true);
    // 600 and 768 px: the seed's ×0.75 ring (33 px cards) is drawn.
    expect(tableScale(600, 560)).toBe(0.75);
    expect(usesArc(tableScale(600, 560))).toBe(false);
    expect(usesArc(tableScale(768, 700))).toBe(false);
    expect(usesArc(tableScale(1366, 1000))).toBe(false);
  });

  it('lays 78 full-size cards side by side, none covering another, the ends able to reach the middle', () => {
    const { lefts, width, height } = arcLayout(350);
    expect(lefts).toHaveLength(78);
    expect(CARD_W).toBeGreaterThanOrEqual(MIN_TAP_PX);
    for (let i = 1; i < lefts.length; i++) expect(lefts[i]! - lefts[i - 1]!).toBe(ARC_STEP);
    expect(ARC_STEP).toBeGreaterThan(CARD_W);
    expect(lefts[0]).toBe(175);
    expect(width - lefts.at(-1)!).toBe(175);
    expect(height).toBeGreaterThanOrEqual(CARD_H + ARC_DROP);
  });

  it('bends round the middle of the view: flat there, dropping and turning outwards at the edges', () => {
    expect(arcPose(0)).toEqual({ drop: 0, turn: 0 });
    const right = arcPose(175);
    const left = arcPose(-175);
    expect(right.drop).toBeGreaterThan(20);
    expect(right.drop).toBeLessThanOrEqual(ARC_DROP);
    expect(right.turn).toBeGreaterThan(15);
    expect(left.turn).toBeCloseTo(-right.turn, 9);
    expect(arcPose(5000).drop).toBe(ARC_DROP);
  });
});

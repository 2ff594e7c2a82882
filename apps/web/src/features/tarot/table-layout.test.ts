import { describe, expect, it } from 'vitest';
import {
  CARD_H,
  CARD_W,
  MIN_TAP_PX,
  RING_RADII,
  TABLE_SIZE,
  ringSlots,
  rowLayout,
  seedScale,
  tableScale,
  usesRows,
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

describe('rowLayout (a phone: every card a finger wide)', () => {
  it('lays 78 full-size cards in rows that fit the box, each showing at least 44 × 44 px', () => {
    const { slots, width } = rowLayout(335);
    expect(slots).toHaveLength(78);
    expect(width).toBeLessThanOrEqual(335);
    expect(usesRows(tableScale(375, 335))).toBe(true);
    expect(usesRows(tableScale(1280, 1000))).toBe(false);
    const byRow = new Map<number, number[]>();
    for (const s of slots) byRow.set(s.y, [...(byRow.get(s.y) ?? []), s.x]);
    const ys = [...byRow.keys()].sort((a, b) => a - b);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(MIN_TAP_PX);
    for (const xs of byRow.values())
      for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(CARD_W);
    expect(CARD_W).toBeGreaterThanOrEqual(MIN_TAP_PX);
  });
});

import { describe, expect, it } from 'vitest';
import { CARD_H, CARD_W, RING_RADII, TABLE_SIZE, ringSlots, seedScale, tableScale } from './table-layout';

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

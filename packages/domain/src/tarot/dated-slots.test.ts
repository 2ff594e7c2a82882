import { describe, expect, it } from 'vitest';
import { addMonths, datedPositions, datedSlots, forecastWindow } from './dated-slots';
import { spreadFor } from './spreads';

describe('forecast window and dated slots', () => {
  it('covers the period sold from the order date: three months, twelve, or none', () => {
    expect(forecastWindow(2, '2026-11-23')).toEqual({ from: '2026-11-23', to: '2027-02-23' });
    expect(forecastWindow(3, '2026-11-23')).toEqual({ from: '2026-11-23', to: '2027-11-23' });
    expect(forecastWindow(1, '2026-11-23')).toBeNull();
    expect(() => forecastWindow(2, '2026-02-30')).toThrow(RangeError);
  });

  it('cuts three months into three calendar months, with no gap or overlap', () => {
    const window = forecastWindow(2, '2026-11-23');
    if (!window) throw new Error('window expected');
    expect(datedSlots(window, 3)).toEqual([
      { index: 0, start: '2026-11-23', end: '2026-12-22' },
      { index: 1, start: '2026-12-23', end: '2027-01-22' },
      { index: 2, start: '2027-01-23', end: '2027-02-22' },
    ]);
  });

  it('cuts a year into thirds of four months, clamping the 31st', () => {
    expect(datedSlots({ from: '2027-01-31', to: addMonths('2027-01-31', 12) }, 3)).toEqual([
      { index: 0, start: '2027-01-31', end: '2027-05-30' },
      { index: 1, start: '2027-05-31', end: '2027-09-29' },
      { index: 2, start: '2027-09-30', end: '2028-01-30' },
    ]);
  });

  it('falls back to even whole days when the months do not divide', () => {
    const slots = datedSlots({ from: '2026-01-01', to: '2026-04-01' }, 2);
    expect(slots).toEqual([
      { index: 0, start: '2026-01-01', end: '2026-02-14' },
      { index: 1, start: '2026-02-15', end: '2026-03-31' },
    ]);
    expect(() => datedSlots({ from: '2026-01-01', to: '2026-01-03' }, 3)).toThrow(RangeError);
    expect(() => datedSlots({ from: '2026-01-01', to: '2026-04-01' }, 0)).toThrow(RangeError);
  });

  it('dates the positions of a forecast spread and leaves positional ones undated', () => {
    const window = forecastWindow(2, '2026-11-23');
    const climate = datedPositions(spreadFor(2, 4), window);
    expect(climate.map((p) => p.slot?.start ?? null)).toEqual([
      null,
      '2026-11-23',
      '2026-12-23',
      '2027-01-23',
    ]);
    const celtic = datedPositions(spreadFor(3, 10), forecastWindow(3, '2026-11-23'));
    expect(celtic.every((p) => p.slot === null)).toBe(true);
    expect(celtic.find((p) => p.position.name.fr === 'Le passé récent')?.slot).toBeNull();
  });
});

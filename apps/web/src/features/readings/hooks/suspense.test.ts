import { describe, expect, it } from 'vitest';
import { suspenseDuration } from './suspense';

describe('suspenseDuration', () => {
  it('spans the seed’s 6 to 8 seconds from the default 6000 ms', () => {
    expect(suspenseDuration(6000, 0)).toBe(6000);
    expect(suspenseDuration(6000, 0.5)).toBe(7000);
    expect(suspenseDuration(6000, 1)).toBe(8000);
  });

  it('is zero when the server turns the pause off, and never negative', () => {
    expect(suspenseDuration(0, 0.7)).toBe(0);
    expect(suspenseDuration(-5, 0.7)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod';

describe('zod-config', () => {
  it('turns zod jitless without importing it (no new Function under the CSP)', () => {
    expect(config().jitless).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';
import { PRODUCTION_ENV } from './test/production-env';

/** VAT_REGIME and VAT_OSS (decision 0345): what each says, and what production refuses. */
describe('VAT settings', () => {
  test('the default is today’s France-only shop: a single-purpose voucher, French VAT at top-up', () => {
    const c = loadConfig({});
    expect(c.VAT_REGIME).toBe('single-purpose');
    expect(c.vatOss).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).VAT_REGIME).toBe('single-purpose');
  });

  test('multi-purpose: destination rates through the one-stop shop unless VAT_OSS=false', () => {
    expect(loadConfig({ VAT_REGIME: 'multi-purpose' }).vatOss).toBe(true);
    expect(loadConfig({ VAT_REGIME: 'multi-purpose', VAT_OSS: 'false' }).vatOss).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, VAT_REGIME: 'multi-purpose', VAT_OSS: 'true' }).vatOss).toBe(true);
  });

  test.each([
    [{ VAT_REGIME: 'mixed' }, /VAT_REGIME: single-purpose or multi-purpose/],
    [{ VAT_OSS: 'true' }, /VAT_OSS: only with VAT_REGIME=multi-purpose/],
    [{ VAT_REGIME: 'multi-purpose', VAT_OSS: 'perhaps' }, /VAT_OSS/],
    [
      { ...PRODUCTION_ENV, VAT_REGIME: 'multi-purpose' },
      /VAT_OSS: required in production with VAT_REGIME=multi-purpose/,
    ],
  ])('refused: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

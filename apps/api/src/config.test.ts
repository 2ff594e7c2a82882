import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  test('defaults describe the embedded set-up', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.database.kind).toBe('pglite');
    expect(c).toMatchObject({
      ai: 'offline',
      cardPayments: 'demo',
      paypal: 'demo',
      mail: 'outbox',
      DELIVERY_PROMISE_HOURS: 2,
    });
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
  });

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYPAL_CLIENT_ID: 'id' }, 'PAYPAL_CLIENT_SECRET'],
    [{ AI_API_KEY: 'k' }, 'AI_BASE_URL'],
    [{ READING_SUSPENSE_MS: '-1' }, 'READING_SUSPENSE_MS'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  test('configured providers are picked up', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1/db',
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'a',
      PAYPAL_CLIENT_SECRET: 'b',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(c).toMatchObject({
      ai: 'openai',
      cardPayments: 'stripe',
      paypal: 'paypal',
      mail: 'smtp',
      database: { kind: 'postgres' },
    });
  });
});

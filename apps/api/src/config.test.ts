import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig, SAMPLE_LEGAL } from './config';
import { PRODUCTION_ENV } from './test/production-env';

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

  // A real identity for the production tests that are about something else.
  const { NODE_ENV: _env, DEMO_PAYMENTS: _demo, ...legal } = PRODUCTION_ENV;

  test('the seller’s identifiers for invoices: unset or empty, none; a malformed SIREN or VAT number stops the start', () => {
    const none = loadConfig({ LEGAL_VAT: ' ' });
    expect([none.LEGAL_CAPITAL, none.LEGAL_RCS, none.LEGAL_SIREN, none.LEGAL_VAT]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const c = loadConfig({
      LEGAL_SIREN: ' 123 456 789 ',
      LEGAL_VAT: 'FR12 123456789',
      LEGAL_RCS: 'RCS Lyon B 123 456 789',
    });
    expect([c.LEGAL_SIREN, c.LEGAL_VAT, c.LEGAL_RCS]).toEqual([
      '123 456 789',
      'FR12 123456789',
      'RCS Lyon B 123 456 789',
    ]);
    expect(() => loadConfig({ LEGAL_SIREN: '12345678' })).toThrow(/LEGAL_SIREN: nine digits/);
    expect(() => loadConfig({ LEGAL_VAT: '12 123456789' })).toThrow(/LEGAL_VAT/);
  });

  test('PARTNERS: none by default; a JSON list of https links; a bad one stops the start naming it', () => {
    expect(loadConfig({}).PARTNERS).toEqual([]);
    expect(
      loadConfig({ PARTNERS: '[{"name":"Librairie du Zodiaque","url":"https://zodiaque.example"}]' })
        .PARTNERS,
    ).toEqual([{ name: 'Librairie du Zodiaque', url: 'https://zodiaque.example' }]);
    expect(() => loadConfig({ PARTNERS: 'GeoNames' })).toThrow(/PARTNERS: must be a JSON list/);
    expect(() => loadConfig({ PARTNERS: '[{"name":"X","url":"http://x.example"}]' })).toThrow(
      /PARTNERS: 0\.url: must start with https:\/\//,
    );
    expect(() => loadConfig({ PARTNERS: '[{"url":"https://x.example"}]' })).toThrow(/PARTNERS: 0\.name/);
  });

  describe('the sample legal identity in production', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'a',
      PAYPAL_CLIENT_SECRET: 'b',
    };

    test('refused, naming each sample setting still in place', () => {
      const run = () => loadConfig({ NODE_ENV: 'production', ...keys });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(
        /DEMO_LEGAL: .*LEGAL_PUBLISHER, LEGAL_DIRECTOR, LEGAL_HOST, LEGAL_CONTACT, LEGAL_MEDIATOR/,
      );
      // Only the mediator left as the sample: only it is named.
      const oneLeft = () =>
        loadConfig({
          NODE_ENV: 'production',
          ...keys,
          ...legal,
          LEGAL_MEDIATOR: SAMPLE_LEGAL.LEGAL_MEDIATOR,
        });
      expect(oneLeft).toThrow(/set LEGAL_MEDIATOR \(or DEMO_LEGAL=true/);
    });

    test('a real identity, or DEMO_LEGAL=true on purpose, starts; outside production the samples are fine', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...keys, ...legal }).LEGAL_PUBLISHER).toBe(
        legal.LEGAL_PUBLISHER,
      );
      expect(loadConfig({ NODE_ENV: 'production', ...keys, DEMO_LEGAL: 'true' }).LEGAL_PUBLISHER).toBe(
        SAMPLE_LEGAL.LEGAL_PUBLISHER,
      );
      expect(loadConfig({}).LEGAL_MEDIATOR).toBe(SAMPLE_LEGAL.LEGAL_MEDIATOR);
    });

    test('the server process refuses to start with the sample identity (exit 78)', () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...keys },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(78);
      expect(run.stderr).toMatch(/DEMO_LEGAL: .*LEGAL_PUBLISHER/);
    });
  });

  describe('the identity’s form in production (decision 0277)', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PAYPAL_CLIENT_ID: 'a',
      PAYPAL_CLIENT_SECRET: 'b',
    };
    const run = (env: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: 'production', ...keys, ...legal, ...env });

    test('LEGAL_*=x is refused, naming every setting', () => {
      const all = Object.fromEntries(Object.keys(legal).map((k) => [k, 'x']));
      expect(run(all)).toThrow(ConfigError);
      for (const key of Object.keys(legal)) expect(run(all)).toThrow(new RegExp(`\\n  ${key}: `));
      // …and so is an identity with only its old parts: the telephones stay the (fictional) samples,
      // SIREN, VAT number and RCS are required.
      const {
        LEGAL_PHONE: _p,
        LEGAL_HOST_PHONE: _h,
        LEGAL_SIREN: _s,
        LEGAL_VAT: _v,
        LEGAL_RCS: _r,
        ...old
      } = legal;
      const bare = () => loadConfig({ NODE_ENV: 'production', ...keys, ...old });
      expect(bare).toThrow(/DEMO_LEGAL: .*set LEGAL_PHONE, LEGAL_HOST_PHONE \(or DEMO_LEGAL=true/);
      for (const key of ['LEGAL_SIREN', 'LEGAL_VAT', 'LEGAL_RCS'])
        expect(bare).toThrow(new RegExp(`${key}: required in production`));
    });

    test('telephones: digits, spaces, dots, a leading +; letters or too few digits refused (at any time)', () => {
      expect(run({ LEGAL_PHONE: '04 78 00 00 00', LEGAL_HOST_PHONE: '+33 (0)1.84.13.00.00' })).not.toThrow();
      expect(run({ LEGAL_PHONE: 'appelez-nous' })).toThrow(/LEGAL_PHONE: a telephone number/);
      expect(run({ LEGAL_HOST_PHONE: '12 34' })).toThrow(/LEGAL_HOST_PHONE: a telephone number/);
      expect(() => loadConfig({ LEGAL_PHONE: 'x' })).toThrow(/LEGAL_PHONE/);
    });

    test('SIREN: nine digits with a valid Luhn check', () => {
      expect(run({ LEGAL_SIREN: '123 456 789' })).toThrow(/LEGAL_SIREN: in production must be a SIREN/);
      // 732 829 320 passes Luhn; the VAT and RCS then name the SIREN they should carry.
      expect(run({ LEGAL_SIREN: '732 829 320' })).toThrow(/LEGAL_VAT: .*FR44732829320/);
      expect(
        run({ LEGAL_SIREN: '732829320', LEGAL_VAT: 'FR 44 732829320', LEGAL_RCS: 'RCS Paris B 732 829 320' }),
      ).not.toThrow();
    });

    test('VAT number: FR, the key computed from the SIREN, the SIREN', () => {
      expect(run({ LEGAL_VAT: 'FR12912345675' })).toThrow(/LEGAL_VAT: .*FR65912345675/);
      expect(run({ LEGAL_VAT: 'FR65732829320' })).toThrow(/LEGAL_VAT/);
      expect(run({ LEGAL_VAT: 'DE123456789' })).toThrow(/LEGAL_VAT/);
    });

    test('RCS: « RCS », the town, the SIREN', () => {
      expect(run({ LEGAL_RCS: 'RCS Lyon B 912 345 675' })).not.toThrow();
      expect(run({ LEGAL_RCS: 'Lyon' })).toThrow(/LEGAL_RCS: in production must be an RCS mention/);
      expect(run({ LEGAL_RCS: 'RCS Lyon 732 829 320' })).toThrow(/LEGAL_RCS/);
    });

    test('DEMO_LEGAL=true accepts any identity; outside production the form is not required', () => {
      expect(run({ LEGAL_PUBLISHER: 'x', LEGAL_SIREN: '123456789', DEMO_LEGAL: 'true' })).not.toThrow();
      expect(() => loadConfig({ LEGAL_PUBLISHER: 'x', LEGAL_SIREN: '123456789' })).not.toThrow();
    });

    test('the server process refuses to start with LEGAL_*=x (exit 78)', () => {
      const all = Object.fromEntries(Object.keys(legal).map((k) => [k, 'x']));
      const proc = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...keys, ...all, LEGAL_SIREN: '912345675' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(proc.status).toBe(78);
      expect(proc.stderr).toMatch(/LEGAL_PUBLISHER: in production must be the publisher’s name/);
    });
  });

  describe('demo payments in production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const paypal = { PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' };

    test('a method without keys stops the start, naming the missing keys', () => {
      const run = () => loadConfig({ NODE_ENV: 'production', ...stripe });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(/DEMO_PAYMENTS: .*PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET/);
      expect(run).not.toThrow(/STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ NODE_ENV: 'production', ...paypal })).toThrow(
        /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET/,
      );
    });

    test('all keys, or DEMO_PAYMENTS=true on purpose, start', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...legal, ...stripe, ...paypal }).demoPayments).toBe(false);
      const demo = loadConfig({ NODE_ENV: 'production', ...legal, ...stripe, DEMO_PAYMENTS: 'true' });
      expect(demo).toMatchObject({ demoPayments: true, cardPayments: 'stripe', paypal: 'demo' });
    });

    test('the server process refuses to start, naming the missing keys (exit 78)', () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...stripe },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(78);
      expect(run.stderr).toMatch(/DEMO_PAYMENTS: .*PAYPAL_CLIENT_ID/);
    });

    test('outside production (npm start sets no NODE_ENV) the demo checkout needs nothing', () => {
      expect(loadConfig({})).toMatchObject({ NODE_ENV: 'development', demoPayments: true });
    });
  });

  test('TRUST_PROXY: off by default, a hop count or an address list; "true" refused', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

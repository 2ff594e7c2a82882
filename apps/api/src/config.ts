import path from 'node:path';
import { z } from 'zod';
import { partnersSchema, type Partner } from '@arcanes/contracts/legal';
import { VAT_REGIMES } from '@arcanes/contracts/vat';
import { identityProblems, isPhone } from './legal-identity';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.string().url().optional();
/** A setting that may be left out, or set empty: then it is not printed. */
const optionalText = z
  .string()
  .transform((v) => v.trim() || undefined)
  .optional();

/**
 * Which proxies may set X-Forwarded-For: off (the peer is the client), a hop count, or a comma list
 * of addresses / CIDR ranges. "true" (trust any header) is refused: anyone could then pick their address.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const value = v.trim();
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((a) => a.trim());
  if (
    list.every(
      (a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a),
    )
  )
    return list;
  ctx.addIssue({
    code: 'custom',
    message: 'a hop count (1) or a comma list of proxy addresses or CIDR ranges; "true" is not accepted',
  });
  return z.NEVER;
});

/**
 * The sample identity the demonstration runs with. It names no real company: a shop in production
 * must replace every one of them (decision 0145), or say DEMO_LEGAL=true on purpose.
 */
export const SAMPLE_LEGAL = {
  LEGAL_PUBLISHER: 'Arcanes SAS, 10 rue des Étoiles, 75001 Paris',
  LEGAL_DIRECTOR: 'Camille Martin',
  LEGAL_HOST: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
  LEGAL_CONTACT: 'contact@arcanes.local',
  LEGAL_MEDIATOR: 'Médiation des Étoiles, 12 rue des Comètes, 75002 Paris — https://mediation.example',
  // Numbers ARCEP reserves for fiction (01 99 00 xx xx): nobody answers them.
  LEGAL_PHONE: '+33 1 99 00 12 34',
  LEGAL_HOST_PHONE: '+33 1 99 00 56 78',
} as const;

/**
 * PARTNERS: a JSON list of the partners shown on the home page, each
 * { "name": "…", "url": "https://…", "text": "…" | { "fr": "…", "en": "…" } }. Unset: none is shown.
 */
const partners = z.string().transform((v, ctx): Partner[] => {
  let json: unknown;
  try {
    json = JSON.parse(v);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON list: [{"name":"…","url":"https://…","text":"…"}]',
    });
    return z.NEVER;
  }
  const parsed = partnersSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'list'}: ${issue.message}` });
  return z.NEVER;
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    RUN_WORKERS: bool.default(true),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /**
     * The whole time an on-screen answer may wait for the model — attempts, the SDK's retries and the
     * retry with the check's reasons together — before the offline writer answers (decision 0270).
     */
    AI_ANSWER_BUDGET_MS: z.coerce.number().int().positive().default(25_000),
    /** How often a process that works jobs says it is alive; silent three times as long, its jobs are retried elsewhere. */
    JOB_HEARTBEAT_SECONDS: z.coerce.number().positive().default(10),
    /** How often each job worker fetches its queue on its own; wake-ups bring jobs sooner (decision 0420). */
    JOB_FALLBACK_POLL_SECONDS: z.coerce.number().positive().default(60),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_API_BASE: optionalUrl,
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYPAL_API_BASE: optionalUrl,
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Arcanes <bonjour@arcanes.local>'),
    /** Outbox e-mails (no SMTP) older than this many days are deleted, once a day (job outbox-purge). */
    OUTBOX_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
    ADMIN_EMAIL: z.string().email().default('admin@arcanes.local'),
    READING_SUSPENSE_MS: z.coerce.number().int().min(0).max(60_000).default(6000),
    DELIVERY_PROMISE_HOURS: z.coerce.number().positive().max(72).default(2),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
    RATE_LIMITS: bool.default(true),
    TRUST_PROXY: trustProxy.default(false),
    /** Production only: accept the demo checkout (free credit) for a method that has no keys. */
    DEMO_PAYMENTS: bool.default(false),
    /** Production only: accept the sample legal identity and mediator (a demonstration shop). */
    DEMO_LEGAL: bool.default(false),
    LEGAL_PUBLISHER: z.string().default(SAMPLE_LEGAL.LEGAL_PUBLISHER),
    LEGAL_DIRECTOR: z.string().default(SAMPLE_LEGAL.LEGAL_DIRECTOR),
    LEGAL_HOST: z.string().default(SAMPLE_LEGAL.LEGAL_HOST),
    LEGAL_CONTACT: z.string().default(SAMPLE_LEGAL.LEGAL_CONTACT),
    /** The consumer mediator the publisher belongs to (Code de la consommation L612-1, R616-1): name, address, website. */
    LEGAL_MEDIATOR: z.string().default(SAMPLE_LEGAL.LEGAL_MEDIATOR),
    /** The publisher's and the host's telephones (LCEN art. 6 III), on the legal notice and invoices. */
    LEGAL_PHONE: z
      .string()
      .trim()
      .default(SAMPLE_LEGAL.LEGAL_PHONE)
      .refine(
        isPhone,
        'a telephone number: 9 to 15 digits, spaces, dots or dashes, « + » first (+33 4 78 00 00 00)',
      ),
    LEGAL_HOST_PHONE: z
      .string()
      .trim()
      .default(SAMPLE_LEGAL.LEGAL_HOST_PHONE)
      .refine(
        isPhone,
        'a telephone number: 9 to 15 digits, spaces, dots or dashes, « + » first (+33 1 84 13 00 00)',
      ),
    /**
     * The seller's identifiers printed on invoices and credit notes when set (Code de commerce R123-237,
     * CGI 242 nonies A): the share capital, the trade register entry, the SIREN, the VAT number.
     */
    /**
     * The processors named by the privacy policy (decision 0292): the AI provider (named only while
     * AI_BASE_URL is set) and the e-mail provider (only while SMTP_URL is set), each « name (country) —
     * transfer basis » as the policy should print it.
     */
    PROCESSOR_AI: optionalText,
    PROCESSOR_MAIL: optionalText,
    LEGAL_CAPITAL: optionalText,
    LEGAL_RCS: optionalText,
    LEGAL_SIREN: optionalText.refine(
      (v) => v === undefined || /^\d{9}$/.test(v.replace(/\s/g, '')),
      'nine digits, the SIREN number (spaces allowed)',
    ),
    LEGAL_VAT: optionalText.refine(
      (v) => v === undefined || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v.replace(/\s/g, '')),
      'an intra-community VAT number: two capital letters, then 2 to 13 letters or digits (FR12345678901)',
    ),
    /**
     * How the credit is taxed (decision 0345): `single-purpose`, a France-only shop charging French VAT
     * at top-up (buyers billed outside France and Monaco are refused); `multi-purpose`, no VAT at
     * top-up and VAT at each reading consumed, at the buyer's country's rate.
     */
    VAT_REGIME: z.enum(VAT_REGIMES, { error: 'single-purpose or multi-purpose' }).default('single-purpose'),
    /**
     * Multi-purpose regime only: the shop declares the other member states' VAT through the one-stop
     * shop (past the EU threshold of 10 000 €, or having opted for it: CGI art. 259 D). Off, every
     * reading carries French VAT. Unset under multi-purpose, on; production requires it said.
     */
    VAT_OSS: bool.optional(),
    /** The partners shown on the home page; none by default (no section). */
    PARTNERS: partners.default([]),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'required with STRIPE_SECRET_KEY',
      });
    if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together',
      });
    if (env.AI_API_KEY && !env.AI_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'required with AI_API_KEY' });
    const missing = missingPaymentKeys(env);
    if (env.NODE_ENV === 'production' && !env.DEMO_PAYMENTS && missing.length)
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_PAYMENTS'],
        message: `in production every payment method needs its keys, or the demo checkout would credit wallets for free: set ${missing.join(', ')} (or DEMO_PAYMENTS=true to run a demonstration shop on purpose)`,
      });
    const samples = (Object.keys(SAMPLE_LEGAL) as (keyof typeof SAMPLE_LEGAL)[]).filter(
      (key) => env[key].trim() === SAMPLE_LEGAL[key],
    );
    if (env.NODE_ENV === 'production' && !env.DEMO_LEGAL && samples.length)
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_LEGAL'],
        message: `in production the legal notice, terms and receipts must name the real publisher, host and consumer mediator, not the samples: set ${samples.join(', ')} (or DEMO_LEGAL=true to run a demonstration shop on purpose)`,
      });
    if (env.VAT_REGIME === 'single-purpose' && env.VAT_OSS !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['VAT_OSS'],
        message:
          'only with VAT_REGIME=multi-purpose: a single-purpose voucher is sold in France only, with French VAT (decision 0345)',
      });
    // Which VAT a reading carries is the operator's to say, not a default's: past the EU threshold (or
    // having opted) each member state's through the one-stop shop, below it France's (decision 0345).
    if (env.NODE_ENV === 'production' && env.VAT_REGIME === 'multi-purpose' && env.VAT_OSS === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['VAT_OSS'],
        message:
          "required in production with VAT_REGIME=multi-purpose: true when the shop declares the other member states' VAT through the one-stop shop (past the EU threshold of 10 000 € of cross-border sales, or having opted), false to charge French VAT everywhere below it (decision 0345)",
      });
    // Beyond the samples, the form of each part of the identity (decision 0277): LEGAL_*=x does not go live.
    if (env.NODE_ENV === 'production' && !env.DEMO_LEGAL)
      for (const problem of identityProblems(env))
        if (!(samples as string[]).includes(problem.key))
          ctx.addIssue({
            code: 'custom',
            path: [problem.key],
            message: `${problem.message} (or DEMO_LEGAL=true to run a demonstration shop on purpose)`,
          });
  });

export type Env = z.infer<typeof envSchema>;

/** The keys whose absence makes a payment method fall back to the demo checkout. */
function missingPaymentKeys(env: {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
}): string[] {
  const missing: string[] = [];
  if (!env.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  if (!env.PAYPAL_CLIENT_ID) missing.push('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET');
  return missing;
}

export type Config = Env & {
  dataDir: string;
  publicUrl: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
  ai: 'openai' | 'offline';
  cardPayments: 'stripe' | 'demo';
  paypal: 'paypal' | 'demo';
  /** A payment method uses the demo checkout (free credit): warned at start, shown in the admin area. */
  demoPayments: boolean;
  mail: 'smtp' | 'outbox';
  /** Multi-purpose regime: readings taxed at the buyer's country's rate (one-stop shop); else French VAT. */
  vatOss: boolean;
};

export class ConfigError extends Error {}

/** Environment → typed config. A bad value throws a ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    publicUrl: (
      env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`
    ).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    ai: env.AI_BASE_URL ? 'openai' : 'offline',
    cardPayments: env.STRIPE_SECRET_KEY ? 'stripe' : 'demo',
    paypal: env.PAYPAL_CLIENT_ID ? 'paypal' : 'demo',
    demoPayments: missingPaymentKeys(env).length > 0,
    mail: env.SMTP_URL ? 'smtp' : 'outbox',
    vatOss: env.VAT_REGIME === 'multi-purpose' && env.VAT_OSS !== false,
  };
}

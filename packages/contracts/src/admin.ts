import { z } from 'zod';
import { DB_ID_MAX, emailSchema, isoDateSchema, langSchema, requiredText } from './common';
import {
  birthDateSchema,
  newPasswordSchema,
  optionalTimeSchema,
  roleSchema,
  secretSchema,
  sexeSchema,
  usernameSchema,
  userViewSchema,
} from './accounts';
import { nextCursorSchema, pageQueryShape } from './paging';
import { paymentProviderSchema, paymentStatusSchema } from './payments';

/** The page size every admin list takes; the pages themselves are keyset cursors (decision 0305). */
const paging = {
  limit: z.coerce.number({ error: 'number' }).int('number').min(1, 'number').max(100, 'number').default(20),
};

// ---- Users

export const ADMIN_USER_SORTS = [
  'username',
  'email',
  'first_name',
  'last_name',
  'created_at',
  'lastLogin',
  'loginCount',
  'wallet',
  'role',
] as const;
export const adminUserSortSchema = z.enum(ADMIN_USER_SORTS, { error: 'choice' });
export type AdminUserSort = z.infer<typeof adminUserSortSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'choice' });
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const adminUsersQuerySchema = z.object({
  /** Matches username, e-mail, first or last name (case-insensitive, anywhere in the text). */
  q: z.string().trim().max(100, 'too_long').optional(),
  role: roleSchema.optional(),
  sort: adminUserSortSchema.default('created_at'),
  order: sortOrderSchema.default('desc'),
  /** Keyset paging (decision 0305): `next_cursor` of the page before, in the same sort and order. */
  cursor: pageQueryShape.cursor,
  limit: paging.limit,
  lang: langSchema.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** A search's count stops there (the accounts without a search are counted from kept totals, exactly). */
export const ADMIN_USERS_COUNT_CAP = 1_000;

export const adminUserSchema = userViewSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  next_cursor: nextCursorSchema,
  /** How many accounts match; a search is counted up to ADMIN_USERS_COUNT_CAP, `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminMeResponseSchema = z.object({
  status: z.literal('success'),
  admin: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.literal('admin'),
  }),
  /** A payment method uses the demo checkout: wallets can be credited without a real payment. */
  demo_payments: z.boolean(),
});
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

/** The seed's create-user payload; the role offered is only `user` (promotion goes through /roles). */
export const adminCreateUserRequestSchema = z
  .object({
    username: usernameSchema,
    first_name: requiredText(100),
    last_name: requiredText(100),
    email: emailSchema,
    password: newPasswordSchema,
    confirm_password: secretSchema.optional(),
    role: z.enum(['user'], { error: 'choice' }).optional(),
    sexe: sexeSchema,
    date_naissance: birthDateSchema,
    heure_naissance: optionalTimeSchema,
    /** A place id from GET /api/places, or a name the server resolves. */
    lieu_naissance: requiredText(200),
    lang: langSchema.optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    path: ['confirm_password'],
    message: 'password_mismatch',
  });
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;
export type AdminCreateUserInput = z.output<typeof adminCreateUserRequestSchema>;

/** A euro amount as typed ("12,50", "12.50", -3) or as a number; parsed to cents by the server. */
const euroAmountSchema = z.union([z.string().trim().max(32, 'too_long'), z.number()]);

/**
 * Every seed field is optional. The wallet is never overwritten: `wallet_credit` (signed) is written
 * as a ledger adjustment with `wallet_reason`; the seed's `wallet` (a target balance) is turned into
 * the difference and needs the reason too. A password, when given, must meet the policy.
 */
export const adminUpdateUserRequestSchema = z.object({
  username: usernameSchema.optional(),
  first_name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: emailSchema.optional(),
  sexe: sexeSchema.optional(),
  date_naissance: birthDateSchema.optional(),
  heure_naissance: optionalTimeSchema,
  lieu_naissance: requiredText(200).optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPasswordSchema.optional()),
  role: roleSchema.optional(),
  /** Needed with a role change that removes the caller's own administrator rights. */
  confirm_self: z.boolean().optional(),
  wallet_credit: z.preprocess((v) => (v === '' || v === null ? undefined : v), euroAmountSchema.optional()),
  wallet: z.preprocess((v) => (v === '' || v === null ? undefined : v), euroAmountSchema.optional()),
  wallet_reason: z.string().trim().max(500, 'too_long').optional(),
  lang: langSchema.optional(),
});
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserRequestSchema>;
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserRequestSchema>;

export const walletAdjustmentSchema = z.object({
  amount_cents: z.number().int(),
  amount: z.number(),
  balance_after_cents: z.number().int(),
  reason: z.string(),
});

export const adminUserResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: adminUserSchema,
  adjustment: walletAdjustmentSchema.nullable().optional(),
});
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

export const adminRoleRequestSchema = z.object({
  /** The new role; without it the role flips (user ↔ admin), as the seed's toggle does. */
  role: roleSchema.optional(),
  confirm_self: z.boolean().optional(),
  lang: langSchema.optional(),
});
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

export const adminRoleResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  user: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }),
});

export const adminOkResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

// ---- Audit log

export const adminLogsQuerySchema = z.object({
  action: z.string().trim().max(100, 'too_long').optional(),
  /** The actor's username (exact, case-insensitive) or numeric id. */
  actor: z.string().trim().max(100, 'too_long').optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Keyset paging (decision 0305): `next_cursor` of the page before; newest first. */
  cursor: pageQueryShape.cursor,
  limit: paging.limit,
  lang: langSchema.optional(),
});
export type AdminLogsQuery = z.input<typeof adminLogsQuerySchema>;

export const adminLogSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  actor_id: z.number().int().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AdminLog = z.infer<typeof adminLogSchema>;

/** Counts stop there: counting five million audit rows on each load is what made the page slow. */
export const ADMIN_LOGS_COUNT_CAP = 1_000;

export const adminLogsResponseSchema = z.object({
  logs: z.array(adminLogSchema),
  next_cursor: nextCursorSchema,
  /** How many entries match, counted up to ADMIN_LOGS_COUNT_CAP; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  /** Every action recorded so far, for the filter. */
  actions: z.array(z.string()),
});
export type AdminLogsResponse = z.infer<typeof adminLogsResponseSchema>;

// ---- Payments

export const adminPaymentsQuerySchema = z.object({
  status: paymentStatusSchema.optional(),
  provider: paymentProviderSchema.optional(),
  user_id: z.coerce
    .number({ error: 'number' })
    .int('number')
    .positive('number')
    .max(DB_ID_MAX, 'number')
    .optional(),
  /** Keyset paging (decision 0305): `next_cursor` of the page before; newest first. */
  cursor: pageQueryShape.cursor,
  limit: paging.limit,
  lang: langSchema.optional(),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuerySchema>;

/** The payments' count stops there. */
export const ADMIN_PAYMENTS_COUNT_CAP = 1_000;

/** A payment in the seed's names (amount in euros, choosen_option, payment_provider, wallet_after_add) plus exact cents. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  /** What went back to the buyer so far, and what can still go back (decision 0265). */
  refunded_cents: z.number().int(),
  refundable_cents: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  provider: paymentProviderSchema,
  payment_provider: paymentProviderSchema,
  method: z.string(),
  /** The short reference the customer sees and quotes (« P-000042 »). */
  reference: z.string(),
  external_reference: z.string().nullable(),
  capture_reference: z.string().nullable(),
  choosen_option: z.number().int(),
  domain: z.string().nullable(),
  wallet_after_add: z.number().nullable(),
  wallet_after_cents: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  /** Only on top-ups made before TOP_UP_TERMS_VERSION (payments.ts): a top-up no longer carries a waiver. */
  waiver_text_version: z.string().nullable(),
  immediate_execution_at: z.string().nullable(),
  withdrawal_waiver_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponseSchema = z.object({
  payments: z.array(adminPaymentSchema),
  next_cursor: nextCursorSchema,
  /** How many payments match, counted up to ADMIN_PAYMENTS_COUNT_CAP; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export const adminRefundRequestSchema = z.object({
  reason: requiredText(500),
  /** Part of the refundable amount; all of it when absent. */
  amount_cents: z.number().int().positive().optional(),
  lang: langSchema.optional(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
export const adminRefundResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  payment: adminPaymentSchema,
  wallet: z.number(),
  wallet_cents: z.number().int(),
  /** false when the payment had already been refunded: nothing moved this time. */
  applied: z.boolean(),
});

// ---- Subscriptions

export const subscriptionStatusCodeSchema = z.enum(['active', 'inactive', 'expired']);
export type SubscriptionStatusCode = z.infer<typeof subscriptionStatusCodeSchema>;

export const adminSubscriptionsQuerySchema = z.object({
  status: subscriptionStatusCodeSchema.optional(),
  /** Keyset paging (decision 0305): `next_cursor` of the page before; latest end first. */
  cursor: pageQueryShape.cursor,
  limit: paging.limit,
  lang: langSchema.optional(),
});

/** The forecasts' count stops there. */
export const ADMIN_SUBSCRIPTIONS_COUNT_CAP = 1_000;
export type AdminSubscriptionsQuery = z.input<typeof adminSubscriptionsQuerySchema>;

export const adminSubscriptionSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  /** The stored plan code (forecast-3m:tarot) and its name in the request's language. */
  plan: z.string(),
  plan_label: z.string(),
  payment_id: z.string().nullable(),
  starts_at: z.string(),
  end_date: z.string(),
  active: z.boolean(),
  /** "Actif", "Inactif" or "Expiré" (in the request's language). */
  status: z.string(),
  status_code: subscriptionStatusCodeSchema,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const adminSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(adminSubscriptionSchema),
  next_cursor: nextCursorSchema,
  /** How many forecasts match, counted up to ADMIN_SUBSCRIPTIONS_COUNT_CAP; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
});
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponseSchema>;

// ---- Summary and jobs

const countSchema = z.number().int();

export const adminSummarySchema = z.object({
  generated_at: z.string(),
  users: z.object({ total: countSchema, admins: countSchema, online: countSchema }),
  revenue: z.object({
    /** Succeeded payments over the last 30 days (Paris calendar days), oldest first, zero days included. */
    by_day: z.array(z.object({ date: z.string(), cents: countSchema, count: countSchema })),
    /** What the readings of each domain took from the wallets over 30 days (refunded and failed ones excluded). */
    by_domain: z.array(z.object({ domain: z.string(), cents: countSchema, count: countSchema })),
    total_cents_30d: countSchema,
    refunded_cents_30d: countSchema,
  }),
  readings: z.object({
    total: countSchema,
    by_option: z.array(z.object({ option: z.literal([1, 2, 3]), count: countSchema })),
    by_domain: z.array(z.object({ domain: z.string(), count: countSchema })),
    by_domain_option: z.array(z.object({ domain: z.string(), option: countSchema, count: countSchema })),
  }),
  /** PDF reports (options 2 and 3): time from order to e-mail, against the promise. */
  delivery: z.object({
    promise_hours: z.number(),
    sent: countSchema,
    p50_seconds: z.number().nullable(),
    p95_seconds: z.number().nullable(),
    late: countSchema,
    in_progress: countSchema,
    failed: countSchema,
  }),
  failed_jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      reading_id: z.string().nullable(),
      /** The reading's status: a refunded one will not be sent by a retry (its delivery is final). */
      reading_status: z.string().nullable(),
      error: z.string().nullable(),
      retry_count: countSchema,
      created_at: z.string(),
      failed_at: z.string().nullable(),
    }),
  ),
  providers: z.object({
    ai: z.string(),
    ai_model: z.string().nullable(),
    card_payments: z.string(),
    paypal: z.string(),
    mail: z.string(),
    database: z.string(),
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const jobIdParamsSchema = z.object({ id: z.string().uuid({ error: 'invalid' }) });
export const adminJobRetryResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: z.string(),
  name: z.string(),
});

// ---- AI calls (every prompt sent to a writer and its response; administrators only)

export const adminAiCallsQuerySchema = z.object({
  reading_id: z.uuid({ error: 'invalid' }).optional(),
  /** Keyset paging (decision 0305): `next_cursor` of the page before; newest first. */
  cursor: pageQueryShape.cursor,
  limit: paging.limit,
  lang: langSchema.optional(),
});
export type AdminAiCallsQuery = z.input<typeof adminAiCallsQuerySchema>;

/** One call in the list: what, when, how it went — the prompt and response only in its detail. */
export const adminAiCallSummarySchema = z.object({
  id: z.number().int(),
  reading_id: z.string().nullable(),
  user_id: z.number().int().nullable(),
  service: z.string(),
  provider: z.string(),
  model: z.string(),
  status: z.enum(['ok', 'error']),
  error: z.string().nullable(),
  latency_ms: z.number().int(),
  tokens_in: z.number().int().nullable(),
  tokens_out: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminAiCallSummary = z.infer<typeof adminAiCallSummarySchema>;

export const adminAiCallSchema = adminAiCallSummarySchema.extend({
  /** The full prompt as sent (instructions, the facts' JSON, the question). */
  prompt: z.string(),
  response: z.string().nullable(),
});
export type AdminAiCall = z.infer<typeof adminAiCallSchema>;

/** Counts stop there (as the audit's): a count that reads every call is what made the list grow. */
export const ADMIN_AI_CALLS_COUNT_CAP = 1_000;

export const adminAiCallsResponseSchema = z.object({
  ai_calls: z.array(adminAiCallSummarySchema),
  next_cursor: nextCursorSchema,
  /** Matching calls, counted up to ADMIN_AI_CALLS_COUNT_CAP; `total_capped` says there are more. */
  total: z.number().int(),
  total_capped: z.boolean(),
  limit: z.number().int(),
});
export type AdminAiCallsResponse = z.infer<typeof adminAiCallsResponseSchema>;

export const aiCallIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'number' })
    .int('number')
    .min(1, 'number')
    .max(9_007_199_254_740_991, 'number'),
});
export const adminAiCallResponseSchema = z.object({
  status: z.literal('success'),
  ai_call: adminAiCallSchema,
});
export type AdminAiCallResponse = z.infer<typeof adminAiCallResponseSchema>;

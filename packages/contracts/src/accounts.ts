import { z } from 'zod';
import { DB_ID_MAX, emailSchema, isoDateSchema, langSchema, requiredText, timeSchema } from './common';

// ---- Password policy: the seed's rules, shared by the API (enforcement) and the web (strength bar).

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so that a megabyte "password" cannot tie up the hasher. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Which of the five rules a password meets (length counted in characters, not bytes). */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    upper: /\p{Lu}/u.test(password),
    lower: /\p{Ll}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}]/u.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && Object.values(passwordChecks(password)).every(Boolean);
}

export type PasswordStrengthLevel = 'strong' | 'medium' | 'weak';

/** The seed's strength bar: the share of rules met; 100 % strong, 60 % or more medium, else weak. */
export function passwordStrength(password: string): { score: number; level: PasswordStrengthLevel } {
  const checks = Object.values(passwordChecks(password));
  const score = Math.round((checks.filter(Boolean).length / checks.length) * 100);
  return { score, level: score === 100 ? 'strong' : score >= 60 ? 'medium' : 'weak' };
}

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrengthLevel, { fr: string; en: string }> = {
  strong: { fr: 'Mot de passe fort', en: 'Strong password' },
  medium: { fr: 'Mot de passe moyen', en: 'Medium password' },
  weak: { fr: 'Mot de passe faible', en: 'Weak password' },
};

// ---- Field schemas (messages are keys of validation-messages.ts).

export const ADULT_AGE = 18;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** True when someone born on `birthDate` (YYYY-MM-DD) is at least 18 on `today` (UTC calendar). */
export function isAdultOn(birthDate: string, today: Date = new Date()): boolean {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const eighteenth = Date.UTC(y + ADULT_AGE, m - 1, d);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return eighteenth <= day;
}

export const usernameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^[\p{L}\p{N}._-]{3,30}$/u, 'username');

/** A password as typed: never trimmed. */
export const secretSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(PASSWORD_MAX_LENGTH, 'too_long');
export const newPasswordSchema = secretSchema.refine(isStrongPassword, 'password_weak');

const SEXE_WORDS: Record<string, 'homme' | 'femme'> = {
  homme: 'homme',
  femme: 'femme',
  male: 'homme',
  female: 'femme',
};
/** homme | femme; the seed's "Homme"/"Femme" (and English male/female) are accepted. */
export const sexeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => SEXE_WORDS[v.toLowerCase()] ?? v)
  .pipe(z.enum(['homme', 'femme'], { error: 'sexe' }))
  .describe('homme or femme (Homme, Femme, male, female are accepted)');

/** 'YYYY-MM-DD' or the seed's 'YYYY-MM-DDTHH:MM' → { date, time }; between 1900 and today. */
export const birthDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/, 'date')
  .refine((v) => {
    const date = v.slice(0, 10);
    const d = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
  }, 'date')
  .refine((v) => v.slice(0, 10) >= EARLIEST_BIRTH_DATE, 'date_range')
  .refine((v) => v.slice(0, 10) <= new Date().toISOString().slice(0, 10), 'date_future')
  .transform((v) => ({ date: v.slice(0, 10), time: v.length > 10 ? v.slice(11, 16) : null }));

/** Optional HH:MM; an empty string or null means "not given". */
export const optionalTimeSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  timeSchema.optional(),
);

const requiredTrue = (key: 'accept_terms' | 'is_adult') =>
  z.literal(true, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : key),
  });

/** A birth date already parsed by `birthDateSchema`, as another module may hand it on. */
const parsedBirthSchema = z.object({ date: isoDateSchema, time: timeSchema.nullable() });
const birthInputSchema = z.union([birthDateSchema, parsedBirthSchema]);
const optionalName = z.string().trim().max(100, 'too_long');

/**
 * What the accounts service's createUser accepts (registration, the admin's create-user form,
 * `npm run admin:create`): the same rules everywhere. Birth data is optional here; registration
 * requires it in its own contract.
 */
export const createUserInputSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  first_name: optionalName.default(''),
  last_name: optionalName.default(''),
  sexe: sexeSchema.nullish(),
  date_naissance: birthInputSchema.nullish(),
  heure_naissance: optionalTimeSchema,
  birth_time_unknown: z.boolean().optional(),
  /** A place id or a name that resolves to one town. */
  lieu_naissance: z.string().trim().max(200, 'too_long').nullish(),
  role: z.enum(['user', 'admin'], { error: 'choice' }).default('user'),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** What updateUser accepts: every field optional; never the wallet (that is a ledger adjustment). */
export const updateUserInputSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  password: newPasswordSchema.optional(),
  first_name: optionalName.optional(),
  last_name: optionalName.optional(),
  sexe: sexeSchema.nullish(),
  date_naissance: birthInputSchema.nullish(),
  heure_naissance: optionalTimeSchema,
  birth_time_unknown: z.boolean().optional(),
  lieu_naissance: z.string().trim().max(200, 'too_long').nullish(),
  role: z.enum(['user', 'admin'], { error: 'choice' }).optional(),
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

// ---- Requests and responses.

export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    prenom: requiredText(100),
    nom: requiredText(100),
    email: emailSchema,
    password: newPasswordSchema,
    /** Optional; when given it must equal `password`. */
    confirm_password: secretSchema.optional(),
    /** Optional (issue 41): used only to word the readings; asked again by a reading that wants it. */
    sexe: z.preprocess((v) => (v === '' || v === null ? undefined : v), sexeSchema.optional()),
    date_naissance: birthDateSchema,
    heure_naissance: optionalTimeSchema,
    birth_time_unknown: z.boolean().optional(),
    /**
     * Optional (issue 41): only astrology needs it, and its forms ask for it. A place id from GET
     * /api/places, or a name the server resolves.
     */
    lieu_naissance: z.preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
      requiredText(200).optional(),
    ),
    accept_terms: requiredTrue('accept_terms'),
    is_adult: requiredTrue('is_adult'),
    langage: langSchema.optional(),
    lang: langSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirm_password !== undefined && v.confirm_password !== v.password)
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'password_mismatch' });
    // Zod runs this refinement even when a field failed: the date may still be the raw (invalid) string.
    const birth = v.date_naissance as unknown;
    if (birth && typeof birth === 'object' && !isAdultOn((birth as { date: string }).date))
      ctx.addIssue({ code: 'custom', path: ['date_naissance'], message: 'is_adult' });
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  /** Username or e-mail address. */
  username: requiredText(254),
  password: secretSchema,
  langage: langSchema.optional(),
  lang: langSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
  user: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Registration's answer: a new account is logged in at once (the token and the user, as a login
 * gives them, and the session cookie); an address that already has an account gets the message
 * only (decision 0211).
 */
export const registerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string().optional(),
  user: z.object({ id: z.number().int(), username: z.string(), role: roleSchema }).optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const adminLoginResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  tokenAdmin: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const birthPlaceSchema = z.object({
  id: z.string(),
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  zone: z.string(),
});

/** A user as the owner (or an administrator) sees them; never the password hash. */
export const userViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Euros, as in the seed (6.99); `wallet_cents` is exact. */
  wallet: z.number(),
  wallet_cents: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  sexe: z.enum(['homme', 'femme']).nullable(),
  date_naissance: z.string().nullable(),
  heure_naissance: z.string().nullable(),
  lieu_naissance: z.string().nullable(),
  birth_place: birthPlaceSchema.nullable(),
  created_at: z.string(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int(),
  lastIp: z.string().nullable(),
  isOnline: z.boolean(),
  deleted: z.boolean(),
});
export type UserView = z.infer<typeof userViewSchema>;

export const userResponseSchema = z.object({ user: userViewSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(DB_ID_MAX) });

export const profileResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
  email: z.string(),
  sexe: z.enum(['homme', 'femme']).nullable(),
  date_naissance: z.string().nullable(),
  heure_naissance: z.string().nullable(),
  lieu_naissance: z.string().nullable(),
  birth_place: birthPlaceSchema.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  wallet: z.number(),
  wallet_cents: z.number().int(),
  /** The owner opened the confirmation link sent to this address. */
  email_verified: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The token from the confirmation link (`/user/verify-email?token=…`). */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(100) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Editable by the owner; username, role and wallet are not. Changing the e-mail needs the password. */
export const profileUpdateRequestSchema = z.object({
  first_name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: emailSchema.optional(),
  /** '' or null clears it: gender and birth place are optional (issue 41). Absent: unchanged. */
  sexe: z.preprocess((v) => (v === '' ? null : v), sexeSchema.nullish()),
  date_naissance: birthDateSchema.optional(),
  heure_naissance: optionalTimeSchema,
  birth_time_unknown: z.boolean().optional(),
  lieu_naissance: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    requiredText(200).nullish(),
  ),
  current_password: secretSchema.optional(),
  langage: langSchema.optional(),
  lang: langSchema.optional(),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateRequestSchema>;

const confirmed = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;
const mismatch = { path: ['confirm_password'], message: 'password_mismatch' };
const newPasswordFields = {
  password: newPasswordSchema,
  confirm_password: secretSchema,
  langage: langSchema.optional(),
  lang: langSchema.optional(),
};

export const changePasswordRequestSchema = z
  .object({ current_password: secretSchema, ...newPasswordFields })
  .refine(confirmed, mismatch);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  langage: langSchema.optional(),
  lang: langSchema.optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({ token: requiredText(200), ...newPasswordFields })
  .refine(confirmed, mismatch);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  password: secretSchema,
  langage: langSchema.optional(),
  lang: langSchema.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/user/export: everything stored about the caller (dates as ISO strings). */
export const gdprExportSchema = z.object({
  generated_at: z.string(),
  profile: z.record(z.string(), z.unknown()),
  consents: rows,
  sessions: rows,
  password_resets: rows,
  payments: rows,
  ledger: rows,
  subscriptions: rows,
  readings: rows,
  reading_pdfs: rows,
  ai_calls: rows,
  tarot_draws: rows,
  /** The order sentence accepted with each reading (its wording's version and time). */
  reading_order_acceptances: rows,
  /** The cards of the day drawn for the account. */
  daily_cards: rows,
  /** The morning e-mail of « Votre ciel du jour » (its zone), and the e-mails sent. */
  sky_subscriptions: rows,
  sky_mails: rows,
  /** The customer's own notes on their tarot draws (the draws are the tarot readings). */
  tarot_journal_notes: rows,
  /** The reviews written, with their moderation. */
  reviews: rows,
  audit: rows,
  contact_messages: rows,
});
export type GdprExport = z.infer<typeof gdprExportSchema>;
/** The export's lists, each a line type of the streamed file (every one present, empty or not). */
export const GDPR_EXPORT_LISTS = Object.keys(gdprExportSchema.shape).filter(
  (k) => k !== 'generated_at' && k !== 'profile',
) as Exclude<keyof GdprExport, 'generated_at' | 'profile'>[];

/** POST /api/user/export: the export is being written; its link comes by e-mail (decision 0355). */
export const dataExportRequestedSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  id: z.string().uuid(),
  requested_at: z.string(),
});
export type DataExportRequested = z.infer<typeof dataExportRequestedSchema>;

/** GET /api/user/exports/:id?sig=…: the e-mailed link's parameters. */
export const dataExportParamsSchema = z.object({ id: z.string().uuid() });
export const dataExportQuerySchema = z.object({ sig: z.string().min(1).max(100) });

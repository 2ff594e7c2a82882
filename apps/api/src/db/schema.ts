import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Id;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  /** Null for an administrator made by `admin:create` and for an erased user. */
  sexe: 'homme' | 'femme' | null;
  birth_date: string | null;
  birth_time: string | null;
  birth_place_id: string | null;
  birth_place_label: string | null;
  birth_lat: number | null;
  birth_lon: number | null;
  birth_zone: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  balance_cents: ColumnType<number, number | undefined, number>;
  terms_accepted_at: Timestamp | null;
  adult_confirmed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_login_at: Timestamp | null;
  login_count: Generated<number>;
  last_ip: string | null;
  last_seen_at: Timestamp | null;
  deleted_at: Timestamp | null;
  /** The customer's own ceiling on top-ups per calendar month (Paris time); null: none. */
  monthly_topup_limit_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when the owner opened the link sent to `email`; cleared when the address changes. */
  email_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /**
   * While `email` awaits its confirmation, the address it replaced (the last confirmed, or the one the
   * account was opened with): PDF readings and notices for the owner's eyes still go there. Null once
   * `email` is confirmed.
   */
  prior_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The billing country of the last top-up: the next one's default (decision 0345). */
  billing_country: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmailVerificationsTable {
  id: Id;
  user_id: number;
  /** The address the link was sent to: it verifies the account only while that is still its address. */
  email: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  mailed_at: Timestamp | null;
  used_at: Timestamp | null;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetsTable {
  id: Id;
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  mailed_at: Timestamp | null;
}

export type PaymentStatus =
  'pending' | 'succeeded' | 'failed' | 'refunded' | 'partially_refunded' | 'cancelled' | 'expired';

export interface PaymentsTable {
  id: Generated<string>;
  user_id: number | null;
  provider: 'demo' | 'stripe' | 'paypal';
  method: 'card' | 'paypal';
  external_reference: string | null;
  offer_option: number;
  /** Only on top-ups made before decision 0210 (a top-up is an amount, not tied to a domain). */
  domain: string | null;
  amount_cents: number;
  currency: Generated<string>;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** Only on top-ups before TOP_UP_TERMS_VERSION, which asked for a waiver; a reading's order holds it now. */
  immediate_execution_at: Timestamp | null;
  withdrawal_waiver_at: Timestamp | null;
  waiver_text_version: string | null;
  wallet_after_cents: number | null;
  failure_reason: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  lang: ColumnType<'fr' | 'en', 'fr' | 'en' | undefined, 'fr' | 'en'>;
  receipt_sent_at: Timestamp | null;
  capture_reference: string | null;
  /** Shown to the customer as « P-000042 ». */
  number: Generated<number>;
  /** What went back to the buyer, all refunds together (decision 0265). */
  refunded_cents: Generated<number>;
  /** The terms (CGV) in force when the top-up was ordered (TERMS_VERSION, legal-texts.ts); null before issue 41. */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** The buyer's billing country (ISO 3166-1 alpha-2) and the VAT regime of the sale (decision 0345). */
  billing_country: ColumnType<string, string | undefined, string>;
  vat_regime: ColumnType<VatRegime, VatRegime | undefined, VatRegime>;
}

export type VatRegime = 'single-purpose' | 'multi-purpose';

export interface ProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  payment_id: string | null;
  received_at: Generated<Date>;
}

export type ReadingStatus = 'pending' | 'answered' | 'queued' | 'writing' | 'sent' | 'failed' | 'refunded';

export interface ReadingsTable {
  id: Generated<string>;
  user_id: number | null;
  domain: 'astrologie' | 'numerologie' | 'tarot';
  option: number;
  lang: 'fr' | 'en';
  inputs: Json;
  facts: Json | null;
  symbolic: Json | null;
  ai_text: string | null;
  /** The intuitive reading as checked paragraphs with their facts, and what wrote it. */
  ai_writing: Json | null;
  price_cents: number;
  status: ReadingStatus;
  idempotency_key: string;
  error: string | null;
  created_at: Generated<Date>;
  queued_at: Timestamp | null;
  writing_at: Timestamp | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  refunded_at: Timestamp | null;
  updated_at: Generated<Date>;
  answer: Json | null;
  request_hash: string | null;
  mail_message_id: string | null;
  /** When the order's confirmation e-mail went (issue 41); null until then. */
  confirmation_sent_at: ColumnType<Date | null, Date | null | undefined, Date | string | null>;
  /** The customer withdrew before its writing started (decision 0351): refunded, never written. */
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ReadingPdfsTable {
  reading_id: string;
  pdf: Uint8Array;
  pages: number;
  created_at: Generated<Date>;
}

export type LedgerKind = 'topup' | 'debit' | 'refund' | 'adjustment' | 'withdrawal' | 'forfeit';

export interface LedgerEntriesTable {
  id: Id;
  user_id: number | null;
  kind: LedgerKind;
  amount_cents: number;
  balance_after_cents: number;
  idempotency_key: string;
  payment_id: string | null;
  reading_id: string | null;
  actor_id: number | null;
  reason: string | null;
  created_at: Generated<Date>;
}

/** The refund of an unspent top-up: the customer's withdrawal, or an erased account's balance. */
export interface WithdrawalsTable {
  id: Generated<string>;
  payment_id: string;
  user_id: number | null;
  amount_cents: number;
  cause: RefundCause;
  status: ColumnType<'pending' | 'refunded', 'pending' | 'refunded' | undefined, 'pending' | 'refunded'>;
  provider_reference: string | null;
  lang: 'fr' | 'en';
  requested_at: Generated<Date>;
  refunded_at: Timestamp | null;
  last_error: string | null;
  actor_id: number | null;
  reason: string | null;
  /** Where the acknowledgement went: the address the customer chose or typed (decision 0350). */
  ack_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name given on the visitor's withdrawal form; null from the account. */
  requester_name: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * Why money went back to a buyer: the customer's withdrawal, the erasure of the account, an
 * administrator's refund, or a reading refunded after its account was erased.
 */
export type RefundCause = 'withdrawal' | 'erasure' | 'refund' | 'reading';

/** Where a wallet's euros came from: one fund per payment, or offered credit (decision 0265). */
export interface WalletFundsTable {
  id: Id;
  user_id: number;
  origin: 'paid' | 'offered';
  payment_id: string | null;
  granted_cents: number;
  remaining_cents: number;
  created_at: Generated<Date>;
}

/** Which funds a ledger entry took from (negative) or gave to (positive). */
export interface FundMovementsTable {
  id: Id;
  ledger_entry_id: number | null;
  fund_id: number;
  cents: number;
}

/** A process that works jobs, and its last heartbeat (decision 0273). */
export interface JobWorkersTable {
  instance: string;
  pid: number;
  host: string;
  started_at: Generated<Date>;
  beat_at: Generated<Date>;
}

/** A job a process is running: handed back for a retry if that process stops beating. */
export interface JobHoldsTable {
  job_id: string;
  queue: string;
  instance: string;
  held_at: Generated<Date>;
}

export type InvoiceSeries = 'invoice' | 'credit_note';

export interface InvoiceCountersTable {
  series: InvoiceSeries;
  last_number: number;
}

/** An invoice (a top-up) or a credit note (money given back), numbered per series without gaps. */
export interface InvoicesTable {
  id: Generated<string>;
  series: InvoiceSeries;
  number: number;
  reference: string;
  source: string;
  payment_id: string;
  corrects_id: string | null;
  user_id: number | null;
  lang: 'fr' | 'en';
  issued_at: Generated<Date>;
  buyer_name: string;
  buyer_email: string;
  description: string;
  net_cents: number;
  vat_cents: number;
  total_cents: number;
  vat_rate_bp: number;
  /** Copied from the payment (decision 0345). */
  billing_country: ColumnType<string, string | undefined, string>;
  vat_regime: ColumnType<VatRegime, VatRegime | undefined, VatRegime>;
  /** The reading a multi-purpose voucher's reading invoice (or its credit note) is for. */
  reading_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whose VAT the document charges: FR, a member state's through the one-stop shop, null for none. */
  vat_country: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rendered once, then served as it is: a document issued does not change. */
  pdf: Uint8Array | null;
}

/** The order sentence accepted with a reading: when, which wording, for which reading. */
export interface ReadingOrderAcceptancesTable {
  id: Id;
  user_id: number | null;
  reading_id: string | null;
  route: string;
  text_version: string;
  /** The terms (CGV) in force when the order was made (TERMS_VERSION, legal-texts.ts); null before issue 41. */
  terms_version: string | null;
  accepted_at: Generated<Date>;
}

/** What a reading sends to the interpreter, accepted at the first order: which text, when, from where. */
export interface ReadingDataAcceptancesTable {
  id: Id;
  user_id: number | null;
  text_version: string;
  accepted_at: Generated<Date>;
  ip: string | null;
  user_agent: string | null;
}

export interface SubscriptionsTable {
  id: Id;
  user_id: number | null;
  plan: string;
  /** Forecasts recorded before decision 0210 came from an option-2 top-up. */
  payment_id: string | null;
  /** Since decision 0210: the forecast reading this row covers. */
  reading_id: string | null;
  starts_at: Generated<Date>;
  end_date: Timestamp;
}

export interface AiCallsTable {
  id: Id;
  reading_id: string | null;
  user_id: number | null;
  service: string;
  provider: string;
  model: string;
  prompt: string;
  response: string | null;
  status: 'ok' | 'error';
  error: string | null;
  latency_ms: number;
  tokens_in: number | null;
  tokens_out: number | null;
  created_at: Generated<Date>;
}

export interface TarotDrawsTable {
  id: Generated<string>;
  user_id: number;
  option: number;
  card_count: number;
  deck: Json<{ cardId: string; reversed: boolean }[]>;
  reading_id: string | null;
  created_at: Generated<Date>;
}

export interface ConsentsTable {
  id: Id;
  user_id: number | null;
  visitor_id: string | null;
  necessary: Generated<boolean>;
  analytics: boolean;
  marketing: boolean;
  ia: boolean;
  policy_version: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Id;
  at: Generated<Date>;
  actor_id: number | null;
  actor_label: string | null;
  action: string;
  target: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
}

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  message: string;
  lang: string;
  ip: string | null;
  created_at: Generated<Date>;
  mailed_at: Timestamp | null;
}

/** Page views per day, counted only with the visitor's analytics consent; nothing about the visitor. */
export interface PageViewsTable {
  day: string;
  path: string;
  views: ColumnType<number, number | undefined, number>;
}

/** Rate-limit counters on PostgreSQL (several processes share them); unused on PGlite (memory store). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

/** The card of the day: one server draw per customer and Paris day. */
export interface DailyCardsTable {
  user_id: number;
  day: string;
  card_id: string;
  reversed: boolean;
  created_at: Generated<Date>;
}

/** The morning e-mail of « Votre ciel du jour », and the zone its times are said in. */
export interface SkySubscriptionsTable {
  user_id: number;
  zone: string;
  lang: 'fr' | 'en';
  created_at: Generated<Date>;
}

/** A day whose morning job was enqueued: one row, one job. */
export interface SkyDaysTable {
  day: string;
  enqueued_at: Generated<Date>;
}

/** A morning e-mail claimed (then sent) for a customer and a day: at most one each. */
export interface SkyMailsTable {
  user_id: number;
  day: string;
  claimed_at: Generated<Date>;
  sent_at: Timestamp | null;
}

/** A key the site signs its own links with (one-click unsubscribe), made once, shared by every process. */
export interface LinkSecretsTable {
  name: string;
  secret: string;
  created_at: Generated<Date>;
}

/** A GDPR export asked for: written by a job to a file, its link e-mailed, valid until `expires_at` (decision 0355). */
export interface DataExportsTable {
  id: Generated<string>;
  user_id: number;
  status: Generated<'pending' | 'ready' | 'expired'>;
  lang: 'fr' | 'en';
  requested_at: Generated<Date>;
  ready_at: Date | null;
  expires_at: Date | null;
  bytes: number | null;
  rows: number | null;
}

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** A customer's review of a delivered reading: published only after an administrator's moderation. */
export interface ReviewsTable {
  id: Generated<string>;
  reading_id: string;
  user_id: number | null;
  /** « Léa M. », as the author was named when writing it. */
  author: string;
  rating: number;
  text: string;
  lang: 'fr' | 'en';
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  created_at: Generated<Date>;
  moderated_at: Timestamp | null;
  moderated_by: number | null;
  reject_reason: string | null;
}

export type ReviewReportReason = 'illegal' | 'hateful' | 'personal_data' | 'fake' | 'spam' | 'other';

/** A report of a public review (DSA art. 16; decision 0352), and what a moderator did with it. */
export interface ReviewReportsTable {
  id: Generated<string>;
  review_id: string;
  reporter_id: number | null;
  reason: ReviewReportReason;
  details: string | null;
  /** The reporter's address, if they gave one (to be told the outcome). */
  email: string | null;
  created_at: Generated<Date>;
  status: ColumnType<'open' | 'upheld' | 'dismissed', 'open' | undefined, 'open' | 'upheld' | 'dismissed'>;
  handled_at: Timestamp | null;
  handled_by: number | null;
  /** The language the report was made in: its e-mails are written in it. */
  lang: ColumnType<'fr' | 'en', 'fr' | 'en' | undefined, 'fr' | 'en'>;
}

/** The customer's own note on a tarot draw (the draw itself is its reading). */
export interface TarotJournalNotesTable {
  reading_id: string;
  user_id: number;
  note: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Readings per site day, domain and option, kept by triggers (migration 2026-12-10T05-10). */
export interface ReadingDayTotalsTable {
  day: string;
  domain: string;
  option: number;
  sold: number;
  revenue_count: number;
  revenue_cents: number;
}

/** Payments (demo checkout excluded) per site day, kept by triggers. */
export interface PaymentDayTotalsTable {
  day: string;
  succeeded_count: number;
  succeeded_cents: number;
  refunded_cents: number;
}

/** One row: live accounts and live administrators, kept by triggers. */
export interface UserTotalsTable {
  id: number;
  live: number;
  admins: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  payments: PaymentsTable;
  provider_events: ProviderEventsTable;
  readings: ReadingsTable;
  reading_pdfs: ReadingPdfsTable;
  ledger_entries: LedgerEntriesTable;
  wallet_funds: WalletFundsTable;
  fund_movements: FundMovementsTable;
  job_workers: JobWorkersTable;
  job_holds: JobHoldsTable;
  subscriptions: SubscriptionsTable;
  ai_calls: AiCallsTable;
  tarot_draws: TarotDrawsTable;
  consents: ConsentsTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  page_views: PageViewsTable;
  rate_limits: RateLimitsTable;
  withdrawals: WithdrawalsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  reading_order_acceptances: ReadingOrderAcceptancesTable;
  reading_data_acceptances: ReadingDataAcceptancesTable;
  daily_cards: DailyCardsTable;
  sky_subscriptions: SkySubscriptionsTable;
  sky_days: SkyDaysTable;
  sky_mails: SkyMailsTable;
  link_secrets: LinkSecretsTable;
  data_exports: DataExportsTable;
  tarot_journal_notes: TarotJournalNotesTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  reading_day_totals: ReadingDayTotalsTable;
  payment_day_totals: PaymentDayTotalsTable;
  user_totals: UserTotalsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Payment = Selectable<PaymentsTable>;
export type Reading = Selectable<ReadingsTable>;
export type LedgerEntry = Selectable<LedgerEntriesTable>;
export type Withdrawal = Selectable<WithdrawalsTable>;
export type Invoice = Selectable<InvoicesTable>;

import { pickCount } from '@arcanes/domain/tarot/spread';
import { spreadFor, type TarotOption } from '@arcanes/domain/tarot/spreads';
import { z } from 'zod';
import { isoDateSchema, langSchema, requiredText, timeSchema } from './common';
import { smallIntSchema, tarotOptionSchema, timeFoldSchema } from './divination';
import { nextCursorSchema } from './paging';
import { myReviewSchema } from './reviews';

/**
 * The seed's nine reading forms (section 7), field names kept as the seed spells them (camelCase
 * for some endpoints, snake_case for others), and the answers they all share.
 */

const fold = (v: unknown) =>
  typeof v === 'string'
    ? v
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
    : v;

/** A choice among values, accent- and case-insensitive ("Santé" → "sante"); missing → "required". */
function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Record<string, T[number]> = {},
) {
  return z.preprocess(
    (v) => {
      const f = fold(v);
      return typeof f === 'string' ? (aliases[f] ?? (f === '' ? undefined : f)) : f;
    },
    z.enum(values, { error: (iss) => (iss.input === undefined ? 'required' : 'choice') }),
  );
}

const birthDate = isoDateSchema
  .refine((v) => v >= '1900-01-01', 'date_range')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), 'date_future');
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, 'too_long').optional(),
  );
const optionalTime = z.preprocess((v) => (v === '' || v === null ? undefined : v), timeSchema.optional());
const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDateSchema.optional());
/** Which of the two moments a birth time the clocks showed twice names (see the chart's time_fold). */
const optionalFold = z.preprocess((v) => (v === '' || v === null ? undefined : v), timeFoldSchema.optional());

/** The seed's idUser/id_user: when sent it must be the session's user (checked by the route). */
const userIdSchema = z
  .preprocess(
    (v) =>
      typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v,
    z.number({ error: 'invalid' }).int('invalid').positive('invalid'),
  )
  .optional();

export const sexeSchema = choice(['homme', 'femme'] as const, {
  male: 'homme',
  female: 'femme',
  h: 'homme',
  f: 'femme',
});
/**
 * The third topic is shown as « Bien-être » / "Wellbeing" (issue 41: health is not sold as a topic); its
 * stored key stays `sante`, so readings ordered before the rename keep reading. Health questions are still
 * refused or answered with care by the question classes (packages/domain/src/questions).
 */
export const astrologyDomainSchema = choice(['amour', 'travail', 'sante'] as const, {
  love: 'amour',
  work: 'travail',
  health: 'sante',
  'bien-etre': 'sante',
  'bien etre': 'sante',
  bienetre: 'sante',
  wellbeing: 'sante',
  'well-being': 'sante',
});
export const generalDomainSchema = choice(['amour', 'travail', 'general'] as const, {
  love: 'amour',
  work: 'travail',
});
export const astrologyPeriodSchema = choice(['semaine', 'mois'] as const, {
  'cette semaine': 'semaine',
  'this week': 'semaine',
  week: 'semaine',
  'ce mois': 'mois',
  'ce mois-ci': 'mois',
  'this month': 'mois',
  month: 'mois',
});
export const tarotPeriodSchema = choice(['jour', 'semaine', 'mois'] as const, {
  "aujourd'hui": 'jour',
  today: 'jour',
  day: 'jour',
  'cette semaine': 'semaine',
  'this week': 'semaine',
  week: 'semaine',
  'ce mois': 'mois',
  'ce mois-ci': 'mois',
  'this month': 'mois',
  month: 'mois',
});

const question = requiredText(1000);
const name = (max = 80) => requiredText(max);
const place = requiredText(200);

/**
 * Astrology: the birth time may be unknown (empty or absent): the reading then has no angles nor
 * houses and says what cannot be known. A time the clocks showed twice needs time_fold.
 */
export const astrologyOption1RequestSchema = z.object({
  dateOfBirth: birthDate,
  timeOfBirth: optionalTime,
  time_fold: optionalFold,
  placeOfBirth: place,
  sexe: sexeSchema,
  firstName: name(),
  domain: astrologyDomainSchema,
  period: astrologyPeriodSchema,
  question,
  idUser: userIdSchema,
  langage: langSchema.optional(),
});
export type AstrologyOption1Request = z.input<typeof astrologyOption1RequestSchema>;

/** Options 2 and 3: the seed sends date, time (may be unknown) and place; name and sex default to the account's. */
export const astrologyLongRequestSchema = z.object({
  date_of_birth: birthDate,
  time_of_birth: optionalTime,
  time_fold: optionalFold,
  place_of_birth: place,
  sexe: sexeSchema.optional(),
  first_name: optionalText(80),
  id_user: userIdSchema,
  langage: langSchema.optional(),
});
export type AstrologyLongRequest = z.input<typeof astrologyLongRequestSchema>;

export const numerologyOption1RequestSchema = z.object({
  dateOfBirth: birthDate,
  timeOfBirth: optionalTime,
  placeOfBirth: optionalText(200),
  sexe: sexeSchema,
  lastName: name(),
  firstName: name(),
  currentDate: isoDateSchema,
  domain: generalDomainSchema,
  idUser: userIdSchema,
  langage: langSchema.optional(),
});
export type NumerologyOption1Request = z.input<typeof numerologyOption1RequestSchema>;

/**
 * Option 2 takes the description's `{ dateOfBirth, idUser, langage }`; the other personal fields are
 * optional, and the name (fullName, or firstName + lastName) defaults to the account's.
 */
export const numerologyOption2RequestSchema = z
  .object({
    dateOfBirth: birthDate,
    fullName: optionalText(200),
    firstName: optionalText(80),
    lastName: optionalText(80),
    timeOfBirth: optionalTime,
    placeOfBirth: optionalText(200),
    sexe: sexeSchema.optional(),
    currentDate: optionalDate,
    domain: generalDomainSchema.optional(),
    idUser: userIdSchema,
    langage: langSchema.optional(),
  })
  .superRefine((v, ctx) => {
    // A last name alone says nothing of the first: ask for it rather than mix it with the account's.
    if (!v.fullName && !v.firstName && v.lastName)
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'required' });
  });
export type NumerologyOption2Request = z.input<typeof numerologyOption2RequestSchema>;

export const numerologyOption3RequestSchema = z.object({
  fullName: name(200),
  dateOfBirth: birthDate,
  timeOfBirth: optionalTime,
  placeOfBirth: optionalText(200),
  sexe: sexeSchema.optional(),
  idUser: userIdSchema,
  langage: langSchema.optional(),
});
export type NumerologyOption3Request = z.input<typeof numerologyOption3RequestSchema>;

/**
 * Compatibility (option 4 of astrology and numerology, decision 0200): two births, each with its
 * first and last name (the numbers), date, time (may be unknown) and place (the charts). The first
 * person's fields are named as in options 2–3, the other's with `partner_`.
 */
const lettered = (max = 80) => name(max).refine((v) => /\p{L}/u.test(v), 'name_letters');
export const compatibilityRequestSchema = z.object({
  first_name: lettered(),
  last_name: lettered(),
  date_of_birth: birthDate,
  time_of_birth: optionalTime,
  time_fold: optionalFold,
  place_of_birth: place,
  partner_first_name: lettered(),
  partner_last_name: lettered(),
  partner_date_of_birth: birthDate,
  partner_time_of_birth: optionalTime,
  partner_time_fold: optionalFold,
  partner_place_of_birth: place,
  id_user: userIdSchema,
  langage: langSchema.optional(),
});
export type CompatibilityRequest = z.input<typeof compatibilityRequestSchema>;

/**
 * How many cards the customer picks for a spread of `numCards`: all of them, except the croix,
 * whose fifth card is computed from the four picked. An out-of-range count is reported on its own.
 */
function picksFor(option: number, numCards: number): number {
  try {
    return pickCount(spreadFor(option as TarotOption, numCards));
  } catch {
    return numCards;
  }
}

/** The seed's tarot form: the picked face-down positions of the draw `draw_id`; the server reveals them. */
export const tarotReadingRequestSchema = z
  .object({
    cartes: z
      .array(z.number({ error: 'number' }).int('number').min(0, 'number').max(77, 'number'), {
        error: (iss) => (iss.input === undefined ? 'required' : 'invalid'),
      })
      .min(1, 'required')
      .max(10, 'invalid'),
    draw_id: z.uuid({
      error: (iss) => (iss.input === undefined || iss.input === '' ? 'required' : 'invalid'),
    }),
    date: isoDateSchema,
    option: tarotOptionSchema,
    question: optionalText(1000),
    domain: generalDomainSchema,
    numCards: smallIntSchema(1, 10),
    period: tarotPeriodSchema.optional(),
    idUser: userIdSchema,
    langage: langSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.option !== 3 && !v.question)
      ctx.addIssue({ code: 'custom', path: ['question'], message: 'required' });
    if (v.cartes.length !== picksFor(v.option, v.numCards))
      ctx.addIssue({ code: 'custom', path: ['cartes'], message: 'cards_count' });
  });
export type TarotReadingRequest = z.input<typeof tarotReadingRequestSchema>;

/** The seed's consultation request (/user/request): one question, answered with a three-card draw. */
export const consultationRequestSchema = z.object({ question, langage: langSchema.optional() });
export type ConsultationRequest = z.input<typeof consultationRequestSchema>;

export const readingStatusSchema = z.enum([
  'pending',
  'answered',
  'queued',
  'writing',
  'sent',
  'failed',
  'refunded',
]);
export type ReadingStatus = z.infer<typeof readingStatusSchema>;

export const revealedCardSchema = z.object({
  position: z.number().int(),
  card_id: z.string(),
  name: z.string(),
  reversed: z.boolean(),
  spread_position: z.string(),
});

/** A fact a paragraph rests on, in plain words (« Pourquoi ? »). */
export const readingFactSchema = z.object({ id: z.string(), label: z.string() });

/** One paragraph of the intuitive reading with the facts it rests on; a section title on its first paragraph. */
export const readingParagraphSchema = z.object({
  heading: z.string().optional(),
  text: z.string(),
  facts: z.array(readingFactSchema),
});
export type ReadingParagraph = z.infer<typeof readingParagraphSchema>;

/** Who wrote the intuitive reading: a language model (named), or our rules (the offline writer). */
export const writerSchema = z.object({ kind: z.enum(['ai', 'rules']), model: z.string().optional() });
export type Writer = z.infer<typeof writerSchema>;

/**
 * IPTC's digital source types (also schema.org's `digitalSourceType`): text a trained model wrote, and
 * text an algorithm wrote with no training data (our interpretation rules). AI Act art. 50(2).
 */
export const DIGITAL_SOURCE_TYPE = {
  model: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
  rules: 'http://cv.iptc.org/newscodes/digitalsourcetype/algorithmicMedia',
} as const;

/** The machine-readable marking of an intuitive reading: who wrote it, and the IPTC term. */
export function aiMarking(writer: Writer): {
  written_by: 'model' | 'rules';
  digital_source_type: (typeof DIGITAL_SOURCE_TYPE)[keyof typeof DIGITAL_SOURCE_TYPE];
} {
  const by = writer.kind === 'ai' ? 'model' : 'rules';
  return { written_by: by, digital_source_type: DIGITAL_SOURCE_TYPE[by] };
}

/** Every reading answers with both blocks; the intuitive one is labelled with what wrote it (AI Act art. 50). */
export const readingResponseSchema = z.object({
  mail_sent: z.boolean(),
  message_humain: z.string(),
  message_ai: z.string(),
  reading_id: z.string(),
  status: readingStatusSchema,
  title: z.string(),
  price_cents: z.number().int(),
  wallet: z.number(),
  wallet_cents: z.number().int(),
  /** True when a language model wrote the intuitive reading. */
  ai_generated: z.boolean(),
  ai_label: z.string(),
  writer: writerSchema,
  /**
   * Machine-readable marking (AI Act art. 50(2)): `model` when a language model wrote the intuitive
   * reading, `rules` when our interpretation rules did; and the IPTC digital source type that says the
   * same (trainedAlgorithmicMedia, algorithmicMedia). Absent only on answers stored before issue 41.
   */
  written_by: z.enum(['model', 'rules']).optional(),
  digital_source_type: z.string().optional(),
  /** The intuitive reading as checked paragraphs, each with the facts it rests on (answered readings). */
  paragraphs: z.array(readingParagraphSchema).optional(),
  /**
   * Numerology options 2 and 3 (the description's field): the text shown as the answer — the symbolic
   * block, then the intuitive one.
   */
  content: z.string().optional(),
  /** Options 2–3: the report arrives by e-mail within this many hours. */
  delivery_promise_hours: z.number().optional(),
  cards: z.array(revealedCardSchema).optional(),
});
export type ReadingResponse = z.infer<typeof readingResponseSchema>;

export const consultationResponseSchema = readingResponseSchema.extend({
  /** The seed's field: both blocks as one text, the intuitive one under its AI label. */
  result: z.string(),
});
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;

export const readingHistoryResponseSchema = z.object({
  history: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      domaine: z.enum(['astrologie', 'numerologie', 'tarot']),
      option: z.number().int(),
      period: z.string().nullable(),
      question: z.string().nullable(),
      status: readingStatusSchema,
      mail_sent: z.boolean(),
      price_cents: z.number().int(),
      queued_at: z.string().nullable(),
      writing_at: z.string().nullable(),
      sent_at: z.string().nullable(),
      pdf_available: z.boolean(),
      /** Localised explanation when the reading failed and was refunded. */
      status_message: z.string().nullable(),
      /** The customer's review of this reading, with its moderation; null before one is written. */
      review: myReviewSchema.nullable(),
    }),
  ),
  next_cursor: nextCursorSchema,
});

/**
 * The customer's history of exchanges with the interpreter: the question (or what was asked), the
 * date, the service in words and the answer, with what wrote it. Never the system prompt, the facts'
 * JSON or internal ids: administrators see those in the admin area.
 */
export const promptHistoryResponseSchema = z.object({
  history: z.array(
    z.object({
      reading_id: z.string(),
      service: z.string(),
      date: z.string(),
      /** The customer's question, or what the reading was about when there was none. */
      prompt: z.string(),
      question: z.string().nullable(),
      /** The answer's opening (its first paragraph, cut at a word): the list is a summary. */
      response: z.string().nullable(),
      /** False when the answer goes on: GET /api/user/readings/{reading_id} has it whole. */
      response_complete: z.boolean(),
      writer: writerSchema,
      writer_label: z.string(),
      status: z.enum(['ok', 'error']),
    }),
  ),
  next_cursor: nextCursorSchema,
});

export const readingIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

const at = z.string().nullable();
export const readingDetailResponseSchema = z.object({
  id: z.string(),
  domaine: z.enum(['astrologie', 'numerologie', 'tarot']),
  option: z.number().int(),
  lang: langSchema,
  title: z.string(),
  status: readingStatusSchema,
  /** Localised explanation when the reading failed and was refunded. */
  status_message: z.string().nullable(),
  price_cents: z.number().int(),
  mail_sent: z.boolean(),
  created_at: z.string(),
  queued_at: at,
  writing_at: at,
  sent_at: at,
  failed_at: at,
  refunded_at: at,
  message_humain: z.string(),
  message_ai: z.string(),
  ai_generated: z.boolean(),
  ai_label: z.string(),
  writer: writerSchema.nullable(),
  /** Machine-readable marking of the intuitive reading (see readingResponseSchema); null before it is written. */
  written_by: z.enum(['model', 'rules']).nullable(),
  digital_source_type: z.string().nullable(),
  paragraphs: z.array(readingParagraphSchema),
  facts_summary: z.array(z.string()),
  pdf_available: z.boolean(),
  delivery_promise_hours: z.number(),
});
export type ReadingDetailResponse = z.infer<typeof readingDetailResponseSchema>;

export const readingsMetaResponseSchema = z.object({
  /** The one delivery promise for PDF reports (DELIVERY_PROMISE_HOURS). */
  delivery_promise_hours: z.number(),
  /** The "thinking" pause the web shows before a single-question answer (READING_SUSPENSE_MS). */
  suspense_ms: z.number().int(),
  ai_provider: z.enum(['openai', 'offline']),
  ai_label: z.string(),
});

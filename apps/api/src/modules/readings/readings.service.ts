import { spreadFor } from '@arcanes/domain/tarot/spreads';
import { pickCount } from '@arcanes/domain/tarot/spread';
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReadingResponse } from '@arcanes/contracts/readings';
import { deliveryOf, priceCents, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import { formatCents } from '@arcanes/domain/money/cents';
import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Interpreter } from '#api/interpreter/interpreter-types.ts';
import { orderConfirmation } from '#api/jobs/order-confirmation.address.ts';
import { readingDelivery } from '#api/jobs/reading-delivery.address.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { READING_DATA_TEXT_VERSION } from '@arcanes/contracts/reading-data';
import {
  revealDraw,
  revealFromDeck,
  shuffleForDraw,
  storeDraw,
  useDraw,
} from '#api/modules/divination/divination.service.ts';
import { requirePlace } from '#api/modules/places/places.service.ts';
import { debit, ledgerEntryOf } from '#api/modules/wallet/wallet.service.ts';
import { issueReadingInvoices } from '#api/modules/invoices/invoices.service.ts';
import { offerLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { recordForecast } from '#api/modules/forecasts/forecasts.service.ts';
import { attachAcceptanceToReading } from '#api/modules/orders/orders.service.ts';
import { computeReading } from './compute/compute';
import { queuedAnswer, type StoredAnswer } from './writing/answers';
import { writeOnScreen } from './writing/on-screen';
import { expectedWriter } from './writing/messages';
export { cancelUndeliveredReadings, failAndRefund } from './delivery/refund';
import { failAndRefund } from './delivery/refund';
import type { ReadingInputs, ReadingRequest } from './request/inputs';
import {
  findReading,
  findReadingByKey,
  insertReading,
  readingAccount,
  updateReading,
  userContact,
} from './readings.repository';

export interface ReadingsDeps {
  db: Kysely<Database>;
  queue: Queue;
  config: Config;
  interpreter: Interpreter;
}

export interface Caller {
  userId: number;
  lang: 'fr' | 'en';
  /** The client's Idempotency-Key header; a fresh key when none is sent. */
  idempotencyKey: string | null;
  /** What `checkPreconditions` read of the account, when it ran for this request. */
  account?: ReadingAccount;
  /** The order sentence accepted with this request (the orders plugin recorded it), linked with the reading. */
  orderAcceptanceId?: number | null;
  /** The question as the route's guard classified it: the computation and the writer read it again from here. */
  question?: ClassifiedQuestion | null;
}

/** What the preconditions read of the account, handed on so that the request does not read it again. */
export interface ReadingAccount {
  /** Absent when the session answered the preconditions (no row read): a form without a name reads it. */
  firstName?: string;
  /** The registered sex (a tarot reading's agreement); absent when the session answered. */
  sexe?: 'homme' | 'femme' | null;
  /** The address a PDF goes to (the confirmed one, see userContact); absent when the session answered. */
  email?: string;
  /** A reading with the request's Idempotency-Key existed when the preconditions were checked. */
  keySeen: boolean;
}

/** How long a retried request waits for the first one to finish before saying it is in progress. */
const REPLAY_WAIT_MS = 30_000;

/** Keys are per user: another account sending the same key neither collides nor sees the answer. */
export const readingKey = (userId: number, key: string) => `${userId}:${key}`;

/** The account's first and last names: the name of a numerology forecast whose request gives none. */
export async function accountFullName(db: Kysely<Database>, userId: number): Promise<string> {
  const c = await userContact(db, userId);
  return [c?.first_name, c?.last_name].filter(Boolean).join(' ').trim();
}

/** What the request's session says of the caller (read at most the cache's 30 s ago, decision 0160). */
export interface SessionAccount {
  id: number;
  email: string;
  balanceCents: number;
  readingDataAccepted: boolean;
}

/**
 * The seed's preconditions before the form is even read: the reading-data acceptance, then a balance
 * that covers the price — one statement, which also reads what the request needs of the account.
 *
 * The session answers instead when it says yes to both and the request sends no key to look for
 * (decision 0259): an acceptance is never withdrawn (only the account's deletion removes it), and the
 * session's balance, kept current by the database's notices (0247), is only a first test — the debit
 * tests the balance in its own statement and refuses with the same error, in the same transaction as
 * the reading. A no, or a key, asks the database: a wrong refusal or a missed replay cannot come from
 * a session read before a top-up or an acceptance.
 */
export async function checkPreconditions(
  db: Kysely<Database>,
  user: SessionAccount,
  option: ReadingOption,
  idempotencyKey: string | null,
): Promise<ReadingAccount> {
  if (idempotencyKey === null && user.readingDataAccepted && user.balanceCents >= priceCents(option))
    return { keySeen: false };
  const userId = user.id;
  const row = await readingAccount(
    db,
    userId,
    READING_DATA_TEXT_VERSION,
    idempotencyKey ? readingKey(userId, idempotencyKey) : null,
  );
  // What is sent to the interpreter is accepted with the first order (decision 0143), not in the cookie banner.
  if (!row?.accepted) throw new AppError('CONSENT_REQUIRED');
  // A retry of a reading already paid for is answered from the stored reading, whatever the balance now.
  if (!row.key_seen && row.balance_cents < priceCents(option)) throw new AppError('INSUFFICIENT_BALANCE');
  return {
    firstName: row.first_name ?? '',
    sexe: row.sexe ?? null,
    email: row.email,
    keySeen: Boolean(row.key_seen),
  };
}

function failure(answer: StoredAnswer, lang: 'fr' | 'en'): AppError | null {
  return 'error' in answer
    ? new AppError('READING_FAILED', { amount: formatCents(answer.amount_cents, lang) })
    : null;
}

/** A request whose key was seen: the first answer again (waiting for it if the first is still running). */
async function replay(
  deps: ReadingsDeps,
  existing: NonNullable<Awaited<ReturnType<typeof findReadingByKey>>>,
  requestHash: string,
  lang: 'fr' | 'en',
): Promise<ReadingResponse> {
  if (existing.request_hash && existing.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const until = Date.now() + REPLAY_WAIT_MS;
  let row = existing;
  while (!row.answer) {
    if (orphaned(deps.config, row)) return resume(deps, row, lang);
    if (Date.now() > until) throw new AppError('READING_IN_PROGRESS');
    await new Promise((r) => setTimeout(r, 100));
    row = (await findReading(deps.db, existing.id)) ?? row;
  }
  const answer = row.answer as unknown as StoredAnswer;
  const failed = failure(answer, lang);
  if (failed) throw failed;
  return answer as ReadingResponse;
}

/**
 * An on-screen question charged and still without its answer long after its answer's budget (the
 * process that took it stopped between the debit and the answer): its retry answers it from what was
 * stored, instead of a 409 and a refund a quarter of an hour later (issue 40).
 */
function orphaned(config: Config, row: { status: string; created_at: Date | string; option: number }) {
  const age = Date.now() - new Date(row.created_at).getTime();
  return row.status === 'pending' && row.option === 1 && age > config.AI_ANSWER_BUDGET_MS + ORPHAN_MARGIN_MS;
}

const ORPHAN_MARGIN_MS = 15_000;
const SERVICES = { astrologie: 'astrology', numerologie: 'numerology', tarot: 'tarot' } as const;

async function resume(
  deps: ReadingsDeps,
  row: NonNullable<Awaited<ReturnType<typeof findReading>>>,
  lang: 'fr' | 'en',
): Promise<ReadingResponse> {
  const inputs = row.inputs as unknown as ReadingInputs;
  const debit = await ledgerEntryOf(deps.db, `reading:${row.id}`);
  return answerOnScreen(deps, {
    readingId: row.id,
    userId: row.user_id!,
    service: SERVICES[row.domain as keyof typeof SERVICES] ?? row.domain,
    inputs,
    computation: computeReading(inputs, { forecast: true }),
    priceCents: Number(row.price_cents),
    walletCents: debit ? Number(debit.balance_after_cents) : 0,
    lang,
  });
}

/** Resolves what the payload only names: the birth place, and the cards behind the picked positions. */
async function prepare(
  deps: ReadingsDeps,
  caller: Caller,
  request: ReadingRequest,
): Promise<{ inputs: ReadingInputs; newDeck: ReturnType<typeof shuffleForDraw> | null }> {
  const inputs = request.inputs;
  if (inputs.domain === 'astrologie') {
    const field = inputs.option === 1 ? 'placeOfBirth' : 'place_of_birth';
    const place = requirePlace(inputs.place_input, field, caller.lang);
    return {
      inputs: {
        ...inputs,
        place: { id: place.id, label: place.label, lat: place.lat, lon: place.lon, zone: place.zone },
      },
      newDeck: null,
    };
  }
  if (inputs.domain === 'compatibilite') {
    const resolve = (p: (typeof inputs.people)[number], field: string) => {
      const place = requirePlace(p.place_input, field, caller.lang);
      return {
        ...p,
        place: { id: place.id, label: place.label, lat: place.lat, lon: place.lon, zone: place.zone },
      };
    };
    return {
      inputs: {
        ...inputs,
        people: [
          resolve(inputs.people[0], 'place_of_birth'),
          resolve(inputs.people[1], 'partner_place_of_birth'),
        ],
      },
      newDeck: null,
    };
  }
  if (inputs.domain !== 'tarot') return { inputs, newDeck: null };
  const drawId = request.tarot?.drawId;
  const positions = request.tarot?.positions ?? [];
  if (drawId) {
    const { cards } = await revealDraw(deps.db, {
      drawId,
      userId: caller.userId,
      option: inputs.option,
      count: inputs.count,
      positions,
    });
    return {
      inputs: {
        ...inputs,
        picks: cards.map((c) => ({ position: c.position, card_id: c.card.id, reversed: c.reversed })),
      },
      newDeck: null,
    };
  }
  // The consultation request draws for the person: a fresh deck, and the first positions of it.
  const deck = shuffleForDraw(inputs.option, inputs.count);
  const picks = Array.from({ length: pickCount(spreadFor(inputs.option, inputs.count)) }, (_, i) => i);
  const cards = revealFromDeck(deck, picks, inputs.count, inputs.option);
  return {
    inputs: {
      ...inputs,
      picks: cards.map((c) => ({ position: c.position, card_id: c.card.id, reversed: c.reversed })),
    },
    newDeck: deck,
  };
}

function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'readings_idempotency_key_key' || /idempotency_key/.test(e.message ?? ''))
  );
}

/**
 * One paid reading: preconditions, the facts computed (bad input fails here, before any charge), then
 * in ONE transaction the reading, its debit, its draw and (options 2–3) its delivery job. Option 1 is
 * then interpreted and answered at once; an interpretation that fails is refunded and said so.
 */
export async function requestReading(
  deps: ReadingsDeps,
  caller: Caller,
  request: ReadingRequest,
  body: unknown,
): Promise<ReadingResponse> {
  const { db, config } = deps;
  const key = readingKey(caller.userId, caller.idempotencyKey ?? crypto.randomUUID());
  const requestHash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ service: request.service, body }))
    .digest('hex');
  // Without a key of the client's the key is new; with one, look only if the preconditions saw it (a
  // reading inserted since is caught by the unique key below and replayed the same way).
  if (caller.idempotencyKey !== null && (caller.account?.keySeen ?? true)) {
    const existing = await findReadingByKey(db, key);
    if (existing) return replay(deps, existing, requestHash, caller.lang);
  }

  const price = priceCents(request.option);
  const { inputs, newDeck } = await prepare(deps, caller, request);
  const computation = computeReading(inputs, {
    forecast: request.option === 1,
    nameField: request.nameField,
    question: caller.question,
  });
  const readingId = crypto.randomUUID();
  const delivers = deliveryOf(request.option) === 'pdf';
  const email = delivers
    ? (caller.account?.email ?? (await userContact(db, caller.userId))?.email ?? '')
    : '';
  let walletCents = 0;
  let queued: ReadingResponse | null = null;
  try {
    await inTransaction(db, async (trx) => {
      await insertReading(trx, {
        id: readingId,
        userId: caller.userId,
        domain: request.domain,
        option: request.option,
        lang: inputs.lang,
        inputs,
        facts: computation.facts,
        priceCents: price,
        status: delivers ? 'queued' : 'pending',
        key,
        requestHash,
      });
      const moved = await debit(trx, {
        userId: caller.userId,
        cents: price,
        key: `reading:${readingId}`,
        readingId,
        reason: `${request.domain} option ${request.option}`,
        // insertReading locked the wallet (before the reading referenced its user).
        walletLocked: true,
      });
      walletCents = moved.balanceCents;
      // Paid from a multi-purpose voucher: the reading's VAT is due now, on its own invoice (decision 0345).
      if (moved.multiPurposeCents > 0)
        await issueReadingInvoices(trx, config, {
          readingId,
          ledgerEntryId: moved.entry.id,
          label: offerLabel(request.option, request.domain, inputs.lang),
          lang: inputs.lang,
        });
      // A short-term forecast covers three months from its order (decision 0210).
      await recordForecast(trx, {
        userId: caller.userId,
        readingId,
        domain: request.domain,
        option: request.option,
        orderedAt: new Date(),
      });
      if (inputs.domain === 'tarot') {
        if (newDeck)
          await storeDraw(trx, {
            userId: caller.userId,
            option: inputs.option,
            count: inputs.count,
            deck: newDeck,
            readingId,
          });
        else if (inputs.draw_id) await useDraw(trx, inputs.draw_id, caller.userId, readingId);
      }
      // The order's confirmation e-mail (issue 41), enqueued with the charge so that every order gets
      // exactly one; it states the accepted order sentence, linked here before the job can read it.
      if (caller.orderAcceptanceId) await attachAcceptanceToReading(trx, caller.orderAcceptanceId, readingId);
      await deps.queue.send(
        orderConfirmation,
        { readingId },
        {
          trx,
          singletonKey: `order-${readingId}`,
          // An on-screen question is confirmed with its answer, stored within moments.
          ...(delivers ? {} : { startAfterSeconds: 2 }),
        },
      );
      if (delivers) {
        queued = queuedAnswer({
          readingId,
          inputs,
          computation,
          priceCents: price,
          walletCents,
          email,
          hours: config.DELIVERY_PROMISE_HOURS,
          writer: expectedWriter(deps.interpreter),
        });
        await updateReading(trx, readingId, ['queued'], { answer: queued });
        await deps.queue.send(readingDelivery, { readingId }, { trx, singletonKey: `reading-${readingId}` });
      }
    });
  } catch (error) {
    if (isDuplicateKey(error)) {
      const first = await findReadingByKey(db, key);
      if (first) return replay(deps, first, requestHash, caller.lang);
    }
    throw error;
  }
  if (queued) return queued;

  return answerOnScreen(deps, {
    readingId,
    userId: caller.userId,
    service: request.service,
    inputs,
    computation,
    priceCents: price,
    walletCents,
    lang: caller.lang,
    question: caller.question,
  });
}

/**
 * The on-screen answer of a reading already charged: the interpreter within the answer's budget, the
 * answer stored with the call that wrote it, or, when nothing could write it, the refund. A reading
 * another request answered meanwhile (two retries of an interrupted question) answers with that.
 */
async function answerOnScreen(
  deps: ReadingsDeps,
  a: {
    readingId: string;
    userId: number;
    service: string;
    inputs: ReadingInputs;
    computation: ReturnType<typeof computeReading>;
    priceCents: number;
    walletCents: number;
    lang: 'fr' | 'en';
    question?: ClassifiedQuestion | null;
  },
): Promise<ReadingResponse> {
  const { db, config } = deps;
  const { readingId, inputs, computation } = a;
  const written = await writeOnScreen(
    db,
    deps.interpreter,
    { readingId, userId: a.userId, service: a.service },
    {
      inputs,
      computation,
      priceCents: a.priceCents,
      walletCents: a.walletCents,
      budgetMs: config.AI_ANSWER_BUDGET_MS,
      question: a.question,
    },
  );
  if (!written.ok) {
    await failAndRefund(db, deps.queue, readingId, `${written.error.kind}: ${written.error.message}`);
    const stored: StoredAnswer = { error: 'READING_FAILED', amount_cents: a.priceCents };
    await updateReading(db, readingId, ['refunded'], { answer: stored });
    throw failure(stored, a.lang);
  }
  const { answer, writing } = written;
  const stored = await updateReading(
    db,
    readingId,
    ['pending'],
    {
      status: 'answered',
      symbolic: computation.symbolic,
      ai_text: written.text,
      ai_writing: writing,
      answer,
    },
    written.aiCall,
  );
  if (stored) return answer;
  const first = await findReading(db, readingId);
  if (first?.answer) {
    const failed = failure(first.answer as unknown as StoredAnswer, a.lang);
    if (failed) throw failed;
    return first.answer as unknown as ReadingResponse;
  }
  return answer;
}

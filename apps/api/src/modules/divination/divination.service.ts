import type { Transaction } from 'kysely';
import type { ChartResponse, NumerologyProfileResponse, TimeFold } from '@arcanes/contracts/divination';
import { computeChart, type Chart, type HouseSystem } from '@arcanes/domain/astrology/chart';
import { localToUtc, utcOffsetMinutesAt } from '@arcanes/domain/astrology/local-time';
import { numerologyProfile } from '@arcanes/domain/numerology/profile';
import { NumerologyInputError } from '@arcanes/domain/numerology/numerology-input-error';
import type { DeckSlot } from '@arcanes/domain/tarot/card';
import { createDraw, revealPicks, type DrawnCard } from '@arcanes/domain/tarot/draw';
import { cryptoRandom } from '@arcanes/domain/tarot/random';
import { spreadFor, type Spread, type TarotOption } from '@arcanes/domain/tarot/spreads';
import { isTarotError } from '@arcanes/domain/tarot/tarot-error';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { zoneAt } from '#api/modules/places/places.service.ts';
import { claimDraw, findDraw, insertDraw } from './divination.repository';

export { zoneAt };

export interface BirthMoment {
  instant: Date;
  utcOffsetMinutes: number;
  timeKnown: boolean;
  status: 'ok' | 'ambiguous' | 'nonexistent';
  /** The moment chosen when the time was shown twice, else null. */
  fold: TimeFold | null;
  zone: string;
}

/** "UTC+2", "UTC−4:30", "UTC+0:09:21": an offset as the error message shows it. */
export function offsetLabel(minutes: number): string {
  const seconds = Math.round(Math.abs(minutes) * 60);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const tail = s
    ? `:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : m
      ? `:${String(m).padStart(2, '0')}`
      : '';
  return `UTC${minutes < 0 ? '−' : '+'}${h}${tail}`;
}

/**
 * Civil birth date and time at a place → the moment. A time the clock showed twice (it went back)
 * takes the moment `fold` names; without one, with `askFold`, 400 TIME_AMBIGUOUS naming both
 * offsets and marking `foldField` (time_fold by default) so that a form can ask, else the earlier
 * moment. A time that did not exist (the clock jumped) is read as after the jump.
 */
export function birthMoment(input: {
  date: string;
  time: string | null;
  lat: number;
  lon: number;
  zone?: string;
  fold?: TimeFold;
  askFold?: boolean;
  foldField?: string;
}): BirthMoment {
  const zone = input.zone ?? zoneAt(input.lat, input.lon);
  const local = localToUtc({ date: input.date, time: input.time, zone, fold: input.fold });
  if (local.status === 'ambiguous' && !input.fold && input.askFold) {
    const [first, second] = local.candidates;
    throw new AppError(
      'TIME_AMBIGUOUS',
      {
        date: input.date,
        time: input.time ?? '',
        first: offsetLabel(first?.utcOffsetMinutes ?? 0),
        second: offsetLabel(second?.utcOffsetMinutes ?? 0),
      },
      { [input.foldField ?? 'time_fold']: 'time_fold' },
    );
  }
  return {
    instant: local.instant,
    utcOffsetMinutes: local.utcOffsetMinutes,
    timeKnown: local.timeKnown,
    status: local.status,
    fold: local.status === 'ambiguous' ? (input.fold ?? 'first') : null,
    zone,
  };
}

export function chartFor(input: {
  lat: number;
  lon: number;
  date?: string;
  time?: string | null;
  instant?: string;
  house_system: HouseSystem;
  time_fold?: TimeFold;
}): ChartResponse {
  const zone = zoneAt(input.lat, input.lon);
  const moment = input.instant
    ? {
        instant: new Date(input.instant),
        utcOffsetMinutes: utcOffsetMinutesAt(new Date(input.instant), zone),
        timeKnown: true,
        status: 'ok' as const,
        fold: null,
        zone,
      }
    : birthMoment({
        date: input.date ?? '',
        time: input.time ?? null,
        lat: input.lat,
        lon: input.lon,
        zone,
        fold: input.time_fold,
        askFold: true,
      });
  let chart;
  try {
    chart = computeChart({
      instant: moment.instant,
      lat: input.lat,
      lon: input.lon,
      houseSystem: input.house_system,
      timeKnown: moment.timeKnown,
    });
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError(
        'VALIDATION_FAILED',
        { detail: input.instant ? 'instant' : 'date' },
        { [input.instant ? 'instant' : 'date']: 'invalid' },
      );
    throw error;
  }
  return toChartResponse(chart, moment);
}

/** The API's view of a computed chart and the moment it was cast for. */
export function toChartResponse(chart: Chart, moment: BirthMoment): ChartResponse {
  return {
    instant: chart.instant,
    utc_offset_minutes: moment.utcOffsetMinutes,
    time_status: moment.status,
    time_fold: moment.fold,
    time_known: chart.timeKnown,
    zone: moment.zone,
    house_system: chart.houseSystem,
    house_system_requested: chart.houseSystemRequested,
    planets: chart.planets.map((p) => ({
      id: p.id,
      longitude: p.longitude,
      sign: p.sign,
      degree: p.degree,
      minute: p.minute,
      house: p.house,
      retrograde: p.retrograde,
      speed: p.speed,
    })),
    ascendant: chart.ascendant,
    mc: chart.mc,
    houses: chart.houses,
    aspects: chart.aspects.map((a) => ({
      a: a.a,
      b: a.b,
      type: a.type,
      angle: a.angle,
      orb: a.orb,
      applying: a.applying,
    })),
  };
}

/** Maps the domain's input errors to a 400 naming the request's own field. */
export function numerologyOrFail<T>(
  compute: () => T,
  fieldNames: Partial<Record<'fullName' | 'birthDate' | 'currentDate', string>>,
): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof NumerologyInputError) {
      const field = fieldNames[error.field] ?? error.field;
      const key =
        error.code === 'BIRTH_DATE_AFTER_CURRENT_DATE'
          ? 'date_future'
          : error.field === 'fullName'
            ? 'name_letters'
            : 'date';
      throw new AppError('VALIDATION_FAILED', { detail: field }, { [field]: key });
    }
    throw error;
  }
}

export function numerologyFor(input: {
  full_name: string;
  birth_date: string;
  current_date?: string;
}): NumerologyProfileResponse {
  const profile = numerologyOrFail(
    () =>
      numerologyProfile({
        fullName: input.full_name,
        birthDate: input.birth_date,
        currentDate: input.current_date,
      }),
    { fullName: 'full_name', birthDate: 'birth_date', currentDate: 'current_date' },
  );
  return { ...profile, inclusion_grid: { ...profile.inclusion_grid } };
}

/** A deck of 78 shuffled with the platform's CSPRNG, for this option and number of cards. */
export function shuffleForDraw(option: TarotOption, count: number): readonly DeckSlot[] {
  return createDraw(option, count, cryptoRandom()).deck;
}

/** Keeps a shuffled deck on the server; pass `readingId` when the reading that uses it is being created. */
export async function storeDraw(
  db: Db,
  draw: { userId: number; option: TarotOption; count: number; deck: readonly DeckSlot[]; readingId?: string },
) {
  const row = await insertDraw(db, draw);
  return row.id;
}

/** Shuffles a deck of 78 on the server and keeps it; the caller sees only the draw id and the spread. */
export async function createTarotDraw(db: Db, userId: number, option: TarotOption, count: number) {
  const deck = shuffleForDraw(option, count);
  const drawId = await storeDraw(db, { userId, option, count, deck });
  return { drawId, spread: spreadFor(option, count) };
}

/** The cards at the picked positions of a stored draw, if it is the caller's, unused and of this option. */
export async function revealDraw(
  db: Db,
  input: { drawId: string; userId: number; option: TarotOption; count: number; positions: number[] },
): Promise<{ cards: DrawnCard[]; spread: Spread }> {
  const draw = await findDraw(db, input.drawId, input.userId);
  if (!draw) throw new AppError('DRAW_NOT_FOUND');
  if (draw.reading_id) throw new AppError('DRAW_USED');
  if (draw.option !== input.option || draw.card_count !== input.count) throw new AppError('DRAW_MISMATCH');
  return {
    cards: revealFromDeck(draw.deck as unknown as DeckSlot[], input.positions, input.count, input.option),
    spread: spreadFor(input.option, input.count),
  };
}

export function revealFromDeck(
  deck: readonly DeckSlot[],
  positions: number[],
  count: number,
  option: TarotOption,
): DrawnCard[] {
  try {
    return revealPicks(deck, positions, count, option);
  } catch (error) {
    if (isTarotError(error))
      throw new AppError(
        'VALIDATION_FAILED',
        { detail: error.field },
        { [error.field === 'numCards' ? 'numCards' : 'cartes']: 'cards_count' },
      );
    throw error;
  }
}

/** Inside the reading's transaction: the draw serves this reading and no other. */
export async function useDraw(
  trx: Transaction<Database>,
  drawId: string,
  userId: number,
  readingId: string,
): Promise<void> {
  if (!(await claimDraw(trx, drawId, userId, readingId))) throw new AppError('DRAW_USED');
}

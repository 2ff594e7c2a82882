/**
 * The seed's nine payloads, normalised into what a reading stores in `readings.inputs`: one shape per
 * domain, with the place resolved and the tarot cards revealed, so that the delivery job can recompute
 * every fact from the row alone (and a retried job computes the very same report).
 */
import type { z } from 'zod';
import type {
  astrologyLongRequestSchema,
  compatibilityRequestSchema,
  astrologyOption1RequestSchema,
  numerologyOption1RequestSchema,
  numerologyOption2RequestSchema,
  numerologyOption3RequestSchema,
  tarotReadingRequestSchema,
} from '@arcanes/contracts/readings';
import type { TimeFold } from '@arcanes/contracts/divination';
import type { Domain, OfferOption, ReadingOption } from '@arcanes/domain/catalogue/offers';

export type Lang = 'fr' | 'en';
export type AstrologyOption1Body = z.output<typeof astrologyOption1RequestSchema>;
export type AstrologyLongBody = z.output<typeof astrologyLongRequestSchema>;
export type NumerologyBody =
  | z.output<typeof numerologyOption1RequestSchema>
  | z.output<typeof numerologyOption2RequestSchema>
  | z.output<typeof numerologyOption3RequestSchema>;
export type TarotBody = z.output<typeof tarotReadingRequestSchema>;
export type CompatibilityBody = z.output<typeof compatibilityRequestSchema>;
type Base = Omit<Common, 'option' | 'first_name'>;

export interface ResolvedPlace {
  id: string;
  label: string;
  lat: number;
  lon: number;
  zone: string;
}

interface Common {
  option: OfferOption;
  lang: Lang;
  first_name: string;
  /** YYYY-MM-DD in Paris when the reading was asked; forecasts count from it. */
  reading_date: string;
}

export interface AstrologyInputs extends Common {
  domain: 'astrologie';
  sexe: 'homme' | 'femme' | null;
  birth_date: string;
  /** Null when the customer does not know it: no angles nor houses then. */
  birth_time: string | null;
  /**
   * Which moment a birth time the clocks showed twice names; null when not said (an ambiguous
   * time is then refused, TIME_AMBIGUOUS). Absent from rows stored before it: the earlier moment.
   */
  birth_time_fold?: TimeFold | null;
  place_input: string;
  place: ResolvedPlace | null;
  topic: 'amour' | 'travail' | 'sante' | null;
  period: 'semaine' | 'mois' | null;
  question: string | null;
}

export interface NumerologyInputs extends Common {
  domain: 'numerologie';
  full_name: string;
  sexe: 'homme' | 'femme' | null;
  birth_date: string;
  birth_time: string | null;
  birth_place: string | null;
  current_date: string;
  topic: 'amour' | 'travail' | 'general';
  question: string | null;
}

export interface TarotInputs extends Common {
  domain: 'tarot';
  question: string | null;
  topic: 'amour' | 'travail' | 'general';
  period: 'jour' | 'semaine' | 'mois' | null;
  client_date: string | null;
  /** null when the server drew for the person (the consultation request). */
  draw_id: string | null;
  count: number;
  /** The picked positions in pick order, and what they revealed. */
  picks: { position: number; card_id: string; reversed: boolean }[];
  /**
   * The account's registered sex (the form asks none), for agreement; absent from readings stored before
   * it was recorded.
   */
  sexe?: 'homme' | 'femme' | null;
}

/** One of the two people of a compatibility reading. */
export interface CompatibilityPersonInputs {
  first_name: string;
  last_name: string;
  birth_date: string;
  birth_time: string | null;
  birth_time_fold: TimeFold | null;
  place_input: string;
  place: ResolvedPlace | null;
}

/** Compatibility (decision 0200): ordered from the astrology or the numerology page, the same reading. */
export interface CompatibilityInputs extends Omit<Common, 'option'> {
  domain: 'compatibilite';
  option: 4;
  ordered_from: 'astrologie' | 'numerologie';
  people: [CompatibilityPersonInputs, CompatibilityPersonInputs];
  question: null;
}

export type ReadingInputs = AstrologyInputs | NumerologyInputs | TarotInputs | CompatibilityInputs;

/** The domain the reading was ordered from (a compatibility reading is sold on two pages). */
export function orderedFrom(inputs: ReadingInputs): Domain {
  return inputs.domain === 'compatibilite' ? inputs.ordered_from : inputs.domain;
}

/** What a route hands the service: the domain, the option and the normalised inputs (place not yet resolved). */
export interface ReadingRequest {
  domain: Domain;
  option: ReadingOption;
  lang: Lang;
  /** The seed's service name, stored with each AI call ("astrology/option1"). */
  service: string;
  inputs: ReadingInputs;
  /** The request's field that carries the name, for a 400 naming it (numerology). */
  nameField?: string;
  /** For tarot: the draw and positions to reveal (done by the service, with the draw's owner). */
  tarot?: { drawId: string | null; positions: number[] | null };
}

export function astrologyOption1(body: AstrologyOption1Body, base: Base): AstrologyInputs {
  return {
    ...base,
    domain: 'astrologie',
    option: 1,
    first_name: body.firstName,
    sexe: body.sexe,
    birth_date: body.dateOfBirth,
    birth_time: body.timeOfBirth ?? null,
    birth_time_fold: body.time_fold ?? null,
    place_input: body.placeOfBirth,
    place: null,
    topic: body.domain,
    period: body.period,
    question: body.question,
  };
}

export function astrologyLong(
  option: 2 | 3,
  body: AstrologyLongBody,
  base: Base,
  accountFirstName: string,
): AstrologyInputs {
  return {
    ...base,
    domain: 'astrologie',
    option,
    first_name: body.first_name || accountFirstName,
    sexe: body.sexe ?? null,
    birth_date: body.date_of_birth,
    birth_time: body.time_of_birth ?? null,
    birth_time_fold: body.time_fold ?? null,
    place_input: body.place_of_birth,
    place: null,
    topic: null,
    period: null,
    question: null,
  };
}

export function numerology(
  option: OfferOption,
  body: NumerologyBody,
  base: Base,
  accountFirstName: string,
): NumerologyInputs {
  const b = body as Partial<
    Record<'fullName' | 'firstName' | 'lastName' | 'placeOfBirth' | 'timeOfBirth' | 'currentDate', string>
  > &
    Pick<NumerologyBody, 'dateOfBirth'> & {
      sexe?: 'homme' | 'femme';
      domain?: 'amour' | 'travail' | 'general';
    };
  const fullName = (b.fullName || [b.firstName, b.lastName].filter(Boolean).join(' ')).trim();
  return {
    ...base,
    domain: 'numerologie',
    option,
    first_name: b.firstName || fullName.split(/\s+/)[0] || accountFirstName,
    full_name: fullName,
    sexe: b.sexe ?? null,
    birth_date: b.dateOfBirth,
    birth_time: b.timeOfBirth ?? null,
    birth_place: b.placeOfBirth ?? null,
    current_date: b.currentDate ?? base.reading_date,
    topic: b.domain ?? 'general',
    question: null,
  };
}

export function compatibility(
  from: 'astrologie' | 'numerologie',
  body: CompatibilityBody,
  base: Base,
): CompatibilityInputs {
  const person = (prefix: '' | 'partner_'): CompatibilityPersonInputs => ({
    first_name: body[`${prefix}first_name`],
    last_name: body[`${prefix}last_name`],
    birth_date: body[`${prefix}date_of_birth`],
    birth_time: body[`${prefix}time_of_birth`] ?? null,
    birth_time_fold: body[`${prefix}time_fold`] ?? null,
    place_input: body[`${prefix}place_of_birth`],
    place: null,
  });
  return {
    ...base,
    domain: 'compatibilite',
    option: 4,
    ordered_from: from,
    first_name: body.first_name,
    people: [person(''), person('partner_')],
    question: null,
  };
}

export function tarot(
  body: TarotBody,
  base: Base,
  accountFirstName: string,
  accountSexe: 'homme' | 'femme' | null = null,
): TarotInputs {
  return {
    ...base,
    domain: 'tarot',
    option: body.option,
    first_name: accountFirstName,
    sexe: accountSexe,
    question: body.question || null,
    topic: body.domain,
    period: body.period ?? null,
    client_date: body.date,
    draw_id: body.draw_id || null,
    count: body.numCards,
    picks: [],
  };
}

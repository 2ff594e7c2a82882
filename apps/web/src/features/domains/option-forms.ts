import { z } from 'zod';
import type { Domain, OfferOption, ReadingOption } from '@arcanes/domain/catalogue/offers';
import { CARD_COUNT_RANGE } from '@arcanes/domain/tarot/spreads';
import { requiredText } from '@arcanes/contracts/common';
import { smallIntSchema } from '@arcanes/contracts/divination';
import {
  astrologyLongRequestSchema,
  astrologyOption1RequestSchema,
  compatibilityRequestSchema,
  generalDomainSchema,
  numerologyOption1RequestSchema,
  numerologyOption2RequestSchema,
  numerologyOption3RequestSchema,
} from '@arcanes/contracts/readings';
import type { FieldHint, FieldLabel, LegendKey, SubmitKey, ValueKey } from './text-keys';

/**
 * The nine option forms of the seed (section 2), as data: which fields, in which order, which are
 * required, and the contract that checks them — the same zod schema the API applies.
 */
export type FieldKind = 'text' | 'textarea' | 'date' | 'time' | 'place' | 'sexe' | 'select' | 'count';

/** Where a field's first value comes from: the account (editable), today, or a fixed choice. */
export type Prefill =
  'firstName' | 'lastName' | 'fullName' | 'birthDate' | 'birthTime' | 'birthPlace' | 'sexe' | 'today';

interface FieldBase {
  readonly name: string;
  /** Key under `fields.` in the domains namespace. */
  readonly label: FieldLabel;
  readonly optional?: boolean;
  /** Key under `hints.` in the domains namespace, shown instead of "Optional". */
  readonly hint?: FieldHint;
  readonly prefill?: Prefill;
  readonly initial?: string;
  /** Fields sharing a legend (key under `legends.`) are grouped in one fieldset (compatibility's two people). */
  readonly legend?: LegendKey;
  /** A birth time's companion field, asked when the clocks showed that time twice. */
  readonly fold?: string;
}

/** A select shows its values through `values.<value>`; a count shows its numbers as they are. */
export type FieldSpec = FieldBase &
  (
    | { readonly kind: 'select'; readonly values: readonly ValueKey[] }
    | { readonly kind: 'count'; readonly values: readonly string[] }
    | { readonly kind: Exclude<FieldKind, 'select' | 'count'>; readonly values?: undefined }
  );

export interface OptionFormSpec {
  readonly domain: Domain;
  readonly option: ReadingOption;
  readonly fields: readonly FieldSpec[];
  /** Key under `submit.` in the domains namespace. */
  readonly submit: SubmitKey;
  readonly schema: z.ZodType;
}

const ASTRO_DOMAINS = ['amour', 'travail', 'sante'] as const;
const GENERAL_DOMAINS = ['amour', 'travail', 'general'] as const;

/**
 * Date, time and place of birth. Numerology does without time and place; astrology needs the place
 * (the time zone, the sky) but reads an unknown time as a chart without angles nor houses.
 */
const birth = (prefix: 'camel' | 'snake', use: 'numerology' | 'astrology'): FieldSpec[] => {
  const [date, time, place] =
    prefix === 'camel'
      ? ['dateOfBirth', 'timeOfBirth', 'placeOfBirth']
      : ['date_of_birth', 'time_of_birth', 'place_of_birth'];
  const astrology = use === 'astrology';
  return [
    { name: date, kind: 'date', label: 'birthDate', prefill: 'birthDate' },
    {
      name: time,
      kind: 'time',
      label: 'birthTime',
      prefill: 'birthTime',
      optional: true,
      ...(astrology ? { hint: 'unknownTime' } : {}),
    },
    { name: place, kind: 'place', label: 'birthPlace', prefill: 'birthPlace', optional: !astrology },
  ];
};
const sexe: FieldSpec = { name: 'sexe', kind: 'sexe', label: 'sexe', prefill: 'sexe' };

/** Card counts of the seed: question 1–3, short term 3–5, long term 7–10 (7 by default). */
export function cardCountValues(option: OfferOption): string[] {
  const { min, max } = CARD_COUNT_RANGE[option];
  return Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
}

function tarotSchema(option: OfferOption) {
  const { min, max } = CARD_COUNT_RANGE[option];
  return z.object({
    question: option === 3 ? z.string().optional() : requiredText(1000),
    domain: generalDomainSchema,
    // The short-term forecast covers the three months sold from the order date: no period to pick.
    period: z.string().optional(),
    numCards: smallIntSchema(min, max),
  });
}

const tarotFields = (option: OfferOption): FieldSpec[] => [
  ...(option === 3 ? [] : [{ name: 'question', kind: 'textarea', label: 'question' } as const]),
  { name: 'domain', kind: 'select', label: 'domain', values: GENERAL_DOMAINS },
  {
    name: 'numCards',
    kind: 'count',
    label: 'numCards',
    values: cardCountValues(option),
    initial: String(CARD_COUNT_RANGE[option].default),
  },
];

/** Compatibility (decision 0200): two people, the first filled from the account, each with a birth name. */
function person(prefix: '' | 'partner_', legend: LegendKey, fromAccount: boolean): FieldSpec[] {
  const pre = (p: Prefill) => (fromAccount ? { prefill: p } : {});
  return [
    { name: `${prefix}first_name`, kind: 'text', label: 'firstName', legend, ...pre('firstName') },
    { name: `${prefix}last_name`, kind: 'text', label: 'birthName', legend, ...pre('lastName') },
    { name: `${prefix}date_of_birth`, kind: 'date', label: 'birthDate', legend, ...pre('birthDate') },
    {
      name: `${prefix}time_of_birth`,
      kind: 'time',
      label: 'birthTime',
      legend,
      optional: true,
      hint: 'unknownTime',
      fold: `${prefix}time_fold`,
      ...pre('birthTime'),
    },
    { name: `${prefix}place_of_birth`, kind: 'place', label: 'birthPlace', legend, ...pre('birthPlace') },
  ];
}
const compatibilityForm = (domain: 'astrologie' | 'numerologie'): OptionFormSpec => ({
  domain,
  option: 4,
  submit: 'compatibility',
  schema: compatibilityRequestSchema,
  fields: [...person('', 'first', true), ...person('partner_', 'second', false)],
});

export const OPTION_FORMS: readonly OptionFormSpec[] = [
  {
    domain: 'astrologie',
    option: 1,
    submit: 'ask',
    schema: astrologyOption1RequestSchema,
    fields: [
      { name: 'question', kind: 'textarea', label: 'question' },
      { name: 'domain', kind: 'select', label: 'domain', values: ASTRO_DOMAINS },
      ...birth('camel', 'astrology'),
      sexe,
      { name: 'firstName', kind: 'text', label: 'firstName', prefill: 'firstName' },
      { name: 'period', kind: 'select', label: 'period', values: ['semaine', 'mois'] },
    ],
  },
  ...([2, 3] as const).map((option): OptionFormSpec => ({
    domain: 'astrologie',
    option,
    submit: option === 2 ? 'forecast' : 'natal',
    schema: astrologyLongRequestSchema,
    fields: [
      ...birth('snake', 'astrology'),
      sexe,
      { name: 'first_name', kind: 'text', label: 'firstName', prefill: 'firstName' },
    ],
  })),
  {
    domain: 'numerologie',
    option: 1,
    submit: 'compute',
    schema: numerologyOption1RequestSchema,
    fields: [
      ...birth('camel', 'numerology'),
      sexe,
      { name: 'lastName', kind: 'text', label: 'lastName', prefill: 'lastName' },
      { name: 'firstName', kind: 'text', label: 'firstName', prefill: 'firstName' },
      { name: 'currentDate', kind: 'date', label: 'currentDate', prefill: 'today' },
      { name: 'domain', kind: 'select', label: 'domain', values: GENERAL_DOMAINS },
    ],
  },
  {
    domain: 'numerologie',
    option: 2,
    submit: 'lifePath',
    schema: numerologyOption2RequestSchema,
    fields: [
      ...birth('camel', 'numerology'),
      sexe,
      { name: 'lastName', kind: 'text', label: 'lastName', prefill: 'lastName' },
      { name: 'firstName', kind: 'text', label: 'firstName', prefill: 'firstName' },
    ],
  },
  {
    domain: 'numerologie',
    option: 3,
    submit: 'compute',
    schema: numerologyOption3RequestSchema,
    fields: [
      { name: 'fullName', kind: 'text', label: 'fullName', prefill: 'fullName' },
      ...birth('camel', 'numerology'),
      sexe,
    ],
  },
  compatibilityForm('astrologie'),
  compatibilityForm('numerologie'),
  ...([1, 2, 3] as const).map((option): OptionFormSpec => ({
    domain: 'tarot',
    option,
    submit: 'draw',
    schema: tarotSchema(option),
    fields: tarotFields(option),
  })),
];

export function optionForm(domain: Domain, option: ReadingOption): OptionFormSpec {
  const spec = OPTION_FORMS.find((f) => f.domain === domain && f.option === option);
  if (!spec) throw new Error(`no form for ${domain} option ${option}`);
  return spec;
}

/** The seed lists every field of a form as required, except what numerology does without (time, place). */
export function requiredFields(spec: OptionFormSpec): string[] {
  return spec.fields.filter((f) => !f.optional).map((f) => f.name);
}

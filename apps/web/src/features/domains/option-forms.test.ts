import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { contractResolver, hasMissing, messagesOf } from '#web/lib/contract-form.ts';
import {
  OPTION_FORMS,
  cardCountValues,
  optionForm,
  requiredFields,
  type OptionFormSpec,
} from './option-forms';
import { initialFormState, profileDefaults } from './prefill';
import fs from 'node:fs';

const profile = profileDefaults({
  first_name: 'Léa',
  last_name: 'Martin',
  date_naissance: '1990-04-12',
  heure_naissance: '08:30',
  sexe: 'femme',
  birth_place: { id: '2988507', label: 'Paris, Île-de-France, France', lat: 48.85, lon: 2.35 },
});

/** The second person of a compatibility form: nothing of them comes from the account. */
const partner = {
  partner_first_name: 'Hugo',
  partner_last_name: 'Bernard',
  partner_date_of_birth: '1990-10-03',
  partner_time_of_birth: '19:05',
  partner_place_of_birth: '2996944',
};

/** What the form's resolver says of these values: the contract, and the form's required fields. */
async function checkForm(spec: OptionFormSpec, values: Record<string, string>, lang: 'fr' | 'en') {
  const resolve = contractResolver<FieldValues, OptionFormSpec['schema']>(spec.schema, {
    lang: () => lang,
    required: requiredFields(spec),
  });
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
  const { errors } = await resolve(values, undefined, options);
  const ok = Object.keys(errors).length === 0;
  return ok ? { ok } : { ok, missing: hasMissing(errors), fields: messagesOf(errors) };
}

const names = (domain: 'astrologie' | 'numerologie' | 'tarot', option: 1 | 2 | 3) =>
  optionForm(domain, option).fields.map((f) => f.name);

describe('the nine option forms', () => {
  it('ask for exactly the seed’s fields', () => {
    expect(names('astrologie', 1)).toEqual([
      'question',
      'domain',
      'dateOfBirth',
      'timeOfBirth',
      'placeOfBirth',
      'sexe',
      'firstName',
      'period',
    ]);
    expect(names('astrologie', 2)).toEqual([
      'date_of_birth',
      'time_of_birth',
      'place_of_birth',
      'sexe',
      'first_name',
    ]);
    expect(names('astrologie', 3)).toEqual(names('astrologie', 2));
    expect(names('numerologie', 1)).toEqual([
      'dateOfBirth',
      'timeOfBirth',
      'placeOfBirth',
      'sexe',
      'lastName',
      'firstName',
      'currentDate',
      'domain',
    ]);
    expect(names('numerologie', 2)).toEqual([
      'dateOfBirth',
      'timeOfBirth',
      'placeOfBirth',
      'sexe',
      'lastName',
      'firstName',
    ]);
    expect(names('numerologie', 3)).toEqual([
      'fullName',
      'dateOfBirth',
      'timeOfBirth',
      'placeOfBirth',
      'sexe',
    ]);
    expect(names('tarot', 1)).toEqual(['question', 'domain', 'numCards']);
    // The short-term forecast covers the three months sold: no day/week/month to pick (issue 14).
    expect(names('tarot', 2)).toEqual(['question', 'domain', 'numCards']);
    expect(names('tarot', 3)).toEqual(['domain', 'numCards']);
  });

  it('compatibility: two people in two fieldsets, the first from the account, each time optional with its own fold', () => {
    for (const domain of ['astrologie', 'numerologie'] as const) {
      const spec = optionForm(domain, 4);
      expect(spec.fields.map((f) => f.name)).toEqual([
        'first_name',
        'last_name',
        'date_of_birth',
        'time_of_birth',
        'place_of_birth',
        ...Object.keys(partner),
      ]);
      expect(new Set(spec.fields.map((f) => f.legend))).toEqual(new Set(['first', 'second']));
      expect(spec.fields.filter((f) => f.kind === 'time').map((f) => f.fold)).toEqual([
        'time_fold',
        'partner_time_fold',
      ]);
      const { values } = initialFormState(spec, profile, '2026-11-24');
      expect(values).toMatchObject({ first_name: 'Léa', last_name: 'Martin', time_of_birth: '08:30' });
      expect(values.partner_first_name).toBe('');
    }
  });

  it('offer the seed’s values', () => {
    expect(optionForm('astrologie', 1).fields.find((f) => f.name === 'domain')?.values).toEqual([
      'amour',
      'travail',
      'sante',
    ]);
    expect(optionForm('astrologie', 1).fields.find((f) => f.name === 'period')?.values).toEqual([
      'semaine',
      'mois',
    ]);
    expect(optionForm('tarot', 2).fields.find((f) => f.name === 'period')).toBeUndefined();
    expect(optionForm('numerologie', 1).fields.find((f) => f.name === 'domain')?.values).toEqual([
      'amour',
      'travail',
      'general',
    ]);
    expect([cardCountValues(1), cardCountValues(2), cardCountValues(3)]).toEqual([
      ['1', '2', '3'],
      ['3', '4', '5'],
      ['7', '8', '9', '10'],
    ]);
    expect(initialFormState(optionForm('tarot', 3), profile).values.numCards).toBe('7');
  });

  it('are filled from the account and pass their contract once the question is typed', async () => {
    for (const spec of OPTION_FORMS) {
      const { values } = initialFormState(spec, profile, '2026-11-24');
      if ('question' in values) values.question = 'Que me réserve le mois prochain ?';
      if (spec.option === 4) Object.assign(values, partner);
      const check = await checkForm(spec, values, 'fr');
      expect(check, `${spec.domain} ${spec.option}`).toMatchObject({ ok: true });
    }
    const n3 = initialFormState(optionForm('numerologie', 3), profile).values;
    expect(n3.fullName).toBe('Léa Martin');
    expect(initialFormState(optionForm('astrologie', 2), profile).placeLabels.place_of_birth).toBe(
      'Paris, Île-de-France, France',
    );
  });

  it('say “required” for any empty required field, and let numerology go without time and place', async () => {
    for (const spec of OPTION_FORMS) {
      for (const field of spec.fields) {
        const { values } = initialFormState(spec, profile, '2026-11-24');
        if ('question' in values) values.question = 'Une question';
        if (spec.option === 4) Object.assign(values, partner);
        values[field.name] = '';
        const check = await checkForm(spec, values, 'fr');
        if (field.optional) expect(check.ok, `${spec.domain} ${spec.option} ${field.name}`).toBe(true);
        else
          expect(check, `${spec.domain} ${spec.option} ${field.name}`).toMatchObject({
            ok: false,
            missing: true,
          });
      }
    }
  });

  it('let astrology go without a time (unknown: no angles nor houses) but not without a place', () => {
    for (const option of [1, 2, 3] as const) {
      const spec = optionForm('astrologie', option);
      const time = spec.fields.find((f) => f.kind === 'time');
      const place = spec.fields.find((f) => f.kind === 'place');
      expect(time).toMatchObject({ optional: true, hint: 'unknownTime' });
      expect(place?.optional).toBeFalsy();
      expect(requiredFields(spec)).toContain(place?.name);
    }
  });

  it('reject a card count outside the option’s range and an invalid date', async () => {
    const spec = optionForm('tarot', 3);
    expect(await checkForm(spec, { domain: 'amour', numCards: '5' }, 'en')).toMatchObject({
      ok: false,
      missing: false,
      fields: { numCards: 'Invalid number.' },
    });
    const astro = optionForm('astrologie', 2);
    const { values } = initialFormState(astro, profile);
    values.date_of_birth = '1990-02-30';
    expect(await checkForm(astro, values, 'fr')).toMatchObject({
      ok: false,
      fields: { date_of_birth: 'Date invalide (AAAA-MM-JJ).' },
    });
  });
});

describe('what an option promises, its form asks for (issue 39)', () => {
  const read = (lang: string) =>
    JSON.parse(
      fs.readFileSync(
        new URL(`../../../../../packages/contracts/src/locales/${lang}/domains.json`, import.meta.url),
        'utf8',
      ),
    ) as { options: Record<string, Record<string, string>> };
  const catalogues = { fr: read('fr'), en: read('en') };
  it('an option whose text speaks of « your question » has a question field', () => {
    for (const spec of OPTION_FORMS) {
      const asks = spec.fields.some((f) => f.name === 'question');
      for (const [lang, words] of [
        ['fr', /votre question/i],
        ['en', /your question/i],
      ] as const) {
        const text = catalogues[lang].options[spec.domain]?.[String(spec.option)] ?? '';
        if (words.test(text)) expect(asks, `${lang} ${spec.domain} ${spec.option}: « ${text} »`).toBe(true);
      }
    }
  });
});

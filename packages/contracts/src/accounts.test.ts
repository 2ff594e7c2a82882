import { describe, expect, test } from 'vitest';
import {
  isAdultOn,
  isStrongPassword,
  passwordChecks,
  passwordStrength,
  registerRequestSchema,
  sexeSchema,
} from './accounts';
import { consentExpiry } from './consent';

describe('password policy (shared by the API and the web)', () => {
  test('the five rules', () => {
    expect(passwordChecks('Abcdef1!')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
      special: true,
    });
    expect(passwordChecks('abc')).toEqual({
      length: false,
      upper: false,
      lower: true,
      digit: false,
      special: false,
    });
    expect(isStrongPassword('Étoile#2026')).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword(`Aa1!${'x'.repeat(300)}`)).toBe(false);
  });

  test('strength: 100 % strong, 60 % or more medium, else weak', () => {
    expect(passwordStrength('Abcdef1!')).toEqual({ score: 100, level: 'strong' });
    expect(passwordStrength('Abcdefg1')).toEqual({ score: 80, level: 'medium' });
    expect(passwordStrength('abcdefg1')).toEqual({ score: 60, level: 'medium' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 40, level: 'weak' });
    expect(passwordStrength('')).toEqual({ score: 0, level: 'weak' });
  });
});

describe('registration fields', () => {
  test('18 on the birthday itself, not the day before', () => {
    expect(isAdultOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(true);
    expect(isAdultOn('2000-06-15', new Date('2018-06-14T23:59:59Z'))).toBe(false);
    expect(isAdultOn('2000-02-29', new Date('2018-03-01T00:00:00Z'))).toBe(true);
  });

  test('sexe accepts the seed capitals and English words', () => {
    expect(sexeSchema.parse('Homme')).toBe('homme');
    expect(sexeSchema.parse('female')).toBe('femme');
    expect(sexeSchema.safeParse('autre').success).toBe(false);
  });

  test('the seed date with time splits into date and time', () => {
    const base = {
      username: 'lea',
      prenom: 'L',
      nom: 'D',
      email: 'l@d.fr',
      password: 'Abcdef1!',
      sexe: 'femme',
      lieu_naissance: 'Paris',
      accept_terms: true,
      is_adult: true,
    };
    expect(
      registerRequestSchema.parse({ ...base, date_naissance: '1990-05-17T14:30' }).date_naissance,
    ).toEqual({ date: '1990-05-17', time: '14:30' });
    expect(
      registerRequestSchema.parse({ ...base, date_naissance: '1990-05-17', heure_naissance: '' })
        .heure_naissance,
    ).toBeUndefined();
    expect(registerRequestSchema.safeParse({ ...base, date_naissance: '1899-12-31' }).success).toBe(false);
  });

  test('gender, birth time and place are optional: a tarot-only customer gives none of them (issue 41)', () => {
    const minimal = {
      username: 'lea',
      prenom: 'Léa',
      nom: 'Durand',
      email: 'l@d.fr',
      password: 'Abcdef1!',
      date_naissance: '1990-05-17',
      accept_terms: true,
      is_adult: true,
    };
    const parsed = registerRequestSchema.parse(minimal);
    expect(parsed.sexe).toBeUndefined();
    expect(parsed.lieu_naissance).toBeUndefined();
    expect(parsed.heure_naissance).toBeUndefined();
    // What an empty form sends is « not given », not an error.
    const empty = registerRequestSchema.parse({
      ...minimal,
      sexe: '',
      lieu_naissance: '  ',
      heure_naissance: '',
    });
    expect([empty.sexe, empty.lieu_naissance, empty.heure_naissance]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // Given, each is still checked.
    expect(registerRequestSchema.safeParse({ ...minimal, sexe: 'autre' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...minimal, lieu_naissance: 'x'.repeat(201) }).success).toBe(
      false,
    );
    // The birth date stays: it proves the customer is 18 and every numerology reading needs it.
    const { date_naissance: _omitted, ...undated } = minimal;
    expect(registerRequestSchema.safeParse(undated).success).toBe(false);
  });
});

test('consent expires six calendar months after the decision', () => {
  expect(consentExpiry(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-07-15T10:00:00.000Z');
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { errorMessage } from './app-error';

const catalogue = (lang: string) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, `../../../../packages/contracts/src/locales/${lang}/errors.json`),
      'utf8',
    ),
  ) as Record<string, string>;

describe('error messages', () => {
  it('every code but the refused questions has its message in the errors catalogue, and no message is orphaned', () => {
    const codes = Object.keys(ERROR_CODES).filter((c) => !c.startsWith('QUESTION_'));
    for (const lang of ['fr', 'en']) expect(Object.keys(catalogue(lang)).sort()).toEqual(codes.sort());
  });

  it('fills the placeholders, in the language asked', () => {
    expect(errorMessage('PLACE_NOT_FOUND', 'fr', { name: 'Paris' })).toBe(
      'Lieu introuvable : « Paris ». Choisissez un lieu dans la liste.',
    );
    expect(errorMessage('MONTHLY_LIMIT_REACHED', 'en', { limit: '50,00 €', left: '10,00 €' })).toBe(
      'This top-up would go over the monthly limit you set (50,00 €): 10,00 € is left this month. You can change the limit in your account.',
    );
  });

  it('leaves a missing placeholder empty and never escapes (the answer is JSON, not HTML)', () => {
    expect(errorMessage('PAYMENT_NOT_CONFIRMED', 'en')).toBe(
      'The payment could not be confirmed. Please contact the site administrator quoting the code .',
    );
    expect(errorMessage('VALIDATION_FAILED', 'fr', { detail: '<a> & "b"' })).toBe(
      'Le formulaire présente une anomalie : <a> & "b"',
    );
  });

  it('says the refused questions with the words the web form shows', () => {
    const code: ErrorCode = 'QUESTION_MEDICAL';
    expect(errorMessage(code, 'fr')).toMatch(/^Cette question touche à votre santé/);
  });
});

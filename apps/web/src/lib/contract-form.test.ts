import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { isoDateSchema, requiredText } from '@arcanes/contracts/common';
import { contactRequestSchema } from '@arcanes/contracts/contact';
import { ApiError } from './api-error';
import { applyApiErrors, contractResolver, errorOf, hasMissing } from './contract-form';

const schema = z.object({ question: requiredText(100), date: isoDateSchema, note: z.string().optional() });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const fr = () => 'fr' as const;
const en = () => 'en' as const;

describe('contractResolver', () => {
  it('passes valid values through the contract (its output: trimmed)', async () => {
    const r = await contractResolver(schema, { lang: fr })(
      { question: ' Hello ', date: '2024-02-29' },
      undefined,
      options,
    );
    expect(r).toEqual({ values: { question: 'Hello', date: '2024-02-29' }, errors: {} });
  });

  it('says an empty required field in the reader’s language, typed as missing', async () => {
    const r = await contractResolver(schema, { lang: en })(
      { question: '  ', date: '2024-02-29' },
      undefined,
      options,
    );
    expect(r.values).toEqual({});
    expect(errorOf(r.errors, 'question')).toBe('This field is required.');
    expect(hasMissing(r.errors)).toBe(true);
  });

  it('names a format error without calling it missing', async () => {
    const r = await contractResolver(schema, { lang: fr })(
      { question: 'Q', date: '2023-02-29' },
      undefined,
      options,
    );
    expect(Object.keys(r.errors)).toEqual(['date']);
    expect(errorOf(r.errors, 'date')).toBe('Date invalide (AAAA-MM-JJ).');
    expect(hasMissing(r.errors)).toBe(false);
  });

  it('adds the form’s own required fields and checks, and reads the values as the contract does', async () => {
    const resolver = contractResolver<{ q: string; d: string; n: string }, typeof schema>(schema, {
      lang: fr,
      toRequest: (v) => ({ question: v.q, date: v.d, note: v.n }),
      required: ['note'],
      check: (v) => (v.q === 'bad' ? { question: 'password_mismatch' } : {}),
    });
    const r = await resolver({ q: 'bad', d: '2024-01-01', n: '' }, undefined, options as never);
    expect(errorOf(r.errors, 'note')).toBe('Ce champ est obligatoire.');
    expect(errorOf(r.errors, 'question')).toBe('Les mots de passe ne correspondent pas');
    const ok = await resolver({ q: 'Q', d: '2024-01-01', n: 'x' }, undefined, options as never);
    expect(ok).toEqual({ values: { question: 'Q', date: '2024-01-01', note: 'x' }, errors: {} });
  });

  it('gives one message per field, the contract’s unknown keys as « invalid »', async () => {
    const r = await contractResolver(contactRequestSchema, { lang: fr })(
      { name: ' ', email: 'nope', message: '' },
      undefined,
      options,
    );
    expect(Object.fromEntries(Object.keys(r.errors).map((k) => [k, errorOf(r.errors, k)]))).toEqual({
      name: 'Ce champ est obligatoire.',
      email: 'Adresse e-mail invalide.',
      message: 'Ce champ est obligatoire.',
    });
    const odd = z.object({ x: z.string().min(2, 'something odd') });
    const r2 = await contractResolver(odd, { lang: fr })({ x: 'a' }, undefined, options);
    expect(errorOf(r2.errors, 'x')).toBe('Valeur invalide.');
    const r3 = await contractResolver(contactRequestSchema, { lang: en })(
      { name: 'N', email: 'nope', message: 'M' },
      undefined,
      options,
    );
    expect(errorOf(r3.errors, 'email')).toBe('Invalid e-mail address.');
  });

  it('lets the form say a field in its own words, over what the contract said', async () => {
    const resolver = contractResolver<{ question: string; date: string }, typeof schema>(schema, {
      lang: fr,
      required: ['question'],
      check: (v) => ({
        ...(v.question ? {} : { question: { message: 'Choisissez dans la liste.' } }),
        date: { message: 'Une date ou « inconnue ».' },
      }),
    });
    const r = await resolver({ question: '', date: '2023-02-29' }, undefined, options as never);
    expect(errorOf(r.errors, 'question')).toBe('Choisissez dans la liste.');
    expect(errorOf(r.errors, 'date')).toBe('Une date ou « inconnue ».');
    expect(hasMissing(r.errors)).toBe(false);
  });
});

describe('applyApiErrors', () => {
  const form = () => {
    const set: Record<string, unknown> = {};
    return { set, setError: (name: string, error: unknown) => void (set[name] = error) };
  };

  it('puts a refusal’s field messages on the fields and returns the server’s message', () => {
    const f = form();
    const said = applyApiErrors(
      f,
      new ApiError(400, 'VALIDATION', 'Le formulaire est invalide.', { email: 'Adresse e-mail invalide.' }),
      'fallback',
    );
    expect(said).toBe('Le formulaire est invalide.');
    expect(f.set).toEqual({ email: { type: 'server', message: 'Adresse e-mail invalide.' } });
  });

  it('says the fallback for a failure that is not a refusal, or one the form does not repeat', () => {
    const f = form();
    expect(applyApiErrors(f, new TypeError('boom'), 'Échec.')).toBe('Échec.');
    expect(applyApiErrors(f, new ApiError(503, 'HTTP', 'down'), 'Échec.', (e) => e.status === 400)).toBe(
      'Échec.',
    );
    expect(f.set).toEqual({});
  });
});

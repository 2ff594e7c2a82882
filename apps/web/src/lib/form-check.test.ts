import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateSchema, requiredText } from '@arcanes/contracts/common';
import { checkForm } from './form-check';

const schema = z.object({ question: requiredText(100), date: isoDateSchema, note: z.string().optional() });

describe('checkForm', () => {
  it('passes valid values through the contract', () => {
    const r = checkForm(schema, { question: ' Hello ', date: '2024-02-29' }, 'fr');
    expect(r).toEqual({ ok: true, data: { question: 'Hello', date: '2024-02-29' } });
  });

  it('flags an empty required field as missing, in the reader’s language', () => {
    const r = checkForm(schema, { question: '  ', date: '2024-02-29' }, 'en');
    expect(r).toEqual({ ok: false, missing: true, fields: { question: 'This field is required.' } });
  });

  it('names a format error without calling it missing', () => {
    const r = checkForm(schema, { question: 'Q', date: '2023-02-29' }, 'fr');
    expect(r).toEqual({ ok: false, missing: false, fields: { date: 'Date invalide (AAAA-MM-JJ).' } });
  });

  it('adds the form’s own required fields to the contract’s', () => {
    const r = checkForm(schema, { question: 'Q', date: '2024-01-01', note: '' }, 'fr', ['note']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields.note).toBe('Ce champ est obligatoire.');
  });
});

import { expect, test } from 'vitest';
import { contactRequestSchema } from '@arcanes/contracts/contact';
import { fieldErrorsFrom } from './validation';

test('zod issues become one translated message per field', () => {
  const result = contactRequestSchema.safeParse({ name: ' ', email: 'nope', message: '' });
  expect(result.success).toBe(false);
  if (result.success) return;
  expect(fieldErrorsFrom(result.error.issues, 'fr')).toEqual({
    name: 'Ce champ est obligatoire.',
    email: 'Adresse e-mail invalide.',
    message: 'Ce champ est obligatoire.',
  });
  expect(fieldErrorsFrom(result.error.issues, 'en').email).toBe('Invalid e-mail address.');
  expect(fieldErrorsFrom([{ path: ['x'], message: 'something odd' }], 'fr')).toEqual({
    x: 'Valeur invalide.',
  });
});

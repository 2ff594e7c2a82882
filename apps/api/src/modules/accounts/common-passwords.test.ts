import { expect, test } from 'vitest';
import { isCommonPassword } from './common-passwords';

test('common passwords and their decorated forms are recognised', () => {
  for (const p of ['P@ssw0rd', 'Azerty123!', 'Soleil2026*', 'Motdepasse1!', 'Marseille13$', 'Qwerty123!'])
    expect(isCommonPassword(p), p).toBe(true);
});

test('passwords of the tests and real passphrases are not', () => {
  for (const p of [
    'Lune&Soleil9',
    'Planète+2026',
    'Nouvelle#Lune1',
    'Mauvais#Pass1',
    'Encore#Autre2',
    'Cheval-Batterie-Agrafe-7',
  ])
    expect(isCommonPassword(p), p).toBe(false);
});

test('the data file is read whole: its first and last entries, and not its comment lines', () => {
  for (const p of ['123456', 'password', 'sokrates', 'jenova']) expect(isCommonPassword(p), p).toBe(true);
  expect(isCommonPassword('# The 20,000 most common passwords')).toBe(false);
});

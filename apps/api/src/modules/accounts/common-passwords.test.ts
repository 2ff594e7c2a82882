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

import { expect, test } from 'vitest';
import { pickLang } from './lang';

test('language: explicit field, then Accept-Language by weight, then French', () => {
  expect(pickLang('en', 'fr-FR')).toBe('en');
  expect(pickLang(undefined, 'en-US,en;q=0.9,fr;q=0.8')).toBe('en');
  expect(pickLang(undefined, 'de-DE,fr;q=0.5,en;q=0.4')).toBe('fr');
  expect(pickLang(undefined, 'en;q=0.2,fr;q=0.9')).toBe('fr');
  expect(pickLang(undefined, 'de')).toBe('fr');
  expect(pickLang('xx', undefined)).toBe('fr');
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Translator } from '#web/lib/translator.ts';
import { actionText, detailsText } from './logs-page';

const admin = (lang: string) =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../../../../../../packages/contracts/src/locales/${lang}/admin.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;
const translator = (lang: 'fr' | 'en') =>
  new Translator({ lng: lang, fallbackLng: 'fr', resources: { [lang]: { admin: admin(lang) } } });

// Issue 39: the admin journal showed raw codes (« auth.admin_login », « refunded_cents: 0 »).
describe('the admin journal in words', () => {
  const fr = translator('fr');
  const t = (key: string, o: { defaultValue: string }) => fr.t(key as never, { ns: 'admin', ...o });

  it('names each action', () => {
    expect(actionText('auth.admin_login', t)).toBe('Connexion administrateur');
    expect(actionText('payment.withdrawal', t)).toBe('Rétractation du client');
    // A code the catalogue does not know yet is shown as it is, never blank.
    expect(actionText('something.new', t)).toBe('something.new');
  });

  it('writes the details as words, amounts in euros', () => {
    expect(detailsText({ refunded_cents: 0, reason: 'geste', signed_in: true }, t, 'fr')).toBe(
      'remboursé : 0,00\u00a0€ · motif : geste · connecté : oui',
    );
  });

  it('in English too', () => {
    const en = translator('en');
    const te = (key: string, o: { defaultValue: string }) => en.t(key as never, { ns: 'admin', ...o });
    expect(actionText('auth.admin_login', te)).toBe('Administrator login');
    expect(detailsText({ amount_cents: 699 }, te, 'en')).toBe('amount: €6.99');
  });
});

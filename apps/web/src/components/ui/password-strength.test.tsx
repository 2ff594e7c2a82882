import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';
import fs from 'node:fs';
import { PasswordStrength } from './password-strength';

const frCommon = JSON.parse(
  fs.readFileSync(
    new URL('../../../../../packages/contracts/src/locales/fr/common.json', import.meta.url),
    'utf8',
  ),
) as Record<string, unknown>;
const i18n = new Translator({ lng: 'fr', fallbackLng: 'fr', resources: { fr: { common: frCommon } } });
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<TranslatorProvider i18n={i18n}>{node}</TranslatorProvider>);

// Issue 39: « Mot de passe fort » in green stood above « Mot de passe trop courant » (the server's
// refusal): a refused password is never called strong.
describe('the strength bar', () => {
  const strong = 'Soleil-Levant-2024!';
  it('calls a password meeting every rule strong', () => {
    const html = render(<PasswordStrength password={strong} />);
    expect(html).toContain('strength--strong');
    expect(html).toMatch(/Mot de passe fort/);
  });

  it('does not call it strong once the field says it is refused', () => {
    const html = render(<PasswordStrength password={strong} refused />);
    expect(html).not.toContain('strength--strong');
    expect(html).not.toMatch(/Mot de passe fort/);
    expect(html).toContain('strength--weak');
    expect(html).toMatch(/Mot de passe refusé/);
  });
});

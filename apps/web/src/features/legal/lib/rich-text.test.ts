import { expect, test } from 'vitest';
import { parseRichText } from './rich-text';

test('links become segments; anything else stays text', () => {
  expect(
    parseRichText('Voir la [politique](/confidentialite) et la [CNIL](https://www.cnil.fr/fr/plaintes).'),
  ).toEqual([
    { kind: 'text', text: 'Voir la ' },
    { kind: 'link', text: 'politique', href: '/confidentialite', external: false },
    { kind: 'text', text: ' et la ' },
    { kind: 'link', text: 'CNIL', href: 'https://www.cnil.fr/fr/plaintes', external: true },
    { kind: 'text', text: '.' },
  ]);
  expect(parseRichText('Texte simple')).toEqual([{ kind: 'text', text: 'Texte simple' }]);
  // only https and site-relative targets are links: no javascript:, no http:, no data:
  expect(parseRichText('[x](javascript:alert(1))')).toEqual([
    { kind: 'text', text: '[x](javascript:alert(1))' },
  ]);
  expect(parseRichText('[x](http://a.b)')[0]?.kind).toBe('text');
  expect(parseRichText('<b>gras</b>')).toEqual([{ kind: 'text', text: '<b>gras</b>' }]);
});

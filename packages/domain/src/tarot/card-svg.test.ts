import { describe, expect, it } from 'vitest';
import type { TarotCard } from './card';
import { renderCardBack, renderCardFace } from './card-svg';
import { DECK, cardById } from './deck';

/** A small, strict XML well-formedness check (no parser is a dependency of domain). */
function parseXml(xml: string): {
  root: string;
  attrs: Record<string, string>;
  firstChild: string;
  titleText: string;
} {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let root = '';
  let rootAttrs: Record<string, string> = {};
  let firstChild = '';
  let titleText = '';
  let inTitle = false;
  while (token.lastIndex < xml.length) {
    const start = token.lastIndex;
    const m = token.exec(xml);
    if (!m) throw new Error(`not well-formed at ${start}: ${xml.slice(start, start + 40)}`);
    const [, closing, name, attrText, selfClosing, text] = m;
    const checkEntities = (s: string) => {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(s)) throw new Error(`bad entity in ${s}`);
    };
    if (text !== undefined) {
      if (stack.length === 0) throw new Error('text outside the root');
      checkEntities(text);
      if (inTitle) titleText += text;
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      if (name === 'title') inTitle = false;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (attrText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, key = '', value = ''] = a;
      if (key in attrs) throw new Error(`duplicate attribute ${key} on <${name}>`);
      checkEntities(value);
      attrs[key] = value;
    }
    if (stack.length === 0) {
      if (root) throw new Error('two roots');
      root = name ?? '';
      rootAttrs = attrs;
    } else if (stack.length === 1 && !firstChild) firstChild = name ?? '';
    if (!selfClosing) {
      stack.push(name ?? '');
      if (name === 'title') inTitle = true;
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('><')}>`);
  return { root, attrs: rootAttrs, firstChild, titleText };
}

function expectValidCardSvg(svg: string): ReturnType<typeof parseXml> {
  const doc = parseXml(svg);
  expect(doc.root).toBe('svg');
  expect(doc.attrs).toMatchObject({
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 200 340',
    role: 'img',
  });
  expect(doc.firstChild).toBe('title');
  expect(doc.titleText.trim()).not.toBe('');
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\sid="/);
  return doc;
}

/** The drawing without its words, to compare pictures between cards. */
const picture = (svg: string) =>
  svg.replace(/<title>.*?<\/title>|<text[^>]*>.*?<\/text>|aria-label="[^"]*"/g, '');

describe('renderCardFace', () => {
  it('gives a valid, labelled SVG for all 78 cards in both languages and themes', () => {
    for (const card of DECK) {
      for (const lang of ['fr', 'en'] as const) {
        for (const theme of ['classique', 'nuit'] as const) {
          const svg = renderCardFace(card, { lang, theme });
          const doc = expectValidCardSvg(svg);
          expect(doc.titleText).toBe(card.name[lang].replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
          expect(svg).toContain('DejaVu Serif');
        }
      }
    }
  });

  it('prints the numeral at the top and the name at the bottom', () => {
    const svg = renderCardFace(cardById('major-19-le-soleil'), { lang: 'fr' });
    const texts = [...svg.matchAll(/<text[^>]*y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    expect(texts).toEqual([
      [40, 'XIX'],
      [312, 'Le Soleil'],
    ]);
    expect(renderCardFace(cardById('major-00-le-mat'), { lang: 'en' })).not.toMatch(/>0</);
  });

  it('turns reversed cards upside down and says so in the label', () => {
    const card = cardById('coupes-07-sept');
    const upright = renderCardFace(card, { lang: 'fr' });
    const reversed = renderCardFace(card, { lang: 'fr', reversed: true });
    expect(upright).not.toContain('rotate(180 100 170)');
    expect(reversed).toContain('<g transform="rotate(180 100 170)">');
    expect(parseXml(reversed).titleText).toBe('Sept de Coupes, carte renversée');
    expect(parseXml(renderCardFace(card, { lang: 'en', reversed: true })).titleText).toBe(
      'Seven of Cups, reversed',
    );
  });

  it('draws a distinct picture for every card', () => {
    const pictures = new Set(DECK.map((card) => picture(renderCardFace(card, { lang: 'fr' }))));
    expect(pictures.size).toBe(78);
  });

  it('differs between themes and is deterministic', () => {
    const card = cardById('deniers-10-dix');
    expect(renderCardFace(card, { lang: 'fr', theme: 'nuit' })).not.toBe(
      renderCardFace(card, { lang: 'fr' }),
    );
    expect(renderCardFace(card, { lang: 'fr' })).toBe(
      renderCardFace(card, { lang: 'fr', theme: 'classique' }),
    );
  });

  it('escapes text so that any name stays well-formed', () => {
    const odd: TarotCard = { ...cardById('major-01-le-bateleur'), name: { fr: 'A & B <C> "D"', en: 'x' } };
    expect(expectValidCardSvg(renderCardFace(odd, { lang: 'fr' })).titleText).toBe(
      'A &amp; B &lt;C&gt; &quot;D&quot;',
    );
  });
});

describe('renderCardBack', () => {
  it('is a valid SVG in both themes and languages', () => {
    expect(expectValidCardSvg(renderCardBack()).titleText).toBe('Dos d’une carte de tarot');
    expect(expectValidCardSvg(renderCardBack({ lang: 'en', theme: 'nuit' })).titleText).toBe(
      'Back of a tarot card',
    );
    expect(renderCardBack({ theme: 'nuit' })).not.toBe(renderCardBack());
  });
});

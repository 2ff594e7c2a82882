import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { DECK } from '@arcanes/domain/tarot/deck';
import { SPREADS } from '@arcanes/domain/tarot/spreads';
import { registerFonts } from './fonts';
import { loadPdfLibs } from './pdf-libs';
import { measureWith } from './pdf-visuals';
import { intersects, layoutSpread, type Rect } from './spread-layout';

await loadPdfLibs(); // registerFonts takes fontkit from there (the renderers load it themselves)
const doc = new PDFDocument({ size: 'A4' });
registerFonts(doc);
// The tarot page's area below its title: A4 inside the report's margins.
const area = { x: 62, y: 110, w: 595.28 - 124, h: 841.89 - 78 - 110 - 14 };
const longest = (lang: 'fr' | 'en') =>
  [...DECK].sort((a, b) => b.name[lang].length - a.name[lang].length)[0]!.name[lang];

describe('spread captions never overlap', () => {
  for (const spread of SPREADS)
    for (const lang of ['fr', 'en'] as const)
      it(`${spread.id} (${spread.positions.length} cards, ${lang}), with the longest card name reversed everywhere`, () => {
        const slots = spread.positions.map((p) => ({
          ...p.layout,
          title: `${p.index + 1}. ${p.name[lang]}`,
          name: `${longest(lang)} (${lang === 'fr' ? 'renversée' : 'reversed'})`,
        }));
        const { cards, height } = layoutSpread(slots, area, measureWith(doc));
        expect(height).toBeLessThanOrEqual(area.h);
        const labels: Rect[] = cards.flatMap((c) => [c.title, c.name]);
        const inside = (r: Rect) =>
          r.x >= area.x - 0.01 &&
          r.x + r.w <= area.x + area.w + 0.01 &&
          r.y >= area.y &&
          r.y + r.h <= area.y + area.h;
        for (const r of [...labels, ...cards.map((c) => c.box)])
          expect(inside(r), JSON.stringify(r)).toBe(true);
        for (const [i, a] of labels.entries())
          for (const b of labels.slice(i + 1))
            expect(intersects(a, b), `${JSON.stringify(a)} × ${JSON.stringify(b)}`).toBe(false);
        for (const label of labels)
          for (const c of cards) expect(intersects(label, c.box), 'caption over a card').toBe(false);
        // Cards meet only where the spread puts them on one cell (the Celtic Cross's crossing card).
        cards.forEach((a, i) =>
          cards.slice(i + 1).forEach((b, k) => {
            const p = spread.positions[i]!.layout;
            const q = spread.positions[i + 1 + k]!.layout;
            if (p.x !== q.x || p.y !== q.y) expect(intersects(a.box, b.box), 'cards overlap').toBe(false);
          }),
        );
        // Numbered cards (legend layout): each number on its own card, clear of the others.
        const badges = cards.flatMap((c) =>
          c.badge
            ? [{ x: c.badge.cx - c.badge.r, y: c.badge.cy - c.badge.r, w: 2 * c.badge.r, h: 2 * c.badge.r }]
            : [],
        );
        cards.forEach((c) => {
          if (c.badge)
            expect(intersects(c.box, { x: c.badge.cx - 0.5, y: c.badge.cy - 0.5, w: 1, h: 1 })).toBe(true);
        });
        for (const [i, a] of badges.entries())
          for (const b of badges.slice(i + 1)) expect(intersects(a, b), 'numbers overlap').toBe(false);
        // Legible: cards at least 40 pt wide.
        for (const c of cards) expect(c.w).toBeGreaterThanOrEqual(40);
      });
});

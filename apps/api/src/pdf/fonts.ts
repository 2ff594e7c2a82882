import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as fontkit from 'fontkit';
import { loadPdfLibs, pdfLibs } from './pdf-libs';

/**
 * DejaVu Sans and Serif, embedded (subset) in every report: full French accents, and the zodiac and
 * planet glyphs (♈ ☉ ☽) that pdfkit's standard fonts lack. They come from the dejavu-fonts-ttf package,
 * so a report looks the same on every machine. Read once per process.
 */
const FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  serifItalic: 'DejaVuSerif-Italic.ttf',
} as const;

export type FontName = keyof typeof FILES;

let cache: Record<FontName, Buffer> | null = null;

export function fonts(): Record<FontName, Buffer> {
  if (!cache) {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
      'ttf',
    );
    cache = Object.fromEntries(
      Object.entries(FILES).map(([name, file]) => [name, fs.readFileSync(path.join(dir, file))]),
    ) as Record<FontName, Buffer>;
  }
  return cache;
}

/**
 * Parsed fonts, kept across documents. pdfkit's documented `registerFont` takes a fontkit font (any
 * object with a `layout` method) as well as a file, and subsets it per document; parsing the five
 * TTF files again for every report made fonts most of a report's cost (about 4× slower).
 *
 * A shared font needs one precaution. fontkit keeps one glyph object per glyph id, with the code
 * points of the *first* request; pdfkit writes those code points into the ToUnicode map. The
 * subsetter asks for the parts of a composite glyph (É is E + acute) without code points, so after
 * one report with « É » and no « E », every later report's E had no text: pdftotext read
 * "xpression" and "CAMILL ROUSS AU". Asking once for every character the font maps, in code point
 * order, caches each glyph with its own character before anything else can.
 */
let parsed: Record<FontName, fontkit.Font> | null = null;

/**
 * U+FB00–FB4F (ﬁ ﬂ ﬀ…) are left to the layout: its ligature glyphs must read as the letters they
 * join (« réflexion »), not as the compatibility character.
 */
function isPresentationForm(codePoint: number): boolean {
  return codePoint >= 0xfb00 && codePoint <= 0xfb4f;
}

function parse(file: Buffer): fontkit.Font {
  const font = pdfLibs().fontkit.create(file);
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b))
    if (!isPresentationForm(codePoint)) font.glyphForCodePoint(codePoint);
  return font;
}

const parsedOne: Partial<Record<FontName, fontkit.Font>> = {};

export function parsedFonts(): Record<FontName, fontkit.Font> {
  parsed ??= Object.fromEntries(
    (Object.keys(FILES) as FontName[]).map((name) => [name, (parsedOne[name] ??= parse(fonts()[name]))]),
  ) as Record<FontName, fontkit.Font>;
  return parsed;
}

/**
 * Loads the PDF libraries and parses the fonts one at a time, yielding to the event loop between
 * them: run once the server is up, so that the first report does not pay for them (decision 0162).
 */
export async function warmPdf(): Promise<void> {
  await loadPdfLibs();
  for (const name of Object.keys(FILES) as FontName[]) {
    parsedOne[name] ??= parse(fonts()[name]);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function registerFonts(doc: PDFKit.PDFDocument): void {
  const all = parsedFonts();
  for (const name of Object.keys(FILES) as FontName[]) doc.registerFont(name, all[name] as unknown as Buffer);
}

/** svg-to-pdfkit asks for a font by CSS family: serif families get DejaVu Serif, the rest DejaVu Sans. */
export function fontForSvg(family: string, bold: boolean): FontName {
  const serif = /serif/i.test(family) && !/sans/i.test(family.split(',')[0] ?? '');
  if (serif) return bold ? 'serifBold' : 'serif';
  return bold ? 'sansBold' : 'sans';
}

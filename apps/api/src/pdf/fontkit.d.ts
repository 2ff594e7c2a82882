/** The part of fontkit (pdfkit's own font engine) that we use: parsing a font file once. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export interface Font {
    layout(text: string): unknown;
    /** Every code point the font's cmap maps. */
    characterSet: number[];
    glyphForCodePoint(codePoint: number): Glyph;
  }
  export function create(buffer: Buffer, postscriptName?: string): Font;
}

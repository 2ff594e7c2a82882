/** The part of fontkit (pdfkit's own font engine) that we use: parsing a font file once. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer, postscriptName?: string): Font;
}

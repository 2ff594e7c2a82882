// French typography for curated and generated text, so that writers type plain spaces and the
// reader still gets no-break spaces where French wants them (never a "?" alone at a line start).
// U+00A0 rather than the narrow U+202F: the PDF's standard fonts have no glyph for the latter.

const NBSP = '\u00A0';

/** No-break space before ; : ! ? » and after «, and typographic apostrophes. */
export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/[ \u00A0\u202F]*([;:!?»])/g, `${NBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`);
}

/** English keeps its spacing; only the apostrophes become typographic. */
export function englishTypography(text: string): string {
  return text.replace(/'/g, '’');
}

// French typography puts a non-breaking space before ; : ! ? % and inside « », so that a line
// never starts with a lone punctuation mark. Texts are written with ordinary spaces and go
// through this function once, which keeps the sources readable and the output consistent.

const NBSP = '\u00a0';

export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u202f]+([;:!?»%])/g, `${NBSP}$1`)
    .replace(/«[ \u202f]+/g, `«${NBSP}`)
    .replace(/'/g, '\u2019');
}

/** True when every ; : ! ? % « » in the text has its non-breaking space (used by tests). */
export function hasFrenchSpacing(text: string): boolean {
  return !/[^\u00a0\u202f][;:!?»%]|«[^\u00a0\u202f]/.test(text);
}

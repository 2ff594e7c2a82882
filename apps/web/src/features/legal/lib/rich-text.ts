/**
 * Legal texts live in the locale files as plain strings; the only markup they may carry is a
 * link written [label](href). Parsed into segments rendered as React elements: no HTML is ever
 * interpreted, so a translation can never inject markup.
 */
export type Segment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; external: boolean };

const LINK = /\[([^\]]+)\]\(((?:https:\/\/|\/)[^)\s]*)\)/g;

export function parseRichText(input: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of input.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    const at = match.index ?? 0;
    if (at > last) segments.push({ kind: 'text', text: input.slice(last, at) });
    segments.push({ kind: 'link', text, href, external: href.startsWith('https://') });
    last = at + whole.length;
  }
  if (last < input.length) segments.push({ kind: 'text', text: input.slice(last) });
  return segments;
}

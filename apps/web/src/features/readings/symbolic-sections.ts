/** One part of the symbolic reading: a heading (when the text has one) and its paragraphs. */
export interface SymbolicSection {
  heading: string | null;
  paragraphs: string[];
}

/** A heading line: short, not a sentence cut before a list (« Elle s’appuie sur : »). */
function isHeading(line: string): boolean {
  const l = line.trim();
  return l.length > 0 && l.length <= 90 && !/[:：.…!?]$/.test(l);
}

/**
 * The symbolic text as the server writes it (the title, then each section as « heading\nbody »,
 * blocks separated by blank lines) cut back into sections, so that a phone shows headings and
 * short paragraphs instead of one long text. A block whose first line is not a heading stays a
 * paragraph of the section before it (its own line breaks are kept by the page). The title is
 * dropped when the page already shows it.
 */
export function symbolicSections(text: string, title?: string): SymbolicSection[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  if (title && blocks[0] === title.trim()) blocks.shift();
  const sections: SymbolicSection[] = [];
  for (const block of blocks) {
    const cut = block.indexOf('\n');
    const first = cut === -1 ? block : block.slice(0, cut);
    const rest = cut === -1 ? '' : block.slice(cut + 1).trim();
    if (rest && isHeading(first)) {
      sections.push({ heading: first.trim(), paragraphs: [rest] });
      continue;
    }
    const last = sections.at(-1);
    if (last) last.paragraphs.push(block);
    else sections.push({ heading: null, paragraphs: [block] });
  }
  return sections;
}

/**
 * An answer's plain text (paragraphs separated by blank lines) as its first paragraph — the
 * answer itself, shown at once — and the rest, its explanation, shown on demand.
 */
export function splitAnswer(response: string): { lead: string; rest: string } {
  const blocks = response
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return { lead: blocks[0] ?? '', rest: blocks.slice(1).join('\n\n') };
}

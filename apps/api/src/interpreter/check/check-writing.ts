/**
 * The one gate every intuitive text passes before it is shown, stored or printed, whoever wrote it:
 * the shape (paragraphs citing known facts, length), the language of each paragraph, nothing unsafe,
 * and every claim read against the facts it cites (claims.ts).
 */
import type { FactIndex } from '#api/interpreter/fact-index.ts';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { claimErrors } from './claims';
import { fold } from './fold';
import { norm } from './mentions';
import { safetyErrors, wrongLanguage } from './safety';
import { textErrors } from './text-checks';
import { indirectQuestion } from '#api/interpreter/question-echo.ts';

export const LENGTH_BOUNDS = {
  short: { min: 250, max: 6000, paragraphs: [2, 9] },
  long: { min: 1200, max: 30000, paragraphs: [4, 48] },
} as const;
const PARAGRAPH_MAX = 2500;
const HEADING_MAX = 90;

/** Plain text: no control, zero-width, soft hyphen or bidirectional characters; single spaces; trimmed. */
export function cleanText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point here
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

export interface CheckRequest {
  facts: ReadingFacts;
  index: FactIndex;
  length: 'short' | 'long';
  /** The system prompt a model received (nothing of it may come back). */
  system: string;
}

/**
 * The reasons the text cannot be shown; empty when it passes. Every check reads the text folded
 * (fold.ts): NFKC, no invisible characters, Cyrillic and Greek look-alikes as Latin letters.
 */
export function checkWriting(paragraphs: WrittenParagraph[], request: CheckRequest): string[] {
  const { facts, index, length } = request;
  const bounds = LENGTH_BOUNDS[length];
  const reasons: string[] = [];
  const [least, most] = bounds.paragraphs;
  if (paragraphs.length < least || paragraphs.length > most)
    reasons.push(`${paragraphs.length} paragraphs, expected ${least}–${most}`);
  const total = paragraphs.reduce((n, p) => n + p.text.length + (p.heading?.length ?? 0), 0);
  if (total < bounds.min || total > bounds.max)
    reasons.push(`answer of ${total} characters, expected ${bounds.min}–${bounds.max}`);
  const question = facts.question ? norm(fold(facts.question)).trim() : '';
  const echoed = facts.question ? indirectQuestion(facts.question, facts.lang) : null;
  const echo = echoed ? fold(echoed) : null;
  const people = facts.domain === 'compatibilite' ? facts.people.map((p) => p.first_name) : [];
  const ignore = new Set([facts.first_name, ...people].map((n) => norm(n).trim()).filter(Boolean));
  const owns: string[] = [];
  paragraphs.forEach((p, i) => {
    const where = `paragraph ${i + 1}`;
    const say = (r: string) => reasons.push(`${where}: ${r}`);
    if (!p.text.trim()) return say('empty');
    if (p.text.length > PARAGRAPH_MAX) say(`${p.text.length} characters, at most ${PARAGRAPH_MAX}`);
    if (p.heading && (p.heading.length > HEADING_MAX || /\n/.test(p.heading))) say('heading too long');
    if (p.facts.length === 0) say('cites no fact');
    const unknown = p.facts.filter((id) => !index.byId.has(id));
    if (unknown.length) say(`cites unknown facts: ${unknown.slice(0, 4).join(', ')}`);
    const text = fold(`${p.heading ? `${p.heading}. ` : ''}${p.text}`);
    if (wrongLanguage(fold(p.text), facts.lang))
      say(`not written in ${facts.lang === 'fr' ? 'French' : 'English'}`);
    for (const r of safetyErrors(
      echo ? norm(text).split(norm(echo)).join(' … ') : text,
      facts.lang,
      request.system,
    ))
      say(r);
    // The person's own words may name anything ("mon Bélier de mari"); only the reading's words are read.
    let own = question ? norm(text).split(question).join(' … ') : norm(text);
    if (echo) own = own.split(norm(echo)).join(' … ');
    owns[i] = own;
    const cited = new Set(p.facts.filter((id) => index.byId.has(id)));
    for (const r of claimErrors(own, { facts, index, cited, ignore })) say(r);
  });
  reasons.push(...textErrors(paragraphs, { facts, index, length }, owns));
  return reasons;
}

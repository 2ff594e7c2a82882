/**
 * Legal, financial and "make someone love me" questions are answered, with a paragraph right after
 * the answer that says plainly what the reading cannot do (domain questions/caution.ts).
 */
import { cautionParagraph } from '@arcanes/domain/questions/caution';
import { classifyQuestion } from '@arcanes/domain/questions/classify';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import { plainQuestion } from '#api/interpreter/question-echo.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { para } from './compose';

export function withCaution(facts: ReadingFacts, paragraphs: WrittenParagraph[]): WrittenParagraph[] {
  if (!facts.question) return paragraphs;
  const { sensitivity, subject } = classifyQuestion(plainQuestion(facts.question), facts.lang);
  if (sensitivity !== 'legal' && sensitivity !== 'financial' && sensitivity !== 'coercive_love')
    return paragraphs;
  const [first, ...rest] = paragraphs;
  const caution = para(cautionParagraph(sensitivity, facts.lang, subject), ['question']);
  return first ? [first, caution, ...rest] : [caution];
}

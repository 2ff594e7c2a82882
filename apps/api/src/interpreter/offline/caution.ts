/**
 * Careful questions (health, the law, money at stake) and third-party ones (another person's feelings or
 * decision, "make someone love me") are answered, with a paragraph right after the answer that says
 * plainly what the reading cannot do (domain questions/caution.ts; decisions 0175, 0271).
 */
import { cautionParagraph } from '@arcanes/domain/questions/caution';
import { classOf } from '@arcanes/domain/questions/classify';
import { cautionOf } from '@arcanes/domain/questions/sensitivity';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import { plainQuestion } from '#api/interpreter/question-echo.ts';
import { carriedQuestion } from '#api/interpreter/question-class.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { para } from './compose';

export function withCaution(facts: ReadingFacts, paragraphs: WrittenParagraph[]): WrittenParagraph[] {
  if (!facts.question) return paragraphs;
  const { sensitivity, subject } = classOf(plainQuestion(facts.question), facts.lang, carriedQuestion(facts));
  const kind = cautionOf(sensitivity);
  if (!kind) return paragraphs;
  const [first, ...rest] = paragraphs;
  const caution = para(cautionParagraph(kind, facts.lang, subject), ['question']);
  return first ? [first, caution, ...rest] : [caution];
}

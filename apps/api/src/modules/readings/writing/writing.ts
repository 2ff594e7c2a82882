/**
 * The intuitive reading as the customer sees it: checked paragraphs, each with the facts it rests on
 * in plain words (« Pourquoi ? »), and what wrote it. Stored with the reading (readings.ai_writing).
 */
import type { ReadingParagraph, Writer } from '@arcanes/contracts/readings';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import type { InterpretResult } from '#api/interpreter/interpreter-types.ts';

export interface StoredWriting {
  writer: Writer;
  paragraphs: ReadingParagraph[];
}

/** `facts` are the ones the interpreter was asked about: its index is read when it returned one. */
export function storedWriting(result: InterpretResult, facts: ReadingFacts): StoredWriting {
  const index = result.index ?? indexFacts(facts);
  return {
    writer: result.writer.kind === 'ai' ? { kind: 'ai', model: result.writer.model } : { kind: 'rules' },
    paragraphs: result.paragraphs.map((p) => ({
      ...(p.heading ? { heading: p.heading } : {}),
      text: p.text,
      facts: p.facts.map((id) => ({ id, label: index.byId.get(id)?.label ?? id })),
    })),
  };
}

/** The paragraphs as one text: headings on their own line. */
export function writingPlainText(w: StoredWriting): string {
  return w.paragraphs.map((p) => (p.heading ? `${p.heading}\n\n${p.text}` : p.text)).join('\n\n');
}

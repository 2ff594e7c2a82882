import type { ReadingParagraph, Writer } from '@arcanes/contracts/readings';
import { IntuitiveReading } from './intuitive-reading';
import { SymbolicReading } from './symbolic-reading';

export interface ReadingBlocksProps {
  title: string;
  messageHumain: string;
  messageAi: string;
  paragraphs: readonly ReadingParagraph[];
  writer: Writer | null;
  aiLabel: string;
  keyFacts: readonly string[];
  /** « La réponse » for a question; « L’essentiel » for a report that answers none. */
  lead: 'answer' | 'summary';
  /** 4 under a reading's title, 3 in a history row. */
  level: 3 | 4;
}

/**
 * The two blocks of a reading. A written reading reads answer first (the intuitive block opens
 * with its answer), then the computation it comes from; a report still on its way keeps its
 * notice (the symbolic block) first.
 */
export function ReadingBlocks(p: ReadingBlocksProps) {
  const symbolic = (
    <SymbolicReading text={p.messageHumain} title={p.title} keyFacts={p.keyFacts} level={p.level} />
  );
  const intuitive = (
    <IntuitiveReading
      paragraphs={p.paragraphs}
      text={p.messageAi}
      writer={p.writer}
      label={p.aiLabel}
      lead={p.lead}
      level={p.level}
    />
  );
  return p.paragraphs.length > 0 ? (
    <>
      {intuitive}
      {symbolic}
    </>
  ) : (
    <>
      {symbolic}
      {intuitive}
    </>
  );
}

/**
 * The reading contract: every writer (a model or our rules) returns paragraphs, each naming the ids
 * of the computed facts it rests on. The checker reads each paragraph against the facts it cites
 * before anything is shown, stored or printed; the customer can open « Pourquoi ? » under each one.
 */
export interface WrittenParagraph {
  /** A section title for long readings (the first paragraph of a section carries it). */
  heading?: string;
  text: string;
  /** Ids of the facts this paragraph rests on (see fact-index.ts). */
  facts: string[];
}

/** Who wrote the intuitive text: a language model, or the offline writer's rules. */
export interface WriterInfo {
  kind: 'ai' | 'rules';
  model: string;
}

/** The paragraphs as one plain text: headings on their own line, blank lines between paragraphs. */
export function writingText(paragraphs: readonly WrittenParagraph[]): string {
  return paragraphs
    .map((p) => (p.heading ? `${p.heading}\n\n${p.text}` : p.text))
    .join('\n\n')
    .trim();
}

/** The JSON schema a model is asked to answer with (OpenAI `response_format: json_schema`). */
export function writingJsonSchema(length: 'short' | 'long'): Record<string, unknown> {
  const paragraph =
    length === 'long'
      ? {
          type: 'object',
          additionalProperties: false,
          required: ['heading', 'text', 'facts'],
          properties: {
            heading: { type: 'string', description: 'section title, or "" inside a section' },
            text: { type: 'string' },
            facts: { type: 'array', items: { type: 'string' } },
          },
        }
      : {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'facts'],
          properties: {
            text: { type: 'string' },
            facts: { type: 'array', items: { type: 'string' } },
          },
        };
  return {
    type: 'object',
    additionalProperties: false,
    required: ['paragraphs'],
    properties: { paragraphs: { type: 'array', items: paragraph } },
  };
}

/** A model's answer as paragraphs, or null when it is not the JSON asked for. */
export function parseWriting(raw: string): WrittenParagraph[] | null {
  let data: unknown;
  try {
    data = JSON.parse(raw.trim());
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || !Array.isArray((data as { paragraphs?: unknown }).paragraphs))
    return null;
  const out: WrittenParagraph[] = [];
  for (const item of (data as { paragraphs: unknown[] }).paragraphs) {
    if (!item || typeof item !== 'object') return null;
    const { text, facts, heading } = item as Record<string, unknown>;
    if (typeof text !== 'string') return null;
    if (!Array.isArray(facts) || !facts.every((f) => typeof f === 'string')) return null;
    if (heading !== undefined && typeof heading !== 'string') return null;
    out.push({ ...(heading ? { heading } : {}), text, facts: facts as string[] });
  }
  return out.length ? out : null;
}

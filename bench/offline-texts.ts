// The written (intuitive) part of the offline interpreter's readings for the reading-quality bench's
// generated customers, grouped by « domain lang »: what bench/frames.ts lists and
// bench/reading-frames.test.ts holds to its bounds.
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { intuitiveParagraphs } from './quality-metrics';
import { generateInputs } from './reading-quality-inputs';

export type WrittenTexts = Map<string, { text: string; firstName: string }[]>;

/** `perOption` readings of each option drawn with `seed`, written offline; only `domain`'s when given. */
export async function offlineTexts(seed: number, perOption: number, domain?: string): Promise<WrittenTexts> {
  const interpreter = createOfflineInterpreter();
  const texts: WrittenTexts = new Map();
  for (const { inputs } of generateInputs(seed, perOption)) {
    if (domain && inputs.domain !== domain) continue;
    const computation = computeReading(inputs, { forecast: true });
    const result = await interpreter.interpret({
      lang: inputs.lang,
      facts: computation.facts,
      length: inputs.option === 1 ? 'short' : 'long',
    });
    const text = intuitiveParagraphs(result)
      .map((p) => p.text)
      .join('\n\n');
    const key = `${inputs.domain} ${inputs.lang}`;
    texts.set(key, [...(texts.get(key) ?? []), { text, firstName: inputs.first_name }]);
  }
  return texts;
}

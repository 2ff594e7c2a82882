// The most shared 7-word frames of the offline readings, per domain and language: the list behind the
// reading-quality bench's « top frame share » (same inputs, same masking), to work down it.
// npx tsx bench/frames.ts [domain] [count]   e.g. npx tsx bench/frames.ts astrologie 20
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { intuitiveParagraphs, topFrames } from './quality-metrics';
import { generateInputs } from './reading-quality-inputs';

const SEED = 14; // as in reading-quality.bench.ts
const PER_OPTION = 24;
const only = process.argv[2];
const k = Number(process.argv[3] ?? 20);

const interpreter = createOfflineInterpreter();
const texts = new Map<string, { text: string; firstName: string }[]>();
for (const { inputs } of generateInputs(SEED, PER_OPTION)) {
  if (only && inputs.domain !== only) continue;
  const computation = computeReading(inputs, { forecast: true });
  const result = await interpreter.interpret({
    lang: inputs.lang,
    facts: computation.facts,
    length: inputs.option === 1 ? 'short' : 'long',
  });
  const body = intuitiveParagraphs(result)
    .map((p) => p.text)
    .join('\n\n');
  const key = `${inputs.domain} ${inputs.lang}`;
  texts.set(key, [...(texts.get(key) ?? []), { text: body, firstName: inputs.first_name }]);
}
for (const [key, ts] of texts) {
  console.log(`\n${key} (${ts.length} readings):`);
  for (const f of topFrames(ts, 7, k)) console.log(`  ${f.count}  « ${f.frame} »`);
}

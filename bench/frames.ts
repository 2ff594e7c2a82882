// The frames most shared across readings of one domain (issue 38): the 20 seven-word stretches found
// in the most intuitive texts, per language, from the same seeded inputs as the reading-quality bench
// (bench/reading-quality.bench.ts prints only the top one). A writer works down this list: fixing the
// top frame reveals the next.
// Usage: npx tsx bench/frames.ts [astrologie|numerologie|tarot] [how many, default 20]
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { intuitiveParagraphs, topFrames } from './quality-metrics';
import { generateInputs } from './reading-quality-inputs';

const SEED = 14;
const PER_OPTION = 24;
const domain = process.argv[2] ?? 'tarot';
const top = Number(process.argv[3] ?? 20);
if (!['astrologie', 'numerologie', 'tarot'].includes(domain))
  throw new Error(`unknown domain « ${domain} »: astrologie, numerologie or tarot`);

const interpreter = createOfflineInterpreter();
const texts: Record<'fr' | 'en', { text: string; firstName: string }[]> = { fr: [], en: [] };
for (const { inputs } of generateInputs(SEED, PER_OPTION)) {
  if (inputs.domain !== domain) continue;
  const computation = computeReading(inputs, { forecast: true });
  const result = await interpreter.interpret({
    lang: inputs.lang,
    facts: computation.facts,
    length: inputs.option === 1 ? 'short' : 'long',
  });
  const body = intuitiveParagraphs(result)
    .map((p) => p.text)
    .join('\n\n');
  texts[inputs.lang].push({ text: body, firstName: inputs.first_name });
}
for (const lang of ['fr', 'en'] as const) {
  const rs = texts[lang];
  console.log(`\n${domain} ${lang}: ${rs.length} readings, the ${top} most shared 7-word frames`);
  for (const f of topFrames(rs, 7, top))
    console.log(
      `  ${String(f.count).padStart(3)} (${((100 * f.count) / rs.length).toFixed(1)} %)  « ${f.frame} »`,
    );
}

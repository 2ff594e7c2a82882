// Frames (issue 38): the 20 word 7-grams shared by the most readings of one domain, per language,
// over the reading-quality bench's inputs (same seed, same counting as its « top frame share »:
// paragraph bodies, first name and digits masked, a reading counted once). Work down the list.
// Usage: npx tsx bench/frames-numerology.ts [domain=numerologie] [how many=20]
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { fold, intuitiveParagraphs, sentences, words } from './quality-metrics';
import { generateInputs } from './reading-quality-inputs';

const SEED = 14;
const PER_OPTION = 24;
const N = 7;
const domain = process.argv[2] ?? 'numerologie';
const top = Number(process.argv[3] ?? 20);

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

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
for (const lang of ['fr', 'en'] as const) {
  const rs = texts[lang];
  const counts = new Map<string, number>();
  for (const t of rs) {
    const masked = fold(t.text).replace(new RegExp(`\\b${escapeRe(fold(t.firstName))}\\b`, 'g'), 'name');
    const seen = new Set<string>();
    for (const s of sentences(masked, N)) {
      const w = words(s).map((x) => (/^\d/.test(x) ? '#' : x));
      for (let i = 0; i + N <= w.length; i++) seen.add(w.slice(i, i + N).join(' '));
    }
    for (const g of seen) counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top);
  console.log(`\n${domain} ${lang}: ${rs.length} readings, goal ≤ ${Math.floor(rs.length / 10)} each`);
  for (const [frame, count] of sorted)
    console.log(`  ${String(count).padStart(3)} (${((100 * count) / rs.length).toFixed(1)} %)  « ${frame} »`);
}

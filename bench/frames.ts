// The most shared 7-word frames of the offline readings, per domain and language: the list behind the
// reading-quality bench's « top frame share » (same inputs, same masking), to work down it.
// npx tsx bench/frames.ts [domain] [count] [--spans]   e.g. npx tsx bench/frames.ts astrologie 20
// --spans lists the fixed wordings instead: the longest runs covered by frames over the goal (10 %).
import { offlineTexts } from './offline-texts';
import { frameSpans, topFrames } from './quality-metrics';

// As in reading-quality.bench.ts; FRAMES_SEED=n draws other customers (the path beside the one tuned).
const SEED = Number(process.env.FRAMES_SEED ?? 14);
const PER_OPTION = 24;
const spans = process.argv.includes('--spans');
const [only, count] = process.argv.slice(2).filter((a) => a !== '--spans');
const k = Number(count ?? 20);

for (const [key, ts] of await offlineTexts(SEED, PER_OPTION, only || undefined)) {
  if (spans) {
    const list = frameSpans(ts);
    console.log(`\n${key} (${ts.length} readings): ${list.length} fixed wordings over the goal`);
    for (const f of list.slice(0, k)) console.log(`  ${f.count}  « ${f.span} »`);
    continue;
  }
  console.log(`\n${key} (${ts.length} readings):`);
  for (const f of topFrames(ts, 7, k)) console.log(`  ${f.count}  « ${f.frame} »`);
}

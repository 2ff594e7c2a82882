// The question classifier against its labelled corpus (decision 0271): precision and recall of each
// class, the confusion matrix and the questions it gets wrong, for the questions looked at while the
// rules were written (dev), those that were not (holdout), and both.
import corpus from '../packages/domain/src/questions/question-corpus.json' with { type: 'json' };
import {
  HANDLINGS,
  measureCorpus,
  type LabelledQuestion,
} from '../packages/domain/src/questions/corpus-measure';

const entries = corpus.questions as LabelledQuestion[];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);

function report(name: string, subset: LabelledQuestion[], showMisses: boolean) {
  const m = measureCorpus(subset);
  console.log(`\n${name}: ${m.total} questions, accuracy ${pct(m.accuracy).trim()}`);
  console.log(`${'class'.padEnd(12)} precision   recall  support`);
  for (const h of HANDLINGS) {
    const s = m.perClass[h];
    console.log(`${h.padEnd(12)} ${pct(s.precision)} ${pct(s.recall)} ${String(s.support).padStart(8)}`);
  }
  console.log(`confusion (rows expected, columns got):`);
  console.log(`${''.padEnd(12)}${HANDLINGS.map((h) => h.padStart(12)).join('')}`);
  for (const e of HANDLINGS)
    console.log(`${e.padEnd(12)}${HANDLINGS.map((g) => String(m.confusion[e][g]).padStart(12)).join('')}`);
  if (showMisses)
    for (const x of m.misses)
      console.log(`  ${x.entry.lang} ${x.entry.class} → ${x.got} (${x.kind ?? '—'}): ${x.entry.question}`);
}

const t = performance.now();
for (const e of entries) measureCorpus([e]);
const perQuestionMs = (performance.now() - t) / entries.length;
report('all', entries, process.argv.includes('--misses'));
report(
  'dev',
  entries.filter((e) => e.set === 'dev'),
  false,
);
report(
  'holdout',
  entries.filter((e) => e.set === 'holdout'),
  process.argv.includes('--misses'),
);
console.log(`\n${perQuestionMs.toFixed(3)} ms per question, classified afresh (the cache keeps the last 16)`);

// The answer guard (issue 35, decision 0272): the corpus of whole answers a model might give
// (apps/api/src/interpreter/check/answer-corpus.ts) through the deterministic check alone, then
// through check + judge — the real OpenAI SDK against the fake endpoint on 127.0.0.1, whose judge
// is an oracle scripted from the corpus. Prints the catch rate (bad answers kept out) and the
// false-positive rate (good answers refused) of each layer, and the check's catch per category.
// The second line measures the plumbing, not a model's judgement: with a real model, its own
// misses add to what the check leaves. Exits 0 whatever the figures.
import {
  BAD_ANSWERS,
  GOOD_ANSWERS,
  oracleVerdicts,
  type AnswerCase,
} from '../apps/api/src/interpreter/check/answer-corpus';
import { checkWriting } from '../apps/api/src/interpreter/check/check-writing';
import { createOpenAiInterpreter } from '../apps/api/src/interpreter/openai-interpreter';
import { buildMessages } from '../apps/api/src/interpreter/prompt';
import { interpretStored } from '../apps/api/src/modules/readings/writing/interpret';
import { startFakeOpenAi } from '../apps/api/src/test/fake-openai-server';
import { fixture } from '../apps/api/src/test/reading-fixtures';

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} % (${n}/${of})`;
const request = (c: AnswerCase) => ({
  lang: c.lang,
  facts: fixture(c.fixture, c.lang).facts,
  length: 'short' as const,
});

function refusedByCheck(c: AnswerCase): boolean {
  const { facts, index } = fixture(c.fixture, c.lang);
  const system = buildMessages(request(c), index).system;
  return checkWriting(c.paragraphs, { facts, index, length: 'short', system }).length > 0;
}

const ai = await startFakeOpenAi();
ai.setJudge((paragraphs) => oracleVerdicts(paragraphs));
const interpreter = createOpenAiInterpreter({
  baseURL: ai.baseURL,
  apiKey: 'sk-bench',
  model: 'bench-model',
  timeoutMs: 10_000,
});

/** Kept out by check + judge: the offline writer answered instead. */
async function keptOut(c: AnswerCase): Promise<boolean> {
  const answer = JSON.stringify({ paragraphs: c.paragraphs });
  ai.clearQueue();
  ai.queue(answer, answer);
  const got = await interpretStored(
    async () => {},
    interpreter,
    { readingId: null, userId: null, service: 'bench/option1' },
    request(c),
    { budgetMs: 25_000 },
  );
  if (!got.ok) throw got.error;
  return got.fallback;
}

const started = performance.now();
const checkCaught = BAD_ANSWERS.filter(refusedByCheck);
const checkFalse = GOOD_ANSWERS.filter(refusedByCheck);
let bothCaught = 0;
for (const c of BAD_ANSWERS) if (await keptOut(c)) bothCaught++;
let bothFalse = 0;
for (const c of GOOD_ANSWERS) if (await keptOut(c)) bothFalse++;
await ai.close();

console.log(
  `${BAD_ANSWERS.length} bad and ${GOOD_ANSWERS.length} good answers (fr ${[...BAD_ANSWERS, ...GOOD_ANSWERS].filter((c) => c.lang === 'fr').length}, en ${[...BAD_ANSWERS, ...GOOD_ANSWERS].filter((c) => c.lang === 'en').length}), ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(
  `deterministic check alone: catch ${pct(checkCaught.length, BAD_ANSWERS.length)}, false positives ${pct(checkFalse.length, GOOD_ANSWERS.length)}`,
);
console.log(
  `check + judge (scripted oracle): catch ${pct(bothCaught, BAD_ANSWERS.length)}, false positives ${pct(bothFalse, GOOD_ANSWERS.length)}`,
);
console.log('the check alone, per category:');
const categories = [...new Set(BAD_ANSWERS.map((c) => c.category))];
for (const cat of categories) {
  const all = BAD_ANSWERS.filter((c) => c.category === cat);
  console.log(
    `  ${String(cat).padEnd(24)} ${pct(all.filter((c) => checkCaught.includes(c)).length, all.length)}`,
  );
}
for (const c of checkFalse) console.log(`  false positive: ${c.paragraphs[c.at - 1]!.text.slice(0, 90)}`);

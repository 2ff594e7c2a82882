// Reading quality (issue 14): 216 readings over the nine options, fr and en, from a fixed seed
// (bench/reading-quality-inputs.ts), computed directly (symbolic writers + offline interpreter, no
// HTTP, no database). Prints, each against its goal: the opening answer names the subject, how
// alike intuitive texts of one option read (word 4-gram Jaccard), the most frequent sentence,
// repeated sentences, known grammar faults, and the question's words used outside its quotation.
// A benchmark prints; it exits 0 whatever the figures, but throws if a reading fails to generate.
// QUALITY_VERBOSE=1 prints every grammar hit; QUALITY_DUMP=<file> writes every reading.
import fs from 'node:fs';
import corpus from '../packages/domain/src/questions/question-corpus.json' with { type: 'json' };
import { askedOf } from '../apps/api/src/interpreter/offline/compose';
import { yearScale } from '../apps/api/src/interpreter/offline/offline-astrology';
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { cardGenderFaults, grammarFaults, RULE_NAMES, type FaultHit } from './grammar-faults';
import { fmt } from './lib';
import {
  contentWords,
  intuitiveParagraphs,
  meanPairwiseJaccard,
  mostFrequentSentence,
  brokenEcho,
  namesAny,
  topFrame,
  openingParagraph,
  repeatedSentences,
  withoutQuotations,
  type Paragraph,
} from './quality-metrics';
import { offlineTexts } from './offline-texts';
import { generateInputs, type GeneratedReading } from './reading-quality-inputs';
import { ECHO_QUESTIONS_EN, ECHO_QUESTIONS_FR } from './echo-questions';
import { QUESTIONS_EN, QUESTIONS_FR } from './reading-quality-questions';

const SEED = 14;
const PER_OPTION = 24;

type Lang = 'fr' | 'en';
type Subject = Record<Lang, string[]>;
/**
 * What an option without a question is about: what was bought, as the offer names it. The opening
 * answer must name it (any of the words, inflection aside). Short-term forecasts (astrology and
 * numerology 2) cover the next three months; the natal chart (astrology 3) is a portrait of the birth
 * sky; numerology 1 is the lucky number, numerology 3 the life path; the long tarot spread (tarot 3)
 * covers the twelve months ahead. Tarot 2 carries a question (the form requires one): its subject is
 * the question's.
 */
const THREE_MONTHS: Subject = {
  fr: [
    'trois mois',
    'trois prochains mois',
    'prochaines semaines',
    'mois à venir',
    'mois qui viennent',
    'trimestre',
  ],
  en: ['three months', 'next three months', 'coming months', 'months ahead', 'coming weeks', 'quarter'],
};
const PURCHASED: Record<string, Subject> = {
  'astrologie 2': THREE_MONTHS,
  'astrologie 3': {
    fr: ['thème natal', 'thème astral', 'portrait', 'ciel de naissance', 'carte du ciel'],
    en: ['natal chart', 'birth chart', 'portrait', 'birth sky'],
  },
  'numerologie 1': {
    fr: ['numéro de chance', 'nombre de chance', 'chiffre de chance', 'porte-bonheur'],
    en: ['lucky number'],
  },
  'numerologie 2': THREE_MONTHS,
  'numerologie 3': { fr: ['chemin de vie'], en: ['life path'] },
  'tarot 3': {
    fr: ['douze mois', '12 mois', 'année à venir', 'année qui vient', 'prochaine année', 'long terme'],
    en: ['twelve months', '12 months', 'year ahead', 'coming year', 'next year', 'long term'],
  },
};

interface Row {
  key: string;
  lang: Lang;
  firstName: string;
  question: GeneratedReading['question'];
  subject: string[];
  paragraphs: Paragraph[];
  /** Whole texts, headings included (similarity, grammar). */
  intuitive: string;
  symbolic: string;
  /** Paragraph bodies only, headings left out (sentence counts: a heading is not a sentence). */
  intuitiveBody: string;
  symbolicBody: string;
  domain: string;
  readingDate: string;
  /** Tarot: how many cards were drawn. */
  cards: number;
  /** The facts the opening paragraph rests on (transit.<planet>-<aspect>-<point>, planet.<id>…). */
  openingFacts: string[];
}

const started = performance.now();
const interpreter = createOfflineInterpreter();
const rows: Row[] = [];
for (const g of generateInputs(SEED, PER_OPTION)) {
  const { inputs } = g;
  const key = `${inputs.domain} ${inputs.option}`;
  try {
    const computation = computeReading(inputs, { forecast: true });
    const result = await interpreter.interpret({
      lang: inputs.lang,
      facts: computation.facts,
      length: inputs.option === 1 ? 'short' : 'long',
    });
    const subject = g.question?.subject ?? PURCHASED[key]?.[inputs.lang];
    if (!subject) throw new Error(`no subject for ${key}`);
    const { title, sections } = computation.symbolic;
    const paragraphs = intuitiveParagraphs(result);
    rows.push({
      key,
      lang: inputs.lang,
      firstName: inputs.first_name,
      question: g.question,
      subject,
      paragraphs,
      intuitive: result.text,
      symbolic: [title, ...sections.flatMap((s) => [s.heading, s.body])].join('\n\n'),
      intuitiveBody: paragraphs.map((p) => p.text).join('\n\n'),
      symbolicBody: sections.map((s) => s.body).join('\n\n'),
      domain: inputs.domain,
      readingDate: inputs.reading_date,
      cards: computation.facts.domain === 'tarot' ? computation.facts.cards.length : 0,
      openingFacts: [...(result.paragraphs?.[0]?.facts ?? [])],
    });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`${key} ${inputs.lang} failed to generate (${why}): ${JSON.stringify(inputs)}`, {
      cause: error,
    });
  }
}
const generatedIn = (performance.now() - started) / 1000;
// QUALITY_DUMP=<file>: every reading's two parts, to read what the figures count.
if (process.env.QUALITY_DUMP) {
  const dump = rows.map(
    (r) => `##### ${r.key} ${r.lang}\n--- symbolic\n${r.symbolic}\n--- intuitive\n${r.intuitive}`,
  );
  fs.writeFileSync(process.env.QUALITY_DUMP, `${dump.join('\n\n')}\n`);
}
const keys = [...new Set(rows.map((r) => r.key))];
const pct = (n: number, of: number) => `${fmt(of ? (100 * n) / of : 0, 1)} %`;
const perOption = (f: (rs: Row[]) => string) =>
  keys.map((k) => `${k}: ${f(rows.filter((r) => r.key === k))}`).join(' · ');
const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);
/** Every measure of the issue, gathered as it is computed and printed as one table at the end. */
const summary: { measure: string; scope: string; value: string; goal: string; met: boolean }[] = [];
const measured = (measure: string, scope: string, value: string, goal: string, met: boolean) =>
  summary.push({ measure, scope, value, goal, met });

console.log(
  `${rows.length} readings (${PER_OPTION} per option, fr and en), seed ${SEED}, generated in ${fmt(generatedIn, 1)} s`,
);

// 1. The opening answer names the subject (its quotations left out: a quoted question is no answer).
const names = (r: Row, quotes: boolean) => {
  const opening = openingParagraph(r.paragraphs);
  return namesAny(quotes ? opening : withoutQuotations(opening), r.subject);
};
const opening = rows.filter((r) => names(r, false)).length;
console.log(`\nopening names the subject: ${pct(opening, rows.length)} (goal 100 %)`);
console.log(`  per option: ${perOption((rs) => pct(rs.filter((r) => names(r, false)).length, rs.length))}`);
console.log(
  `  per language: ${(['fr', 'en'] as const).map((l) => `${l} ${pct(rows.filter((r) => r.lang === l && names(r, false)).length, rows.filter((r) => r.lang === l).length)}`).join(' · ')}`,
);
console.log(
  `  counting the quoted question too: ${pct(rows.filter((r) => names(r, true)).length, rows.length)}`,
);
const miss = rows.find((r) => !names(r, false));
if (miss)
  console.log(
    `  e.g. ${miss.key} ${miss.lang}, subject [${miss.subject.join(', ')}]: « ${clip(openingParagraph(miss.paragraphs))} »`,
  );

// 2. How alike intuitive texts of different inputs read, within one option and language.
const similarity = (rs: Row[]) => {
  let sum = 0;
  let pairs = 0;
  for (const lang of ['fr', 'en'] as const) {
    const m = meanPairwiseJaccard(rs.filter((r) => r.lang === lang).map((r) => r.intuitive));
    sum += m.mean * m.pairs;
    pairs += m.pairs;
  }
  return { mean: pairs ? sum / pairs : 0, pairs };
};
let sum = 0;
let pairs = 0;
for (const k of keys) {
  const s = similarity(rows.filter((r) => r.key === k));
  sum += s.mean * s.pairs;
  pairs += s.pairs;
}
console.log(
  `\nmean pairwise 4-gram Jaccard, same option: ${(sum / pairs).toFixed(3)} (goal ≤ 0.08; ${pairs} pairs)`,
);
console.log(`  per option: ${perOption((rs) => similarity(rs).mean.toFixed(3))}`);

// 3. The most frequent sentence (the first name masked) and the share of readings that contain it.
const top = mostFrequentSentence(rows.map((r) => ({ text: r.intuitiveBody, firstName: r.firstName })));
console.log(`\nreadings containing the most frequent sentence: ${pct(top.count, rows.length)} (goal ≤ 5 %)`);
console.log(`  the sentence (${top.count} readings): « ${clip(top.sentence, 200)} »`);
for (const lang of ['fr', 'en'] as const) {
  const rs = rows.filter((r) => r.lang === lang);
  const t = mostFrequentSentence(rs.map((r) => ({ text: r.intuitiveBody, firstName: r.firstName })));
  console.log(`  ${lang}: ${pct(t.count, rs.length)} of ${lang} readings: « ${clip(t.sentence, 160)} »`);
}

// 4. Sentences said twice in one reading, or in both its parts.
let within = 0;
let between = 0;
let affected = 0;
const examples: { within: string[]; between: string[] } = { within: [], between: [] };
for (const r of rows) {
  const rep = repeatedSentences(r.intuitiveBody, r.symbolicBody);
  within += rep.within.length;
  between += rep.between.length;
  if (rep.within.length + rep.between.length > 0) affected += 1;
  // A few examples, from different options.
  for (const kind of ['within', 'between'] as const) {
    const s = rep[kind][0];
    const seen = examples[kind].some((e) => e.startsWith(r.key));
    if (s && !seen && examples[kind].length < 3) examples[kind].push(`${r.key} ${r.lang}: « ${clip(s)} »`);
  }
}
console.log(
  `\nrepeated sentences: ${within + between} (goal 0): ${within} within the intuitive part, ${between} between the symbolic and intuitive parts, in ${pct(affected, rows.length)} of readings`,
);
for (const e of examples.within) console.log(`  twice in the intuitive part, e.g. ${e}`);
for (const e of examples.between) console.log(`  in both parts, e.g. ${e}`);

// 5. Known grammar faults, over both parts (card genders: French tarot readings).
const hits = new Map<string, { symbolic: number; intuitive: number; example: FaultHit | null }>();
for (const name of RULE_NAMES) hits.set(name, { symbolic: 0, intuitive: 0, example: null });
for (const r of rows) {
  for (const part of ['symbolic', 'intuitive'] as const) {
    const found = grammarFaults(r[part], r.lang);
    if (r.domain === 'tarot' && r.lang === 'fr') found.push(...cardGenderFaults(r[part]));
    for (const h of found) {
      const entry = hits.get(h.rule) ?? { symbolic: 0, intuitive: 0, example: null };
      entry[part] += 1;
      entry.example ??= h;
      if (process.env.QUALITY_VERBOSE) console.log(`[${h.rule}] ${r.key} ${r.lang} ${part}: ${h.excerpt}`);
      hits.set(h.rule, entry);
    }
  }
}
const totalHits = [...hits.values()].reduce((n, h) => n + h.symbolic + h.intuitive, 0);
// Per 1 000 words and language (goal for English: ≤ 0.5), both parts counted.
const perThousand = (lang: Lang) => {
  const rs = rows.filter((r) => r.lang === lang);
  const faults = rs.reduce(
    (n, r) => n + grammarFaults(r.symbolic, lang).length + grammarFaults(r.intuitive, lang).length,
    0,
  );
  const words = rs.reduce(
    (n, r) => n + `${r.symbolic} ${r.intuitive}`.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length,
    0,
  );
  return { faults, words, rate: words ? (1000 * faults) / words : 0 };
};
console.log(`\ngrammar-fault hits: ${totalHits} (goal 0)`);
for (const lang of ['en', 'fr'] as const) {
  const t = perThousand(lang);
  if (lang === 'en')
    measured('grammar faults per 1 000 words', 'en, both parts', t.rate.toFixed(2), '≤ 0.5', t.rate <= 0.5);
  console.log(
    `  ${lang}: ${t.faults} faults in ${t.words} words, ${t.rate.toFixed(2)} per 1 000 words${lang === 'en' ? ' (goal ≤ 0.5)' : ''}`,
  );
}
for (const [rule, h] of hits) {
  const ex = h.example ? `  e.g. « ${h.example.excerpt} »` : '';
  console.log(
    `  ${rule}: ${h.symbolic + h.intuitive} (symbolic ${h.symbolic}, intuitive ${h.intuitive})${ex}`,
  );
}

// 6. The question's own words, used outside its quotation in the intuitive part.
const asked = rows.filter((r) => r.question);
// A question with no content word of three letters or more (« Is my ex going to come back? ») falls
// back on its subject words.
const questionWords = (r: Row) => {
  const found = contentWords(r.question?.text ?? '');
  return found.length > 0 ? found : r.subject;
};
const usesQuestion = (r: Row) => namesAny(withoutQuotations(r.intuitive), questionWords(r));
console.log(
  `\nintuitive part uses a content word of the question outside its quotation: ${pct(asked.filter(usesQuestion).length, asked.length)} of ${asked.length} readings with a question (goal 100 %)`,
);
console.log(
  `  per option: ${keys
    .filter((k) => asked.some((r) => r.key === k))
    .map(
      (k) =>
        `${k}: ${pct(asked.filter((r) => r.key === k && usesQuestion(r)).length, asked.filter((r) => r.key === k).length)}`,
    )
    .join(' · ')}`,
);

// 7b. Frames: the 7-word stretch of wording found in the most readings of one domain and language
// (first name and digits masked), whatever the question, chart, numbers or cards. Measured on 108
// readings per domain and language (72 per option, drawn with the same seed): the largest
// count over thousands of stretches is biased upwards by chance, and out of 36 readings a stretch
// in 7 % of them shows in 4 (11 %) one draw in four (decision 0432). The 36 readings of the other
// measures are printed beside it.
const FRAME_PER_OPTION = 72;
const frameTexts = await offlineTexts(SEED, FRAME_PER_OPTION);
console.log(
  `\ntop frame share per domain and language (goal ≤ 10 %; ${(FRAME_PER_OPTION * 3) / 2} readings each, the bench's ${(PER_OPTION * 3) / 2} in brackets):`,
);
for (const domain of [...new Set(rows.map((r) => r.domain))])
  for (const lang of ['fr', 'en'] as const) {
    const rs = rows.filter((r) => r.domain === domain && r.lang === lang);
    const small = topFrame(rs.map((r) => ({ text: r.intuitiveBody, firstName: r.firstName })));
    const ts = frameTexts.get(`${domain} ${lang}`) ?? [];
    const t = topFrame(ts);
    console.log(
      `  ${domain} ${lang}: ${pct(t.count, ts.length)} of ${ts.length} readings: « ${t.frame} » (${pct(small.count, rs.length)} of ${rs.length}: « ${small.frame} »)`,
    );
    measured(
      'top 7-word frame share',
      `${domain} ${lang}`,
      pct(t.count, ts.length),
      '≤ 10 %',
      t.count <= ts.length / 10,
    );
  }

// 7d. Words in the written (intuitive) part of each PDF option: at least 900 for 19,90 € (option 2),
// 1 400 for 29,90 € (option 3); and the single question's length beside the three-card spread's.
const wordCount = (t: string) => t.split(/\s+/).filter((x) => /\p{L}/u.test(x)).length;
console.log(
  '\nwords in the written part of each PDF option (goal ≥ 900 for option 2, ≥ 1 400 for option 3):',
);
for (const k of keys.filter((x) => / [23]$/.test(x))) {
  const counts = rows
    .filter((r) => r.key === k)
    .map((r) => wordCount(r.intuitiveBody))
    .sort((a, b) => a - b);
  const goal = k.endsWith('3') ? 1400 : 900;
  const median = counts[Math.floor(counts.length / 2)] ?? 0;
  measured('words, written part (median)', `${k} (PDF)`, String(median), `≥ ${goal}`, median >= goal);
  console.log(
    `  ${k}: min ${counts[0]}, median ${counts[Math.floor(counts.length / 2)]}, ${counts.filter((c) => c >= goal).length} of ${counts.length} at goal`,
  );
}
const medianWords = (rs: Row[]) => {
  const c = rs.map((r) => wordCount(r.intuitiveBody)).sort((a, b) => a - b);
  return c[Math.floor(c.length / 2)] ?? 0;
};
const tarot1 = rows.filter((r) => r.key === 'tarot 1');
{
  const one = medianWords(tarot1.filter((r) => r.cards === 1));
  const three = medianWords(tarot1.filter((r) => r.cards === 3));
  measured(
    'words, one card against three (median)',
    'tarot 1',
    `${one} / ${three}`,
    'one ≥ three',
    one >= three,
  );
}
console.log(
  `  tarot 1 (one question, 6,99 €), median words by cards drawn (goal: one card ≥ three): ${[1, 2, 3, 4]
    .filter((n) => tarot1.some((r) => r.cards === n))
    .map((n) => `${n} card${n > 1 ? 's' : ''} ${medianWords(tarot1.filter((r) => r.cards === n))}`)
    .join(' · ')}`,
);

// 7c. Factor weighting: an astrology question of months or a year (its horizon three months away or
// more, or the month it names two months away or more) is never answered by a body faster than
// Jupiter alone: the opening's transits, if any, include a slow planet.
// Besides the sample's own, every bench question of that scale is asked once of each sampled chart
// of its language (astrology option 1), so the check runs on more than a handful.
const FAST = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);
const charts = generateInputs(SEED, PER_OPTION).filter(
  (g) => g.inputs.domain === 'astrologie' && g.inputs.option === 1,
);
const weighed: { lang: Lang; question: string; facts: string[] }[] = rows
  .filter((r) => r.domain === 'astrologie' && r.question)
  .map((r) => ({ lang: r.lang, question: r.question!.text, facts: r.openingFacts }))
  .filter((x) => yearScale({ question: x.question, lang: x.lang, reading_date: rows[0]!.readingDate }));
for (const g of charts) {
  const lang = g.inputs.lang;
  for (const x of [
    ...(lang === 'fr' ? QUESTIONS_FR : QUESTIONS_EN),
    ...(lang === 'fr' ? ECHO_QUESTIONS_FR : ECHO_QUESTIONS_EN).map((text) => ({
      text,
      topic: 'general' as const,
    })),
  ]) {
    if (!yearScale({ question: x.text, lang, reading_date: g.inputs.reading_date })) continue;
    const inputs = {
      ...g.inputs,
      question: x.text,
      topic: x.topic === 'general' || x.topic === 'sante' ? 'travail' : x.topic,
    } as typeof g.inputs;
    const computation = computeReading(inputs, { forecast: true });
    const result = await interpreter.interpret({ lang, facts: computation.facts, length: 'short' });
    weighed.push({ lang, question: x.text, facts: [...(result.paragraphs?.[0]?.facts ?? [])] });
  }
}
const fastAlone = weighed.filter((x) => {
  const bodies = x.facts.filter((id) => id.startsWith('transit.')).map((id) => id.split(/[.-]/)[1]!);
  return bodies.length > 0 && bodies.every((b) => FAST.has(b));
});
console.log(
  `\nyear-scale astrology questions answered by a fast body alone: ${fastAlone.length} of ${weighed.length} readings (goal 0)`,
);
measured(
  'year-scale answered by a fast body alone',
  'astrologie',
  `${fastAlone.length} of ${weighed.length}`,
  '0',
  fastAlone.length === 0,
);
for (const x of fastAlone.slice(0, 3))
  console.log(`  e.g. ${x.lang} « ${x.question} »: ${x.facts.join(', ')}`);

// 7. Broken echoes: how the writer names the question (the opening's indirect question or noun
// phrase, and the phrase later paragraphs refer back with), over every question the bench knows:
// its own, the echo list, and the classifier's labelled corpus less the refused.
const echoCorpus: { lang: Lang; question: string }[] = [
  ...QUESTIONS_FR.map((x) => ({ lang: 'fr' as const, question: x.text })),
  ...QUESTIONS_EN.map((x) => ({ lang: 'en' as const, question: x.text })),
  ...ECHO_QUESTIONS_FR.map((question) => ({ lang: 'fr' as const, question })),
  ...ECHO_QUESTIONS_EN.map((question) => ({ lang: 'en' as const, question })),
  ...(corpus.questions as { lang: Lang; question: string; class: string }[])
    .filter((x) => x.class !== 'refused')
    .map(({ lang, question }) => ({ lang, question })),
];
const broken: string[] = [];
let echoed = 0;
for (const { lang, question } of echoCorpus) {
  const asked = askedOf(question, lang === 'fr' ? 'votre question' : 'your question', lang);
  if (asked.kind !== 'topic') echoed += 1;
  const why =
    (asked.kind === 'topic' ? null : brokenEcho(asked.text, lang, asked.kind)) ??
    brokenEcho(asked.ref, lang, 'noun');
  if (why)
    broken.push(
      `${lang} « ${question} » → « ${asked.kind === 'topic' ? asked.ref : asked.text} » / « ${asked.ref} »: ${why}`,
    );
}
console.log(
  `\nbroken question echoes: ${broken.length} of ${echoCorpus.length} questions (goal 0; ${echoed} echoed, the rest named by their topic)`,
);
for (const b of broken.slice(0, 8)) console.log(`  ${b}`);
measured(
  'broken question echoes',
  `${echoCorpus.length} questions`,
  String(broken.length),
  '0 (≥ 300 questions)',
  broken.length === 0 && echoCorpus.length >= 300,
);

// The issue's measures in one table.
const cols = ['measure', 'scope', 'value', 'goal', 'met'] as const;
const cells = summary.map((r) => ({ ...r, met: r.met ? 'yes' : 'NO' }));
const width = (c: (typeof cols)[number]) => Math.max(c.length, ...cells.map((r) => String(r[c]).length));
const line = (r: Record<(typeof cols)[number], string>) =>
  cols.map((c) => String(r[c]).padEnd(width(c))).join(' | ');
console.log(`\n${line({ measure: 'measure', scope: 'scope', value: 'value', goal: 'goal', met: 'met' })}`);
console.log(cols.map((c) => '-'.repeat(width(c))).join('-|-'));
for (const r of cells) console.log(line(r));
console.log(`${summary.filter((r) => r.met).length} of ${summary.length} at goal`);

console.log(`\ntotal ${fmt((performance.now() - started) / 1000, 1)} s`);

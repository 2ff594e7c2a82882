import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify';
import { HANDLINGS, measureCorpus, type LabelledQuestion } from './corpus-measure';
import corpus from './question-corpus.json' with { type: 'json' };
import { handlingClass, type QuestionHandling } from './sensitivity';

const entries = corpus.questions as LabelledQuestion[];

// Floors per class, justified in docs/decisions/0271-questions-classified-by-meaning.md: a missed refusal
// charges and answers a cry for help or a medical question, a wrong refusal turns away an ordinary
// customer (the burnout finding), a missed caution gives a verdict on a judge's, a body's or a match's
// outcome.
const FLOORS: Record<QuestionHandling, { precision: number; recall: number }> = {
  refused: { precision: 0.95, recall: 0.97 },
  careful: { precision: 0.92, recall: 0.92 },
  third_party: { precision: 0.92, recall: 0.9 },
  ordinary: { precision: 0.92, recall: 0.95 },
};

describe('the labelled question corpus (decision 0271)', () => {
  it('is large and varied enough to measure: 400 questions, both languages, every class and kind', () => {
    expect(entries.length).toBeGreaterThanOrEqual(400);
    expect(new Set(entries.map((e) => e.question)).size).toBe(entries.length);
    for (const lang of ['fr', 'en'] as const) {
      const mine = entries.filter((e) => e.lang === lang);
      for (const h of HANDLINGS)
        expect(mine.filter((e) => e.class === h).length, `${lang} ${h}`).toBeGreaterThanOrEqual(20);
      for (const kind of ['self_harm', 'death', 'medical', 'health', 'legal', 'financial', 'other_person'])
        expect(mine.filter((e) => e.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(5);
    }
    for (const e of entries) expect(handlingClass(e.kind), e.question).toBe(e.class);
    expect(entries.filter((e) => e.set === 'holdout').length).toBeGreaterThanOrEqual(80);
  });

  const m = measureCorpus(entries);
  for (const h of HANDLINGS)
    it(`${h}: precision ≥ ${FLOORS[h].precision}, recall ≥ ${FLOORS[h].recall}`, () => {
      const wrong = m.misses
        .filter((x) => x.entry.class === h || x.got === h)
        .map((x) => `${x.entry.lang} ${x.entry.class} → ${x.got}: ${x.entry.question}`);
      expect(m.perClass[h].precision, wrong.join('\n')).toBeGreaterThanOrEqual(FLOORS[h].precision);
      expect(m.perClass[h].recall, wrong.join('\n')).toBeGreaterThanOrEqual(FLOORS[h].recall);
    });

  it('never lets a cry for help through, whatever else it gets wrong', () => {
    for (const e of entries.filter((x) => x.kind === 'self_harm'))
      expect(classifyQuestion(e.question, e.lang).sensitivity, e.question).toBe('self_harm');
  });
});

describe('the findings of issue 35', () => {
  const cases: [string, 'fr' | 'en', QuestionHandling][] = [
    ['Est-ce que je vais pouvoir reprendre la natation après mon opération de l’épaule ?', 'fr', 'careful'],
    ['Will I be able to go back to swimming after my shoulder surgery?', 'en', 'careful'],
    ['J’ai parié 2 000 € sur le match de foot de samedi, est-ce que je vais gagner ?', 'fr', 'careful'],
    ['I bet £2,000 on the football match on Saturday, will I win?', 'en', 'careful'],
    ['Vais-je obtenir la garde de mes enfants ?', 'fr', 'careful'],
    ['Will I get custody of my kids?', 'en', 'careful'],
    ['Mehdi va-t-il me demander en mariage ?', 'fr', 'third_party'],
    ['Is Mehdi going to ask me to marry him?', 'en', 'third_party'],
    ['Will my energy come back after this burnout?', 'en', 'ordinary'],
    ['Mon énergie va-t-elle revenir après ce burn-out ?', 'fr', 'ordinary'],
  ];
  for (const [q, lang, handling] of cases)
    it(`${lang}: ${q} → ${handling}`, () => expect(classifyQuestion(q, lang).handling).toBe(handling));

  it('names what is at stake: the bet is money, the operation health, the custody the law', () => {
    expect(classifyQuestion('J’ai parié 2 000 € sur le match, vais-je gagner ?', 'fr').sensitivity).toBe(
      'financial',
    );
    expect(classifyQuestion('Vais-je remarcher après mon opération du genou ?', 'fr').sensitivity).toBe(
      'health',
    );
    expect(classifyQuestion('Will the judge give me custody?', 'en').sensitivity).toBe('legal');
  });
});

describe('a bond mended takes the other person too (found after issue 35: a friendship « recovered » got a yes)', () => {
  const cases: [string, 'fr' | 'en', QuestionHandling][] = [
    ['Will my friendship with Lucy recover?', 'en', 'third_party'],
    ['Will Lucy and I be friends again?', 'en', 'third_party'],
    ['Mon amitié avec Lucie va-t-elle se réparer ?', 'fr', 'third_party'],
    ['Est-ce que Lucie et moi redeviendrons amies ?', 'fr', 'third_party'],
    // A bond heals, not a body: no health caution for it.
    ['Will my relationship with my father heal?', 'en', 'third_party'],
    // Another person's decision about the asker's job.
    ['Will my boss give me the promotion?', 'en', 'third_party'],
    ['Mon patron va-t-il m’accorder la promotion ?', 'fr', 'third_party'],
    // A person getting well is health, even unnamed.
    ['Will my mother get better?', 'en', 'careful'],
    // What the asker chooses or does, a bond's quality, a thing: ordinary.
    ['Should I reconcile with my sister?', 'en', 'ordinary'],
    ['Comment renouer avec ma sœur ?', 'fr', 'ordinary'],
    ['Will my relationship with money improve?', 'en', 'ordinary'],
    ['Ma relation avec mon père va-t-elle s’apaiser ?', 'fr', 'ordinary'],
    ['Will our relationship last?', 'en', 'ordinary'],
    ['Will my business recover?', 'en', 'ordinary'],
    ['Will I get the job I interviewed for?', 'en', 'ordinary'],
  ];
  for (const [question, lang, expected] of cases)
    it(`${expected}: ${question}`, () => expect(classifyQuestion(question, lang).handling).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify';
import type { CorpusEntry } from './corpus';
import { EN_CORPUS } from './corpus-en';
import { FR_CORPUS } from './corpus-fr';
import { foldQuestion } from './normalize';
import { cautionOf, handlingClass, isRefused } from './sensitivity';

const corpora = [
  ['fr', FR_CORPUS],
  ['en', EN_CORPUS],
] as const;

describe('the question corpus', () => {
  it('is large enough to mean something: 150 questions, 60 sensitive across every category, 60 ordinary', () => {
    const all: CorpusEntry[] = [...FR_CORPUS, ...EN_CORPUS];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((e) => e[1] !== null).length).toBeGreaterThanOrEqual(60);
    expect(all.filter((e) => e[1] === null).length).toBeGreaterThanOrEqual(60);
    for (const [lang, corpus] of corpora)
      for (const s of ['self_harm', 'medical', 'death', 'legal', 'financial', 'coercive_love'])
        expect(corpus.filter((e) => e[1] === s).length, `${lang} ${s}`).toBeGreaterThanOrEqual(5);
    expect(new Set(all.map((e) => e[0])).size).toBe(all.length);
  });

  for (const [lang, corpus] of corpora)
    for (const [question, sensitivity, topic, subject] of corpus)
      it(`${lang}: ${question}`, () => {
        const found = classifyQuestion(question, lang);
        expect({ sensitivity: found.sensitivity, topic: found.topic, subject: found.subject }).toEqual({
          sensitivity,
          topic,
          subject,
        });
        expect(found.handling).toBe(handlingClass(sensitivity));
        // The subject is the customer's own words, cut out of the question as typed.
        if (subject) expect(question).toContain(subject);
      });
});

describe('classifyQuestion', () => {
  it('reads questions typed without accents, in capitals or with misspellings', () => {
    expect(classifyQuestion('SUIS-JE ENCEINTE ?').sensitivity).toBe('medical');
    expect(classifyQuestion('est ce que je suis enseinte').sensitivity).toBe('medical');
    expect(classifyQuestion('ma grosesse se passera bien ?').sensitivity).toBe('medical');
    expect(classifyQuestion('je veux me suicidé').sensitivity).toBe('self_harm');
    expect(classifyQuestion('je veux en finir !!!').sensitivity).toBe('self_harm');
    expect(classifyQuestion('va t il mourir').sensitivity).toBe('death');
    expect(classifyQuestion('Vais-je gagner mon proces').sensitivity).toBe('legal');
    expect(classifyQuestion('comment faire pour qu’il m’aime').sensitivity).toBe('coercive_love');
  });

  it('lets self-harm win over every other sensitivity', () => {
    expect(classifyQuestion('Mon cancer me donne envie de mourir').sensitivity).toBe('self_harm');
    expect(classifyQuestion('Si je perds mon procès je vais me suicider').sensitivity).toBe('self_harm');
    expect(classifyQuestion('Je veux me tuer si je ne gagne pas au loto').sensitivity).toBe('self_harm');
  });

  it('looks for a cry for help in both languages whatever the page language', () => {
    expect(classifyQuestion('I want to kill myself', 'fr').sensitivity).toBe('self_harm');
    expect(classifyQuestion('je veux mourir, help', 'en').sensitivity).toBe('self_harm');
  });

  it('reads an English question asked on the French page as English, and the other way round', () => {
    expect(classifyQuestion('Will I win my lawsuit?', 'fr').sensitivity).toBe('legal');
    expect(classifyQuestion('Vais-je gagner au loto ?', 'en').sensitivity).toBe('financial');
    // "court" is French for "short": not a court of law on a French question.
    expect(classifyQuestion('Mon contrat est-il trop court pour le prêt ?', 'fr').sensitivity).toBeNull();
  });

  it('sorts refusals from cautions', () => {
    expect(['self_harm', 'medical', 'death'].every((s) => isRefused(s as never))).toBe(true);
    expect(isRefused('legal')).toBe(false);
    expect(isRefused(null)).toBe(false);
    expect(cautionOf('financial')).toBe('financial');
    expect(cautionOf('coercive_love')).toBe('coercive_love');
    expect(cautionOf('health')).toBe('health');
    expect(cautionOf('other_person')).toBe('other_person');
    expect(cautionOf('medical')).toBeNull();
    expect(cautionOf(null)).toBeNull();
  });

  it('gives an empty question no sensitivity, the general topic and no subject', () => {
    expect(classifyQuestion('   ')).toEqual({
      handling: 'ordinary',
      sensitivity: null,
      topic: 'general',
      subject: null,
    });
  });

  it('keeps the last answers, frozen, and tells the languages apart', () => {
    const q = 'Dois-je vendre mon appartement ?';
    const first = classifyQuestion(q, 'fr');
    expect(classifyQuestion(q, 'fr')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(classifyQuestion(q, 'en')).not.toBe(first);
    for (let i = 0; i < 20; i++) classifyQuestion(`Question ${i} ?`, 'fr');
    expect(classifyQuestion(q, 'fr')).not.toBe(first);
    expect(classifyQuestion(q, 'fr')).toEqual(first);
  });
});

describe('foldQuestion', () => {
  it('folds case, accents, ligatures, apostrophes and hyphens into single spaces', () => {
    expect(foldQuestion('Va-t-il VRAIMENT m’aimer, ma sœur ?')).toBe(' va t il vraiment m aimer ma soeur ');
  });
});

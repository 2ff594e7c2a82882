import { describe, expect, it } from 'vitest';
import { helpParts, isQuestionRefusal } from './question-check';
import { questionRefusal } from './question-refusal';

describe('questionRefusal', () => {
  it('refuses self-harm, health and death questions with the help they need, in the page language', () => {
    expect(questionRefusal('Je veux en finir', 'fr')).toMatch(
      /3114 \(numéro national de prévention du suicide/,
    );
    expect(questionRefusal('I want to kill myself', 'en')).toMatch(/call 3114/);
    expect(questionRefusal('Suis-je enceinte ?', 'fr')).toMatch(
      /un médecin ou, en urgence, appelez le 15 ou le 112/,
    );
    expect(questionRefusal('Will my father die this year?', 'en')).toMatch(/questions about death/);
  });

  it('lets ordinary and caution questions through (the API answers those with a caution)', () => {
    expect(questionRefusal('Mon ex va-t-il revenir ?', 'fr')).toBeNull();
    expect(questionRefusal('Vais-je gagner mon procès ?', 'fr')).toBeNull();
    expect(questionRefusal('Should I invest in bitcoin?', 'en')).toBeNull();
    expect(questionRefusal(undefined, 'fr')).toBeNull();
    expect(questionRefusal('   ', 'fr')).toBeNull();
  });

  it('knows the API codes of the same refusals', () => {
    expect(isQuestionRefusal('QUESTION_SELF_HARM')).toBe(true);
    expect(isQuestionRefusal('QUESTION_MEDICAL')).toBe(true);
    expect(isQuestionRefusal('QUESTION_DEATH')).toBe(true);
    expect(isQuestionRefusal('INSUFFICIENT_BALANCE')).toBe(false);
    expect(isQuestionRefusal(undefined)).toBe(false);
  });
});

describe('helpParts', () => {
  it('cuts out the numbers to call, and only those', () => {
    expect(helpParts('appelez le 3114 (24 h/24), ou le 15 ou le 112.')).toEqual([
      { text: 'appelez le ' },
      { phone: '3114' },
      { text: ' (24 h/24), ou le ' },
      { phone: '15' },
      { text: ' ou le ' },
      { phone: '112' },
      { text: '.' },
    ]);
    expect(helpParts('2115, 1150 ou 31140')).toEqual([{ text: '2115, 1150 ou 31140' }]);
  });
});

import { describe, expect, test } from 'vitest';
import { cautionFacts } from './caution';
import { classOf, classifiedQuestion, classifyQuestion } from './classify';

// Issue 36 (decision 0375): the guard's classification travels with the request; a reader uses it only
// when it is of the very text and language it would classify itself, so nothing it says can change.
describe('a classification carried with the request', () => {
  const carried = classifiedQuestion('Mon ex va-t-il revenir ?', 'fr');

  test('the same text in the same language: the carried class itself, not a new reading', () => {
    expect(classOf('Mon ex va-t-il revenir ?', 'fr', carried)).toBe(carried.class);
  });

  test('another text or language: classified as if nothing were carried', () => {
    const other = 'Vais-je trouver un nouveau travail ?';
    expect(classOf(other, 'fr', carried)).toEqual(classifyQuestion(other, 'fr'));
    expect(classOf(other, 'fr', carried).topic).not.toBe(carried.class.topic);
    expect(classOf('Mon ex va-t-il revenir ?', 'en', carried)).toEqual(
      classifyQuestion('Mon ex va-t-il revenir ?', 'en'),
    );
    expect(classOf('Mon ex va-t-il revenir ?', 'en', carried)).not.toBe(carried.class);
  });

  test('the caution facts read from the carried class are those of the question', () => {
    const wrong = classifiedQuestion('Quelle est la couleur de ma chance ?', 'fr');
    expect(cautionFacts('Mon ex va-t-il revenir ?', 'fr', carried)).toEqual(
      cautionFacts('Mon ex va-t-il revenir ?', 'fr'),
    );
    // A class carried for another question is not used.
    expect(cautionFacts('Mon ex va-t-il revenir ?', 'fr', wrong)).toEqual(
      cautionFacts('Mon ex va-t-il revenir ?', 'fr'),
    );
    expect(cautionFacts('Mon ex va-t-il revenir ?', 'fr')).not.toBeNull();
  });
});

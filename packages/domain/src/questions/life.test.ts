import { describe, expect, it } from 'vitest';
import { classifyQuestion } from './classify';
import { lifeAtStakeIn } from './life';

// A person's old age or years left, asked or written without the word « mourir » (decision 0271).
describe('a life at stake read from an age, the years left or an occasion', () => {
  it.each([
    ['en', 'Will my grandfather make it to his 90th birthday next year?'],
    ['en', 'Will grandma live to be 100?'],
    ['en', 'Is my father going to turn 85?'],
    ['fr', 'Mon grand-père vivra-t-il jusqu’à ses 95 ans ?'],
    ['fr', 'Ma tante deviendra-t-elle centenaire ?'],
    ['fr', 'Combien d’années lui reste-t-il, à mon père ?'],
    ['fr', 'Mon parrain sera-t-il toujours là pour la naissance du bébé ?'],
    ['fr', 'Ma marraine hospitalisée sera-t-elle là pour mon baptême ?'],
    ['en', 'Will my frail grandpa last until the end of the year?'],
    ['fr', 'Mon vieux chat va-t-il bientôt partir ?'],
    ['en', 'Is my grandmother going to leave us this winter?'],
    ['en', 'What is the point of getting out of bed anymore?'],
    ['en', 'Is my granddad going to reach his hundredth?'],
  ] as const)('%s: « %s » is refused before any charge', (lang, q) => {
    expect(classifyQuestion(q, lang).handling).toBe('refused');
  });

  it.each([
    ['en', 'Will my daughter reach 60 sales this month?'],
    ['en', 'Will my son celebrate his 18th birthday with us?'],
    ['fr', 'Mon fils atteindra-t-il les 80 points au concours ?'],
    ['fr', 'Ma mère sera-t-elle encore là pour moi après notre dispute ?'],
    ['fr', 'Combien d’années reste-t-il avant la retraite de mon mari ?'],
    ['fr', 'Ma grand-mère sera-t-elle là pour mon anniversaire ?'],
    ['en', 'Will my grandfather leave for Canada this year?'],
    ['fr', 'Mon vieil ami sera-t-il là pour mon mariage ?'],
    ['en', 'Will my sick colleague be back at work by Christmas?'],
  ] as const)('%s: « %s » stays an ordinary question', (lang, q) => {
    expect(classifyQuestion(q, lang).handling).not.toBe('refused');
  });

  // The time a person has, asked with nothing it is for: a life's remaining time, however it is worded.
  it.each([
    ['en', 'How much longer does my sick mum have?'],
    ['en', 'How much time does my father have left?'],
    ['en', 'How long has grandpa got?'],
    ['en', 'How long does my dog have left?'],
    ['en', 'How much longer will my sick mum be with us?'],
    ['en', 'How long will my grandfather last?'],
    ['fr', 'Combien de temps encore pour mon père malade ?'],
    ['fr', 'Combien de temps ma grand-mère sera-t-elle encore parmi nous ?'],
    ['fr', 'Combien de mois reste-t-il à mon chien malade ?'],
  ] as const)('%s: « %s » (the time a person has) is refused', (lang, q) => {
    expect(classifyQuestion(q, lang)).toMatchObject({ handling: 'refused', sensitivity: 'death' });
  });

  // The same words with what the time is for: a contract, a company, a wait, a visit, an exam.
  it.each([
    ['en', 'How many years does my dad have left on his contract?'],
    ['en', 'How much longer do I have at this company?'],
    ['en', 'How much longer does my mum have to wait for her surgery?'],
    ['en', 'How long will my grandma stay with us this summer?'],
    ['en', 'How long have I been single?'],
    ['en', 'How long will the good weather last?'],
    ['en', 'How much longer will my boss be with us?'],
    ['fr', 'Combien de temps reste-t-il à mon fils avant son bac ?'],
    ['fr', 'Combien de temps encore pour mon projet ?'],
    ['fr', 'Combien de temps ma grand-mère restera-t-elle chez nous ?'],
  ] as const)('%s: « %s » (a time for something) is not refused', (lang, q) => {
    expect(classifyQuestion(q, lang).handling).not.toBe('refused');
  });

  it('finds the same meaning in a written answer, not an age of the sky', () => {
    expect(
      lifeAtStakeIn('Les cartes disent que votre grand-mère n’atteindra pas ses 90 ans.', 'fr'),
    ).toContain('90 ans');
    expect(lifeAtStakeIn('Your grandfather may not live to see his 80th birthday.', 'en')).toContain('80th');
    expect(
      lifeAtStakeIn('Saturne revient à sa place vers 29 ans : votre père l’a vécu aussi.', 'fr'),
    ).toBeNull();
    expect(
      lifeAtStakeIn('Uranus completes its cycle at 84, a turn your mother will reach in her own way.', 'en'),
    ).toBeNull();
  });
});

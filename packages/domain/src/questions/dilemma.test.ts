import { describe, expect, test } from 'vitest';
import { areaOf, dilemmaOf, type DilemmaArea } from './dilemma';

// Questions written for this test (issue 38): the two areas a dilemma weighs, in the order asked, or null
// for a question that is not two options to weigh (one option and its negation, two sides of one part of
// life, an « ou » that lists rather than opposes).
const CASES: [string, [DilemmaArea, DilemmaArea] | null][] = [
  ['Dois-je accepter ce poste à Lyon ou rester près de mes enfants ?', ['career', 'home']],
  ['Faut-il que je quitte mon travail pour reprendre mes études ?', ['career', 'study']],
  ['Should I take the job abroad or stay while my son starts secondary school?', ['career', 'home']],
  ['Move in with him or keep my flat?', ['love', 'home']],
  ['Entre ma carrière et ma famille, que dois-je privilégier cette année ?', ['career', 'home']],
  ['Vaut-il mieux placer mes économies ou reprendre une formation ?', ['money', 'study']],
  ['Dois-je m’installer avec lui plutôt que de garder mon appartement ?', ['love', 'home']],
  ['Should I go back to university rather than keep my job?', ['study', 'career']],
  ['Is it better to rest for my health or accept the promotion?', ['health', 'career']],
  ['Should I quit my job for a master’s degree?', ['career', 'study']],
  ['Choisir entre mon couple et ma mutation à Bordeaux ?', ['love', 'career']],
  ['Should I invest my savings instead of looking after my health?', ['money', 'health']],
  ['Je quitte mon boulot pour suivre mon compagnon au Canada ?', ['career', 'love']],
  ['Va-t-il m’appeler ou pas ?', null],
  ['Est-ce que mon ex va revenir ou non ?', null],
  ['Will I get the job or not?', null],
  ['Est-ce qu’il m’aime ou est-ce qu’il joue avec moi ?', null],
  ['Vais-je avoir le poste en mai ou en juin ?', null],
  ['Will my husband or my boyfriend call me back?', null],
  ['Sooner or later, will I find love?', null],
  ['Vais-je réussir mon concours ?', null],
  ['Should I sell my house or my flat?', null],
];

describe('dilemma recognition (issue 38)', () => {
  test.each(CASES)('%s', (question, expected) => {
    const d = dilemmaOf(question);
    expect(d ? d.sides.map((s) => s.area) : null).toEqual(expected);
  });

  test('a side is read by its part of life, kin before school and a partner before a dwelling', () => {
    expect(areaOf(' stay while my son starts secondary school ')).toBe('home');
    expect(areaOf(' move in with him ')).toBe('love');
    expect(areaOf(' garder mon appartement ')).toBe('home');
    expect(areaOf(' pas ')).toBeNull();
  });

  test('no question, no dilemma', () => {
    expect(dilemmaOf(undefined)).toBeNull();
    expect(dilemmaOf('')).toBeNull();
  });
});

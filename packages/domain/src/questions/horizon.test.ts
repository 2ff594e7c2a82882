import { describe, expect, test } from 'vitest';
import { questionHorizon } from './horizon';

const today = '2026-11-24';

describe('how far a question reaches', () => {
  test.each([
    ['Vais-je trouver un travail avant l’été ?', 'fr', 'season_start', '2027-06-20'],
    ['Vais-je déménager cet été ?', 'fr', 'season_end', '2027-09-21'],
    ['Vais-je rencontrer quelqu’un d’ici Noël ?', 'fr', 'christmas', '2026-12-25'],
    ['Mon projet va-t-il aboutir cette année ?', 'fr', 'year_end', '2026-12-31'],
    ['Vais-je changer de poste dans les 6 mois ?', 'fr', 'count', '2027-05-24'],
    ['Vais-je vendre ma maison d’ici un an ?', 'fr', 'count', '2027-11-24'],
    ['Que me réservent les prochains mois ?', 'fr', 'coming', '2027-02-24'],
    ['Will I find a job by Christmas?', 'en', 'christmas', '2026-12-25'],
    ['Should I move before the summer?', 'en', 'season_start', '2027-06-20'],
    ['Will I get married this year?', 'en', 'year_end', '2026-12-31'],
    ['Will my business grow in the next six months?', 'en', 'count', '2027-05-24'],
    ['Will I sell my flat within a few weeks?', 'en', 'count', '2026-12-15'],
    ['Vais-je trouver un travail avant l’été ?', 'en', 'season_start', '2027-06-20'], // French on the English site
  ] as const)('%s → %s until %s', (question, lang, kind, until) => {
    expect(questionHorizon(question, lang, today)).toMatchObject({ kind, until });
  });

  test.each([
    ['Dois-je quitter mon poste ?', 'fr'],
    ['Je suis célibataire depuis des années, vais-je rencontrer quelqu’un ?', 'fr'],
    ['I have been single for years: will I meet someone?', 'en'],
    ['Mon voyage en avril se passera-t-il bien ?', 'fr'], // a moment, not a horizon
  ] as const)('%s → none', (question, lang) => {
    expect(questionHorizon(question, lang, today)).toBeNull();
  });

  test('a season running now ends with it; Christmas past is next year’s', () => {
    expect(questionHorizon('Cet été sera-t-il heureux ?', 'fr', '2027-07-10')?.until).toBe('2027-09-21');
    expect(questionHorizon('Cet hiver ?', 'fr', '2027-01-10')?.until).toBe('2027-03-19');
    expect(questionHorizon('By Christmas?', 'en', '2026-12-27')?.until).toBe('2027-12-25');
  });
});

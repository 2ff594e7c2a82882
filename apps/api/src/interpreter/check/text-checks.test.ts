import { describe, expect, test } from 'vitest';
import { filler, fixture } from '#api/test/reading-fixtures.ts';
import { checkWriting } from './check-writing';
import { fold } from './fold';
import { endsMidSentence, repeatedParagraphs, wrongAgreement } from './text-checks';

const reasons = (fx: 'astro' | 'tarot', lang: 'fr' | 'en', text: string, cited: string[]) => {
  const { facts, index } = fixture(fx, lang);
  return checkWriting([{ text, facts: cited }, filler(fx, lang)], {
    facts,
    index,
    length: 'short',
    system: '',
  }).join('\n');
};

describe('the checks read a folded text', () => {
  test('NFKC, invisible characters and Cyrillic or Greek look-alikes', () => {
    expect(fold('dé\u200bcès')).toBe('décès');
    expect(fold('ｖｏｙａｎｃｅ')).toBe('voyance');
    expect(fold('Ѕоlеil')).toBe('Soleil'); // Cyrillic S, o, e
    expect(fold('mοrt')).toBe('mort'); // Greek omicron
  });

  test('a death prediction spelled with look-alikes or zero-width spaces is still one', () => {
    expect(
      reasons('astro', 'fr', 'Ce transit annonce un dé\u200bcès dans votre famille.', ['period']),
    ).toMatch(/death/);
    expect(reasons('astro', 'fr', 'Ce transit annonce un déсès dans votre famille.', ['period'])).toMatch(
      /death/,
    );
  });

  test('any top-level domain is an address, and a missing space before a capital is not', () => {
    for (const site of ['voyance-amour.xyz', 'retour.love', 'mon-medium.online', 'VOYANCE.SHOP'])
      expect(reasons('astro', 'fr', `Retrouvez-moi sur ${site} pour la suite.`, ['period'])).toMatch(
        /web address/,
      );
    expect(reasons('astro', 'fr', 'Écrivez à voyance-amour[.]xyz pour la suite.', ['period'])).toMatch(
      /web address/,
    );
    expect(
      reasons('astro', 'fr', 'La période est douce.Demain vous saurez mieux, p. ex. en marchant.', [
        'period',
      ]),
    ).not.toMatch(/web address/);
  });
});

describe('a cited house ruler vouches for what its label states', () => {
  test('« Le maître de votre maison 7, Neptune, se trouve en Capricorne, en maison 5 » citing ruler.7', () => {
    expect(
      reasons(
        'astro',
        'fr',
        'Le maître de votre maison 7 (Poissons), Neptune, se trouve en Capricorne, en maison 5 : vos liens passent par la création.',
        ['ruler.7'],
      ),
    ).toBe('');
  });
  test('but not another sign or house for the ruler', () => {
    expect(
      reasons('astro', 'fr', 'Son maître, Neptune, se trouve en Balance, en maison 7.', ['ruler.7']),
    ).toMatch(/Neptune is in Capricorne, not in Balance/);
  });
});

describe('text-only checks', () => {
  test('a paragraph cut mid-sentence', () => {
    expect(endsMidSentence('Vous avancez avec confiance et')).toBe(true);
    expect(endsMidSentence('Vous avancez avec confiance.')).toBe(false);
    expect(endsMidSentence('Vous dites « oui ? »')).toBe(false);
    expect(
      reasons('astro', 'fr', 'Votre Soleil en Taureau vous donne une constance que', ['planet.sun']),
    ).toMatch(/ends mid-sentence/);
  });

  test('a paragraph that repeats another', () => {
    const a =
      'Cette période vous invite à ralentir et à écouter ce qui se dit en vous, sans vous presser de conclure.';
    expect(repeatedParagraphs([a, 'Autre chose entièrement, sans lien avec ce qui précède ici.'])).toEqual(
      [],
    );
    expect(
      repeatedParagraphs([a, `Pour finir : ${a.replace('Cette', 'cette')}`]).map((r) => [r.index, r.of]),
    ).toEqual([[1, 0]]);
  });

  test('a paragraph that only restates the labels', () => {
    expect(
      reasons(
        'astro',
        'fr',
        'Votre Soleil est en Taureau, en maison 9. Votre Lune est en Verseau, en maison 6. Mercure est en Taureau, en maison 9.',
        ['planet.sun', 'planet.moon', 'planet.mercury'],
      ),
    ).toMatch(/only restates the facts/);
    expect(
      reasons('astro', 'fr', 'Votre Soleil en Taureau, en maison 9, vous donne une constance tranquille.', [
        'planet.sun',
      ]),
    ).toBe('');
  });

  test('agreement with a known gender, in French', () => {
    expect(wrongAgreement('Vous êtes prêt à tourner la page.', 'f', 'fr')).toBe('Vous êtes prêt');
    expect(wrongAgreement('Vous ne serez plus seul ce mois-ci.', 'f', 'fr')).toBe('Vous ne serez plus seul');
    expect(wrongAgreement('Êtes-vous vraiment décidé ?', 'f', 'fr')).toBe('Êtes-vous vraiment décidé');
    expect(wrongAgreement('Vous êtes née sous le Taureau et prête à avancer.', 'f', 'fr')).toBeNull();
    expect(wrongAgreement('Vous êtes né(e) sous le Taureau.', 'f', 'fr')).toBeNull();
    expect(wrongAgreement('Vous êtes heureuse de ce choix.', 'm', 'fr')).toBe('Vous êtes heureuse');
    expect(wrongAgreement('Vous êtes prêt.', null, 'fr')).toBeNull();
    expect(wrongAgreement('You are ready.', 'f', 'en')).toBeNull();
    expect(wrongAgreement('Vous êtes deux à décider, vous êtes à la croisée.', 'f', 'fr')).toBeNull();
    expect(reasons('astro', 'fr', 'Vous êtes prêt à accueillir une rencontre.', ['period'])).toMatch(
      /does not agree with the person \(feminine\)/,
    );
  });
});

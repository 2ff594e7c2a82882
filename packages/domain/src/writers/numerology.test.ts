import { describe, expect, it } from 'vitest';
import { NumerologyInputError } from '../numerology/numerology-input-error';
import { splitLetters } from '../numerology/name-folding';
import { nameByName } from '../numerology/name-numbers';
import { numerologyProfile } from '../numerology/profile';
import { writeNumerologyReading } from './numerology';
import type { NumerologyReading, NumerologyReadingOptions } from './numerology';

// Léa Martin, 14 May 1990, read on 15 November 2024: life path 11, birthday 5, lucky 11 + 5 = 16 → 7,
// personal year 2024 = 9, months: Nov 9 + 11 = 20 → 2, Dec 9 + 12 = 21 → 3, Jan 2025 (year 1) 1 + 1 = 2.
const lea = numerologyProfile({ fullName: 'Léa Martin', birthDate: '1990-05-14', currentDate: '2024-11-15' });
// Yannick Maryse Dœuf, 29 November 2009: life path 33, expression 11, no karmic debt.
const yannick = numerologyProfile({
  fullName: 'Yannick Maryse Dœuf',
  birthDate: '2009-11-29',
  currentDate: '2024-11-15',
});

const write = (profile = lea, opts: Partial<NumerologyReadingOptions> = {}) =>
  writeNumerologyReading(profile, { lang: 'fr', option: 1, firstName: 'Léa', ...opts });
const fullText = (r: NumerologyReading) =>
  [r.title, ...r.sections.flatMap((s) => [s.heading, s.body])].join('\n');
const plain = (text: string) => text.replace(/\u00A0/g, ' ');
/** Every no-break space (before « ; » too) as a plain one. */
const spaced = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('writeNumerologyReading', () => {
  it.each([
    ['fr', 1],
    ['fr', 2],
    ['fr', 3],
    ['en', 1],
    ['en', 2],
    ['en', 3],
  ] as const)('writes a complete reading in %s for option %i', (lang, option) => {
    const reading = write(lea, { lang, option });
    expect(reading.title).toContain('Léa');
    expect(reading.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of reading.sections) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.body.trim().length).toBeGreaterThan(40);
      expect(section.body).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('option 1 gives the lucky number, its calculation, its days and the personal year', () => {
    const text = plain(fullText(write(lea, { domain: 'amour' })));
    expect(text).toContain('Votre numéro de chance : 7');
    expect(text).toContain('11 + 5 = 16 → 1+6 = 7');
    // Right after the calculation, plainly: the lucky number is this house's convention.
    expect(text).toContain('c’est une convention de notre maison');
    expect(plain(fullText(write(lea, { lang: 'en' })))).toContain('it is this house’s convention');
    expect(text).toContain('les 7, 16 et 25 de chaque mois');
    expect(text).toContain('Votre année personnelle 2024 : 9');
    // The month to come from the order date (15 November), across the two personal months it crosses.
    expect(text).toContain('Le mois qui vient, du 15 novembre au 14 décembre 2024');
    expect(text).toContain('Jusqu’au 30 novembre, vous êtes en mois personnel 2 (9 + 11 = 20 → 2+0 = 2)');
    expect(text).toContain('En décembre 2024, vous passez en mois personnel 3 (9 + 12 = 21 → 2+1 = 3)');
    expect(text).not.toContain('du 1er au 30 novembre');
    // The personal year's convention, said.
    expect(text).toContain(
      'elle court du 1er janvier au 31 décembre 2024, et non d’un anniversaire à l’autre',
    );
    expect(text).toContain('Cette année, en amour, le 9');
  });

  it('option 1 ordered on the 1st covers one month; at the year’s end, the next month takes the new year', () => {
    const first = numerologyProfile({
      fullName: 'Léa Martin',
      birthDate: '1990-05-14',
      currentDate: '2024-11-01',
    });
    expect(plain(fullText(write(first)))).toContain(
      'Le mois qui vient, du 1er novembre au 30 novembre 2024, est un mois personnel 2',
    );
    const late = numerologyProfile({
      fullName: 'Léa Martin',
      birthDate: '1990-05-14',
      currentDate: '2024-12-28',
    });
    // December 2024: personal year 9 + 12 = 21 → 3; January 2025: personal year 1 (5 + 5 + 9 = 19 → 1) + 1 = 2.
    const text = plain(fullText(write(late, { lang: 'en' })));
    expect(text).toContain('The month ahead, from 28 December 2024 to 27 January 2025');
    expect(text).toContain('In January 2025, you move into a personal month 2');
  });

  it('the name is summed as one total, and the reading says so (« Sylvie Vartan » → 6; name by name it would be 33)', () => {
    const sylvie = numerologyProfile({
      fullName: 'Sylvie Vartan',
      birthDate: '1944-08-15',
      currentDate: '2026-11-28',
    });
    expect(sylvie.expression).toBe(6);
    const fr = plain(fullText(write(sylvie, { option: 3, firstName: 'Sylvie' })));
    expect(fr).toContain('additionnées en un seul total, réduit ensuite');
    const en = plain(fullText(write(sylvie, { option: 3, firstName: 'Sylvie', lang: 'en' })));
    expect(en).toContain('added into one total, reduced afterwards');
  });

  it('the name is also read name by name, each name with its number beside the total (« Sylvie Vartan »: 11 and 22 → 33)', () => {
    const sylvie = numerologyProfile({
      fullName: 'Sylvie Vartan',
      birthDate: '1944-08-15',
      currentDate: '2026-11-28',
    });
    const read = nameByName(splitLetters(sylvie.full_name));
    expect(read?.parts.map((x) => [x.word, x.value])).toEqual([
      ['SYLVIE', 11],
      ['VARTAN', 22],
    ]);
    expect(read?.value).toBe(33);
    const fr = spaced(fullText(write(sylvie, { option: 3, firstName: 'Sylvie' })));
    expect(fr).toContain(
      'Nom par nom : SYLVIE 1+7+3+4+9+5 = 29 → 2+9 = 11 ; VARTAN 4+1+9+2+1+5 = 22 ; ensemble, 11 + 22 = 33.',
    );
    expect(fr).toContain('votre nom donne 33, nombre maître, à côté du 6');
    const en = plain(fullText(write(sylvie, { option: 3, firstName: 'Sylvie', lang: 'en' })));
    expect(en).toContain(
      'Name by name: SYLVIE 1+7+3+4+9+5 = 29 → 2+9 = 11; VARTAN 4+1+9+2+1+5 = 22; together, 11 + 22 = 33.',
    );
    // « Léa Martin »: LEA 9, MARTIN 30 → 3, 9 + 3 = 12 → 3, as the one total (39 → 12 → 3): the reading
    // says the two agree instead of contrasting them.
    expect(nameByName(splitLetters(lea.full_name))?.value).toBe(3);
    expect(lea.expression).toBe(3);
    const leaText = spaced(fullText(write(lea, { option: 3 })));
    expect(leaText).toContain(
      'Nom par nom : LEA 3+5+1 = 9 ; MARTIN 4+1+9+2+9+5 = 30 → 3+0 = 3 ; ensemble, 9 + 3 = 12 → 1+2 = 3.',
    );
    expect(leaText).toContain('Les deux lectures donnent le même 3');
  });

  it('option 1 follows the asked domain', () => {
    const headings = (domain: 'amour' | 'travail' | 'general') =>
      write(lea, { domain }).sections.map((s) => s.heading);
    expect(headings('amour')).toContain('Amour');
    expect(headings('travail')).toContain('Travail');
    expect(headings('general')).toContain('Vue d’ensemble');
    expect(plain(fullText(write(lea, { domain: 'travail' })))).toContain(
      'Cette année, au travail, il invite à finaliser',
    );
    expect(fullText(write(lea, { domain: 'amour' }))).not.toBe(fullText(write(lea, { domain: 'travail' })));
  });

  it('option 2 gives the personal year and the next three personal months, across the new year', () => {
    const reading = write(lea, { option: 2 });
    expect(reading.sections.map((s) => plain(s.heading))).toEqual([
      'Votre année personnelle 2024 : 9',
      'Novembre 2024 : mois personnel 2',
      'Décembre 2024 : mois personnel 3',
      'Janvier 2025 : mois personnel 2',
      'Dans le fil de votre chemin de vie 11',
    ]);
    const text = plain(fullText(reading));
    expect(text).toContain('9e année de votre cycle de neuf ans');
    expect(text).toContain('Le 1er janvier 2025, vous entrez dans une année personnelle 1');
    expect(text).toContain('Votre année 9 (accomplissement et altruisme) s’inscrit dans un chemin de vie 11');
  });

  it('option 2 uses the current date it is given', () => {
    const march = write(lea, { option: 2, lang: 'en', currentDate: '2025-03-02' });
    // 2025: 5 + 5 + 9 = 19 → 1; March 1 + 3 = 4, April 5, May 6.
    expect(march.sections.map((s) => s.heading)).toEqual([
      'Your personal year 2025: 1',
      'March 2025: personal month 4',
      'April 2025: personal month 5',
      'May 2025: personal month 6',
      'Within your life path 11',
    ]);
  });

  it('option 2 ordered on 15 March: the three months from the order date, said, and the personal months they cross', () => {
    // 2025: 5 + 5 + 9 = 19 → 1; March 1 + 3 = 4, April 5, May 6, June 7 (the period ends on 14 June).
    const opts = {
      option: 2 as const,
      currentDate: '2025-03-15',
      months: [3, 4, 5, 6].map((month) => ({ year: 2025, month })),
      period: { from: '2025-03-15', to: '2025-06-14' },
    };
    const fr = write(lea, opts);
    expect(fr.sections.slice(1, 5).map((s) => plain(s.heading))).toEqual([
      'Mars 2025 : mois personnel 4',
      'Avril 2025 : mois personnel 5',
      'Mai 2025 : mois personnel 6',
      'Juin 2025 : mois personnel 7',
    ]);
    expect(plain(fullText(fr))).toContain(
      'Vos trois mois partent du jour de votre commande : du 15 mars au 14 juin 2025. Comme ils commencent en cours de mois, ils touchent quatre mois du calendrier',
    );
    const en = fullText(write(lea, { ...opts, lang: 'en' }));
    expect(en).toContain('Your three months run from the day of your order: 15 March to 14 June 2025.');
    // Ordered on the 1st: three calendar months, no fourth to explain.
    const first = plain(
      fullText(
        write(lea, {
          option: 2,
          currentDate: '2025-03-01',
          months: [3, 4, 5].map((month) => ({ year: 2025, month })),
          period: { from: '2025-03-01', to: '2025-05-31' },
        }),
      ),
    );
    expect(first).toContain('du 1er mars au 31 mai 2025.');
    expect(first).not.toContain('en cours de mois');
  });

  it('option 1 ordered on 28 November covers 28 November – 27 December and both personal months', () => {
    // 2024: personal year 9; November 9 + 11 = 20 → 2, December 9 + 12 = 21 → 3.
    const text = plain(fullText(write(lea, { currentDate: '2024-11-28' })));
    expect(text).toContain('Le mois qui vient, du 28 novembre au 27 décembre 2024');
    expect(text).toContain('Jusqu’au 30 novembre, vous êtes en mois personnel 2');
    expect(text).toContain('En décembre 2024, vous passez en mois personnel 3');
  });

  it('option 3 shows every core number with its calculation, the karmic debts, lessons and grid', () => {
    const text = plain(fullText(write(lea, { option: 3 })));
    for (const step of Object.values(lea.steps).flat()) expect(text).toContain(step);
    expect(text).toContain('Nombre intime : 7');
    expect(text).toContain('14 : la liberté et la mesure, relevée dans votre jour de naissance.');
    expect(text).toContain('16 : l’humilité et la renaissance, relevée dans votre nombre intime.');
    expect(text).toContain('Aucune lettre de votre nom ne vaut 6, 7 ou 8.');
    expect(text).toContain('1 : 2   ·   2 : 1   ·   3 : 1');
    expect(text).toContain('Dominent : 1 (initiative et indépendance), 5 (liberté et changement) et 9');
  });

  it('explains master numbers and the Y', () => {
    const text = plain(fullText(write(yannick, { option: 3 })));
    expect(text).toContain('Chemin de vie : 33');
    expect(text).toContain('Nombre maître, qui n’est pas réduit à 6.');
    expect(text).toContain('Le Y de « YANNICK » compte ici comme consonne.');
    expect(text).toContain('Le Y de « MARYSE » compte ici comme voyelle.');
    expect(text).toContain('aucune dette karmique');
    const english = fullText(write(yannick, { option: 3, lang: 'en' }));
    expect(english).toContain('A master number, not reduced to 2.');
    expect(english).toContain('The Y in “YANNICK” counts here as a consonant.');
  });

  it('gives different texts for different names and dates', () => {
    for (const option of [1, 2, 3] as const) {
      for (const lang of ['fr', 'en'] as const) {
        expect(fullText(write(lea, { option, lang }))).not.toBe(fullText(write(yannick, { option, lang })));
      }
    }
    const sameDateOtherName = numerologyProfile({
      fullName: 'Noé Roux',
      birthDate: '1990-05-14',
      currentDate: '2024-11-15',
    });
    expect(fullText(write(lea, { option: 3 }))).not.toBe(fullText(write(sameDateOtherName, { option: 3 })));
    const sameNameOtherDate = numerologyProfile({
      fullName: 'Léa Martin',
      birthDate: '1971-09-04',
      currentDate: '2024-11-15',
    });
    expect(fullText(write(lea, { option: 1 }))).not.toBe(fullText(write(sameNameOtherDate, { option: 1 })));
    expect(fullText(write(lea, { option: 1, lang: 'fr' }))).not.toBe(
      fullText(write(lea, { option: 1, lang: 'en' })),
    );
  });

  it('sets French typography and leaves English spacing alone', () => {
    for (const option of [1, 2, 3] as const) {
      const fr = fullText(write(yannick, { option }));
      expect(fr).not.toMatch(/ [;:!?»]/);
      expect(fr).not.toMatch(/« /);
      expect(fr).not.toContain("'");
      expect(fullText(write(yannick, { option, lang: 'en' }))).not.toMatch(/\u00A0/);
    }
  });

  it('rejects a current date that is not a real date', () => {
    expect(() => write(lea, { currentDate: '2023-02-29' })).toThrow(NumerologyInputError);
  });
});

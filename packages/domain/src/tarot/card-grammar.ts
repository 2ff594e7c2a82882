// How a card's name behaves in a sentence. French needs the gender and whether the article is
// elided: « la Reine de Coupes », « l’Arcane sans nom », « du Mat », « à l’As d’Épées ». Majors are
// listed one by one (the article printed on the card does not always tell: « Tempérance » has
// none, « L’Empereur » hides it); minors follow their rank: the Reine is feminine, the As elides
// (« l’As »), the Huit does not (h aspiré: « le Huit »).

import type { Localized } from './card';

export type Gender = 'm' | 'f';

export interface CardGrammar {
  /** Gender of the French name. */
  readonly gender: Gender;
  /** True when the French article elides: l’Étoile, l’As de Coupes. */
  readonly elided: boolean;
  readonly fr: {
    /** The name without its article: « Papesse », « Arcane sans nom », « Reine de Coupes ». */
    readonly bare: string;
    /** With the definite article, inside a sentence: « la Papesse », « l’Arcane sans nom », « le Mat ». */
    readonly the: string;
    /** After « de »: « de la Papesse », « de l’Étoile », « du Mat ». */
    readonly of: string;
    /** After « à »: « à la Papesse », « à l’Étoile », « au Mat ». */
    readonly to: string;
  };
  readonly en: {
    /** The name without « The »: « Popess », « Justice », « Queen of Cups ». */
    readonly bare: string;
    /** Inside a sentence: « the Popess », « Justice » (no article, as printed), « the Queen of Cups ». */
    readonly the: string;
  };
}

/** Gender of each major's French name, 0 (Le Mat) to 21 (Le Monde). */
const MAJOR_GENDERS: readonly Gender[] = [
  'm', // Le Mat
  'm', // Le Bateleur
  'f', // La Papesse
  'f', // L’Impératrice
  'm', // L’Empereur
  'm', // Le Pape
  'm', // L’Amoureux
  'm', // Le Chariot
  'f', // La Justice
  'm', // L’Hermite
  'f', // La Roue de Fortune
  'f', // La Force
  'm', // Le Pendu
  'm', // L’Arcane sans nom
  'f', // Tempérance
  'm', // Le Diable
  'f', // La Maison Dieu
  'f', // L’Étoile
  'f', // La Lune
  'm', // Le Soleil
  'm', // Le Jugement
  'm', // Le Monde
];

// Vowels and the mute h of « Hermite »; the h of « Huit » is aspirated, so it keeps « le ».
const ELIDES = /^(?:[AEIOUYÉÈÊÂÎÔ]|Hermite)/u;

function frenchForms(bare: string, gender: Gender): { elided: boolean; fr: CardGrammar['fr'] } {
  const elided = ELIDES.test(bare);
  if (elided) return { elided, fr: { bare, the: `l’${bare}`, of: `de l’${bare}`, to: `à l’${bare}` } };
  if (gender === 'f')
    return { elided, fr: { bare, the: `la ${bare}`, of: `de la ${bare}`, to: `à la ${bare}` } };
  return { elided, fr: { bare, the: `le ${bare}`, of: `du ${bare}`, to: `au ${bare}` } };
}

const withoutGloss = (name: string) => name.replace(/\s*\(.*\)$/, '');

export function majorGrammar(rank: number, name: Localized): CardGrammar {
  const gender = MAJOR_GENDERS[rank];
  if (!gender) throw new RangeError(`no major arcanum ${rank}`);
  const bareFr = withoutGloss(name.fr).replace(/^(?:Le |La |L’)/, '');
  const en = withoutGloss(name.en);
  const bareEn = en.replace(/^The /, '');
  return {
    gender,
    ...frenchForms(bareFr, gender),
    en: { bare: bareEn, the: bareEn === en ? en : `the ${bareEn}` },
  };
}

/** Minors: As 1 … Roi 14; only the Reine (13) is feminine. */
export function minorGrammar(rank: number, name: Localized): CardGrammar {
  const gender: Gender = rank === 13 ? 'f' : 'm';
  return { gender, ...frenchForms(name.fr, gender), en: { bare: name.en, the: `the ${name.en}` } };
}

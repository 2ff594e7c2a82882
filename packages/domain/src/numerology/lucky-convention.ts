// The lucky number is not part of classical numerology: this house computes it as the life path
// plus the birthday number, reduced (decision record 0102). Readings say so plainly.

import { englishTypography, frenchTypography } from './french-typography';
import type { NumerologyNumber } from './reduction';

export type Lang = 'fr' | 'en';

export const LUCKY_NUMBER_CONVENTION: Readonly<Record<Lang, string>> = {
  fr: frenchTypography(
    'Le numéro de chance n’appartient pas à la numérologie classique : c’est une convention de notre maison, qui ajoute votre chemin de vie à votre nombre du jour de naissance puis réduit le total. Voyez-y un repère personnel, non une promesse.',
  ),
  en: englishTypography(
    'The lucky number is not part of classical numerology: it is this house’s convention, adding your life path to your birthday number and reducing the total. Take it as a personal marker, not a promise.',
  ),
};

/** The convention with the person's own numbers: "… chemin de vie 7 et jour de naissance 6 … 4." */
export function luckyNumberStatement(
  lifePath: NumerologyNumber,
  birthday: NumerologyNumber,
  lucky: NumerologyNumber,
  lang: Lang,
): string {
  return lang === 'fr'
    ? frenchTypography(
        `Votre numéro de chance, ${lucky}, suit une convention de notre maison et non une règle de la numérologie classique : votre chemin de vie (${lifePath}) plus votre nombre du jour de naissance (${birthday}), réduits.`,
      )
    : englishTypography(
        `Your lucky number, ${lucky}, follows this house’s convention rather than a rule of classical numerology: your life path (${lifePath}) plus your birthday number (${birthday}), reduced.`,
      );
}

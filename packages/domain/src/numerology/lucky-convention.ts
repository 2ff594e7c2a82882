// The lucky number is not part of classical numerology: this house computes it as the life path
// plus the birthday number, reduced (decision record 0102). The symbolic reading says so plainly,
// right after the calculation (writers/numerology-lucky.ts).

import { englishTypography, frenchTypography } from '../text/typography';

export type Lang = 'fr' | 'en';

export const LUCKY_NUMBER_CONVENTION: Readonly<Record<Lang, string>> = {
  fr: frenchTypography(
    'Le numéro de chance n’appartient pas à la numérologie classique : c’est une convention de notre maison, qui ajoute votre chemin de vie à votre nombre du jour de naissance puis réduit le total. Voyez-y un repère personnel, non une promesse.',
  ),
  en: englishTypography(
    'The lucky number is not part of classical numerology: it is this house’s convention, adding your life path to your birthday number and reducing the total. Take it as a personal marker, not a promise.',
  ),
};

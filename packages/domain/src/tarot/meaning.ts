// Builders for the curated deck data: they keep the data files short and make sure every French
// text goes through the same typography.

import type { CardMeaning, Localized } from './card';
import { frenchTypography } from '../text/typography';

export interface MajorEntry {
  readonly id: string;
  readonly rank: number;
  readonly name: Localized;
  readonly upright: CardMeaning;
  readonly reversed: CardMeaning;
}

export interface MinorEntry {
  readonly rank: number;
  readonly upright: CardMeaning;
  readonly reversed: CardMeaning;
}

export function meaning(
  keywordsFr: readonly string[],
  keywordsEn: readonly string[],
  fr: string,
  en: string,
): CardMeaning {
  return {
    keywords: { fr: keywordsFr.map(frenchTypography), en: keywordsEn },
    text: { fr: frenchTypography(fr), en },
  };
}

export function names(fr: string, en: string): Localized {
  return { fr: frenchTypography(fr), en };
}

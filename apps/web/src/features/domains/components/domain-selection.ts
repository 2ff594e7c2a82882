import type { Domain, ReadingOption } from '@arcanes/domain/catalogue/offers';

/** An open option of a domain. (Its own module: the domain area and its lazily loaded panel both use it.) */
export interface Selection {
  domain: Domain;
  option: ReadingOption;
}

/** The seed's delay before scrolling to a form that has just opened, and its offset from the top. */
export const OPEN_SCROLL_DELAY_MS = 350;
export const OPEN_SCROLL_OFFSET_PX = 100;

import { PUBLIC_PAGES, type PageLang } from '@arcanes/contracts/public-pages';

/** Every route of the web app (packages/contracts/src/web-paths.ts: the server knows them too). */
export { paths } from '@arcanes/contracts/web-paths';

/** A card's page in the library: /tarot/cartes/la-papesse, /en/tarot/cards/the-popess. */
export const cardPath = (slug: string, lang: PageLang) => `${PUBLIC_PAGES.cardLibrary[lang]}/${slug}`;

/** What a page passes to the login and registration pages so that they bring the person back. */
export interface ReturnState {
  from: string;
}

/** The in-app path to go back to after logging in or registering, if the navigation state names one. */
export function returnPath(state: unknown): string | null {
  const from = (state as Partial<ReturnState> | null)?.from;
  // Only a path of this site: "/…", never "//host" or a full address.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** A sign's daily horoscope: /horoscope/lion, /en/horoscope/leo. */
export const signPath = (slug: string, lang: PageLang) => `${PUBLIC_PAGES.horoscope[lang]}/${slug}`;

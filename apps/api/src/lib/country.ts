import type { Lang } from './lang';

/** A country's name in the reader's language (« Belgique » for BE), or the code itself if it is none. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

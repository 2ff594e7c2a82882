export type Lang = 'fr' | 'en';

/** The request's language: an explicit `langage`/`lang` field wins, then Accept-Language, then French. */
export function pickLang(explicit: unknown, acceptLanguage: string | undefined): Lang {
  if (explicit === 'en' || explicit === 'fr') return explicit;
  if (!acceptLanguage) return 'fr';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'fr';
}

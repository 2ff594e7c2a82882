/** The question's topic (the seed's domains) as words inside a sentence, in both languages. */
export function topicWords(lang: 'fr' | 'en', topic: string | null): string {
  const fr: Record<string, string> = {
    amour: 'votre vie amoureuse',
    travail: 'votre vie professionnelle',
    sante: 'votre vitalité',
    general: 'votre vie en général',
  };
  const en: Record<string, string> = {
    amour: 'your love life',
    travail: 'your working life',
    sante: 'your vitality',
    general: 'your life in general',
  };
  return (lang === 'fr' ? fr : en)[topic ?? 'general'] ?? (lang === 'fr' ? fr.general! : en.general!);
}

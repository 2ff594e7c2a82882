/** Openings and closings shared by the three domains, in both languages. */
import type { Picker } from './pick';

export function quoted(text: string, lang: 'fr' | 'en'): string {
  const q = text.trim().replace(/\s+/g, ' ');
  return lang === 'fr' ? `« ${q} »` : `“${q}”`;
}

export function openingLine(lang: 'fr' | 'en', name: string, question: string | null, pick: Picker): string {
  const who = name.trim();
  if (lang === 'fr') {
    if (!question)
      return pick.pick([
        `Bonjour ${who}.`,
        `${who}, merci pour votre confiance.`,
        `${who}, prenons le temps de regarder ensemble.`,
      ]);
    const q = quoted(question, 'fr');
    return pick.pick([
      `${who}, vous me demandez : ${q}`,
      `Bonjour ${who}. Votre question, ${q}, mérite qu’on s’y arrête.`,
      `Merci pour votre confiance, ${who}. Vous posez cette question : ${q}`,
      `${who}, il y a dans votre question — ${q} — quelque chose de très personnel.`,
    ]);
  }
  if (!question)
    return pick.pick([
      `Hello ${who}.`,
      `${who}, thank you for your trust.`,
      `${who}, let us take the time to look together.`,
    ]);
  const q = quoted(question, 'en');
  return pick.pick([
    `${who}, you ask me: ${q}`,
    `Hello ${who}. Your question, ${q}, deserves a pause.`,
    `Thank you for your trust, ${who}. You ask this question: ${q}`,
    `${who}, there is something very personal in your question — ${q}.`,
  ]);
}

export function closingLine(lang: 'fr' | 'en', name: string, pick: Picker): string {
  const who = name.trim();
  return lang === 'fr'
    ? pick.pick([
        `Gardez ce qui résonne en vous et laissez le reste, ${who} : c’est vous qui tenez la plume.`,
        `Prenez cette lecture comme une lampe posée sur le chemin, pas comme une carte qui le trace à votre place.`,
        `Vous restez libre de vos choix : cette lecture ne vous promet rien, elle vous invite à regarder autrement.`,
        `Je vous souhaite de traverser cette période avec confiance, ${who}, à votre rythme et selon vos propres choix.`,
      ])
    : pick.pick([
        `Keep what resonates and leave the rest, ${who}: you are the one holding the pen.`,
        `Take this reading as a lamp set on the path, not as a map that draws it for you.`,
        `Your choices remain yours: this reading promises nothing, it invites you to look differently.`,
        `I wish you to cross this period with confidence, ${who}, at your own pace and by your own choices.`,
      ]);
}

/** The seed's domains as words inside a sentence. */
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

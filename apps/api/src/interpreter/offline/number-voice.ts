/** What the offline writer says a number asks for: its pace, and a concrete step, in both languages. */
type Lang = 'fr' | 'en';

interface Voice {
  /** « un temps d’élan » — the colour of a month or a year with this number. */
  pace: string;
  /** « lancer ce qui attend depuis trop longtemps » — a step, after « le moment de ». */
  step: string;
  /** « l’initiative » — the quality, as a noun. */
  quality: string;
}

const VOICES: Record<number, Record<Lang, Voice>> = {
  1: {
    fr: {
      pace: 'un temps d’élan',
      step: 'lancer ce qui attend depuis trop longtemps',
      quality: 'l’initiative',
    },
    en: { pace: 'a time of momentum', step: 'start what has waited too long', quality: 'initiative' },
  },
  2: {
    fr: {
      pace: 'un temps d’accords et de patience',
      step: 'chercher l’appui d’un partenaire plutôt que forcer seul',
      quality: 'la coopération',
    },
    en: {
      pace: 'a time of agreements and patience',
      step: 'seek a partner’s support rather than force things alone',
      quality: 'cooperation',
    },
  },
  3: {
    fr: {
      pace: 'un temps d’expression',
      step: 'parler, montrer, partager ce que vous préparez',
      quality: 'l’expression',
    },
    en: {
      pace: 'a time of expression',
      step: 'speak, show and share what you are preparing',
      quality: 'expression',
    },
  },
  4: {
    fr: {
      pace: 'un temps de construction',
      step: 'poser un cadre, un budget, un calendrier',
      quality: 'la méthode',
    },
    en: { pace: 'a time of building', step: 'set a frame, a budget, a calendar', quality: 'method' },
  },
  5: {
    fr: {
      pace: 'un temps de mouvement',
      step: 'ouvrir une porte nouvelle, quitte à bousculer vos habitudes',
      quality: 'la liberté',
    },
    en: {
      pace: 'a time of movement',
      step: 'open a new door, even if it shakes your habits',
      quality: 'freedom',
    },
  },
  6: {
    fr: {
      pace: 'un temps d’engagements',
      step: 'prendre soin des liens qui comptent et tenir parole',
      quality: 'la responsabilité',
    },
    en: {
      pace: 'a time of commitments',
      step: 'look after the bonds that matter and keep your word',
      quality: 'responsibility',
    },
  },
  7: {
    fr: {
      pace: 'un temps de recul',
      step: 'étudier, vérifier, réfléchir avant de trancher',
      quality: 'la réflexion',
    },
    en: {
      pace: 'a time of stepping back',
      step: 'study, check and think before deciding',
      quality: 'reflection',
    },
  },
  8: {
    fr: {
      pace: 'un temps de réalisations',
      step: 'négocier, décider et assumer votre ambition',
      quality: 'l’ambition',
    },
    en: {
      pace: 'a time of achievement',
      step: 'negotiate, decide and own your ambition',
      quality: 'ambition',
    },
  },
  9: {
    fr: {
      pace: 'un temps de bilan',
      step: 'terminer, trier et laisser partir ce qui a fait son temps',
      quality: 'le détachement',
    },
    en: {
      pace: 'a time of completion',
      step: 'finish, sort and let go of what has had its day',
      quality: 'letting go',
    },
  },
  11: {
    fr: {
      pace: 'un temps d’inspiration',
      step: 'écouter votre intuition et la mettre à l’épreuve des faits',
      quality: 'l’intuition',
    },
    en: {
      pace: 'a time of inspiration',
      step: 'listen to your intuition and test it against the facts',
      quality: 'intuition',
    },
  },
  22: {
    fr: {
      pace: 'un temps de grands chantiers',
      step: 'donner une forme durable à une idée ambitieuse',
      quality: 'la vision',
    },
    en: {
      pace: 'a time of great works',
      step: 'give a lasting shape to an ambitious idea',
      quality: 'vision',
    },
  },
  33: {
    fr: {
      pace: 'un temps de dévouement',
      step: 'mettre votre énergie au service des autres sans vous oublier',
      quality: 'la bienveillance',
    },
    en: {
      pace: 'a time of devotion',
      step: 'put your energy at others’ service without forgetting yourself',
      quality: 'kindness',
    },
  },
};

export function numberVoice(n: number, lang: Lang): Voice {
  return (VOICES[n] ?? VOICES[n % 9 || 9]!)[lang];
}

/** Numbers that push outwards (1, 3, 5, 8, 22) or ask to gather in (2, 4, 6, 7, 9, 11, 33). */
export const isOutward = (n: number) => [1, 3, 5, 8, 22].includes(n);

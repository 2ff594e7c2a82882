// Curated fr/en texts for the karmic debts (13, 14, 16, 19) and the karmic lessons (a value 1–9
// missing from the name). French: plain spaces before ; : ! ?, fixed by meanings.ts.

import type { KarmicMeaning, Lang } from './meanings';
import type { KarmicDebtNumber } from './profile';
import type { Digit } from './reduction';

export const KARMIC_DEBTS: Record<Lang, Record<KarmicDebtNumber, KarmicMeaning>> = {
  fr: {
    13: {
      theme: 'le travail et la persévérance',
      text: 'La dette 13 invite à bâtir par l’effort patient ce qu’une facilité passée a laissé inachevé. Les raccourcis se paient ici plus cher qu’ailleurs ; la discipline, la concentration et le goût du travail bien fait transforment au contraire les obstacles en réussites durables.',
    },
    14: {
      theme: 'la liberté et la mesure',
      text: 'La dette 14 concerne l’usage de la liberté. Excès, changements précipités, dépendances : la vie vous demande de la modération et de la constance, et de tenir vos engagements même quand l’envie d’ailleurs se fait sentir. La liberté devient alors une force au lieu d’une fuite.',
    },
    16: {
      theme: 'l’humilité et la renaissance',
      text: 'La dette 16 parle de l’ego. Ce qui repose sur l’orgueil ou les apparences peut s’effondrer, parfois brusquement, pour laisser place à quelque chose de plus vrai. Accueillie avec humilité, chaque remise en question devient une renaissance et ouvre à une sagesse intérieure.',
    },
    19: {
      theme: 'l’autonomie et l’entraide',
      text: 'La dette 19 touche au pouvoir personnel. Elle vous amène à compter sur vos propres forces, souvent plus tôt ou plus durement que d’autres, pour apprendre que l’indépendance n’exclut pas l’entraide. Savoir demander et accepter de l’aide, sans rien abdiquer de votre dignité, en est la clé.',
    },
  },
  en: {
    13: {
      theme: 'work and perseverance',
      text: 'Debt 13 asks you to build through patient effort what past shortcuts left unfinished. Cutting corners costs more here than elsewhere; discipline, focus and pride in a job well done, on the other hand, turn obstacles into lasting success.',
    },
    14: {
      theme: 'freedom and moderation',
      text: 'Debt 14 is about how freedom is used. Excess, hasty changes, dependencies: life asks you for moderation and consistency, and to keep your commitments even when the grass looks greener elsewhere. Freedom then becomes a strength instead of an escape.',
    },
    16: {
      theme: 'humility and rebirth',
      text: 'Debt 16 speaks of the ego. What rests on pride or appearances can collapse, sometimes suddenly, to make way for something truer. Met with humility, each upheaval becomes a rebirth and opens the door to inner wisdom.',
    },
    19: {
      theme: 'independence and mutual help',
      text: 'Debt 19 concerns personal power. It leads you to rely on your own strength, often earlier or harder than others, so that you learn that independence does not rule out help. Knowing how to ask for and accept support, without giving up any of your dignity, is the key.',
    },
  },
};

export const KARMIC_LESSONS: Record<Lang, Record<Digit, KarmicMeaning>> = {
  fr: {
    1: {
      theme: 'l’affirmation de soi',
      text: 'S’affirmer, décider par soi-même et défendre son point de vue ne vous vient pas spontanément. La vie multipliera les occasions d’oser ; chacune renforcera votre confiance.',
    },
    2: {
      theme: 'la coopération',
      text: 'La patience, la diplomatie et l’attention aux autres sont à cultiver. Apprendre à coopérer, à écouter sans juger et à attendre le bon moment vous épargnera bien des frictions.',
    },
    3: {
      theme: 'l’expression',
      text: 'Exprimer vos émotions et vos idées vous demande un effort. Parler, écrire, créer, même maladroitement, vous libère d’une réserve qui vous freine.',
    },
    4: {
      theme: 'l’organisation',
      text: 'L’organisation et l’effort régulier sont votre terrain d’apprentissage. Un cadre, des habitudes et de la méthode vous aideront à concrétiser ce que vous entreprenez.',
    },
    5: {
      theme: 'l’adaptation',
      text: 'Le changement et l’imprévu vous inquiètent plus qu’il ne faudrait. Apprendre à vous adapter, à voyager, à sortir de vos habitudes élargira votre horizon.',
    },
    6: {
      theme: 'la responsabilité',
      text: 'Les responsabilités familiales et affectives sont à apprivoiser. S’engager, prendre soin et accepter les compromis de la vie à deux ou en famille fait partie de votre apprentissage.',
    },
    7: {
      theme: 'la réflexion',
      text: 'La confiance en votre vie intérieure est à développer. Prendre le temps de réfléchir, d’étudier et d’approfondir, plutôt que de juger sur les apparences, vous apportera une sérénité nouvelle.',
    },
    8: {
      theme: 'la maîtrise matérielle',
      text: 'Le rapport à l’argent et à l’autorité est à travailler. Apprendre à gérer, à décider et à reconnaître votre juste valeur vous rendra plus libre.',
    },
    9: {
      theme: 'l’altruisme',
      text: 'L’ouverture aux autres et le détachement sont à cultiver. La compassion, la tolérance et l’art de tourner la page vous aideront à vivre plus légèrement.',
    },
  },
  en: {
    1: {
      theme: 'self-assertion',
      text: 'Asserting yourself, deciding on your own and defending your point of view do not come naturally. Life will offer many chances to dare; each one will build your confidence.',
    },
    2: {
      theme: 'cooperation',
      text: 'Patience, diplomacy and attention to others are qualities to cultivate. Learning to cooperate, to listen without judging and to wait for the right moment will spare you a good deal of friction.',
    },
    3: {
      theme: 'self-expression',
      text: 'Expressing your feelings and ideas takes effort. Speaking, writing and creating, even clumsily, frees you from a reserve that holds you back.',
    },
    4: {
      theme: 'organisation',
      text: 'Organisation and steady effort are your training ground. Structure, habits and method will help you bring your plans to life.',
    },
    5: {
      theme: 'adaptability',
      text: 'Change and the unexpected worry you more than they should. Learning to adapt, to travel and to step out of your habits will widen your horizons.',
    },
    6: {
      theme: 'responsibility',
      text: 'Family and emotional responsibilities are yours to learn. Committing, caring and accepting the compromises of life as a couple or a family are part of your path.',
    },
    7: {
      theme: 'reflection',
      text: 'Trust in your inner life is something to develop. Taking time to think, study and look deeper, rather than judging by appearances, will bring you a new kind of calm.',
    },
    8: {
      theme: 'material mastery',
      text: 'Your relationship with money and authority needs work. Learning to manage, to decide and to recognise your true worth will set you free.',
    },
    9: {
      theme: 'altruism',
      text: 'Openness to others and letting go are qualities to cultivate. Compassion, tolerance and the art of turning the page will help you live more lightly.',
    },
  },
};

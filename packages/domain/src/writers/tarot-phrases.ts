// The fixed wording of the tarot reading, fr and en. Card and position texts live with the deck
// and the spreads; here are only the sentences that tie them to the customer's domain and draw.

import type { Lang, SuitId, TarotCard } from '../tarot/card';
import type { Element } from '../tarot/suits';

export type TarotDomain = 'amour' | 'travail' | 'general';
export type TarotPeriod = 'jour' | 'semaine' | 'mois';
type Family = 'major' | SuitId;

export const DOMAIN_LINES: Readonly<Record<Lang, Record<Family, Record<TarotDomain, string>>>> = {
  fr: {
    major: {
      amour:
        'En amour, un arcane majeur à cette place indique que la relation touche à quelque chose d’essentiel : ce qui se joue engage votre manière d’aimer.',
      travail:
        'Dans le travail, un arcane majeur à cette place signale un enjeu de fond : une orientation, une vocation, un tournant plutôt qu’une simple affaire d’organisation.',
      general:
        'Un arcane majeur à cette place souligne un enjeu de fond : une étape de votre chemin plus qu’un simple événement.',
    },
    batons: {
      amour:
        'En amour, les Bâtons parlent de désir et d’élan : ce qui compte ici, c’est ce qui vous attire vraiment et l’énergie avec laquelle vous osez l’exprimer.',
      travail:
        'Au travail, les Bâtons désignent l’initiative, la créativité et l’ambition : c’est l’énergie que vous mettez dans vos projets qui est en jeu.',
      general:
        'Les Bâtons, couleur du Feu, mettent en jeu votre énergie, votre volonté et votre envie d’agir.',
    },
    coupes: {
      amour:
        'En amour, les Coupes touchent directement au cœur : vos sentiments, votre tendresse, votre capacité à donner et à recevoir.',
      travail:
        'Au travail, les Coupes parlent du climat humain : vos relations avec les autres, le plaisir ou la lassitude dans ce que vous faites.',
      general:
        'Les Coupes, couleur de l’Eau, mettent en jeu vos émotions, vos liens et votre vie intérieure.',
    },
    deniers: {
      amour:
        'En amour, les Deniers ramènent au concret : la vie commune, la sécurité, les projets matériels, la place du corps et de la sensualité.',
      travail:
        'Au travail, les Deniers parlent d’argent, de contrats, de compétences et de résultats tangibles.',
      general:
        'Les Deniers, couleur de la Terre, mettent en jeu vos ressources, votre corps, votre argent et votre rapport au concret.',
    },
    epees: {
      amour:
        'En amour, les Épées parlent de la parole et de la lucidité : ce qui doit être dit, clarifié ou tranché dans la relation.',
      travail:
        'Au travail, les Épées désignent les décisions, les négociations et la stratégie : c’est votre clarté d’esprit qui est sollicitée.',
      general: 'Les Épées, couleur de l’Air, mettent en jeu votre pensée, vos décisions et votre parole.',
    },
  },
  en: {
    major: {
      amour:
        'In love, a major arcanum in this place shows that the relationship touches something essential: what is at stake involves the way you love.',
      travail:
        'At work, a major arcanum in this place points to a deep issue: a direction, a calling, a turning point rather than a mere matter of organisation.',
      general:
        'A major arcanum in this place underlines a deep issue: a stage of your path more than a passing event.',
    },
    batons: {
      amour:
        'In love, Wands speak of desire and drive: what matters here is what truly attracts you and the energy with which you dare to show it.',
      travail:
        'At work, Wands stand for initiative, creativity and ambition: the energy you put into your projects is what is at stake.',
      general: 'Wands, the suit of Fire, bring your energy, your will and your urge to act into play.',
    },
    coupes: {
      amour:
        'In love, Cups go straight to the heart: your feelings, your tenderness, your ability to give and to receive.',
      travail:
        'At work, Cups speak of the human climate: your relationships with others, the pleasure or weariness you find in what you do.',
      general: 'Cups, the suit of Water, bring your emotions, your bonds and your inner life into play.',
    },
    deniers: {
      amour:
        'In love, Coins bring things down to earth: shared life, security, material plans, the place of the body and of sensuality.',
      travail: 'At work, Coins speak of money, contracts, skills and tangible results.',
      general:
        'Coins, the suit of Earth, bring your resources, your body, your money and your grip on practical matters into play.',
    },
    epees: {
      amour:
        'In love, Swords speak of words and clear sight: what needs to be said, clarified or settled in the relationship.',
      travail:
        'At work, Swords stand for decisions, negotiations and strategy: your clarity of mind is what is called upon.',
      general: 'Swords, the suit of Air, bring your thinking, your decisions and your words into play.',
    },
  },
};

export const ELEMENT_LINES: Readonly<Record<Lang, Record<Element, Record<TarotDomain, string>>>> = {
  fr: {
    fire: {
      amour:
        'en amour, ce sont le désir et la passion qui mènent la danse ; osez montrer ce que vous voulez.',
      travail: 'au travail, l’initiative et l’ambition font avancer les choses ; c’est le moment d’oser.',
      general: 'énergie, désir et initiative ; la période demande d’agir plutôt que d’attendre.',
    },
    water: {
      amour:
        'en amour, les sentiments sont au premier plan ; écoutez ce que vous ressentez avant de décider.',
      travail: 'au travail, le climat humain et la motivation comptent plus que les chiffres.',
      general:
        'émotions, intuition et liens ; écoutez ce que vous ressentez, c’est là que se trouve la réponse.',
    },
    earth: {
      amour:
        'en amour, la relation a besoin de concret, de projets communs, de sécurité, de gestes plutôt que de promesses.',
      travail:
        'au travail, l’argent, les contrats et les résultats tangibles sont au centre ; avancez pas à pas.',
      general: 'matière, ressources et patience ; avancez pas à pas, sur des bases concrètes.',
    },
    air: {
      amour: 'en amour, la parole et la clarté décident de la suite ; dites ce qui doit l’être.',
      travail: 'au travail, décisions, négociations et stratégie occupent le devant de la scène.',
      general: 'pensée, parole et décisions ; il faudra clarifier, puis trancher.',
    },
  },
  en: {
    fire: {
      amour: 'in love, desire and passion lead the dance; dare to show what you want.',
      travail: 'at work, initiative and ambition move things forward; this is the time to dare.',
      general: 'energy, desire and initiative; the period calls for action rather than waiting.',
    },
    water: {
      amour: 'in love, feelings come first; listen to what you feel before deciding.',
      travail: 'at work, the human climate and motivation count for more than figures.',
      general: 'emotions, intuition and bonds; listen to what you feel, the answer lies there.',
    },
    earth: {
      amour:
        'in love, the relationship needs something concrete, shared plans, security, deeds rather than promises.',
      travail: 'at work, money, contracts and tangible results are at the centre; move forward step by step.',
      general: 'matter, resources and patience; move forward step by step, on solid ground.',
    },
    air: {
      amour: 'in love, words and clarity decide what happens next; say what needs to be said.',
      travail: 'at work, decisions, negotiations and strategy take centre stage.',
      general: 'thought, words and decisions; you will need to clarify, then decide.',
    },
  },
};

export const DOMAIN_FOCUS: Readonly<Record<Lang, Record<TarotDomain, string>>> = {
  fr: {
    amour: 'La lecture est tournée vers votre vie amoureuse.',
    travail: 'La lecture est tournée vers votre vie professionnelle.',
    general: 'La lecture porte sur votre situation dans son ensemble.',
  },
  en: {
    amour: 'The reading focuses on your love life.',
    travail: 'The reading focuses on your working life.',
    general: 'The reading looks at your situation as a whole.',
  },
};

export const PERIOD_LINES: Readonly<Record<Lang, Record<TarotPeriod, string>>> = {
  fr: {
    jour: 'Elle éclaire la journée qui vient.',
    semaine: 'Elle éclaire la semaine qui vient.',
    mois: 'Elle éclaire le mois qui vient.',
  },
  en: {
    jour: 'It sheds light on the coming day.',
    semaine: 'It sheds light on the coming week.',
    mois: 'It sheds light on the coming month.',
  },
};

/** Option 1 with a single card has its own line: there is no "last card" to give the direction. */
export const SINGLE_CARD_LINE: Readonly<Record<Lang, string>> = {
  fr: 'La carte répond directement à votre question.',
  en: 'The card answers your question directly.',
};

export const OPTION_LINES: Readonly<Record<Lang, Record<1 | 2 | 3, string>>> = {
  fr: {
    1: 'Les cartes répondent à votre question position par position ; la dernière en donne la direction.',
    2: 'Ce tirage regarde le court terme : ce qui se joue maintenant et dans les temps tout proches.',
    3: 'Ce tirage regarde le long terme : les grandes lignes de votre chemin plus que les détails du quotidien.',
  },
  en: {
    1: 'The cards answer your question position by position; the last one gives its direction.',
    2: 'This spread looks at the short term: what is happening now and in the very near future.',
    3: 'This spread looks at the long term: the broad lines of your path rather than day-to-day details.',
  },
};

/**
 * The card inside a sentence: "le Trois de Coupes", "l’As d’Épées", "the Ace of Cups". Majors keep
 * their name as printed, article included ("Le Soleil"), as card titles are written in French.
 */
export function cardInSentence(card: TarotCard, lang: Lang): string {
  if (card.arcana === 'major') return card.name[lang];
  if (lang === 'en') return `the ${card.name.en}`;
  if (card.rank === 1) return `l’${card.name.fr}`;
  return `${card.rank === 13 ? 'la' : 'le'} ${card.name.fr}`;
}

/** The one French word for a reversed card, agreed with its name: « renversé », « renversée ». */
export function reversedWord(card: TarotCard): string {
  return card.grammar.gender === 'f' ? 'renversée' : 'renversé';
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'fr' ? ' et ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1] ?? ''}`;
}

export function quote(text: string, lang: Lang): string {
  return lang === 'fr' ? `« ${text} »` : `“${text}”`;
}

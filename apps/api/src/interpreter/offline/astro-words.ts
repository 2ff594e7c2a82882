/**
 * More ways to say what the astrology lexicon says once (packages/domain/src/writers): what each
 * point speaks of, how each sign colours a planet, and what a transit touches. The offline writer
 * picks among the lexicon's wording and these, with the reading's own seed, so that two charts with
 * the Moon in Libra do not read the same sentence.
 */
import type { NatalTarget } from '@arcanes/domain/astrology/transits';
import type { PointId, SignId } from '@arcanes/domain/astrology/zodiac';

type Lang = 'fr' | 'en';
type Variants = Readonly<Record<Lang, readonly string[]>>;

/** Plural noun phrases (the frames say « … se vivent », "… are lived"). */
export const POINT_THEMES: Readonly<Record<PointId, Variants>> = {
  sun: {
    fr: [
      'vos élans, votre fierté et ce qui vous donne de l’éclat',
      'vos choix de fond et la lumière que vous voulez porter',
    ],
    en: [
      'your drive, your pride and what makes you shine',
      'your core choices and the light you want to carry',
    ],
  },
  moon: {
    fr: [
      'vos émotions, vos habitudes et ce qui vous rassure',
      'vos humeurs, vos souvenirs et votre besoin d’un refuge',
    ],
    en: [
      'your emotions, your habits and what reassures you',
      'your moods, your memories and your need for a refuge',
    ],
  },
  mercury: {
    fr: [
      'vos idées, vos mots et votre façon d’apprendre',
      'vos raisonnements, vos échanges et votre curiosité',
    ],
    en: ['your ideas, your words and the way you learn', 'your reasoning, your exchanges and your curiosity'],
  },
  venus: {
    fr: [
      'vos désirs amoureux, vos plaisirs et votre sens du beau',
      'vos attachements, vos goûts et la douceur que vous cherchez',
    ],
    en: [
      'your loves, your pleasures and your sense of beauty',
      'your attachments, your tastes and the tenderness you look for',
    ],
  },
  mars: {
    fr: [
      'votre courage, vos colères et votre manière de vous battre',
      'vos envies d’agir, votre endurance et votre franchise',
    ],
    en: [
      'your courage, your anger and the way you fight',
      'your urge to act, your stamina and your directness',
    ],
  },
  jupiter: {
    fr: [
      'vos espoirs, vos élargissements et votre foi en l’avenir',
      'vos projets d’expansion et votre générosité',
    ],
    en: ['your hopes, your growth and your faith in the future', 'your plans to expand and your generosity'],
  },
  saturn: {
    fr: [
      'vos devoirs, vos efforts et les murs porteurs de votre vie',
      'vos exigences, votre patience et ce qui vous fait mûrir',
    ],
    en: [
      'your duties, your efforts and the load-bearing walls of your life',
      'your standards, your patience and what makes you grow up',
    ],
  },
  uranus: {
    fr: [
      'vos ruptures, vos idées neuves et votre goût de l’indépendance',
      'vos surprises, vos révoltes et votre part d’inventeur',
    ],
    en: [
      'your breaks, your new ideas and your taste for independence',
      'your surprises, your revolts and the inventor in you',
    ],
  },
  neptune: {
    fr: [
      'vos rêves, vos inspirations et votre part d’infini',
      'vos intuitions fines, votre compassion et vos mirages',
    ],
    en: [
      'your dreams, your inspirations and your sense of the infinite',
      'your fine intuitions, your compassion and your mirages',
    ],
  },
  pluto: {
    fr: [
      'vos crises fécondes, vos désirs profonds et votre pouvoir de renaître',
      'vos passions, vos peurs et vos renaissances',
    ],
    en: [
      'your fruitful crises, your deep desires and your power to start again',
      'your passions, your fears and your rebirths',
    ],
  },
  node: {
    fr: [
      'vos choix d’évolution et les pas qui vous font grandir',
      'vos apprentissages de vie et la route qui s’ouvre devant vous',
    ],
    en: [
      'your choices of growth and the steps that make you grow',
      'your life lessons and the road opening ahead',
    ],
  },
  ascendant: {
    fr: [
      'vos premiers gestes, votre allure et votre façon d’entrer en scène',
      'vos réflexes face au monde et l’image que vous donnez',
    ],
    en: [
      'your first moves, your bearing and the way you enter a room',
      'your reflexes towards the world and the image you give',
    ],
  },
  mc: {
    fr: [
      'vos ambitions, votre métier et la trace que vous voulez laisser',
      'vos objectifs publics et votre réputation',
    ],
    en: ['your ambitions, your work and the mark you want to leave', 'your public goals and your reputation'],
  },
};

/** How a sign colours any planet: completes « … se vivent ___ » / "… are lived ___". */
export const SIGN_STYLES: Readonly<Record<SignId, Variants>> = {
  aries: {
    fr: ['sur le mode de l’élan, vite et franchement'],
    en: ['in a rush of momentum, quickly and frankly'],
  },
  taurus: {
    fr: ['sans hâte, dans le concret et la constance'],
    en: ['unhurriedly, in concrete terms and with constancy'],
  },
  gemini: { fr: ['avec vivacité, dans le mouvement des idées'], en: ['briskly, in a play of ideas'] },
  cancer: { fr: ['avec tendresse, en gardant un abri à portée'], en: ['tenderly, keeping a shelter close'] },
  leo: { fr: ['avec panache et un grand cœur'], en: ['with flair and a big heart'] },
  virgo: { fr: ['avec soin, dans le détail juste'], en: ['carefully, with an eye for the right detail'] },
  libra: { fr: ['avec grâce, en cherchant l’accord'], en: ['gracefully, always seeking agreement'] },
  scorpio: { fr: ['avec passion, sans demi-mesure'], en: ['passionately, with no half measures'] },
  sagittarius: { fr: ['avec élan, les yeux tournés vers le large'], en: ['eagerly, eyes on the open sea'] },
  capricorn: {
    fr: ['avec rigueur, pas à pas vers le sommet'],
    en: ['rigorously, step by step towards the summit'],
  },
  aquarius: {
    fr: ['avec liberté, à contre-courant s’il le faut'],
    en: ['freely, against the current if need be'],
  },
  pisces: { fr: ['avec douceur, au fil des intuitions'], en: ['gently, following your intuitions'] },
};

/** What a transit touches: more ways to say the domain's natal themes (any noun phrase). */
export const TRANSIT_THEMES: Readonly<Record<NatalTarget, Variants>> = {
  sun: {
    fr: ['votre confiance en vous', 'vos choix personnels'],
    en: ['your self-confidence', 'your personal choices'],
  },
  moon: {
    fr: ['votre équilibre intérieur', 'votre foyer et vos émotions'],
    en: ['your inner balance', 'your home and your feelings'],
  },
  mercury: {
    fr: ['vos échanges et vos démarches', 'vos projets d’écriture et de parole'],
    en: ['your exchanges and errands', 'what you write and say'],
  },
  venus: {
    fr: ['votre vie sentimentale', 'vos liens et vos plaisirs'],
    en: ['your love life', 'your bonds and your pleasures'],
  },
  mars: {
    fr: ['votre élan et votre courage', 'vos initiatives'],
    en: ['your drive and your courage', 'your initiatives'],
  },
  jupiter: {
    fr: ['vos espoirs et vos projets', 'votre élan vers l’avenir'],
    en: ['your hopes and plans', 'your reach towards the future'],
  },
  saturn: {
    fr: ['vos engagements de long terme', 'ce que vous construisez patiemment'],
    en: ['your long-term commitments', 'what you build patiently'],
  },
  uranus: {
    fr: ['votre part d’indépendance', 'vos envies de changement'],
    en: ['your independent streak', 'your wish for change'],
  },
  neptune: {
    fr: ['vos rêves et votre inspiration', 'votre sensibilité la plus fine'],
    en: ['your dreams and inspiration', 'your finest sensitivity'],
  },
  pluto: {
    fr: ['vos transformations intérieures', 'ce qui vous anime au plus profond'],
    en: ['your inner transformations', 'what drives you most deeply'],
  },
  node: {
    fr: ['le cap de votre évolution', 'le chemin qui vous fait grandir'],
    en: ['the course of your growth', 'the path that makes you grow'],
  },
  ascendant: {
    fr: ['votre façon de vous présenter', 'l’image que vous donnez'],
    en: ['the way you present yourself', 'the image you give'],
  },
  mc: {
    fr: ['votre vie professionnelle', 'vos ambitions et votre réputation'],
    en: ['your working life', 'your ambitions and reputation'],
  },
};

type Aspect = 'conjunction' | 'sextile' | 'trine' | 'square' | 'opposition' | 'quincunx';
type Row = Readonly<Record<Aspect, string>>;

/**
 * A second curated text per aspect for the fast planets, which a three-month window meets most often
 * (the domain's transit-meaning-texts.ts holds the first). Same rules: `{theme}` is any noun phrase
 * and is never referred back to; the aspect is named as the checker reads it (a square is « au
 * carré », a trine « en trigone »…), a conjunction by the planet's arrival on the point.
 */
export const TRANSIT_TEXT_VARIANTS: Readonly<
  Record<Lang, Readonly<Record<'sun' | 'mercury' | 'venus' | 'mars', Row>>>
> = {
  fr: {
    sun: {
      conjunction:
        'Le Soleil vient éclairer {theme} : quelques jours où l’on vous voit davantage, à mettre à profit pour dire où vous en êtes.',
      sextile:
        'Le Soleil en sextile facilite l’accès à {theme} : un appel, une démarche, une ouverture qui vient sans lutter.',
      trine:
        'Le Soleil en trigone donne de l’assurance à {theme} : vous savez ce que vous voulez et cela se voit.',
      square:
        'Le Soleil au carré bouscule {theme} : un conflit de priorités vous oblige à trancher plutôt qu’à tout mener de front.',
      opposition:
        'Le Soleil en opposition met {theme} en balance avec les attentes d’un proche : cherchez le terrain commun avant de défendre le vôtre.',
      quincunx:
        'Le Soleil en quinconce met un peu de gêne dans {theme} : un détail d’organisation mérite d’être revu.',
    },
    mercury: {
      conjunction:
        'Mercure s’arrête sur {theme} : beaucoup d’échanges, de messages et d’idées ; prenez des notes, triez ensuite.',
      sextile:
        'Mercure en sextile ouvre une conversation utile autour de {theme} : un conseil, une information, un contact qui tombe à point.',
      trine:
        'Mercure en trigone rend limpide ce qui touche {theme} : c’est le moment d’écrire, d’expliquer, de signer ce qui est prêt.',
      square:
        'Mercure au carré crée des quiproquos autour de {theme} : reformulez, confirmez par écrit, laissez passer un jour avant de répondre.',
      opposition:
        'Mercure en opposition fait débattre de {theme} : un avis contraire vous aide à préciser le vôtre, si vous l’écoutez jusqu’au bout.',
      quincunx:
        'Mercure en quinconce complique un peu {theme} : un dossier, un trajet ou un message demande une seconde vérification.',
    },
    venus: {
      conjunction:
        'Vénus rejoint le point de {theme} : une parenthèse agréable, propice aux rapprochements et aux petits plaisirs.',
      sextile:
        'Vénus en sextile adoucit {theme} : un geste aimable, un compliment ou une sortie détendent l’atmosphère.',
      trine:
        'Vénus en trigone apporte de la légèreté à {theme} : on vous apprécie, et les liens se nouent avec naturel.',
      square:
        'Vénus au carré met de la susceptibilité dans {theme} : une attente déçue ou une envie de trop ; dites ce qui vous manque au lieu de bouder.',
      opposition:
        'Vénus en opposition met {theme} au défi de l’autre : ce que vous donnez et ce que vous recevez demandent à être rééquilibrés.',
      quincunx:
        'Vénus en quinconce crée un petit décalage autour de {theme} : vos goûts et ceux d’un proche ne coïncident pas tout à fait.',
    },
    mars: {
      conjunction:
        'Mars s’installe sur {theme} : une poussée d’énergie et d’impatience, excellente pour démarrer, à canaliser pour ne pas brusquer.',
      sextile:
        'Mars en sextile soutient {theme} : un effort bien placé paie vite, profitez-en pour avancer un dossier qui traîne.',
      trine:
        'Mars en trigone donne de l’allant à {theme} : vous osez, et cela réussit parce que vous dosez votre effort.',
      square:
        'Mars au carré échauffe {theme} : tensions et impatience montent ; fixez-vous un objectif précis plutôt que de vous disperser en disputes.',
      opposition:
        'Mars en opposition met {theme} face à une résistance extérieure : négociez fermement, sans chercher l’affrontement.',
      quincunx:
        'Mars en quinconce rend l’effort pénible du côté de {theme} : vous poussez sans résultat ; ajustez la méthode, pas la force.',
    },
  },
  en: {
    sun: {
      conjunction:
        'The Sun comes to light up {theme}: a few days when you are more visible, to be used to say where you stand.',
      sextile:
        'The Sun in sextile makes {theme} easier to approach: a call, a step, an opening that comes without a fight.',
      trine: 'The Sun in trine gives {theme} confidence: you know what you want, and it shows.',
      square:
        'A Sun square unsettles {theme}: a clash of priorities makes you choose rather than run everything at once.',
      opposition:
        'The Sun in opposition weighs {theme} against the expectations of someone close: look for common ground before defending yours.',
      quincunx:
        'The Sun in quincunx makes {theme} a little uncomfortable: a detail of organisation deserves another look.',
    },
    mercury: {
      conjunction:
        'Mercury stops on {theme}: many exchanges, messages and ideas; take notes, sort them later.',
      sextile:
        'Mercury in sextile opens a useful conversation around {theme}: advice, a piece of news, a contact that comes at the right time.',
      trine:
        'Mercury in trine makes whatever touches {theme} clear: the moment to write, explain, sign what is ready.',
      square:
        'A Mercury square creates mix-ups around {theme}: rephrase, confirm in writing, let a day pass before answering.',
      opposition:
        'Mercury in opposition brings {theme} into debate: a contrary view helps you sharpen yours, if you hear it out.',
      quincunx:
        'Mercury in quincunx complicates {theme} a little: a file, a journey or a message needs a second check.',
    },
    venus: {
      conjunction:
        'Venus joins the point of {theme}: a pleasant interlude, good for coming closer and for small pleasures.',
      sextile: 'Venus in sextile softens {theme}: a kind gesture, a compliment or an outing eases the mood.',
      trine: 'Venus in trine makes {theme} lighter: people appreciate you, and bonds form naturally.',
      square:
        'A Venus square makes {theme} touchier: a disappointed hope or one wish too many; say what you miss instead of sulking.',
      opposition:
        'Venus in opposition sets {theme} against the other: what you give and what you receive need rebalancing.',
      quincunx:
        'Venus in quincunx creates a small gap around {theme}: your tastes and those of someone close do not quite match.',
    },
    mars: {
      conjunction:
        'Mars settles on {theme}: a surge of energy and impatience, excellent for starting, to be channelled so as not to rush anyone.',
      sextile:
        'Mars in sextile backs {theme}: a well-placed effort pays off fast; use it to move a lingering file forward.',
      trine:
        'Mars in trine gives {theme} drive: you dare, and it works because you keep your effort measured.',
      square:
        'A Mars square heats up {theme}: tension and impatience rise; set yourself a precise goal rather than scattering into quarrels.',
      opposition:
        'Mars in opposition sets {theme} against outside resistance: negotiate firmly without seeking a fight.',
      quincunx:
        'Mars in quincunx makes {theme} tiring: you push without result; adjust the method, not the force.',
    },
  },
};

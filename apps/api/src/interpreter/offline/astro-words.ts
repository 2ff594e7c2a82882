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

/**
 * What each point speaks of, in parts: a point's theme is three of them (« vos plaisirs, vos goûts et
 * votre charme »), so that the leading point of a reading, met in one reading out of three, is not told in
 * the same seven words each time (issue 38). The node keeps whole phrases.
 */
const POINT_PARTS: Readonly<Record<Exclude<PointId, 'node'>, Variants>> = {
  sun: {
    fr: [
      'vos élans',
      'votre fierté',
      'votre éclat',
      'vos choix de fond',
      'votre lumière',
      'votre volonté',
      'votre soif de reconnaissance',
      'votre sens de vous-même',
    ],
    en: [
      'your drive',
      'your pride',
      'what makes you shine',
      'your core choices',
      'your light',
      'your will',
      'your thirst for recognition',
      'your sense of self',
    ],
  },
  moon: {
    fr: [
      'vos émotions',
      'vos habitudes',
      'ce qui vous rassure',
      'vos humeurs',
      'vos souvenirs',
      'votre besoin de refuge',
      'vos besoins affectifs',
      'vos racines',
    ],
    en: [
      'your emotions',
      'your habits',
      'what reassures you',
      'your moods',
      'your memories',
      'your need for a refuge',
      'your emotional needs',
      'your roots',
    ],
  },
  mercury: {
    fr: [
      'vos idées',
      'vos mots',
      'votre façon d’apprendre',
      'vos raisonnements',
      'vos échanges',
      'votre curiosité',
      'vos calculs',
    ],
    en: [
      'your ideas',
      'your words',
      'the way you learn',
      'your reasoning',
      'your exchanges',
      'your curiosity',
      'your reckoning',
    ],
  },
  venus: {
    fr: [
      'vos désirs amoureux',
      'vos plaisirs',
      'votre sens du beau',
      'vos attachements',
      'vos goûts',
      'votre besoin de douceur',
      'vos amitiés',
      'votre charme',
    ],
    en: [
      'your loves',
      'your pleasures',
      'your sense of beauty',
      'your attachments',
      'your tastes',
      'your need for tenderness',
      'your friendships',
      'your charm',
    ],
  },
  mars: {
    fr: [
      'votre courage',
      'vos colères',
      'votre combativité',
      'vos envies d’agir',
      'votre endurance',
      'votre franchise',
      'vos désirs',
      'votre esprit de conquête',
    ],
    en: [
      'your courage',
      'your anger',
      'the way you fight',
      'your urge to act',
      'your stamina',
      'your directness',
      'your desires',
      'your will to win',
    ],
  },
  jupiter: {
    fr: [
      'vos espoirs',
      'vos élargissements',
      'votre foi en l’avenir',
      'vos projets d’expansion',
      'votre générosité',
      'votre optimisme',
      'vos croyances',
      'vos voyages',
    ],
    en: [
      'your hopes',
      'your growth',
      'your faith in the future',
      'your plans to expand',
      'your generosity',
      'your optimism',
      'your beliefs',
      'your travels',
    ],
  },
  saturn: {
    fr: [
      'vos devoirs',
      'vos efforts',
      'vos murs porteurs',
      'vos exigences',
      'votre patience',
      'ce qui vous fait mûrir',
      'vos limites',
      'votre sens du devoir',
    ],
    en: [
      'your duties',
      'your efforts',
      'your load-bearing walls',
      'your standards',
      'your patience',
      'what makes you grow up',
      'your limits',
      'your sense of duty',
    ],
  },
  uranus: {
    fr: [
      'vos ruptures',
      'vos idées neuves',
      'votre goût de l’indépendance',
      'vos surprises',
      'vos révoltes',
      'votre part d’inventeur',
      'votre originalité',
    ],
    en: [
      'your breaks',
      'your new ideas',
      'your taste for independence',
      'your surprises',
      'your revolts',
      'the inventor in you',
      'your originality',
    ],
  },
  neptune: {
    fr: [
      'vos rêves',
      'vos inspirations',
      'votre part d’infini',
      'vos intuitions fines',
      'votre compassion',
      'vos mirages',
      'votre imaginaire',
    ],
    en: [
      'your dreams',
      'your inspirations',
      'your sense of the infinite',
      'your fine intuitions',
      'your compassion',
      'your mirages',
      'your imagination',
    ],
  },
  pluto: {
    fr: [
      'vos crises fécondes',
      'vos désirs profonds',
      'votre pouvoir de renaître',
      'vos passions',
      'vos peurs',
      'vos renaissances',
      'votre intensité',
    ],
    en: [
      'your fruitful crises',
      'your deep desires',
      'your power to start again',
      'your passions',
      'your fears',
      'your rebirths',
      'your intensity',
    ],
  },
  ascendant: {
    fr: [
      'vos premiers gestes',
      'votre allure',
      'votre entrée en scène',
      'vos réflexes face au monde',
      'l’image que vous donnez',
      'votre première impression',
    ],
    en: [
      'your first moves',
      'your bearing',
      'how you enter a room',
      'your first reflexes with others',
      'the image you give',
      'the first impression you make',
    ],
  },
  mc: {
    fr: [
      'vos ambitions',
      'votre métier',
      'votre empreinte',
      'vos objectifs publics',
      'votre réputation',
      'votre carrière',
      'votre image publique',
    ],
    en: [
      'your ambitions',
      'your work',
      'your mark on the world',
      'your public goals',
      'your reputation',
      'your career',
      'your public image',
    ],
  },
};

/** Every triple of parts, in their order: « A, B et C » / "A, B and C". */
function joined(parts: readonly string[], lang: Lang): string[] {
  const and = lang === 'fr' ? 'et' : 'and';
  const all: string[] = [];
  parts.forEach((a, i) =>
    parts.slice(i + 1).forEach((b, j) => {
      for (const c of parts.slice(i + j + 2)) all.push(`${a}, ${b} ${and} ${c}`);
    }),
  );
  return all;
}

const themesOf = (v: Variants): Variants => ({ fr: joined(v.fr, 'fr'), en: joined(v.en, 'en') });

/** Plural noun phrases (the frames say « … se vivent », "… are lived"). */
export const POINT_THEMES: Readonly<Record<PointId, Variants>> = {
  sun: themesOf(POINT_PARTS.sun),
  moon: themesOf(POINT_PARTS.moon),
  mercury: themesOf(POINT_PARTS.mercury),
  venus: themesOf(POINT_PARTS.venus),
  mars: themesOf(POINT_PARTS.mars),
  jupiter: themesOf(POINT_PARTS.jupiter),
  saturn: themesOf(POINT_PARTS.saturn),
  uranus: themesOf(POINT_PARTS.uranus),
  neptune: themesOf(POINT_PARTS.neptune),
  pluto: themesOf(POINT_PARTS.pluto),
  ascendant: themesOf(POINT_PARTS.ascendant),
  mc: themesOf(POINT_PARTS.mc),
  node: {
    fr: [
      'vos choix d’évolution et les pas qui vous font grandir',
      'vos apprentissages de vie et la route qui s’ouvre devant vous',
      'vos défis d’évolution et la direction qui vous appelle',
      'vos leçons de vie et votre chemin de croissance',
    ],
    en: [
      'your choices of growth and the steps that make you grow',
      'your life lessons and the road opening ahead',
      'your growth challenges and the direction that calls you',
      'the lessons you are learning and your path of growth',
    ],
  },
};

/**
 * How a sign colours any planet: completes « … se vivent ___ » / "… are lived ___". Several manners
 * per sign (with the lexicon's own), none agreeing with the reader (« en curieux » would be masculine).
 */
export const SIGN_STYLES: Readonly<Record<SignId, Variants>> = {
  aries: {
    fr: [
      'sur le mode de l’élan, vite et franchement',
      'd’un premier mouvement, sans calculer ni attendre les autres',
      'avec fougue et le goût de l’initiative',
      'à l’instinct, en ouvrant la marche pour les autres',
      'franchement, quitte à foncer un peu vite',
      'avec courage et une pointe d’impatience',
      'droit au but, sans détour ni arrière-pensée',
    ],
    en: [
      'in a rush of momentum, quickly and frankly',
      'on first impulse, without calculating or waiting for others',
      'with fire and a taste for taking the lead',
      'on instinct, out in front of everyone else',
      'head-on, even at the risk of rushing',
      'bravely, with a streak of impatience',
      'directly, without beating about the bush',
    ],
  },
  taurus: {
    fr: [
      'sans hâte, dans le concret et la constance',
      'lentement mais sûrement, les pieds sur terre',
      'avec calme et un solide sens des réalités',
      'en bâtissant patiemment sur du durable et du solide',
      'avec sensualité et le goût des choses simples',
      'à votre rythme, sans vous laisser bousculer',
      'avec une fidélité tranquille à ce qui a fait ses preuves',
    ],
    en: [
      'unhurriedly, in concrete terms and with constancy',
      'slowly but surely, feet on the ground',
      'calmly, with a firm sense of what is real',
      'patiently building on what is solid and lasts',
      'sensually, with a taste for simple things',
      'at your own pace, refusing to be hurried',
      'with a quiet loyalty to what has proved itself',
    ],
  },
  gemini: {
    fr: [
      'avec vivacité, dans le mouvement des idées',
      'avec curiosité, une question toujours prête',
      'avec agilité, de mot en mot et de rencontre en rencontre',
      'par l’échange, la conversation et les questions posées',
      'avec légèreté et plusieurs cordes à votre arc',
      'vivement, en passant d’une idée à l’autre',
      'avec esprit et un brin d’espièglerie',
    ],
    en: [
      'briskly, in a play of ideas',
      'curiously, always ready with a question',
      'nimbly, from word to word and from one encounter to the next',
      'through talk, exchange and plenty of questions',
      'lightly, with more than one string to your bow',
      'quickly, hopping from one idea to the next',
      'wittily, with a touch of mischief',
    ],
  },
  cancer: {
    fr: [
      'avec tendresse, en gardant un abri à portée',
      'avec une sensibilité à fleur de peau',
      'en protégeant ceux que vous aimez',
      'avec mémoire et fidélité aux racines',
      'au gré des humeurs, avec beaucoup de cœur',
      'avec pudeur et un grand besoin de sécurité',
      'à l’abri d’un cercle proche et sûr',
    ],
    en: [
      'tenderly, keeping a shelter close',
      'with feelings close to the surface',
      'protectively, looking after your own',
      'with a long memory and loyalty to your roots',
      'moodily at times, always with heart',
      'shyly, with a deep need to feel safe',
      'from within a close and trusted circle',
    ],
  },
  leo: {
    fr: [
      'avec panache et un grand cœur',
      'avec fierté et le goût de la scène',
      'généreusement, en pleine lumière et sans fausse modestie',
      'avec chaleur et une vraie présence',
      'avec l’envie de créer et de le montrer',
      'avec noblesse et un brin de théâtre',
      'avec assurance, le cœur sur la main',
    ],
    en: [
      'with flair and a big heart',
      'proudly, with a taste for the stage',
      'generously, in full light and without false modesty',
      'warmly, with real presence',
      'wanting to create and to be recognised',
      'nobly, with a touch of theatre',
      'confidently and open-handedly',
    ],
  },
  virgo: {
    fr: [
      'avec soin, dans le détail juste',
      'avec méthode et un œil pour le détail',
      'en analysant chaque chose avant d’agir',
      'avec humilité et le sens du service',
      'avec exactitude, en triant l’utile',
      'consciencieusement, jusqu’au moindre point',
      'avec un esprit critique bien aiguisé',
    ],
    en: [
      'carefully, with an eye for the right detail',
      'methodically, one task at a time',
      'analysing each thing before acting',
      'humbly, with a sense of service',
      'exactly, keeping only what is useful',
      'conscientiously, leaving nothing to chance',
      'with a sharp critical eye',
    ],
  },
  libra: {
    fr: [
      'avec grâce, en cherchant l’accord',
      'avec diplomatie et le souci de chacun',
      'à deux plutôt qu’en solitaire, en cherchant le bon partenaire',
      'avec élégance et le goût de l’harmonie',
      'en pesant longuement le pour et le contre',
      'avec courtoisie et un sens aigu de la justice',
      'en quête d’équilibre et de beauté',
    ],
    en: [
      'gracefully, always seeking agreement',
      'diplomatically, mindful of everyone',
      'in partnership rather than alone, looking for the right partner',
      'elegantly, with a feel for harmony',
      'weighing up both sides at length',
      'courteously, with a keen sense of fairness',
      'in search of balance and beauty',
    ],
  },
  scorpio: {
    fr: [
      'avec passion, sans demi-mesure',
      'en profondeur, loin des apparences',
      'avec intensité et une grande force de caractère',
      'tout ou rien, avec une loyauté farouche envers les vôtres',
      'avec discrétion et un regard qui perce les masques',
      'en allant au fond des choses, sans vous contenter des apparences',
      'avec une volonté tenace de transformer',
    ],
    en: [
      'passionately, with no half measures',
      'in depth, beneath appearances',
      'intensely, with great strength of character',
      'all or nothing, with fierce loyalty to your own people',
      'discreetly, with a gaze that sees through masks',
      'getting to the bottom of things, never content with appearances',
      'with a stubborn will to transform',
    ],
  },
  sagittarius: {
    fr: [
      'avec élan, les yeux tournés vers le large',
      'avec optimisme et le goût de l’aventure',
      'en quête de sens et d’horizons neufs',
      'avec confiance, en visant loin et large',
      'avec franchise et une soif d’apprendre',
      'généreusement, toujours un peu plus loin',
      'avec la foi d’un explorateur en partance',
    ],
    en: [
      'eagerly, eyes on the open sea',
      'optimistically, with a taste for adventure',
      'in search of meaning and new horizons',
      'confidently, aiming far and wide',
      'candidly, with a thirst to learn',
      'generously, always a little further',
      'with the faith of an explorer',
    ],
  },
  capricorn: {
    fr: [
      'avec rigueur, pas à pas vers le sommet',
      'avec sérieux et le sens de la durée',
      'avec ambition et une patience de bâtisseur',
      'en vous fixant des objectifs clairs et atteignables',
      'avec persévérance, sans craindre l’effort',
      'avec retenue et le sens des responsabilités',
      'en gravissant les marches une à une',
    ],
    en: [
      'rigorously, step by step towards the summit',
      'seriously, with a sense of the long term',
      'ambitiously, with the patience of a builder',
      'setting yourself clear goals you can reach',
      'persistently, unafraid of effort',
      'with restraint and a sense of duty',
      'climbing one step at a time',
    ],
  },
  aquarius: {
    fr: [
      'avec liberté, à contre-courant s’il le faut',
      'à votre façon, hors des sentiers battus',
      'avec des idées en avance sur leur temps',
      'en pensant au groupe autant qu’à vous',
      'avec indépendance et un certain recul',
      'en inventant vos propres règles du jeu',
      'avec un goût marqué pour la nouveauté',
    ],
    en: [
      'freely, against the current if need be',
      'your own way, off the beaten track',
      'with ideas ahead of their time',
      'thinking of the group as much as of yourself',
      'independently, with some detachment',
      'inventing your own rules of the game',
      'with a marked taste for the new',
    ],
  },
  pisces: {
    fr: [
      'avec douceur, au fil des intuitions',
      'avec imagination et une grande empathie',
      'en vous laissant porter par le courant',
      'avec compassion, sans frontières nettes',
      'en rêvant un peu, en ressentant beaucoup',
      'avec une sensibilité d’artiste, ouverte à tout',
      'à l’écoute de ce qui ne se dit pas',
    ],
    en: [
      'gently, following your intuitions',
      'imaginatively, with deep empathy',
      'letting the current carry you',
      'compassionately, without sharp borders',
      'dreaming a little, feeling a lot',
      'with the sensitivity of an artist, open to everything',
      'attuned to what goes unsaid',
    ],
  },
};

/** What a transit touches: more ways to say the domain's natal themes (any noun phrase). */
export const TRANSIT_THEMES: Readonly<Record<NatalTarget, Variants>> = {
  sun: {
    fr: [
      'votre confiance en vous',
      'vos choix personnels',
      'votre sens de vous-même',
      'votre rayonnement',
      'votre identité profonde',
      'votre volonté propre',
    ],
    en: [
      'your self-confidence',
      'your personal choices',
      'your sense of self',
      'the way you shine',
      'your core identity',
      'your own will',
    ],
  },
  moon: {
    fr: [
      'votre équilibre intérieur',
      'votre foyer et vos émotions',
      'votre besoin de sécurité',
      'votre monde intime',
      'votre sensibilité intime',
      'vos besoins affectifs',
    ],
    en: [
      'your inner balance',
      'your home and your feelings',
      'your need for security',
      'your private world',
      'your intimate sensitivity',
      'your emotional needs',
    ],
  },
  mercury: {
    fr: [
      'vos échanges et vos démarches',
      'vos écrits et vos paroles',
      'votre façon de réfléchir',
      'vos conversations',
      'votre esprit curieux',
      'vos idées du moment',
    ],
    en: [
      'your exchanges and errands',
      'what you write and say',
      'the way you think',
      'your conversations',
      'your curious mind',
      'your ideas of the moment',
    ],
  },
  venus: {
    fr: [
      'votre vie sentimentale',
      'vos liens et vos plaisirs',
      'votre manière d’aimer',
      'votre sens du plaisir',
      'vos amours',
      'votre charme naturel',
    ],
    en: [
      'your love life',
      'your bonds and your pleasures',
      'the way you love',
      'your sense of pleasure',
      'your loves',
      'your natural charm',
    ],
  },
  mars: {
    fr: [
      'votre élan et votre courage',
      'vos initiatives',
      'votre combativité',
      'votre énergie d’action',
      'votre volonté d’agir',
      'votre audace naturelle',
    ],
    en: [
      'your drive and your courage',
      'your initiatives',
      'your fighting spirit',
      'your energy for action',
      'your will to act',
      'your natural daring',
    ],
  },
  jupiter: {
    fr: [
      'vos espoirs et vos projets',
      'votre élan vers l’avenir',
      'votre confiance en l’avenir',
      'votre soif d’horizons',
      'votre optimisme naturel',
      'vos chances de croissance',
    ],
    en: [
      'your hopes and plans',
      'your hunger for what comes next',
      'your trust in the future',
      'your thirst for horizons',
      'your natural optimism',
      'your chances to grow',
    ],
  },
  saturn: {
    fr: [
      'vos engagements de long terme',
      'ce que vous construisez patiemment',
      'votre sens des responsabilités',
      'vos structures',
      'votre endurance au long cours',
      'vos devoirs quotidiens',
    ],
    en: [
      'your long-term commitments',
      'what you build patiently',
      'your sense of responsibility',
      'your structures',
      'your long-haul endurance',
      'your daily duties',
    ],
  },
  uranus: {
    fr: [
      'votre part d’indépendance',
      'vos envies de changement',
      'votre besoin de liberté',
      'votre originalité',
      'votre goût du neuf',
      'votre esprit libre',
    ],
    en: [
      'your independent streak',
      'your wish for change',
      'your need for freedom',
      'your originality',
      'your taste for the new',
      'your free spirit',
    ],
  },
  neptune: {
    fr: [
      'vos rêves et votre inspiration',
      'votre sensibilité la plus fine',
      'votre imaginaire',
      'votre part d’idéal',
      'votre intuition subtile',
      'votre compassion pour autrui',
    ],
    en: [
      'your dreams and inspiration',
      'your finest sensitivity',
      'your imagination',
      'your ideals',
      'your subtle intuition',
      'your compassion for others',
    ],
  },
  pluto: {
    fr: [
      'vos transformations intérieures',
      'ce qui vous anime profondément',
      'votre force de renaissance',
      'vos désirs profonds',
      'votre intensité profonde',
      'votre pouvoir intérieur',
    ],
    en: [
      'your inner transformations',
      'what drives you most deeply',
      'your power of renewal',
      'your deepest desires',
      'your inner intensity',
      'your inner power',
    ],
  },
  node: {
    fr: [
      'le cap de votre évolution',
      'le chemin qui vous fait grandir',
      'votre direction de vie',
      'votre route à venir',
    ],
    en: [
      'the course of your growth',
      'the path that makes you grow',
      'your direction in life',
      'the road ahead of you',
    ],
  },
  ascendant: {
    fr: [
      'votre façon de vous présenter',
      'l’image que vous donnez',
      'votre allure',
      'votre premier contact avec les autres',
      'votre manière d’aborder les autres',
      'votre style',
    ],
    en: [
      'the way you present yourself',
      'the image you give',
      'your bearing',
      'the first impression you make',
      'the way you approach people',
      'your style',
    ],
  },
  mc: {
    fr: [
      'votre vie professionnelle',
      'vos ambitions et votre réputation',
      'votre vocation',
      'votre place dans le monde',
      'votre carrière à long terme',
      'vos objectifs professionnels',
    ],
    en: [
      'your working life',
      'your ambitions and reputation',
      'your vocation',
      'your place in the world',
      'your long-term career',
      'your professional goals',
    ],
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

/**
 * More curated texts per transiting planet and aspect (after the domain's one and, for the fast planets,
 * TRANSIT_TEXT_VARIANTS): a slow planet sits on the same aspect for months, so every chart of a season
 * met the same sentence (issue 38, « vous y innovez avec aisance »). Same rules as the others.
 */
export const TRANSIT_TEXT_MORE: Readonly<
  Record<Lang, Readonly<Partial<Record<string, Partial<Record<Aspect, readonly string[]>>>>>>
> = {
  fr: {
    sun: {
      square: [
        'Le Soleil au carré met {theme} au pied du mur : choisissez vos priorités, et acceptez de remettre le reste à plus tard.',
      ],
    },
    mercury: {
      square: [
        'Mercure au carré embrouille {theme} : un mot de travers se répare vite si vous le reprenez sans attendre, calmement.',
      ],
    },
    venus: {
      square: [
        'Vénus au carré froisse {theme} : un petit désaccord de goûts ou d’attentes, à dire avec douceur plutôt qu’à ruminer.',
      ],
    },
    mars: {
      conjunction: [
        'Mars arrive sur {theme} : de l’audace à revendre, à mettre au service d’un seul but plutôt que de la disperser.',
        'Mars se pose sur {theme} : l’envie d’agir presse, commencez par le plus urgent.',
        'Mars rejoint {theme} : le courage monte, l’irritation aussi ; gardez le cap sans brusquer.',
        'Mars s’arrête sur {theme} : beaucoup d’énergie d’un coup, à dépenser sur un projet précis.',
      ],
      sextile: [
        'Mars en sextile met de l’entrain dans {theme} : lancez ce que vous repoussiez, l’élan est de votre côté.',
        'Mars en sextile active {theme} : un pas concret fait maintenant en évite trois plus tard, alors ne le remettez pas.',
        'Mars en sextile donne du nerf à {theme} : proposez, relancez, avancez, tant que l’occasion se présente.',
        'Mars en sextile réveille {theme} : une initiative franche est bien reçue, pour peu qu’elle reste simple.',
      ],
      trine: [
        'Mars en trigone rend l’effort facile du côté de {theme} : c’est le moment de lancer ce que vous prépariez.',
        'Mars en trigone dynamise {theme} : votre énergie trouve sa cible, et l’effort fourni se voit vite.',
        'Mars en trigone appuie {theme} : l’action paie, surtout quand elle est franche et bien préparée.',
        'Mars en trigone donne du souffle à {theme} : un défi se relève sans crispation.',
      ],
      square: [
        'Mars au carré met {theme} sous pression : l’irritation monte vite, bougez avant de répondre.',
        'Mars au carré agite {theme} : comptez jusqu’à dix avant de trancher, et gardez vos forces pour ce qui compte.',
        'Mars au carré met de l’électricité dans {theme} : dépensez-la physiquement.',
        'Mars au carré heurte {theme} de front : choisissez vos combats et laissez passer les autres.',
      ],
      opposition: [
        'Mars en opposition dresse la volonté d’un autre contre {theme} : tenez bon sans hausser le ton.',
        'Mars en opposition fait de {theme} un terrain de rivalité : négociez avant de riposter.',
        'Mars en opposition bouscule {theme} par la hâte des autres : gardez votre tempo.',
      ],
      quincunx: [
        'Mars en quinconce épuise l’énergie dédiée à {theme} : mieux vaut ralentir et ajuster que forcer.',
      ],
    },
    jupiter: {
      conjunction: [
        'Jupiter s’arrête sur {theme} : profitez du vent favorable, sans excès.',
        'Jupiter arrive sur {theme} : les occasions grandissent, vos promesses aussi.',
        'Jupiter se pose sur {theme} : un élan de confiance, idéal pour voir plus large.',
        'Jupiter rejoint {theme} : le moment de semer grand, en gardant les pieds sur terre.',
        'Jupiter vient agrandir {theme} : une ouverture se présente, à saisir avec mesure.',
      ],
      sextile: [
        'Jupiter en sextile tend la main à {theme} : un contact ou une proposition mérite un oui.',
        'Jupiter en sextile facilite {theme} : demandez, l’aide viendra.',
        'Jupiter en sextile ouvre une porte modeste à {theme} : poussez-la sans attendre.',
        'Jupiter en sextile favorise {theme} : une rencontre ou un conseil élargit vos options.',
        'Jupiter en sextile apporte à {theme} un petit coup de chance : soyez là pour le recevoir.',
      ],
      trine: [
        'Jupiter en trigone fait souffler un vent porteur sur {theme} : osez demander davantage.',
        'Jupiter en trigone sourit à {theme} : ce que vous entreprenez trouve des appuis.',
        'Jupiter en trigone élargit {theme} sans effort : un projet peut prendre de l’ampleur.',
        'Jupiter en trigone met de la générosité dans {theme} : les échanges vous enrichissent.',
        'Jupiter en trigone nourrit {theme} d’optimisme : le moment de viser un cran plus haut.',
      ],
      square: [
        'Jupiter au carré gonfle {theme} : l’envie d’en faire trop guette, gardez une marge.',
        'Jupiter au carré pousse à promettre beaucoup autour de {theme} : tenez-vous-en au réaliste.',
        'Jupiter au carré attise les appétits autour de {theme} : choisissez une ambition, pas dix, et menez-la jusqu’au bout.',
        'Jupiter au carré donne à {theme} un excès de confiance : vérifiez les chiffres avant de vous engager.',
        'Jupiter au carré fait tout paraître possible du côté de {theme} : triez avant de promettre.',
      ],
      opposition: [
        'Jupiter en opposition fait venir des autres les offres qui touchent {theme} : toutes ne se valent pas.',
        'Jupiter en opposition vous fait attendre des autres ce qui touche {theme} : comptez d’abord sur vous.',
        'Jupiter en opposition tire {theme} vers les promesses d’autrui : gardez votre propre mesure.',
        'Jupiter en opposition gonfle les attentes autour de {theme} : un accord équitable vaut mieux qu’un gros pari.',
      ],
      quincunx: [
        'Jupiter en quinconce promet plus qu’il ne donne du côté de {theme} : ajustez vos attentes.',
      ],
    },
    saturn: {
      conjunction: [
        'Saturne arrive sur {theme} : un temps d’examen, où seul tient ce qui a été bien bâti.',
        'Saturne se pose sur {theme} : des responsabilités arrivent, et elles font mûrir.',
        'Saturne rejoint {theme} : le moment de trier, de garder l’essentiel et de bâtir dessus.',
        'Saturne s’arrête sur {theme} : ce qui demande de la patience maintenant tiendra longtemps.',
      ],
      sextile: [
        'Saturne en sextile aide {theme} à prendre forme : un effort régulier pose des bases durables.',
        'Saturne en sextile met de l’ordre dans {theme} : un petit engagement bien tenu compte.',
        'Saturne en sextile soutient {theme} par la méthode : planifiez, puis tenez le rythme.',
        'Saturne en sextile offre à {theme} l’appui d’une personne d’expérience : écoutez ses conseils.',
      ],
      trine: [
        'Saturne en trigone consolide {theme} : la patience d’hier porte ses fruits.',
        'Saturne en trigone donne du poids à {theme} : un engagement sérieux peut se conclure.',
        'Saturne en trigone stabilise {theme} : un effort patient s’inscrit dans la durée.',
        'Saturne en trigone structure {theme} : mettez en place ce qui doit tenir des années.',
        'Saturne en trigone apporte à {theme} un sérieux qui rassure : votre fiabilité est remarquée.',
      ],
      square: [
        'Saturne au carré freine {theme} : les retards sont des signaux, corrigez ce qui était fragile.',
        'Saturne au carré pèse sur {theme} : moins de projets, mieux tenus, avec des délais plus réalistes.',
        'Saturne au carré éprouve la solidité de {theme} : renforcez avant d’étendre.',
        'Saturne au carré impose à {theme} des limites nettes : travaillez avec elles plutôt que contre elles.',
        'Saturne au carré met {theme} à l’épreuve du temps : l’effort compte plus que la vitesse.',
      ],
      opposition: [
        'Saturne en opposition confronte {theme} aux exigences des autres : tenez vos engagements sans porter tout le poids.',
        'Saturne en opposition fait sentir à {theme} le poids d’un cadre extérieur : négociez les limites au lieu de les subir.',
        'Saturne en opposition place {theme} face aux règles d’autrui : un compromis sérieux vaut mieux qu’un bras de fer.',
        'Saturne en opposition demande des comptes à {theme} : clarifiez qui porte quoi.',
        'Saturne en opposition refroidit {theme} : une distance s’installe, utile pour voir ce qui tient.',
      ],
      quincunx: ['Saturne en quinconce alourdit {theme} sans raison claire : allégez vos obligations.'],
    },
    uranus: {
      conjunction: [
        'Uranus passe sur {theme} : l’envie de changer d’air devient pressante ; avancez par étapes.',
      ],
      sextile: [
        'Uranus en sextile souffle une idée neuve à {theme} : essayez-la à petite échelle.',
        'Uranus en sextile ouvre {theme} à une rencontre inattendue : restez disponible.',
      ],
      trine: [
        'Uranus en trigone ouvre {theme} à la nouveauté : un changement choisi se fait sans heurt.',
        'Uranus en trigone donne à {theme} un air de liberté : osez la solution inattendue.',
        'Uranus en trigone modernise {theme} : une méthode nouvelle vous fait gagner du temps.',
        'Uranus en trigone apporte à {theme} une heureuse surprise : accueillez-la sans calculer.',
        'Uranus en trigone donne de l’air à {theme} : changer une habitude devient facile.',
      ],
      square: ['Uranus au carré bouscule {theme} : l’imprévu s’invite, gardez un plan de rechange.'],
      opposition: [
        'Uranus en opposition fait venir d’un proche le changement qui touche {theme} : restez souple.',
      ],
      quincunx: ['Uranus en quinconce dérègle {theme} par à-coups : prévoyez du jeu dans votre agenda.'],
    },
    neptune: {
      conjunction: [
        'Neptune s’installe sur {theme} : la sensibilité s’affine, la clarté se perd parfois ; laissez mûrir les décisions.',
        'Neptune se pose sur {theme} : la frontière entre rêve et réalité s’amincit ; vérifiez avant de croire.',
      ],
      sextile: ['Neptune en sextile inspire {theme} : laissez une place au rêve et à l’art.'],
      trine: ['Neptune en trigone adoucit {theme} : l’intuition vous guide bien, l’entraide aussi.'],
      square: [
        'Neptune au carré embrume {theme} : ce qui paraît trop beau mérite une vérification.',
        'Neptune au carré brouille les pistes autour de {theme} : attendez d’y voir clair avant de vous engager.',
        'Neptune au carré dilue {theme} : fixez des repères simples et tenez-les.',
      ],
      opposition: [
        'Neptune en opposition mêle {theme} aux illusions des autres : gardez vos propres repères.',
        'Neptune en opposition invite à idéaliser quelqu’un à propos de {theme} : regardez les actes plus que les promesses.',
        'Neptune en opposition rend floues les attentes autour de {theme} : demandez des précisions.',
      ],
      quincunx: [
        'Neptune en quinconce use {theme} en sourdine : du repos et des choix simples vous remettent d’aplomb.',
      ],
    },
    pluto: {
      conjunction: [
        'Pluton arrive sur {theme} : une page se tourne, lentement, pour laisser place à plus vrai.',
      ],
      sextile: ['Pluton en sextile offre à {theme} une chance de renouveau profond : un pas décisif suffit.'],
      trine: [
        'Pluton en trigone donne à {theme} une force tranquille : vous changez ce qui doit l’être, sans drame.',
        'Pluton en trigone régénère {theme} : un lâcher-prise libère une énergie neuve.',
        'Pluton en trigone approfondit {theme} : une décision de fond se prend calmement.',
        'Pluton en trigone fortifie {theme} : ce que vous transformez maintenant vous rend plus solide.',
      ],
      square: ['Pluton au carré éprouve {theme} : ce qui ne tient plus se défait, laissez-le partir.'],
      opposition: [
        'Pluton en opposition met {theme} face à un rapport de force : gardez votre pouvoir sans l’imposer.',
      ],
      quincunx: [
        'Pluton en quinconce pousse {theme} vers un changement que vous différez : commencez petit.',
      ],
    },
  },
  en: {
    sun: {
      square: [
        'A Sun square puts {theme} on the spot: pick your priorities, and accept that the rest can wait a little.',
      ],
    },
    mercury: {
      square: [
        'A Mercury square tangles {theme}: a word out of place is quickly mended if you take it back calmly and without delay.',
      ],
    },
    venus: {
      square: [
        'A Venus square ruffles {theme}: a small clash of tastes or expectations, best voiced gently rather than left to simmer.',
      ],
    },
    mars: {
      conjunction: [
        'Mars arrives on {theme}: daring to spare, best put behind a single goal rather than scattered.',
        'Mars comes to rest on {theme}: the urge to act presses, so start with what is most urgent.',
        'Mars joins {theme}: courage rises and so does irritation; hold your course without pushing people.',
        'Mars stops on {theme}: a lot of energy at once, to spend on one definite project.',
      ],
      sextile: [
        'Mars in sextile puts zest into {theme}: launch what you kept putting off, the momentum is on your side.',
        'Mars in sextile activates {theme}: one concrete step now saves three later, so do not put it off.',
        'Mars in sextile puts some muscle into {theme}: propose, follow up, move on while the opening lasts.',
        'Mars in sextile wakes up {theme}: a frank initiative is well received, as long as it stays simple.',
      ],
      trine: [
        'Mars in trine makes effort easy around {theme}: time to go for what you have been preparing.',
        'Mars in trine energises {theme}: your energy finds its target, and the effort shows quickly.',
        'Mars in trine backs {theme}: action pays, especially when it is frank and well prepared.',
        'Mars in trine gives {theme} stamina: a challenge can be met without strain.',
      ],
      square: [
        'A Mars square strains {theme}: walk off the irritation before replying.',
        'A Mars square stirs up {theme}: count to ten before you decide, and keep your strength for what matters.',
        'A Mars square charges {theme} with static: spend it on sport or on work with your hands.',
        'A Mars square hits {theme} head-on: pick your battles and let the others pass.',
      ],
      opposition: [
        'Mars in opposition sets another will against {theme}: hold firm without raising your voice.',
        'Mars in opposition turns {theme} into a field of rivalry: negotiate before you hit back.',
        'Mars in opposition jostles {theme} through the haste of others: keep your own tempo.',
      ],
      quincunx: ['Mars in quincunx drains the energy you give {theme}: better to slow down than to force.'],
    },
    jupiter: {
      conjunction: [
        'Jupiter comes to rest on {theme}: a following wind, to be used without assuming anything goes.',
        'Jupiter reaches {theme}: confidence and openings grow, and the risk is promising too much.',
        'Jupiter settles on {theme}: a surge of confidence, ideal for seeing wider.',
        'Jupiter joins {theme}: a time to sow big while keeping your feet on the ground.',
        'Jupiter comes to enlarge {theme}: an opening appears, to be taken with measure.',
      ],
      sextile: [
        'Jupiter in sextile holds out a hand to {theme}: a contact or an offer deserves a yes.',
        'Jupiter in sextile eases {theme}: help comes if you ask for it.',
        'Jupiter in sextile opens a modest door for {theme}: push it without waiting.',
        'Jupiter in sextile favours {theme}: a meeting or a piece of advice widens your options.',
        'Jupiter in sextile brings {theme} a small stroke of luck: be there to receive it.',
      ],
      trine: [
        'Jupiter in trine favours {theme}: dare to ask for more.',
        'Jupiter in trine smiles on {theme}: what you undertake finds support.',
        'Jupiter in trine widens {theme} effortlessly: a project can grow in scope.',
        'Jupiter in trine enriches {theme}: generous exchanges pay you back.',
        'Jupiter in trine feeds {theme} with optimism: time to aim a notch higher.',
      ],
      square: [
        'A Jupiter square inflates {theme}: the urge to overdo it is close, so keep some margin.',
        'Under a Jupiter square, {theme} invites big promises: stay realistic.',
        'A Jupiter square feeds {theme} big appetites: pick one, not ten.',
        'A Jupiter square gives {theme} too much confidence: check the figures before committing.',
        'A Jupiter square makes everything seem possible around {theme}: sort before you promise.',
      ],
      opposition: [
        'Jupiter in opposition brings offers touching {theme} through other people: not all of them are equal.',
        'Jupiter in opposition makes you expect from others what touches {theme}: count on yourself first.',
        'Jupiter in opposition pulls {theme} towards the promises of others: keep your own sense of measure.',
        'Jupiter in opposition inflates expectations around {theme}: a fair deal beats a big gamble.',
      ],
      quincunx: ['Jupiter in quincunx promises more than it gives around {theme}: adjust your expectations.'],
    },
    saturn: {
      conjunction: [
        'Saturn reaches {theme}: a time of review, when only what was well built holds.',
        'Saturn comes to rest on {theme}: responsibilities arrive, and they bring maturity.',
        'Saturn joins {theme}: a time to sort, keep the essentials and build on them.',
        'Saturn stops on {theme}: what takes patience now will last a long time.',
      ],
      sextile: [
        'Saturn in sextile helps {theme} take shape: steady effort lays lasting foundations.',
        'Saturn in sextile brings order to {theme}: a small commitment, well kept, counts.',
        'Saturn in sextile backs {theme} with method: plan, then keep the pace.',
        'Saturn in sextile gives {theme} the backing of someone experienced: listen to their advice.',
      ],
      trine: [
        'Saturn in trine consolidates {theme}: patience shown earlier now bears fruit.',
        'Saturn in trine gives {theme} weight: a serious commitment can be sealed.',
        'Saturn in trine steadies {theme}: patient effort takes hold for the long run.',
        'Saturn in trine gives {theme} structure: set up what needs to last for years.',
        'Saturn in trine brings {theme} a reassuring seriousness: your reliability gets noticed.',
      ],
      square: [
        'A Saturn square slows {theme}: delays are signals, so mend what was fragile.',
        'A Saturn square weighs on {theme}: fewer projects, better held, with more realistic deadlines.',
        'A Saturn square tests the solidity of {theme}: strengthen before you expand.',
        'A Saturn square sets clear limits on {theme}: work with them rather than against them.',
        'A Saturn square puts {theme} to the test of time: effort counts more than speed.',
      ],
      opposition: [
        'Saturn in opposition confronts {theme} with what others demand: keep your commitments without carrying the whole load.',
        'Saturn in opposition makes {theme} feel the weight of an outside frame: negotiate the limits rather than suffer them.',
        'Saturn in opposition sets {theme} against the rules of others: a serious compromise beats a tug of war.',
        'Saturn in opposition calls {theme} to account: make clear who carries what.',
        'Saturn in opposition cools {theme}: some distance sets in, useful for seeing what holds.',
      ],
      quincunx: ['Saturn in quincunx burdens {theme} for no clear reason: trim your obligations.'],
    },
    uranus: {
      conjunction: ['Uranus crosses {theme}: the wish for a change of air grows pressing; move in stages.'],
      sextile: [
        'Uranus in sextile brings a new idea to {theme}: try it on a small scale.',
        'Uranus in sextile opens {theme} to an unexpected meeting: stay available.',
      ],
      trine: [
        'Uranus in trine opens {theme} to the new: a change you choose goes smoothly.',
        'Uranus in trine gives {theme} a breath of freedom: dare the unexpected solution.',
        'Uranus in trine updates {theme}: a new method saves you time.',
        'Uranus in trine brings {theme} a happy surprise: welcome it without overthinking.',
        'Uranus in trine lets fresh air into {theme}: changing a habit becomes easy.',
      ],
      square: ['A Uranus square jolts {theme}: the unexpected drops in, so keep a plan B.'],
      opposition: [
        'Uranus in opposition brings the change touching {theme} through someone close: stay flexible.',
      ],
      quincunx: ['Uranus in quincunx unsettles {theme} in fits and starts: leave slack in your diary.'],
    },
    neptune: {
      conjunction: [
        'Neptune settles on {theme}: sensitivity sharpens and clarity sometimes fades; let decisions ripen.',
        'Neptune rests on {theme}: the line between dream and reality grows thin; check before you believe.',
      ],
      sextile: ['Neptune in sextile inspires {theme}: make room for dreams and for art.'],
      trine: ['Neptune in trine softens {theme}: intuition guides you well, and so does mutual help.'],
      square: [
        'A Neptune square clouds {theme}: whatever looks too good deserves checking.',
        'A Neptune square muddies the trail around {theme}: wait until you see clearly before committing.',
        'A Neptune square dilutes {theme}: set simple markers and keep to them.',
      ],
      opposition: [
        'Neptune in opposition mixes {theme} up with the illusions of others: keep your own bearings.',
        'Neptune in opposition invites you to idealise someone around {theme}: look at deeds more than promises.',
        'Neptune in opposition blurs expectations around {theme}: ask for details.',
      ],
      quincunx: ['Neptune in quincunx quietly wears on {theme}: rest and simple choices set you right.'],
    },
    pluto: {
      conjunction: ['Pluto arrives on {theme}: a page turns, slowly, to make way for something truer.'],
      sextile: ['Pluto in sextile offers {theme} a chance of deep renewal: one decisive step is enough.'],
      trine: [
        'Pluto in trine gives {theme} a quiet strength: you change what must change, without drama.',
        'Pluto in trine regenerates {theme}: letting go releases fresh energy.',
        'Pluto in trine deepens {theme}: a far-reaching decision can be made calmly.',
        'Pluto in trine fortifies {theme}: what you transform now makes you stronger.',
      ],
      square: ['A Pluto square tests {theme}: what no longer holds comes undone; let it go.'],
      opposition: [
        'Pluto in opposition sets {theme} in a power struggle: keep your power without imposing it.',
      ],
      quincunx: ['Pluto in quincunx pushes {theme} towards a change you keep postponing: start small.'],
    },
  },
};

/**
 * What a natal aspect does between two points, for the long readings, by aspect: `{x}` and `{y}` are
 * the two points' themes (TRANSIT_THEMES, any noun phrase, singular or plural); they stand together
 * as one compound subject or apart as objects, so that no verb or adjective agrees with one of them.
 */
export const NATAL_ASPECT_WORKINGS: Readonly<Record<Lang, Readonly<Record<Aspect, readonly string[]>>>> = {
  fr: {
    conjunction: [
      'Chez vous, {x} et {y} ne se séparent pas : quand l’un bouge, l’autre suit dans la seconde.',
      'Impossible de toucher à {x} sans réveiller {y} : les deux forment un seul nœud d’énergie.',
      'Ce qui nourrit {x} nourrit aussi {y}, et ce qui les blesse les blesse ensemble.',
      'Pour vous, {x} et {y} parlent d’une seule voix, puissante, parfois trop pressée.',
      '{x} et {y} font bloc chez vous : difficile de dire où finit l’un et où commence l’autre.',
      'Chez vous, {x} et {y} se mêlent au point de ne former qu’une seule force.',
      'Vous vivez {x} et {y} d’un même mouvement, sans pouvoir les dissocier, même quand vous le voudriez.',
      'Un même feu anime {x} et {y} : quand il prend, il prend partout à la fois.',
      'Toucher à {x}, c’est aussitôt engager {y} : chez vous, tout cela ne fait qu’un.',
      'Dans votre thème, {x} et {y} avancent d’un même pas : beaucoup de force, parfois un peu d’excès.',
      'Rien ne sépare chez vous {x} et {y}, qui se renforcent sans cesse et manquent parfois de recul.',
    ],
    sextile: [
      'Entre {x} et {y}, les passerelles existent déjà ; il suffit d’un geste de votre part pour les emprunter.',
      'Vous pouvez faire servir {x} à {y} : une entraide discrète, qui ne se déclenche que si vous la sollicitez.',
      '{x} et {y} se rendent service dès que vous leur en donnez l’occasion.',
      'Une occasion revient souvent chez vous : mettre {x} au service de {y}, presque sans effort.',
      'Un pont relie {x} et {y} : encore faut-il prendre la peine de le traverser.',
      'Chez vous, {x} et {y} coopèrent volontiers, pour peu que vous fassiez le premier pas.',
      'Quand vous les faites travailler ensemble, {x} et {y} s’entraident avec bonheur ; sans votre impulsion, chacun reste de son côté.',
      'Il y a entre {x} et {y} une complicité discrète, qui ne demande qu’à servir.',
      'Associer {x} et {y} vous réussit : il suffit d’y penser au bon moment.',
      '{x} et {y} s’ouvrent des portes l’un à l’autre, à condition que vous les poussiez.',
      'Entre {x} et {y}, une chance modeste mais réelle : à vous de la cultiver.',
    ],
    trine: [
      '{x} et {y} s’accordent naturellement : un talent que vous avez reçu plus que construit.',
      'Chez vous, entre {x} et {y}, le soutien est spontané ; le piège serait de tenir ce don pour acquis.',
      'Une aisance relie {x} et {y} : ce qui demanderait des efforts à d’autres vous vient avec fluidité.',
      'La circulation est libre entre {x} et {y}, et c’est souvent là que vous réussissez sans forcer.',
      'Chez vous, {x} et {y} vont de pair, comme deux voix qui chantent juste ensemble.',
      'Entre {x} et {y}, tout s’emboîte : une facilité à travailler.',
      '{x} et {y} s’épaulent d’eux-mêmes.',
      'Une harmonie ancienne lie {x} et {y} : vous y puisez quand le reste se complique.',
      'Vous avez de la chance avec {x} et {y}, qui vont dans le même sens presque d’instinct.',
      'Entre {x} et {y}, pas de conflit à gérer : un terrain facile, à ne pas laisser en friche.',
      'Un courant porteur relie {x} et {y} : c’est un appui sur lequel compter quand le reste vacille.',
    ],
    square: [
      '{x} et {y} se disputent votre temps.',
      'Entre {x} et {y}, chaque camp réclame autre chose ; de ce frottement naît votre détermination.',
      'Il y a chez vous un conflit entre {x} et {y}, et c’est lui qui vous a appris à agir plutôt qu’à attendre.',
      'Vous sentez parfois {x} aller contre {y} : cette tension, bien employée, devient un moteur.',
      'Chez vous, {x} et {y} tirent rarement ensemble : à vous d’arbitrer.',
      'Un angle dur sépare {x} et {y} : la gêne est réelle, et l’effort qu’elle demande vous fait grandir.',
      'Entre {x} et {y}, le dialogue est rugueux ; c’est pourtant lui qui vous aguerrit.',
      'Vous ne pouvez pas servir {x} sans bousculer un peu {y} : à vous de doser.',
      '{x} et {y} se heurtent régulièrement, et chaque heurt vous pousse vers une meilleure solution.',
      'Un bras de fer oppose chez vous {x} et {y}, rarement confortable, souvent fécond quand vous en tirez des décisions.',
      'Entre {x} et {y}, la paix ne va pas de soi : vous la construisez, et c’est votre force.',
      'Il y a du frottement entre {x} et {y}, assez pour vous pousser à agir.',
    ],
    opposition: [
      '{x} et {y} se font face comme les deux plateaux d’une balance : vous passez de l’un à l’autre avant de trouver le point d’équilibre.',
      'Vous oscillez entre {x} et {y}, et les autres vous renvoient souvent le côté que vous négligez.',
      'D’un côté {x}, de l’autre {y} : un dialogue permanent, qui mûrit avec les années.',
      'Tenir ensemble {x} et {y} : voilà ce que la maturité vous demande, et ce qu’elle finit par vous donner.',
      'Entre {x} et {y}, vous cherchez la juste distance, et ce sont souvent les autres qui vous la montrent.',
      '{x} et {y} tirent aux deux bouts d’une même corde : lâcher l’un ferait tomber l’autre.',
      'Vous passez de {x} à {y} comme on change de rive, jusqu’à construire le pont.',
      'Face à face, {x} et {y} vous demandent de ne sacrifier ni l’un ni l’autre.',
      'Chez vous, {x} et {y} se répondent d’un bout à l’autre du ciel : une tension qui appelle la mesure.',
      'Une partie de vous tient à {x}, une autre à {y} ; vos relations vous aident à faire la synthèse.',
    ],
    quincunx: [
      'Entre {x} et {y}, le courant passe mal : deux logiques qui ne se comprennent pas d’emblée et demandent des réglages.',
      '{x} et {y} avancent sans se voir ; c’est à vous de traduire l’un pour l’autre.',
      'Un léger malaise relie {x} et {y}, le genre de gêne qui pousse à ajuster plutôt qu’à trancher.',
      'Vous réglez sans cesse la distance entre {x} et {y}, comme on accorde un instrument.',
      'Entre {x} et {y}, rien ne s’oppose franchement, mais rien ne s’accorde tout seul.',
      'Vous apprenez à faire cohabiter {x} et {y}, par petites retouches plutôt que par grands choix.',
      '{x} et {y} se croisent de biais : une gêne sourde, qui s’apaise avec de la souplesse.',
      'Chez vous, {x} et {y} ne trouvent leur place qu’au prix de réglages patients, repris au fil des années.',
      'Un décalage subtil sépare {x} et {y}, à corriger au fil des jours plutôt qu’une fois pour toutes.',
    ],
  },
  en: {
    conjunction: [
      'In you, {x} and {y} never come apart: when one moves, the other follows within a second.',
      'You cannot touch {x} without stirring {y}: the two are one knot.',
      'What feeds {x} also feeds {y}, and what hurts them hurts them together.',
      'For you, {x} and {y} speak with one voice, a strong one, sometimes in too much of a hurry.',
      '{x} and {y} form one block in you: hard to say where one ends and the other begins.',
      'In you, {x} and {y} blend until they make a single force, hard to hold back once it is moving.',
      'You live {x} and {y} in one movement, unable to pull them apart even when you would like to.',
      'One fire drives {x} and {y}: when it catches, it catches everywhere at once.',
      'Touching {x} means engaging {y} straight away: for you, it is all one thing.',
      'In your chart {x} and {y} march in step: strength, sometimes excess.',
      'Nothing separates {x} from {y} in you; they feed each other constantly and sometimes lack distance.',
    ],
    sextile: [
      'Between {x} and {y}, the bridges are already built; it only takes a move on your part to cross them.',
      'You can put {x} to work for {y}: a quiet form of help that only starts when you call on it.',
      '{x} and {y} do each other favours as soon as you give them the chance.',
      'One opening keeps coming back for you: putting {x} at the service of {y}, almost without effort.',
      'A bridge joins {x} and {y}; you still have to take the trouble to cross it.',
      'In you, {x} and {y} cooperate readily, provided you make the first move.',
      'Put to work together, {x} and {y} help each other well; left to themselves, they ignore each other.',
      'There is a quiet complicity between {x} and {y}, only waiting to be used.',
      'Combining {x} with {y} suits you: the trick is to think of it at the right time.',
      '{x} and {y} open doors for each other, as long as you push them.',
      'Between {x} and {y} lies a modest but real opportunity, yours to cultivate over time.',
    ],
    trine: [
      '{x} and {y} agree with each other naturally: a gift you received more than built.',
      'For you, support between {x} and {y} comes unprompted; the trap would be to take that gift for granted.',
      'An ease links {x} and {y}: what would cost others effort comes to you fluently.',
      'The way is open between {x} and {y}, and that is often where you succeed without forcing.',
      'In you, {x} and {y} go together like two voices singing in tune.',
      'Between {x} and {y} everything fits without effort: an ease worth working on.',
      '{x} and {y} lend each other a hand unasked.',
      'An old harmony links {x} and {y}: you draw on it when everything else gets complicated.',
      'You are lucky with {x} and {y}, which pull the same way almost by instinct.',
      'Between {x} and {y} there is no conflict to manage: easy ground, not to be left fallow.',
      'A favourable current links {x} and {y}: a support you can count on when everything else wobbles.',
    ],
    square: [
      '{x} and {y} compete for your time.',
      'Between {x} and {y}, each side pulls its own way.',
      'There is a conflict in you between {x} and {y}, and it taught you to act rather than wait.',
      'At times you feel {x} working against {y}: that tension, well used, becomes an engine.',
      'In you, {x} and {y} rarely want the same thing at the same moment: you often have to arbitrate.',
      'A hard angle separates {x} and {y}: the strain is real, and the effort it demands makes you grow.',
      'Between {x} and {y} the dialogue is rough, yet it is what toughens you.',
      'You cannot serve {x} without unsettling {y} a little: finding the balance is up to you.',
      '{x} and {y} clash regularly, and each clash pushes you towards a better solution.',
      'A tug of war sets {x} against {y}, rarely comfortable, often fruitful when you turn it into decisions.',
      'Between {x} and {y}, peace is built, not given.',
      'There is friction between {x} and {y}, enough to push you into action.',
    ],
    opposition: [
      '{x} and {y} face each other like the two pans of a scale: you swing from one to the other before you find the balance point.',
      'You move back and forth between {x} and {y}, and other people often show you the side you neglect.',
      'On one side {x}, on the other {y}: a constant dialogue, which ripens with the years.',
      'Holding {x} and {y} together: that is what maturity asks of you, and what it ends up giving you.',
      'Between {x} and {y} you look for the right distance, and it is often other people who show it to you.',
      '{x} and {y} pull at the two ends of one rope: letting go of either would drop the other.',
      'You cross from {x} to {y} as if changing banks, until you build the bridge.',
      'Facing each other, {x} and {y} ask you to sacrifice neither, and to give each its season.',
      'In you, {x} and {y} answer each other across the sky: a tension that calls for measure.',
      'Part of you holds to {x}, another part to {y}; your relationships help you bring them together.',
    ],
    quincunx: [
      'Between {x} and {y} the current flows badly: two logics that do not understand each other at first and need fine-tuning.',
      '{x} and {y} move on without seeing each other; it is up to you to translate one for the other.',
      'A slight unease links {x} and {y}, the kind of discomfort that makes you adjust rather than cut.',
      'You keep adjusting the distance between {x} and {y}, the way one tunes an instrument.',
      'Between {x} and {y} nothing clashes outright, yet nothing fits by itself: the fitting is your work.',
      'You are learning to make room for both {x} and {y}, through small touches rather than big choices.',
      '{x} and {y} meet at a slant: a dull discomfort that eases with flexibility.',
      'In you, {x} and {y} find their place only through patient adjustments, taken up again over the years.',
      'A subtle gap separates {x} and {y}, to be corrected day by day rather than once and for all.',
    ],
  },
};

/**
 * What to do with a natal aspect, by its nature: no theme in them (they follow the working), but the two
 * points by name ({a}, {b}: « le Soleil », "Mars"), so that any seven words of the advice hold one of them —
 * one advice for every chart was a frame shared by half the readings (issue 38). French slots never follow
 * « de » or « à » (« de le Soleil »).
 */
export const NATAL_ASPECT_ADVICE: Readonly<
  Record<Lang, Readonly<Record<'flowing' | 'tense' | 'fusion', readonly string[]>>>
> = {
  fr: {
    flowing: [
      'Utilisez sciemment {a} et {b} : un accord connu rend double.',
      'Faites travailler {a} avec {b} sur un projet précis.',
      'Quand tout semble bloqué, repassez par {a} et {b} : c’est votre porte.',
      'Notez les succès que {a} et {b} vous valent : là est votre méthode.',
      'Disciplinez {a} et {b} : ce don deviendra une compétence.',
      'Comptez sur {a} et {b} quand le doute s’installe.',
      'Cultivez l’alliance entre {a} et {b} : elle vaut de l’or.',
      'Misez sur {a} et {b} dans les moments décisifs.',
      'Entretenez ce que {a} et {b} font bien ensemble.',
    ],
    tense: [
      'Ne faites taire ni {a} ni {b} : chacun son heure.',
      'Quand {a} et {b} se frottent, ralentissez : que protège chacun ?',
      'Un projet concret peut obliger {a} et {b} à coopérer.',
      'Avec les années, la tension entre {a} et {b} devient une force enviée.',
      'Repérez ce qui met {a} et {b} aux prises : le nommer suffit souvent.',
      'Donnez un terrain à chacun, {a} comme {b}.',
      'Ne tranchez pas une fois pour toutes entre {a} et {b}.',
      'Écrivez ce que veulent {a} et {b} : la tension s’éclaire.',
      'Laissez {a} et {b} négocier plutôt que se combattre.',
    ],
    fusion: [
      'Gardez du recul sur {a} et {b} : forts, mais peu nuancés.',
      'Quand {a} et {b} vous emportent, reculez d’un pas.',
      'Que {a} et {b} servent un but clair.',
      '{a} et {b} signent fortement votre thème : assumez-le.',
      'Laissez {a} et {b} s’exprimer, sans tout leur céder.',
      'Canalisez {a} et {b} vers une seule tâche à la fois.',
      'Avec {a} et {b} réunis, ménagez-vous des pauses.',
      'Apprenez à sentir quand {a} et {b} parlent trop fort.',
    ],
  },
  en: {
    flowing: [
      'Use {a} and {b} knowingly: it pays double.',
      'Put {a} and {b} to work on a definite project.',
      'When stuck, go back through {a} and {b}.',
      'Note the wins {a} and {b} bring you; they show your method.',
      'Discipline {a} and {b}, and the gift becomes a skill.',
      'Count on {a} and {b} when doubt sets in.',
      'Cultivate the alliance of {a} and {b}: it is worth a great deal.',
      'Bet on {a} and {b} at decisive moments.',
      'Keep up what {a} and {b} do well together.',
    ],
    tense: [
      'Silence neither {a} nor {b}: each needs its own time.',
      'When {a} and {b} rub, ask what each protects.',
      'A concrete project can make {a} and {b} cooperate.',
      'Over the years the pull between {a} and {b} becomes an envied strength.',
      'Spot what sets {a} against {b}: naming it often defuses it.',
      'Give {a} and {b} each their own ground.',
      'Do not choose once and for all between {a} and {b}.',
      'Write down what {a} and {b} each want: the tension grows clearer.',
      'Let {a} and {b} negotiate rather than fight.',
    ],
    fusion: [
      'Keep some distance from {a} and {b}: strength, but few shades.',
      'When {a} and {b} sweep you along, step aside.',
      'Give {a} and {b} one clear aim.',
      '{a} and {b} sign your chart strongly: own it.',
      'Give {a} and {b} room, but not all the room.',
      'Channel {a} and {b} into one task at a time.',
      'With {a} and {b} joined, give yourself pauses.',
      'Learn to notice when {a} and {b} speak too loudly.',
    ],
  },
};

/**
 * The close of a month's chapter in a forecast, by the month's balance (what carries, what strains):
 * short on purpose, so that a year of months does not repeat one long stretch of wording.
 */
export const MONTH_ADVICE: Readonly<
  Record<Lang, Readonly<Record<'up' | 'down' | 'mixed', readonly string[]>>>
> = {
  fr: {
    up: [
      'Avancez ce qui attend.',
      'Proposez, demandez, lancez.',
      'Semez maintenant, récoltez plus tard.',
      'Osez : le terrain est bon.',
      'Un mois à saisir.',
      'Le vent vous porte.',
    ],
    down: [
      'Moins de fronts, plus de constance.',
      'Gardez de la marge.',
      'Consolidez plutôt que forcer.',
      'Pas à pas, sans brusquer.',
      'Patience : rien ne presse.',
      'Reportez les grandes décisions.',
    ],
    mixed: [
      'Prenez ce qui vient, sans forcer.',
      'Alternez élan et prudence.',
      'Triez l’essentiel de l’accessoire.',
      'Suivez le rythme des dates.',
      'Un mois en demi-teinte.',
      'Dosez vos efforts selon les jours.',
    ],
  },
  en: {
    up: [
      'Move forward what is waiting.',
      'Propose, ask, launch.',
      'Sow now, reap later.',
      'Dare: the ground is good.',
      'A month to seize.',
      'The wind is with you.',
    ],
    down: [
      'Fewer fronts, more steadiness.',
      'Keep some slack in your diary.',
      'Consolidate rather than force.',
      'Step by step, without rushing.',
      'Patience: nothing is urgent.',
      'Put big decisions off.',
    ],
    mixed: [
      'Take what comes, without forcing.',
      'Alternate drive and caution.',
      'Sort the essential from the rest.',
      'Follow the rhythm of the dates.',
      'A month in half-tones.',
      'Pace your efforts day by day.',
    ],
  },
};

/** Each house's field in a few words (two ways each), for a placement read with its house. */
export const HOUSE_AREAS: Readonly<Record<Lang, readonly (readonly string[])[]>> = {
  fr: [
    [
      'votre allure et vos premiers pas',
      'l’image que vous donnez',
      'votre manière d’entrer en scène',
      'votre élan face à la vie',
    ],
    [
      'vos ressources et votre valeur propre',
      'ce que vous possédez et estimez',
      'votre argent et vos talents',
      'votre sécurité matérielle',
    ],
    [
      'vos proches et vos trajets',
      'les échanges du quotidien',
      'la fratrie et le voisinage',
      'vos écrits et vos apprentissages',
    ],
    [
      'votre foyer et vos racines',
      'la maison et la famille',
      'votre intimité familiale',
      'votre chez-vous et votre passé',
    ],
    [
      'vos plaisirs et vos créations',
      'l’amour, le jeu, les enfants',
      'votre créativité et vos amours',
      'ce qui vous fait vibrer',
    ],
    [
      'votre quotidien et vos habitudes',
      'le travail de chaque jour',
      'l’organisation de vos journées',
      'vos tâches et vos services',
    ],
    [
      'le couple et les associations',
      'vos partenaires',
      'vos alliances et vos contrats',
      'la relation à l’autre',
    ],
    [
      'l’intimité et les liens profonds',
      'ce que vous partagez et transformez',
      'les crises qui transforment',
      'ce que vous mettez en commun',
    ],
    [
      'les horizons lointains et les études',
      'votre quête de sens',
      'les voyages lointains',
      'vos convictions et votre curiosité',
    ],
    ['votre carrière publique', 'votre vocation', 'votre ambition publique', 'vos visées dans le monde'],
    [
      'vos projets entre amis',
      'vos espérances et vos réseaux',
      'vos cercles et vos soutiens',
      'les projets portés à plusieurs',
    ],
    [
      'votre vie intérieure et le retrait',
      'ce qui se passe en coulisses',
      'votre part secrète et vos ressourcements',
      'le silence et la solitude choisie',
    ],
  ],
  en: [
    ['your bearing and first steps', 'the image you give', 'the way you step forward', 'your vitality'],
    [
      'your resources and self-worth',
      'what you own and value',
      'your money and your talents',
      'your material security',
    ],
    [
      'your circle and your errands',
      'everyday exchanges',
      'siblings and neighbours',
      'what you write and learn',
    ],
    ['your home and your roots', 'house and family', 'your family life', 'your home ground and your past'],
    [
      'your pleasures and creations',
      'love, play and children',
      'your creativity and romances',
      'what delights and thrills you',
    ],
    [
      'your daily round and habits',
      'the work of each day',
      'the way you organise your days',
      'your tasks and services',
    ],
    [
      'partnership and associations',
      'your partners',
      'your alliances and contracts',
      'your dealings with others',
    ],
    [
      'intimacy and deep bonds',
      'shared wealth and change',
      'the crises that transform',
      'what you hold in common',
    ],
    [
      'distant horizons and studies',
      'your search for meaning',
      'travel and big ideas',
      'your convictions and thirst to learn',
    ],
    ['your career and standing', 'your vocation', 'your public ambition', 'your aims in the world'],
    [
      'your friendships and group projects',
      'your hopes and networks',
      'your circles and supporters',
      'projects carried with others',
    ],
    [
      'your inner life and retreat',
      'what happens behind the scenes',
      'your hidden side and inner rest',
      'silence and chosen solitude',
    ],
  ],
};

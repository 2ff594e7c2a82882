/**
 * More ways to say what the astrology lexicon says once (packages/domain/src/writers): what each
 * point speaks of, how each sign colours a planet, and what a transit touches. The offline writer
 * picks among the lexicon's wording and these, with the reading's own seed, so that two charts with
 * the Moon in Libra do not read the same sentence.
 */
import type { NatalTarget } from '@arcanes/domain/astrology/transits';
import type { PointId, SignId } from '@arcanes/domain/astrology/zodiac';
import { Picker, seedOf } from './pick';

type Lang = 'fr' | 'en';
type Variants = Readonly<Record<Lang, readonly string[]>>;

/**
 * Assembled wordings in an order where two neighbours share no part: a reading's picker walks a list
 * from a random start, so two aspects (or two mentions of one house) in one reading take neighbours, and
 * « Un même feu anime … » twice in a reading would be a repetition of its own. The order is fixed (a
 * shuffle seeded by `name`), so the same facts read the same.
 */
function spread<T>(items: readonly T[], parts: (item: T) => readonly string[], name: string): T[] {
  const pick = new Picker(seedOf(name));
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = pick.next() % (i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const out: T[] = [];
  while (pool.length > 0) {
    // No part of the last five again, else none of the last one's.
    const near = out.slice(-5).flatMap(parts);
    const last = out.length > 0 ? parts(out[out.length - 1]!) : [];
    const far = pool.findIndex((x) => !parts(x).some((p) => near.includes(p)));
    const k = far >= 0 ? far : pool.findIndex((x) => !parts(x).some((p) => last.includes(p)));
    out.push(...pool.splice(Math.max(k, 0), 1));
  }
  return out;
}

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
      'what makes you {shine|stand out|glow}',
      'your core choices',
      'your light',
      'your will',
      'your thirst for recognition',
      'your sense of {self|identity}',
    ],
  },
  moon: {
    fr: [
      'vos émotions',
      'vos habitudes',
      'ce qui vous rassure',
      'vos humeurs',
      'vos souvenirs',
      'votre besoin {de refuge|d’un refuge|d’abri}',
      'vos besoins affectifs',
      'vos racines',
    ],
    en: [
      'your emotions',
      'your habits',
      'what reassures you',
      'your moods',
      'your memories',
      'your need for a {refuge|shelter}',
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
      'votre besoin de {douceur|tendresse}',
      'vos amitiés',
      'votre charme',
    ],
    en: [
      'your loves',
      'your pleasures',
      'your {sense of beauty|eye for beauty|taste for beauty}',
      'your attachments',
      'your tastes',
      'your need for {tenderness|affection|gentleness}',
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
      'your first reflexes',
      'the image you {give|project|give off}',
      'the first impression you {make|leave}',
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

/**
 * Every triple of parts, in their order: « A, B et C » / "A, B and C", the French joint in one of two
 * wordings drawn by the writer (« {et|ainsi que} »): a point's three parts recur in every reading that
 * reads that point (the English « as well as » only lengthened the run it was to break).
 */
function joined(parts: readonly string[], lang: Lang): string[] {
  const and = lang === 'fr' ? '{et|et|et|ainsi que}' : 'and';
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
      'd’un {premier mouvement|seul élan}, sans {calculer|réfléchir} ni attendre {les autres|personne}',
      'avec fougue et le goût de l’initiative',
      'à l’instinct, en ouvrant la marche {pour les autres|devant tout le monde}',
      'franchement, quitte à {foncer|aller|filer} un peu {vite|trop vite}',
      'avec courage et une pointe d’impatience',
      'droit au but',
    ],
    en: [
      'in a rush of momentum, quickly and frankly',
      'on first impulse, without {calculating|weighing things up} or waiting {for others|for anyone}',
      'with fire and a taste for taking the lead',
      'on instinct, out in front {of everyone else|of the others}',
      'head-on, a little hastily',
      'bravely, with a streak of impatience',
      'directly, without beating about the bush',
    ],
  },
  taurus: {
    fr: [
      'sans hâte, dans le concret et la constance',
      'lentement mais sûrement, les pieds sur terre',
      'avec calme et un solide sens des réalités',
      'en bâtissant {patiemment|pas à pas} sur du {durable et du solide|solide et du durable}',
      'avec sensualité et le goût des choses simples',
      'à votre rythme, sans vous laisser {bousculer|presser|brusquer}',
      'avec une fidélité {tranquille|paisible} à ce qui a {fait ses preuves|fait ses preuves depuis longtemps|déjà fait ses preuves}',
    ],
    en: [
      'unhurriedly, in concrete terms and with constancy',
      'slowly but surely, feet on the ground',
      'calmly, with a firm sense of what is real',
      'patiently building on what is solid and lasts',
      'sensually, with a {taste|liking|love} for simple things',
      'at your own pace, refusing to be hurried',
      'with a {quiet|calm} loyalty to what has {proved itself|stood the test of time|already proved itself}',
    ],
  },
  gemini: {
    fr: [
      'avec vivacité, dans le mouvement des idées',
      'avec curiosité, une question toujours prête',
      'avec agilité, de mot en mot et {de rencontre en rencontre|d’une rencontre à l’autre}',
      'par l’échange, {la conversation|le dialogue} et les questions {posées|lancées}',
      'avec légèreté et {plusieurs|bien des} cordes à votre arc',
      'vivement, en passant d’une idée à l’autre',
      'avec esprit et {un brin|une pointe|un soupçon} d’espièglerie',
    ],
    en: [
      'briskly, in a play of ideas',
      'curiously, always ready with a question',
      'nimbly, from word to word and {from one encounter to the next|from meeting to meeting}',
      'through talk, exchange and plenty of questions',
      'lightly, with more than one string to your bow',
      'quickly, idea to idea',
      'wittily, with {a touch|a hint|a dash} of mischief',
    ],
  },
  cancer: {
    fr: [
      'avec tendresse, en gardant un abri à portée',
      'avec une sensibilité à fleur de peau',
      'en protégeant ceux que vous aimez',
      'avec mémoire et fidélité aux racines',
      'au gré des humeurs, avec {beaucoup de|tout votre|un grand} cœur',
      'avec pudeur et un {grand|profond} besoin de sécurité',
      'au sein d’un cercle sûr',
    ],
    en: [
      'tenderly, keeping a shelter close',
      'with feelings close to the surface',
      'protectively, looking after your own',
      'with a long memory and loyalty to your roots',
      'moodily at times, always with heart',
      'shyly, with a deep need to feel safe',
      'from within a {close, trusted|tight-knit, trusted|close and safe} circle',
    ],
  },
  leo: {
    fr: [
      'avec panache et un grand cœur',
      'fièrement, sous les projecteurs',
      'généreusement, en pleine lumière et sans {fausse modestie|modestie feinte}',
      'avec chaleur et une vraie présence',
      'avec l’envie de créer et de le montrer',
      'avec noblesse et {un brin|une pointe|un zeste} de théâtre',
      'avec assurance, le cœur sur la main',
    ],
    en: [
      'with flair and a big heart',
      'proudly, with a {taste|liking|weakness} for the stage',
      'generously, in full light and {without false modesty|with no false modesty}',
      'warmly, with real presence',
      'wanting to create and to be recognised',
      'nobly, with {a touch|a hint|a flair} of theatre',
      'confidently and open-handedly',
    ],
  },
  virgo: {
    fr: [
      'avec soin, dans le détail juste',
      'avec méthode et un œil {pour le détail|attentif au détail}',
      'en {analysant|examinant|pesant} chaque chose {avant d’agir|avant de vous lancer}',
      'avec humilité et le sens du service',
      'avec exactitude, en triant l’utile',
      'consciencieusement, jusqu’au moindre point',
      'avec un esprit critique bien aiguisé',
    ],
    en: [
      'carefully, with an eye for {the right detail|detail|the telling detail}',
      'methodically, one task at a time',
      '{analysing|examining|weighing} each thing before acting',
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
      'à deux plutôt qu’en solitaire, en cherchant {le bon partenaire|la bonne alliance}',
      'élégamment, pour l’harmonie',
      'en pesant longuement le pour et le contre',
      'avec courtoisie et un sens {aigu|vif} de la justice',
      'en quête {d’équilibre et de beauté|de beauté et d’équilibre}',
    ],
    en: [
      'gracefully, always seeking agreement',
      'diplomatically, mindful of everyone',
      'in partnership rather than alone, looking for {the right partner|the right match}',
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
      'avec intensité et une {grande|belle|rare} force de caractère',
      'tout ou rien, avec une loyauté farouche {envers les vôtres|pour les vôtres}',
      'avec discrétion et un regard qui {perce|traverse|déjoue} les masques',
      'en allant au fond des choses, sans vous {contenter|satisfaire} des apparences',
      'avec une volonté {tenace|obstinée} de transformer',
    ],
    en: [
      'passionately, with no half measures',
      'in depth, beneath appearances',
      'intensely, with {great|real|rare} strength of character',
      'all or nothing, with fierce loyalty to {your own people|those you love}',
      'discreetly, with a gaze that {sees through|pierces|looks past} masks',
      'digging beneath the surface',
      'with a stubborn will to transform',
    ],
  },
  sagittarius: {
    fr: [
      'avec élan, les yeux {tournés vers le large|rivés sur le large}',
      'avec optimisme et le goût de l’aventure',
      'en quête de sens et d’horizons neufs',
      'avec confiance, en visant loin et large',
      'avec franchise et une soif d’apprendre',
      'généreusement, toujours un peu plus loin',
      'avec la foi d’un explorateur {en partance|sur le départ|prêt à partir}',
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
      'sérieusement, pour durer',
      'avec ambition et une patience de bâtisseur',
      'en vous fixant des objectifs {clairs et atteignables|nets et réalistes}',
      'avec persévérance, sans craindre l’effort',
      'avec retenue, en responsable',
      'en gravissant les marches une à une',
    ],
    en: [
      'rigorously, step by step towards the summit',
      'seriously, with {a sense of|an eye on|a mind for} the long term',
      'ambitiously, with the patience of a builder',
      'setting yourself {clear goals you can reach|clear and reachable goals}',
      'persistently, unafraid of effort',
      'with {restraint|reserve|sobriety} and a sense of duty',
      'climbing one step at a time',
    ],
  },
  aquarius: {
    fr: [
      'avec liberté, à contre-courant s’il le faut',
      'à votre {façon|manière}, hors des sentiers battus',
      'avec des idées en avance sur leur temps',
      'en pensant {au groupe|aux autres|au collectif} {autant qu’à vous|comme à vous-même}',
      'avec indépendance et un certain recul',
      'en {inventant|fixant|écrivant} vos propres règles du jeu',
      'avec un goût {marqué|prononcé|affirmé} pour la nouveauté',
    ],
    en: [
      'freely, against the tide',
      'your own way, off the {beaten track|beaten path|well-trodden path}',
      'with ideas ahead of their time',
      'thinking of the group {as much as of yourself|as well as yourself}',
      'independently, with some detachment',
      '{inventing|writing|setting} your own rules of the game',
      'with a {marked|keen|strong} taste for the new',
    ],
  },
  pisces: {
    fr: [
      'avec douceur, au fil des intuitions',
      'avec imagination et une grande empathie',
      'en vous laissant porter par le courant',
      'avec compassion, sans frontières nettes',
      'en rêvant un peu, en ressentant beaucoup',
      'avec une sensibilité d’artiste, {ouverte à tout|ouverte à tous les vents}',
      'à l’écoute de ce qui ne se dit pas',
    ],
    en: [
      'gently, following your intuitions',
      'imaginatively, with deep empathy',
      'letting the current carry you',
      'compassionately, without sharp borders',
      'dreaming a little, feeling a lot',
      'with the sensitivity of an artist, {open to everything|open to all things}',
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
      'votre sentiment de soi',
      'votre rayonnement',
      'votre identité profonde',
      'votre volonté propre',
      'votre assurance',
      'votre besoin de briller',
      'votre cap personnel',
      'votre affirmation de soi',
    ],
    en: [
      'your self-confidence',
      'your personal choices',
      'your sense of {self|identity}',
      'the way you shine',
      'your core identity',
      'your own will',
      'your self-assurance',
      'your need to shine',
      'your personal course',
      'your self-assertion',
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
      'votre vie émotionnelle',
      'votre besoin {de refuge|d’un refuge|d’abri}',
      'vos humeurs',
      'votre cocon',
    ],
    en: [
      'your inner balance',
      'your home and your feelings',
      'your security needs',
      'your private world',
      'your intimate sensitivity',
      'your emotional needs',
      'your emotional life',
      'your need for shelter',
      'your moods',
      'your comfort zone',
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
      'vos raisonnements',
      'vos échanges écrits',
      'votre agilité d’esprit',
      'vos démarches',
    ],
    en: [
      'your exchanges and errands',
      'what you write and say',
      'the way you think',
      'your conversations',
      'your curious mind',
      'your ideas of the moment',
      'your reasoning',
      'your written exchanges',
      'your quick wit',
      'your errands',
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
      'vos affections',
      'votre sens du beau',
      'vos relations proches',
      'votre douceur',
    ],
    en: [
      'your love life',
      'your bonds and your pleasures',
      'the way you love',
      'your sense of pleasure',
      'your loves',
      'your natural charm',
      'your affections',
      'your {eye|taste|feeling} for beauty',
      'your close relationships',
      'your gentleness',
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
      'votre énergie',
      'votre esprit de conquête',
      'votre franchise',
      'votre endurance',
    ],
    en: [
      'your drive and your courage',
      'your initiatives',
      'your fighting spirit',
      'your energy for action',
      'your will to act',
      'your natural daring',
      'your energy',
      'your competitive streak',
      'your directness',
      'your stamina',
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
      'votre générosité',
      'votre foi en demain',
      'vos projets d’expansion',
      'votre goût du large',
    ],
    en: [
      'your hopes and plans',
      'your hunger for {what comes next|what lies ahead|the future}',
      'your trust in the future',
      'your thirst for horizons',
      'your natural optimism',
      'your chances to grow',
      'your generosity',
      'your faith in the future',
      'your plans to expand',
      'your appetite for {the wider world|the world beyond|far horizons}',
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
      'votre patience',
      'votre sens du devoir',
      'vos exigences',
      'votre discipline',
    ],
    en: [
      'your long-term commitments',
      'what you build patiently',
      'your sense of responsibility',
      'your structures',
      'your long-haul endurance',
      'your daily duties',
      'your patience',
      'your sense of duty',
      'your standards',
      'your discipline',
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
      'votre part d’inventeur',
      'vos idées neuves',
    ],
    en: [
      'your independent streak',
      'your wish for change',
      'your need for freedom',
      'your originality',
      'your taste for the new',
      'your free spirit',
      'the inventor in you',
      'your new ideas',
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
      'vos intuitions',
      'votre part de rêve',
    ],
    en: [
      'your dreams and inspiration',
      'your finest sensitivity',
      'your imagination',
      'your ideals',
      'your subtle intuition',
      'your compassion for others',
      'your intuitions',
      'your dreamy side',
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
      'vos passions',
      'votre capacité à renaître',
    ],
    en: [
      'your inner transformations',
      'what drives you most deeply',
      'your power of renewal',
      'your deepest desires',
      'your inner intensity',
      'your inner power',
      'your passions',
      'your capacity for renewal',
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
      'votre premier contact',
      'votre abord',
      'votre style',
      'votre tempérament',
      'vos premiers réflexes',
    ],
    en: [
      'the way you present yourself',
      'the image you {give|project|give off}',
      'your bearing',
      'the first impression you make',
      'the way you approach people',
      'your style',
      'your temperament',
      'your first reflexes',
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
      'votre réputation',
      'votre ambition',
    ],
    en: [
      'your working life',
      'your ambitions and reputation',
      'your vocation',
      'your place in the world',
      'your long-term career',
      'your professional goals',
      'your reputation',
      'your ambition',
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
        'Vénus rejoint le point de {theme} : une parenthèse {agréable|douce|plaisante}, propice aux rapprochements et aux {petits plaisirs|plaisirs simples}.',
      sextile:
        'Vénus en sextile adoucit {theme} : un geste aimable, un compliment ou une sortie détendent l’atmosphère.',
      trine:
        'Vénus en trigone apporte {de la légèreté|un peu de légèreté|une touche de légèreté} à {theme} : on vous {apprécie|estime|accueille volontiers}, et les liens se {nouent|tissent|font} {avec naturel|naturellement|sans effort}.',
      square:
        'Vénus au carré met de la susceptibilité dans {theme} : une attente {déçue|trompée} ou une envie de trop ; dites ce qui vous manque {au lieu de bouder|plutôt que de bouder}.',
      opposition:
        'Vénus en opposition met {theme} {au défi de l’autre|à l’épreuve de l’autre} : ce que vous {donnez|offrez} et ce que vous {recevez|recevez en retour} {demandent à être rééquilibrés|sont à rééquilibrer}.',
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
        'The Sun comes to {light up|brighten|shine on} {theme}: {a few days|a short stretch|some days} when you {are more visible|stand out more}, {a good time|a chance|an opening} to say where you stand.',
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
        'Venus joins the point of {theme}: a {pleasant|gentle|sweet} interlude, good for {coming closer|getting closer|drawing near} and for {small pleasures|simple pleasures}.',
      sextile: 'Venus in sextile softens {theme}: a kind gesture, a compliment or an outing eases the mood.',
      trine: 'Venus in trine makes {theme} lighter: people appreciate you, and bonds form naturally.',
      square:
        'A Venus square makes {theme} touchier: a disappointed hope or one wish too many; say what you miss instead of sulking.',
      opposition:
        'Venus in opposition sets {theme} against {the other|the other person}: what you {give|offer} and what you {receive|get back} {need rebalancing|must be brought back into balance}.',
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
 * A last word after a working or a transit's advice, by aspect, chosen by the core and the tail so that
 * each comes as often as the others: the assembled sentences are shorter than the whole ones they
 * replace, and the long readings must keep their length.
 */
const NATAL_CODAS: Readonly<Record<Lang, Readonly<Record<Aspect, readonly string[]>>>> = {
  fr: {
    conjunction: [
      'Cela se voit vite.',
      'Un pilier de votre caractère.',
      'Vos proches le remarquent.',
      'Votre force vient de là.',
      'L’excès guette parfois.',
      'Le recul reste à conquérir.',
      'C’est votre signature.',
      'La nuance s’apprend.',
      'Tout y gagne en intensité.',
      'Peu de demi-mesures ici.',
    ],
    sextile: [
      'Le potentiel est réel.',
      'Tout se propose.',
      'L’initiative vous revient.',
      'Un peu d’attention suffit.',
      'Ce lien grandit à l’usage.',
      'Les occasions reviennent souvent.',
      'C’est un talent discret.',
      'Mieux vaut l’entretenir.',
      'L’effort est modeste.',
      'Le gain, lui, est réel.',
    ],
    trine: [
      'Rien à forcer ici.',
      'C’est un havre.',
      'D’autres vous l’envient parfois.',
      'La facilité endort parfois.',
      'Un vrai capital.',
      'Servez-vous-en davantage.',
      'Ce confort mérite un projet.',
      'La chance aime l’effort.',
      'Votre aisance rassure.',
      'C’est une ressource sûre.',
    ],
    square: [
      'Rien n’est figé.',
      'La tension s’apprivoise.',
      'Cela vous rend plus solide.',
      'L’âge adoucit ce heurt.',
      'Le conflit devient compétence.',
      'Pas de fatalité.',
      'Orientez cette énergie.',
      'Chaque épreuve enseigne.',
      'Le mouvement naît de là.',
      'C’est exigeant, mais utile.',
    ],
    opposition: [
      'Les relations jouent ici.',
      'Le milieu se trouve.',
      'L’autre vous révèle.',
      'La synthèse vient tard.',
      'Rien n’oblige à choisir.',
      'Le dialogue vous enrichit.',
      'Chaque pôle a sa vérité.',
      'Vous y gagnez en nuance.',
      'L’équilibre reste mobile.',
      'C’est un apprentissage.',
    ],
    quincunx: [
      'Rien de spectaculaire.',
      'Le réglage devient un art.',
      'La patience aide ici.',
      'L’humour aussi.',
      'Vous y gagnez en finesse.',
      'Cela demande de l’écoute.',
      'Tout se joue dans le détail.',
      'Cela s’assouplit.',
      'Rien n’est bloqué.',
      'L’adaptation est votre atout.',
    ],
  },
  en: {
    conjunction: [
      'It shows quickly.',
      'A pillar of your character.',
      'Those close to you notice it.',
      'Your strength comes from there.',
      'Excess lurks at times.',
      'Distance has to be learned.',
      'It is your signature.',
      'Nuance comes with time.',
      'Everything gains in intensity.',
      'Few half measures here.',
    ],
    sextile: [
      'The potential is real.',
      'All is offered.',
      'The initiative is yours.',
      'A little attention is enough.',
      'This link grows with use.',
      'Chances come back often.',
      'It is a quiet talent.',
      'Better to keep it up.',
      'The effort is modest.',
      'The gain is real.',
    ],
    trine: [
      'Nothing to force here.',
      'It is a haven.',
      'Others sometimes envy it.',
      'Ease can lull you.',
      'A real asset.',
      'Use it more.',
      'This comfort deserves a project.',
      'Luck likes effort.',
      'Your ease reassures.',
      'It is a sure resource.',
    ],
    square: [
      'Nothing is set in stone.',
      'Tension can be tamed.',
      'It makes you sturdier.',
      'Age softens the clash.',
      'Conflict turns into skill.',
      'No fate here.',
      'Steer that energy.',
      'Each trial teaches.',
      'Movement is born of it.',
      'Demanding, but useful.',
    ],
    opposition: [
      'Relationships play a part here.',
      'The middle can be found.',
      'The other reveals you.',
      'Synthesis comes later.',
      'Nothing forces a choice.',
      'The dialogue enriches you.',
      'Each pole has its truth.',
      'You gain in nuance.',
      'Balance stays mobile.',
      'It is an apprenticeship.',
    ],
    quincunx: [
      'Nothing spectacular.',
      'Adjusting becomes an art.',
      'Patience helps here.',
      'So does humour.',
      'You gain in finesse.',
      'It takes listening.',
      'It all plays out in details.',
      'Over time, it softens.',
      'Nothing is blocked.',
      'Adapting is your asset.',
    ],
  },
};

const TRANSIT_CODAS: Readonly<Record<Lang, Readonly<Record<Aspect, readonly string[]>>>> = {
  fr: {
    conjunction: [
      'en pleine conscience',
      'en connaissance de cause',
      'avec sérieux',
      'avec conviction',
      'sans vous disperser',
      'les yeux ouverts',
      'avec discernement',
      'de tout cœur',
      'avec cohérence',
      'en restant vous-même',
      'avec application',
      'avec clairvoyance',
    ],
    sextile: [
      'sans trop tarder',
      'avec un {bel|réel|franc} entrain',
      'à votre propre rythme',
      'avec un peu d’audace',
      '{en douceur et sans bruit|doucement et sans bruit}',
      'sans forcer les choses',
      'au moment opportun',
      'avec curiosité et ouverture',
      'pas à pas et sûrement',
      'avec une certaine légèreté',
      'de bon cœur',
      'en toute confiance',
    ],
    trine: [
      'avec une belle aisance',
      'sans heurt',
      'tout naturellement',
      'avec assurance',
      'avec bonheur',
      'presque sans effort',
      'pleinement et sereinement',
      'avec une confiance tranquille',
      'le vent en poupe',
      'sans vous presser',
      'avec grâce et justesse',
      'sans la moindre crispation',
    ],
    square: [
      'sans précipitation',
      'avec sang-froid',
      'calmement',
      'pas à pas',
      'sans vous entêter',
      'avec lucidité',
      'sans dramatiser',
      'en respirant',
      'patiemment',
      'avec méthode',
      'sans vous braquer',
      'à tête reposée',
      'avec recul',
      'sans nervosité',
      'avec constance',
      'posément',
    ],
    opposition: [
      'avec tact et franchise',
      'sans vous crisper',
      'sans hausser le ton',
      'avec diplomatie',
      'sans rompre le dialogue',
      'sans vous laisser déborder',
      'sans tout céder pour autant',
      'sereinement',
      'avec mesure et fermeté',
      'franchement mais calmement',
      'sans vous renier',
      'avec respect pour chacun',
    ],
    quincunx: [
      'avec souplesse et patience',
      'au fil des jours',
      'sans dramatiser la gêne',
      'avec doigté',
      'par petites touches successives',
      'sans forcer le passage',
      'par petits essais',
      'avec finesse',
      'par étapes courtes',
      'avec une pointe d’humour',
      'sans pression',
      'avec patience et méthode',
    ],
  },
  en: {
    conjunction: [
      'with full awareness',
      'knowing why',
      'in earnest',
      'with conviction',
      'without scattering your energy',
      'with your eyes open',
      'with discernment',
      'with a whole heart',
      'consistently',
      'true to yourself',
      'with care',
      'clear-sightedly',
    ],
    sextile: [
      'without much delay',
      'with real zest',
      'at your own pace',
      'with a little daring',
      'gently and quietly',
      'without forcing things',
      'at the right moment',
      'with curiosity and openness',
      'one sure step at a time',
      'with a light touch',
      'willingly',
      'with quiet confidence',
    ],
    trine: [
      'with welcome ease',
      'smoothly',
      'quite naturally',
      'with assurance',
      'happily',
      'almost without effort',
      'fully and serenely',
      'with calm confidence',
      'with the wind {behind you|at your back|in your sails}',
      'without hurrying',
      'with grace and accuracy',
      'without the least strain',
    ],
    square: [
      'without haste',
      'with a {cool|clear|level} head',
      'calmly',
      'step by step',
      'without digging in',
      'clear-headed',
      'without drama',
      'breathing first',
      'patiently',
      'methodically',
      'without bristling',
      'with a {rested|clear|calm} mind',
      'with distance',
      'without fretting',
      'with constancy',
      'steadily',
    ],
    opposition: [
      'with tact and candour',
      'without tensing up',
      'without raising your voice',
      'with diplomacy',
      'without breaking off the dialogue',
      'without being swept along',
      'without giving in entirely',
      'serenely',
      'with measure and firmness',
      'frankly but calmly',
      'without denying yourself',
      'with respect for each side',
    ],
    quincunx: [
      'with flexibility and patience',
      'day by day',
      'without dramatising the unease',
      'with a light hand',
      'in small successive touches',
      'without forcing the way',
      'by gentle trial',
      'with finesse',
      'in short stages',
      'with a dash of humour',
      'without pressure',
      'with patience and method',
    ],
  },
};

/**
 * Where a natal aspect shows, before its working (« Au quotidien, un même feu anime … »), or nothing:
 * a third varying part, for the length the whole sentences had.
 */
const NATAL_LEADS: Readonly<Record<Lang, readonly string[]>> = {
  fr: [
    'Au quotidien',
    'Avec les années',
    'Dans les grands choix',
    'En amour',
    'Sous la pression',
    'Sans bruit',
    'Depuis toujours',
    'Dans vos relations',
    'Au travail',
    'Dans l’intimité',
    'Aux moments clés',
    'La plupart du temps',
    '',
    '',
  ],
  en: [
    'Day to day',
    'Over the years',
    'In big decisions',
    'In love',
    'Under pressure',
    'Quietly',
    'From early on',
    'In your relationships',
    'At work',
    'In private',
    'When it matters',
    'Most of the time',
    '',
    '',
  ],
};

/** English verbs a transit's tail may open with as an instruction (« keep your own bearings »). */
const BASE_VERBS = new Set(
  (
    'accept act adjust aim allow ask build change check choose come confirm count dare do follow go hand ' +
    'hold keep launch leave let listen make mend move negotiate pick plan propose push rephrase rest say ' +
    'set share simplify slow sort sow speak spend start stay stick strengthen take test trim wait watch welcome ' +
    'widen work'
  ).split(' '),
);

/** What, after such a verb, shows it was a noun with its own verb (« change is calling », « rest sets »). */
const NOT_AN_OBJECT =
  /^(?:is|are|was|were|has|have|will|can|may|must|and|or|comes|sets|grows|rises|returns|begins|turns|calls|opens|pays|lasts|helps|mingle)$/;

/** A tail that says its own manner (« reformulez calmement », "say it gently") takes no second one. */
const OWN_MANNER: Readonly<Record<Lang, RegExp>> = {
  fr: /(?:ment|\bavec|\bsans)\b/,
  en: /(?:ly|\bwith|\bwithout)\b/,
};

type Parts = readonly [readonly string[], readonly string[]];

/**
 * The further transit texts from heads and tails (« Jupiter en trigone élargit {theme} » + « visez un cran
 * plus haut »), every head with every tail of its planet and aspect: a slow planet sits on one aspect for
 * months, so whole sentences were frames of a season's charts (issue 38, « Jupiter en trigone fait souffler
 * un vent porteur sur »). No fixed run longer than six words; each tail says what that aspect of that
 * planet asks, so it fits any head of its row.
 */
const MORE_PARTS: Readonly<Record<Lang, Readonly<Record<string, Partial<Record<Aspect, Parts>>>>>> = {
  fr: {
    sun: {
      square: [
        [
          'Le Soleil au carré met {theme} au pied du mur',
          'Le Soleil au carré presse {theme}',
          'Le Soleil au carré tend {theme}',
        ],
        ['choisissez vos priorités', 'le reste peut attendre', 'tranchez, ne menez pas tout'],
      ],
    },
    mercury: {
      square: [
        [
          'Mercure au carré embrouille {theme}',
          'Mercure au carré brouille {theme}',
          'Mercure au carré complique {theme}',
        ],
        ['rattrapez vite un malentendu', 'confirmez par écrit', 'reformulez calmement'],
      ],
    },
    venus: {
      square: [
        [
          'Vénus au carré {froisse|heurte} {theme}',
          'Vénus au carré {agace|irrite} {theme}',
          'Vénus au carré tend {theme}',
        ],
        ['dites-le avec douceur', 'un désaccord de goûts, sans plus', 'parlez plutôt que de ruminer'],
      ],
    },
    mars: {
      conjunction: [
        [
          'Mars arrive sur {theme}',
          'Mars se pose sur {theme}',
          'Mars rejoint {theme}',
          'Mars s’arrête sur {theme}',
          'Mars vient stimuler {theme}',
        ],
        [
          'de l’audace à revendre',
          'commencez par le plus urgent',
          'courage et irritation montent',
          'une énergie à bien cibler',
          'démarrez, sans brusquer personne',
          'un seul but, et foncez',
        ],
      ],
      sextile: [
        [
          'Mars en sextile active {theme}',
          'Mars en sextile réveille {theme}',
          'Mars en sextile soutient {theme}',
          'Mars en sextile dynamise {theme}',
          'Mars en sextile stimule {theme}',
        ],
        [
          'lancez ce que vous repoussiez',
          'agissez maintenant, pas plus tard',
          'proposez, relancez, avancez',
          'une initiative franche plaît',
          'saisissez l’occasion présente',
          'un effort ciblé paie vite',
        ],
      ],
      trine: [
        [
          'Mars en trigone appuie {theme}',
          'Mars en trigone dynamise {theme}',
          'Mars en trigone porte {theme}',
          'Mars en trigone fluidifie {theme}',
          'Mars en trigone enhardit {theme}',
        ],
        [
          'lancez ce que vous prépariez',
          'votre énergie trouve sa cible',
          'l’action franche paie',
          'un défi se relève aisément',
          'vos efforts se voient vite',
          'vous osez, et cela réussit',
        ],
      ],
      square: [
        [
          'Mars au carré {échauffe|attise} {theme}',
          'Mars au carré {agite|remue} {theme}',
          'Mars au carré {presse|talonne} {theme}',
          'Mars au carré {heurte|froisse} {theme}',
          'Mars au carré {électrise|survolte} {theme}',
        ],
        [
          'bougez avant de répondre',
          'comptez jusqu’à dix',
          'choisissez vos combats',
          'dépensez cette énergie physiquement',
          'l’irritation monte vite, respirez',
          'un objectif, pas de disputes',
        ],
      ],
      opposition: [
        [
          'Mars en opposition met {theme} face à autrui',
          'Mars en opposition fait de {theme} un terrain de rivalité',
          'Mars en opposition bouscule {theme} par la hâte des autres',
          'Mars en opposition défie {theme}',
        ],
        [
          'tenez bon, sans crier',
          'négociez avant de riposter',
          'gardez votre tempo',
          'négociez fermement, sans affrontement',
          'fermeté, sans bras de fer',
        ],
      ],
      quincunx: [
        [
          'Mars en quinconce épuise {theme}',
          'Mars en quinconce contrarie {theme}',
          'Mars en quinconce freine {theme}',
        ],
        ['ajustez la méthode', 'ralentir vaut mieux que forcer', 'changez d’angle'],
      ],
    },
    jupiter: {
      conjunction: [
        [
          'Jupiter s’arrête sur {theme}',
          'Jupiter arrive sur {theme}',
          'Jupiter se pose sur {theme}',
          'Jupiter rejoint {theme}',
          'Jupiter vient agrandir {theme}',
        ],
        [
          'profitez du vent, sans excès',
          'les occasions grandissent',
          'la confiance revient, voyez large',
          'semez grand, prudemment',
          'une ouverture à saisir',
          'élargissez vos vues',
        ],
      ],
      sextile: [
        [
          'Jupiter en sextile aide {theme}',
          'Jupiter en sextile facilite {theme}',
          'Jupiter en sextile favorise {theme}',
          'Jupiter en sextile sourit à {theme}',
          'Jupiter en sextile éclaire {theme}',
        ],
        [
          'une proposition mérite un oui',
          'demandez, l’aide viendra',
          'une porte modeste, poussez-la',
          'un conseil élargit vos options',
          'un petit coup de pouce',
          'une rencontre peut compter',
        ],
      ],
      trine: [
        [
          'Jupiter en trigone sourit à {theme}',
          'Jupiter en trigone élargit {theme}',
          'Jupiter en trigone porte {theme}',
          'Jupiter en trigone nourrit {theme}',
          'Jupiter en trigone enrichit {theme}',
        ],
        [
          'osez demander davantage',
          'vos entreprises trouvent des appuis',
          'un projet s’étend',
          'les échanges vous enrichissent',
          'visez {un cran|un peu} plus haut',
          'la générosité vous revient',
        ],
      ],
      square: [
        [
          'Jupiter au carré gonfle {theme}',
          'Jupiter au carré emballe {theme}',
          'Jupiter au carré attise {theme}',
          'Jupiter au carré grossit {theme}',
        ],
        [
          'gardez une marge',
          'tenez-vous-en au réaliste',
          'une ambition, pas dix',
          'vérifiez les chiffres',
          'triez avant de promettre',
          'l’excès de confiance guette',
        ],
      ],
      opposition: [
        [
          'Jupiter en opposition suspend {theme} aux autres',
          'Jupiter en opposition gonfle {theme}',
          'Jupiter en opposition tire {theme} vers autrui',
          'Jupiter en opposition expose {theme} aux offres des autres',
        ],
        [
          'triez les offres',
          'comptez d’abord sur vous',
          'gardez votre propre mesure',
          'visez un accord équitable',
          'gare aux promesses trop belles',
        ],
      ],
      quincunx: [
        [
          'Jupiter en quinconce surestime {theme}',
          'Jupiter en quinconce disperse {theme}',
          'Jupiter en quinconce brouille {theme}',
        ],
        ['ajustez vos attentes', 'moins, mais mieux', 'recentrez-vous sur l’essentiel'],
      ],
    },
    saturn: {
      conjunction: [
        [
          'Saturne arrive sur {theme}',
          'Saturne se pose sur {theme}',
          'Saturne rejoint {theme}',
          'Saturne s’arrête sur {theme}',
        ],
        [
          'un temps d’examen',
          'des responsabilités qui font mûrir',
          'triez, gardez l’essentiel',
          'ce qui mûrit maintenant tiendra',
          'bâtissez lentement, mais solidement',
        ],
      ],
      sextile: [
        [
          'Saturne en sextile structure {theme}',
          'Saturne en sextile ordonne {theme}',
          'Saturne en sextile soutient {theme}',
          'Saturne en sextile affermit {theme}',
        ],
        [
          'l’effort régulier bâtit',
          'un petit engagement tenu compte',
          'planifiez, puis tenez le rythme',
          'écoutez une personne d’expérience',
          'la méthode paie',
        ],
      ],
      trine: [
        [
          'Saturne en trigone consolide {theme}',
          'Saturne en trigone stabilise {theme}',
          'Saturne en trigone structure {theme}',
          'Saturne en trigone affermit {theme}',
          'Saturne en trigone ancre {theme}',
        ],
        [
          'votre patience porte ses fruits',
          'un engagement peut {se conclure|se nouer|se sceller}',
          'l’effort patient dure',
          'posez ce qui doit tenir',
          'votre fiabilité est remarquée',
        ],
      ],
      square: [
        [
          'Saturne au carré freine {theme}',
          'Saturne au carré pèse sur {theme}',
          'Saturne au carré éprouve {theme}',
          'Saturne au carré limite {theme}',
          'Saturne au carré ralentit {theme}',
        ],
        [
          'corrigez ce qui était fragile',
          'moins de projets, mieux tenus',
          'renforcez avant d’étendre',
          'travaillez avec les limites',
          'l’effort prime la vitesse',
          'prévoyez des délais plus réalistes',
        ],
      ],
      opposition: [
        [
          'Saturne en opposition confronte {theme} aux autres',
          'Saturne en opposition met {theme} face aux règles',
          'Saturne en opposition questionne {theme}',
          'Saturne en opposition refroidit {theme}',
          'Saturne en opposition alourdit {theme}',
        ],
        [
          'tenez parole sans tout porter',
          'négociez les limites',
          'un compromis sérieux vaut mieux',
          'clarifiez qui porte quoi',
          'une distance qui éclaire',
        ],
      ],
      quincunx: [
        [
          'Saturne en quinconce alourdit {theme}',
          'Saturne en quinconce encombre {theme}',
          'Saturne en quinconce ralentit {theme}',
        ],
        ['allégez vos obligations', 'simplifiez', 'déléguez ce qui pèse'],
      ],
    },
    uranus: {
      conjunction: [
        ['Uranus passe sur {theme}', 'Uranus traverse {theme}', 'Uranus secoue {theme}'],
        ['avancez par étapes', 'le changement appelle', 'gardez un pied sur terre'],
      ],
      sextile: [
        [
          'Uranus en sextile inspire {theme}',
          'Uranus en sextile ouvre {theme}',
          'Uranus en sextile rafraîchit {theme}',
        ],
        ['testez une idée neuve', 'restez disponible à l’inattendu', 'une rencontre peut surprendre'],
      ],
      trine: [
        [
          'Uranus en trigone libère {theme}',
          'Uranus en trigone modernise {theme}',
          'Uranus en trigone ouvre {theme}',
          'Uranus en trigone aère {theme}',
        ],
        [
          'changer devient facile',
          'osez la solution inattendue',
          'une méthode neuve simplifie tout',
          'accueillez la surprise',
        ],
      ],
      square: [
        [
          'Uranus au carré bouscule {theme}',
          'Uranus au carré secoue {theme}',
          'Uranus au carré dérange {theme}',
        ],
        ['gardez un plan de rechange', 'l’imprévu s’invite', 'restez souple face aux surprises'],
      ],
      opposition: [
        [
          'Uranus en opposition bouscule {theme} par un proche',
          'Uranus en opposition secoue {theme} de l’extérieur',
          'Uranus en opposition déstabilise {theme}',
        ],
        ['restez souple', 'ne vous raidissez pas', 'le changement vient d’autrui'],
      ],
      quincunx: [
        [
          'Uranus en quinconce dérègle {theme}',
          'Uranus en quinconce agite {theme}',
          'Uranus en quinconce perturbe {theme}',
        ],
        ['gardez du jeu', 'avancez sans forcer', 'gardez une marge'],
      ],
    },
    neptune: {
      conjunction: [
        ['Neptune s’installe sur {theme}', 'Neptune se pose sur {theme}', 'Neptune enveloppe {theme}'],
        ['laissez mûrir les décisions', 'vérifiez avant de croire', 'rêve et réalité se mêlent'],
      ],
      sextile: [
        [
          'Neptune en sextile inspire {theme}',
          'Neptune en sextile adoucit {theme}',
          'Neptune en sextile enchante {theme}',
        ],
        ['laissez une place au rêve', 'l’art vous aide', 'écoutez vos intuitions'],
      ],
      trine: [
        [
          'Neptune en trigone adoucit {theme}',
          'Neptune en trigone inspire {theme}',
          'Neptune en trigone affine {theme}',
        ],
        ['l’intuition vous guide bien', 'l’entraide coule de source', 'la compassion ouvre des portes'],
      ],
      square: [
        [
          'Neptune au carré embrume {theme}',
          'Neptune au carré brouille {theme}',
          'Neptune au carré dilue {theme}',
        ],
        ['vérifiez le trop beau', 'attendez d’y voir clair', 'fixez des repères simples'],
      ],
      opposition: [
        [
          'Neptune en opposition mêle {theme} aux illusions d’autrui',
          'Neptune en opposition idéalise {theme}',
          'Neptune en opposition trouble {theme}',
        ],
        ['gardez vos propres repères', 'jugez sur les actes', 'demandez des précisions'],
      ],
      quincunx: [
        [
          'Neptune en quinconce use {theme} en sourdine',
          'Neptune en quinconce embrouille {theme}',
          'Neptune en quinconce disperse {theme}',
        ],
        ['des choix simples vous recentrent', 'le calme vous recentre', 'ralentissez, simplifiez'],
      ],
    },
    pluto: {
      conjunction: [
        ['Pluton arrive sur {theme}', 'Pluton se pose sur {theme}', 'Pluton s’installe sur {theme}'],
        ['une page se tourne, lentement', 'place à plus vrai', 'une mue profonde commence'],
      ],
      sextile: [
        [
          'Pluton en sextile renouvelle {theme}',
          'Pluton en sextile approfondit {theme}',
          'Pluton en sextile fortifie {theme}',
        ],
        ['un pas décisif suffit', 'une chance de renouveau profond', 'osez aller au fond'],
      ],
      trine: [
        [
          'Pluton en trigone fortifie {theme}',
          'Pluton en trigone régénère {theme}',
          'Pluton en trigone approfondit {theme}',
          'Pluton en trigone affermit {theme}',
        ],
        [
          'vous changez sans drame',
          'lâchez ce qui pèse',
          'une décision de fond, sereine',
          'la transformation vous renforce',
          'une force tranquille s’installe',
        ],
      ],
      square: [
        [
          'Pluton au carré éprouve {theme}',
          'Pluton au carré bouscule {theme}',
          'Pluton au carré dénude {theme}',
        ],
        ['laissez partir l’usé', 'l’ancien se défait', 'acceptez la mue'],
      ],
      opposition: [
        [
          'Pluton en opposition met {theme} face à une force',
          'Pluton en opposition éprouve {theme} par autrui',
          'Pluton en opposition tend {theme}',
        ],
        ['restez maître, sans imposer', 'ni domination ni soumission', 'restez ferme et calme'],
      ],
      quincunx: [
        [
          'Pluton en quinconce presse {theme}',
          'Pluton en quinconce travaille {theme}',
          'Pluton en quinconce dérange {theme}',
        ],
        ['commencez petit', 'un changement différé attend', 'un premier pas suffit'],
      ],
    },
  },
  en: {
    sun: {
      square: [
        [
          'A Sun square puts {theme} on the spot',
          'A Sun square presses {theme}',
          'A Sun square strains {theme}',
        ],
        ['pick your priorities', 'the rest can wait', 'choose rather than juggle everything'],
      ],
    },
    mercury: {
      square: [
        [
          'A Mercury square tangles {theme}',
          'A Mercury square muddles {theme}',
          'A Mercury square complicates {theme}',
        ],
        ['mend a stray word fast', 'confirm in writing', 'rephrase calmly'],
      ],
    },
    venus: {
      square: [
        [
          'A Venus square ruffles {theme}',
          'A Venus square irritates {theme}',
          'A Venus square strains {theme}',
        ],
        ['say it gently', 'just a clash of tastes', 'speak rather than simmer'],
      ],
    },
    mars: {
      conjunction: [
        [
          'Mars arrives on {theme}',
          'Mars comes to rest on {theme}',
          'Mars joins {theme}',
          'Mars stops on {theme}',
          'Mars comes to stir {theme}',
        ],
        [
          'daring to spare',
          'start with the most urgent',
          'courage and irritation rise',
          'energy to aim well',
          'start, but without rushing anyone',
          'one goal, then go',
        ],
      ],
      sextile: [
        [
          'Mars in sextile activates {theme}',
          'Mars in sextile wakes up {theme}',
          'Mars in sextile backs {theme}',
          'Mars in sextile energises {theme}',
          'Mars in sextile spurs {theme}',
        ],
        [
          'launch what you postponed',
          'act now, not later',
          'propose, follow up, move on',
          'frank initiatives go down well',
          'take the opening',
          'well-aimed effort pays fast',
        ],
      ],
      trine: [
        [
          'Mars in trine backs {theme}',
          'Mars in trine energises {theme}',
          'Mars in trine carries {theme}',
          'Mars in trine smooths {theme}',
          'Mars in trine emboldens {theme}',
        ],
        [
          'go for what you prepared',
          'your energy finds its target',
          'frank action pays',
          'challenges are met easily',
          'the effort shows quickly',
          'you dare, and it works',
        ],
      ],
      square: [
        [
          'A Mars square heats up {theme}',
          'A Mars square stirs up {theme}',
          'A Mars square presses {theme}',
          'A Mars square hits {theme} head-on',
          'A Mars square charges {theme}',
        ],
        [
          'move before you reply',
          'count to ten',
          'pick your battles',
          'spend the energy physically',
          'irritation rises fast, so breathe',
          'one goal, no quarrels',
        ],
      ],
      opposition: [
        [
          'Mars in opposition sets {theme} against others',
          'Mars in opposition makes {theme} a field of rivalry',
          'Mars in opposition jostles {theme} through the haste of others',
          'Mars in opposition challenges {theme}',
        ],
        [
          'hold firm, quietly',
          'negotiate before you hit back',
          'keep your own tempo',
          'negotiate firmly, without a fight',
          'firm, but no tug of war',
        ],
      ],
      quincunx: [
        [
          'Mars in quincunx drains {theme}',
          'Mars in quincunx thwarts {theme}',
          'Mars in quincunx slows {theme}',
        ],
        ['adjust the method', 'slowing down beats forcing', 'change the angle'],
      ],
    },
    jupiter: {
      conjunction: [
        [
          'Jupiter comes to rest on {theme}',
          'Jupiter reaches {theme}',
          'Jupiter settles on {theme}',
          'Jupiter joins {theme}',
          'Jupiter comes to enlarge {theme}',
        ],
        [
          'a following wind, used wisely',
          'openings grow',
          'confidence returns, so think wide',
          'sow big, but soberly',
          'an opening worth taking',
          'widen your view',
        ],
      ],
      sextile: [
        [
          'Jupiter in sextile helps {theme}',
          'Jupiter in sextile eases {theme}',
          'Jupiter in sextile favours {theme}',
          'Jupiter in sextile smiles on {theme}',
          'Jupiter in sextile brightens {theme}',
        ],
        [
          'an offer deserves a yes',
          'ask, and help will come',
          'push a modest door',
          'advice widens your options',
          'a small helping hand',
          'a meeting may count',
        ],
      ],
      trine: [
        [
          'Jupiter in trine smiles on {theme}',
          'Jupiter in trine widens {theme}',
          'Jupiter in trine carries {theme}',
          'Jupiter in trine feeds {theme}',
          'Jupiter in trine enriches {theme}',
        ],
        [
          'dare to ask for more',
          'what you undertake finds support',
          'a project gains in scope',
          'exchanges enrich you',
          'aim a notch higher',
          'generosity comes back to you',
        ],
      ],
      square: [
        [
          'A Jupiter square inflates {theme}',
          'A Jupiter square excites {theme}',
          'A Jupiter square fans {theme}',
          'A Jupiter square swells {theme}',
        ],
        [
          'keep some margin',
          'stick to what is realistic',
          'one ambition, not ten',
          'check the figures before signing',
          'sort before you promise',
          'overconfidence lies in wait',
        ],
      ],
      opposition: [
        [
          'Jupiter in opposition makes {theme} hang on others',
          'Jupiter in opposition inflates {theme}',
          'Jupiter in opposition pulls {theme} towards others',
          'Jupiter in opposition exposes {theme} to outside offers',
        ],
        [
          'sort the offers',
          'count on yourself first',
          'keep your own measure',
          'aim for a fair deal',
          'beware of promises too good',
        ],
      ],
      quincunx: [
        [
          'Jupiter in quincunx promises {theme} a lot',
          'Jupiter in quincunx scatters {theme}',
          'Jupiter in quincunx blurs {theme}',
        ],
        ['adjust your expectations', 'less, but better', 'come back to essentials'],
      ],
    },
    saturn: {
      conjunction: [
        [
          'Saturn reaches {theme}',
          'Saturn comes to rest on {theme}',
          'Saturn joins {theme}',
          'Saturn stops on {theme}',
        ],
        [
          'a time of serious review',
          'responsibilities that bring maturity',
          'sort, and keep the essentials',
          'what ripens now will hold',
          'build slowly, but solidly',
        ],
      ],
      sextile: [
        [
          'Saturn in sextile structures {theme}',
          'Saturn in sextile orders {theme}',
          'Saturn in sextile backs {theme}',
          'Saturn in sextile firms up {theme}',
        ],
        [
          'steady effort lays foundations',
          'a small commitment kept counts',
          'plan, then keep the pace',
          'listen to someone experienced',
          'method pays',
        ],
      ],
      trine: [
        [
          'Saturn in trine consolidates {theme}',
          'Saturn in trine steadies {theme}',
          'Saturn in trine structures {theme}',
          'Saturn in trine firms up {theme}',
          'Saturn in trine anchors {theme}',
        ],
        [
          'your patience bears fruit',
          'a commitment can be sealed',
          'patient effort lasts',
          'set up what must hold',
          'your reliability gets noticed',
        ],
      ],
      square: [
        [
          'A Saturn square slows {theme}',
          'A Saturn square weighs on {theme}',
          'A Saturn square tests {theme}',
          'A Saturn square limits {theme}',
          'A Saturn square holds back {theme}',
        ],
        [
          'mend what was fragile',
          'fewer projects, better held',
          'strengthen before you expand',
          'work with the limits',
          'effort counts more than speed',
          'allow more realistic deadlines',
        ],
      ],
      opposition: [
        [
          'Saturn in opposition sets {theme} against what others demand',
          'Saturn in opposition puts {theme} up against rules',
          'Saturn in opposition questions {theme}',
          'Saturn in opposition cools {theme}',
          'Saturn in opposition weighs {theme} down',
        ],
        [
          'keep your word, share the load',
          'negotiate the limits',
          'a serious compromise works better',
          'make clear who carries what',
          'some distance helps you see',
        ],
      ],
      quincunx: [
        [
          'Saturn in quincunx burdens {theme}',
          'Saturn in quincunx clutters {theme}',
          'Saturn in quincunx slows {theme}',
        ],
        ['trim your obligations', 'simplify what you can', 'hand off what weighs'],
      ],
    },
    uranus: {
      conjunction: [
        ['Uranus crosses {theme}', 'Uranus passes over {theme}', 'Uranus shakes up {theme}'],
        ['move in stages', 'change is calling', 'stay grounded'],
      ],
      sextile: [
        [
          'Uranus in sextile inspires {theme}',
          'Uranus in sextile opens {theme}',
          'Uranus in sextile refreshes {theme}',
        ],
        ['test a new idea small', 'stay open to the unexpected', 'a meeting may surprise you'],
      ],
      trine: [
        [
          'Uranus in trine frees {theme}',
          'Uranus in trine updates {theme}',
          'Uranus in trine opens {theme}',
          'Uranus in trine airs {theme}',
        ],
        [
          'change comes easily',
          'dare the unexpected solution',
          'a new method simplifies things',
          'welcome the surprise',
        ],
      ],
      square: [
        ['A Uranus square jolts {theme}', 'A Uranus square shakes {theme}', 'A Uranus square upsets {theme}'],
        ['keep a plan B', 'the unexpected drops in', 'stay flexible with surprises'],
      ],
      opposition: [
        [
          'Uranus in opposition shakes {theme} through someone close',
          'Uranus in opposition jolts {theme} from outside',
          'Uranus in opposition unsettles {theme}',
        ],
        ['stay flexible', 'do not stiffen', 'change comes from others'],
      ],
      quincunx: [
        [
          'Uranus in quincunx unsettles {theme}',
          'Uranus in quincunx jostles {theme}',
          'Uranus in quincunx disrupts {theme}',
        ],
        ['leave slack in your diary', 'move in fits, without forcing', 'keep a margin'],
      ],
    },
    neptune: {
      conjunction: [
        ['Neptune settles on {theme}', 'Neptune rests on {theme}', 'Neptune envelops {theme}'],
        ['let decisions ripen', 'check before you believe', 'dream and reality mingle'],
      ],
      sextile: [
        [
          'Neptune in sextile inspires {theme}',
          'Neptune in sextile softens {theme}',
          'Neptune in sextile enchants {theme}',
        ],
        ['make room for dreams', 'art and imagination help', 'listen to your intuitions'],
      ],
      trine: [
        [
          'Neptune in trine softens {theme}',
          'Neptune in trine inspires {theme}',
          'Neptune in trine refines {theme}',
        ],
        ['intuition guides you well', 'mutual help flows easily', 'compassion opens doors'],
      ],
      square: [
        [
          'A Neptune square clouds {theme}',
          'A Neptune square muddies {theme}',
          'A Neptune square dilutes {theme}',
        ],
        ['check what looks too good', 'wait until you see clearly', 'set simple markers'],
      ],
      opposition: [
        [
          'Neptune in opposition mixes {theme} with illusions',
          'Neptune in opposition idealises {theme}',
          'Neptune in opposition blurs {theme}',
        ],
        ['keep your own bearings', 'watch deeds, not promises', 'ask for details'],
      ],
      quincunx: [
        [
          'Neptune in quincunx wears on {theme}',
          'Neptune in quincunx muddles {theme}',
          'Neptune in quincunx scatters {theme}',
        ],
        ['simple choices re-centre you', 'rest sets you right', 'slow down, simplify'],
      ],
    },
    pluto: {
      conjunction: [
        ['Pluto arrives on {theme}', 'Pluto settles on {theme}', 'Pluto comes to rest on {theme}'],
        ['a page turns, slowly', 'room for something truer', 'a deep change begins'],
      ],
      sextile: [
        [
          'Pluto in sextile renews {theme}',
          'Pluto in sextile deepens {theme}',
          'Pluto in sextile strengthens {theme}',
        ],
        ['one decisive step is enough', 'a chance of deep renewal', 'dare to go deep'],
      ],
      trine: [
        [
          'Pluto in trine fortifies {theme}',
          'Pluto in trine regenerates {theme}',
          'Pluto in trine deepens {theme}',
          'Pluto in trine steadies {theme}',
        ],
        [
          'you change without drama',
          'let go of what weighs',
          'a deep decision, made calmly',
          'what changes makes you stronger',
          'a quiet strength settles in',
        ],
      ],
      square: [
        ['A Pluto square tests {theme}', 'A Pluto square shakes {theme}', 'A Pluto square lays {theme} bare'],
        ['let the worn-out go', 'the old comes undone', 'accept the change of skin'],
      ],
      opposition: [
        [
          'Pluto in opposition sets {theme} against a power',
          'Pluto in opposition tests {theme} through others',
          'Pluto in opposition strains {theme}',
        ],
        ['keep your power, gently', 'neither dominate nor submit', 'stay firm and calm'],
      ],
      quincunx: [
        [
          'Pluto in quincunx presses {theme}',
          'Pluto in quincunx works on {theme}',
          'Pluto in quincunx unsettles {theme}',
        ],
        ['start small', 'a postponed change is waiting', 'a first step is enough'],
      ],
    },
  },
};

const moreOf = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(MORE_PARTS[lang]).map(([planet, row]) => [
      planet,
      Object.fromEntries(
        Object.entries(row).map(([aspect, [heads, tails]]) => [
          aspect,
          workings(heads, tails, lang, TRANSIT_CODAS[lang][aspect as Aspect], false),
        ]),
      ),
    ]),
  ) as Record<string, Partial<Record<Aspect, readonly string[]>>>;

/**
 * More curated texts per transiting planet and aspect (after the domain's one and, for the fast planets,
 * TRANSIT_TEXT_VARIANTS): a slow planet sits on the same aspect for months, so every chart of a season
 * met the same sentence (issue 38, « vous y innovez avec aisance »). Same rules as the others.
 */
export const TRANSIT_TEXT_MORE: Readonly<
  Record<Lang, Readonly<Partial<Record<string, Partial<Record<Aspect, readonly string[]>>>>>>
> = { fr: moreOf('fr'), en: moreOf('en') };

/**
 * A natal aspect's working from a core and a tail (« Un même feu anime {x} et {y} » + « impossible de
 * les dissocier »), every core with every tail: eleven whole sentences per aspect made their tails
 * seven-word frames of a reading in six (issue 38). No fixed run of a core or a tail is longer than six
 * words; each keeps the aspect's nature (a conjunction fuses, a sextile offers, a trine gives, a square
 * rubs, an opposition faces, a quincunx needs adjusting).
 */
function workings(
  cores: readonly string[],
  tails: readonly string[],
  lang: Lang,
  codas: readonly string[],
  natal: boolean,
): string[] {
  const colon = lang === 'fr' ? ' : ' : ': ';
  const leads = NATAL_LEADS[lang];
  const pairs = cores.flatMap((c, i) =>
    tails.map(
      (t, j) =>
        [c, t, codas[(i + 2 * j) % codas.length] ?? '', leads[(3 * i + j) % leads.length] ?? ''] as const,
    ),
  );
  return spread(
    pairs.map(([c, t, coda, lead]) => [c, t, natal || asks(t, lang) ? coda : '', lead] as const),
    (p) => p.slice(0, 3).filter(Boolean),
    `${lang}:${cores[0]}`,
  ).map(([c, t, coda, lead]) =>
    natal
      ? `${lead ? `${lead}, ${c.charAt(0).toLowerCase() + c.slice(1)}` : c}${colon}${t}. ${coda}`
      : `${c}${colon}${t}${coda ? `, ${coda}` : ''}.`,
  );
}

/**
 * Whether a clause of a tail tells the customer what to do: French by its verb in -ez (« gardez »,
 * « recentrez-vous », « tenez-vous-en »), « dites », « faites » or « ne … »; English by a verb of
 * BASE_VERBS not followed by a verb of its own. A leading « et », « puis », "and", "then" is passed.
 */
function instructs(clause: string, lang: Lang): boolean {
  const words = clause
    .trim()
    .toLowerCase()
    .replace(/^(?:et|puis|mais|and|then|but|so)\s+/, '')
    .split(/\s+/);
  const [first = '', second = ''] = words;
  if (lang === 'fr')
    return /^(?:[a-zàâçéèêëîïôûù]+ez|dites|faites)(?:-(?:vous|le|la|les|en|y|moi|nous))*$/.test(first) &&
      !/^(?:chez|assez|nez)$/.test(first)
      ? true
      : first === 'ne' || first === 'n’';
  return BASE_VERBS.has(first) && !NOT_AN_OBJECT.test(second);
}

/**
 * Whether a transit's tail is an instruction (« gardez vos repères », "keep your own bearings") rather
 * than a statement (« une page se tourne », "courage and irritation rise"): only an instruction takes a
 * manner after it (« …, posément »); "a deep change begins, in full light" read as nonsense. Every
 * clause must instruct, so a tail that already ends on its own manner (« semez grand, prudemment »,
 * "watch deeds, not promises") takes none either.
 */
export function asks(tail: string, lang: Lang): boolean {
  return !OWN_MANNER[lang].test(tail) && tail.split(',').every((c) => instructs(c, lang));
}

const WORKING_PARTS: Readonly<
  Record<Lang, Readonly<Record<Aspect, readonly [readonly string[], readonly string[]]>>>
> = {
  fr: {
    conjunction: [
      [
        'Chez vous, {x} et {y} font bloc',
        '{x} et {y} ne se séparent pas',
        'Un même {feu|élan|souffle} anime {x} et {y}',
        'Impossible de toucher à {x} sans réveiller {y}',
        '{x} et {y} avancent d’un même pas',
        'Dans votre thème, {x} et {y} se confondent',
        'Vous vivez {x} et {y} d’un seul mouvement',
        'Ce qui nourrit {x} nourrit aussi {y}',
        '{x} et {y} parlent d’une seule voix',
        'Rien ne sépare {x} et {y}',
        'Toucher à {x}, c’est engager {y}',
      ],
      [
        'l’un entraîne l’autre',
        'une seule force, souvent pressée',
        'de la puissance, peu de recul',
        'tout part ensemble',
        'une énergie à canaliser',
        'un élan doublé, parfois excessif',
        'impossible de les dissocier',
        'un trait marquant chez vous',
        'une force, parfois un excès',
        'une intensité qui se remarque',
        'un bloc difficile à freiner',
        'deux moteurs, un seul cap',
      ],
    ],
    sextile: [
      [
        'Entre {x} et {y}, des passerelles existent',
        'Vous pouvez mettre {x} au service de {y}',
        '{x} et {y} se rendent service',
        'Un pont relie {x} et {y}',
        'Chez vous, {x} et {y} coopèrent volontiers',
        'Une complicité discrète lie {x} et {y}',
        'Associer {x} et {y} vous réussit',
        '{x} et {y} s’ouvrent des portes',
        'Entre {x} et {y}, une chance modeste existe',
        '{x} et {y} s’entraident volontiers',
        'Une amitié tranquille unit {x} et {y}',
      ],
      [
        'faites le premier pas',
        'saisissez l’occasion',
        'si vous les sollicitez',
        'un effort léger suffit',
        'un geste de vous suffit',
        'une aide qui attend',
        'à cultiver avec le temps',
        'pensez-y au bon moment',
        'un atout discret, à réveiller',
        'votre impulsion fait tout',
        'une porte entrouverte',
        'une occasion à provoquer',
      ],
    ],
    trine: [
      [
        '{x} et {y} s’accordent naturellement',
        'Chez vous, {x} et {y} se soutiennent',
        'Une aisance relie {x} et {y}',
        'Tout circule entre {x} et {y}',
        '{x} et {y} vont de pair',
        'Entre {x} et {y}, tout s’emboîte',
        '{x} et {y} s’épaulent spontanément',
        'Une harmonie ancienne lie {x} et {y}',
        'Par chance, {x} et {y} s’entendent',
        'Un courant porteur relie {x} et {y}',
        'Entre {x} et {y}, rien ne coince',
      ],
      [
        'un talent reçu, pas construit',
        'un don naturel',
        'un acquis à entretenir',
        'vous réussissez là sans forcer',
        'un appui dans les tempêtes',
        'un terrain facile, à cultiver',
        'deux voix qui chantent juste',
        'presque d’instinct',
        'une facilité à faire fructifier',
        'vous y puisez sans effort',
        'une grâce à employer',
        'un cadeau de naissance',
      ],
    ],
    square: [
      [
        '{x} et {y} se disputent votre temps',
        'Entre {x} et {y}, chacun tire de son côté',
        'Un conflit oppose {x} et {y}',
        'Vous sentez {x} aller contre {y}',
        'Chez vous, {x} et {y} tirent rarement ensemble',
        'Un angle dur sépare {x} et {y}',
        'Entre {x} et {y}, le dialogue est rugueux',
        'Servir {x} bouscule un peu {y}',
        '{x} et {y} se heurtent régulièrement',
        'Un bras de fer lie {x} et {y}',
        'Entre {x} et {y}, la paix se construit',
        'Des frictions naissent entre {x} et {y}',
      ],
      [
        'à vous d’arbitrer',
        'votre détermination en naît',
        'une tension qui devient moteur',
        'une gêne réelle, et formatrice',
        'chaque heurt affine vos solutions',
        'rarement confortable, souvent fécond',
        'cela vous aguerrit',
        'de quoi vous faire agir',
        'l’effort demandé vous mûrit',
        'vous apprenez à trancher',
        'vous y avez appris l’action',
        'un frottement qui forge',
      ],
    ],
    opposition: [
      [
        '{x} et {y} se font face',
        'Vous oscillez entre {x} et {y}',
        'D’un côté {x}, de l’autre {y}',
        'Tenir ensemble {x} et {y} vous occupe',
        'Entre {x} et {y}, vous cherchez la juste distance',
        '{x} et {y} tirent chacun un bout',
        'Vous passez de {x} à {y}, puis revenez',
        'Face à face, {x} et {y} s’interpellent',
        'Chez vous, {x} et {y} se répondent de loin',
        'Vous tenez à {x}, et aussi à {y}',
      ],
      [
        'autrui vous tend le miroir',
        'un balancier à apprivoiser',
        'chacun mérite sa saison',
        'la maturité les réconcilie',
        'vos proches aident à peser',
        'une tension à mesurer',
        'les deux comptent autant',
        'un dialogue qui mûrit lentement',
        'bâtissez le pont',
        'l’équilibre vient d’autrui',
        'un va-et-vient fécond',
        'jamais l’un sans l’autre',
      ],
    ],
    quincunx: [
      [
        'Entre {x} et {y}, le courant passe mal',
        '{x} et {y} avancent sans se voir',
        'Un léger malaise relie {x} et {y}',
        'Vous ajustez sans cesse {x} et {y}',
        'Entre {x} et {y}, rien ne s’accorde seul',
        'Vous faites cohabiter {x} et {y}',
        '{x} et {y} se croisent de biais',
        'Un décalage subtil sépare {x} et {y}',
        '{x} et {y} parlent deux langues voisines',
      ],
      [
        'des réglages s’imposent',
        'vous faites l’interprète',
        'ajustez plutôt que de trancher',
        'comme on accorde un instrument',
        'par petites retouches',
        'la souplesse apaise la gêne',
        'une gêne sourde, passagère',
        'un réglage toujours à reprendre',
        'rien de grave, du doigté',
        'un ajustement patient',
      ],
    ],
  },
  en: {
    conjunction: [
      [
        'In you, {x} and {y} form one block',
        '{x} and {y} never come apart',
        'One fire drives {x} and {y}',
        'You cannot touch {x} without stirring {y}',
        '{x} and {y} march in step',
        'In your chart, {x} and {y} merge',
        'You live {x} and {y} as one movement',
        'What feeds {x} also feeds {y}',
        '{x} and {y} speak with one voice',
        'Nothing separates {x} from {y} in you',
        'Touching {x} means engaging {y}',
      ],
      [
        'one pulls the other along',
        'a single force, often hasty',
        'great power, little distance',
        'everything goes at once',
        'energy to be channelled',
        'double drive, sometimes excessive',
        'impossible to pull apart',
        'a marked trait of yours',
        'a strength, at times excessive',
        'an intensity others notice',
        'a block hard to slow',
        'two engines, one course',
      ],
    ],
    sextile: [
      [
        'Between {x} and {y}, bridges exist',
        'You can put {x} to work for {y}',
        '{x} and {y} do each other favours',
        'A bridge joins {x} and {y}',
        'In you, {x} and {y} cooperate readily',
        'A quiet complicity links {x} and {y}',
        'Combining {x} with {y} suits you',
        '{x} and {y} open doors for each other',
        'Between {x} and {y} lies a modest chance',
        '{x} and {y} help each other readily',
        'A calm friendship unites {x} and {y}',
      ],
      [
        'make the first move',
        'seize the opening',
        'if you call on them',
        'a light effort is enough',
        'one gesture of yours suffices',
        'help awaiting your signal',
        'worth cultivating',
        'think of it in time',
        'a quiet asset to wake',
        'your push does it all',
        'a door left ajar',
        'a chance to provoke',
      ],
    ],
    trine: [
      [
        '{x} and {y} agree naturally',
        'In you, {x} and {y} support each other',
        'An ease links {x} and {y}',
        'Everything flows between {x} and {y}',
        '{x} and {y} go hand in hand',
        'Between {x} and {y}, everything fits',
        '{x} and {y} back each other unasked',
        'An old harmony links {x} and {y}',
        'Luckily, {x} and {y} get along',
        'A favourable current joins {x} and {y}',
        'Nothing jars between {x} and {y}',
      ],
      [
        'a gift received, not built',
        'a talent that comes easily',
        'never to take for granted',
        'you succeed there effortlessly',
        'a support in storms',
        'easy ground, worth tending',
        'two voices in tune',
        'almost by instinct',
        'an ease to use',
        'you draw on it freely',
        'a grace to use',
        'a birth gift',
      ],
    ],
    square: [
      [
        '{x} and {y} compete for your time',
        'Between {x} and {y}, each pulls its own way',
        'A conflict sets {x} against {y}',
        'You feel {x} working against {y}',
        'In you, {x} and {y} rarely pull together',
        'A hard angle separates {x} and {y}',
        'Between {x} and {y}, the dialogue is rough',
        'Serving {x} unsettles {y} a little',
        '{x} and {y} clash regularly',
        'A tug of war binds {x} and {y}',
        'Between {x} and {y}, peace has to be built',
        'Friction runs between {x} and {y}',
      ],
      [
        'you have to arbitrate',
        'your determination comes from it',
        'tension turned into drive',
        'real strain, and a teacher',
        'each clash sharpens your answers',
        'rarely comfortable, often fruitful',
        'it is what toughens you',
        'enough to spur action',
        'the effort makes you grow',
        'you learn to decide',
        'it taught you to act',
        'a friction that forges',
      ],
    ],
    opposition: [
      [
        '{x} and {y} face each other',
        'You swing between {x} and {y}',
        'On one side {x}, on the other {y}',
        'You must hold {x} and {y} together',
        'Between {x} and {y} you seek the right distance',
        '{x} and {y} each pull one end',
        'You cross from {x} to {y} and back',
        'Face to face, {x} and {y} call to each other',
        'In you, {x} and {y} answer across the sky',
        'You hold to {x}, and to {y} too',
      ],
      [
        'others hold up the mirror',
        'a pendulum to tame',
        'each deserves its season',
        'maturity reconciles them',
        'your close ones help',
        'a tension asking for measure',
        'both count as much',
        'a dialogue ripening slowly',
        'build the bridge yourself',
        'balance is found with others',
        'a fruitful back and forth',
        'neither without the other',
      ],
    ],
    quincunx: [
      [
        'Between {x} and {y}, the current flows badly',
        '{x} and {y} move on unseeing',
        'A slight unease links {x} and {y}',
        'You keep adjusting {x} to {y}',
        'Between {x} and {y}, nothing fits by itself',
        'You make room for {x} and {y}',
        '{x} and {y} meet at a slant',
        'A subtle gap separates {x} and {y}',
        '{x} and {y} speak neighbouring languages',
      ],
      [
        'adjustments are needed',
        'you act as interpreter',
        'adjust rather than cut',
        'like tuning an instrument',
        'through small touches',
        'flexibility eases the strain',
        'a dull unease that fades',
        'a fitting to redo often',
        'nothing serious, but finesse',
        'a patient adjustment',
      ],
    ],
  },
};

const workingsOf = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(WORKING_PARTS[lang]).map(([aspect, [cores, tails]]) => [
      aspect,
      workings(cores, tails, lang, NATAL_CODAS[lang][aspect as Aspect], true),
    ]),
  ) as Record<Aspect, string[]>;

/**
 * What a natal aspect does between two points, for the long readings, by aspect: `{x}` and `{y}` are
 * the two points' themes (TRANSIT_THEMES, any noun phrase, singular or plural); they stand together
 * as one compound subject or apart as objects, so that no verb or adjective agrees with one of them.
 */
export const NATAL_ASPECT_WORKINGS: Readonly<Record<Lang, Readonly<Record<Aspect, readonly string[]>>>> = {
  fr: workingsOf('fr'),
  en: workingsOf('en'),
};

/**
 * What to do with a natal aspect, by its nature: no theme in them (they follow the working), but the two
 * points by name ({a}, {b}: « le Soleil », "Mars"), so that any seven words of the advice hold one of them —
 * one advice for every chart was a frame shared by half the readings (issue 38). Three words at most
 * before {a} and four after {b}: « Cultivez l’alliance entre la Lune et » was a frame of its own. French
 * slots never follow « de », « à » or « en » (« de le Soleil »).
 */
const ADVICE_CORES: Readonly<
  Record<Lang, Readonly<Record<'flowing' | 'tense' | 'fusion', readonly string[]>>>
> = {
  fr: {
    flowing: [
      'Utilisez sciemment {a} et {b}.',
      'Faites travailler {a} avec {b}, concrètement.',
      'Repassez par {a} et {b} quand tout bloque.',
      'Notez ce que {a} et {b} vous apportent.',
      'Disciplinez {a} et {b} : un don devient métier.',
      'Comptez sur {a} et {b} dans le doute.',
      'Cultivez ensemble {a} et {b}.',
      'Misez sur {a} et {b} aux moments décisifs.',
      'Entretenez ce que {a} et {b} réussissent.',
      'Appuyez-vous sur {a} et {b}.',
      'Laissez {a} et {b} vous porter, {sans excès|avec mesure|sans vous y perdre}.',
      'Associez sciemment {a} et {b}.',
    ],
    tense: [
      'Ne bâillonnez ni {a} ni {b}.',
      'Quand {a} et {b} se frottent, ralentissez.',
      '{a} et {b} gagnent à coopérer.',
      'Avec le temps, {a} et {b} font une force.',
      '{a} contre {b} ? Nommez l’enjeu.',
      'Chacun son terrain : {a}, puis {b}.',
      'Ne tranchez pas entre {a} et {b}.',
      'Écrivez ce que {veulent|demandent|cherchent} {a} et {b}.',
      'Laissez {a} et {b} négocier.',
      'Écoutez {a}, puis {b}, avant de décider.',
      'Alternez : tantôt {a}, tantôt {b}.',
      'Cherchez ce que protègent {a} et {b}.',
    ],
    fusion: [
      'Quand {a} et {b} s’emballent, respirez.',
      'Que {a} et {b} servent un but clair.',
      '{a} et {b} marquent votre thème : assumez-le.',
      'Laissez parler {a} et {b}, sans tout céder.',
      'Canalisez {a} et {b} vers une tâche.',
      'Avec {a} et {b} réunis, faites des pauses.',
      'Sentez quand {a} et {b} parlent trop fort.',
      'Modérez {a} et {b} sans les brider.',
      'Surveillez {a} et {b} : forts, peu nuancés.',
      'Prenez du recul sur {a} et {b}.',
    ],
  },
  en: {
    flowing: [
      'Use {a} and {b} knowingly.',
      'Put {a} and {b} to work together.',
      'Return to {a} and {b} when stuck.',
      'Note what {a} and {b} bring you.',
      'Discipline {a} and {b}: the gift becomes skill.',
      'Lean on {a} and {b} when in doubt.',
      'Cultivate {a} and {b} together.',
      'Bet on {a} and {b} at key moments.',
      'Keep up what {a} and {b} do well.',
      'Rely on {a} and {b}.',
      'Let {a} and {b} carry you, {within reason|without excess|in good measure}.',
      'Pair {a} with {b} on purpose.',
    ],
    tense: [
      'Silence neither {a} nor {b}.',
      'When {a} and {b} rub, slow down.',
      '{a} and {b} gain by cooperating.',
      'In time, {a} and {b} make a strength.',
      '{a} against {b}? Name the stakes.',
      'Give {a} and {b} their own ground.',
      'Never pick between {a} and {b}.',
      'Write down what {a} and {b} want.',
      'Let {a} and {b} negotiate.',
      'Hear {a}, then {b}, before deciding.',
      'Alternate: now {a}, now {b}.',
      'Ask what {a} and {b} each protect.',
    ],
    fusion: [
      'When {a} and {b} race, breathe.',
      'Give {a} and {b} one clear aim.',
      '{a} and {b} mark your chart: own it.',
      'Let {a} and {b} speak, without yielding everything.',
      'Channel {a} and {b} into one task.',
      'With {a} and {b} joined, take pauses.',
      'Notice when {a} and {b} get too loud.',
      'Temper {a} and {b} without muzzling them.',
      'Watch {a} and {b}: strong, but unsubtle.',
      'Keep some distance from {a} and {b}.',
    ],
  },
};

const adviceOf = (lang: Lang) =>
  Object.fromEntries(
    (['flowing', 'tense', 'fusion'] as const).map((kind) => [
      kind,
      spread(ADVICE_CORES[lang][kind], (c) => [c], `${lang}:${kind}`),
    ]),
  ) as Record<'flowing' | 'tense' | 'fusion', string[]>;

/**
 * What to do with a natal aspect, by its nature (ADVICE_CORES). A second short sentence of « why »
 * after each (« Cela paie. », "Peace follows.") was filler a reader noticed, and is gone.
 */
export const NATAL_ASPECT_ADVICE: Readonly<
  Record<Lang, Readonly<Record<'flowing' | 'tense' | 'fusion', readonly string[]>>>
> = { fr: adviceOf('fr'), en: adviceOf('en') };

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

/** Words as the frames count them (« l’image » is two). */
const wordCount = (t: string) => t.split(/[\s’'-]+/).filter(Boolean).length;

/**
 * A house's field from its parts: every two in both orders (« vos proches et vos
 * écrits »), six words at most, so that a house met in many readings is not told in the same words after
 * « en maison 3 » (issue 38). `whole` are phrases that stand alone only (« ce qui vous fait vibrer »).
 */
function areasOf(parts: readonly string[], whole: readonly string[], lang: Lang): string[] {
  const and = lang === 'fr' ? 'et' : 'and';
  const pairs = parts.flatMap((a) => parts.filter((b) => b !== a).map((b) => `${a} ${and} ${b}`));
  return spread(
    [...whole, ...pairs.filter((t) => wordCount(t) <= 6)],
    (t) => t.split(` ${and} `),
    `${lang}:${parts[0]}`,
  );
}

const HOUSE_PARTS: Readonly<Record<Lang, readonly (readonly [readonly string[], readonly string[]])[]>> = {
  fr: [
    [
      [
        'votre allure',
        'vos premiers pas',
        'votre tempérament',
        'votre vitalité',
        'votre entrée en scène',
        'votre élan de vie',
        'votre apparence',
      ],
      ['l’image que vous donnez', 'ce qu’on voit de vous', 'votre manière d’entrer en scène'],
    ],
    [
      [
        'vos ressources',
        'votre valeur propre',
        'votre argent',
        'vos talents',
        'vos biens',
        'vos revenus',
        'votre sécurité matérielle',
      ],
      ['ce que vous possédez et estimez', 'ce que vous gagnez'],
    ],
    [
      [
        'vos proches',
        'vos trajets',
        'la fratrie',
        'le voisinage',
        'vos écrits',
        'vos apprentissages',
        'vos messages',
        'les petits déplacements',
      ],
      ['les échanges du quotidien', 'ce que vous dites et écrivez'],
    ],
    [
      [
        'votre foyer',
        'vos racines',
        'la famille',
        'vos parents',
        'votre passé',
        'vos jeunes années',
        'vos origines',
        'votre vie privée',
      ],
      ['ce qui vous a vu grandir'],
    ],
    [
      [
        'vos plaisirs',
        'vos créations',
        'vos amours',
        'le jeu',
        'les enfants',
        'votre créativité',
        'vos loisirs',
        'vos coups de cœur',
      ],
      ['ce qui vous fait vibrer', 'ce qui vous amuse'],
    ],
    [
      [
        'votre quotidien',
        'vos habitudes',
        'vos tâches',
        'vos routines',
        'votre emploi du temps',
        'vos obligations',
        'les services rendus',
      ],
      ['le travail de chaque jour', 'l’organisation de vos journées'],
    ],
    [
      [
        'le couple',
        'vos associations',
        'vos partenaires',
        'vos alliances',
        'vos contrats',
        'vos engagements à deux',
        'vos rivaux déclarés',
      ],
      ['la relation à l’autre', 'ce qui se joue à deux'],
    ],
    [
      [
        'l’intimité',
        'les liens profonds',
        'vos crises fécondes',
        'vos biens partagés',
        'vos transformations',
        'vos renaissances',
        'les ressources d’autrui',
      ],
      ['ce que vous mettez en commun', 'ce que vous partagez et transformez'],
    ],
    [
      [
        'les horizons lointains',
        'les études',
        'votre quête de sens',
        'les voyages',
        'vos convictions',
        'votre curiosité',
        'votre philosophie',
        'vos idéaux',
      ],
      ['ce qui élargit votre monde'],
    ],
    [
      [
        'votre carrière',
        'votre vocation',
        'votre ambition publique',
        'vos visées',
        'votre réputation',
        'votre statut',
        'votre place sociale',
      ],
      ['vos visées dans le monde', 'ce que vous voulez accomplir'],
    ],
    [
      [
        'vos amis',
        'vos projets collectifs',
        'vos espérances',
        'vos réseaux',
        'vos cercles',
        'vos soutiens',
        'vos alliés',
        'vos appartenances',
      ],
      ['les projets portés à plusieurs'],
    ],
    [
      [
        'votre vie intérieure',
        'le retrait',
        'les coulisses',
        'votre part secrète',
        'vos ressourcements',
        'le silence',
        'la solitude choisie',
        'vos heures calmes',
      ],
      ['ce qui se passe en coulisses'],
    ],
  ],
  en: [
    [
      [
        'your bearing',
        'your first steps',
        'your temperament',
        'your vitality',
        'your entrance',
        'your outward {manner|style}',
        'your appearance',
      ],
      ['the image you {give|project}', 'the way you step forward', 'how others first see you'],
    ],
    [
      [
        'your resources',
        'your self-worth',
        'your money',
        'your talents',
        'your possessions',
        'your income',
        'your material {security|safety}',
      ],
      ['what you own and value', 'what you earn'],
    ],
    [
      [
        'your circle',
        'your errands',
        'your siblings',
        'your neighbours',
        'your writing',
        'your learning',
        'your messages',
        'short journeys',
      ],
      ['everyday exchanges', 'what you say and write'],
    ],
    [
      [
        'your home',
        'your roots',
        'your family',
        'your parents',
        'your past',
        'your early years',
        'your origins',
        'your private {life|world}',
      ],
      ['where you come from'],
    ],
    [
      [
        'your pleasures',
        'your creations',
        'your romances',
        'play',
        'children',
        'your creativity',
        'your leisure',
        'your passions',
      ],
      ['what delights you', 'what makes you come alive'],
    ],
    [
      [
        'your daily round',
        'your habits',
        'your tasks',
        'your routines',
        'your schedule',
        'your obligations',
        'the services you render',
      ],
      ['the work of each day', 'the way you organise your days'],
    ],
    [
      [
        'partnership',
        'your associations',
        'your partners',
        'your alliances',
        'your contracts',
        'your commitments to another',
        'your open rivals',
      ],
      ['your dealings with others', 'what happens between two'],
    ],
    [
      [
        'intimacy',
        'your deep {bonds|ties}',
        'your fruitful {crises|upheavals}',
        'shared {resources|assets}',
        'your transformations',
        'your rebirths',
        'other people’s money',
      ],
      ['what you hold in common', 'what you share and transform'],
    ],
    [
      [
        'distant horizons',
        'higher studies',
        'your search for meaning',
        'travel',
        'your convictions',
        'your thirst to learn',
        'your philosophy',
        'your ideals',
      ],
      ['what widens your world'],
    ],
    [
      [
        'your career',
        'your standing',
        'your vocation',
        'your public {ambition|aims}',
        'your reputation',
        'your status',
        'your public role',
      ],
      ['your aims in the world', 'what you mean to achieve'],
    ],
    [
      [
        'your friends',
        'your group projects',
        'your hopes',
        'your networks',
        'your circles',
        'your supporters',
        'your allies',
        'your shared ventures',
      ],
      ['the groups you belong to'],
    ],
    [
      [
        'your inner life',
        'retreat',
        'the backstage',
        'your hidden side',
        'your inner rest',
        'silence',
        'chosen solitude',
        'your quiet hours',
      ],
      ['what happens behind the scenes'],
    ],
  ],
};

/** Each house's field in a few words (dozens of ways each), for a placement read with its house. */
export const HOUSE_AREAS: Readonly<Record<Lang, readonly (readonly string[])[]>> = {
  fr: HOUSE_PARTS.fr.map(([parts, whole]) => areasOf(parts, whole, 'fr').map((t) => joinedAnyhow(t, 'fr'))),
  en: HOUSE_PARTS.en.map(([parts, whole]) => areasOf(parts, whole, 'en').map((t) => joinedAnyhow(t, 'en'))),
};

/**
 * The « et » of a French pair in one of a few wordings, drawn by the writer (« vos partenaires
 * {et|…|ainsi que|comme} vos contrats »): « en maison 7, le couple et vos » was a composed run of a
 * seventh of the readings, the house number and the area's first words being the same wherever house 7
 * was read.
 * « et » is weighed four times: a long reading names two dozen areas, and « ainsi que » at every turn
 * read mannered. English keeps its « and » (« and also » eight times a reading was worse than the run),
 * and drops the second « your » or not.
 */
function joinedAnyhow(area: string, lang: Lang): string {
  return lang === 'fr'
    ? area.replace(/ et (?=(vos|votre|vos|le|la|les|l’) )/, ' {et|et|et|et|ainsi que|comme} ')
    : // English may let one « your » serve both (« your vitality and appearance »): « in house 1: your
      // vitality and your » was seven words in five readings of 36.
      area.replace(/^your (.+) and your (?=\S)/, 'your $1 and {your |}');
}

/**
 * Each house's field as the natal ground tells it, after « maison 5 : » or « du côté de »: the
 * lexicon's words (which the symbolic reading and the daily horoscope use as they are) with wordings
 * to draw, the first word always the lexicon's so that « de » elides before it as before.
 */
export const HOUSE_FIELDS: Readonly<Record<Lang, readonly string[]>> = {
  fr: [
    'la personnalité et {la manière|la façon} de se {présenter|montrer} {au monde|aux autres}',
    'les ressources, {l’argent|les finances} et {l’estime de soi|la valeur qu’on se donne}',
    'la communication, {l’entourage proche|les proches} et {les petits déplacements|les trajets du quotidien}',
    'le foyer, {la famille|la vie de famille} et {les racines|les origines}',
    'l’amour, {le plaisir|les plaisirs|les loisirs}, {la créativité|la création|l’élan créateur} et les enfants',
    'le travail {quotidien|de tous les jours}, {les habitudes|les routines} et {l’hygiène de vie|le soin de soi}',
    'le couple, {les associations|les alliances|les contrats} et {la relation à l’autre|les rapports avec autrui}',
    'l’intimité, {les biens partagés|ce que l’on met en commun} et {les transformations|les grands changements}',
    'les voyages {lointains|au long cours}, {les études|le savoir} et {la quête de sens|la recherche d’un sens}',
    'la carrière, {la vocation|l’ambition} et la place {dans la société|dans le monde}',
    'les amitiés, les projets {collectifs|à plusieurs|communs} et {les espérances|les espoirs}',
    'la vie intérieure, {le retrait|la solitude} et {ce qui se|tout ce qui se} {joue|trame|passe} en coulisses',
  ],
  en: [
    'personality and {the way|how} you {present yourself|show yourself} to {the world|others}',
    'resources, {money|finances} and {self-worth|the value you give yourself}',
    'communication, {your close circle|the people around you} and {short journeys|everyday travel}',
    'home, {family|family life} and {roots|origins}',
    'love, {pleasure|pleasures}, {creativity|creation} and children',
    'daily work, {habits|routines} and {lifestyle|self-care}',
    'partnership, {associations|alliances} and {one-to-one relationships|dealings with others}',
    'intimacy, {shared resources|what is held in common|joint assets} and {transformation|deep change}',
    'long journeys, {studies|learning} and {the search for meaning|the quest for meaning}',
    'career, {vocation|ambition} and {public standing|your place in the world}',
    'friendships, {group projects|shared ventures} and {hopes|aspirations}',
    'inner life, {retreat|solitude} and what {happens|goes on|plays out} behind the scenes',
  ],
};

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
    fr: ['votre confiance en vous', 'vos choix personnels', 'votre sens de vous-même', 'votre rayonnement'],
    en: ['your self-confidence', 'your personal choices', 'your sense of who you are', 'the way you shine'],
  },
  moon: {
    fr: [
      'votre équilibre intérieur',
      'votre foyer et vos émotions',
      'votre besoin de sécurité',
      'votre monde intime',
    ],
    en: ['your inner balance', 'your home and your feelings', 'your need for security', 'your private world'],
  },
  mercury: {
    fr: [
      'vos échanges et vos démarches',
      'vos projets d’écriture et de parole',
      'votre façon de réfléchir',
      'vos conversations',
    ],
    en: ['your exchanges and errands', 'what you write and say', 'the way you think', 'your conversations'],
  },
  venus: {
    fr: [
      'votre vie sentimentale',
      'vos liens et vos plaisirs',
      'votre manière d’aimer',
      'votre sens du plaisir',
    ],
    en: ['your love life', 'your bonds and your pleasures', 'the way you love', 'your sense of pleasure'],
  },
  mars: {
    fr: ['votre élan et votre courage', 'vos initiatives', 'votre combativité', 'votre énergie d’action'],
    en: ['your drive and your courage', 'your initiatives', 'your fighting spirit', 'your energy for action'],
  },
  jupiter: {
    fr: [
      'vos espoirs et vos projets',
      'votre élan vers l’avenir',
      'votre confiance en l’avenir',
      'votre soif d’horizons',
    ],
    en: [
      'your hopes and plans',
      'your reach towards the future',
      'your trust in the future',
      'your thirst for horizons',
    ],
  },
  saturn: {
    fr: [
      'vos engagements de long terme',
      'ce que vous construisez patiemment',
      'votre sens des responsabilités',
      'vos structures',
    ],
    en: [
      'your long-term commitments',
      'what you build patiently',
      'your sense of responsibility',
      'your structures',
    ],
  },
  uranus: {
    fr: [
      'votre part d’indépendance',
      'vos envies de changement',
      'votre besoin de liberté',
      'votre originalité',
    ],
    en: ['your independent streak', 'your wish for change', 'your need for freedom', 'your originality'],
  },
  neptune: {
    fr: [
      'vos rêves et votre inspiration',
      'votre sensibilité la plus fine',
      'votre imaginaire',
      'votre part d’idéal',
    ],
    en: ['your dreams and inspiration', 'your finest sensitivity', 'your imagination', 'your ideals'],
  },
  pluto: {
    fr: [
      'vos transformations intérieures',
      'ce qui vous anime au plus profond',
      'votre force de renaissance',
      'vos désirs profonds',
    ],
    en: [
      'your inner transformations',
      'what drives you most deeply',
      'your power of renewal',
      'your deepest desires',
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
    ],
    en: [
      'the way you present yourself',
      'the image you give',
      'your bearing',
      'the first impression you make',
    ],
  },
  mc: {
    fr: [
      'votre vie professionnelle',
      'vos ambitions et votre réputation',
      'votre vocation',
      'votre place dans le monde',
    ],
    en: ['your working life', 'your ambitions and reputation', 'your vocation', 'your place in the world'],
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
    ],
    sextile: [
      'Entre {x} et {y}, les passerelles existent déjà ; il suffit d’un geste de votre part pour les emprunter.',
      'Vous pouvez faire servir {x} à {y} : une entraide discrète, qui ne se déclenche que si vous la sollicitez.',
      '{x} et {y} se rendent service dès que vous leur en donnez l’occasion.',
      'Une occasion revient souvent chez vous : mettre {x} au service de {y}, presque sans effort.',
    ],
    trine: [
      '{x} et {y} s’accordent naturellement : un talent que vous avez reçu plus que construit.',
      'Chez vous, entre {x} et {y}, le soutien est spontané ; le piège serait de tenir ce don pour acquis.',
      'Une aisance relie {x} et {y} : ce qui demanderait des efforts à d’autres vous vient avec fluidité.',
      'La circulation est libre entre {x} et {y}, et c’est souvent là que vous réussissez sans forcer.',
    ],
    square: [
      '{x} et {y} se disputent votre temps et votre énergie : une friction qui vous oblige à choisir, puis à construire.',
      'Entre {x} et {y}, chaque camp réclame autre chose ; de ce frottement naît votre détermination.',
      'Il y a chez vous un conflit entre {x} et {y}, et c’est lui qui vous a appris à agir plutôt qu’à attendre.',
      'Vous sentez parfois {x} aller contre {y} : cette tension, bien employée, devient un moteur.',
    ],
    opposition: [
      '{x} et {y} se font face comme les deux plateaux d’une balance : vous passez de l’un à l’autre avant de trouver le point d’équilibre.',
      'Vous oscillez entre {x} et {y}, et les autres vous renvoient souvent le côté que vous négligez.',
      'D’un côté {x}, de l’autre {y} : un dialogue permanent, qui mûrit avec les années.',
      'Tenir ensemble {x} et {y} : voilà ce que la maturité vous demande, et ce qu’elle finit par vous donner.',
    ],
    quincunx: [
      'Entre {x} et {y}, le courant passe mal : deux logiques qui ne se comprennent pas d’emblée et demandent des réglages.',
      '{x} et {y} avancent sans se voir ; c’est à vous de traduire l’un pour l’autre.',
      'Un léger malaise relie {x} et {y}, le genre de gêne qui pousse à ajuster plutôt qu’à trancher.',
      'Vous réglez sans cesse la distance entre {x} et {y}, comme on accorde un instrument.',
    ],
  },
  en: {
    conjunction: [
      'In you, {x} and {y} never come apart: when one moves, the other follows within a second.',
      'You cannot touch {x} without stirring {y}: the two form a single knot of energy.',
      'What feeds {x} also feeds {y}, and what hurts them hurts them together.',
      'For you, {x} and {y} speak with one voice, a strong one, sometimes in too much of a hurry.',
    ],
    sextile: [
      'Between {x} and {y}, the bridges are already built; it only takes a move on your part to cross them.',
      'You can put {x} to work for {y}: a quiet form of help that only starts when you call on it.',
      '{x} and {y} do each other favours as soon as you give them the chance.',
      'One opening keeps coming back for you: putting {x} at the service of {y}, almost without effort.',
    ],
    trine: [
      '{x} and {y} agree with each other naturally: a gift you received more than built.',
      'For you, support between {x} and {y} comes unprompted; the trap would be to take that gift for granted.',
      'An ease links {x} and {y}: what would cost others effort comes to you fluently.',
      'The way is open between {x} and {y}, and that is often where you succeed without forcing.',
    ],
    square: [
      '{x} and {y} compete for your time and energy: a friction that makes you choose, then build.',
      'Between {x} and {y}, each side asks for something else; your determination is born of that rub.',
      'There is a conflict in you between {x} and {y}, and it taught you to act rather than wait.',
      'At times you feel {x} working against {y}: that tension, well used, becomes an engine.',
    ],
    opposition: [
      '{x} and {y} face each other like the two pans of a scale: you swing from one to the other before you find the balance point.',
      'You move back and forth between {x} and {y}, and other people often show you the side you neglect.',
      'On one side {x}, on the other {y}: a constant dialogue, which ripens with the years.',
      'Holding {x} and {y} together: that is what maturity asks of you, and what it ends up giving you.',
    ],
    quincunx: [
      'Between {x} and {y} the current flows badly: two logics that do not understand each other at first and need fine-tuning.',
      '{x} and {y} move on without seeing each other; it is up to you to translate one for the other.',
      'A slight unease links {x} and {y}, the kind of discomfort that makes you adjust rather than cut.',
      'You keep adjusting the distance between {x} and {y}, the way one tunes an instrument.',
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
      'Notez les succès que {a} et {b} vous ont valus : votre méthode est là.',
      'Disciplinez {a} et {b} : ce don deviendra une compétence.',
    ],
    tense: [
      'Ne faites taire ni {a} ni {b} : chacun son heure.',
      'Quand {a} et {b} se frottent, ralentissez : que protège chacun ?',
      'Un projet concret peut obliger {a} et {b} à coopérer.',
      'Avec les années, la tension entre {a} et {b} devient une force enviée.',
      'Repérez ce qui met {a} et {b} aux prises : le nommer suffit souvent.',
    ],
    fusion: [
      'Gardez du recul sur {a} et {b} : de la force, mais peu de nuances.',
      'Quand {a} et {b} vous emportent, reculez d’un pas.',
      'Que {a} et {b} servent un but clair.',
      '{a} et {b} signent fortement votre thème : assumez-le.',
      'Laissez {a} et {b} s’exprimer, sans tout leur céder.',
    ],
  },
  en: {
    flowing: [
      'Use {a} and {b} knowingly: it pays double.',
      'Put {a} and {b} to work on a definite project.',
      'When stuck, go back through {a} and {b}.',
      'Note the wins {a} and {b} bring you; they show your method.',
      'Discipline {a} and {b}, and the gift becomes a skill.',
    ],
    tense: [
      'Silence neither {a} nor {b}: each needs its own time.',
      'When {a} and {b} rub, ask what each protects.',
      'A concrete project can make {a} and {b} cooperate.',
      'Over the years the pull between {a} and {b} becomes an envied strength.',
      'Spot what sets {a} against {b}: naming it often defuses it.',
    ],
    fusion: [
      'Keep some distance from {a} and {b}: strength, but few shades.',
      'When {a} and {b} sweep you along, step aside.',
      'Give {a} and {b} one clear aim.',
      '{a} and {b} sign your chart strongly: own it.',
      'Give {a} and {b} room, but not all the room.',
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
    ['votre allure et vos premiers pas', 'l’image que vous donnez'],
    ['vos ressources et votre valeur propre', 'ce que vous possédez et estimez'],
    ['vos proches et vos trajets', 'les échanges du quotidien'],
    ['votre foyer et vos racines', 'la maison et la famille'],
    ['vos plaisirs et vos créations', 'l’amour, le jeu et les enfants'],
    ['votre quotidien et vos habitudes', 'le travail de chaque jour'],
    ['le couple et les associations', 'vos partenaires'],
    ['l’intimité et les liens profonds', 'ce que vous partagez et transformez'],
    ['les horizons lointains et les études', 'votre quête de sens'],
    ['votre carrière et votre place sociale', 'votre vocation'],
    ['vos amitiés et vos projets collectifs', 'vos espérances et vos réseaux'],
    ['votre vie intérieure et le retrait', 'ce qui se passe en coulisses'],
  ],
  en: [
    ['your bearing and first steps', 'the image you give'],
    ['your resources and self-worth', 'what you own and value'],
    ['your circle and your errands', 'everyday exchanges'],
    ['your home and your roots', 'house and family'],
    ['your pleasures and creations', 'love, play and children'],
    ['your daily round and habits', 'the work of each day'],
    ['partnership and associations', 'your partners'],
    ['intimacy and deep bonds', 'what you share and transform'],
    ['distant horizons and studies', 'your search for meaning'],
    ['your career and standing', 'your vocation'],
    ['your friendships and group projects', 'your hopes and networks'],
    ['your inner life and retreat', 'what happens behind the scenes'],
  ],
};

import { signInfo, signOf } from '../astrology/zodiac';
import type { Lexicon } from './astrology-lexicon';
import { dateRange } from './dates';
import { PHRASES_FR } from './astrology-phrases-fr';
import { SIGNS_FR } from './astrology-signs-fr';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const firstOfMonth = (s: string) => s.replace(/^1( |$)/, '1er$1');
const date = (iso: string) => firstOfMonth(dayMonthYear.format(noon(iso)));

export const LEXICON_FR: Lexicon = {
  lang: 'fr',
  signs: SIGNS_FR,
  theme: {
    sun: 'votre identité, votre volonté et ce qui vous fait rayonner',
    moon: 'vos besoins affectifs, votre sensibilité et votre sentiment de sécurité',
    mercury: 'votre pensée, votre manière de communiquer et d’apprendre',
    venus: 'votre façon d’aimer, vos goûts et ce qui vous attire',
    mars: 'votre énergie, votre désir et votre façon d’agir',
    jupiter: 'votre confiance, votre croissance et votre rapport à la chance',
    saturn: 'vos responsabilités, vos limites et ce que vous bâtissez dans la durée',
    uranus: 'votre besoin de liberté, vos intuitions soudaines et votre originalité',
    neptune: 'vos idéaux, votre imaginaire et votre sensibilité la plus subtile',
    pluto: 'vos forces profondes, vos métamorphoses et votre rapport au pouvoir',
    node: 'la direction dans laquelle grandir',
    ascendant: 'votre manière d’aborder le monde et la première impression que vous donnez',
    mc: 'votre vocation et la place que vous voulez tenir dans le monde',
  },
  core: {
    sun: 'votre volonté',
    moon: 'votre sensibilité',
    mercury: 'votre pensée',
    venus: 'votre cœur',
    mars: 'votre énergie',
    jupiter: 'votre confiance',
    saturn: 'votre sens des responsabilités',
    uranus: 'votre besoin de liberté',
    neptune: 'votre imaginaire',
    pluto: 'vos forces profondes',
    node: 'votre chemin d’évolution',
    ascendant: 'votre manière d’aborder le monde',
    mc: 'votre vocation',
  },
  houses: [
    'la personnalité et la manière de se présenter au monde',
    'les ressources, l’argent et l’estime de soi',
    'la communication, l’entourage proche et les petits déplacements',
    'le foyer, la famille et les racines',
    'l’amour, le plaisir, la créativité et les enfants',
    'le travail quotidien, les habitudes et l’hygiène de vie',
    'le couple, les associations et la relation à l’autre',
    'l’intimité, les biens partagés et les transformations',
    'les voyages lointains, les études et la quête de sens',
    'la carrière, la vocation et la place dans la société',
    'les amitiés, les projets collectifs et les espérances',
    'la vie intérieure, le retrait et ce qui se joue en coulisses',
  ],
  aspects: {
    conjunction: {
      name: 'conjonction',
      nature: 'une fusion de deux énergies qui agissent ensemble, avec force et parfois sans nuance',
    },
    sextile: { name: 'sextile', nature: 'une collaboration facile, une occasion qu’il suffit de saisir' },
    square: {
      name: 'carré',
      nature: 'une tension stimulante, un défi qui pousse à agir et à trouver un terrain d’entente',
    },
    trine: { name: 'trigone', nature: 'une harmonie naturelle, un talent qui circule sans effort' },
    opposition: {
      name: 'opposition',
      nature: 'un face-à-face entre deux besoins, un équilibre à trouver, souvent à travers les autres',
    },
  },
  elements: {
    fire: {
      name: 'le Feu',
      pronoun: 'lui',
      strong: 'l’élan, l’enthousiasme et le besoin d’agir',
      weak: 'l’élan se cultive, et il vous faut de bonnes raisons pour vous lancer',
      strongs: [
        'l’ardeur, l’initiative et le goût de {l’action|l’action concrète|l’engagement}',
        'la {flamme|passion}, le {courage|cran} et l’envie {d’oser|de tenter|de se lancer}',
        'la spontanéité, la confiance et l’énergie de commencer',
        'la chaleur, l’audace et un élan {communicatif|contagieux}',
        'le goût du défi, la {franchise|sincérité} et une énergie {qui entraîne|qui emporte les autres|communicative}',
        'l’enthousiasme, le cran et le besoin {de se lancer|d’y aller}',
        'la fougue, la générosité et l’envie {de briller|de rayonner}',
        'l’impulsion, la foi en soi et le refus {de la tiédeur|des demi-mesures}',
      ],
      weaks: [
        'vous démarrez plus lentement, et l’envie d’agir se nourrit de vraies raisons',
        'oser le premier pas vous coûte, et la motivation se construit',
        'l’initiative se prend chez vous avec réflexion plutôt que sur un coup de tête',
        'le feu sacré vient par moments, et il faut savoir le rallumer',
        'vous gagnez à vous fixer des défis, car l’audace ne vient pas seule',
        'l’élan vous vient {par vagues|par moments}, et il se {nourrit|cultive} de projets qui vous tiennent à cœur',
        'vous {réfléchissez|mûrissez} avant de foncer, et l’enthousiasme {demande à être entretenu|se construit pas à pas}',
      ],
    },
    earth: {
      name: 'la Terre',
      pronoun: 'elle',
      strong: 'le sens du concret, la patience et la fiabilité',
      weak: 'le concret demande un effort, et routines et ancrage vous sont précieux',
      strongs: [
        'la solidité, la constance et le goût {du travail bien fait|de l’ouvrage soigné|des choses bien faites}',
        'le réalisme, l’endurance et le sens pratique',
        'la patience, la prudence et l’ancrage {dans le réel|dans le concret}',
        'la {persévérance|ténacité}, le {pragmatisme|sens pratique} et les pieds {sur terre|bien sur terre}',
        'le sens des réalités, la fiabilité et la patience {des bâtisseurs|du bâtisseur}',
        'la méthode, la sobriété et le goût du tangible',
        'la ténacité, le bon sens et l’attention au concret',
        'la fidélité à vos {engagements|promesses}, la prudence et le souci {du durable|de ce qui dure}',
      ],
      weaks: [
        'le quotidien matériel vous pèse parfois, et un cadre régulier vous aide',
        'garder les pieds sur terre demande un effort, et des habitudes simples vous stabilisent',
        'le corps et l’argent réclament une attention qu’il faut vous imposer',
        'les détails pratiques vous échappent volontiers, et des listes vous rendent service',
        'la patience se travaille, et les résultats lents vous {coûtent|pèsent}',
        'le concret vous {demande un effort|coûte un peu}, et un cadre {simple|régulier} vous ancre',
        'l’ancrage ne va pas de soi, et des {habitudes|repères} simples vous {stabilisent|rassurent}',
      ],
    },
    air: {
      name: 'l’Air',
      pronoun: 'lui',
      strong: 'la pensée, l’échange et la sociabilité',
      weak: 'la prise de recul ne va pas de soi, et parler ou écrire vous aide à mettre de la distance',
      strongs: [
        'la curiosité, la parole et le goût des idées',
        'le recul, la communication et l’art {du lien|de créer des liens}',
        'l’intelligence, l’ouverture et le besoin {de partager|d’échanger}',
        'la vivacité d’esprit, le dialogue et la légèreté',
        'l’agilité mentale, {la conversation|le dialogue} et le goût {des rencontres|des autres}',
        'la clarté {des idées|de pensée}, l’humour et le besoin {d’échanger|de dialoguer}',
        'la mobilité de l’esprit, la nuance et l’envie {de comprendre|de saisir le pourquoi}',
        'la facilité des mots, l’ouverture aux autres et une {belle|juste} distance',
      ],
      weaks: [
        'mettre des mots sur ce que vous vivez ne va pas de soi, et l’écrire vous aide',
        'le recul vous manque parfois, et {une conversation|un échange} vous aide à y voir {clair|plus clair}',
        'vous pensez en agissant ou en ressentant, et l’échange vous aide à prendre du champ',
        'les idées abstraites vous parlent moins que le vécu, et un confident vous éclaire',
        'vous jugez sur le ressenti plus que sur le raisonnement, et un avis extérieur vous aère',
        'prendre du recul vous {demande un effort|coûte}, et {écrire|en parler} vous aide à y voir clair',
        'les idées {se clarifient|s’ordonnent} quand vous les {partagez|dites}, et un échange vous aère',
      ],
    },
    water: {
      name: 'l’Eau',
      pronoun: 'elle',
      strong: 'l’émotion, l’intuition et l’empathie',
      weak: 'vos émotions passent plutôt par l’action ou la réflexion que par l’épanchement',
      strongs: [
        'la sensibilité, l’imagination et l’écoute',
        'l’intuition, la mémoire du cœur et {la compassion|la bienveillance}',
        'la finesse {des ressentis|des émotions}, la douceur et {l’attachement|la fidélité du cœur}',
        'l’empathie, la profondeur et un sixième sens {pour les autres|pour autrui}',
        'la réceptivité, la tendresse et une mémoire affective {tenace|fidèle}',
        'le flair, la délicatesse et le besoin de liens {vrais|sincères}',
        'l’émotion juste, l’imaginaire et une {grande|vraie} faculté d’accueil',
        'la perméabilité aux ambiances, la douceur et l’intuition {des êtres|des autres}',
      ],
      weaks: [
        'vous ressentez sans toujours le montrer, et vos émotions passent par les actes',
        'l’intuition se travaille, et vous vous fiez d’abord aux faits ou aux idées',
        'vos sentiments se {disent|montrent} plutôt par {les gestes|les actes} que par les confidences',
        'la pudeur domine, et vos émotions mettent du temps à remonter',
        'vous gardez la tête froide, quitte à découvrir vos émotions après coup',
        'vos émotions {passent|s’expriment} par l’action plus que par les mots, et cela vous {protège|convient}',
        'vous {ressentez|éprouvez} en profondeur mais {le montrez peu|en dites peu}, et vos gestes parlent pour vous',
      ],
    },
  },
  modalities: {
    cardinal: {
      name: 'cardinal',
      strong: 'vous aimez lancer les choses et prendre l’initiative',
      strongs: [
        'vous êtes de ceux qui ouvrent la marche',
        'vous impulsez plus volontiers que vous ne suivez',
        'les commencements vous stimulent plus que la routine',
        'vous aimez donner le premier élan, quitte à laisser d’autres finir',
        'l’initiative vous vient naturellement, et l’attente vous pèse',
        'vous lancez volontiers les projets, les situations nouvelles vous réveillent',
        'vous {aimez|préférez} ouvrir la voie, et {l’attente|l’inertie} vous pèse vite',
        'vous {êtes à l’aise|excellez|vous sentez bien} pour lancer, {démarrer|entreprendre} et donner le ton',
      ],
    },
    fixed: {
      name: 'fixe',
      strong: 'vous tenez le cap et menez à terme ce que vous entreprenez',
      strongs: [
        'ce que vous commencez, vous le menez à son terme',
        'la constance est votre {force|atout}, parfois {jusqu’à l’entêtement|jusqu’à l’obstination}',
        'vous préférez approfondir plutôt que changer de cap',
        'quand vous vous engagez, vous {ne lâchez pas facilement|tenez bon|allez jusqu’au bout}',
        'vous donnez votre pleine mesure dans la durée',
        'votre énergie s’installe et tient, là où d’autres se dispersent',
      ],
    },
    mutable: {
      name: 'mutable',
      strong: 'vous vous adaptez avec souplesse aux circonstances',
      strongs: [
        'vous changez de pied sans perdre l’équilibre',
        'la souplesse est votre {force|atout}, parfois {au prix de la dispersion|au risque de vous disperser}',
        'vous savez composer avec l’imprévu',
        'vous avez l’art de rebondir quand les plans changent',
        'plusieurs pistes à la fois ne vous font pas peur',
        'vous apprenez vite et vous ajustez {en chemin|en route|au fil de l’eau}',
      ],
    },
  },
  transitFlavour: {
    sun: {
      conjunction: 'un coup de projecteur de quelques jours',
      harmonious: 'quelques jours où l’on vous voit sous un jour favorable',
      tense: 'quelques jours où votre volonté se heurte à celle des autres',
    },
    mercury: {
      conjunction: 'un temps d’échanges, de nouvelles et de décisions à mûrir',
      harmonious: 'un temps où les mots justes viennent et où les démarches avancent',
      tense: 'un temps de malentendus, de courriers à relire et de décisions à ne pas précipiter',
    },
    venus: {
      conjunction: 'un temps de douceur, de rencontres et de plaisir',
      harmonious: 'un temps d’accord, de tendresse et de plaisirs partagés',
      tense: 'un temps où le désir d’être aimé se frotte aux attentes de l’autre',
    },
    mars: {
      conjunction: 'un surcroît d’énergie et d’initiative',
      harmonious: 'un élan qui rend l’action facile et le courage naturel',
      tense: 'un temps d’impatience, de frictions et de colère à canaliser',
    },
    jupiter: {
      conjunction: 'une période d’élargissement, où ce domaine prend de l’ampleur',
      harmonious: 'une période d’ouverture, de croissance et de confiance',
      tense: 'une période d’excès, de promesses trop grandes et de confiance à mesurer',
    },
    saturn: {
      conjunction: 'une période d’exigence, de structure et de maturité',
      harmonious: 'une période où l’effort patient porte des fruits durables',
      tense: 'une période de freins, de retards et d’épreuves qui demandent de la rigueur',
    },
    uranus: {
      conjunction: 'un vent de liberté qui bouscule ce domaine',
      harmonious: 'une ouverture inattendue, une liberté qui vient sans heurt',
      tense: 'un temps de ruptures, d’imprévus et d’impatience à sortir du cadre',
    },
    neptune: {
      conjunction: 'une période de sensibilité, d’inspiration et parfois de flou',
      harmonious: 'une période d’inspiration, d’intuition et de compassion',
      tense: 'une période de flou, de doutes et d’illusions à démêler',
    },
    pluto: {
      conjunction: 'une transformation profonde et lente',
      harmonious: 'une régénération lente, une force qui remonte des profondeurs',
      tense: 'une crise de fond, des rapports de force et des renoncements nécessaires',
    },
  },
  retrograde: {
    mercury: 'votre pensée aime revenir sur ses pas, vérifier et mûrir avant de parler',
    venus: 'vos sentiments se vivent d’abord en dedans, avec une fidélité particulière au passé',
    mars: 'votre énergie se rassemble avant d’agir ; elle gagne en stratégie ce qu’elle perd en spontanéité',
    jupiter:
      'votre confiance se construit de l’intérieur, par une philosophie personnelle plus que par l’approbation des autres',
    saturn: 'vos exigences se tournent d’abord vers vous-même ; l’autorité se gagne de l’intérieur',
    uranus:
      'comme plusieurs mois chaque année ; votre besoin de liberté s’exprime de manière plus intérieure que spectaculaire',
    neptune: 'comme plusieurs mois chaque année ; votre imaginaire se tourne vers la vie intérieure',
    pluto: 'comme plusieurs mois chaque année ; ses transformations travaillent en profondeur, à bas bruit',
  },
  transitAction: {
    conjunction: (core) => `qui s’applique directement à ${core}`,
    sextile: (core) => `qui offre une ouverture à ${core}`,
    trine: (core) => `qui soutient ${core} avec aisance`,
    square: (core) => `qui met ${core} sous tension et demande d’ajuster`,
    opposition: (core) => `qui invite à rééquilibrer ${core} face aux autres`,
  },
  domains: {
    amour: {
      name: 'Amour',
      intro:
        'En amour, l’astrologie regarde d’abord Vénus, votre manière d’aimer, la Lune, vos besoins affectifs, et les maisons V (le plaisir, la séduction) et VII (le couple).',
      closing:
        'Ce qui compte ici n’est pas une prédiction, mais la manière dont vous pouvez vivre vos liens au plus près de ce que vous êtes.',
    },
    travail: {
      name: 'Travail',
      intro:
        'Pour le travail, on regarde Saturne (la structure, l’endurance), Mars (l’énergie d’agir), le Milieu du Ciel (la vocation) et les maisons VI (le quotidien) et X (la carrière).',
      closing:
        'Vos atouts sont dans ces placements : les connaître permet de choisir où mettre votre énergie.',
    },
    sante: {
      name: 'Bien-être et vitalité',
      intro:
        'Pour la vitalité, on regarde le Soleil (l’énergie vitale), Mars (l’élan physique) et la maison VI (les rythmes et les habitudes). Cette lecture est symbolique : elle ne remplace jamais l’avis d’un professionnel de santé.',
      closing: 'Écoutez vos rythmes : votre thème décrit une manière d’être, pas un diagnostic.',
    },
  },
  periods: {
    semaine: { heading: 'Cette semaine', phrase: 'cette semaine' },
    mois: { heading: 'Ce mois-ci', phrase: 'ce mois-ci' },
  },
  house: (n) => `maison ${ROMAN[n - 1] ?? n}`,
  houseShort: (n) => ROMAN[n - 1] ?? String(n),
  inSign: (sign) => `en ${signInfo(sign).fr}`,
  position: (lon) => {
    const { sign, degree, minute } = signOf(lon);
    return `${degree}°${String(minute).padStart(2, '0')}′ en ${signInfo(sign).fr}`;
  },
  date,
  month: (iso) => monthYear.format(noon(iso)),
  range: (from, to) => dateRange(from, to, 'fr'),
  t: PHRASES_FR,
};

import type { SignId } from '../astrology/zodiac';
import type { SignText } from './astrology-lexicon';

/** Soleil, Lune et Ascendant dans chaque signe, et le « style » d'une planète qui s'y trouve. */
export const SIGNS_FR: Record<SignId, SignText> = {
  aries: {
    sun: "Le Soleil en Bélier place au centre de votre vie l'élan, le courage de commencer et le goût de l'initiative. Vous vous reconnaissez dans l'action directe, et c'est en osant le premier pas que vous vous sentez pleinement vous-même.",
    moon: "La Lune en Bélier réagit vite et vivement : vos émotions sont franches, spontanées, et vous avez besoin d'espace et de mouvement pour vous sentir en sécurité. Les colères passent aussi vite qu'elles viennent.",
    ascendant:
      "L'Ascendant Bélier donne une allure franche et énergique : vous abordez le monde de face, avec un sens de l'urgence et le goût du défi.",
    style: "avec audace, spontanéité et le désir d'agir sans attendre",
    styles: [
      'avec fougue et franchise, en allant droit au but',
      'avec courage, en prenant les devants',
      'avec vivacité et un goût franc du défi',
    ],
    qualities: ['audace', 'fougue', 'franchise', 'courage', 'spontanéité', 'élan', 'vivacité', 'ardeur'],
  },
  taurus: {
    sun: 'Le Soleil en Taureau cherche la stabilité, la beauté concrète et ce qui dure. Vous construisez avec patience, vous savez savourer, et votre force tient à une constance que peu de choses détournent.',
    moon: 'La Lune en Taureau, où elle est exaltée, trouve son calme dans le concret : le confort, la nature, les gestes tendres et les rythmes réguliers vous apaisent. Vos attachements sont fidèles et durables.',
    ascendant:
      "L'Ascendant Taureau donne une présence calme et rassurante : vous prenez votre temps, et l'on devine en vous une solidité tranquille.",
    style: 'avec patience, sens du concret et goût de la durée',
    styles: [
      'avec calme et constance, en prenant le temps de bien faire',
      'avec sensualité et une solidité tranquille',
      'avec endurance, en misant sur ce qui dure',
    ],
    qualities: [
      'patience',
      'constance',
      'calme',
      'endurance',
      'sensualité',
      'fidélité',
      'persévérance',
      'douceur',
    ],
  },
  gemini: {
    sun: "Le Soleil en Gémeaux se nourrit de curiosité, d'échanges et de mouvement. Vous vous affirmez par la parole, par les liens que vous tissez et par une intelligence vive qui aime relier les idées entre elles.",
    moon: "La Lune en Gémeaux a besoin de parler, de comprendre et de varier : c'est en mettant des mots sur ce que vous ressentez que vous retrouvez votre équilibre. La routine vous pèse vite.",
    ascendant:
      "L'Ascendant Gémeaux donne une approche vive et sociable : vous entrez en contact par la curiosité, l'humour et la conversation.",
    style: "avec curiosité, légèreté et un besoin d'échanger",
    styles: [
      "avec esprit et souplesse, d'une idée à l'autre",
      'avec vivacité, par les mots et les rencontres',
      "avec agilité et le goût d'apprendre",
    ],
    qualities: ['curiosité', 'esprit', 'souplesse', 'légèreté', 'vivacité', 'humour', 'agilité', 'aisance'],
  },
  cancer: {
    sun: "Le Soleil en Cancer puise son identité dans l'attachement, la mémoire et le sentiment d'appartenance. Vous protégez ce qui vous est cher, et votre force est une sensibilité qui sait accueillir et rassurer.",
    moon: "La Lune en Cancer, dans son domicile, rend votre vie affective riche et protectrice : le foyer, la famille choisie et les souvenirs sont vos refuges. Vous ressentez finement l'humeur de ceux qui vous entourent.",
    ascendant:
      "L'Ascendant Cancer donne une approche douce et prudente : vous observez avant de vous ouvrir, et l'on se sent vite accueilli à vos côtés.",
    style: 'avec sensibilité, mémoire et un besoin de protéger',
    styles: [
      'avec douceur, en veillant sur les vôtres',
      'avec pudeur et une grande fidélité à ceux que vous aimez',
      "avec tendresse et l'instinct de prendre soin",
    ],
    qualities: [
      'sensibilité',
      'tendresse',
      'pudeur',
      'douceur',
      'fidélité',
      'délicatesse',
      'intuition',
      'bienveillance',
    ],
  },
  leo: {
    sun: "Le Soleil en Lion, dans son propre signe, demande à rayonner et à créer. Vous avez besoin d'exprimer ce que vous êtes avec générosité ; la reconnaissance compte, mais plus encore le plaisir de donner le meilleur de vous-même.",
    moon: "La Lune en Lion a besoin de chaleur et de reconnaissance : vous vous sentez bien lorsque vous êtes vu, aimé et libre d'exprimer votre cœur avec panache. Votre fidélité est grande envers qui vous estime.",
    ascendant:
      "L'Ascendant Lion donne de la prestance : vous entrez en scène avec chaleur et assurance, et votre présence se remarque.",
    style: 'avec générosité, fierté et le désir de briller',
    styles: [
      'avec chaleur et le goût de la scène',
      'avec panache, en donnant le meilleur de vous-même',
      'avec noblesse et un cœur qui se donne tout entier',
    ],
    qualities: [
      'générosité',
      'fierté',
      'chaleur',
      'panache',
      'assurance',
      'noblesse',
      'enthousiasme',
      'éclat',
    ],
  },
  virgo: {
    sun: "Le Soleil en Vierge s'accomplit dans la justesse, le discernement et le travail bien fait. Vous aimez comprendre comment les choses fonctionnent et les améliorer ; votre façon d'être utile est une manière d'aimer.",
    moon: "La Lune en Vierge se rassure par l'ordre et l'attention aux détails : rendre service, organiser et prendre soin des autres vous apaise. Vous montrez votre affection par des gestes concrets plus que par des déclarations.",
    ascendant:
      "L'Ascendant Vierge donne une allure réservée et attentive : vous abordez la vie avec méthode, discrétion et un sens aigu de l'observation.",
    style: 'avec précision, modestie et le souci de bien faire',
    styles: [
      'avec méthode et un œil pour le détail',
      'avec discernement, en cherchant à être utile',
      'avec soin et une exigence tranquille',
    ],
    qualities: [
      'précision',
      'méthode',
      'discernement',
      'modestie',
      'soin',
      'rigueur',
      'minutie',
      'sens pratique',
    ],
  },
  libra: {
    sun: "Le Soleil en Balance cherche l'harmonie, l'équilibre et la rencontre. Vous vous définissez beaucoup à travers la relation à l'autre, avec un sens aigu de la justice et de l'élégance.",
    moon: "La Lune en Balance cherche la paix des relations : les conflits vous pèsent, la beauté et la douceur des liens vous ressourcent. Vous avez besoin d'un partenaire pour partager ce que vous vivez.",
    ascendant:
      "L'Ascendant Balance donne une allure aimable et diplomate : vous cherchez spontanément l'accord et soignez la qualité de la relation.",
    style: "avec tact, élégance et le goût de l'équilibre",
    styles: [
      'avec diplomatie, en cherchant le juste milieu',
      "avec courtoisie et le sens de l'harmonie",
      "avec grâce et un souci constant de l'autre",
    ],
    qualities: ['tact', 'élégance', 'diplomatie', 'courtoisie', 'grâce', 'mesure', 'équité', 'charme'],
  },
  scorpio: {
    sun: "Le Soleil en Scorpion va à l'essentiel : intensité, profondeur, vérité. Vous traversez les apparences, vous ne faites rien à moitié, et vous avez une capacité rare à vous transformer après les épreuves.",
    moon: "La Lune en Scorpion ressent tout avec intensité : vos émotions sont profondes, fidèles, parfois secrètes, et vous ne vous livrez qu'à qui a gagné votre confiance.",
    ascendant:
      "L'Ascendant Scorpion donne une présence magnétique et secrète : vous sondez les gens et les situations avant de vous livrer.",
    style: 'avec intensité, profondeur et un sens aigu du secret',
    styles: [
      'avec passion, en allant au fond des choses',
      'avec une intensité qui ne fait rien à moitié',
      'avec flair et une volonté qui ne lâche rien',
    ],
    qualities: [
      'intensité',
      'profondeur',
      'passion',
      'ténacité',
      'flair',
      'discrétion',
      'détermination',
      'lucidité',
    ],
  },
  sagittarius: {
    sun: "Le Soleil en Sagittaire cherche le sens, l'horizon et la liberté. Vous avancez porté par un idéal ou une confiance dans la vie, avec le goût du voyage, qu'il soit réel ou intérieur.",
    moon: "La Lune en Sagittaire a besoin d'espace et d'horizon : l'optimisme, le mouvement et les projets qui ont du sens nourrissent votre moral. Vous supportez mal de vous sentir enfermé.",
    ascendant:
      "L'Ascendant Sagittaire donne une allure ouverte et enthousiaste : vous abordez la vie comme une aventure, avec franchise et bonne humeur.",
    style: "avec enthousiasme, franchise et le besoin d'élargir l'horizon",
    styles: [
      'avec optimisme et le goût des grands espaces',
      'avec foi, en visant toujours plus loin',
      "avec une franchise joyeuse et l'envie d'explorer",
    ],
    qualities: [
      'enthousiasme',
      'franchise',
      'optimisme',
      'foi',
      'générosité',
      'ouverture',
      'fougue',
      'confiance',
    ],
  },
  capricorn: {
    sun: "Le Soleil en Capricorne bâtit dans la durée, avec ambition et endurance. Vous vous affirmez par vos réalisations, et votre maturité fait de vous quelqu'un sur qui l'on peut compter.",
    moon: 'La Lune en Capricorne garde ses émotions sous contrôle : vous vous sentez en sécurité lorsque les choses sont solides et que vous tenez vos engagements. Votre tendresse est pudique mais constante.',
    ascendant:
      "L'Ascendant Capricorne donne une allure sérieuse et maîtrisée : vous avancez avec prudence et inspirez confiance par votre fiabilité.",
    style: 'avec sérieux, ambition et endurance',
    styles: [
      'avec méthode, en bâtissant pour durer',
      'avec sobriété et une ambition patiente',
      'avec constance et le sens des responsabilités',
    ],
    qualities: [
      'sérieux',
      'ambition',
      'endurance',
      'rigueur',
      'patience',
      'sobriété',
      'persévérance',
      'sens du devoir',
    ],
  },
  aquarius: {
    sun: "Le Soleil en Verseau affirme l'indépendance d'esprit, l'amitié et le regard tourné vers l'avenir. Vous tenez à votre singularité et vous vous sentez vivant lorsque vous servez une idée plus grande que vous.",
    moon: "La Lune en Verseau vit ses émotions avec une certaine distance : l'amitié, la liberté et le sentiment d'appartenir à un groupe qui partage vos idées vous équilibrent.",
    ascendant:
      "L'Ascendant Verseau donne une allure originale et indépendante : vous abordez le monde avec un regard neuf et une certaine liberté de ton.",
    style: "avec originalité, indépendance et un regard tourné vers l'avenir",
    styles: [
      'avec indépendance, en pensant par vous-même',
      'avec inventivité et un esprit libre',
      'avec un regard neuf et le goût du collectif',
    ],
    qualities: [
      'originalité',
      'indépendance',
      'inventivité',
      'liberté',
      'audace',
      'lucidité',
      'ouverture',
      'détachement',
    ],
  },
  pisces: {
    sun: "Le Soleil en Poissons baigne dans l'intuition, l'imaginaire et la compassion. Vous percevez ce que d'autres ne voient pas ; votre force est une sensibilité ouverte, qui demande aussi des frontières pour se protéger.",
    moon: 'La Lune en Poissons est une éponge émotionnelle : empathique et rêveuse, vous avez besoin de moments de retrait, de musique ou de silence pour vous retrouver.',
    ascendant:
      "L'Ascendant Poissons donne une allure douce et insaisissable : vous percevez les atmosphères, et l'on vous sent réceptif et bienveillant.",
    style: 'avec intuition, imagination et compassion',
    styles: [
      'avec compassion, en vous fiant à votre intuition',
      'avec imagination et une grande perméabilité aux autres',
      'avec douceur et une sensibilité sans frontières',
    ],
    qualities: [
      'intuition',
      'imagination',
      'compassion',
      'douceur',
      'sensibilité',
      'empathie',
      'fantaisie',
      'ouverture',
    ],
  },
};

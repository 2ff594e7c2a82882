import type { AspectType } from '../astrology/aspects';
import type { Phrases } from './astrology-lexicon';

const ASPECT_NAME: Record<AspectType, string> = {
  conjunction: 'conjonction',
  sextile: 'sextile',
  square: 'carré',
  trine: 'trigone',
  opposition: 'opposition',
};

/** The luminaries, the node and the angles take an article in running French; planets do not. */
const ARTICLE: Record<string, string> = {
  Soleil: 'le Soleil',
  Lune: 'la Lune',
  'Nœud Nord moyen': 'le Nœud Nord moyen',
  Ascendant: 'l’Ascendant',
  'Milieu du Ciel': 'le Milieu du Ciel',
};
const withArticle = (name: string) => ARTICLE[name] ?? name;
const subject = (name: string) => {
  const s = withArticle(name);
  return s.charAt(0).toUpperCase() + s.slice(1);
};
/** French elides "de" before a vowel: « Portrait astral d’Anne ». */
const de = (name: string) => (/^[aeiouyàâäéèêëîïôöûüœh]/i.test(name) ? `d’${name}` : `de ${name}`);

/** Rotated so that consecutive planets do not all "parlent de". */
const VERBS = ['parle de', 'dit', 'représente'] as const;

const UNKNOWN_TIME =
  'Votre heure de naissance n’étant pas connue, l’Ascendant et les maisons, qui en dépendent, sont laissés de côté ; les planètes sont calculées pour midi, heure locale.';

export const PHRASES_FR: Phrases = {
  article: withArticle,
  titles: {
    question: (domain) => `Votre question – ${domain}`,
    forecast: (name) => `${name}, vos trois prochains mois`,
    portrait: (name) => `Portrait astral ${de(name)}`,
  },
  headings: {
    opening: 'Votre thème natal',
    sun: 'Le Soleil',
    moon: 'La Lune',
    ascendant: 'L’Ascendant et le Milieu du Ciel',
    birthTime: 'L’heure de naissance',
    balance: 'L’équilibre des éléments',
    dominants: 'Les planètes dominantes',
    planets: 'Les autres planètes',
    aspects: 'Les aspects majeurs',
    houses: 'Les maisons',
    yearAhead: 'Les douze prochains mois',
    natalSky: 'Votre ciel de naissance',
    trends: 'Les grandes tendances',
    question: 'Votre question',
    keyPlacements: 'Les placements clés',
    keyAspects: 'Les aspects qui comptent',
    summary: 'En résumé',
  },
  placement: (name, position, house) => `${name} à ${position}${house ? `, ${house}` : ''}`,
  planetInSign: (name, theme, inSign, style, variant) =>
    `${subject(name)}, qui ${VERBS[variant % VERBS.length] ?? 'parle de'} ${theme}, s’exprime ici ${inSign}, ${style}.`,
  inHouse: (house, domain, variant) =>
    [
      `En ${house}, son terrain d’expression : ${domain}.`,
      `Sa place en ${house} l’oriente vers ${domain}.`,
      `La ${house} lui donne pour terrain ${domain}.`,
    ][variant % 3] ?? '',
  retrograde: (name, meaning) =>
    `${subject(name)} est rétrograde${meaning.startsWith('comme') ? `, ${meaning}` : ` : ${meaning}`}.`,
  returnLine: (when, name) =>
    name === 'Soleil'
      ? `${when} : votre retour solaire, le Soleil revenant à sa place de naissance`
      : `${when} : retour de ${name} sur sa position natale`,
  triad: (sun, moon, asc) =>
    `L’essentiel en une phrase : Soleil ${sun}, Lune ${moon}${asc ? `, Ascendant ${asc}` : ''}.`,
  elementTie: (element, strong, planets) =>
    `À égalité, ${element}${planets ? ` (${planets})` : ''} apporte ${strong}.`,
  chartRuler: (name, position, house, core) =>
    `Maître de votre Ascendant, ${withArticle(name)}, à ${position}${house ? ` en ${house}` : ''}, donne le ton de tout le thème : ${core} y tient un rôle central.`,
  mc: (style) => `Votre vocation et votre image publique se construisent ${style}.`,
  aspectLine: (a, b, type, orb, applying) => {
    const name = ASPECT_NAME[type];
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${a}–${b} (orbe ${orb}, aspect qui ${applying ? 'se forme' : 'se défait'})`;
  },
  aspectBody: (a, b, nature) => `Ce lien entre ${a} et ${b} est ${nature}.`,
  houseLine: (house, inSign, planets, domain) =>
    `${house} ${inSign}, occupée par ${planets} — domaine : ${domain}.`,
  cuspOnly: (house, inSign, domain) =>
    `${house} ${inSign}, sans planète — domaine : ${domain}. Le signe de sa pointe en donne le ton.`,
  emptyHouses: (houses, count) =>
    count > 1
      ? `Les maisons ${houses} ne contiennent pas de planète : leurs domaines se vivent à travers le signe de leur pointe et la planète qui le gouverne.`
      : `La maison ${houses} ne contient pas de planète : son domaine se vit à travers le signe de sa pointe et la planète qui le gouverne.`,
  houseSystem: (system) =>
    `Les maisons sont calculées selon le système ${system === 'placidus' ? 'Placidus' : system === 'equal' ? 'des maisons égales' : 'des signes entiers'}.`,
  houseFallback:
    'À cette latitude, proche ou au-delà du cercle polaire, le système Placidus n’est pas défini : les maisons sont données en signes entiers, chacune occupant un signe à partir de celui de l’Ascendant.',
  wholeWindow: 'pendant toute la période',
  until: (date) => `jusqu’au ${date}`,
  from: (date) => `à partir du ${date}`,
  exactOn: (dates) => `exact le ${dates.join(', puis le ')}`,
  notExact: 'sans devenir exact dans la période',
  transitLine: (when, transiting, type, natal) =>
    `${when} : ${withArticle(transiting)} en ${ASPECT_NAME[type]} avec votre ${natal}`,
  transitName: (transiting, type, natal) =>
    `${withArticle(transiting)} en ${ASPECT_NAME[type]} avec votre ${natal}`,
  greeting: (name) =>
    `${name}, cette lecture part de la position réelle des astres au moment de votre naissance.`,
  birthData: (place, timeKnown) =>
    place
      ? `Le thème est calculé pour ${place}${timeKnown ? ', à votre heure de naissance' : ''}.`
      : `Le thème est calculé pour votre lieu${timeKnown ? ' et votre heure' : ''} de naissance.`,
  unknownTime: UNKNOWN_TIME,
  unknownTimeLong: `${UNKNOWN_TIME} Seule la Lune, qui avance d’environ 13° par jour, peut s’en trouver décalée de quelques degrés. Si vous retrouvez votre heure de naissance, le thème pourra être complété.`,
  unknownTimeFocus:
    'Sans heure de naissance, les maisons et les angles de ce domaine ne peuvent pas être lus ; la lecture s’appuie sur les planètes seules.',
  moonMayBe: (inSign) => `Selon l’heure exacte, la Lune pouvait aussi se trouver ${inSign}.`,
  elementBalance: (element, strong, planets) =>
    `Votre thème met en avant ${element}${planets ? ` (${planets})` : ''} : ${strong}.`,
  modalityLead: (modality, strong) => `Parmi les modes, le ${modality} l’emporte : ${strong}.`,
  elementLack: (element, weak) => `L’élément le moins représenté est ${element} : ${weak}.`,
  dominantReason: (name, reasons, theme) =>
    `${subject(name)} domine votre thème (${reasons}) : tout ce qui touche à ${theme} y prend un relief particulier.`,
  reasons: {
    angular: 'proche d’un angle du thème',
    chartRuler: 'maître de l’Ascendant',
    sunRuler: 'maître de votre signe solaire',
    domicile: 'dans son propre signe',
    aspects: (n) => `${n} aspects majeurs à son actif`,
  },
  noAspects: 'Aucun aspect majeur ne relie ces points de votre thème : chacun agit de façon plus autonome.',
  noTransits: (period) =>
    `Aucun transit majeur ne touche votre thème ${period} : c’est un temps plus calme, propice à consolider.`,
  theYear: 'dans les douze prochains mois',
  theQuarter: 'dans les trois prochains mois',
  yearIntro:
    'Les planètes lentes, de Jupiter à Pluton, dessinent les grandes étapes de l’année ; voici leurs passages sur les points sensibles de votre thème.',
  landmarks: (list) => `Vos repères : ${list}.`,
  forecastIntro: (from, to) =>
    `Cette prévision couvre la période du ${from} au ${to} ; chaque passage est daté, avec le jour où l’aspect est exact.`,
  trends: (list) =>
    `Les grandes tendances de la période : ${list}. Ce sont elles qui donnent leur couleur à ces trois mois ; les passages plus rapides en rythment les semaines.`,
  question: (q) => (/[.!?…]$/.test(q) ? `Vous demandez : « ${q} »` : `Vous demandez : « ${q} ».`),
  generalIntro:
    'Pour une question générale, on regarde d’abord les trois piliers du thème : le Soleil, la Lune et l’Ascendant.',
  periodIntro: (period) =>
    `Les placements de naissance disent le terrain ; les transits de ${period} disent ce que le ciel y active.`,
  generalClosing:
    'Ces trois piliers décrivent votre manière d’être : c’est à partir d’eux que toute question trouve sa réponse.',
  summary: (anchors, element, strong, closing) =>
    `Pour cette question, retenez : ${anchors}, dans un thème où domine ${element}, c’est-à-dire ${strong}. ${closing}`,
};

import type { AspectType } from '../astrology/aspects';
import type { Phrases } from './astrology-lexicon';
import { joinList } from './astrology-typography';

const ASPECT_NAME: Record<AspectType, string> = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
};

const ARTICLE: Record<string, string> = {
  Sun: 'the Sun',
  Moon: 'the Moon',
  'Mean North Node': 'the mean North Node',
  Ascendant: 'the Ascendant',
  Midheaven: 'the Midheaven',
};
const withArticle = (name: string) => ARTICLE[name] ?? name;
const subject = (name: string) => {
  const s = withArticle(name);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/** Rotated so that consecutive planets do not all "speak of". */
const VERBS = ['speaks of', 'stands for', 'describes'] as const;

const UNKNOWN_TIME =
  'As your birth time is not known, the Ascendant and the houses, which depend on it, are left aside; the planets are calculated for local noon.';

export const PHRASES_EN: Phrases = {
  article: withArticle,
  titles: {
    question: (domain) => `Your question – ${domain}`,
    forecast: (name) => `${name}, your next three months`,
    portrait: (name) => `${name}'s birth chart portrait`,
  },
  headings: {
    opening: 'Your birth chart',
    sun: 'The Sun',
    moon: 'The Moon',
    ascendant: 'The Ascendant and Midheaven',
    birthTime: 'Birth time',
    balance: 'Balance of the elements',
    dominants: 'Dominant planets',
    planets: 'The other planets',
    aspects: 'Major aspects',
    houses: 'The houses',
    yearAhead: 'The next twelve months',
    natalSky: 'Your birth sky',
    trends: 'Main trends',
    question: 'Your question',
    keyPlacements: 'Key placements',
    keyAspects: 'The aspects that matter',
    summary: 'In short',
  },
  placement: (name, position, house) => `${name} at ${position}${house ? `, ${house}` : ''}`,
  planetInSign: (name, theme, inSign, style, variant) =>
    `${subject(name)}, which ${VERBS[variant % VERBS.length] ?? 'speaks of'} ${theme}, expresses itself here ${inSign}, ${style}.`,
  inHouse: (house, domain, variant) =>
    [
      `In the ${house}, it plays out in ${domain}.`,
      `Its place in the ${house} turns it towards ${domain}.`,
      `The ${house} gives it ${domain} as its ground.`,
    ][variant % 3] ?? '',
  retrograde: (name, meaning) =>
    `${subject(name)} is retrograde${meaning.startsWith('as ') ? `, ${meaning}` : `: ${meaning}`}.`,
  returnLine: (when, name) =>
    name === 'Sun'
      ? `${when}: your solar return, the Sun back at its birth position`
      : `${when}: ${name} returns to its natal position`,
  triad: (sun, moon, asc) => `In a nutshell: Sun ${sun}, Moon ${moon}${asc ? `, Ascendant ${asc}` : ''}.`,
  elementTie: (element, strong, planets) =>
    `Level with it, ${element}${planets ? ` (${planets})` : ''} brings ${strong}.`,
  chartRuler: (name, position, house, core) =>
    `As ruler of your Ascendant, ${withArticle(name)}, at ${position}${house ? ` in the ${house}` : ''}, sets the tone of the whole chart: ${core} plays a central role.`,
  mc: (style) => `Your vocation and public image are built ${style}.`,
  aspectLine: (a, b, type, orb, applying) =>
    `${a} ${ASPECT_NAME[type]} ${b} (orb ${orb}, ${applying ? 'applying' : 'separating'})`,
  aspectBody: (a, b, nature) => `The link between ${a} and ${b} is ${nature}.`,
  houseLine: (house, inSign, planets, domain) =>
    `${house} ${inSign}, holding ${planets} — the area of ${domain}.`,
  cuspOnly: (house, inSign, domain) =>
    `${house} ${inSign}, with no planet — the area of ${domain}; the sign on its cusp sets its tone.`,
  emptyHouses: (houses, count) =>
    count > 1
      ? `The ${houses} houses hold no planet: their areas are lived through the sign on the cusp and the planet that rules it.`
      : `The ${houses} house holds no planet: its area is lived through the sign on the cusp and the planet that rules it.`,
  houseSystem: (system) =>
    `Houses are calculated with the ${system === 'placidus' ? 'Placidus' : system === 'equal' ? 'equal-house' : 'whole-sign'} system.`,
  houseFallback:
    'At this latitude, near or beyond the polar circle, Placidus houses are undefined: the houses are given as whole signs, each house one sign, starting from the Ascendant’s.',
  wholeWindow: 'throughout the period',
  until: (date) => `until ${date}`,
  from: (date) => `from ${date}`,
  exactOn: (dates) => `exact on ${joinList(dates, 'en')}`,
  notExact: 'without becoming exact in the period',
  transitLine: (when, transiting, type, natal) => `${when}: ${transiting} ${ASPECT_NAME[type]} your ${natal}`,
  transitName: (transiting, type, natal) => `${transiting} ${ASPECT_NAME[type]} your ${natal}`,
  greeting: (name) =>
    `${name}, this reading starts from the actual positions of the planets at the moment of your birth.`,
  birthData: (place, timeKnown) =>
    place
      ? `The chart is cast for ${place}${timeKnown ? ', at your time of birth' : ''}.`
      : `The chart is cast for your place${timeKnown ? ' and time' : ''} of birth.`,
  unknownTime: UNKNOWN_TIME,
  unknownTimeLong: `${UNKNOWN_TIME} Only the Moon, which moves about 13° a day, may be a few degrees off. Should you find your birth time, the chart can be completed.`,
  unknownTimeFocus:
    'Without a birth time, the houses and angles of this area cannot be read; the reading relies on the planets alone.',
  moonMayBe: (inSign) => `Depending on the exact time, the Moon may also have been ${inSign}.`,
  elementBalance: (element, strong, planets) =>
    `Your chart emphasises ${element}${planets ? ` (${planets})` : ''}: ${strong}.`,
  modalityLead: (modality, strong) => `Among the modes, the ${modality} one leads: ${strong}.`,
  elementLack: (element, weak) => `The least represented element is ${element}: ${weak}.`,
  dominantReason: (name, reasons, theme) =>
    `${subject(name)} dominates your chart (${reasons}): everything to do with ${theme} takes on particular weight.`,
  reasons: {
    angular: 'close to an angle of the chart',
    chartRuler: 'ruler of the Ascendant',
    sunRuler: 'ruler of your Sun sign',
    domicile: 'in its own sign',
    aspects: (n) => `involved in ${n} major aspects`,
  },
  noAspects: 'No major aspect links these points of your chart: each acts more independently.',
  noTransits: (period) =>
    `No major transit touches your chart ${period}: a calmer time, good for consolidating.`,
  theYear: 'in the next twelve months',
  theQuarter: 'in the next three months',
  yearIntro:
    'The slow planets, from Jupiter to Pluto, mark the great stages of the year; here are their passages over the sensitive points of your chart.',
  landmarks: (list) => `Your landmarks: ${list}.`,
  forecastIntro: (from, to) =>
    `This forecast covers ${from} to ${to}; each passage is dated, with the day the aspect is exact.`,
  trends: (list) =>
    `The main trends of the period: ${list}. They give these three months their colour; the faster passages set the rhythm of the weeks.`,
  question: (q) => (/[.!?…]$/.test(q) ? `You ask: “${q}”` : `You ask: “${q}”.`),
  generalIntro:
    'For a general question, we look first at the three pillars of the chart: the Sun, the Moon and the Ascendant.',
  periodIntro: (period) =>
    `The birth placements describe the ground; ${period}'s transits show what the sky activates there.`,
  generalClosing:
    'These three pillars describe your way of being: every question finds its answer from them.',
  summary: (anchors, element, strong, closing) =>
    `For this question, keep in mind ${anchors}, in a chart where ${element} leads: ${strong}. ${closing}`,
};

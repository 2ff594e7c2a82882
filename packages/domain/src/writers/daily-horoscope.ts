/**
 * The free horoscope of the day for a sign (issue 39): written from that day's real sky (public-sky.ts)
 * read in the sign's solar houses (the sign as first house, whole signs — the only houses a horoscope
 * for a whole sign can use). Every sentence rests on a stated fact: where the Moon goes and how it
 * stands to the sign, its phase, the houses the Sun, Mercury, Venus and Mars light, the background of
 * Jupiter and Saturn, and the day's ingresses and stations. Deterministic: the same day and sign give
 * the same text.
 */
import type { MoonPhaseId } from '../astrology/lunar';
import { solarHouse, type PublicSky } from '../astrology/public-sky';
import type { BodyId } from '../astrology/ephemeris';
import { pointName, SIGN_ARTICLE_FR, signInfo, SIGN_IDS, type Lang, type SignId } from '../astrology/zodiac';
import { LEXICON_EN } from './astrology-lexicon-en';
import { LEXICON_FR } from './astrology-lexicon-fr';

export interface HoroscopeFact {
  /** What the sentence rests on, as a reader can check it: « Lune en Lion, maison 5 ». */
  label: string;
}

export interface DailyHoroscope {
  sign: SignId;
  date: string;
  /** One sentence: the day in a line (the page's description). */
  headline: string;
  paragraphs: string[];
  facts: HoroscopeFact[];
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const houseTheme = (n: number, lang: Lang) => (lang === 'fr' ? LEXICON_FR : LEXICON_EN).houses[n - 1]!;
const signName = (s: SignId, lang: Lang) => signInfo(s)[lang];
/** « le Soleil », « la Lune », « Mercure » / "the Sun", "the Moon", "Mercury"; capitalised on request. */
function body(b: BodyId, lang: Lang, start = false): string {
  const name = pointName(b, lang);
  const article = b === 'sun' || b === 'moon' ? (lang === 'fr' ? (b === 'sun' ? 'le ' : 'la ') : 'the ') : '';
  const text = `${article}${name}`;
  return start ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * French « de » and « à » before each item of a theme that starts with its article: « du foyer, de la
 * famille et des racines », « aux ressources, à l’argent et à l’estime de soi ».
 */
function contractFr(theme: string, to: 'de' | 'à'): string {
  const one = (item: string) => {
    if (item.startsWith('le ')) return `${to === 'de' ? 'du' : 'au'} ${item.slice(3)}`;
    if (item.startsWith('les ')) return `${to === 'de' ? 'des' : 'aux'} ${item.slice(4)}`;
    if (item.startsWith('ce ')) return `${to === 'de' ? 'de' : 'à'} ${item}`;
    return `${to} ${item}`;
  };
  const [head, last] = theme.includes(' et ')
    ? [theme.slice(0, theme.lastIndexOf(' et ')), theme.slice(theme.lastIndexOf(' et ') + 4)]
    : [theme, null];
  const items = head.split(', ').map(one);
  return last === null ? items.join(', ') : `${items.join(', ')} et ${one(last)}`;
}
const deFr = (theme: string) => contractFr(theme, 'de');
const aFr = (theme: string) => contractFr(theme, 'à');

/** « en Lion » / "in Leo", with the French elisions the sign names need. */
function inSign(s: SignId, lang: Lang): string {
  if (lang === 'en') return `in ${signName(s, 'en')}`;
  return `en ${signName(s, 'fr')}`;
}

/** « maison V » / "house V". */
const house = (n: number, lang: Lang) => (lang === 'fr' ? `maison ${ROMAN[n - 1]}` : `house ${ROMAN[n - 1]}`);

type Relation = 'same' | 'semisextile' | 'sextile' | 'square' | 'trine' | 'quincunx' | 'opposition';
function relation(a: SignId, b: SignId): Relation {
  const d = Math.abs(SIGN_IDS.indexOf(a) - SIGN_IDS.indexOf(b));
  const n = Math.min(d, 12 - d);
  return (['same', 'semisextile', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] as const)[n]!;
}

const MOON_RELATION: Record<Relation, Record<Lang, string>> = {
  same: {
    fr: 'La Lune est dans votre signe : vos réactions sont vives et vos besoins se font entendre — écoutez-les avant de répondre à ceux des autres.',
    en: 'The Moon is in your sign: your reactions are quick and your needs speak up — listen to them before you answer everyone else’s.',
  },
  semisextile: {
    fr: 'La Lune, dans un signe voisin du vôtre, demande de petits ajustements plutôt que de grands gestes.',
    en: 'The Moon, in a sign next to yours, asks for small adjustments rather than grand gestures.',
  },
  sextile: {
    fr: 'La Lune forme un sextile à votre signe : une occasion se présente, discrète, qu’il suffit de saisir.',
    en: 'The Moon is sextile your sign: an opening comes, quietly, and you only have to take it.',
  },
  square: {
    fr: 'La Lune est au carré de votre signe : une friction du quotidien vous pousse à trancher ; mieux vaut agir que ruminer.',
    en: 'The Moon squares your sign: a day-to-day friction pushes you to decide; acting beats brooding.',
  },
  trine: {
    fr: 'La Lune est en trigone à votre signe, dans votre élément : les choses coulent, vous êtes compris sans avoir à insister.',
    en: 'The Moon is trine your sign, in your element: things flow, and you are understood without having to insist.',
  },
  quincunx: {
    fr: 'La Lune est en quinconce à votre signe : ce qu’on attend de vous ne colle pas tout à fait à votre rythme ; ajustez sans vous forcer.',
    en: 'The Moon is quincunx your sign: what is expected of you does not quite fit your pace; adjust without forcing yourself.',
  },
  opposition: {
    fr: 'La Lune fait face à votre signe : les autres prennent de la place, et c’est dans l’échange que vous voyez le plus clair.',
    en: 'The Moon faces your sign from the opposite side: other people take up room, and you see most clearly in the exchange.',
  },
};

const PHASE: Record<MoonPhaseId, Record<Lang, string>> = {
  new: {
    fr: 'Nouvelle Lune : c’est un jour pour semer une intention, pas encore pour la juger.',
    en: 'New Moon: a day to plant an intention, not yet to judge it.',
  },
  crescent: {
    fr: 'Lune croissante : l’élan est là, donnez-lui un premier pas concret.',
    en: 'Waxing crescent: the drive is there; give it a first concrete step.',
  },
  first_quarter: {
    fr: 'Premier quartier : un choix se présente, qui fait avancer ce que vous avez commencé.',
    en: 'First quarter: a choice comes up that moves forward what you have begun.',
  },
  gibbous: {
    fr: 'Lune gibbeuse : affinez, corrigez, préparez — le résultat approche.',
    en: 'Waxing gibbous: refine, correct, prepare — the result is near.',
  },
  full: {
    fr: 'Pleine Lune : ce qui mûrissait se montre en pleine lumière ; voyez-le tel qu’il est.',
    en: 'Full Moon: what was ripening shows in full light; see it as it is.',
  },
  disseminating: {
    fr: 'Lune décroissante : partagez ce que vous avez compris ces derniers jours.',
    en: 'Waning Moon: share what you have understood over the last few days.',
  },
  last_quarter: {
    fr: 'Dernier quartier : faites le tri, gardez l’essentiel, laissez le reste.',
    en: 'Last quarter: sort things out, keep what matters, let the rest go.',
  },
  balsamic: {
    fr: 'Dernier croissant : ralentissez, le cycle s’achève ; le repos prépare la suite.',
    en: 'Balsamic Moon: slow down, the cycle is ending; rest prepares what comes next.',
  },
};

/** What each personal body does in a house, with the house's theme. */
function personal(b: 'sun' | 'mercury' | 'venus' | 'mars', n: number, retro: boolean, lang: Lang): string {
  const theme = houseTheme(n, lang);
  if (lang === 'fr')
    switch (b) {
      case 'sun':
        return `Le Soleil traverse votre ${house(n, lang)} ces semaines-ci : ${theme} passent au centre de la saison.`;
      case 'mercury':
        return retro
          ? `Mercure rétrograde dans votre ${house(n, lang)} (${theme}) : relisez, vérifiez, reprenez une conversation laissée en suspens plutôt que d’en ouvrir une nouvelle.`
          : `Mercure, dans votre ${house(n, lang)}, met vos idées et vos échanges au service ${deFr(theme)}.`;
      case 'venus':
        return `Vénus, dans votre ${house(n, lang)}, adoucit ${theme} : un geste attentionné y porte plus loin qu’un long discours.`;
      case 'mars':
        return retro
          ? `Mars rétrograde dans votre ${house(n, lang)} : l’énergie mise dans ${theme} revient sur ses pas — reprenez plutôt que de forcer.`
          : `Mars, dans votre ${house(n, lang)}, donne de l’énergie ${aFr(theme)} : attention seulement à la précipitation.`;
    }
  switch (b) {
    case 'sun':
      return `The Sun is moving through your ${house(n, lang)} these weeks: ${theme} take centre stage this season.`;
    case 'mercury':
      return retro
        ? `Mercury is retrograde in your ${house(n, lang)} (${theme}): reread, check, pick up a conversation left hanging rather than start a new one.`
        : `Mercury, in your ${house(n, lang)}, puts your ideas and exchanges to work for ${theme}.`;
    case 'venus':
      return `Venus, in your ${house(n, lang)}, softens ${theme}: a thoughtful gesture goes further there than a long speech.`;
    case 'mars':
      return retro
        ? `Mars is retrograde in your ${house(n, lang)}: the energy put into ${theme} turns back on itself — go over things rather than force them.`
        : `Mars, in your ${house(n, lang)}, energises ${theme}: just beware of rushing.`;
  }
}

function background(jupiter: number, saturn: number, lang: Lang): string {
  return lang === 'fr'
    ? `En toile de fond de l’année, Jupiter ouvre votre ${house(jupiter, lang)} (${houseTheme(jupiter, lang)}) et Saturne demande de la constance en ${house(saturn, lang)} (${houseTheme(saturn, lang)}).`
    : `In the background of the year, Jupiter opens your ${house(jupiter, lang)} (${houseTheme(jupiter, lang)}) and Saturn asks for steadiness in ${house(saturn, lang)} (${houseTheme(saturn, lang)}).`;
}

const TIMED: ReadonlySet<BodyId> = new Set(['sun', 'moon', 'mercury', 'venus', 'mars']);
/** « 12 h 20 » / "12:20". */
const clock = (time: string, lang: Lang) => (lang === 'fr' ? time.replace(':', '\u00a0h\u00a0') : time);

/** The horoscope of `sign` for the sky of a day. */
export function dailyHoroscope(sky: PublicSky, sign: SignId, lang: Lang): DailyHoroscope {
  const facts: HoroscopeFact[] = [];
  const placed = (id: BodyId) => sky.bodies.find((b) => b.id === id)!;
  const moonHouse = solarHouse(sign, sky.moon.sign);
  const nextHouse = sky.moon.nextSign ? solarHouse(sign, sky.moon.nextSign) : null;
  const moonRel = relation(
    sign,
    sky.moon.nextSign && sky.moon.ingressTime! <= '12:00' ? sky.moon.nextSign : sky.moon.sign,
  );

  const fr = lang === 'fr';
  const moonFact = (s: SignId, n: number) =>
    fr
      ? `Lune ${inSign(s, lang)}, votre ${house(n, lang)}`
      : `Moon ${inSign(s, lang)}, your ${house(n, lang)}`;
  facts.push({ label: moonFact(sky.moon.sign, moonHouse) });
  let moonLine: string;
  if (sky.moon.nextSign && nextHouse && sky.moon.ingressTime) {
    facts.push({ label: moonFact(sky.moon.nextSign, nextHouse) });
    moonLine = fr
      ? `La Lune passe ${inSign(sky.moon.sign, lang)} jusqu’à ${clock(sky.moon.ingressTime, lang)}, dans votre ${house(moonHouse, lang)} (${houseTheme(moonHouse, lang)}), puis entre ${inSign(sky.moon.nextSign, lang)}, dans votre ${house(nextHouse, lang)} : l’attention glisse vers ${houseTheme(nextHouse, lang)}.`
      : `The Moon is ${inSign(sky.moon.sign, lang)} until ${clock(sky.moon.ingressTime, lang)}, in your ${house(moonHouse, lang)} (${houseTheme(moonHouse, lang)}), then enters ${signName(sky.moon.nextSign, lang)}, your ${house(nextHouse, lang)}: your attention shifts to ${houseTheme(nextHouse, lang)}.`;
  } else {
    moonLine = fr
      ? `La Lune passe toute la journée ${inSign(sky.moon.sign, lang)}, dans votre ${house(moonHouse, lang)} : ${houseTheme(moonHouse, lang)} passent au premier plan.`
      : `The Moon spends the whole day ${inSign(sky.moon.sign, lang)}, in your ${house(moonHouse, lang)}: ${houseTheme(moonHouse, lang)} come to the fore.`;
  }
  const headline = fr
    ? `${signName(sign, lang)} : la Lune éclaire ${houseTheme(nextHouse && sky.moon.ingressTime! <= '12:00' ? nextHouse : moonHouse, lang)}.`
    : `${signName(sign, lang)}: the Moon lights up ${houseTheme(nextHouse && sky.moon.ingressTime! <= '12:00' ? nextHouse : moonHouse, lang)}.`;

  const first = [moonLine, MOON_RELATION[moonRel][lang], PHASE[sky.moon.phase][lang]].join(' ');
  facts.push({
    label: fr
      ? `Phase : ${Math.round(sky.moon.illumination * 100)} % éclairée, ${sky.moon.waxing ? 'croissante' : 'décroissante'}`
      : `Phase: ${Math.round(sky.moon.illumination * 100)}% lit, ${sky.moon.waxing ? 'waxing' : 'waning'}`,
  });

  // A body that changes sign or stations today is told by that event, not by its house as well.
  const eventful = new Set<BodyId>([...sky.ingresses.map((i) => i.body), ...sky.stations.map((x) => x.body)]);
  const personalLines = (['sun', 'mercury', 'venus', 'mars'] as const).flatMap((b) => {
    const p = placed(b);
    const n = solarHouse(sign, p.sign);
    facts.push({
      label: `${pointName(b, lang)} ${inSign(p.sign, lang)}${p.retrograde ? (fr ? ' rétrograde' : ' retrograde') : ''}, ${fr ? 'votre' : 'your'} ${house(n, lang)}`,
    });
    return eventful.has(b) ? [] : [personal(b, n, p.retrograde, lang)];
  });

  const jupiter = solarHouse(sign, placed('jupiter').sign);
  const saturn = solarHouse(sign, placed('saturn').sign);
  facts.push({
    label: `${pointName('jupiter', lang)} ${inSign(placed('jupiter').sign, lang)}, ${house(jupiter, lang)}`,
  });
  facts.push({
    label: `${pointName('saturn', lang)} ${inSign(placed('saturn').sign, lang)}, ${house(saturn, lang)}`,
  });

  const events: string[] = [];
  for (const i of sky.ingresses) {
    if (i.body === 'moon') continue;
    const n = solarHouse(sign, i.to);
    const when = TIMED.has(i.body) ? (fr ? ` à ${clock(i.time, lang)}` : ` at ${clock(i.time, lang)}`) : '';
    events.push(
      fr
        ? `Aujourd’hui${when}, ${body(i.body, lang)} entre ${inSign(i.to, lang)}, dans votre ${house(n, lang)} : ${houseTheme(n, lang)} prennent une couleur nouvelle pour les semaines à venir.`
        : `Today${when}, ${body(i.body, lang)} enters ${signName(i.to, lang)}, your ${house(n, lang)}: ${houseTheme(n, lang)} take on a new colour for the weeks ahead.`,
    );
  }
  for (const s of sky.stations) {
    const p = placed(s.body);
    const n = solarHouse(sign, p.sign);
    // A station is dated, not timed: a slow body stands still for hours (issue 38).
    events.push(
      fr
        ? s.turns === 'retrograde'
          ? `${body(s.body, lang, true)} s’arrête aujourd’hui pour repartir en arrière dans votre ${house(n, lang)} : le temps de revenir sur ${houseTheme(n, lang)}.`
          : `${body(s.body, lang, true)} repart aujourd’hui en marche directe dans votre ${house(n, lang)} : ce qui piétinait du côté ${deFr(houseTheme(n, lang))} se remet en mouvement.`
        : s.turns === 'retrograde'
          ? `${body(s.body, lang, true)} stations today and turns retrograde in your ${house(n, lang)}: time to go back over ${houseTheme(n, lang)}.`
          : `${body(s.body, lang, true)} stations today and turns direct in your ${house(n, lang)}: what was stuck around ${houseTheme(n, lang)} starts moving again.`,
    );
  }

  const half = Math.ceil(personalLines.length / 2);
  const paragraphs = [
    first,
    [...events, ...personalLines.slice(0, half)].join(' '),
    [...personalLines.slice(half), background(jupiter, saturn, lang)].join(' '),
  ].filter((p) => p.length > 0);
  return { sign, date: sky.date, headline, paragraphs, facts };
}

/** The day's sign changes and stations for everyone: « Le Soleil entre en Bélier à 15 h 45. » */
export function skyEvents(
  sky: PublicSky,
  lang: Lang,
): { kind: 'ingress' | 'station'; body: BodyId; text: string }[] {
  const fr = lang === 'fr';
  return [
    ...sky.ingresses.map((i) => {
      const when = TIMED.has(i.body) ? (fr ? ` à ${clock(i.time, lang)}` : ` at ${clock(i.time, lang)}`) : '';
      return {
        kind: 'ingress' as const,
        body: i.body,
        text: fr
          ? `${body(i.body, lang, true)} quitte ${SIGN_ARTICLE_FR[i.from]} ${signName(i.from, lang)} et entre ${inSign(i.to, lang)}${when}.`
          : `${body(i.body, lang, true)} leaves ${signName(i.from, lang)} and enters ${signName(i.to, lang)}${when}.`,
      };
    }),
    ...sky.stations.map((s) => ({
      kind: 'station' as const,
      body: s.body,
      text: fr
        ? s.turns === 'retrograde'
          ? `${body(s.body, lang, true)} s’arrête et devient rétrograde ${inSign(sky.bodies.find((b) => b.id === s.body)!.sign, lang)}.`
          : `${body(s.body, lang, true)} s’arrête et reprend sa marche directe ${inSign(sky.bodies.find((b) => b.id === s.body)!.sign, lang)}.`
        : s.turns === 'retrograde'
          ? `${body(s.body, lang, true)} stations and turns retrograde in ${signName(sky.bodies.find((b) => b.id === s.body)!.sign, lang)}.`
          : `${body(s.body, lang, true)} stations and turns direct in ${signName(sky.bodies.find((b) => b.id === s.body)!.sign, lang)}.`,
    })),
  ];
}

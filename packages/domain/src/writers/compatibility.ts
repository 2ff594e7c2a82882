/**
 * The symbolic compatibility reading (decision 0200): the two births, each person's Sun, Moon,
 * Venus and Mars, the synastry aspects between the charts, the house overlays, the composite chart
 * and the numbers of both. Curated fr/en text around the computed positions; deterministic.
 */
import type { Chart } from '../astrology/chart';
import type { CompositeChart, HouseOverlay, SynastryAspect } from '../astrology/synastry';
import { signOf, type Lang, type PlanetId, type PointId } from '../astrology/zodiac';
import { numberMeaning } from '../numerology/meanings';
import type { NumerologyNumber } from '../numerology/reduction';
import { LEXICON_EN } from './astrology-lexicon-en';
import { LEXICON_FR } from './astrology-lexicon-fr';
import type { Section } from './astrology-lexicon';
import { typeset } from './astrology-typography';
import {
  PERSONAL_POINTS,
  RELATION_ASPECTS,
  RELATION_THEMES,
  compositePoint,
  deName,
  pointOf,
} from './compatibility-texts';
import { clockTime, longDate } from './dates';

export interface CompatibilityPerson {
  name: string;
  chart: Chart;
  birthDate: string;
  birthTime: string | null;
  placeLabel: string;
  lifePath: NumerologyNumber;
  expression: NumerologyNumber;
}

export interface CompatibilityInput {
  lang: Lang;
  people: [CompatibilityPerson, CompatibilityPerson];
  synastry: readonly SynastryAspect[];
  /** [A's planets in B's houses, B's planets in A's houses]. */
  overlays: [readonly HouseOverlay[], readonly HouseOverlay[]];
  composite: CompositeChart;
  couple: { value: NumerologyNumber; step: string };
}

export interface CompatibilityReading {
  title: string;
  sections: Section[];
}

const LEX = { fr: LEXICON_FR, en: LEXICON_EN } as const;
const KEY_PLANETS: readonly PlanetId[] = ['sun', 'moon', 'venus', 'mars'];

/** The synastry aspects worth a line: personal points on both sides, closest first. */
export function keySynastry(aspects: readonly SynastryAspect[], count: number): SynastryAspect[] {
  return aspects
    .filter((x) => PERSONAL_POINTS.includes(x.a) && PERSONAL_POINTS.includes(x.b))
    .slice()
    .sort((x, y) => x.orb - y.orb)
    .slice(0, count);
}

const orbText = (orb: number) => {
  const d = Math.floor(orb);
  const m = Math.floor((orb - d) * 60);
  return `${d}°${String(m).padStart(2, '0')}′`;
};

function births(input: CompatibilityInput): Section {
  const { lang } = input;
  const fr = lang === 'fr';
  const lines = input.people.map((p) => {
    const when = `${longDate(p.birthDate, lang)}${p.birthTime ? `${fr ? ' à ' : ' at '}${clockTime(p.birthTime, lang)}` : fr ? ', heure inconnue' : ', time unknown'}`;
    return `${p.name}${fr ? ' :' : ':'} ${when}, ${p.placeLabel}.`;
  });
  const unknown = input.people.filter((p) => !p.chart.timeKnown).map((p) => p.name);
  // A birth beyond the polar circle has whole-sign houses (Placidus is undefined there): say whose, and
  // that the composite's houses then mix the two systems.
  const polar = input.people.filter((p) => p.chart.timeKnown && p.chart.houseSystem !== 'placidus');
  const houses =
    polar.length === 0
      ? fr
        ? 'Maisons en Placidus'
        : 'Placidus houses'
      : polar.length === 2
        ? fr
          ? 'Maisons en signes entiers pour vous deux (au-delà du cercle polaire, Placidus n’est pas défini)'
          : 'Whole-sign houses for you both (beyond the polar circle Placidus is undefined)'
        : fr
          ? `Maisons en Placidus, sauf pour ${polar[0]!.name}, en signes entiers (au-delà du cercle polaire, Placidus n’est pas défini) : les maisons du thème composite mêlent donc les deux systèmes`
          : `Placidus houses, except for ${polar[0]!.name}, in whole signs (beyond the polar circle Placidus is undefined): the composite's houses therefore mix the two systems`;
  const note = unknown.length
    ? fr
      ? `Sans heure de naissance pour ${unknown.join(' et ')}, ni Ascendant ni maisons de ce côté : les maisons croisées et celles du thème composite ne se lisent qu’à partir des deux heures.`
      : `Without a birth time for ${unknown.join(' and ')}, that side has no Ascendant and no houses: the overlays and the composite's houses need both times.`
    : fr
      ? `${houses} ; orbes des aspects : 8° pour la conjonction et l’opposition, 7° pour le trigone et le carré, 4° pour le sextile, un peu plus avec le Soleil et la Lune.`
      : `${houses}; aspect orbs: 8° for conjunctions and oppositions, 7° for trines and squares, 4° for sextiles, a little more with the Sun and Moon.`;
  return { heading: fr ? 'Les deux naissances' : 'The two births', body: [...lines, note].join('\n\n') };
}

function luminaries(input: CompatibilityInput): Section {
  const { lang } = input;
  const lex = LEX[lang];
  const fr = lang === 'fr';
  const body = input.people.map((p) => {
    const sign = (id: PlanetId) => p.chart.planets.find((x) => x.id === id)!.sign;
    const style = (id: PlanetId) => lex.signs[sign(id)].style;
    const inSign = (id: PlanetId) => lex.inSign(sign(id));
    if (fr)
      return `${p.name} : le Soleil ${inSign('sun')}, la Lune ${inSign('moon')}, Vénus ${inSign('venus')} et Mars ${inSign('mars')}. ${capital(pointOf('venus', 'Vénus', p.name, 'fr'))} aime ${style('venus')} ; son Mars agit ${style('mars')} ; sa Lune se rassure ${style('moon')}.`;
    return `${p.name}: the Sun ${inSign('sun')}, the Moon ${inSign('moon')}, Venus ${inSign('venus')} and Mars ${inSign('mars')}. ${pointOf('venus', 'Venus', p.name, 'en')} loves ${style('venus')}; their Mars acts ${style('mars')}; their Moon feels safe ${style('moon')}.`;
  });
  return {
    heading: fr ? 'Soleil, Lune, Vénus et Mars' : 'Sun, Moon, Venus and Mars',
    body: body.join('\n\n'),
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function pointNameOf(id: PointId, lang: Lang): string {
  const names: Record<PointId, [string, string]> = {
    sun: ['Soleil', 'Sun'],
    moon: ['Lune', 'Moon'],
    mercury: ['Mercure', 'Mercury'],
    venus: ['Vénus', 'Venus'],
    mars: ['Mars', 'Mars'],
    jupiter: ['Jupiter', 'Jupiter'],
    saturn: ['Saturne', 'Saturn'],
    uranus: ['Uranus', 'Uranus'],
    neptune: ['Neptune', 'Neptune'],
    pluto: ['Pluton', 'Pluto'],
    node: ['Nœud Nord moyen', 'Mean North Node'],
    ascendant: ['Ascendant', 'Ascendant'],
    mc: ['Milieu du Ciel', 'Midheaven'],
  };
  return names[id][lang === 'fr' ? 0 : 1];
}

function aspectsSection(input: CompatibilityInput): Section {
  const { lang } = input;
  const lex = LEX[lang];
  const fr = lang === 'fr';
  const [a, b] = input.people;
  const lines = keySynastry(input.synastry, 10).map((x) => {
    const left = pointOf(x.a, pointNameOf(x.a, lang), a.name, lang);
    const right = pointOf(x.b, pointNameOf(x.b, lang), b.name, lang);
    const themeA = RELATION_THEMES[x.a][lang];
    const themeB = RELATION_THEMES[x.b][lang];
    const type = lex.aspects[x.type].name;
    // The same point on both sides is said once: « la confiance de Camille et de Hugo ».
    const both =
      x.a === x.b
        ? fr
          ? `${themeA} ${deName(a.name)} et ${deName(b.name)}`
          : `${a.name}’s and ${b.name}’s ${themeA}`
        : fr
          ? `${themeA} ${deName(a.name)} et ${themeB} ${deName(b.name)}`
          : `${a.name}’s ${themeA} and ${b.name}’s ${themeB}`;
    return fr
      ? `${capital(left)} en ${type} avec ${right} (orbe ${orbText(x.orb)}) : ${both} ${RELATION_ASPECTS[x.type].fr}.`
      : `${left} ${type} ${right} (orb ${orbText(x.orb)}): ${both} ${RELATION_ASPECTS[x.type].en}.`;
  });
  const body = lines.length
    ? lines.join('\n\n')
    : fr
      ? 'Aucun aspect serré entre vos points personnels : vos deux thèmes se côtoient sans se heurter ni se fondre, et la relation se construit surtout par le choix.'
      : 'No close aspect between your personal points: your two charts sit side by side without clashing or merging, and the relationship is built mostly by choice.';
  return { heading: fr ? 'Ce qui relie vos deux thèmes' : 'What links your two charts', body };
}

function overlaysSection(input: CompatibilityInput): Section {
  const { lang } = input;
  const lex = LEX[lang];
  const fr = lang === 'fr';
  const heading = fr ? 'Maisons croisées' : 'House overlays';
  const parts: string[] = [];
  input.people.forEach((guest, i) => {
    const host = input.people[1 - i]!;
    const list = input.overlays[i]!.filter((o) => KEY_PLANETS.includes(o.planet));
    if (list.length === 0) return;
    const lines = list.map((o) => {
      const who = pointOf(o.planet, pointNameOf(o.planet, lang), guest.name, lang);
      return fr
        ? `${capital(who)} tombe dans la maison ${o.house} ${deName(host.name)} : ${lex.houses[o.house - 1]}.`
        : `${who} falls in ${host.name}’s house ${o.house}: ${lex.houses[o.house - 1]}.`;
    });
    parts.push(lines.join(' '));
  });
  if (parts.length === 0)
    parts.push(
      fr
        ? 'Les maisons croisées demandent les heures de naissance des deux personnes : elles ne se lisent pas ici.'
        : 'House overlays need both birth times: they cannot be read here.',
    );
  return { heading, body: parts.join('\n\n') };
}

function compositeSection(input: CompatibilityInput): Section {
  const { lang } = input;
  const lex = LEX[lang];
  const fr = lang === 'fr';
  const c = input.composite;
  const intro = fr
    ? 'Le thème composite est celui de la relation elle-même : chaque planète s’y trouve au milieu de ses deux positions, dans vos deux thèmes.'
    : 'The composite chart is the chart of the relationship itself: each planet stands at the midpoint of its two places in your charts.';
  const lines = KEY_PLANETS.map((id) => {
    const p = c.planets.find((x) => x.id === id)!;
    const where = `${lex.inSign(p.sign)}${p.house ? (fr ? `, en maison ${p.house}` : `, in house ${p.house}`) : ''}`;
    const who = compositePoint(id, pointNameOf(id, lang), lang);
    const theme = RELATION_THEMES[id];
    return fr
      ? `${capital(who)} ${where} : ${theme.fr} du couple ${theme.plural.fr ? 's’expriment' : 's’exprime'} ${lex.signs[p.sign].style}.`
      : `${capital(who)} ${where}: the couple's ${theme.en} ${theme.plural.en ? 'show themselves' : 'shows itself'} ${lex.signs[p.sign].style}.`;
  });
  if (c.ascendant !== null) {
    const s = signOf(c.ascendant).sign;
    lines.push(
      fr
        ? `L’Ascendant composite ${lex.inSign(s)} : c’est ainsi que votre couple se présente aux autres, ${lex.signs[s].style}.`
        : `The composite Ascendant ${lex.inSign(s)}: this is how your couple meets others, ${lex.signs[s].style}.`,
    );
  }
  // The convention, where it shows: the composite's cusps keep the zodiac's order, which can put its
  // Midheaven opposite the midpoint of the two Midheavens (issue 38: 8,5 % of pairs, unsaid before).
  if (c.mc !== null && c.mcOpposite) {
    const s = signOf(c.mc).sign;
    lines.push(
      fr
        ? `Le Milieu du Ciel composite ${lex.inSign(s)} est ici le point opposé au milieu de vos deux Milieux du Ciel : les maisons du composite, prises au milieu des vôtres, gardent l’ordre du zodiaque, et cet ordre l’y place. C’est la convention la plus suivie ; d’autres astrologues garderaient le milieu direct.`
        : `The composite Midheaven ${lex.inSign(s)} is here the point opposite the midpoint of your two Midheavens: the composite's houses, taken at the midpoints of yours, keep the order of the zodiac, and that order puts it there. This is the most common convention; other astrologers would keep the direct midpoint.`,
    );
  }
  return { heading: fr ? 'Le thème composite' : 'The composite chart', body: [intro, ...lines].join('\n\n') };
}

function numbersSection(input: CompatibilityInput): Section {
  const { lang } = input;
  const fr = lang === 'fr';
  const lines = input.people.map((p) => {
    const lp = numberMeaning(p.lifePath, lang);
    const ex = numberMeaning(p.expression, lang);
    return fr
      ? `${p.name} : chemin de vie ${p.lifePath} (${lp.keywords.slice(0, 3).join(', ')}), nombre d’expression ${p.expression} (${ex.keywords.slice(0, 3).join(', ')}).`
      : `${p.name}: life path ${p.lifePath} (${lp.keywords.slice(0, 3).join(', ')}), expression number ${p.expression} (${ex.keywords.slice(0, 3).join(', ')}).`;
  });
  const [a, b] = input.people;
  const same = a.lifePath === b.lifePath;
  const couple = numberMeaning(input.couple.value, lang);
  lines.push(
    fr
      ? `${same ? `Vous partagez le même chemin de vie, ${a.lifePath} : vous vous comprenez vite, et vous avez les mêmes angles morts.` : `Deux chemins de vie différents, ${a.lifePath} et ${b.lifePath} : chacun apporte à l’autre ce qu’il ne cherche pas de lui-même.`} La somme des deux chemins de vie donne le nombre du couple, une convention de la numérologie : ${input.couple.step}, soit ${input.couple.value} (${couple.keywords.slice(0, 3).join(', ')}).`
      : `${same ? `You share the same life path, ${a.lifePath}: you understand each other quickly, and you have the same blind spots.` : `Two different life paths, ${a.lifePath} and ${b.lifePath}: each brings the other what they would not seek alone.`} The sum of both life paths gives the couple number, a numerology convention: ${input.couple.step}, that is ${input.couple.value} (${couple.keywords.slice(0, 3).join(', ')}).`,
  );
  return { heading: fr ? 'Les nombres' : 'The numbers', body: lines.join('\n\n') };
}

export function writeCompatibilityReading(input: CompatibilityInput): CompatibilityReading {
  const { lang } = input;
  const [a, b] = input.people;
  const title =
    lang === 'fr' ? `Compatibilité : ${a.name} et ${b.name}` : `Compatibility: ${a.name} and ${b.name}`;
  const sections = [
    births(input),
    luminaries(input),
    aspectsSection(input),
    overlaysSection(input),
    compositeSection(input),
    numbersSection(input),
  ];
  return {
    title: typeset(title, lang),
    sections: sections.map((s) => ({ heading: typeset(s.heading, lang), body: typeset(s.body, lang) })),
  };
}

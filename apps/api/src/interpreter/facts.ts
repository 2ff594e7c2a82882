/**
 * The computed facts a reading rests on, as plain JSON: what the interpreter is given (and told to
 * stay within), what the output check compares against, and what the PDF and the history summarise.
 * Names are given in the reading's language beside their stable ids.
 */
import type { PointId, SignId } from '@arcanes/domain/astrology/zodiac';
import { cardById } from '@arcanes/domain/tarot/deck';
import { reversedWord } from '@arcanes/domain/writers/tarot-phrases';
import type { CautionFacts } from '@arcanes/domain/questions/caution';

export type Lang = 'fr' | 'en';
export type ReadingDomainId = 'astrologie' | 'numerologie' | 'tarot' | 'compatibilite';
export type Topic = 'amour' | 'travail' | 'sante' | 'general';

/** A dated line of the forecast: a transit, a personal month, or a card's stretch of the period. */
export interface ForecastEntry {
  start: string;
  end: string;
  exact: string | null;
  title: string;
  note: string;
}

interface BaseFacts {
  lang: Lang;
  option: 1 | 2 | 3 | 4;
  first_name: string;
  question: string | null;
  topic: Topic | null;
  /** For agreement: the registered sex ('f' or 'm'), or null for epicene wording. */
  gender: 'f' | 'm' | null;
  /**
   * A careful question (health, the law, money at stake) or a third-party one (another person's feelings
   * or decision), with its kind and topic (decisions 0175, 0271): the reading says plainly what it cannot
   * do, gives no verdict and speaks only of the person's own side. Absent from readings stored before
   * 0175; a bare kind (« legal ») in those stored before 0271.
   */
  caution?: CautionFacts | null;
  /** YYYY-MM-DD: the day the reading was asked (its dates are counted from it). */
  reading_date: string;
  /** The span the forecast covers, for options 2–3 and single questions with a period. */
  window: { from: string; to: string } | null;
  forecast: ForecastEntry[];
}

export interface PlacementFact {
  id: PointId;
  name: string;
  sign: SignId;
  sign_name: string;
  degree: number;
  minute: number;
  house: number | null;
  retrograde: boolean;
}

export interface AstrologyFacts extends BaseFacts {
  domain: 'astrologie';
  period: 'semaine' | 'mois' | null;
  birth: {
    date: string;
    time: string | null;
    place: string;
    zone: string;
    time_status: 'ok' | 'ambiguous' | 'nonexistent';
  };
  placements: PlacementFact[];
  /** The twelve house cusps' signs (empty when the birth time is unknown). */
  houses: { house: number; sign: SignId; sign_name: string }[];
  aspects: {
    a: PointId;
    b: PointId;
    a_name: string;
    b_name: string;
    type: string;
    type_name: string;
    orb: number;
  }[];
  transits: {
    planet: string;
    planet_id: string;
    natal: string;
    natal_id: string;
    aspect: string;
    aspect_id: string;
    start: string;
    exact: string | null;
    end: string;
  }[];
  elements: { strongest: string; strongest_id: string; lacking: string | null };
  /** Aspect patterns among the ten planets (stellium, grand trine, T-square, grand cross, yod, kite). */
  patterns: { kind: string; name: string; members: PointId[]; sign: SignId | null; house: number | null }[];
  /** The Moon's phase at birth. */
  moon_phase: { id: string; name: string; meaning: string };
  /** The South Node, opposite the North Node (planet `node`). */
  south_node: { sign: SignId; sign_name: string; house: number | null };
  /** Halves of the chart holding seven planets or more (birth time known). */
  hemispheres: { id: string; name: string; count: number }[];
  /** The ruler of each house cusp and where it sits (birth time known). */
  rulers: {
    house: number;
    sign: SignId;
    ruler: PointId;
    ruler_name: string;
    ruler_sign: SignId;
    ruler_house: number;
  }[];
  /**
   * Secondary progressions over the window (long readings, birth time known): the progressed Sun, Moon,
   * Mercury, Venus, Mars in their natal house, the Ascendant and MC by solar arc, the progressed Moon's
   * sign and house changes, and the progressed-to-natal aspects exact in the window (1° orb).
   */
  progressions?: ProgressionFacts | null;
  /** The solar return of the year the reading mostly covers, cast for the birth place. */
  solar_return?: SolarReturnFacts | null;
  /** A question that weighs two options (issue 38): each side's points and factors, and the side the sky favours. */
  dilemma?: DilemmaFact | null;
}

/** A progressed point: a placement without the motion, in the natal house it stands in (null for the angles). */
export type ProgressedPlacementFact = Omit<PlacementFact, 'retrograde'>;

export interface ProgressionFacts {
  /** Whole years of age at the window's start. */
  age: number;
  points: ProgressedPlacementFact[];
  /** The progressed Moon at the window's end, and each change of sign or natal house on the way. */
  moon_end: ProgressedPlacementFact;
  moon_changes: {
    date: string;
    kind: 'sign' | 'house';
    sign: SignId;
    sign_name: string;
    house: number | null;
  }[];
  aspects: {
    progressed: PointId;
    progressed_name: string;
    natal: PointId;
    natal_name: string;
    type: string;
    type_name: string;
    /** YYYY-MM-DD in the customer's zone. */
    exact: string;
  }[];
}

export interface SolarReturnFacts {
  /** YYYY-MM-DD in the birth zone, and the UTC instant to the second. */
  date: string;
  instant: string;
  /** Local clock time HH:MM at the birth place. */
  time: string;
  place: string;
  ascendant: { sign: SignId; sign_name: string; degree: number; minute: number };
  sun_house: number;
  moon_house: number;
  moon_sign: SignId;
  moon_sign_name: string;
}

/** One option of a dilemma: its part of life, the chart's points that answer for it, and their weight. */
export interface DilemmaSideFact {
  area: 'career' | 'home' | 'study' | 'love' | 'money' | 'health';
  /** The part of life as the reading names it: « votre carrière », "your career". */
  name: string;
  /** The customer's words for this option (folded). */
  words: string;
  /** The natal points read for it: its planets, the planets in its houses and its house's ruler. */
  points: PointId[];
  /** The IC is read too (the home's side, birth time known): the slow transits to the Midheaven, at its opposite. */
  ic?: true;
  houses: number[];
  /** The ruler of its first house and its condition in its sign (birth time known). */
  ruler: {
    house: number;
    planet: PointId;
    name: string;
    sign_name: string;
    dignity: 'domicile' | 'exaltation' | 'detriment' | 'fall' | null;
  } | null;
  /**
   * The slow transits (Jupiter to Pluto) of the period to its points, each +1, −1 or 0. A transit to the
   * Midheaven read at the IC has `ic`: its aspect there (the conjunction to the one is the opposition to
   * the other), by which it is weighed.
   */
  transits: {
    planet_id: string;
    natal_id: string;
    aspect_id: string;
    weight: number;
    ic?: { aspect_id: string; aspect: string };
  }[];
  /** The sum: the transits' weights, and ±1 for a ruler in dignity or debility. */
  score: number;
}

export interface DilemmaFact {
  sides: [DilemmaSideFact, DilemmaSideFact];
  /** The side the sky supports (its score at least one above the other's), or null when they weigh alike. */
  favoured: 0 | 1 | null;
}

/** A pinnacle, a challenge or a life cycle: its number, its span of ages and years, its meaning. */
export interface LifeStage {
  index: number;
  value: number;
  from_age: number;
  to_age: number | null;
  from_year: number;
  to_year: number | null;
  meaning: string;
}

export interface NumerologyFacts extends BaseFacts {
  domain: 'numerologie';
  full_name: string;
  birth: { date: string; time: string | null; place: string | null };
  numbers: {
    life_path: number;
    expression: number;
    soul_urge: number;
    personality: number;
    birthday: number;
    personal_year: number;
    maturity: number;
    lucky_number: number;
  };
  karmic_debts: number[];
  karmic_lessons: number[];
  /** Age on the reading date: which pinnacle, challenge and cycle is running now. */
  age: number;
  pinnacles: LifeStage[];
  challenges: LifeStage[];
  life_cycles: (LifeStage & { name: string })[];
  personal_months: { month: string; label: string; number: number; keywords: string[] }[];
  /** Keywords of the numbers that carry the reading, from the curated meanings. */
  keywords: Record<string, string[]>;
}

export interface CardFact {
  index: number;
  position_name: string;
  position_meaning: string;
  card_id: string;
  card_name: string;
  arcana: 'major' | 'minor';
  reversed: boolean;
  keywords: string[];
}

export interface TarotFacts extends BaseFacts {
  domain: 'tarot';
  period: 'jour' | 'semaine' | 'mois' | null;
  spread: { id: string; name: string };
  cards: CardFact[];
  synthesis: {
    card_id: string;
    card_name: string;
    sum: number;
    in_draw: boolean;
    majors: number;
    reversed: number;
    dominant_suit: string | null;
  };
}

/** One of the two people of a compatibility reading: birth, key placements in their own chart, two numbers. */
export interface CompatibilityPersonFacts {
  first_name: string;
  full_name: string;
  birth: {
    date: string;
    time: string | null;
    place: string;
    time_status: 'ok' | 'ambiguous' | 'nonexistent';
  };
  /** Sun to Saturn, the node, and Ascendant and MC when the time is known; houses their own. */
  placements: PlacementFact[];
  numbers: { life_path: number; expression: number };
}

/** A synastry aspect: the first person's point `a`, the second's `b`. */
export interface SynastryFact {
  a: PointId;
  b: PointId;
  a_name: string;
  b_name: string;
  type: string;
  type_name: string;
  orb: number;
}

/** Compatibility (decision 0200): two people's charts and numbers read together. */
export interface CompatibilityFacts extends BaseFacts {
  domain: 'compatibilite';
  ordered_from: 'astrologie' | 'numerologie';
  people: [CompatibilityPersonFacts, CompatibilityPersonFacts];
  synastry: SynastryFact[];
  /** `guest` (0: the first person, 1: the second) has `planet` in the other's house `house`. */
  overlays: { guest: 0 | 1; planet: PointId; name: string; house: number }[];
  /** The composite's Sun to Mars, Ascendant and MC (both times known), with composite houses. */
  composite: PlacementFact[];
  /** The sum of both life paths, reduced: the couple number (a numerology convention). */
  couple_number: { value: number; step: string };
}

export type ReadingFacts = AstrologyFacts | NumerologyFacts | TarotFacts | CompatibilityFacts;

/** A few lines that say what the reading rests on (history, e-mail, notices). */
export function factsSummary(facts: ReadingFacts): string[] {
  const fr = facts.lang === 'fr';
  switch (facts.domain) {
    case 'astrologie': {
      const by = (id: PointId) => facts.placements.find((p) => p.id === id);
      return (['sun', 'moon', 'ascendant'] as const).flatMap((id) => {
        const p = by(id);
        if (!p) return [];
        return [
          `${p.name} ${fr ? 'en' : 'in'} ${p.sign_name} (${p.degree}°${String(p.minute).padStart(2, '0')}′)`,
        ];
      });
    }
    case 'numerologie': {
      const n = facts.numbers;
      return fr
        ? [
            `Chemin de vie ${n.life_path}`,
            `Nombre d’expression ${n.expression}`,
            `Année personnelle ${n.personal_year}`,
            `Numéro de chance ${n.lucky_number}`,
          ]
        : [
            `Life path ${n.life_path}`,
            `Expression number ${n.expression}`,
            `Personal year ${n.personal_year}`,
            `Lucky number ${n.lucky_number}`,
          ];
    }
    case 'compatibilite':
      return facts.people.flatMap((p) => {
        const by = (id: PointId) => p.placements.find((x) => x.id === id);
        const parts = (['sun', 'moon', 'venus'] as const).flatMap((id) => {
          const x = by(id);
          return x ? [`${x.name} ${fr ? 'en' : 'in'} ${x.sign_name}`] : [];
        });
        return [
          `${p.first_name}${fr ? ' : ' : ': '}${parts.join(', ')}${fr ? ' ; chemin de vie ' : '; life path '}${p.numbers.life_path}`,
        ];
      });
    case 'tarot':
      return facts.cards.map(
        (c) =>
          `${c.position_name}${fr ? ' : ' : ': '}${c.card_name}${c.reversed ? (fr ? ` (${reversedWord(cardById(c.card_id))})` : ' (reversed)') : ''}`,
      );
  }
}

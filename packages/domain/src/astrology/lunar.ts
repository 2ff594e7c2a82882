/**
 * The Moon phase at birth, the nodal axis and the hemispheres of the chart.
 * Phases are the eight of Dane Rudhyar, 45° each of the Sun–Moon elongation (the Moon's longitude
 * minus the Sun's, 0–360°): new 0–45°, crescent 45–90°, first quarter 90–135°, gibbous 135–180°,
 * full 180–225°, disseminating 225–270°, last quarter 270–315°, balsamic 315–360°.
 * Hemispheres count the ten planets by house: above the horizon houses 7–12, below 1–6; east
 * (the Ascendant's side) houses 10–3, west 4–9. A side is emphasised when it holds seven of the
 * ten or more. Without a birth time there are no houses, so no hemispheres.
 * Texts are source text with plain spaces: the writers typeset them (writers/astrology-typography).
 */
import type { Chart } from './chart';
import { houseOf } from './houses';
import { PLANET_IDS, normalizeDegrees, signOf } from './zodiac';
import type { Lang, PlanetId, SignId } from './zodiac';

export type MoonPhaseId =
  'new' | 'crescent' | 'first_quarter' | 'gibbous' | 'full' | 'disseminating' | 'last_quarter' | 'balsamic';

type Texts = Readonly<Record<Lang, string>>;

export const MOON_PHASES: readonly { id: MoonPhaseId; name: Texts; meaning: Texts }[] = [
  {
    id: 'new',
    name: { fr: 'Nouvelle Lune', en: 'New Moon' },
    meaning: {
      fr: 'Avec une Nouvelle Lune à la naissance, vous avancez à l’instinct : vous commencez avant de savoir où cela mène, et c’est en agissant que vous découvrez ce que vous cherchez.',
      en: 'Born under a New Moon, you move on instinct: you begin before you know where it leads, and you find out what you are looking for by acting.',
    },
  },
  {
    id: 'crescent',
    name: { fr: 'Premier croissant', en: 'Crescent Moon' },
    meaning: {
      fr: 'Le premier croissant donne l’élan de qui doit se dégager du passé : vous construisez en poussant contre les habitudes reçues, et chaque effort affermit votre voie.',
      en: 'The crescent gives the drive of someone who must break free of the past: you build by pushing against inherited habits, and each effort makes your way firmer.',
    },
  },
  {
    id: 'first_quarter',
    name: { fr: 'Premier quartier', en: 'First Quarter' },
    meaning: {
      fr: 'Le premier quartier est une Lune de décision : vous aimez trancher, bâtir des structures et relever les crises, quitte à bousculer ce qui ne tient plus.',
      en: 'The first quarter is a Moon of decision: you like to settle matters, put structures in place and meet crises head on, even if it means shaking what no longer holds.',
    },
  },
  {
    id: 'gibbous',
    name: { fr: 'Lune gibbeuse', en: 'Gibbous Moon' },
    meaning: {
      fr: 'La Lune gibbeuse cherche à perfectionner : vous analysez, vous ajustez, vous voulez comprendre le sens de ce que vous faites avant de le mener à son terme.',
      en: 'The gibbous Moon seeks to refine: you analyse, adjust and want to grasp the meaning of what you do before you carry it through.',
    },
  },
  {
    id: 'full',
    name: { fr: 'Pleine Lune', en: 'Full Moon' },
    meaning: {
      fr: 'Avec une Pleine Lune à la naissance, vous vivez dans la relation et la prise de conscience : les autres vous servent de miroir, et votre défi est d’accorder ce que vous ressentez et ce que vous voulez.',
      en: 'Born under a Full Moon, you live through relationships and awareness: others act as your mirror, and your challenge is to reconcile what you feel with what you want.',
    },
  },
  {
    id: 'disseminating',
    name: { fr: 'Lune disséminante', en: 'Disseminating Moon' },
    meaning: {
      fr: 'La Lune disséminante donne le goût de transmettre : ce que vous avez compris, vous avez besoin de le partager, d’enseigner ou de le rendre utile à d’autres.',
      en: 'The disseminating Moon brings the urge to pass things on: what you have understood, you need to share, teach or put to use for others.',
    },
  },
  {
    id: 'last_quarter',
    name: { fr: 'Dernier quartier', en: 'Last Quarter' },
    meaning: {
      fr: 'Le dernier quartier est une Lune de remise en question : vous savez quitter les formes usées et réorienter votre vie lorsque vos convictions ont changé.',
      en: 'The last quarter is a Moon of reappraisal: you know how to leave worn-out forms behind and turn your life in a new direction when your convictions have changed.',
    },
  },
  {
    id: 'balsamic',
    name: { fr: 'Lune balsamique', en: 'Balsamic Moon' },
    meaning: {
      fr: 'La Lune balsamique, dernière du cycle, donne une nature tournée vers l’avenir et l’intériorité : vous achevez, vous laissez partir, et vous préparez en silence ce qui viendra après.',
      en: 'The balsamic Moon, last of the cycle, gives a nature turned towards the future and the inner life: you complete, you let go, and you quietly prepare what will come next.',
    },
  },
];

export interface MoonPhase {
  id: MoonPhaseId;
  /** Moon minus Sun, degrees [0, 360). */
  elongation: number;
  /** Lit fraction of the disc, 0–1. */
  illumination: number;
  /** True from new to full. */
  waxing: boolean;
  name: Texts;
  meaning: Texts;
}

export function moonPhase(sunLongitude: number, moonLongitude: number): MoonPhase {
  const elongation = normalizeDegrees(moonLongitude - sunLongitude);
  const phase = MOON_PHASES[Math.min(7, Math.floor(elongation / 45))] ?? MOON_PHASES[0];
  if (!phase) throw new Error('no moon phases');
  return {
    id: phase.id,
    elongation,
    illumination: (1 - Math.cos((elongation * Math.PI) / 180)) / 2,
    waxing: elongation < 180,
    name: phase.name,
    meaning: phase.meaning,
  };
}

const longitudeOf = (chart: Pick<Chart, 'planets'>, id: PlanetId): number => {
  const p = chart.planets.find((q) => q.id === id);
  if (!p) throw new Error(`chart has no ${id}`);
  return p.longitude;
};

export function birthMoonPhase(chart: Pick<Chart, 'planets'>): MoonPhase {
  return moonPhase(longitudeOf(chart, 'sun'), longitudeOf(chart, 'moon'));
}

export interface NodePlacement {
  longitude: number;
  sign: SignId;
  /** Null when the birth time is unknown. */
  house: number | null;
}

/** The mean North Node and the South Node opposite it. */
export function nodalAxis(chart: Pick<Chart, 'planets' | 'houses'>): {
  north: NodePlacement;
  south: NodePlacement;
} {
  const at = (longitude: number): NodePlacement => ({
    longitude,
    sign: signOf(longitude).sign,
    house: chart.houses.length === 12 ? houseOf(longitude, chart.houses) : null,
  });
  const north = longitudeOf(chart, 'node');
  return { north: at(north), south: at(normalizeDegrees(north + 180)) };
}

export type HemisphereId = 'above' | 'below' | 'east' | 'west';
export type Body = Exclude<PlanetId, 'node'>;

export interface Hemispheres {
  /** Planets in each half, in the usual planet order. */
  above: Body[];
  below: Body[];
  east: Body[];
  west: Body[];
  /** The halves holding seven planets or more: at most one of above/below, one of east/west. */
  emphasis: HemisphereId[];
}

export const HEMISPHERE_NAMES: Readonly<Record<HemisphereId, Texts>> = {
  above: { fr: 'au-dessus de l’horizon', en: 'above the horizon' },
  below: { fr: 'sous l’horizon', en: 'below the horizon' },
  east: { fr: 'à l’est, du côté de l’Ascendant', en: 'in the east, on the Ascendant’s side' },
  west: { fr: 'à l’ouest, du côté du Descendant', en: 'in the west, on the Descendant’s side' },
};

export const HEMISPHERE_THRESHOLD = 7;

/** Null when the birth time is unknown (no houses). */
export function hemispheres(chart: Pick<Chart, 'planets' | 'houses' | 'timeKnown'>): Hemispheres | null {
  if (!chart.timeKnown || chart.houses.length !== 12) return null;
  const out: Hemispheres = { above: [], below: [], east: [], west: [], emphasis: [] };
  for (const id of PLANET_IDS) {
    if (id === 'node') continue;
    const house = houseOf(longitudeOf(chart, id), chart.houses);
    (house >= 7 ? out.above : out.below).push(id);
    (house >= 10 || house <= 3 ? out.east : out.west).push(id);
  }
  for (const side of ['above', 'below', 'east', 'west'] as const) {
    if (out[side].length >= HEMISPHERE_THRESHOLD) out.emphasis.push(side);
  }
  return out;
}

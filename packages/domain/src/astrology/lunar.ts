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

/**
 * Each phase's meaning, then `others`: further wordings of the same meaning. A chart's phase is told in
 * one of them, chosen by its elongation (so the same chart reads the same): one sentence per phase was
 * a fixed stretch in an eighth of the long readings (issue 38).
 */
export const MOON_PHASES: readonly {
  id: MoonPhaseId;
  name: Texts;
  meaning: Texts;
  others: Readonly<Record<Lang, readonly string[]>>;
}[] = [
  {
    id: 'new',
    name: { fr: 'Nouvelle Lune', en: 'New Moon' },
    meaning: {
      fr: 'Avec une Nouvelle Lune à la naissance, vous avancez à l’instinct : vous commencez avant de savoir où cela mène, et c’est en agissant que vous découvrez ce que vous cherchez.',
      en: 'Born under a New Moon, you move on instinct: you begin before you know where it leads, and you find out what you are looking for by acting.',
    },
    others: {
      fr: [
        'Votre Lune de naissance est nouvelle, tout contre le Soleil : vous partez d’un élan, sans plan arrêté, et le sens de vos actes se révèle en chemin.',
        'Sous une Nouvelle Lune, l’instinct passe avant le projet : vous vous lancez, vous essayez, et c’est l’expérience qui vous apprend ce que vous vouliez.',
        'La Nouvelle Lune de votre naissance donne un tempérament de pionnier : vous ouvrez des voies sans carte, et vous comprenez votre but en l’atteignant.',
      ],
      en: [
        'Your birth Moon is new, close to the Sun: you set off on impulse, without a fixed plan, and the meaning of what you do shows itself on the way.',
        'Under a New Moon, instinct comes before the plan: you leap, you try, and experience teaches you what you wanted.',
        'The New Moon of your birth gives a pioneer’s temper: you open paths without a map, and you understand your aim by reaching it.',
      ],
    },
  },
  {
    id: 'crescent',
    name: { fr: 'Premier croissant', en: 'Crescent Moon' },
    meaning: {
      fr: 'Le premier croissant donne l’élan de qui doit se dégager du passé : vous construisez en poussant contre les habitudes reçues, et chaque effort affermit votre voie.',
      en: 'The crescent gives the drive of someone who must break free of the past: you build by pushing against inherited habits, and each effort makes your way firmer.',
    },
    others: {
      fr: [
        'Avec un croissant de Lune à la naissance, vous avancez contre le courant : il vous faut vous affranchir de l’acquis, et chaque pas gagné vous rend plus sûr de votre route.',
        'Sous le premier croissant, l’élan doit vaincre l’inertie : vous bâtissez en vous dégageant de ce qu’on vous a transmis, effort après effort.',
        'Votre Lune de naissance est un jeune croissant : le passé vous retient un peu, et c’est en le repoussant que vous trouvez votre propre direction.',
      ],
      en: [
        'With a crescent Moon at birth, you move against the current: you have to break away from what you were handed, and each step won makes your road surer.',
        'Under the crescent, drive has to overcome inertia: you build by freeing yourself from what was passed down to you, effort after effort.',
        'Your birth Moon is a young crescent: the past holds you back a little, and by pushing it away you find a direction of your own.',
      ],
    },
  },
  {
    id: 'first_quarter',
    name: { fr: 'Premier quartier', en: 'First Quarter' },
    meaning: {
      fr: 'Le premier quartier est une Lune de décision : vous aimez trancher, bâtir des structures et relever les crises, quitte à bousculer ce qui ne tient plus.',
      en: 'The first quarter is a Moon of decision: you like to settle matters, put structures in place and meet crises head on, even if it means shaking what no longer holds.',
    },
    others: {
      fr: [
        'Sous le premier quartier, la Lune pousse à trancher : vous aimez décider, poser des bases solides et affronter les crises plutôt que de les laisser pourrir.',
        'Votre Lune de naissance est au premier quartier : une Lune d’action, qui vous fait construire, choisir et bousculer ce qui a fait son temps.',
        'Le premier quartier donne le goût du choix net : vous mettez en place, vous décidez vite, et une crise vous trouve souvent en mouvement.',
      ],
      en: [
        'Under the first quarter, the Moon pushes you to decide: you like to choose, lay solid foundations and face crises rather than let them fester.',
        'Your birth Moon is at first quarter: a Moon of action, which has you build, choose and shake up what has had its day.',
        'The first quarter gives a taste for clear choices: you set things up, decide quickly, and a crisis tends to find you already moving.',
      ],
    },
  },
  {
    id: 'gibbous',
    name: { fr: 'Lune gibbeuse', en: 'Gibbous Moon' },
    meaning: {
      fr: 'La Lune gibbeuse cherche à perfectionner : vous analysez, vous ajustez, vous voulez comprendre le sens de ce que vous faites avant de le mener à son terme.',
      en: 'The gibbous Moon seeks to refine: you analyse, adjust and want to grasp the meaning of what you do before you carry it through.',
    },
    others: {
      fr: [
        'Sous une Lune gibbeuse, on peaufine : vous reprenez, vous corrigez, et vous tenez à saisir le pourquoi de votre travail avant de l’achever.',
        'Votre Lune de naissance est gibbeuse, presque pleine : vous améliorez, vous vérifiez, et vous ne concluez qu’une fois le sens trouvé.',
        'Une Lune gibbeuse à la naissance donne le souci du travail bien fait : vous affinez, vous interrogez la méthode et vous cherchez à comprendre avant de finir.',
      ],
      en: [
        'Under a gibbous Moon, you polish: you rework, you correct, and you want the why of your work before you finish it.',
        'Your birth Moon is gibbous, nearly full: you improve, you check, and you conclude only once the meaning is found.',
        'A gibbous Moon at birth gives a care for work done well: you refine, you question the method and you seek to understand before you finish.',
      ],
    },
  },
  {
    id: 'full',
    name: { fr: 'Pleine Lune', en: 'Full Moon' },
    meaning: {
      fr: 'Avec une Pleine Lune à la naissance, vous vivez dans la relation et la prise de conscience : les autres vous servent de miroir, et votre défi est d’accorder ce que vous ressentez et ce que vous voulez.',
      en: 'Born under a Full Moon, you live through relationships and awareness: others act as your mirror, and your challenge is to reconcile what you feel with what you want.',
    },
    others: {
      fr: [
        'Votre Lune de naissance est pleine, face au Soleil : vous vous découvrez à travers les autres, et l’enjeu est de faire tenir ensemble ce que vous sentez et ce que vous voulez.',
        'Sous une Pleine Lune, la vie passe par la rencontre : l’autre vous renvoie votre image, et vous cherchez l’accord entre votre cœur et votre volonté.',
        'La Pleine Lune de votre naissance éclaire tout par le face-à-face : vous prenez conscience de vous dans la relation, et le désir discute souvent avec le besoin.',
      ],
      en: [
        'Your birth Moon is full, facing the Sun: you discover yourself through others, and the task is to hold together what you feel and what you want.',
        'Under a Full Moon, life runs through encounters: the other reflects you back, and you look for agreement between your heart and your will.',
        'The Full Moon of your birth lights everything face to face: you become aware of yourself in relationship, and desire often argues with need.',
      ],
    },
  },
  {
    id: 'disseminating',
    name: { fr: 'Lune disséminante', en: 'Disseminating Moon' },
    meaning: {
      fr: 'La Lune disséminante donne le goût de transmettre : ce que vous avez compris, vous avez besoin de le partager, d’enseigner ou de le rendre utile à d’autres.',
      en: 'The disseminating Moon brings the urge to pass things on: what you have understood, you need to share, teach or put to use for others.',
    },
    others: {
      fr: [
        'Sous une Lune disséminante, le savoir demande à circuler : ce que vous avez appris, vous voulez le transmettre, l’expliquer, le mettre au service des autres.',
        'Votre Lune de naissance décroît après la pleine : une Lune de messager, qui vous pousse à partager vos découvertes et à les rendre utiles.',
        'La Lune disséminante fait de vous un passeur : comprendre ne vous suffit pas, il faut encore que cela serve à quelqu’un.',
      ],
      en: [
        'Under a disseminating Moon, knowledge asks to travel: what you have learnt, you want to pass on, explain and put at others’ service.',
        'Your birth Moon wanes after the full: a messenger’s Moon, which urges you to share your discoveries and make them useful.',
        'The disseminating Moon makes you a go-between: understanding is not enough for you, it also has to serve someone.',
      ],
    },
  },
  {
    id: 'last_quarter',
    name: { fr: 'Dernier quartier', en: 'Last Quarter' },
    meaning: {
      fr: 'Le dernier quartier est une Lune de remise en question : vous savez quitter les formes usées et réorienter votre vie lorsque vos convictions ont changé.',
      en: 'The last quarter is a Moon of reappraisal: you know how to leave worn-out forms behind and turn your life in a new direction when your convictions have changed.',
    },
    others: {
      fr: [
        'Sous le dernier quartier, la Lune pousse à revoir ses choix : vous savez tourner la page des formes usées quand vos convictions ont évolué.',
        'Votre Lune de naissance est au dernier quartier : une Lune de bilan, qui vous fait réorienter votre vie dès que ce que vous croyez a changé.',
        'Le dernier quartier donne l’art de la remise en cause : vous quittez sans regret ce qui ne vous ressemble plus et vous changez de cap en conscience.',
      ],
      en: [
        'Under the last quarter, the Moon pushes you to review your choices: you can turn the page on worn-out forms when your convictions have moved on.',
        'Your birth Moon is at last quarter: a Moon of stocktaking, which has you reorient your life once what you believe has changed.',
        'The last quarter gives the art of questioning: you leave without regret what no longer resembles you and change course with your eyes open.',
      ],
    },
  },
  {
    id: 'balsamic',
    name: { fr: 'Lune balsamique', en: 'Balsamic Moon' },
    meaning: {
      fr: 'La Lune balsamique, dernière du cycle, donne une nature tournée vers l’avenir et l’intériorité : vous achevez, vous laissez partir, et vous préparez en silence ce qui viendra après.',
      en: 'The balsamic Moon, last of the cycle, gives a nature turned towards the future and the inner life: you complete, you let go, and you quietly prepare what will come next.',
    },
    others: {
      fr: [
        'Sous une Lune balsamique, la fin du cycle vous parle : vous savez conclure, lâcher prise et préparer dans l’ombre ce qui naîtra ensuite.',
        'Votre Lune de naissance est balsamique, juste avant la nouvelle : une nature intérieure, tournée vers demain, qui achève et laisse aller.',
        'La Lune balsamique donne le sens des fins fécondes : vous terminez ce qui doit l’être et vous semez, en silence, ce qui viendra après.',
      ],
      en: [
        'Under a balsamic Moon, the end of the cycle speaks to you: you know how to conclude, let go and prepare in the shadows what will be born next.',
        'Your birth Moon is balsamic, just before the new: an inward nature, turned towards tomorrow, that completes and lets go.',
        'The balsamic Moon gives a sense of fruitful endings: you finish what must be finished and quietly sow what will come after.',
      ],
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
  // The wording by the tenth of a degree of elongation: deterministic, and spread across charts.
  const told = (lang: Lang) => {
    const all = [phase.meaning[lang], ...phase.others[lang]];
    return all[Math.floor(elongation * 10) % all.length]!;
  };
  return {
    id: phase.id,
    elongation,
    illumination: (1 - Math.cos((elongation * Math.PI) / 180)) / 2,
    waxing: elongation < 180,
    name: phase.name,
    meaning: { fr: told('fr'), en: told('en') },
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

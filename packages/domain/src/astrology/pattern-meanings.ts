/**
 * What each aspect figure is, in a sentence, for the public chart page where a visitor meets the
 * word « T-carré » for the first time. They describe the geometry and its usual reading, never the
 * person: the chart's own planets are named beside them.
 */
import type { PatternKind } from './patterns';
import type { Lang } from './zodiac';

export const PATTERN_MEANINGS: Readonly<Record<PatternKind, Readonly<Record<Lang, string>>>> = {
  stellium: {
    fr: 'Trois planètes ou plus réunies dans un même signe ou une même maison : leurs énergies se concentrent sur un seul terrain, qui prend une place à part dans le thème.',
    en: 'Three planets or more gathered in one sign or one house: their energies converge on a single area, which takes a special place in the chart.',
  },
  grand_trine: {
    fr: 'Trois planètes en trigone les unes aux autres, formant un triangle : un talent qui circule sans effort, à condition de le mettre au travail plutôt que de s’y reposer.',
    en: 'Three planets each in trine to the others, forming a triangle: a talent that flows without effort, provided it is put to work rather than rested on.',
  },
  t_square: {
    fr: 'Deux planètes en opposition, toutes deux au carré d’une troisième : une tension qui cherche une issue, et la planète au sommet montre où l’énergie se décharge.',
    en: 'Two planets in opposition, both square to a third: a tension looking for a way out, and the planet at the apex shows where the energy is released.',
  },
  grand_cross: {
    fr: 'Deux oppositions qui se croisent à angle droit, reliées par quatre carrés : un thème tiré dans quatre directions, qui apprend la constance en tenant l’ensemble.',
    en: 'Two oppositions crossing at right angles, joined by four squares: a chart pulled in four directions, which learns steadiness by holding it all together.',
  },
  yod: {
    fr: 'Deux planètes en sextile, toutes deux en quinconce (150°) d’une troisième : une figure d’ajustement, qui pointe vers une tâche singulière portée par la planète au sommet.',
    en: 'Two planets in sextile, both quincunx (150°) to a third: a figure of adjustment, pointing to a singular task carried by the planet at the apex.',
  },
  kite: {
    fr: 'Un grand trigone dont une pointe fait face, par opposition, à une quatrième planète en sextile des deux autres : l’aisance du trigone reçoit un but et une direction.',
    en: 'A grand trine with one corner facing a fourth planet by opposition, in sextile to the other two: the ease of the trine is given an aim and a direction.',
  },
};

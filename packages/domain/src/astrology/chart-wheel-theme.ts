/** Colours of the chart wheel: gold and midnight blue, element tints kept faint. */
import type { AspectType } from './aspects';
import type { Element } from './zodiac';

export interface WheelTheme {
  background: string;
  line: string;
  tick: string;
  house: string;
  leader: string;
  ink: string;
  muted: string;
  gold: string;
  /** Sign segment fills: a faint wash, so the glyphs and lines stay the subject. */
  element: Record<Element, string>;
  /** Sign glyph colours: the same hues, strong enough to read. */
  elementInk: Record<Element, string>;
  harmonious: string;
  tense: string;
  conjunction: string;
}

export const WHEEL_THEMES: Readonly<Record<'classique' | 'nuit', WheelTheme>> = {
  classique: {
    background: '#fbf8f1',
    line: '#1c2541',
    tick: '#5c6483',
    house: '#8a8fa8',
    leader: '#b69a5e',
    ink: '#1c2541',
    muted: '#5c6483',
    gold: '#a8832f',
    element: {
      fire: 'rgba(192,80,55,0.10)',
      earth: 'rgba(96,128,70,0.10)',
      air: 'rgba(196,160,60,0.12)',
      water: 'rgba(55,100,160,0.10)',
    },
    elementInk: { fire: '#a4452d', earth: '#4f6b39', air: '#97772a', water: '#2f5688' },
    harmonious: '#2f5f9e',
    tense: '#b0413e',
    conjunction: '#a8832f',
  },
  nuit: {
    background: '#0f1430',
    line: '#e9dfc4',
    tick: '#b9b29f',
    house: '#8d90a8',
    leader: '#c9a96a',
    ink: '#f3ecd8',
    muted: '#c4bfae',
    gold: '#d8b56a',
    element: {
      fire: 'rgba(230,120,90,0.14)',
      earth: 'rgba(150,190,120,0.12)',
      air: 'rgba(235,205,120,0.13)',
      water: 'rgba(120,170,235,0.14)',
    },
    elementInk: { fire: '#f0a58e', earth: '#b8d79c', air: '#f0d58d', water: '#9cc3f2' },
    harmonious: '#8fb8f0',
    tense: '#f08a84',
    conjunction: '#d8b56a',
  },
};

export function aspectStyle(
  t: WheelTheme,
  type: AspectType,
): { stroke: string; width: number; dash: string | null } {
  switch (type) {
    case 'trine':
      return { stroke: t.harmonious, width: 1, dash: null };
    case 'sextile':
      return { stroke: t.harmonious, width: 0.8, dash: '4 3' };
    case 'square':
      return { stroke: t.tense, width: 1, dash: null };
    case 'opposition':
      return { stroke: t.tense, width: 1.2, dash: null };
    case 'conjunction':
      return { stroke: t.conjunction, width: 1, dash: null };
  }
}

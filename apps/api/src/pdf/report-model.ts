import type { Chart } from '@arcanes/domain/astrology/chart';
import type { SynastryAspect } from '@arcanes/domain/astrology/synastry';
import type { NumerologyProfile } from '@arcanes/domain/numerology/profile';
import type { DrawnCard } from '@arcanes/domain/tarot/draw';
import type { Spread } from '@arcanes/domain/tarot/spreads';

/** What a PDF draws beside the text: the chart wheel, the spread, the number grid, or both wheels. */
export type Visual =
  | { kind: 'chart'; chart: Chart }
  | { kind: 'tarot'; cards: DrawnCard[]; spread: Spread }
  | { kind: 'numerology'; profile: NumerologyProfile }
  | {
      kind: 'compatibility';
      a: Chart;
      b: Chart;
      composite: Chart;
      synastry: SynastryAspect[];
      names: [string, string];
    };

/** Everything a report prints, already in its language; the renderer only lays it out. */
export interface ReportModel {
  lang: 'fr' | 'en';
  readingId: string;
  domainName: string;
  optionTitle: string;
  /** The symbolic reading's own title. */
  title: string;
  firstName: string;
  /** Label and value lines for the cover: birth data, question, spread… */
  coverLines: [string, string][];
  /** The facts in a few lines (Sun, Moon, Ascendant; the numbers; the cards). */
  summary: string[];
  issuedOn: string;
  visual: Visual;
  symbolic: { heading: string; body: string }[];
  /** The intuitive reading: checked paragraphs with their facts, and what wrote it. */
  writing: {
    kind: 'ai' | 'rules';
    model: string | null;
    label: string;
    paragraphs: { heading?: string; text: string; facts: { id: string; label: string }[] }[];
  };
  forecast: { dates: string; title: string; note: string }[];
  forecastWindow: { from: string; to: string } | null;
  /** How the dated forecast was obtained, in a sentence. */
  forecastNote: string;
  legal: { publisher: string; contact: string };
}

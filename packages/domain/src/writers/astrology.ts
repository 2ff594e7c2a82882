/**
 * The symbolic astrology reading: curated fr/en text assembled from the chart's actual
 * placements, houses, aspects and dated transits. Deterministic, so the same chart always
 * reads the same; the intuitive reading (the language model) is written elsewhere from these
 * same facts.
 */
import type { Chart } from '../astrology/chart';
import type { Transit } from '../astrology/transits';
import type { Lang } from '../astrology/zodiac';
import { forecastSections } from './astrology-forecast';
import type { Domain, Lexicon, Period, Section } from './astrology-lexicon';
import { LEXICON_EN } from './astrology-lexicon-en';
import { LEXICON_FR } from './astrology-lexicon-fr';
import { portraitSections } from './astrology-portrait';
import { questionSections } from './astrology-question';
import { typeset } from './astrology-typography';

export type {
  Domain as AstrologyDomain,
  Period as AstrologyPeriod,
  Section as ReadingSection,
} from './astrology-lexicon';

export interface AstrologyReadingOptions {
  lang: Lang;
  /** 1: one question (domain, period); 2: three-month forecast; 3: natal portrait + year ahead. */
  option: 1 | 2 | 3;
  firstName: string;
  question?: string;
  domain?: Domain;
  period?: Period;
  /** From findTransits: the period's for option 1, three months for option 2, twelve for option 3. */
  transits?: Transit[];
  birthPlaceLabel?: string;
}

export interface AstrologyReading {
  title: string;
  sections: Section[];
}

const LEXICONS: Readonly<Record<Lang, Lexicon>> = { fr: LEXICON_FR, en: LEXICON_EN };

export function writeAstrologyReading(chart: Chart, opts: AstrologyReadingOptions): AstrologyReading {
  const lex = LEXICONS[opts.lang];
  const name = opts.firstName.trim();
  let title: string;
  let sections: Section[];
  switch (opts.option) {
    case 1: {
      const domain = opts.domain ? lex.domains[opts.domain].name : lex.t.headings.question;
      title = lex.t.titles.question(domain);
      sections = questionSections(lex, chart, { ...opts, firstName: name });
      break;
    }
    case 2:
      title = lex.t.titles.forecast(name);
      sections = forecastSections(lex, chart, name, opts.birthPlaceLabel, opts.transits);
      break;
    case 3:
      title = lex.t.titles.portrait(name);
      sections = portraitSections(lex, chart, name, opts.birthPlaceLabel, opts.transits);
      break;
  }
  return {
    title: typeset(title, opts.lang),
    sections: sections.map((s) => ({
      heading: typeset(s.heading, opts.lang),
      body: typeset(s.body, opts.lang),
    })),
  };
}

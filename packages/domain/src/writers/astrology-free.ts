/**
 * The free portrait of the public birth chart page: the Sun, the Moon, the Ascendant (or what the
 * missing birth time leaves out), the balance of elements and the dominant planets — the opening
 * sections of the paid natal portrait (option 3), written by the same curated paragraphs. What the
 * paid reading adds (the other planets, aspects, houses, the year ahead, the written reading) is
 * left to it.
 */
import type { Chart } from '../astrology/chart';
import type { Lang } from '../astrology/zodiac';
import type { Lexicon, Section } from './astrology-lexicon';
import { LEXICON_EN } from './astrology-lexicon-en';
import { LEXICON_FR } from './astrology-lexicon-fr';
import { ascendantParagraph, mcParagraph, planetParagraph } from './astrology-paragraphs';
import { balanceSection, dominantsSection } from './astrology-portrait';
import { typeset } from './astrology-typography';

const LEXICONS: Readonly<Record<Lang, Lexicon>> = { fr: LEXICON_FR, en: LEXICON_EN };

export function writeFreePortrait(chart: Chart, lang: Lang): Section[] {
  const lex = LEXICONS[lang];
  const planet = (id: 'sun' | 'moon') => chart.planets.find((p) => p.id === id);
  const sun = planet('sun');
  const moon = planet('moon');
  const sections: (Section | null)[] = [
    sun ? { heading: lex.t.headings.sun, body: planetParagraph(lex, sun) } : null,
    moon ? { heading: lex.t.headings.moon, body: planetParagraph(lex, moon) } : null,
    chart.timeKnown
      ? {
          heading: lex.t.headings.ascendant,
          body: [ascendantParagraph(lex, chart), mcParagraph(lex, chart)].filter(Boolean).join('\n\n'),
        }
      : { heading: lex.t.headings.birthTime, body: lex.t.unknownTimeLong },
    balanceSection(lex, chart),
    dominantsSection(lex, chart),
  ];
  return sections
    .filter((s): s is Section => s !== null && s.body.length > 0)
    .map((s) => ({ heading: typeset(s.heading, lang), body: typeset(s.body, lang) }));
}

// Three long readings written offline and rendered as the PDF a customer receives, to look at:
// npx tsx bench/render-pdfs.ts /tmp/pdfs && pdftoppm -r 50 -png /tmp/pdfs/tarot3-fr.pdf /tmp/pdfs/tarot3-fr
// (astrology 12 months fr, numerology 12 months en for « Sylvie Vartan », a seven-card tarot fr on a mother).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Config } from '../apps/api/src/config';
import { createOfflineInterpreter } from '../apps/api/src/interpreter/offline/offline-interpreter';
import { renderReadingPdf } from '../apps/api/src/pdf/reading-pdf';
import { computeReading } from '../apps/api/src/modules/readings/compute/compute';
import { buildReportModel } from '../apps/api/src/modules/readings/delivery/report';
import { storedWriting } from '../apps/api/src/modules/readings/writing/writing';
import { fixtureInputs, longAstrologyInputs } from '../apps/api/src/test/reading-fixtures';
import { DECK } from '../packages/domain/src/tarot/deck';
import type {
  NumerologyInputs,
  ReadingInputs,
  TarotInputs,
} from '../apps/api/src/modules/readings/request/inputs';

const config = { LEGAL_PUBLISHER: 'Arcanes SAS', LEGAL_CONTACT: 'bonjour@arcanes.local' } as Config;
const out = process.argv[2] ?? '/tmp/pdfs';
mkdirSync(out, { recursive: true });
const cards = [17, 63, 18, 40, 2, 70, 33].map((i) => DECK[i]!.id);
const cases: [string, ReadingInputs][] = [
  ['astro3-fr', longAstrologyInputs('fr', 3)],
  [
    'num3-en',
    {
      ...(fixtureInputs('numbers', 'en') as NumerologyInputs),
      option: 3,
      full_name: 'Sylvie Vartan',
      birth_date: '1944-08-15',
    },
  ],
  [
    'tarot3-fr',
    {
      ...(fixtureInputs('tarot', 'fr') as TarotInputs),
      option: 3,
      count: 7,
      question: 'Ma mère va-t-elle accepter mon choix de partir à Lyon ?',
      picks: cards.map((card_id, k) => ({ position: k * 7 + 2, card_id, reversed: k % 3 === 1 })),
    },
  ],
];
// The real path, as delivery takes it: the facts, the interpreter and its check, the stored writing.
const interpreter = createOfflineInterpreter();
for (const [name, inputs] of cases) {
  const computation = computeReading(inputs, { forecast: true });
  const written = await interpreter.interpret({
    lang: inputs.lang,
    facts: computation.facts,
    length: 'long',
  });
  const { bytes, pages } = await renderReadingPdf(
    buildReportModel({
      readingId: '3f2a9c4e-0000-4000-8000-000000000000',
      createdAt: new Date(),
      inputs,
      computation,
      writing: storedWriting(written, computation.facts),
      config,
    }),
  );
  writeFileSync(`${out}/${name}.pdf`, bytes);
  console.log(`${out}/${name}.pdf`, pages, 'pages,', written.text.split(/\s+/).length, 'words written');
}

/** The offline intuitive reading for the astrology reports: a dated three-month forecast, or the natal portrait and the year ahead. */
import type { AstrologyFacts } from '../facts';
import {
  aspectParagraph,
  lexiconOf,
  placement,
  placementParagraph,
  transitSentence,
  triad,
} from './offline-astrology';
import { closingLine, openingLine } from './offline-phrases';
import { capitalise, type Picker } from './pick';

export interface Section {
  heading: string;
  paragraphs: string[];
}

/** YYYY-MM of the n-th month after `from`. */
function monthAfter(from: string, n: number): string {
  const d = new Date(`${from.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

const when = (t: AstrologyFacts['transits'][number]) => t.exact ?? t.start;

function climate(f: AstrologyFacts, pick: Picker, heading: string): Section {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const el = lex.elements[f.elements.strongest_id as keyof typeof lex.elements];
  const paragraphs = [
    `${openingLine(f.lang, f.first_name, f.question, pick)} ${
      fr
        ? `Votre thème réunit ${triad(f)}, et ${el.name} y domine : ${el.strong} sont vos ressources naturelles.`
        : `Your chart brings together ${triad(f)}, and ${el.name} leads: ${el.strong} are your natural resources.`
    }`,
  ];
  return { heading, paragraphs };
}

/** Calendar months the window touches: a window from 24 November to 24 February is four of them. */
function monthsOf(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7)) +
    1
  );
}

function monthSections(f: AstrologyFacts, pick: Picker): Section[] {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const from = f.window?.from ?? f.reading_date;
  const to = f.window?.to ?? f.reading_date;
  return Array.from({ length: monthsOf(from, to) }, (_, i) => {
    const ym = monthAfter(from, i);
    const inMonth = f.transits.filter((t) => when(t).startsWith(ym)).slice(0, 3);
    // No new peak this month: say what is still at work rather than calling the month calm.
    const ongoing = f.transits.find((t) => t.start.slice(0, 7) <= ym && t.end.slice(0, 7) >= ym);
    const quiet = ongoing
      ? fr
        ? `Pas de nouveau temps fort ce mois-ci : ${lex.t.article(ongoing.planet)} en ${ongoing.aspect} avec votre ${ongoing.natal} de naissance poursuit son œuvre jusqu’au ${lex.date(ongoing.end)}. C’est un temps pour intégrer ce qui a commencé.`
        : `No new peak this month: ${lex.t.article(ongoing.planet)} in ${ongoing.aspect} to your natal ${ongoing.natal} goes on working until ${lex.date(ongoing.end)}. It is a time to take in what has begun.`
      : fr
        ? pick.pick(
            [
              'Un mois sans grand transit sur vos points sensibles : un temps pour consolider, souffler et laisser mûrir ce qui a été semé.',
              'Le ciel laisse ce mois-ci votre thème au calme : profitez-en pour avancer à votre rythme, sans pression extérieure.',
            ],
            'quiet',
          )
        : pick.pick(
            [
              'A month without major transits to your sensitive points: a time to consolidate, breathe and let what was sown ripen.',
              'This month the sky leaves your chart in peace: a chance to move at your own pace, without outside pressure.',
            ],
            'quiet',
          );
    const paragraphs = inMonth.length ? inMonth.map((t) => transitSentence(lex, t, pick)) : [quiet];
    return { heading: capitalise(lex.month(`${ym}-01`)), paragraphs };
  });
}

function landmarks(f: AstrologyFacts): Section | null {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const exact = f.transits.filter((t) => t.exact).slice(0, 6);
  if (exact.length === 0) return null;
  const lines = exact.map(
    (t) =>
      `— ${lex.date(t.exact ?? t.start)}${fr ? ' : ' : ': '}${t.planet} ${t.aspect} ${fr ? 'avec votre' : 'to your natal'} ${t.natal}${fr ? ' de naissance' : ''}`,
  );
  return { heading: fr ? 'Les dates à retenir' : 'Dates to remember', paragraphs: [lines.join('\n')] };
}

function compass(f: AstrologyFacts, pick: Picker): Section {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const node = placement(f, 'node');
  const nodeLine = node
    ? fr
      ? `Le Nœud Nord ${lex.inSign(node.sign)} rappelle la direction dans laquelle vous êtes invité à grandir : ${lex.signs[node.sign].style}.`
      : `The North Node ${lex.inSign(node.sign)} recalls the direction you are invited to grow in: ${lex.signs[node.sign].style}.`
    : '';
  return {
    heading: fr ? 'Votre boussole' : 'Your compass',
    paragraphs: [`${nodeLine} ${closingLine(f.lang, f.first_name, pick)}`.trim()],
  };
}

/** Option 2: the climate, each of the three months with its dated transits, landmarks, a compass. */
export function astrologyForecast(f: AstrologyFacts, pick: Picker): Section[] {
  const fr = f.lang === 'fr';
  return [
    climate(f, pick, fr ? 'Le climat de ces trois mois' : 'The mood of these three months'),
    ...monthSections(f, pick),
    landmarks(f),
    compass(f, pick),
  ].filter((s): s is Section => s !== null);
}

/** Option 3: the natal portrait in five movements, then the year ahead by quarter. */
export function astrologyPortrait(f: AstrologyFacts, pick: Picker): Section[] {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const para = (id: Parameters<typeof placement>[1]) => {
    const p = placement(f, id);
    return p ? [placementParagraph(lex, p, pick)] : [];
  };
  const asc = placement(f, 'ascendant');
  const mc = placement(f, 'mc');
  const sections: Section[] = [
    {
      heading: fr ? 'Votre nature profonde' : 'Your deep nature',
      paragraphs: [
        `${openingLine(f.lang, f.first_name, null, pick)} ${fr ? `Voici le portrait que dessine votre ciel de naissance : ${triad(f)}.` : `Here is the portrait your birth sky draws: ${triad(f)}.`}`,
        ...para('sun'),
        ...para('moon'),
        ...(asc
          ? [
              fr
                ? `Votre Ascendant en ${asc.sign_name} dit ${lex.theme.ascendant} : ${lex.signs[asc.sign].style}.`
                : `Your Ascendant in ${asc.sign_name} speaks of ${lex.theme.ascendant}: ${lex.signs[asc.sign].style}.`,
            ]
          : []),
      ],
    },
    { heading: fr ? 'Votre manière d’aimer' : 'The way you love', paragraphs: para('venus') },
    {
      heading: fr ? 'Votre élan et votre vocation' : 'Your drive and your calling',
      paragraphs: [
        ...para('mars'),
        ...(mc
          ? [
              fr
                ? `Votre Milieu du Ciel en ${mc.sign_name} parle de ${lex.theme.mc} : ${lex.signs[mc.sign].style}.`
                : `Your Midheaven in ${mc.sign_name} speaks of ${lex.theme.mc}: ${lex.signs[mc.sign].style}.`,
            ]
          : []),
        ...para('saturn'),
      ],
    },
    { heading: fr ? 'Votre esprit' : 'Your mind', paragraphs: [...para('mercury'), ...para('jupiter')] },
    {
      heading: fr ? 'Le fil de votre chemin' : 'The thread of your path',
      paragraphs: [aspectParagraph(f, ['sun', 'moon', 'ascendant'], pick) ?? ''].filter(Boolean),
    },
    yearAhead(f, pick),
    compass(f, pick),
  ];
  return sections.filter((s) => s.paragraphs.length > 0);
}

function yearAhead(f: AstrologyFacts, pick: Picker): Section {
  const lex = lexiconOf(f.lang);
  const fr = f.lang === 'fr';
  const from = f.window?.from ?? f.reading_date;
  const paragraphs: string[] = [];
  for (let q = 0; q < 4; q++) {
    const months = [0, 1, 2].map((k) => monthAfter(from, q * 3 + k));
    const inQuarter = f.transits.filter((t) => months.some((m) => when(t).startsWith(m))).slice(0, 3);
    const span = fr
      ? `De ${lex.month(`${months[0]}-01`)} à ${lex.month(`${months[2]}-01`)}`
      : `From ${lex.month(`${months[0]}-01`)} to ${lex.month(`${months[2]}-01`)}`;
    paragraphs.push(
      inQuarter.length
        ? `${span}${fr ? ' : ' : ': '}${inQuarter.map((t) => transitSentence(lex, t, pick)).join(' ')}`
        : `${span}${fr ? ', les planètes lentes laissent votre thème au calme : un trimestre pour consolider.' : ', the slow planets leave your chart in peace: a quarter to consolidate.'}`,
    );
  }
  return { heading: fr ? 'L’année qui vient' : 'The year ahead', paragraphs };
}

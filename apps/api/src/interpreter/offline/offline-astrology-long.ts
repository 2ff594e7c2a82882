/**
 * The offline intuitive reading for the astrology reports: the three months ahead (option 2) or the
 * natal portrait and the year ahead (option 3). It opens with the essential, tells each transit once
 * in the month it peaks, weaves the natal placements rather than listing them, and ends on what to do.
 */
import type { PointId } from '@arcanes/domain/astrology/zodiac';
import { monthName } from '@arcanes/domain/writers/dates';
import { indexFacts } from '../fact-index';
import type { AstrologyFacts } from '../facts';
import type { WrittenParagraph } from '../writing';
import { capitalise, para } from './compose';
import {
  focusOf,
  lexiconOf,
  natalFr,
  placement,
  ranked,
  transitId,
  weight,
  type Transit,
} from './astro-voice';
import { bond, ground, howToAct, moments, the, when, yourPlacement } from './offline-astrology';
import type { Picker } from './pick';

type F = AstrologyFacts;
const peak = (t: Transit) => t.exact ?? t.start;

function climate(f: F, pick: Picker, span: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const score = f.transits.reduce((n, t) => n + weight(t), 0);
  const lead = ranked(f, focusOf(f))[0];
  const kind = fr
    ? score >= 2
      ? 'une période porteuse, où les occasions comptent plus que les obstacles'
      : score <= -2
        ? 'une période d’efforts, qui construit plus qu’elle ne récompense tout de suite'
        : 'une période contrastée, où chaque appui a sa contrepartie'
    : score >= 2
      ? 'a supportive period, where opportunities count for more than obstacles'
      : score <= -2
        ? 'a period of effort, which builds more than it rewards straight away'
        : 'a contrasted period, where every support has its counterpart';
  const text = fr
    ? `${capitalise(span)}, en une phrase : ${kind}. ${lead ? `Le temps fort : ${the(lead.planet_id as PointId, lead.planet, 'fr')} en ${lead.aspect} avec votre ${lead.natal} ${natalFr(lead.natal_id)}, ${when(lead, 'fr')}.` : 'Aucun grand transit ne touche vos points sensibles : la période vous laisse l’initiative.'} ${pick.pick(['Le détail, mois par mois, suit.', 'Voici comment cela se déroule.', 'Les mois ci-dessous en donnent le rythme.', 'Chaque mois a sa note, la voici.'])}`
    : `${capitalise(span)}, in one sentence: ${kind}. ${lead ? `The high point: ${the(lead.planet_id as PointId, lead.planet, 'en')} ${lead.aspect} your natal ${lead.natal}, ${when(lead, 'en')}.` : 'No major transit touches your sensitive points: the period leaves you the initiative.'} ${pick.pick(['The detail, month by month, follows.', 'Here is how it unfolds.', 'The months below give its rhythm.', 'Each month has its note; here they are.'])}`;
  return para(text, ['period', ...(lead ? [transitId(f, lead)] : [])], fr ? 'L’essentiel' : 'The essentials');
}

/** Each calendar month of the window: the transits that peak in it, told once; a quiet month says what goes on. */
function monthByMonth(f: F, heading: string): WrittenParagraph[] {
  if (!f.window) return [];
  const fr = f.lang === 'fr';
  const told = new Set<Transit>();
  const out: WrittenParagraph[] = [];
  const start = new Date(`${f.window.from.slice(0, 7)}-01T12:00:00Z`);
  const end = f.window.to.slice(0, 7);
  for (let d = start; d.toISOString().slice(0, 7) <= end; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const ym = d.toISOString().slice(0, 7);
    const label = `${monthName(d.getUTCMonth() + 1, f.lang)} ${d.getUTCFullYear()}`;
    const here = f.transits.filter((t) => peak(t).startsWith(ym) && !told.has(t)).slice(0, 3);
    here.forEach((t) => told.add(t));
    if (here.length) {
      const m = moments(f, here);
      if (m) out.push(para(`${capitalise(label)}. ${m.text}`, m.facts, out.length ? undefined : heading));
      continue;
    }
    const ongoing = f.transits.find((t) => t.start.slice(0, 7) <= ym && t.end.slice(0, 7) >= ym);
    if (ongoing) {
      out.push(
        para(
          fr
            ? `${capitalise(label)}. Pas de nouveau temps fort : ${the(ongoing.planet_id as PointId, ongoing.planet, 'fr')} poursuit son ${ongoing.aspect} avec votre ${ongoing.natal} ${natalFr(ongoing.natal_id)}. Un mois pour intégrer ce qui a commencé.`
            : `${capitalise(label)}. No new high point: ${the(ongoing.planet_id as PointId, ongoing.planet, 'en')} keeps up its ${ongoing.aspect} to your natal ${ongoing.natal}. A month to take in what has begun.`,
          [transitId(f, ongoing)],
          out.length ? undefined : heading,
        ),
      );
    }
  }
  return out;
}

function triad(f: F, pick: Picker, heading: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const sun = placement(f, 'sun');
  const moon = placement(f, 'moon');
  const asc = placement(f, 'ascendant');
  const parts = [sun, moon, asc].filter((p): p is NonNullable<typeof p> => Boolean(p));
  const said = fr
    ? `${sun ? `${capitalise(yourPlacement(sun, 'fr'))} donne le cap` : ''}${moon ? `, ${yourPlacement(moon, 'fr')} dit ce qui vous rassure` : ''}${asc ? `, et ${yourPlacement(asc, 'fr')} la manière dont vous entrez dans chaque situation` : ''}.`
    : `${sun ? `${capitalise(yourPlacement(sun, 'en'))} sets the course` : ''}${moon ? `, ${yourPlacement(moon, 'en')} says what reassures you` : ''}${asc ? `, and ${yourPlacement(asc, 'en')} the way you enter each situation` : ''}.`;
  const text = fr
    ? `${pick.pick(['Pour traverser cette période, vos appuis sont dans votre thème.', 'Vous n’abordez pas ces mois les mains vides.', 'Votre thème vous donne de quoi tenir le cap.', 'Trois points de votre thème vous accompagnent.'])} ${said}`
    : `${pick.pick(['To go through this period, your supports are in your chart.', 'You do not face these months empty-handed.', 'Your chart gives you what you need to hold course.', 'Three points of your chart go with you.'])} ${said}`;
  return para(
    text,
    parts.map((p) => `planet.${p.id}`),
    heading,
  );
}

function forecast(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  return [
    climate(f, pick, fr ? 'vos trois prochains mois' : 'your next three months'),
    ...monthByMonth(f, fr ? 'Mois par mois' : 'Month by month'),
    triad(f, pick, fr ? 'Vos appuis' : 'Your supports'),
    howToAct(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'),
  ];
}

function portrait(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const sun = placement(f, 'sun')!;
  const asc = placement(f, 'ascendant');
  const el = lex.elements[f.elements.strongest_id as keyof typeof lex.elements];
  const essential = para(
    fr
      ? `Si l’on devait résumer votre thème natal en une image, ce serait ${el.name} : ${el.strong}. ${capitalise(yourPlacement(sun, 'fr'))}${asc ? `, avec ${yourPlacement(asc, 'fr')},` : ''} en donne la forme la plus visible.`
      : `If your natal chart had to be summed up in one image, it would be ${el.name}: ${el.strong}. ${capitalise(yourPlacement(sun, 'en'))}${asc ? `, with ${yourPlacement(asc, 'en')},` : ''} gives it its most visible shape.`,
    ['element.dominant', 'planet.sun', ...(asc ? ['planet.ascendant'] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const out: WrittenParagraph[] = [essential];
  const shape = structure(f, pick);
  if (shape) out.push(shape);
  const sections: [PointId, string][] = fr
    ? [
        ['moon', 'Votre vie intérieure'],
        ['venus', 'Aimer et être aimé'],
        ['mars', 'Agir'],
        ['saturn', 'Ce que vous bâtissez'],
      ]
    : [
        ['moon', 'Your inner life'],
        ['venus', 'Loving and being loved'],
        ['mars', 'Taking action'],
        ['saturn', 'What you build'],
      ];
  for (const [id, heading] of sections) {
    const p = placement(f, id);
    if (p) out.push(ground(f, p, pick, heading));
  }
  const b = bond(
    f,
    ['sun', 'moon', 'venus', 'mars'],
    pick,
    fr ? 'Tensions et ressorts' : 'Tensions and springs',
  );
  if (b) out.push(b);
  const nodes = direction(f, pick);
  if (nodes) out.push(nodes);
  const year = ranked(f, ['sun', 'moon', 'ascendant', 'mc']).slice(0, 4);
  const m = moments(f, year, fr ? 'L’année qui vient' : 'The year ahead');
  if (m) out.push(m);
  out.push(howToAct(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'));
  return out;
}

/** What holds the chart together: its aspect patterns, where its planets gather, the Moon's phase at birth. */
function structure(f: F, pick: Picker): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const facts = indexFacts(f).list;
  const patterns = facts.filter((x) => x.kind === 'pattern').slice(0, 2);
  const halves = facts.filter((x) => x.id.startsWith('hemisphere.'));
  const phase = facts.find((x) => x.id === 'moon-phase');
  const parts: string[] = [];
  if (patterns.length)
    parts.push(
      fr
        ? `${pick.pick(['Votre thème a une architecture.', 'Des figures se dessinent dans votre thème.'])} ${patterns.map((p) => `${p.label}.`).join(' ')} ${pick.pick(['Ces planètes agissent ensemble : quand l’une est touchée, les autres répondent.', 'C’est un ensemble qui pèse plus lourd que chacune de ses parties.'])}`
        : `${pick.pick(['Your chart has an architecture.', 'Figures stand out in your chart.'])} ${patterns.map((p) => `${p.label}.`).join(' ')} ${pick.pick(['These planets act together: when one is touched, the others answer.', 'Together they weigh more than each on its own.'])}`,
    );
  for (const h of halves)
    parts.push(
      fr
        ? `Un accent net : ${h.label.charAt(0).toLowerCase()}${h.label.slice(1)}.`
        : `A clear emphasis: ${h.label}.`,
    );
  if (f.moon_phase) parts.push(f.moon_phase.meaning);
  if (parts.length === 0) return null;
  return para(
    parts.join(' '),
    [
      ...patterns.flatMap((p) => [
        p.id,
        ...(p.kind === 'pattern' ? p.members.map((m) => `planet.${m}`) : []),
      ]),
      ...halves.map((h) => h.id),
      ...(phase ? [phase.id] : []),
    ],
    fr ? 'La structure de votre thème' : 'The structure of your chart',
  );
}

/** The nodal axis: where you grow (North Node) and what you already know (South Node). */
function direction(f: F, pick: Picker): WrittenParagraph | null {
  const north = placement(f, 'node');
  if (!north || !f.south_node) return null;
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const nh = north.house ? (fr ? `, en maison ${north.house}` : `, in house ${north.house}`) : '';
  const sh = f.south_node.house
    ? fr
      ? `, en maison ${f.south_node.house}`
      : `, in house ${f.south_node.house}`
    : '';
  return para(
    fr
      ? `Votre Nœud Nord en ${north.sign_name}${nh} montre la direction où grandir : avancer ${lex.signs[north.sign].style}. ${pick.pick(['À l’opposé', 'En face'])}, le Nœud Sud en ${f.south_node.sign_name}${sh} rappelle ce que vous savez déjà faire, ${lex.signs[f.south_node.sign].style} : un appui, à condition de ne pas s’y réfugier.`
      : `Your North Node in ${north.sign_name}${nh} shows the direction in which to grow: moving ${lex.signs[north.sign].style}. ${pick.pick(['Opposite', 'Facing it'])}, the South Node in ${f.south_node.sign_name}${sh} recalls what you already know how to do, ${lex.signs[f.south_node.sign].style}: a support, as long as you do not hide in it.`,
    ['planet.node', 'node.south'],
    fr ? 'Votre direction' : 'Your direction',
  );
}

export function astrologyLong(f: F, pick: Picker): WrittenParagraph[] {
  return f.option === 3 ? portrait(f, pick) : forecast(f, pick);
}

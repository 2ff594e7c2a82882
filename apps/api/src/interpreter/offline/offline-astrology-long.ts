/**
 * The offline intuitive reading for the astrology reports: the three months ahead (option 2) or the
 * natal portrait and the year ahead (option 3). It opens with the essential, tells each transit once
 * in the month it peaks, weaves the natal placements rather than listing them, and ends on what to do.
 */
import { signInfo, type PointId } from '@arcanes/domain/astrology/zodiac';
import { monthName } from '@arcanes/domain/writers/dates';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { capitalise, counted, deFr, para } from './compose';
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
    ? `${pick.pick([`${capitalise(span)}, en une phrase : ${kind}.`, `Pour ${span}, le ciel dessine ${kind}.`, `${capitalise(span)} s’annoncent comme ${kind}.`, `Le ciel de ${span} ? ${capitalise(kind)}.`])} ${lead ? pick.pick([`Le temps fort : ${the(lead.planet_id as PointId, lead.planet, 'fr')} en ${lead.aspect} avec votre ${lead.natal} ${natalFr(lead.natal_id)}, ${when(lead, 'fr')}.`, `Le moment à retenir : ${the(lead.planet_id as PointId, lead.planet, 'fr')} en ${lead.aspect} avec votre ${lead.natal} ${natalFr(lead.natal_id)}, ${when(lead, 'fr')}.`, `Tout converge vers ${the(lead.planet_id as PointId, lead.planet, 'fr')} en ${lead.aspect} avec votre ${lead.natal} ${natalFr(lead.natal_id)}, ${when(lead, 'fr')}.`]) : 'Aucun grand transit ne touche vos points sensibles : la période vous laisse l’initiative.'} ${pick.pick(['Le détail, mois par mois, suit.', 'Voici comment cela se déroule.', 'Chaque mois a sa note, la voici.', 'Mois après mois, voici le chemin.', ''])}`
    : `${pick.pick([`${capitalise(span)}, in one sentence: ${kind}.`, `For ${span}, the sky draws ${kind}.`, `${capitalise(span)} look like ${kind}.`, `The sky of ${span}? ${capitalise(kind)}.`])} ${lead ? pick.pick([`The high point: ${the(lead.planet_id as PointId, lead.planet, 'en')} ${lead.aspect} your natal ${lead.natal}, ${when(lead, 'en')}.`, `The date to keep in mind: ${the(lead.planet_id as PointId, lead.planet, 'en')} ${lead.aspect} your natal ${lead.natal}, ${when(lead, 'en')}.`, `Everything converges on ${the(lead.planet_id as PointId, lead.planet, 'en')} ${lead.aspect} your natal ${lead.natal}, ${when(lead, 'en')}.`]) : 'No major transit touches your sensitive points: the period leaves you the initiative.'} ${pick.pick(['The detail, month by month, follows.', 'Here is how it unfolds.', 'Each month has its note; here they are.', 'Month after month, here is the road.', ''])}`;
  return para(text, ['period', ...(lead ? [transitId(f, lead)] : [])], fr ? 'L’essentiel' : 'The essentials');
}

/** Each calendar month of the window: the transits that peak in it, told once; a quiet month says what goes on. */
function monthByMonth(f: F, heading: string, pick: Picker): WrittenParagraph[] {
  if (!f.window) return [];
  const fr = f.lang === 'fr';
  const told = new Set<Transit>();
  // Which text each planet and aspect has had, across the months: Mars trine in April and again in
  // June is told in its other words the second time.
  const texts = new Map<string, number[]>();
  const out: WrittenParagraph[] = [];
  const start = new Date(`${f.window.from.slice(0, 7)}-01T12:00:00Z`);
  // A window that ends on the first of a month (1 March to 1 June) does not make that month a chapter
  // of its own, unless a moment peaks on that day.
  const last = f.window.to.slice(0, 7);
  const end =
    f.window.to.slice(8, 10) === '01' && !f.transits.some((t) => peak(t).startsWith(last))
      ? new Date(Date.parse(`${last}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 7)
      : last;
  for (let d = start; d.toISOString().slice(0, 7) <= end; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const ym = d.toISOString().slice(0, 7);
    const label = `${monthName(d.getUTCMonth() + 1, f.lang)} ${d.getUTCFullYear()}`;
    const here = f.transits.filter((t) => peak(t).startsWith(ym) && !told.has(t)).slice(0, 3);
    here.forEach((t) => told.add(t));
    if (here.length) {
      const m = moments(f, here, undefined, pick, texts, d.getUTCFullYear());
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
  const roles = fr
    ? pick.pick([
        ['donne le cap', 'dit ce qui vous rassure', 'la manière dont vous entrez dans chaque situation'],
        ['tient la direction', 'sait où vous vous ressourcez', 'votre façon de vous présenter'],
        ['porte votre volonté', 'garde votre équilibre', 'le premier pas que vous faites vers les autres'],
      ])
    : pick.pick([
        ['sets the course', 'says what reassures you', 'the way you enter each situation'],
        ['holds the direction', 'knows where you recharge', 'the way you present yourself'],
        ['carries your will', 'keeps your balance', 'the first step you take towards others'],
      ]);
  // « Votre Soleil en Cancer, en maison 11, tient la direction » : the house is set off by two commas;
  // the Ascendant's verb is left out, so a comma stands for it (« et votre Ascendant en Vierge, votre façon… »).
  const subject = (p: NonNullable<typeof sun>, lang: 'fr' | 'en') =>
    `${yourPlacement(p, lang)}${p.house ? ',' : ''}`;
  const said = fr
    ? `${sun ? `${capitalise(subject(sun, 'fr'))} ${roles[0]}` : ''}${moon ? `${asc ? ',' : ', et'} ${subject(moon, 'fr')} ${roles[1]}` : ''}${asc ? `, et ${yourPlacement(asc, 'fr')}, ${roles[2]}` : ''}.`
    : `${sun ? `${capitalise(subject(sun, 'en'))} ${roles[0]}` : ''}${moon ? `${asc ? ',' : ', and'} ${subject(moon, 'en')} ${roles[1]}` : ''}${asc ? `, and ${yourPlacement(asc, 'en')}, ${roles[2]}` : ''}.`;
  const text = fr
    ? `${pick.pick(['Pour traverser cette période, vos appuis sont dans votre thème.', 'Vous n’abordez pas ces mois les mains vides.', 'Votre thème vous donne de quoi tenir le cap.', `${parts.length === 3 ? 'Trois' : 'Deux'} points de votre thème vous accompagnent.`])} ${said}`
    : `${pick.pick(['To go through this period, your supports are in your chart.', 'You do not face these months empty-handed.', 'Your chart gives you what you need to hold course.', `${parts.length === 3 ? 'Three' : 'Two'} points of your chart go with you.`])} ${said}`;
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
    ...monthByMonth(
      f,
      fr
        ? pick.pick(['Mois par mois', 'Le fil des mois'])
        : pick.pick(['Month by month', 'The months in turn']),
      pick,
    ),
    triad(
      f,
      pick,
      fr ? pick.pick(['Vos appuis', 'Ce qui vous porte']) : pick.pick(['Your supports', 'What carries you']),
    ),
    howToAct(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'),
  ];
}

function portrait(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const sun = placement(f, 'sun')!;
  const asc = placement(f, 'ascendant');
  const el = lex.elements[f.elements.strongest_id as keyof typeof lex.elements];
  // The Sun and the Ascendant are named as signatures of the dominant element only when their sign
  // belongs to it; a Sun in Aquarius in a chart led by Earth is its counterpoint.
  const points = [sun, ...(asc ? [asc] : [])];
  const ofElement = (p: typeof sun) => signInfo(p.sign).element === f.elements.strongest_id;
  const signers = points.filter(ofElement);
  const others = points.filter((p) => !ofElement(p));
  const names = (ps: (typeof sun)[], lang: 'fr' | 'en') =>
    capitalise(
      // « votre Soleil en Vierge, en maison 8, en est… »: a house closes its own comma.
      ps.map((p) => `${yourPlacement(p, lang)}${p.house ? ',' : ''}`).join(lang === 'fr' ? ' et ' : ' and '),
    );
  const elementOf = (p: typeof sun) => lex.elements[signInfo(p.sign).element].name;
  const signed = signers.length
    ? fr
      ? `${names(signers, 'fr')} ${signers.length > 1 ? pick.pick(['en sont les signatures les plus nettes', 'en donnent la forme la plus visible']) : pick.pick(['en est la signature la plus nette', 'en donne la forme la plus visible'])}.`
      : `${names(signers, 'en')} ${signers.length > 1 ? pick.pick(['are its clearest signatures', 'give it its most visible shape']) : pick.pick(['is its clearest signature', 'gives it its most visible shape'])}.`
    : '';
  const contrast = others.length
    ? fr
      ? `${capitalise(others.map((p) => `${yourPlacement(p, 'fr')}, qui relève ${deFr(elementOf(p))}`).join(', et '))}, ${others.length > 1 ? 'y apportent' : 'y apporte'} un contrepoint.`
      : `${capitalise(others.map((p) => `${yourPlacement(p, 'en')}, ${/^[AEIOU]/.test(elementOf(p)) ? 'an' : 'a'} ${elementOf(p)} sign`).join(', and '))}, ${others.length > 1 ? 'bring' : 'brings'} a counterpoint.`
    : '';
  const second = [signed, contrast].filter(Boolean).join(' ');
  const essential = para(
    fr
      ? pick.pick([
          `Si l’on devait résumer votre thème natal en une image, ce serait ${el.name} : ${el.strong}. ${second}`,
          `Votre thème natal penche du côté ${deFr(el.name)}, c’est-à-dire vers ${el.strong}. Le premier repère est ${yourPlacement(sun, 'fr')}${asc ? ` ; ${yourPlacement(asc, 'fr')} dit comment les autres vous découvrent` : ''}.`,
          `Premier trait de votre thème natal : la place qu’y tient ${el.name} (${el.strong}). ${second}`,
          `Dans votre thème natal, ${el.name} domine : ${el.strong}. ${second}`,
        ])
      : pick.pick([
          `If your natal chart had to be summed up in one image, it would be ${el.name}: ${el.strong}. ${second}`,
          `Your natal chart leans towards ${el.name}, that is towards ${el.strong}. The first landmark is ${yourPlacement(sun, 'en')}${asc ? `; ${yourPlacement(asc, 'en')} says how others discover you` : ''}.`,
          `The first trait of your natal chart: the room ${el.name} takes in it (${el.strong}). ${second}`,
          `In your natal chart, ${el.name} leads: ${el.strong}. ${second}`,
        ]),
    ['element.dominant', 'planet.sun', ...(asc ? ['planet.ascendant'] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const out: WrittenParagraph[] = [essential];
  const shape = structure(f, pick);
  if (shape) out.push(shape);
  const sections: [PointId, string][] = fr
    ? [
        ['moon', pick.pick(['Votre vie intérieure', 'Votre port d’attache', 'Votre refuge'])],
        ['venus', pick.pick(['Aimer et être aimé', 'Votre façon d’aimer', 'Vos attachements'])],
        ['mars', pick.pick(['Agir', 'Votre élan', 'Passer à l’action'])],
        ['saturn', pick.pick(['Ce que vous bâtissez', 'Vos fondations', 'Le temps long'])],
      ]
    : [
        ['moon', pick.pick(['Your inner life', 'Your safe harbour', 'Your refuge'])],
        ['venus', pick.pick(['Loving and being loved', 'Your way of loving', 'Your attachments'])],
        ['mars', pick.pick(['Taking action', 'Your drive', 'Getting going'])],
        ['saturn', pick.pick(['What you build', 'Your foundations', 'The long run'])],
      ];
  for (const [id, heading] of sections) {
    const p = placement(f, id);
    if (p) out.push(ground(f, p, pick, heading));
  }
  const b = bond(
    f,
    ['sun', 'moon', 'venus', 'mars'],
    pick,
    fr
      ? pick.pick(['Tensions et ressorts', 'Ce qui se répond en vous'])
      : pick.pick(['Tensions and springs', 'What answers what in you']),
  );
  if (b) out.push(b);
  const nodes = direction(f, pick);
  if (nodes) out.push(nodes);
  // The four strongest moments of the year, told in the order they come.
  const year = ranked(f, ['sun', 'moon', 'ascendant', 'mc'])
    .slice(0, 4)
    .sort((a, b) => peak(a).localeCompare(peak(b)));
  const m = moments(
    f,
    year,
    fr
      ? pick.pick(['L’année qui vient', 'Les douze prochains mois'])
      : pick.pick(['The year ahead', 'The next twelve months']),
    pick,
  );
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
  // Two stelliums of the same planets (in a sign and in a house) are one figure, said once.
  const [p1, p2] = patterns;
  const twin =
    p1?.kind === 'pattern' &&
    p2?.kind === 'pattern' &&
    p1.pattern === 'stellium' &&
    p2.pattern === 'stellium' &&
    p1.members.join() === p2.members.join();
  const sep = fr ? ' : ' : ': ';
  const labels = twin
    ? [
        `${p1.label.split(sep)[0]} ${fr ? 'et' : 'and'} ${p2.label.split(sep)[0]!.replace(/^Stellium /, '')}${sep}${p1.label.split(sep)[1]}`,
      ]
    : patterns.map((p) => p.label);
  const one = labels.length === 1;
  if (patterns.length)
    parts.push(
      fr
        ? `${pick.pick(['Votre thème a une architecture.', one ? 'Une figure se dessine dans votre thème.' : 'Des figures se dessinent dans votre thème.'])} ${labels.map((l) => `${l}.`).join(' ')} ${pick.pick(['Ces planètes agissent ensemble : quand l’une est touchée, les autres répondent.', 'C’est un ensemble qui pèse plus lourd que chacune de ses parties.', 'Lisez ces planètes comme une équipe plutôt qu’une à une.', 'Ce qui touche l’une de ces planètes résonne chez les autres, en bien comme en mal.'])}`
        : `${pick.pick(['Your chart has an architecture.', one ? 'A figure stands out in your chart.' : 'Figures stand out in your chart.'])} ${labels.map((l) => `${l}.`).join(' ')} ${pick.pick(['These planets act together: when one is touched, the others answer.', 'Together they weigh more than each on its own.', 'Read these planets as a team rather than one by one.', 'What touches one of these planets echoes in the others, for better or worse.'])}`,
    );
  // Where the planets lean (above or below the horizon, east or west): one sentence, the counts in words.
  const leans = (f.hemispheres ?? []).slice(0, 2);
  if (leans.length) {
    const [a, b] = leans;
    const first = fr
      ? a!.count >= 10
        ? `toutes vos planètes ${a!.name}`
        : `${counted(a!.count, 'fr')} planètes sur dix ${a!.name}`
      : a!.count >= 10
        ? `all ten planets ${a!.name}`
        : `${counted(a!.count, 'en')} of the ten planets ${a!.name}`;
    const second = b
      ? fr
        ? `, et ${b.count >= 10 ? 'toutes' : counted(b.count, 'fr')} ${b.name}`
        : `, and ${b.count >= 10 ? 'all ten' : counted(b.count, 'en')} ${b.name}`
      : '';
    parts.push(
      fr
        ? `${b ? 'Deux accents nets' : 'Un accent net'} : ${first}${second}.`
        : `${b ? 'Two clear emphases' : 'A clear emphasis'}: ${first}${second}.`,
    );
  }
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
    fr
      ? pick.pick(['La structure de votre thème', 'L’architecture du ciel'])
      : pick.pick(['The structure of your chart', 'The architecture of your sky']),
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
  const nStyle = lex.signs[north.sign].style;
  const sStyle = lex.signs[f.south_node.sign].style;
  return para(
    fr
      ? pick.pick([
          `Votre Nœud Nord en ${north.sign_name}${nh} montre la direction où grandir : avancer ${nStyle}. ${pick.pick(['À l’opposé', 'En face'])}, le Nœud Sud en ${f.south_node.sign_name}${sh} rappelle ce que vous savez déjà faire, ${sStyle} : un appui, à condition de ne pas s’y réfugier.`,
          `Le Nœud Sud en ${f.south_node.sign_name}${sh} décrit votre terrain connu, ce que vous faites ${sStyle} sans même y penser. Le Nœud Nord en ${north.sign_name}${nh} indique le pas à apprendre : avancer ${nStyle}.`,
          `Deux points se font face dans votre thème : le Nœud Sud en ${f.south_node.sign_name}${sh}, votre acquis (agir ${sStyle}), et le Nœud Nord en ${north.sign_name}${nh}, votre chantier (avancer ${nStyle}). Grandir, c’est aller du premier vers le second sans renier le premier.`,
        ]) +
          ` Ce nœud en ${north.sign_name} est le nœud moyen ; le nœud vrai peut changer de signe à une autre date.`
      : pick.pick([
          `Your North Node in ${north.sign_name}${nh} shows the direction in which to grow: moving ${nStyle}. ${pick.pick(['Opposite', 'Facing it'])}, the South Node in ${f.south_node.sign_name}${sh} recalls what you already know how to do, ${sStyle}: a support, as long as you do not hide in it.`,
          `The South Node in ${f.south_node.sign_name}${sh} describes your familiar ground, what you do ${sStyle} without even thinking. The North Node in ${north.sign_name}${nh} shows the step to learn: moving ${nStyle}.`,
          `Two points face each other in your chart: the South Node in ${f.south_node.sign_name}${sh}, what you have acquired (acting ${sStyle}), and the North Node in ${north.sign_name}${nh}, your work in progress (moving ${nStyle}). Growing means going from the first to the second without disowning the first.`,
        ]) +
          ` This node in ${north.sign_name} is the mean node; the true node may change sign on another date.`,
    ['planet.node', 'node.south'],
    fr
      ? pick.pick(['Votre direction', 'Le sens du chemin'])
      : pick.pick(['Your direction', 'Where the road leads']),
  );
}

export function astrologyLong(f: F, pick: Picker): WrittenParagraph[] {
  return f.option === 3 ? portrait(f, pick) : forecast(f, pick);
}

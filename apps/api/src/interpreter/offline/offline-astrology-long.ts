/**
 * The offline intuitive reading for the astrology reports: the three months ahead (option 2) or the
 * natal portrait and the year ahead (option 3). It opens with the essential, tells each transit once
 * in the month it peaks, weaves the natal placements rather than listing them, and ends on what to do.
 */
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import { rulerOf } from '@arcanes/domain/astrology/dignities';
import { aspectNature } from '@arcanes/domain/astrology/transit-meaning';
import { PLANET_IDS, SIGN_IDS, signInfo, type PointId } from '@arcanes/domain/astrology/zodiac';
import { longDate, monthName } from '@arcanes/domain/writers/dates';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { AstrologyFacts, PlacementFact } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { capitalise, counted, deFr, para, pushSections } from './compose';
import {
  dignityPhrase,
  focusOf,
  lexiconOf,
  natalFr,
  placement,
  pronounFr,
  ranked,
  transitId,
  transitTexts,
  weight,
  type Transit,
} from './astro-voice';
import {
  HOUSE_AREAS,
  MONTH_ADVICE,
  NATAL_ASPECT_ADVICE,
  NATAL_ASPECT_WORKINGS,
  TRANSIT_THEMES,
} from './astro-words';
import {
  anFr,
  bond,
  freshText,
  ground,
  howToAct,
  SLOW,
  subjectOf,
  the,
  yourPlacement,
} from './offline-astrology';
import { joinList, type Picker } from './pick';
import { leadingSlowTransit, signManner, timingParagraphs } from './offline-astrology-progressed';

type F = AstrologyFacts;
const peak = (t: Transit) => t.exact ?? t.start;

function climate(f: F, pick: Picker, span: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const score = f.transits.reduce((n, t) => n + weight(t), 0);
  // A slow transit leads when there is one: a few days of Mars or Venus never sum up months.
  const lead = leadingSlowTransit(f) ?? ranked(f, focusOf(f))[0];
  const kind = fr
    ? score >= 2
      ? pick.pick([
          'une période porteuse, où les occasions priment',
          'un temps porteur, plus riche en occasions qu’en obstacles',
          'une saison favorable, où les portes s’ouvrent',
          'un temps d’ouverture, où l’élan trouve prise',
          'une période généreuse, qui récompense l’initiative',
          'un passage lumineux, où les projets prennent',
        ])
      : score <= -2
        ? pick.pick([
            'une période d’efforts, qui construit avant de récompenser',
            'un temps de travail, dont les fruits viendront plus tard',
            'une saison exigeante, qui bâtit plus qu’elle ne paie',
            'une période de patience, où l’on pose des fondations',
            'un temps de rigueur, qui demande de tenir',
            'une saison de consolidation plus que de récolte',
          ])
        : pick.pick([
            'une période contrastée, où chaque appui a sa contrepartie',
            'un temps mêlé, fait d’appuis et de freins',
            'une saison en demi-teinte, entre élans et résistances',
            'une période nuancée, ni facile ni fermée',
            'un temps d’équilibre à trouver, entre avancées et pauses',
            'une saison changeante, où tout se négocie',
          ])
    : score >= 2
      ? pick.pick([
          'a supportive period, where opportunities outweigh obstacles',
          'a favourable stretch, richer in openings than in hurdles',
          'a season that carries you, with doors opening',
          'a time of opening, where drive finds a foothold',
          'a generous period that rewards initiative',
          'a bright passage where plans take hold',
        ])
      : score <= -2
        ? pick.pick([
            'a period of effort, which builds before it rewards',
            'a working season, whose fruit comes later',
            'a demanding stretch that builds more than it pays',
            'a period of patience, for laying foundations',
            'a time of rigour that asks you to hold on',
            'a season of consolidation more than harvest',
          ])
        : pick.pick([
            'a contrasted period, where every support has its counterpart',
            'a mixed season of supports and brakes',
            'a stretch in half-tones, between drive and resistance',
            'a nuanced period, neither easy nor closed',
            'a time of finding balance between advances and pauses',
            'a changeable season where everything is negotiated',
          ]);
  // Its height said short, or its span (« au plus fort le 9 mars » after the point was in a fifth of them).
  const leadWhen = lead
    ? lead.exact
      ? peakOf(lead, f.lang, pick, (iso) => longDate(iso, f.lang), false, false)
      : spanOf(lead, f.lang, pick, (iso) => longDate(iso, f.lang))
    : '';
  const text = fr
    ? `${pick.pick([`${capitalise(span)}, en une phrase : ${kind}.`, `Pour ${span}, le ciel dessine ${kind}.`, `${capitalise(span)} s’annoncent comme ${kind}.`, `Le ciel ${deFr(span)} ? ${capitalise(kind)}.`, `En résumé, ${span} : ${kind}.`, `${capitalise(span)} se présentent comme ${kind}.`, `À grands traits, ${span} dessinent ${kind}.`])} ${lead ? `${pick.pick(['Le temps fort :', 'Le moment à retenir :', 'Tout converge vers', 'À retenir avant tout :', 'Le grand rendez-vous :'])} ${the(lead.planet_id as PointId, lead.planet, 'fr')} en ${lead.aspect} ${lead.aspect_id === 'conjunction' ? 'avec' : pick.pick(['avec', 'à'])} votre ${lead.natal} ${natalFr(lead.natal_id)}, ${leadWhen}.` : 'Aucun grand transit ne touche vos points sensibles : la période vous laisse l’initiative.'} ${pick.pick(['{Le détail suit|Voici le détail|Le détail vient ensuite}, {mois par mois|mois après mois|au fil des mois}.', '{Voici|Voyons} comment {cela se déroule|les choses s’enchaînent|la période avance}.', '{Chaque mois a sa note|Chaque mois a sa couleur|Chaque mois a sa tonalité} : {suivez le fil|voyons cela|place au détail}.', ''])}`
    : `${pick.pick([`${capitalise(span)}, in one sentence: ${kind}.`, `For ${span}, the sky draws ${kind}.`, `${capitalise(span)} look like ${kind}.`, `The sky of ${span}? ${capitalise(kind)}.`, `In short, ${span}: ${kind}.`, `${capitalise(span)} shape up as ${kind}.`, `In broad strokes, ${span} draw ${kind}.`])} ${lead ? `${pick.pick(['The high point:', 'The date to keep in mind:', 'Everything converges on', 'Above all, remember', 'The main event:'])} ${the(lead.planet_id as PointId, lead.planet, 'en')} ${pick.pick([`${lead.aspect} your natal`, `${lead.aspect} your`, `in ${lead.aspect} ${lead.aspect_id === 'conjunction' ? 'with' : 'to'} your natal`])} ${lead.natal}, ${leadWhen}.` : 'No major transit touches your sensitive points: the period leaves you the initiative.'} ${pick.pick(['{The detail follows|Here is the detail|The detail comes next}, {month by month|month after month|one month at a time}.', '{Here is|Let us see|Now for} how {it unfolds|things follow on|the period moves}.', '{Each month has its note|Each month has its own colour|Every month has its tone}: {follow the thread|let us look|on to the detail}.', ''])}`;
  return para(text, ['period', ...(lead ? [transitId(f, lead)] : [])], fr ? 'L’essentiel' : 'The essentials');
}

/**
 * A span of days as people write it mid-sentence, in as few fixed words as it takes: « du 3 au 15 mai »,
 * « du 3 mars au 7 avril », « du 27 décembre au 5 janvier 2027 » (the first year is implied by the
 * second); "from 3 to 15 May", "between 3 and 15 May", "from 3 March until 7 April". Every reading of
 * the same weeks has the same months: a longer span (« entre le 3 et le 15 mai », « du 3 jusqu’au 15
 * mai ») was a seven-word stretch on its own. `day` writes a date (without the year the chapter says).
 */
function spanOf(t: Transit, lang: 'fr' | 'en', pick: Picker, day: (iso: string) => string): string {
  const fr = lang === 'fr';
  if (t.start.slice(0, 10) === t.end.slice(0, 10)) return fr ? `le ${day(t.start)}` : `on ${day(t.start)}`;
  const to = day(t.end);
  const sameMonth = t.start.slice(0, 7) === t.end.slice(0, 7);
  const from = sameMonth ? day(t.start).split(' ')[0]! : day(t.start).replace(/ \d{4}$/, '');
  // One French wording, the shortest: « entre le 3 février et le 5 mars » and « du 3 février jusqu’au
  // 5 mars » were longer runs of the same words once the days are set aside.
  if (fr) return `du ${from} au ${to}`;
  return pick.pick([
    `from ${from} to ${to}`,
    /\d{4}$/.test(to) ? `from ${from} to ${to}` : `between ${from} and ${to}`,
    `from ${from} until ${to}`,
  ]);
}

/**
 * Its exact day, in one of the wordings the writing check reads as an exact day (mentions.ts), short:
 * every reading holds a dozen of them, and « votre Lune, avec un pic le 9 » was a stretch in five
 * readings out of 36. After a span (`afterRange`) it names the aspect, or « du 3 au 15 mai, exact le 9 »
 * would be seven words that only the month sets apart.
 */
function peakOf(
  t: Transit,
  lang: 'fr' | 'en',
  pick: Picker,
  day: (iso: string) => string,
  sameMonth: boolean,
  afterRange: boolean,
): string {
  if (!t.exact) return '';
  const full = day(t.exact);
  const date = lang === 'fr' && sameMonth && !/\d{4}/.test(full) ? full.split(' ')[0]! : full;
  const fem = t.aspect_id === 'conjunction' || t.aspect_id === 'opposition';
  const exactFr = `exact${fem ? 'e' : ''}`;
  const ofAspect =
    t.aspect_id === 'conjunction'
      ? 'de la conjonction'
      : t.aspect_id === 'opposition'
        ? 'de l’opposition'
        : `du ${t.aspect}`;
  const lead = afterRange
    ? lang === 'fr'
      ? pick.pick([`${t.aspect} ${exactFr} le`, `${t.aspect} culminant le`, `pic ${ofAspect} le`])
      : pick.pick([`${t.aspect} exact on`, `${t.aspect} peaking on`, `the ${t.aspect} peaking on`])
    : lang === 'fr'
      ? pick.pick([`${exactFr} le`, 'culminant le'])
      : pick.pick(['exact on', 'peaking on', 'culminating on']);
  return `${lead} ${date}`;
}

/**
 * The moments of one month (or of the year), each told once: the meaning, with the transit named as
 * an astrologer writes it and its dates. The order of the three (dates, transit, meaning), the form
 * of the dates and of the name are drawn for each: the same Saturn sextile in the same weeks comes
 * back in many readings, and its fixed frame with it.
 */
function monthMoments(
  f: F,
  ts: readonly Transit[],
  pick: Picker,
  told: Map<string, number[]>,
  heading?: string,
  year?: number,
): WrittenParagraph | null {
  if (ts.length === 0) return null;
  const fr = f.lang === 'fr';
  // The natal placements these lines name with their sign, cited with the paragraph.
  const signed: string[] = [];
  const lines = ts.map((t) => {
    // Under a chapter « Février 2027 », a moment wholly in 2027 is dated « du 7 au 12 février ».
    // Under a chapter « Janvier 2027 » the dates go without their year, which the chapter implies
    // (« du 27 décembre au 5 janvier », « du 12 novembre au 5 janvier » under « Novembre 2026 »): no
    // transit spans a year, and « du 12 novembre au 5 janvier 2027 » was seven words in every reading.
    const day = (iso: string) =>
      year !== undefined ? longDate(iso, f.lang).replace(/ \d{4}$/, '') : longDate(iso, f.lang);
    const sameMonth = t.start.slice(0, 7) === t.end.slice(0, 7) && peak(t).slice(0, 7) === t.end.slice(0, 7);
    const range = spanOf(t, f.lang, pick, day);
    const exact = (afterRange: boolean) => peakOf(t, f.lang, pick, day, sameMonth, afterRange);
    const texts = transitTexts(t, f.lang, pick);
    const text = freshText(texts, `${t.planet_id}-${t.aspect_id}`, told, pick);
    const bareText = text.replace(/[.!]$/, '');
    const conj = t.aspect_id === 'conjunction';
    // A natal point met for the first time in these months is named with its sign, as an astrologer
    // writes it (« votre Lune en Taureau »): the chart's own words in a stretch that the same aspect to
    // the same point, in the same weeks, made alike in many readings (« carré avec votre Lune,
    // culminant le »). Later mentions go without it.
    const signKey = `natal-sign:${t.natal_id}`;
    const natalSign = told.has(signKey) ? undefined : placement(f, t.natal_id as PointId)?.sign_name;
    told.set(signKey, []);
    if (natalSign) signed.push(`planet.${t.natal_id}`);
    const inSign = natalSign ? (fr ? ` en ${natalSign}` : ` in ${natalSign}`) : '';
    const natalBare = fr && t.natal_id === 'mc' ? 'MC' : t.natal;
    const natal = `${natalBare}${inSign}`;
    const natalEn = `${t.natal}${inSign}`;
    // The transit named: the astrologer's shorthand, with « votre », or the natal point first (a span
    // followed by the planet, « du 3 mars au 7 avril (Saturne… », was in every reading of those weeks).
    // The natal point first only where no word of the meaning follows in the sentence: the check pairs
    // an aspect word with the two points before it, and « …avec Jupiter), Jupiter en trigone » reads as
    // a Jupiter–Jupiter trine.
    const label = (natalFirst: boolean) =>
      fr
        ? pick.pick([
            `${t.planet} ${t.aspect} ${natalBare} ${natalFr(t.natal_id)}${inSign}`,
            conj ? `${t.planet} sur votre ${natal}` : `${t.planet} en ${t.aspect} à votre ${natal}`,
            conj ? `${t.planet} conjoint à votre ${natal}` : `${t.planet} en ${t.aspect} avec votre ${natal}`,
            ...(natalFirst
              ? [`votre ${natalBare} en ${t.aspect} avec ${the(t.planet_id as PointId, t.planet, 'fr')}`]
              : []),
          ])
        : pick.pick([
            `${t.planet} ${EN_VERB[t.aspect_id] ?? t.aspect} natal ${natalEn}`,
            `${t.planet} ${EN_VERB[t.aspect_id] ?? t.aspect} your ${natalEn}`,
            conj ? `${t.planet} on your ${natalEn}` : `${t.planet} in ${t.aspect} to your ${natalEn}`,
            ...(natalFirst
              ? [`your ${t.natal} in ${t.aspect} with ${the(t.planet_id as PointId, t.planet, 'en')}`]
              : []),
          ]);
    // The transit told as a clause, the transiting planet first (« Saturne forme un sextile avec votre
    // Lune ») or the natal point (« votre Lune reçoit un sextile de Saturne »).
    // The transiting body with its article where it takes one (« le Soleil », « la Lune »).
    const P = the(t.planet_id as PointId, t.planet, f.lang);
    const ofP = deFr(P);
    const an = t.aspect_id === 'opposition' ? 'an' : 'a';
    const [planetFirst, natalFirst] = fr
      ? conj
        ? [
            `${P} ${pick.pick(['passe sur', 'rejoint', 'se pose sur'])} votre ${natal}`,
            `votre ${natal} ${pick.pick([`reçoit la visite ${ofP}`, `accueille ${P}`])}`,
          ]
        : [
            `${P} ${pick.pick(['forme', 'dessine', 'trace'])} ${anFr(t.aspect_id)} ${t.aspect} ${pick.pick(['avec', 'à'])} votre ${natal}`,
            `votre ${natal} ${pick.pick([`{reçoit|capte|accueille} ${anFr(t.aspect_id)} ${t.aspect} ${ofP}`, `{est|se trouve|entre} en ${t.aspect} avec ${P}`])}`,
          ]
      : conj
        ? [
            `${P} ${pick.pick(['crosses', 'joins', 'meets'])} your ${natalEn}`,
            `your ${natalEn} ${pick.pick([`is joined by ${P}`, `hosts ${P}`])}`,
          ]
        : [
            `${P} ${pick.pick([`forms ${an} ${t.aspect} to`, `forms ${an} ${t.aspect} with`, `makes ${an} ${t.aspect} to`, `casts ${an} ${t.aspect} to`])} your ${natalEn}`,
            `your ${natalEn} ${pick.pick([`{receives|gets|takes} ${an} ${t.aspect} from ${P}`, `{is|stands|comes} in ${t.aspect} with ${P}`])}`,
          ];
    const withExact = (s: string, afterRange = false) => (t.exact ? `${s}, ${exact(afterRange)}` : s);
    const lead = (s: string) => s.replace(/^(Le|La|Les|L’|The|A) /, (m) => m.toLowerCase());
    // No form puts the span right after the natal point: « à votre Soleil du 3 au 15 » is seven words
    // that only the point sets apart, in every reading with a transit to the Sun.
    switch (pick.pick([0, 1, 2, 3], 'month-moment')) {
      case 0: // « Du 3 au 15 mai (Jupiter carré Lune natale, exact le 9), Jupiter… »
        return `${capitalise(range)} (${withExact(label(false))}), ${lead(text)}`;
      case 1: // the meaning, then its dates and name
        return `${bareText} (${withExact(`${range}, ${label(true)}`)}).`;
      case 2: // « Votre Lune reçoit un sextile de Saturne du 3 au 15 mai, sextile exact le 9. »
        return `${withExact(`${capitalise(natalFirst)} ${range}`, true)}. ${text}`;
      default: // « Du 3 au 15 mai, Saturne forme un sextile avec votre Lune, culminant le 9. »
        // The transiting planet after the span, never « votre »: « Du 26 février au 14 mars, votre »
        // was seven words that only the months set apart (the natal point leads in case 2).
        // Or the planet first, the span set inside: a slow planet's span is the same weeks in every
        // reading of a season (« du 3 mai au 20 juin, Uranus »).
        return `${withExact(
          pick.pick([
            `${capitalise(range)}, ${planetFirst}`,
            `${capitalise(P)}, ${range}, ${planetFirst.slice(P.length + 1)}`,
          ]),
        )}. ${text}`;
    }
  });
  return para(lines.join(' '), [...ts.map((t) => transitId(f, t)), ...signed], heading);
}

const EN_VERB: Readonly<Record<string, string>> = { conjunction: 'conjunct', opposition: 'opposite' };

/** The halves of the chart where planets gather, in the offline reading's wordings (the facts' name first). */
const HALF_SAID: Readonly<Record<'fr' | 'en', Readonly<Record<string, string>>>> = {
  fr: {
    above: '{au-dessus de l’horizon|dans la moitié haute du thème|au-dessus de la ligne d’horizon}',
    below: '{sous l’horizon|dans la moitié basse du thème|sous la ligne d’horizon}',
    east: '{à l’est, du côté de l’Ascendant|dans la moitié est, côté Ascendant|du côté de l’Ascendant, à l’est}',
    west: '{à l’ouest, du côté du Descendant|dans la moitié ouest, côté Descendant|du côté du Descendant, à l’ouest}',
  },
  en: {
    above: '{above the horizon|in the upper half of the chart|above the horizon line}',
    below: '{below the horizon|in the lower half of the chart|below the horizon line}',
    east: '{in the east, on the Ascendant’s side|in the eastern half, by the Ascendant|on the Ascendant’s side, to the east}',
    west: '{in the west, on the Descendant’s side|in the western half, by the Descendant|on the Descendant’s side, to the west}',
  },
};

/** Each calendar month of the window: the transits that peak in it, told once; a quiet month says what goes on. */
function monthByMonth(
  f: F,
  heading: string,
  pick: Picker,
  transits: readonly Transit[] = f.transits,
  quiet = true,
): WrittenParagraph[] {
  if (!f.window) return [];
  const fr = f.lang === 'fr';
  const told = new Set<Transit>();
  // Which text each planet and aspect has had, across the months: Mars trine in April and again in
  // June is told in its other words the second time.
  const texts = new Map<string, number[]>();
  const out: WrittenParagraph[] = [];
  const used = new Map<string, number>();
  const start = new Date(`${f.window.from.slice(0, 7)}-01T12:00:00Z`);
  // A window that ends on the first of a month (1 March to 1 June) does not make that month a chapter
  // of its own, unless a moment peaks on that day.
  const last = f.window.to.slice(0, 7);
  const end =
    f.window.to.slice(8, 10) === '01' && !transits.some((t) => peak(t).startsWith(last))
      ? new Date(Date.parse(`${last}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 7)
      : last;
  for (let d = start; d.toISOString().slice(0, 7) <= end; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const ym = d.toISOString().slice(0, 7);
    const label = `${monthName(d.getUTCMonth() + 1, f.lang)} ${d.getUTCFullYear()}`;
    const here = transits.filter((t) => peak(t).startsWith(ym) && !told.has(t)).slice(0, 3);
    here.forEach((t) => told.add(t));
    if (here.length) {
      const m = monthMoments(f, here, pick, texts, undefined, d.getUTCFullYear());
      const net = here.reduce((n, t) => n + weight(t), 0);
      const tone = net > 0 ? 'up' : net < 0 ? 'down' : 'mixed';
      // Each close once a reading: a year of strained months runs out of them before it repeats one.
      const closes = MONTH_ADVICE[f.lang][tone];
      const times = (used.get(tone) ?? 0) + 1;
      used.set(tone, times);
      const advice = times <= closes.length ? pick.pick(closes, `month-advice.${tone}`) : '';
      if (m)
        out.push(
          para(`${capitalise(label)}. ${m.text} ${advice}`, m.facts, out.length ? undefined : heading),
        );
      continue;
    }
    if (!quiet) continue;
    const ongoing = f.transits.find((t) => t.start.slice(0, 7) <= ym && t.end.slice(0, 7) >= ym);
    if (ongoing) {
      out.push(
        para(
          fr
            ? `${capitalise(label)}. ${pick.pick(['Pas de nouveau temps fort', 'Rien de neuf au ciel', 'Un mois plus calme', 'Pas de nouvel aspect'])} : ${the(ongoing.planet_id as PointId, ongoing.planet, 'fr')} {poursuit|prolonge|continue} son ${ongoing.aspect} ${ongoing.aspect_id === 'conjunction' ? 'avec' : '{avec|à}'} votre ${ongoing.natal} ${natalFr(ongoing.natal_id)}. ${pick.pick(['Un mois pour intégrer ce qui a commencé.', 'Le temps de digérer ce qui s’est ouvert.', 'Profitez-en pour consolider.', 'Un palier, utile pour souffler.', 'Ce qui est lancé continue de mûrir.'])}`
            : `${capitalise(label)}. ${pick.pick(['No new high point', 'Nothing new in the sky', 'A calmer month', 'No fresh aspect'])}: ${the(ongoing.planet_id as PointId, ongoing.planet, 'en')} {keeps up|carries on|continues} its ${ongoing.aspect} {to|with} your natal ${ongoing.natal}. ${pick.pick(['A month to take in what has begun.', 'Time to digest what has opened up.', 'Use it to consolidate.', 'A landing, useful for catching your breath.', 'What is under way keeps ripening.'])}`,
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
  // Each point's role drawn on its own: five fixed triples made « la Lune … veille sur votre besoin de
  // sécurité et votre Ascendant … » recur.
  const roles = fr
    ? [
        pick.pick([
          '{donne|fixe|indique} le cap',
          'tient la {direction|barre|route}',
          'porte votre {volonté|détermination|élan}',
          '{fixe|dit|pose} l’essentiel',
          'éclaire vos {choix|décisions|options}',
          'trace votre {route|chemin|voie}',
          'nourrit votre {élan|énergie|allant}',
        ]),
        pick.pick([
          '{dit|sait|montre} ce qui vous {rassure|apaise|sécurise}',
          'sait où vous vous {ressourcez|rechargez|retrouvez}',
          '{garde|protège|veille sur} votre équilibre',
          'dit où vous {reprenez des forces|refaites vos forces|retrouvez vos forces}',
          'veille sur votre besoin {de sécurité|de protection|d’abri}',
          '{abrite|accueille|protège} vos émotions',
          '{règle|gouverne|colore} votre météo intérieure',
        ]),
        pick.pick([
          'la manière dont vous {entrez dans|abordez|arrivez dans} chaque situation',
          'votre façon de vous {présenter|montrer|affirmer}',
          'le premier pas que vous {faites|risquez|tentez} vers les autres',
          'l’allure que l’on {vous voit|remarque chez vous|vous prête} d’abord',
          'votre {entrée en matière|première impression|manière d’arriver}',
          'le {style|ton|tour} de vos premiers contacts',
          'votre façon {d’aborder|d’approcher|d’affronter} l’inconnu',
        ]),
      ]
    : [
        pick.pick([
          '{sets|fixes|charts} the course',
          'holds the {direction|helm|line}',
          'carries your {will|resolve|drive}',
          '{settles|decides|names} what matters',
          'lights your {choices|decisions|options}',
          'maps your {road|path|way}',
          'feeds your {drive|energy|momentum}',
        ]),
        pick.pick([
          '{says|knows|shows} what {reassures|soothes|steadies} you',
          'knows where you {recharge|refuel|find yourself again}',
          '{keeps|guards|protects} your balance',
          'says where you {get your strength back|regain your strength|recover your strength}',
          'watches over your need {for safety|for shelter|to feel safe}',
          '{shelters|welcomes|protects} your feelings',
          '{sets|governs|colours} your inner weather',
        ]),
        pick.pick([
          'the way you {enter|approach|walk into} each situation',
          'the way you {present|show|carry} yourself',
          'the first step you {take|risk|venture} towards others',
          'the manner people {notice|see|pick up on} first',
          'your {opening move|first impression|way of arriving}',
          'the {style|tone|feel} of your first contacts',
          'your way of {meeting|approaching|facing} the unknown',
        ]),
      ];
  // « Votre Soleil en Cancer, en maison 11, tient la direction » : the house is set off by two commas;
  // the Ascendant's verb is left out, so a comma stands for it (« et votre Ascendant en Vierge, votre façon… »).
  const subject = (p: NonNullable<typeof sun>, lang: 'fr' | 'en') =>
    `${yourPlacement(p, lang)}${p.house ? ',' : ''}`;
  const said = fr
    ? `${sun ? `${capitalise(subject(sun, 'fr'))} ${roles[0]}` : ''}${moon ? `${asc ? ',' : ', et'} ${subject(moon, 'fr')} ${roles[1]}` : ''}${asc ? `${pick.pick([', et', ' ; enfin,', ', puis', ' ; reste'])} ${yourPlacement(asc, 'fr')}, ${roles[2]}` : ''}.`
    : `${sun ? `${capitalise(subject(sun, 'en'))} ${roles[0]}` : ''}${moon ? `${asc ? ',' : ', and'} ${subject(moon, 'en')} ${roles[1]}` : ''}${asc ? `${pick.pick([', and', '; finally,', ', then', '; last comes'])} ${yourPlacement(asc, 'en')}, ${roles[2]}` : ''}.`;
  const text = fr
    ? `${pick.pick(['Pour traverser cette période, vos appuis sont dans votre thème.', 'Vous n’abordez pas ces mois les mains vides.', 'Votre thème vous donne de quoi tenir le cap.', `${parts.length === 3 ? 'Trois' : 'Deux'} points de votre thème vous accompagnent.`, 'Pour ces mois, comptez sur ce que votre naissance vous a donné.', 'Quoi que le ciel apporte, votre thème garde ses ressources.', 'Vous avez de quoi traverser ces mois.', 'Quelques repères de naissance vous soutiennent.', 'Vos ressources de naissance restent là, quoi qu’il arrive.'])} ${said}`
    : `${pick.pick(['To go through this period, your supports are in your chart.', 'You do not face these months empty-handed.', 'Your chart gives you what you need to hold course.', `${parts.length === 3 ? 'Three' : 'Two'} points of your chart go with you.`, 'For these months, count on what your birth chart gave you.', 'Whatever the sky brings, your chart keeps its resources.', 'You have what it takes to get through these months.', 'A few birth landmarks hold you up.', 'Your birth resources stay with you, whatever happens.'])} ${said}`;
  return para(
    text,
    parts.map((p) => `planet.${p.id}`),
    heading,
  );
}

function forecast(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  return [
    climate(
      f,
      pick,
      fr
        ? pick.pick([
            'vos trois prochains mois',
            'les trois mois qui viennent',
            'les mois à venir',
            'vos prochains mois',
            'ces trois mois',
          ])
        : pick.pick([
            'your next three months',
            'the three months ahead',
            'the coming months',
            'your months ahead',
            'these three months',
          ]),
    ),
    ...timingParagraphs(f, pick),
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
    ...placementsRead(
      f,
      pick,
      ['mercury', 'venus', 'mars', 'jupiter', 'saturn'],
      fr
        ? pick.pick(['Votre thème en toile de fond', 'Le terrain de ces mois'])
        : pick.pick(['Your chart in the background', 'The ground of these months']),
    ),
    ...aspectsOneByOne(
      f,
      pick,
      fr
        ? pick.pick(['Vos grands aspects', 'Ce qui se répond en vous'])
        : pick.pick(['Your main aspects', 'What answers what in you']),
      // Without a birth time there are no houses nor rulers to read: the aspects say more of the chart.
      f.houses.length ? 4 : 7,
    ),
    ...[
      rulersRead(f, pick, fr ? 'Les maîtres de vos maisons' : 'The rulers of your houses'),
      // The chart's figures and the Moon's phase at birth stand in for the rulers a birth time would give.
      f.houses.length ? null : structure(f, pick),
      f.houses.length
        ? null
        : dispositors(f, pick, fr ? 'Les maîtres de vos signes' : 'The rulers of your signs'),
      balance(
        f,
        pick,
        fr
          ? pick.pick(['Votre équilibre', 'Éléments et rythmes'])
          : pick.pick(['Your balance', 'Elements and pace']),
      ),
    ].filter((p): p is WrittenParagraph => p !== null),
    howToAct(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'),
  ];
}

function portrait(f: F, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const sun = placement(f, 'sun')!;
  const asc = placement(f, 'ascendant');
  const lead = lex.elements[f.elements.strongest_id as keyof typeof lex.elements];
  const el = { ...lead, strong: pick.pick(lead.strongs, `element-strong.${f.elements.strongest_id}`) };
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
      ? `${names(signers, 'fr')} ${signers.length > 1 ? '{en sont|en restent|en offrent} {les signatures les plus nettes|les marques les plus nettes|l’expression la plus visible}' : '{en est|en reste|en offre} {la signature la plus nette|la marque la plus nette|l’expression la plus visible}'}.`
      : `${names(signers, 'en')} ${signers.length > 1 ? '{are|remain} {its clearest signatures|its plainest marks|its most visible expression}' : '{is|remains} {its clearest signature|its plainest mark|its most visible expression}'}.`
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
          `${capitalise(el.name)} donne le ton de votre thème natal, avec ${el.strong}. ${second}`,
          `Votre ciel de naissance fait la part belle ${el.name.startsWith('le ') ? `au ${el.name.slice(3)}` : `à ${el.name}`}, soit ${el.strong}. ${second}`,
          `${capitalise(el.name)} marque d’abord votre thème natal : ${el.strong}. ${second}`,
          `Au premier regard, votre thème natal parle ${deFr(el.name)} : ${el.strong}. ${second}`,
          `Ce qui frappe d’abord dans votre thème natal, c’est ${el.name} : ${el.strong}. ${second}`,
        ])
      : pick.pick([
          `If your natal chart had to be summed up in one image, it would be ${el.name}: ${el.strong}. ${second}`,
          `Your natal chart leans towards ${el.name}, that is towards ${el.strong}. The first landmark is ${yourPlacement(sun, 'en')}${asc ? `; ${yourPlacement(asc, 'en')} says how others discover you` : ''}.`,
          `The first trait of your natal chart: the room ${el.name} takes in it (${el.strong}). ${second}`,
          `In your natal chart, ${el.name} leads: ${el.strong}. ${second}`,
          `${el.name} sets the tone of your natal chart, with ${el.strong}. ${second}`,
          `Your birth sky gives pride of place to ${el.name}, that is ${el.strong}. ${second}`,
          `${el.name} marks your natal chart first: ${el.strong}. ${second}`,
          `At first sight, your natal chart speaks of ${el.name}: ${el.strong}. ${second}`,
          `What strikes first in your natal chart is ${el.name}: ${el.strong}. ${second}`,
        ]),
    ['element.dominant', 'planet.sun', ...(asc ? ['planet.ascendant'] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const out: WrittenParagraph[] = [essential];
  const shape = structure(f, pick);
  if (shape) out.push(shape);
  const bal = balance(
    f,
    pick,
    fr
      ? pick.pick(['Votre équilibre', 'Éléments et rythmes'])
      : pick.pick(['Your balance', 'Elements and pace']),
  );
  if (bal) out.push(bal);
  const sections: [PointId, string][] = fr
    ? [
        ['sun', pick.pick(['Votre cap', 'Ce qui vous éclaire'])],
        ['moon', pick.pick(['Votre vie intérieure', 'Votre port d’attache', 'Votre refuge'])],
        ['venus', pick.pick(['Aimer et être aimé', 'Votre façon d’aimer', 'Vos attachements'])],
        ['mercury', pick.pick(['Penser et dire', 'Votre esprit'])],
        ['mars', pick.pick(['Agir', 'Votre élan', 'Passer à l’action'])],
        ['jupiter', pick.pick(['Ce qui vous fait grandir', 'Votre chance'])],
        ['saturn', pick.pick(['Ce que vous bâtissez', 'Vos fondations', 'Le temps long'])],
      ]
    : [
        ['sun', pick.pick(['Your course', 'What lights you up'])],
        ['moon', pick.pick(['Your inner life', 'Your safe harbour', 'Your refuge'])],
        ['venus', pick.pick(['Loving and being loved', 'Your way of loving', 'Your attachments'])],
        ['mercury', pick.pick(['Thinking and saying', 'Your mind'])],
        ['mars', pick.pick(['Taking action', 'Your drive', 'Getting going'])],
        ['jupiter', pick.pick(['What makes you grow', 'Your luck'])],
        ['saturn', pick.pick(['What you build', 'Your foundations', 'The long run'])],
      ];
  for (const [id, heading] of sections) {
    const p = placement(f, id);
    if (p)
      out.push(
        id === 'moon' || id === 'venus' ? ground(f, p, pick, heading) : { heading, ...placeRead(f, p, pick) },
      );
  }
  const b = bond(
    f,
    ['sun', 'moon', 'venus', 'mars'],
    pick,
    fr
      ? pick.pick(['Tensions et ressorts', 'Ce qui se répond en vous'])
      : pick.pick(['Tensions and springs', 'What answers what in you']),
    // What that bond means for what the reading is about (the question, or the customer's plans).
    subjectOf(f),
  );
  if (b) out.push(b);
  out.push(
    ...aspectsOneByOne(
      f,
      pick,
      fr
        ? pick.pick(['Vos aspects un à un', 'Les dialogues de votre thème'])
        : pick.pick(['Your aspects one by one', 'The dialogues of your chart']),
      f.houses.length ? 7 : 10,
      b?.facts[0],
    ),
  );
  for (const id of ['ascendant', 'mc'] as const) {
    const p = placement(f, id);
    if (p)
      out.push({
        ...placeRead(f, p, pick),
        heading:
          id === 'ascendant'
            ? fr
              ? 'Votre Ascendant'
              : 'Your Ascendant'
            : fr
              ? 'Votre vocation'
              : 'Your vocation',
      });
  }
  const rul = rulersRead(f, pick, fr ? 'Les maîtres de vos maisons' : 'The rulers of your houses');
  if (rul) out.push(rul);
  // Without a birth time: the Sun and Moon by element, and the rulers of the signs, in place of the
  // Ascendant, the Midheaven and the rulers of the houses.
  if (!f.houses.length)
    pushSections(out, f, pick, f.lang, [
      [sunMoon, 'Soleil et Lune', 'Sun and Moon'],
      [dispositors, 'Les maîtres de vos signes', 'The rulers of your signs'],
      [decans, 'Vos décans', 'Your decans'],
    ]);
  const slowSigns = f.houses.length
    ? null
    : slowBySign(f, pick, fr ? 'Le terrain de votre génération' : 'Your generation’s ground');
  const slow = slowInHouses(f, pick) ?? slowSigns;
  if (slow) out.push(slow);
  const nodes = direction(f, pick);
  if (nodes) out.push(nodes);
  out.push(...timingParagraphs(f, pick));
  // The six strongest moments of the year, told in the order they come.
  const year = ranked(f, ['sun', 'moon', 'ascendant', 'mc'])
    .slice(0, 6)
    .sort((a, b) => peak(a).localeCompare(peak(b)));
  const slowOnes = f.transits.filter((t) => SLOW.has(t.planet_id));
  const byMonth =
    slowOnes.length >= 3
      ? monthByMonth(
          f,
          fr
            ? pick.pick(['L’année mois par mois', 'Les grands transits de l’année'])
            : pick.pick(['The year month by month', 'The great transits of the year']),
          pick,
          slowOnes,
          false,
        )
      : [];
  if (byMonth.length) {
    out.push(...byMonth);
    out.push(howToAct(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'));
    return out;
  }
  const m = monthMoments(
    f,
    year,
    pick,
    new Map(),
    fr
      ? pick.pick(['L’année qui vient', 'Les douze prochains mois'])
      : pick.pick(['The year ahead', 'The next twelve months']),
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
        ? `${pick.pick(['Votre thème a une architecture.', one ? 'Une figure se {dessine|détache|lit} dans votre {thème|ciel de naissance|thème natal}.' : 'Des figures se {dessinent|détachent|lisent} dans votre {thème|ciel de naissance|thème natal}.', one ? 'Un motif ressort de votre ciel.' : 'Des motifs ressortent de votre ciel.', one ? 'Une configuration marque votre thème.' : 'Des configurations marquent votre thème.', 'Regardez la forme de votre ciel.'])} ${labels.map((l) => `${l}.`).join(' ')} ${pick.pick(['Ces planètes {agissent ensemble|vont de pair|font équipe} : quand l’une est touchée, les autres {répondent|réagissent|suivent}.', 'C’est un ensemble qui pèse plus {lourd|fort} que {chacune de ses parties|chaque planète seule|ses parties prises à part}.', 'Lisez ces planètes comme une équipe plutôt qu’une à une.', 'Ce qui touche l’une de ces planètes {résonne|fait écho|se répercute} chez les autres, {en bien comme en mal|pour le meilleur et le moins bon|dans un sens comme dans l’autre}.', '{Un transit sur l’une|Qu’un transit touche l’une, et il|Un passage sur l’une} {les réveille toutes|les met toutes en mouvement|les fait toutes réagir}.', 'Elles se {répondent|font écho|renvoient la balle}, et c’est leur {somme|ensemble|addition} qui {fait votre relief|donne du relief à votre thème|creuse votre relief}.', 'Leur force tient à leur nombre.', 'Elles font bloc, {pour le meilleur et parfois pour le plus lourd|dans les bons moments comme dans les plus lourds|pour le meilleur, parfois pour le plus pesant}.'])}`
        : `${pick.pick(['Your chart has an architecture.', one ? 'A figure stands out in your chart.' : 'Figures stand out in your chart.', one ? 'A pattern emerges from your sky.' : 'Patterns emerge from your sky.', one ? 'A configuration marks your chart.' : 'Configurations mark your chart.', '{Look at|Notice|Consider} the shape of your {sky|birth sky|chart}.'])} ${labels.map((l) => `${l}.`).join(' ')} ${pick.pick(['These planets {act together|work as a team|move together}: when one is touched, the others {answer|react|follow}.', 'Together they weigh more than each on its own.', 'Read these planets as a team rather than one by one.', 'What touches one of these planets {echoes|resounds|carries over} in the others, {for better or worse|in good times and bad|either way}.', 'A transit to one of them {wakes them all|sets them all moving|stirs all the others}.', 'They {answer one another|echo each other|play off each other}, and their {sum|combination|sum total} is what gives your chart {its depth|its relief|its texture}.', 'Their strength lies in their number.', 'They move as a block, for the better and at times for the heavier.'])}`,
    );
  // Where the planets lean (above or below the horizon, east or west): one sentence, the counts in words.
  // Each half in a few wordings: « à l’ouest, du côté du Descendant » was the same seven words in one
  // reading out of eight with a time of birth.
  const leans = (f.hemispheres ?? [])
    .slice(0, 2)
    .map((h) => ({ ...h, name: HALF_SAID[f.lang][h.id] ?? h.name }));
  if (leans.length) {
    const [a, b] = leans;
    const first = fr
      ? a!.count >= 10
        ? `toutes vos planètes ${a!.name}`
        : pick.pick([
            `${counted(a!.count, 'fr')} planètes sur dix ${a!.name}`,
            `${counted(a!.count, 'fr')} de vos dix planètes ${a!.name}`,
            `sur dix planètes, ${counted(a!.count, 'fr')} ${a!.name}`,
          ])
      : a!.count >= 10
        ? `all ten planets ${a!.name}`
        : pick.pick([
            `${counted(a!.count, 'en')} of the ten planets ${a!.name}`,
            `${counted(a!.count, 'en')} of your ten planets ${a!.name}`,
            `${counted(a!.count, 'en')} planets out of ten ${a!.name}`,
          ]);
    const second = b
      ? fr
        ? `, et ${b.count >= 10 ? 'toutes' : counted(b.count, 'fr')} ${b.name}`
        : `, and ${b.count >= 10 ? 'all ten' : counted(b.count, 'en')} ${b.name}`
      : '';
    parts.push(
      fr
        ? `${b ? pick.pick(['Deux accents nets', 'Deux penchants se voient', 'Votre ciel penche deux fois', 'Deux déséquilibres parlants']) : pick.pick(['Un accent net', 'Un penchant se voit', 'Votre ciel penche', 'Un déséquilibre parlant'])} : ${first}${second}.`
        : `${b ? pick.pick(['Two clear emphases', 'Two leanings show', 'Your sky leans two ways', 'Two telling imbalances']) : pick.pick(['A clear emphasis', 'A leaning shows', 'Your sky leans', 'A telling imbalance'])}: ${first}${second}.`,
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
  const nh = north.house ? (fr ? `, en maison ${north.house}` : `, in house ${north.house}`) : '';
  const sh = f.south_node.house
    ? fr
      ? `, en maison ${f.south_node.house}`
      : `, in house ${f.south_node.house}`
    : '';
  const nStyle = signStyle(f, north.sign, pick);
  const sStyle = signStyle(f, f.south_node.sign, pick);
  // The axis, the South Node, the North Node and a close, each drawn apart and in short runs between
  // this chart's signs, houses and manners: five whole paragraphs made the same sentences recur.
  const S = f.south_node.sign_name;
  const N = north.sign_name;
  const sArea = f.south_node.house
    ? ` (${pick.pick(HOUSE_AREAS[f.lang][f.south_node.house - 1]!, `area.${f.south_node.house}`)})`
    : '';
  const nArea = north.house
    ? ` (${pick.pick(HOUSE_AREAS[f.lang][north.house - 1]!, `area.${north.house}`)})`
    : '';
  const south = fr
    ? `${pick.pick(['Le Nœud Sud en', 'Votre Nœud Sud en', 'Au sud, le Nœud en', 'D’un côté, le Nœud Sud en'])} ${S}${sh}${sArea}${sh ? ',' : ''} ${pick.pick(['décrit votre terrain connu', 'rappelle votre acquis', 'garde vos réflexes anciens', 'dit votre pente naturelle', 'montre vos acquis', 'porte vos habitudes'])} : agir ${sStyle}.`
    : `${pick.pick(['The South Node in', 'Your South Node in', 'To the south, the node in', '{On one side|On the one hand|At one end}, the South Node in'])} ${S}${sh}${sArea}${sh ? ',' : ''} ${pick.pick(['describes your familiar ground', 'recalls your acquired skills', 'holds your old reflexes', 'shows your natural bent', 'shows what you master', 'carries your habits'])}: acting ${sStyle}.`;
  const northern = fr
    ? `${pick.pick(['Le Nœud Nord en', 'Votre Nœud Nord en', 'En face, le Nœud Nord en', 'Au nord, le Nœud en'])} ${N}${nh}${nArea}${nh ? ',' : ''} ${pick.pick(['montre où grandir', 'indique le pas suivant', 'ouvre votre chantier', 'vous demande autre chose', 'trace la direction', 'fixe le cap'])} : avancer ${nStyle}.`
    : `${pick.pick(['The North Node in', 'Your North Node in', 'Opposite, the North Node in', 'To the north, the node in'])} ${N}${nh}${nArea}${nh ? ',' : ''} ${pick.pick(['shows where to grow', 'shows the next step', 'sets your work ahead', 'asks something new', 'traces the direction', 'sets the course'])}: moving ${nStyle}.`;
  return para(
    fr
      ? [
          pick.pick([
            `L’axe des Nœuds relie ${S} et ${N}.`,
            `Vos Nœuds se font face, en ${S} et en ${N}.`,
            `Deux points se répondent, en ${S} et en ${N} : les Nœuds.`,
            `Vos Nœuds tendent un axe entre ${S} et ${N}.`,
          ]),
          south,
          northern,
          pick.pick([
            'Un appui, pas un refuge.',
            'Le second vous fait grandir.',
            'Gardez l’un, visez l’autre.',
            'Rien n’est à renier.',
            'Toute une vie pour ce chemin.',
            'Le passé sert, l’avenir appelle.',
            'Avancez sans oublier vos racines.',
            'L’un éclaire l’autre.',
          ]),
          pick.pick([
            'Voilà le sens de l’axe.',
            'Le mouvement compte plus que tout.',
            'Rien ne presse.',
            'Le chemin se fait en marchant.',
            'Chaque pas vers le nord compte.',
            'L’équilibre est entre les deux.',
            'Votre thème y revient souvent.',
            'Un fil pour toute la vie.',
          ]),
        ].join(' ') + nodeConvention(north, pick, 'fr')
      : [
          pick.pick([
            `The nodal axis runs from ${S} to ${N}.`,
            `Your nodes face each other, in ${S} and in ${N}.`,
            `Two points answer each other, in ${S} and ${N}: the nodes.`,
            `Your nodal axis stretches between ${S} and ${N}.`,
          ]),
          south,
          northern,
          pick.pick([
            'A support, not a refuge.',
            'The second makes you grow.',
            'Keep one, aim for the other.',
            'Nothing needs disowning.',
            'The road of a lifetime.',
            'The past serves; the future calls.',
            'Move on without forgetting your roots.',
            'Each one lights the other.',
          ]),
          pick.pick([
            'That is what the axis means.',
            'The movement matters most.',
            'There is no hurry.',
            'The road is made by walking.',
            'Every step north counts.',
            'Balance lies between the two.',
            'Your chart returns to it often.',
            'A thread for a whole life.',
          ]),
        ].join(' ') + nodeConvention(north, pick, 'en'),
    ['planet.node', 'node.south'],
    fr
      ? pick.pick(['Votre direction', 'Le sens du chemin'])
      : pick.pick(['Your direction', 'Where the road leads']),
  );
}

export function astrologyLong(f: F, pick: Picker): WrittenParagraph[] {
  return f.option === 3 ? portrait(f, pick) : forecast(f, pick);
}

/** The ten planets, the node aside. */
const TEN: readonly PointId[] = PLANET_IDS.filter((id) => id !== 'node');

/** The points a natal aspect is read between in the long readings (the node has its own paragraph). */
const ASPECT_POINTS: readonly PointId[] = [...TEN, 'ascendant', 'mc'];
const PERSONAL: readonly PointId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant'];

/** A point's themes with no « et » of their own, so that « A et B » says which two things meet. */
function themeOf(id: PointId, lang: 'fr' | 'en', pick: Picker): string {
  const all = TRANSIT_THEMES[id][lang];
  const single = all.filter((t) => !/ (et|and) /.test(t));
  const list =
    single.length > 0
      ? single
      : id === 'mercury'
        ? [lang === 'fr' ? 'votre façon de communiquer' : 'the way you communicate']
        : all;
  return pick.pick(list, `theme-of.${id}`);
}

/**
 * The chart's main aspects, one paragraph each: the two points named with the aspect, what each
 * stands for, how the aspect makes them work together, and what to do with it. Personal points
 * first, then the tightest orb; `skip` is an aspect already told (the portrait's bond).
 */
function aspectsOneByOne(
  f: F,
  pick: Picker,
  heading: string,
  most: number,
  skip?: string,
): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const score = (a: F['aspects'][number]) =>
    (PERSONAL.includes(a.a) ? 1 : 0) + (PERSONAL.includes(a.b) ? 1 : 0) - a.orb / 20;
  const chosen = f.aspects
    .filter((a) => ASPECT_POINTS.includes(a.a) && ASPECT_POINTS.includes(a.b) && a.a !== a.b)
    .filter((a) => `aspect.${a.a}-${a.type}-${a.b}` !== skip)
    .filter((a) => a.type in NATAL_ASPECT_WORKINGS.fr)
    .sort((a, b) => score(b) - score(a))
    .slice(0, most);
  const given = new Map<string, number>();
  return chosen.map((a, i) => {
    const x = the(a.a, a.a_name, f.lang);
    const y = the(a.b, a.b_name, f.lang);
    const an = fr ? anFr(a.type) : /^[aeiou]/i.test(a.type_name) ? 'an' : 'a';
    const fem = pronounFr(a.a) === 'elle' && pronounFr(a.b) === 'elle';
    const named = fr
      ? pick.pick(
          [
            `Entre ${x} et ${y}, votre thème {trace|dessine|montre} ${an} ${a.type_name}.`,
            `${capitalise(x)} et ${y} sont ${fem ? '{liées|reliées|unies}' : '{liés|reliés|unis}'} par ${an} ${a.type_name}.`,
            `${capitalise(an)} ${a.type_name} {relie|rattache|associe} ${x} et ${y}.`,
            `${capitalise(x)} forme ${an} ${a.type_name} avec ${y}.`,
            `${capitalise(x)} et ${y} {se répondent|se font écho|dialoguent} par ${an} ${a.type_name}.`,
            `{On trouve|Il y a|On relève} ${an} ${a.type_name} entre ${x} et ${y}.`,
            `${capitalise(x)} {dialogue|converse|échange} avec ${y} par ${an} ${a.type_name}.`,
            `Votre thème {relie|rattache|associe} ${x} et ${y} par ${an} ${a.type_name}.`,
            `${capitalise(an)} ${a.type_name} unit ${x} ${toFr(y)}.`,
            `{Regardez|Observez|Voyez} ${x} et ${y} : ${an} ${a.type_name} les {lie|relie|unit}.`,
          ],
          'aspect-named',
        )
      : pick.pick(
          [
            `Between ${x} and ${y}, your chart {draws|traces|shows} ${an} ${a.type_name}.`,
            `${capitalise(x)} and ${y} {meet in|come together in|connect through} ${an} ${a.type_name}.`,
            `${capitalise(an)} ${a.type_name} {links|connects|ties together} ${x} and ${y}.`,
            `${capitalise(x)} forms ${an} ${a.type_name} with ${y}.`,
            `${capitalise(x)} and ${y} {answer each other through|echo each other in|respond to each other through} ${an} ${a.type_name}.`,
            `{There is|You have|We find} ${an} ${a.type_name} between ${x} and ${y}.`,
            `${capitalise(x)} {talks with|speaks to|converses with} ${y} through ${an} ${a.type_name}.`,
            `Your chart {ties|links|connects} ${x} and ${y} with ${an} ${a.type_name}.`,
            `${capitalise(an)} ${a.type_name} joins ${x} to ${y}.`,
            `{Look at|Notice|Consider} ${x} and ${y}: ${an} ${a.type_name} {binds|links|ties} them.`,
          ],
          'aspect-named',
        );
    const working = pick
      .pick(
        NATAL_ASPECT_WORKINGS[f.lang][a.type as keyof (typeof NATAL_ASPECT_WORKINGS)['fr']],
        `aspect-working.${a.type}`,
      )
      .replace('{x}', themeOf(a.a, f.lang, pick))
      .replace('{y}', themeOf(a.b, f.lang, pick));
    const nature = aspectNature(a.type as AspectType);
    const kind = nature === 'flowing' ? 'flowing' : nature === 'tense' ? 'tense' : 'fusion';
    // Each piece of advice once a reading: past the list, the aspect is told without one.
    const times = (given.get(kind) ?? 0) + 1;
    given.set(kind, times);
    const advice =
      times <= NATAL_ASPECT_ADVICE[f.lang][kind].length
        ? capitalise(
            pick
              .pick(NATAL_ASPECT_ADVICE[f.lang][kind], `aspect-advice.${nature}`)
              .replace('{a}', x)
              .replace('{b}', y),
          )
        : '';
    // The orb in minutes of arc: « 0°24′ ».
    const orb = `0°${String(Math.min(59, Math.max(1, Math.round(a.orb * 60)))).padStart(2, '0')}′`;
    // « Presque exact, ce carré se remarque vite chez vous » : the lead, the aspect and what it does
    // are drawn apart, so that three tight aspects in one reading read three ways.
    const femType = fr && (a.type === 'conjunction' || a.type === 'opposition');
    const e = femType ? 'e' : '';
    const tight =
      a.orb < 1 && chosen.slice(0, i).filter((x) => x.orb < 1).length < 3
        ? fr
          ? ` ${pick.pick([`Presque exact${e}`, `Exact${e} à ${orb} près`, `Serré${e} à ${orb}`, 'À moins d’un degré', `Quasi exact${e}`, `Très serré${e}`], 'aspect-tight-lead')}, ${femType ? 'cette' : 'ce'} ${a.type_name} ${pick.pick(['dessine un trait net', 'pèse {lourd|beaucoup|fort} dans votre {thème|ciel|caractère}', 'se {remarque|voit|repère} {vite|d’emblée|tout de suite} chez vous', 's’exprime sans filtre', 'marque nettement votre caractère', 'se sent au quotidien'], 'aspect-tight-tail')}.`
          : ` ${pick.pick(['Almost exact', `Exact to within ${orb}`, `Tight at ${orb}`, 'Within a degree', 'Nearly exact', 'Very tight'], 'aspect-tight-lead')}, this ${a.type_name} ${pick.pick(['is among your clearest traits', 'weighs {heavily|a great deal|hard} in your {chart|sky|character}', '{is quick|is swift|is the first} to show in you', 'works without a filter', 'marks your character plainly', 'is felt day to day'], 'aspect-tight-tail')}.`
        : '';
    return para(
      `${named} ${capitalise(working)}${tight}${advice ? ` ${advice}` : ''}`,
      [`aspect.${a.a}-${a.type}-${a.b}`],
      i === 0 ? heading : undefined,
    );
  });
}

/** The rulers of the angular houses (1, 4, 7, 10): where each sits, and what that says. */
function rulersRead(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const lines: string[] = [];
  const facts: string[] = [];
  const rulerIds: PointId[] = [];
  for (const h of [1, 10, 7, 4]) {
    const r = f.rulers?.find((x) => x.house === h);
    const rp = r ? placement(f, r.ruler) : undefined;
    const cusp = f.houses.find((x) => x.house === h);
    if (!r || !rp || !rp.house || !cusp) continue;
    const own = pick.pick(HOUSE_AREAS[f.lang][h - 1]!, `area.${h}`);
    const there = pick.pick(HOUSE_AREAS[f.lang][rp.house - 1]!, `area.${rp.house}`);
    const same = rp.house === h;
    const who = the(rp.id, rp.name, f.lang);
    // The form and the verb are drawn apart for each of the four angles, so that four rulers in one
    // reading do not make four copies of one long sentence.
    const verb = fr
      ? pick.pick(['se trouve', 'se tient', 'réside', 'siège', 'loge'])
      : pick.pick(['sits', 'stands', 'lives', 'is placed', 'lies']);
    const where = fr
      ? `${verb} en ${rp.sign_name}, en maison ${rp.house}`
      : `${verb} in ${rp.sign_name}, in house ${rp.house}`;
    // Kept apart from the short reading's « Le maître de votre maison 9 (Sagittaire), Jupiter, se trouve
    // en… » (offline-astrology.ts), and walked per reading so that four angles take four forms.
    const head = fr
      ? pick.pick(
          [
            `Votre maison ${h} {commence|s’ouvre|débute} en ${cusp.sign_name}{ ; son maître, ${who},| ; ${who}, son maître,|, et son maître, ${who},} ${where}`,
            `${capitalise(who)}, qui régit votre maison ${h} (${cusp.sign_name}), ${where}`,
            `${cusp.sign_name} {ouvre|inaugure} votre maison ${h}{, et ${who}, son maître,|, et son maître, ${who},|; son maître, ${who},} ${where}`,
            `Votre maison ${h}, en ${cusp.sign_name}, {dépend|relève} ${deFr(who)}, qui ${where}`,
            `Pour votre maison ${h}, en ${cusp.sign_name}, tout passe par ${who}, qui ${where}`,
            `{Quant à la|Pour la|Côté} maison ${h} (${cusp.sign_name}), {son maître est|le maître en est|elle est gouvernée par} ${who}, qui ${where}`,
            `${capitalise(who)} gouverne votre maison ${h} (${cusp.sign_name}) et ${where}`,
          ],
          'ruler-head',
        )
      : pick.pick(
          [
            `Your house ${h} {begins|opens|starts} in ${cusp.sign_name}{; its ruler, ${who},|; ${who}, its ruler,|, and its ruler, ${who},} ${where}`,
            `${capitalise(who)}, which rules your house ${h} (${cusp.sign_name}), ${where}`,
            `${cusp.sign_name} {opens|begins} your house ${h}{, and ${who}, its ruler,|, and its ruler, ${who},|; its ruler, ${who},} ${where}`,
            `Your house ${h}, in ${cusp.sign_name}, answers to ${who}, which ${where}`,
            `For your house ${h}, in ${cusp.sign_name}, everything goes through ${who}, which ${where}`,
            `As for house ${h} (${cusp.sign_name}), its ruler is ${who}, which ${where}`,
            `${capitalise(who)} governs your house ${h} (${cusp.sign_name}) and ${where}`,
          ],
          'ruler-head',
        );
    const meaning = fr
      ? same
        ? pick.pick(
            [
              `${own}, sur son propre terrain, et vous en {gardez la main|restez maître|tenez les rênes}`,
              `${own}, {sans intermédiaire|en direct|sans relais}, et vous {gardez la main|restez aux commandes|tenez la barre}`,
              `${own}, sans détour, car ${pronounFr(rp.id)} est maître chez ${pronounFr(rp.id) === 'elle' ? 'elle' : 'lui'}`,
            ],
            'ruler-same',
          )
        : pick.pick(
            [
              `${there}, {passage obligé|passage nécessaire|étape obligée} ${deFr(own)}`,
              `${there}, {une clé|l’une des clés|un sésame} ${deFr(own)}`,
              `${there}, {un raccourci|un chemin direct|la voie courte} vers ${own}`,
              `${there}, {la porte d’entrée|l’accès|le seuil} ${deFr(own)}`,
            ],
            'ruler-other',
          )
      : same
        ? pick.pick(
            [
              `${own}, on home ground, where you {keep the upper hand|stay in charge|hold the reins}`,
              `${own}, {with no go-between|directly|with no middleman}, and you {keep a firm hand|stay in control|hold the reins}`,
              `${own}, without a detour, since it rules its own house`,
            ],
            'ruler-same',
          )
        : pick.pick(
            [
              `${there}, {the way into|a way into|the path into} ${own}`,
              `${there}, {a key to|one key to|the key to} ${own}`,
              `${there}, {the shortest road to|a shortcut to|the direct route to} ${own}`,
              `${there}, {the front door of|the entrance to|the doorway to} ${own}`,
            ],
            'ruler-other',
          );
    const lead =
      h === 1
        ? fr
          ? ` ${capitalise(the(rp.id, rp.name, 'fr'))} ${pick.pick(['gouverne', 'guide', 'mène', 'conduit'])} ${pick.pick(['tout votre thème', 'l’ensemble du thème', 'votre thème entier', 'votre thème tout entier'])} : ${pick.pick(['sa maison {compte double|pèse double|compte deux fois}', `là où ${pronounFr(rp.id)} va, vous {allez|suivez|allez aussi}`, '{suivez|lisez|regardez} sa maison {en priorité|avec soin|d’abord}', 'son terrain {devient|est aussi|se confond avec} le vôtre', 'sa maison pèse {plus|davantage|plus lourd}', `ce qu’${pronounFr(rp.id)} touche {vous concerne|vous importe|vous regarde}`, 'sa maison {donne le ton|fixe le ton|donne la note}', '{regardez|observez|suivez} sa maison de près'])}.`
          : ` ${capitalise(the(rp.id, rp.name, 'en'))} ${pick.pick(['rules', 'guides', 'leads', 'steers'])} ${pick.pick(['your whole chart', 'the chart as a whole', 'your entire chart', 'all of your chart'])}: ${pick.pick(['its house {counts twice|counts double|weighs double}', 'where it goes, you {go|follow|go too}', '{follow|read|watch} its house {with care|above all|before anything else}', 'its ground {becomes|is also|merges with} yours', 'its house {weighs more|carries more weight|counts for more}', 'what it touches {concerns you|matters to you|is your business}', 'its house {sets the tone|gives the keynote|strikes the tone}', '{watch|follow|study} its house closely'])}.`
        : '';
    lines.push(fr ? `${head} : ${meaning}.${lead}` : `${head}: ${meaning}.${lead}`);
    facts.push(`ruler.${h}`, `house.${h}`, `planet.${rp.id}`);
    rulerIds.push(rp.id);
  }
  if (lines.length === 0) return null;
  // The intro names this chart's rulers, then says what a ruler does in short parts drawn apart: the
  // eight fixed sentences it had were each in one reading out of five.
  const names = [...new Set(rulerIds)].map((id) => the(id, placement(f, id)!.name, f.lang));
  const all = lines.length === 4;
  const intro =
    names.length > 1
      ? fr
        ? `${capitalise(joinList(names, 'fr'))} ${pick.pick(['gouvernent', 'régissent', 'tiennent', 'se partagent'])} ${all ? pick.pick(['vos quatre angles', 'les quatre angles de votre thème', 'les angles de votre thème', 'vos angles']) : pick.pick(['vos angles', 'les angles de votre thème'])}${pick.pick([' : chaque maître emmène sa maison', ' ; chacun {emporte|emmène|entraîne} sa maison {avec lui|ailleurs|dans son sillage}', ' : leur place compte', ' ; leur {place|position|adresse} n’est {pas neutre|jamais neutre|pas anodine}', ', et chacun relie deux domaines', ' : suivez-les de maison en maison', ' ; ils {déplacent|emportent|transportent} les enjeux {des angles|de vos angles|de chaque angle}', ' : chacun porte un domaine ailleurs'])}.${pick.pick([' Voici où ils mènent.', ' {Regardons|Voyons} où chacun {conduit|mène|vous emmène}.', ' Leur place en dit long.', ' Le détail suit, angle par angle.', ' Leur adresse change la lecture.', ' Voyez où chacun vous emmène.', ' Chaque adresse a son sens.', ' {Suivons-les|Voyons-les|Prenons-les} {un à un|un par un|tour à tour}.'])}`
        : `${capitalise(joinList(names, 'en'))} ${pick.pick(['rule', 'govern', 'hold', 'share out'])} ${all ? pick.pick(['your four angles', 'the four angles of your chart', 'the angles of your chart', 'your angles']) : pick.pick(['your angles', 'the angles of your chart'])}${pick.pick(['; each ruler takes its house along', ', and each carries its house elsewhere', ': where they stand matters', '; their {placing|position|address} is {not neutral|never neutral|far from neutral}', ', and each links two areas', ': follow them from house to house', '; they {move|carry|shift} the stakes {of the angles|of your angles|of each angle}', ': each carries one area elsewhere'])}.${pick.pick([' Here is where they lead.', ' {Let us see|Let’s see|Now see} where each {one goes|one leads|of them goes}.', ' Their placing says a lot.', ' The detail follows, angle by angle.', ' Their address changes the reading.', ' See where each one takes you.', ' Each address has its meaning.', ' {Let us follow|Let’s follow|Now follow} them {one by one|in turn|one at a time}.'])}`
      : fr
        ? `${capitalise(names[0]!)} ${pick.pick(['gouverne', 'régit', 'tient'])} ${all ? 'vos quatre angles' : lines.length > 1 ? 'plusieurs de vos angles' : 'l’un de vos angles'}, et sa place ${pick.pick(['compte double', 'en dit long', 'oriente la lecture'])}.`
        : `${capitalise(names[0]!)} ${pick.pick(['rules', 'governs', 'holds'])} ${all ? 'your four angles' : lines.length > 1 ? 'several of your angles' : 'one of your angles'}, and its placing ${pick.pick(['counts twice', 'says a lot', 'steers the reading'])}.`;
  return para(`${intro} ${lines.join(' ')}`, facts, heading);
}

/** The balance of elements and modes over the ten planets, counted from their signs. */
function balance(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const planets = f.placements.filter((p) => TEN.includes(p.id));
  if (planets.length < 7) return null;
  const byElement = new Map<string, PointId[]>();
  const byMode = new Map<string, number>();
  for (const p of planets) {
    const info = signInfo(p.sign);
    byElement.set(info.element, [...(byElement.get(info.element) ?? []), p.id]);
    byMode.set(info.modality, (byMode.get(info.modality) ?? 0) + 1);
  }
  const strong = f.elements.strongest_id as keyof typeof lex.elements;
  const el = {
    ...lex.elements[strong],
    strong: pick.pick(lex.elements[strong].strongs, `element-strong.${strong}`),
  };
  const inStrong = (byElement.get(strong) ?? []).filter((id) => PERSONAL.includes(id));
  const named = inStrong.map((id) => the(id, placement(f, id)!.name, f.lang));
  const count = byElement.get(strong)?.length ?? 0;
  // The count told in one of several wordings: « quatre de vos dix planètes relèvent de la Terre » was the
  // same seven words in a third of the long readings.
  const nb = counted(count, f.lang);
  const bare = el.name.replace(/^(le|la) /, 'de ').replace(/^l’/, 'd’');
  // The strongest element is weighed with the lights and the angles: it can hold one planet of the ten.
  const first =
    count < 2
      ? fr
        ? `Au décompte pondéré, où le Soleil, la Lune et l’Ascendant comptent triple, ${el.name} l’emporte avec ${count === 1 ? 'une seule planète' : 'aucune planète'} sur les dix, et vous donne ${el.strong}.`
        : `In the weighted count, where the Sun, the Moon and the Ascendant count three times, ${el.name} leads with ${count === 1 ? 'a single planet' : 'no planet'} of the ten, and gives you ${el.strong}.`
      : fr
        ? `${pick.pick([
            `${capitalise(nb)} de vos dix planètes relèvent ${deFr(el.name)}`,
            `${capitalise(el.name)} réunit ${nb} de vos planètes`,
            `Sur vos dix planètes, ${nb} occupent des signes ${bare}`,
            `${capitalise(nb)} planètes sur dix relèvent ${deFr(el.name)}`,
            `${capitalise(el.name)} {l’emporte dans votre thème|domine votre thème|prend le dessus chez vous|mène dans votre thème}, avec ${nb} planètes`,
            `Votre thème compte ${nb} planètes en signes ${bare}`,
            `${capitalise(el.name)} rassemble ${nb} planètes sur les dix`,
            ...(count >= 4 ? [`Pas moins de ${nb} planètes se placent en signes ${bare}`] : []),
            `En signes ${bare}, on compte ${nb} de vos planètes`,
            `${capitalise(nb)} planètes, sur vos dix, relèvent ${deFr(el.name)}`,
          ])}${named.length ? pick.pick([`, dont ${joinList(named, 'fr')}`, `, parmi lesquelles ${joinList(named, 'fr')}`, `, notamment ${joinList(named, 'fr')}`, ` ; ${joinList(named, 'fr')} ${named.length > 1 ? 'en font' : 'en fait'} partie`]) : ''} : ${el.strong}.`
        : `${pick.pick([
            `${capitalise(nb)} of your ten planets belong to ${el.name}`,
            `${el.name} gathers ${nb} of your planets`,
            `Out of ten planets, you have ${nb} in ${el.name} signs`,
            `${el.name} is home to ${nb} of your ten planets`,
            `${el.name} {carries the day|leads|comes first} in your chart, with ${nb} planets`,
            `Your chart counts ${nb} planets in ${el.name} signs`,
            `${el.name} holds ${nb} planets out of the ten`,
            ...(count >= 4 ? [`No fewer than ${nb} planets sit in ${el.name} signs`] : []),
            `In ${el.name} signs there are ${nb} of your planets`,
            `${capitalise(nb)} planets, of your ten, fall in ${el.name}`,
          ])}${named.length ? pick.pick([`, among them ${joinList(named, 'en')}`, `, including ${joinList(named, 'en')}`, `, with ${joinList(named, 'en')} in the group`, `; ${joinList(named, 'en')} ${named.length > 1 ? 'are' : 'is'} part of it`]) : ''}: ${el.strong}.`;
  // The runner-up element, with its count: the balance is this chart's, not only its leader.
  const [runner, runnerCount] = (['fire', 'earth', 'air', 'water'] as const)
    .filter((e) => e !== strong)
    .map((e) => [e, byElement.get(e)?.length ?? 0] as const)
    .sort((a, b) => b[1] - a[1])[0]!;
  const runnerName = lex.elements[runner].name;
  const second =
    runnerCount < 2
      ? ''
      : fr
        ? ` ${pick.pick([
            `${capitalise(runnerName)} suit, avec ${counted(runnerCount, 'fr')} planètes, et nuance ce trait.`,
            `Derrière, ${runnerName} compte ${counted(runnerCount, 'fr')} planètes : un second registre.`,
            `Vient ensuite ${runnerName}, ${counted(runnerCount, 'fr')} planètes, qui tempère l’ensemble.`,
            `En second, ${runnerName} aligne ${counted(runnerCount, 'fr')} planètes et adoucit ce portrait.`,
            `${capitalise(runnerName)} arrive juste après (${counted(runnerCount, 'fr')} planètes) et apporte sa note.`,
            `Avec ${counted(runnerCount, 'fr')} planètes, ${runnerName} tient la deuxième place.`,
            `${capitalise(runnerName)} n’est pas loin, avec ${counted(runnerCount, 'fr')} planètes.`,
            `Deuxième voix de votre thème : ${runnerName}, avec ${counted(runnerCount, 'fr')} planètes.`,
            `${capitalise(runnerName)} seconde, ${counted(runnerCount, 'fr')} planètes à l’appui.`,
            `Puis ${runnerName} : ${counted(runnerCount, 'fr')} planètes, un contrepoids.`,
            `En renfort, ${runnerName} (${counted(runnerCount, 'fr')} planètes).`,
            `${capitalise(runnerName)} suit de près : ${counted(runnerCount, 'fr')} planètes.`,
          ])}`
        : ` ${pick.pick([
            `${runnerName} follows with ${counted(runnerCount, 'en')} planets and shades that trait.`,
            `Behind it, ${runnerName} holds ${counted(runnerCount, 'en')} planets: a second register.`,
            `Next comes ${runnerName}, with ${counted(runnerCount, 'en')} planets, tempering the whole.`,
            `In second place, ${runnerName} lines up ${counted(runnerCount, 'en')} planets and softens the picture.`,
            `${runnerName} comes just after (${counted(runnerCount, 'en')} planets) and adds its own note.`,
            `With ${counted(runnerCount, 'en')} planets, ${runnerName} takes second place.`,
            `${runnerName} is not far behind, with ${counted(runnerCount, 'en')} planets.`,
            `The second voice in your chart: ${runnerName}, with ${counted(runnerCount, 'en')} planets.`,
            `${runnerName} seconds it, ${counted(runnerCount, 'en')} planets strong.`,
            `Then ${runnerName}: ${counted(runnerCount, 'en')} planets, a counterweight.`,
            `In support, ${runnerName} (${counted(runnerCount, 'en')} planets).`,
            `${runnerName} follows closely: ${counted(runnerCount, 'en')} planets.`,
          ])}`;
  const weakest = (['fire', 'earth', 'air', 'water'] as const)
    .map((e) => [e, byElement.get(e)?.length ?? 0] as const)
    .sort((a, b) => a[1] - b[1])[0]!;
  const low = lex.elements[weakest[0]];
  const weak = pick.pick([low.weak, ...low.weaks], `element-weak.${weakest[0]}`);
  // The element least represented, named with its count, or the balance when none is thin.
  const least = fr
    ? `${low.name} (${counted(weakest[1], 'fr')} planètes)`
    : `${low.name} (${counted(weakest[1], 'en')} planets)`;
  const lack =
    weakest[1] <= 1
      ? fr
        ? ` ${capitalise(low.name)} ${weakest[1] === 0 ? pick.pick(['manque', 'ne compte aucune de vos planètes', 'n’a aucune planète']) : pick.pick(['ne compte qu’une planète', 'n’a qu’une planète', 'tient à une seule planète'])} : ${weak}.`
        : ` ${capitalise(low.name)} ${weakest[1] === 0 ? pick.pick(['is missing', 'holds none of your planets', 'has no planet at all']) : pick.pick(['holds only one planet', 'has a single planet', 'rests on one planet alone'])}: ${weak}.`
      : fr
        ? pick.pick([
            ' Les autres éléments restent présents : votre thème a de quoi répondre à des situations très différentes.',
            ` Même l’élément le moins fourni, ${least}, garde sa place ; aucun registre ne vous est étranger.`,
            ` Aucun élément ne manque, et ${least} reste l’élément le plus discret sans faire défaut.`,
            ` Le reste se répartit sans trou ; ${least} ferme la marche, assez présent pour compter.`,
            ` Pas de vide : même au plus bas, ${least} vous laisse changer de registre quand il le faut.`,
            ` Votre palette est complète ; ${least} reste en retrait sans disparaître.`,
            ` Chaque élément a sa part, et même ${least} se fait entendre.`,
            ` Rien ne manque vraiment, et ${least} suffit à équilibrer le reste.`,
            ` Les quatre éléments sont là ; ${least} ferme le rang sans faire défaut.`,
          ])
        : pick.pick([
            ' The other elements are present too: your chart can answer very different situations.',
            ` Even the thinnest element, ${least}, holds its place; no register is foreign to you.`,
            ` No element is missing, and ${least} stays the quietest without falling short.`,
            ` The rest is spread without a gap; ${least} comes last, present enough to count.`,
            ` There is no gap: even at the low end, ${least} lets you switch registers when you need to.`,
            ` Your palette is complete; ${least} stays in the background without vanishing.`,
            ` Each element has its share, and even ${least} makes itself heard.`,
            ` Nothing is really missing, and ${least} is enough to balance the rest.`,
            ` All four elements are there; ${least} brings up the rear without failing you.`,
          ]);
  const [mode, n] = [...byMode.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const mo = lex.modalities[mode as keyof typeof lex.modalities];
  const m = { ...mo, strong: pick.pick([mo.strong, ...mo.strongs], `modality.${mode}`) };
  const rhythm = fr
    ? pick.pick([
        ` Côté rythme, le mode ${m.name} l’emporte, avec ${counted(n, 'fr')} planètes : ${m.strong}.`,
        ` Quant à votre tempo, ${counted(n, 'fr')} planètes sont en signes de mode ${m.name} : ${m.strong}.`,
        ` Votre rythme est plutôt ${m.name} (${counted(n, 'fr')} planètes) ; ${m.strong}.`,
        ` Avec ${counted(n, 'fr')} planètes en signes ${({ cardinal: 'cardinaux', fixe: 'fixes', mutable: 'mutables' } as Record<string, string>)[m.name] ?? m.name}, ${m.strong}.`,
        ` Pour le tempo, ${counted(n, 'fr')} planètes en mode ${m.name} : ${m.strong}.`,
        ` Le mode ${m.name} domine votre rythme (${counted(n, 'fr')} planètes) : ${m.strong}.`,
        ` Votre cadence ? Surtout ${m.name}, avec ${counted(n, 'fr')} planètes ; ${m.strong}.`,
        ` ${capitalise(counted(n, 'fr'))} planètes relèvent du mode ${m.name}, et cela se sent : ${m.strong}.`,
      ])
    : pick.pick([
        ` As for pace, the ${m.name} mode leads, with ${counted(n, 'en')} planets: ${m.strong}.`,
        ` As for your tempo, ${counted(n, 'en')} planets are in ${m.name} signs: ${m.strong}.`,
        ` Your pace is mostly ${m.name} (${counted(n, 'en')} planets); ${m.strong}.`,
        ` With ${counted(n, 'en')} planets in ${m.name} signs, ${m.strong}.`,
        ` For tempo, ${counted(n, 'en')} planets in the ${m.name} mode: ${m.strong}.`,
        ` The ${m.name} mode rules your rhythm (${counted(n, 'en')} planets): ${m.strong}.`,
        ` Your cadence? Mostly ${m.name}, with ${counted(n, 'en')} planets; ${m.strong}.`,
        ` ${capitalise(counted(n, 'en'))} planets belong to the ${m.name} mode, and it shows: ${m.strong}.`,
      ]);
  // Without a birth time, the planets of each element named, so that the balance can be checked.
  const shares = (['fire', 'earth', 'air', 'water'] as const)
    .filter((e) => (byElement.get(e) ?? []).length > 0)
    .map((e) => {
      const who = joinList(
        (byElement.get(e) ?? []).map((id) => the(id, placement(f, id)!.name, f.lang)),
        f.lang,
      );
      return `${lex.elements[e].name} (${who})`;
    });
  // Always told (it was only without a birth time): the balance read planet by planet is this chart's own.
  const detail = fr
    ? ` ${pick.pick([`${capitalise(joinList(shares, 'fr'))} se partagent vos planètes.`, `{Dans le détail|Élément par élément|En détail} : ${joinList(shares, 'fr')}.`, `La répartition complète : ${joinList(shares, 'fr')}.`])}`
    : ` ${pick.pick([`${capitalise(joinList(shares, 'en'))} share out your planets.`, `In detail: ${joinList(shares, 'en')}.`, `The full spread: ${joinList(shares, 'en')}.`])}`;
  return para(
    `${first}${second}${lack}${rhythm}${detail}`,
    ['element.dominant', ...inStrong.map((id) => `planet.${id}`)],
    heading,
  );
}

/** Placements read sign and house together, one paragraph each, under one heading. */
function placementsRead(f: F, pick: Picker, ids: readonly PointId[], heading: string): WrittenParagraph[] {
  const out: WrittenParagraph[] = [];
  for (const id of ids) {
    const p = placement(f, id);
    if (!p) continue;
    const g = placeRead(f, p, pick);
    out.push(out.length ? g : { heading, ...g });
  }
  return out;
}

/**
 * A placement read sign and house together, in frames whose fixed words are short runs between the
 * placement, its theme and its sign's style, so that a reading of seven placements does not carry
 * the same long stretch of wording as every other reading.
 */
function placeRead(f: F, p: PlacementFact, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const yp = yourPlacement({ ...p, house: null }, f.lang);
  const theme = themeOf(p.id, f.lang, pick);
  const style = signStyle(f, p.sign, pick);
  const core = fr
    ? pick.pick(
        [
          `${capitalise(yp)} colore ${theme} : ${style}.`,
          `Avec ${yp}, vous vivez ${theme}, ${style}.`,
          `Pour ${theme}, ${yp} donne le ton, ${style}.`,
          `${capitalise(yp)} mène ${theme}, ${style}.`,
          `Vous abordez ${theme}, ${style} : ${yp} le veut ainsi.`,
          `${capitalise(yp)} vous fait vivre ${theme}, ${style}.`,
          `Chez vous, ${yp} règle ${theme}, ${style}.`,
          `C’est ${yp} qui oriente ${theme}, ${style}.`,
          `${capitalise(yp)} {imprime sa marque sur|donne sa couleur à|pèse sur} ${theme}, ${style}.`,
          `${capitalise(yp)} conduit ${theme}, ${style}.`,
        ],
        'place-core',
      )
    : pick.pick(
        [
          `${capitalise(yp)} colours ${theme}: ${style}.`,
          `With ${yp}, you handle ${theme}, ${style}.`,
          `For ${theme}, ${yp} sets the tone, ${style}.`,
          `${capitalise(yp)} steers ${theme}, ${style}.`,
          `You approach ${theme}, ${style}: ${yp} will have it so.`,
          `${capitalise(yp)} shapes how you go about ${theme}, ${style}.`,
          `In your case, ${yp} governs ${theme}, ${style}.`,
          `It is ${yp} that orients ${theme}, ${style}.`,
          `${capitalise(yp)} leaves its mark on ${theme}, ${style}.`,
          `${capitalise(yp)} guides ${theme}, ${style}.`,
        ],
        'place-core',
      );
  const angle = p.id === 'ascendant' || p.id === 'mc';
  const area = p.house && !angle ? pick.pick(HOUSE_AREAS[f.lang][p.house - 1]!, `area.${p.house}`) : null;
  const who = the(p.id, p.name, f.lang);
  // What the planet does there, in its own verb: « Mars dépense son énergie en maison 5 », so that the
  // house's frame carries this planet's words and not the same six for every planet.
  const acts = PLANET_ACTS[f.lang][p.id as keyof (typeof PLANET_ACTS)['fr']];
  const act = acts ? pick.pick(acts, `place-act.${p.id}`) : fr ? 'agit' : 'acts';
  const W = capitalise(who);
  const h = p.house;
  const house = area
    ? fr
      ? pick.pick(
          [
            ` ${W} ${act} en maison ${h} : ${area}.`,
            ` En maison ${h}, ${who} ${act} : ${area}.`,
            ` ${W}, en maison ${h}, ${act} : ${area}.`,
            ` ${W} occupe la maison ${h} : ${area}.`,
            ` Dans votre maison ${h}, ${who} ${act}, et cela touche ${area}.`,
            ` ${W} travaille en maison ${h} : ${area}.`,
            ` Son terrain, la maison ${h} : ${area}.`,
            ` ${W} agit en maison ${h} : ${area}.`,
            ` Là où ${who} ${act}, c’est en maison ${h} : ${area}.`,
          ],
          'place-house',
        )
      : pick.pick(
          [
            ` ${W} ${act} in house ${h}: ${area}.`,
            ` In house ${h}, ${who} ${act}: ${area}.`,
            ` ${W}, in house ${h}, ${act}: ${area}.`,
            ` ${W} occupies house ${h}: ${area}.`,
            ` In your house ${h}, ${who} ${act}, and that touches ${area}.`,
            ` ${W} works in house ${h}: ${area}.`,
            ` Its ground is house ${h}: ${area}.`,
            ` ${W} speaks through house ${h}: ${area}.`,
            ` Where ${who} ${act} is house ${h}: ${area}.`,
          ],
          'place-house',
        )
    : '';
  const dignity = dignityPhrase(p, f.lang);
  // Without a birth time there is no house to place the planet: its sign's element and mode say more.
  const kind = !p.house && !angle ? signKind(f, p, pick) : '';
  // Nor a house for its verb: the planet's own action is told in its sign.
  const S = p.sign_name;
  const acted =
    !p.house && !angle && acts
      ? fr
        ? pick.pick([
            ` En ${S}, ${who} ${act}.`,
            ` C’est en ${S} que ${who} ${act}.`,
            ` Dans ce signe, ${who} ${act}.`,
            ` Ici, ${who} ${act} en ${S}.`,
          ])
        : pick.pick([
            ` In ${S}, ${who} ${act}.`,
            ` It is from ${S} that ${who} ${act}.`,
            ` In this sign, ${who} ${act}.`,
            ` Here ${who} ${act} in ${S}.`,
          ])
      : '';
  return para(
    `${core}${house}${kind}${acted}${dignity ? ` ${capitalise(dignity)}.` : ''}${retrograde(f, p, pick)}`,
    [`planet.${p.id}`],
  );
}

/** What a planet does in its house, in its own verb (« Mars dépense son énergie en maison 5 »). */
const PLANET_ACTS: Readonly<
  Record<
    'fr' | 'en',
    Readonly<Record<'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn', readonly string[]>>
  >
> = {
  fr: {
    sun: ['brille', 'cherche à rayonner', 'affirme votre volonté', 'prend la lumière', 'veut compter'],
    moon: ['cherche sa sécurité', 'se ressource', 'dit ses besoins', 'cherche un nid', 'règle vos humeurs'],
    mercury: [
      'réfléchit et échange',
      'fait travailler vos idées',
      'cherche les mots justes',
      'apprend et relie',
      'pose des questions',
    ],
    venus: [
      'cherche l’harmonie',
      'tisse des liens',
      'aime et séduit',
      'cultive le goût',
      'adoucit les choses',
    ],
    mars: ['dépense son énergie', 'se bat', 'passe à l’action', 'ose et tranche', 'cherche le défi'],
    jupiter: ['ouvre des portes', 'cherche à grandir', 'élargit l’horizon', 'donne confiance', 'voit grand'],
    saturn: [
      'bâtit lentement',
      'pose ses exigences',
      'consolide',
      'met à l’épreuve',
      'demande de la patience',
    ],
  },
  en: {
    sun: ['shines', 'seeks to radiate', 'asserts your will', 'takes the light', 'wants to count'],
    moon: ['looks for safety', 'recharges', 'voices its needs', 'looks for a nest', 'sets your moods'],
    mercury: [
      'thinks and talks',
      'puts ideas to work',
      'looks for the right words',
      'learns and connects',
      'asks questions',
    ],
    venus: ['seeks harmony', 'weaves bonds', 'loves and charms', 'cultivates taste', 'softens things'],
    mars: ['spends its energy', 'fights', 'takes action', 'dares and decides', 'looks for a challenge'],
    jupiter: ['opens doors', 'seeks to grow', 'widens the horizon', 'gives confidence', 'thinks big'],
    saturn: [
      'builds slowly',
      'sets its demands',
      'consolidates',
      'puts things to the test',
      'asks for patience',
    ],
  },
};

/** What each slow planet brings to the house it occupies (generations share its sign, not its house). */
const SLOW_WORK: Readonly<
  Record<'fr' | 'en', Readonly<Record<'uranus' | 'neptune' | 'pluto', readonly string[]>>>
> = {
  fr: {
    uranus: [
      'y apporte des {virages soudains|tournants brusques|changements soudains} et un besoin {de liberté|d’air|d’espace}',
      'y {réveille|éveille|stimule} l’inventeur, et {parfois|quelquefois|aussi} l’impatient',
      'y fait {souffler|passer|lever} un vent d’indépendance et {d’imprévu|de surprise|de nouveauté}',
      'y {bouscule|secoue|dérange} les habitudes et {cherche|réclame|appelle} du neuf',
      'y cherche {l’indépendance|l’autonomie|sa liberté}, quitte à {surprendre|dérouter|étonner}',
      'y rend les choses {imprévisibles|changeantes|inattendues} et {vivantes|stimulantes|animées}',
    ],
    neptune: [
      'y met du rêve, de l’idéal et {parfois|quelquefois|aussi} du flou',
      'y ouvre {une porte|la porte|un passage} à l’inspiration, à condition de garder {les yeux ouverts|la tête froide|les pieds sur terre}',
      'y {affine|aiguise|développe} la sensibilité, au risque de {brouiller les contours|flouter les limites|brouiller les pistes}',
      'y {invite|appelle|nourrit} l’imaginaire et la compassion, {parfois|quelquefois|et parfois} l’illusion',
      'y {dissout|efface|estompe} les limites et {nourrit|entretient|porte} le rêve',
      'y demande {de la foi|de la confiance|de l’idéal} et de la lucidité {à la fois|en même temps|tout ensemble}',
    ],
    pluto: [
      'y {creuse|travaille|fouille} en profondeur, par {crises et renaissances|crises et renouveaux|ruptures et renaissances}',
      'y {concentre|ramasse|rassemble} un pouvoir de transformation qui ne fait rien {à moitié|à demi|à la légère}',
      'y pousse à aller au fond des choses, quitte à {tout remettre à plat|tout reprendre à zéro|tout reconstruire}',
      'y {donne|apporte|met} une intensité qui {transforme|change|renouvelle} ce qu’elle touche',
      'y fait {tomber|céder|s’effacer} ce qui a fait son temps',
      'y apporte des mues profondes et une force {tenace|obstinée|durable}',
    ],
  },
  en: {
    uranus: [
      'brings {sudden turns|abrupt changes|sharp turns} and a need for {freedom|air|space} there',
      '{wakes|stirs|rouses} the inventor there, and {at times|sometimes|now and then} the impatient one',
      '{blows|sends|brings} a wind of independence and {surprise|the unexpected|novelty} there',
      '{shakes up|unsettles|upsets} habits there and {looks for|asks for|calls for} the new',
      'seeks {independence|autonomy|its freedom} there, even if it {surprises|unsettles|startles}',
      'makes things {unpredictable|changeable|unexpected} and {alive|lively|stimulating} there',
    ],
    neptune: [
      'puts dreams, ideals and {at times|sometimes|now and then} a haze there',
      'opens {a door|the door|a way} to inspiration there, as long as you keep {your eyes open|a cool head|your feet on the ground}',
      '{refines|sharpens|heightens} your sensitivity there, at the risk of {blurring the outlines|blurring the edges|muddying the lines}',
      '{invites|calls up|feeds} imagination and compassion there, and {sometimes|at times|now and then} illusion',
      '{dissolves|blurs|softens} limits there and {feeds|nurtures|carries} the dream',
      'asks there for {faith|trust|ideals} and clear sight {at once|at the same time|together}',
    ],
    pluto: [
      '{digs|works|delves} deep there, through {crises and rebirths|crises and renewals|breaks and rebirths}',
      '{gathers|concentrates|packs} there a power of change that does nothing {by halves|half-heartedly|lightly}',
      'pushes you to get to the bottom of things there, even if it means {starting over|starting from scratch|rebuilding everything}',
      '{lends|brings|gives} an intensity there that {transforms|changes|renews} whatever it touches',
      '{brings down|clears away|topples} there whatever has had its day',
      'brings deep changes of skin and a {stubborn|tenacious|lasting} strength there',
    ],
  },
};

function slowInHouses(f: F, pick: Picker): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const ps = (['uranus', 'neptune', 'pluto'] as const)
    .map((id) => placement(f, id))
    .filter((p): p is PlacementFact => Boolean(p?.house));
  if (ps.length === 0) return null;
  const lines = ps.map((p) => {
    const area = pick.pick(HOUSE_AREAS[f.lang][p.house! - 1]!, `area.${p.house}`);
    const work = pick.pick(SLOW_WORK[f.lang][p.id as 'uranus' | 'neptune' | 'pluto'], `slow-work.${p.id}`);
    return fr
      ? pick.pick(
          [
            `${p.name}, en maison ${p.house}, ${work} : ${area}.`,
            `En maison ${p.house} (${area}), ${p.name} ${work.replace(/^y /, '')}.`,
            `Dans votre maison ${p.house}, ${p.name} ${work.replace(/^y /, '')} : ${area}.`,
          ],
          'slow-line',
        )
      : pick.pick(
          [
            `${p.name}, in house ${p.house}, ${work}: ${area}.`,
            `In house ${p.house} (${area}), ${p.name} ${work.replace(/ there\b/, '')}.`,
            `In your house ${p.house}, ${p.name} ${work.replace(/ there\b/, '')}: ${area}.`,
          ],
          'slow-line',
        );
  });
  const plain = fr
    ? pick.pick([
        'Les planètes lentes restent des années dans un signe ; leur maison, elle, vous appartient.',
        'Le signe des planètes lentes, toute votre génération le partage ; la maison qu’elles occupent est à vous.',
        'Uranus, Neptune et Pluton restent de sept à trente ans dans un même signe ; c’est leur maison qui vous distingue.',
        'Ce qui vous est propre chez les planètes lentes, ce n’est pas leur signe mais leur maison.',
        'Le signe des planètes lentes date une génération ; leur maison, elle, parle de vous.',
        'Lentes, Uranus, Neptune et Pluton marquent une époque par leur signe, et votre vie par leur maison.',
        'Leur signe, vous le partagez avec vos contemporains ; leur maison, non.',
        'Ces planètes lointaines changent de signe tous les sept à trente ans : lisez plutôt leur maison.',
        'Pour les planètes lentes, c’est la maison qui fait la différence.',
        'Chez Uranus, Neptune et Pluton, le signe date, la maison personnalise.',
      ])
    : pick.pick([
        'The slow planets stay in a sign for years; their house, though, is yours alone.',
        'Your whole generation shares the signs of the slow planets; the houses they occupy are yours.',
        'What is personal about the slow planets is not their sign but their house.',
        'Uranus, Neptune and Pluto linger in a sign for seven to thirty years; their house is what sets you apart.',
        'The slow planets’ signs date a generation; their houses speak of you.',
        'Slow as they are, Uranus, Neptune and Pluto mark an era by their sign and your life by their house.',
        'You share their sign with your peers; their house, you do not.',
        'These distant planets change sign every seven to thirty years: read their house instead.',
        'For the slow planets, the house is what makes the difference.',
        'With Uranus, Neptune and Pluto, the sign dates you and the house makes it personal.',
      ]);
  const named = fr
    ? 'Uranus, Neptune et Pluton parlent d’une génération par leur signe, mais de vous par leur maison.'
    : 'Uranus, Neptune and Pluto speak of a generation by their sign, but of you by their house.';
  const intro = ps.length === 3 && pick.pick([1, 2, 3, 4, 5]) === 1 ? named : plain;
  return para(
    `${intro} ${lines.join(' ')}`,
    ps.map((p) => `planet.${p.id}`),
    fr
      ? pick.pick(['Les planètes lentes', 'Ce qui vous dépasse'])
      : pick.pick(['The slow planets', 'Beyond yourself']),
  );
}

/** How a planet in a sign goes about things (see signManner). */
function signStyle(f: F, sign: PlacementFact['sign'], pick: Picker): string {
  return signManner(f.lang, sign, pick);
}

/**
 * The node is computed as the mean node. The true node swings about a degree and a half around it,
 * so it shares the mean node's sign unless the mean node lies within two degrees of a sign's edge:
 * the sentence says which, for this chart's node, at its degree.
 */
function nodeConvention(north: PlacementFact, pick: Picker, lang: 'fr' | 'en'): string {
  const near = north.degree < 2 || north.degree >= 28;
  const d = `${north.degree}°`;
  const s = north.sign_name;
  if (lang === 'fr')
    return pick.pick(
      near
        ? [
            ` C’est le nœud moyen ; à ${d} en ${s}, tout près du bord du signe, le nœud vrai peut tomber dans le signe voisin.`,
            ` Position calculée en nœud moyen : si près du bord du signe (${d}), le nœud vrai peut se trouver dans le signe d’à côté.`,
            ` On retient ici le nœud moyen ; le nœud vrai, qui {oscille|varie|se balance} {d’un degré ou deux|de quelques degrés|d’un à deux degrés} autour de lui, peut {passer ici|basculer ici|se trouver} dans un autre signe.`,
            ` À ${d} en ${s}, ce nœud moyen frôle la limite du signe, et un logiciel qui suit le nœud vrai peut le placer dans le signe voisin.`,
          ]
        : [
            ` Ce Nœud est calculé en nœud moyen ; comme il se tient à ${d}, loin des bords du signe, le nœud vrai est lui aussi en ${s}.`,
            ` On retient ici le nœud moyen. À ${d} en ${s}, il est assez loin des bords du signe pour que le nœud vrai y soit aussi.`,
            ` La position suit le nœud moyen ; le nœud vrai, qui {oscille|varie|se balance} {d’un degré ou deux|de quelques degrés|d’un à deux degrés} autour de lui, {reste|demeure|se tient aussi} en ${s}.`,
            ` Nœud moyen ou nœud vrai, peu importe ici : à ${d} dans le signe, les deux calculs tombent en ${s}.`,
            ` Le calcul suit le nœud moyen ; à ${d} en ${s}, le nœud vrai, jamais très loin de lui, ne change pas de signe.`,
            ` Ce thème utilise le nœud moyen, et à ${d} en ${s} le nœud vrai donnerait le même signe.`,
            ` Calcul en nœud moyen ; à ${d}, le nœud vrai resterait lui aussi en ${s}.`,
            ` On a retenu le nœud moyen ; son degré, ${d}, le garde en ${s} quel que soit le calcul.`,
            ` Précision technique : nœud moyen, à ${d} en ${s} ; le nœud vrai ne sortirait pas de ce signe.`,
            ` Le nœud vrai, qui s’écarte peu du nœud moyen utilisé ici, tombe lui aussi en ${s} (${d}).`,
          ],
    );
  return pick.pick(
    near
      ? [
          ` This is the mean node; at ${d} ${s}, right by the edge of the sign, the true node may fall in the sign beside it.`,
          ` It is computed as the mean node: this close to the sign’s edge (${d}), the true node may sit in the neighbouring sign.`,
          ` We use the mean node here; the true node, which swings a degree or two around it, may cross into another sign.`,
          ` At ${d} ${s}, this mean node grazes the border of the sign, and software that follows the true node may put it in the sign next door.`,
        ]
      : [
          ` This is the mean node; since it stands at ${d}, well clear of the sign’s edges, the true node is in ${s} as well.`,
          ` We use the mean node here. At ${d} ${s} it sits far enough from the sign’s edges for the true node to be there too.`,
          ` The position follows the mean node; the true node, which swings a degree or two around it, stays in ${s}.`,
          ` Mean node or true node makes no difference here: at ${d} into the sign, both fall in ${s}.`,
          ` The calculation follows the mean node; at ${d} ${s}, the true node, never far from it, does not change sign.`,
          ` This chart uses the mean node, and at ${d} ${s} the true node would give the same sign.`,
          ` Computed as the mean node; at ${d}, the true node would stay in ${s} too.`,
          ` Here the mean node is used; its degree, ${d}, keeps it in ${s} whichever way it is computed.`,
          ` A technical note: mean node, at ${d} ${s}; the true node would not leave that sign.`,
          ` The true node, which strays little from the mean node used here, also falls in ${s} (${d}).`,
        ],
  );
}

/** What a personal or social planet retrograde at birth adds (the slow ones are retrograde for months each year). */
function retrograde(f: F, p: PlacementFact, pick: Picker): string {
  const first = p.retrograde ? lexiconOf(f.lang).retrograde[p.id] : undefined;
  const more = RETROGRADE_MORE[f.lang][p.id as keyof (typeof RETROGRADE_MORE)['fr']];
  if (!first || !more) return '';
  const text = pick.pick([first, ...more]);
  const who = the(p.id, p.name, f.lang);
  return f.lang === 'fr'
    ? pick.pick(
        [
          ` ${capitalise(who)} était rétrograde à votre naissance : ${text}.`,
          ` Rétrograde dans votre thème, ${who} ajoute une nuance : ${text}.`,
          ` Avec ${who} rétrograde, l’accent se déplace : ${text}.`,
          ` À votre naissance, ${who} rétrogradait ; ${text}.`,
          ` Détail qui compte, ${who} est rétrograde : ${text}.`,
          ` ${capitalise(who)}, rétrograde, nuance le tableau : ${text}.`,
          ` Rétrogradation ${deFr(who)} à la naissance : ${text}.`,
        ],
        'retrograde',
      )
    : pick.pick(
        [
          ` ${capitalise(who)} was retrograde at your birth: ${text}.`,
          ` Retrograde in your chart, ${who} adds a nuance: ${text}.`,
          ` With ${who} retrograde, the accent shifts: ${text}.`,
          ` At your birth ${who} was moving backwards; ${text}.`,
          ` A detail that counts, ${who} is retrograde: ${text}.`,
          ` ${capitalise(who)}, retrograde, shades the picture: ${text}.`,
          ` ${capitalise(who)} moved retrograde at birth: ${text}.`,
        ],
        'retrograde',
      );
}

/**
 * Without a birth time there are no house rulers; the signs still have theirs. Each personal planet
 * is read through the ruler of its sign (its dispositor) and where that ruler stands, then the chart's
 * final dispositor when every chain of rulers ends on one planet at home, or a mutual reception.
 */
function dispositors(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const rulerIn = (id: PointId) => {
    const p = placement(f, id);
    return p ? (rulerOf(p.sign).ruler as PointId) : undefined;
  };
  const lines: string[] = [];
  const facts = new Set<string>();
  for (const id of ['sun', 'moon', 'mercury', 'venus', 'mars'] as const) {
    const p = placement(f, id);
    const r = rulerIn(id);
    const rp = r ? placement(f, r) : undefined;
    if (!p || !r || !rp || r === id) continue;
    const P = the(p.id, p.name, f.lang);
    const R = the(rp.id, rp.name, f.lang);
    const tp = themeOf(p.id, f.lang, pick);
    const tr = themeOf(rp.id, f.lang, pick);
    lines.push(
      fr
        ? pick.pick(
            [
              `${P} en ${p.sign_name} a pour maître ${R}, en ${rp.sign_name} : un lien direct entre ${tp} et ${tr}.`,
              `${capitalise(R)} gouverne le signe de votre ${p.name} (${p.sign_name}) et se tient en ${rp.sign_name} ; cela relie ${tp} ${toFr(tr)}.`,
              `Pour ${P} en ${p.sign_name}, tout remonte ${toFr(R)}, en ${rp.sign_name} : un fil entre ${tp} et ${tr}.`,
              `${P} en ${p.sign_name} dépend ${deFr(R)}, qui se tient en ${rp.sign_name} ; ${tp} et ${tr} vont ensemble.`,
              `${capitalise(R)}, en ${rp.sign_name}, {tient les rênes de|commande|dirige} votre ${p.name} en ${p.sign_name} : ${deFr(tp)} ${toFr(tr)}, le fil est direct.`,
              `Votre ${p.name} en ${p.sign_name} répond ${toFr(R)}, en ${rp.sign_name}, ce qui noue ${tp} et ${tr}.`,
            ],
            'dispositor',
          )
        : pick.pick(
            [
              `${P} in ${p.sign_name} is ruled by ${R}, in ${rp.sign_name}: a direct line between ${tp} and ${tr}.`,
              `${capitalise(R)} rules the sign of your ${p.name} (${p.sign_name}) and stands in ${rp.sign_name}; that ties ${tp} to ${tr}.`,
              `For ${P} in ${p.sign_name}, everything leads back to ${R}, in ${rp.sign_name}: a thread between ${tp} and ${tr}.`,
              `${P} in ${p.sign_name} depends on ${R}, which stands in ${rp.sign_name}; ${tp} and ${tr} go together.`,
              `${capitalise(R)}, in ${rp.sign_name}, holds the reins of your ${p.name} in ${p.sign_name}: from ${tp} to ${tr}, the thread is direct.`,
              `Your ${p.name} in ${p.sign_name} answers to ${R}, in ${rp.sign_name}, which knots ${tp} and ${tr} together.`,
            ],
            'dispositor',
          ),
    );
    facts.add(`planet.${p.id}`).add(`planet.${rp.id}`);
    if (lines.length === 4) break;
  }
  // Where every chain of rulers ends: one planet in its own sign, or none (a loop).
  const end = (id: PointId): PointId | null => {
    let at = id;
    for (let i = 0; i < 12; i++) {
      const r = rulerIn(at);
      if (!r) return null;
      if (r === at) return at;
      at = r;
    }
    return null;
  };
  const ends = new Set(TEN.map(end));
  const final = ends.size === 1 ? [...ends][0] : null;
  let close = '';
  if (final) {
    const fp = placement(f, final)!;
    const F_ = the(fp.id, fp.name, f.lang);
    close = fr
      ? ` ${pick.pick([`Au bout de chaque chaîne de maîtres, on retrouve ${F_}, chez ${pronounFr(fp.id) === 'elle' ? 'elle' : 'lui'} en ${fp.sign_name} : c’est la planète qui tient votre thème.`, `Toutes vos planètes remontent, de maître en maître, ${toFr(F_)} en ${fp.sign_name}, maître final de votre thème.`])}`
      : ` ${pick.pick([`At the end of every chain of rulers stands ${F_}, at home in ${fp.sign_name}: the planet that holds your chart together.`, `From ruler to ruler, all your planets lead back to ${F_} in ${fp.sign_name}, the final dispositor of your chart.`])}`;
    facts.add(`planet.${fp.id}`);
  } else {
    // Two planets each in the other's sign: a mutual reception, a pact between them.
    const pair = PERSONAL.filter((id) => id !== 'ascendant').flatMap((a) => {
      const b = rulerIn(a);
      return b && b !== a && rulerIn(b) === a && a < b ? [[a, b] as const] : [];
    })[0];
    if (pair) {
      const [a, b] = pair.map((id) => placement(f, id)!);
      const A = the(a!.id, a!.name, f.lang);
      const B = the(b!.id, b!.name, f.lang);
      close = fr
        ? ` ${capitalise(A)} en ${a!.sign_name} et ${B} en ${b!.sign_name} sont en réception mutuelle, chacun dans le signe de l’autre : un pacte qui les fait travailler ensemble.`
        : ` ${capitalise(A)} in ${a!.sign_name} and ${B} in ${b!.sign_name} are in mutual reception, each in the other’s sign: a pact that makes them work together.`;
      facts.add(`planet.${a!.id}`).add(`planet.${b!.id}`);
    }
  }
  if (lines.length === 0 && !close) return null;
  const intro = fr
    ? pick.pick([
        'Sans heure de naissance, pas de maisons ; mais chaque signe a son maître, et ces maîtres relient vos planètes.',
        'Chaque planète dépend du maître du signe qu’elle occupe, et suivre ces liens montre qui mène qui.',
        'Vos planètes se passent le relais par les maîtres de leurs signes.',
        'Un signe a toujours un maître, et la place de ce maître colore la planète qui s’y trouve.',
        'Sans maisons, on suit les maîtres des signes : ils {disent|montrent|indiquent} qui {mène qui|conduit qui|guide qui}.',
        'Chaque signe {obéit à |dépend d’|relève d’}une planète, et {vos planètes|les planètes de votre thème|vos astres} {se répondent|dialoguent|se font écho} {par ce biais|par ce jeu|de cette façon}.',
        'De signe en maître, vos planètes forment une chaîne.',
      ])
    : pick.pick([
        'Without a birth time there are no houses; but every sign has its ruler, and those rulers link your planets.',
        'Each planet depends on the ruler of the sign it occupies, and following those links shows what leads what.',
        'Your planets pass the baton through the rulers of their signs.',
        'A sign always has a ruler, and where that ruler stands colours the planet in the sign.',
        'Without houses, we follow the rulers of the signs: they show what leads what.',
        'Each sign answers to a planet, and your planets speak to each other that way.',
        'From sign to ruler, your planets form a chain.',
      ]);
  return para(`${intro} ${lines.join(' ')}${close}`, [...facts], heading);
}

/** The Sun and the Moon by element: what you aim at and what soothes you, in one tongue or two. */
function sunMoon(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const sun = placement(f, 'sun');
  const moon = placement(f, 'moon');
  if (!sun || !moon) return null;
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const es = signInfo(sun.sign).element;
  const em = signInfo(moon.sign).element;
  const kin = (a: string, b: string) =>
    (a === 'fire' && b === 'air') ||
    (a === 'air' && b === 'fire') ||
    (a === 'earth' && b === 'water') ||
    (a === 'water' && b === 'earth');
  const S = lex.elements[es].name;
  const M = lex.elements[em].name;
  const head = fr
    ? `Votre Soleil en ${sun.sign_name} relève ${deFr(S)}, votre Lune en ${moon.sign_name} ${es === em ? 'aussi' : deFr(M)}.`
    : `Your Sun in ${sun.sign_name} belongs to ${S}, your Moon in ${moon.sign_name} ${es === em ? 'too' : `to ${M}`}.`;
  const tail =
    es === em
      ? fr
        ? pick.pick([
            'Ce que vous voulez et ce dont vous avez besoin parlent la même langue, au risque de manquer de contrepoids.',
            'Volonté et besoins vont dans le même sens : une grande cohérence, qui gagne à s’ouvrir aux autres registres.',
          ])
        : pick.pick([
            'What you want and what you need speak the same language, at the risk of lacking a counterweight.',
            'Will and needs pull the same way: a strong coherence, which gains from opening to other registers.',
          ])
      : kin(es, em)
        ? fr
          ? pick.pick([
              'Deux éléments qui s’entendent : ce que vous visez et ce qui vous apaise se soutiennent.',
              'Ces deux éléments se nourrissent l’un l’autre, et votre volonté trouve un appui dans vos besoins.',
            ])
          : pick.pick([
              'Two elements that get along: what you aim at and what soothes you support each other.',
              'These two elements feed each other, and your will finds support in your needs.',
            ])
        : fr
          ? pick.pick([
              'Deux éléments qui ne parlent pas la même langue : entre ce que vous visez et ce qui vous apaise, il faut des compromis.',
              'Votre volonté et vos besoins n’ont pas le même tempo, et c’est en les accordant que vous trouvez votre équilibre.',
            ])
          : pick.pick([
              'Two elements that do not speak the same language: between what you aim at and what soothes you, compromise is needed.',
              'Your will and your needs do not keep the same tempo, and tuning them to each other is how you find your balance.',
            ]);
  // The tempo of each: what the Sun's mode urges and what the Moon's asks.
  const ms = signInfo(sun.sign).modality;
  const mm = signInfo(moon.sign).modality;
  const URGE = fr
    ? { cardinal: 'à commencer', fixed: 'à tenir', mutable: 'à s’adapter' }
    : { cardinal: 'to begin', fixed: 'to hold on', mutable: 'to adapt' };
  const MODE = fr
    ? { cardinal: 'cardinal', fixed: 'fixe', mutable: 'mutable' }
    : { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' };
  const tempo =
    ms === mm
      ? fr
        ? ` Même mode aussi, ${MODE[ms]} : volonté et besoins vous poussent ensemble ${URGE[ms]}.`
        : ` The same mode too, ${MODE[ms]}: will and needs together urge you ${URGE[ms]}.`
      : fr
        ? ` Côté tempo, votre Soleil (${MODE[ms]}) vous pousse ${URGE[ms]}, votre Lune (${MODE[mm]}) ${URGE[mm]}.`
        : ` As for tempo, your Sun (${MODE[ms]}) urges you ${URGE[ms]}, your Moon (${MODE[mm]}) ${URGE[mm]}.`;
  // Without the hour the Moon is taken at noon; the symbolic part says whether it changed sign that day.
  const noon = f.birth.time
    ? ''
    : fr
      ? pick.pick([
          ' Faute d’heure de naissance, la Lune est prise à midi.',
          ' Sans heure de naissance, on place la Lune à midi.',
          ' L’heure manquant, la position de la Lune est celle de midi.',
          ' La Lune est calculée pour midi, faute d’heure connue.',
        ])
      : pick.pick([
          ' With no birth time, the Moon is taken at noon.',
          ' Without a birth time, the Moon is placed at noon.',
          ' The hour being unknown, the Moon’s position is that of noon.',
          ' The Moon is computed for noon, since the hour is unknown.',
        ]);
  return para(`${head} ${tail}${tempo}${noon}`, ['planet.sun', 'planet.moon'], heading);
}

/**
 * The decans of the personal planets, by triplicity: a sign's second ten degrees belong to the next
 * sign of its element, the third to the one after, and each decan takes that sign's ruler and manner.
 * Read when the birth time is unknown, where the houses would otherwise place each planet.
 */
function decans(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const ORD = fr ? ['premier', 'deuxième', 'troisième'] : ['first', 'second', 'third'];
  const lines: string[] = [];
  const facts: string[] = [];
  // The Moon is left out: without the hour its degree, and so its decan, is not known.
  for (const id of ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const) {
    const p = placement(f, id);
    if (!p) continue;
    const k = Math.min(2, Math.floor(p.degree / 10));
    const sign = SIGN_IDS[(SIGN_IDS.indexOf(p.sign) + 4 * k) % 12]!;
    const r = rulerOf(sign).ruler as PointId;
    const rp = placement(f, r);
    if (!rp) continue;
    const P = the(p.id, p.name, f.lang);
    const R = the(rp.id, rp.name, f.lang);
    const manner = signManner(f.lang, sign, pick);
    // The first decan is the sign's own; a later one ruled by the planet itself doubles its voice.
    const own = k === 0 || rp.id === p.id;
    lines.push(
      fr
        ? pick.pick(
            [
              `${capitalise(P)}, à ${p.degree}° en ${p.sign_name}, occupe le ${ORD[k]} décan${k === 0 ? ', le plus pur du signe' : own ? `, qu’${pronounFr(p.id)} gouverne ${pronounFr(p.id) === 'elle' ? 'elle' : 'lui'}-même` : `, sous ${R}`} : ${manner}.`,
              `À ${p.degree}° en ${p.sign_name}, ${P} tombe dans le ${ORD[k]} décan${k === 0 ? ', celui du signe lui-même' : own ? ', son propre décan' : `, que gouverne ${R}`}, et agit aussi ${manner}.`,
              `${capitalise(ORD[k]!)} décan pour ${P} en ${p.sign_name} (${p.degree}°)${k === 0 ? '' : own ? ', un décan à sa propre couleur' : `, sous l’influence de ${R}`} : ${manner}.`,
            ],
            'decan',
          )
        : pick.pick(
            [
              `${capitalise(P)}, at ${p.degree}° ${p.sign_name}, stands in the ${ORD[k]} decan${k === 0 ? ', the purest of the sign' : own ? ', one it rules itself' : `, under ${R}`}: ${manner}.`,
              `At ${p.degree}° ${p.sign_name}, ${P} falls in the ${ORD[k]} decan${k === 0 ? ', the sign’s own' : own ? ', its own decan' : `, ruled by ${R}`}, and also works ${manner}.`,
              `${capitalise(ORD[k]!)} decan for ${P} in ${p.sign_name} (${p.degree}°)${k === 0 ? '' : own ? ', a decan of its own colour' : `, under the sway of ${R}`}: ${manner}.`,
            ],
            'decan',
          ),
    );
    facts.push(`planet.${p.id}`, ...(own ? [] : [`planet.${rp.id}`]));
  }
  if (lines.length < 2) return null;
  const intro = fr
    ? pick.pick([
        'Chaque signe se divise en trois décans de dix degrés, et le degré de vos planètes affine leur signe.',
        'Le degré précis de vos planètes personnelles dit dans quel décan elles se trouvent, et chaque décan nuance le signe.',
        'Faute de maisons, le degré parle : trois décans par signe, chacun avec sa nuance.',
      ])
    : pick.pick([
        'Each sign divides into three decans of ten degrees, and the degree of your planets refines their sign.',
        'The exact degree of your personal planets tells which decan they stand in, and each decan shades the sign.',
        'With no houses, the degree speaks: three decans to a sign, each with its own shade.',
      ]);
  return para(`${intro} ${lines.join(' ')}`, [...new Set(facts)], heading);
}

/**
 * The planet most woven into the chart: the most aspects among the ten, a dignity adding weight, the
 * final dispositor counting most. Said only when one planet stands clearly ahead.
 */
function dominant(f: F, pick: Picker): { text: string; id: string } | null {
  const n = new Map<PointId, number>();
  for (const a of f.aspects)
    for (const id of [a.a, a.b]) if (TEN.includes(id)) n.set(id, (n.get(id) ?? 0) + 1);
  const ranked = [...n.entries()].sort((a, b) => b[1] - a[1]);
  const [top, next] = ranked;
  if (!top || top[1] < 3 || (next && next[1] === top[1])) return null;
  const p = placement(f, top[0]);
  if (!p) return null;
  const P = the(p.id, p.name, f.lang);
  const k = counted(top[1], f.lang);
  const text =
    f.lang === 'fr'
      ? pick.pick([
          ` ${capitalise(P)} en ${p.sign_name} est la planète la plus reliée de votre thème, avec ${k} aspects : ce qui l’atteint se répercute sur tout le reste.`,
          ` Avec ${k} aspects, ${P} en ${p.sign_name} est au carrefour de votre thème.`,
        ])
      : pick.pick([
          ` ${capitalise(P)} in ${p.sign_name} is the most connected planet of your chart, with ${k} aspects: what reaches it echoes through everything else.`,
          ` With ${k} aspects, ${P} in ${p.sign_name} stands at the crossroads of your chart.`,
        ]);
  return { text, id: `planet.${p.id}` };
}

/** What the slow planets' signs say of a generation, and so of the ground you grew up on. */
const GENERATION: Readonly<
  Record<'fr' | 'en', Readonly<Record<'uranus' | 'neptune' | 'pluto', readonly string[]>>>
> = {
  fr: {
    uranus: [
      'votre génération cherche à se libérer et à inventer',
      'votre génération veut inventer ses propres règles',
      'vos contemporains partagent un goût du neuf et de l’indépendance',
    ],
    neptune: [
      'votre génération rêve, idéalise et cherche un sens',
      'votre génération poursuit un idéal, parfois flou',
      'vos contemporains partagent une quête de sens et d’inspiration',
    ],
    pluto: [
      'votre génération transforme en profondeur ce dont elle hérite',
      'votre génération remet en cause ce qu’on lui transmet',
      'vos contemporains partagent un besoin de refonte profonde',
    ],
  },
  en: {
    uranus: [
      'your generation seeks to break free and invent',
      'your generation wants to invent its own rules',
      'your peers share a taste for the new and for independence',
    ],
    neptune: [
      'your generation dreams, idealises and looks for meaning',
      'your generation pursues an ideal, at times a hazy one',
      'your peers share a search for meaning and inspiration',
    ],
    pluto: [
      'your generation deeply transforms what it inherits',
      'your generation questions what it is handed',
      'your peers share a need for deep renewal',
    ],
  },
};

/** The slow planets by sign, when no house makes them personal: a generation's ground, named as such. */
function slowBySign(f: F, pick: Picker, heading: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const ps = (['uranus', 'neptune', 'pluto'] as const)
    .map((id) => placement(f, id))
    .filter((p): p is PlacementFact => Boolean(p));
  if (ps.length < 2) return null;
  const lines = ps.map((p) => {
    const g = pick.pick(GENERATION[f.lang][p.id as 'uranus' | 'neptune' | 'pluto'], `generation.${p.id}`);
    const m = signManner(f.lang, p.sign, pick);
    return fr
      ? pick.pick(
          [
            `${p.name} en ${p.sign_name} : ${g}, ${m}.`,
            `Avec ${p.name} en ${p.sign_name}, ${g}, ${m}.`,
            `${p.name} en ${p.sign_name} dit que ${g}, ${m}.`,
          ],
          'slow-sign',
        )
      : pick.pick(
          [
            `${p.name} in ${p.sign_name}: ${g}, ${m}.`,
            `With ${p.name} in ${p.sign_name}, ${g}, ${m}.`,
            `${p.name} in ${p.sign_name} says that ${g}, ${m}.`,
          ],
          'slow-sign',
        );
  });
  const intro = fr
    ? pick.pick([
        'Les planètes lentes parlent de votre génération plus que de vous ; sans heure de naissance, leur maison reste inconnue.',
        'Uranus, Neptune et Pluton restent des années dans un signe : ils décrivent le terrain commun de votre génération.',
        'Sans heure, les planètes lentes se lisent par signe : elles disent le climat de votre génération.',
        'Uranus, Neptune et Pluton avancent lentement ; leur signe est celui de toute une génération.',
      ])
    : pick.pick([
        'The slow planets speak of your generation more than of you; without a birth time, their house stays unknown.',
        'Uranus, Neptune and Pluto stay in a sign for years: they describe the common ground of your generation.',
        'Without a time, the slow planets are read by sign: they tell the climate of your generation.',
        'Uranus, Neptune and Pluto move slowly; their sign belongs to a whole generation.',
      ]);
  const dom = dominant(f, pick);
  return para(
    `${intro} ${lines.join(' ')}${dom?.text ?? ''}`,
    [...new Set([...ps.map((p) => `planet.${p.id}`), ...(dom ? [dom.id] : [])])],
    heading,
  );
}

/** « En Capricorne, signe de Terre cardinal, Mercure gagne en sérieux et en endurance. » */
function signKind(f: F, p: PlacementFact, pick: Picker): string {
  const info = signInfo(p.sign);
  const q = lexiconOf(f.lang).signs[p.sign].qualities;
  const i = pick.pick(q.map((_, k) => k));
  const j = (i + 1 + pick.pick(q.slice(1).map((_, k) => k))) % q.length;
  const who = the(p.id, p.name, f.lang);
  if (f.lang === 'fr') {
    const el = { fire: 'de Feu', earth: 'de Terre', air: 'd’Air', water: 'd’Eau' }[info.element];
    const mode = { cardinal: 'cardinal', fixed: 'fixe', mutable: 'mutable' }[info.modality];
    return pick.pick(
      [
        ` En ${p.sign_name}, signe ${el} ${mode}, ${who} gagne en ${q[i]} et en ${q[j]}.`,
        ` ${capitalise(who)} puise dans ce signe ${el} ${mode} ${q[i]} et ${q[j]}.`,
        ` De son signe, ${p.sign_name} (${el.replace(/^d(?:e |’)/, '')} ${mode}), ${who} tire ${q[i]} et ${q[j]}.`,
        ` ${capitalise(who)} trouve en ${p.sign_name}, signe ${el} ${mode}, ${q[i]} et ${q[j]}.`,
      ],
      'sign-kind',
    );
  }
  const el = { fire: 'fire', earth: 'earth', air: 'air', water: 'water' }[info.element];
  return pick.pick(
    [
      ` In ${p.sign_name}, a ${info.modality} ${el} sign, ${who} gains ${q[i]} and ${q[j]}.`,
      ` ${p.sign_name} is a ${info.modality} ${el} sign, and ${who} draws ${q[i]} and ${q[j]} from it.`,
      ` A ${info.modality} ${el} sign, ${p.sign_name} lends ${who} ${q[i]} and ${q[j]}.`,
      ` ${capitalise(who)} finds ${q[i]} and ${q[j]} in ${p.sign_name}, a ${info.modality} ${el} sign.`,
    ],
    'sign-kind',
  );
}

/** « au Soleil », « aux Gémeaux », « à la Lune », « à Mercure ». */
const toFr = (x: string) =>
  x.startsWith('le ') ? `au ${x.slice(3)}` : x.startsWith('les ') ? `aux ${x.slice(4)}` : `à ${x}`;

/** Other ways to say what a planet retrograde at birth adds, beside the lexicon's. */
const RETROGRADE_MORE: Readonly<
  Record<
    'fr' | 'en',
    Readonly<Record<'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn', readonly string[]>>
  >
> = {
  fr: {
    mercury: [
      'vous pensez {en profondeur|à fond|avec profondeur}, quitte à {prendre le temps de reformuler|reformuler plusieurs fois|revenir sur vos mots}',
      'vos idées {mûrissent|se forment|cheminent} en silence avant de trouver {leurs mots|leur forme|à se dire}',
      'vous revenez {volontiers|souvent|sans peine} sur une idée pour {l’affiner|la préciser|la polir}',
      'votre parole {gagne à mûrir|a besoin de mûrir|mûrit longtemps} avant de {sortir|se dire|s’exprimer}',
    ],
    venus: [
      'vous aimez avec {réserve|retenue|pudeur}, et vos attachements se {construisent|tissent|forment} {lentement|sans hâte|pas à pas}',
      'vos goûts et vos affections suivent une logique {très personnelle|bien à vous|toute personnelle}',
      'vos affections se vivent {d’abord en dedans|d’abord à l’intérieur|en silence}, avant de {se montrer|se dire|paraître}',
      'le passé {compte beaucoup|pèse lourd|tient une grande place} dans vos {attachements|liens|affections}',
    ],
    mars: [
      'votre élan se prépare {longtemps|en silence|à l’abri des regards}, puis {frappe juste|touche au but|va droit au but}',
      'vous agissez {après avoir pesé|une fois le terrain pesé|après réflexion}, en stratège plutôt qu’en {fonceur|impulsif|téméraire}',
      'votre énergie se {concentre|ramasse|rassemble} avant de se {libérer|déployer|dépenser}',
      'vous préférez le geste {mûri|réfléchi|pesé} au coup de tête',
    ],
    jupiter: [
      'votre {foi en l’avenir|confiance en l’avenir|espérance} se {forge|construit|nourrit} en dedans, loin des {modes|courants du moment|idées reçues}',
      'vous {grandissez|progressez|mûrissez} par la réflexion plus que par {l’expansion|la conquête|l’abondance}',
      'votre optimisme est {intérieur|tout intérieur|discret}, {bâti|fondé|appuyé} sur vos {propres convictions|convictions intimes|convictions à vous}',
      'vous {trouvez|cherchez|construisez} {le sens|votre sens|vos réponses} {par vous-même|de vous-même|à votre façon} plutôt qu’{auprès des maîtres|auprès des autorités|à l’école des autres}',
    ],
    saturn: [
      'vous êtes votre juge le plus {sévère|exigeant|strict}, et votre {solidité|force|assise} {vient de là|y prend sa source|naît de là}',
      'le cadre, vous le {bâtissez|construisez|posez} vous-même plutôt que de le {recevoir|subir|tenir des autres}',
      'vous vous {imposez|fixez|donnez} vos propres règles, {souvent|bien souvent|parfois} plus strictes que celles des autres',
      'la maturité vous {vient|arrive|est venue} de l’intérieur, à force {d’exigence|de rigueur|de discipline} envers vous-même',
    ],
  },
  en: {
    mercury: [
      'you think {in depth|deeply|things through}, even if it means {taking time to rephrase|rephrasing more than once|coming back to your words}',
      'your ideas {ripen|take shape|mature} in silence before they {find their words|find their form|come out}',
      'you {gladly|often|readily} come back to an idea to {refine it|sharpen it|polish it}',
      'your words {gain from ripening|need time to ripen|ripen slowly} before they {come out|are spoken|see the light}',
    ],
    venus: [
      'you love with {reserve|restraint|discretion}, and your attachments build {slowly|without haste|step by step}',
      'your tastes and affections follow {a very personal logic|a logic of their own|a wholly personal logic}',
      'your affections are lived {inwardly|within|quietly} before they {show|are voiced|come to light}',
      'the past {counts for a lot|weighs heavily|holds a large place} in your {attachments|bonds|affections}',
    ],
    mars: [
      'your drive {takes long to prepare|builds up slowly|gathers out of sight}, then {strikes true|hits the mark|goes straight to the point}',
      'you act {after weighing things up|once you have weighed the ground|after reflection}, more strategist than {charger|daredevil|hothead}',
      'your energy {gathers|builds|concentrates} before it is {released|spent|let loose}',
      'you prefer the {considered|weighed|thought-out} move to the impulsive one',
    ],
    jupiter: [
      'your {faith in the future|trust in the future|hope} is {forged|built|nourished} within, far from {fashions|passing trends|received ideas}',
      'you {grow|progress|mature} through reflection more than through {expansion|conquest|abundance}',
      'your optimism is {inward|quiet|all your own}, {built|founded|resting} on your {own convictions|private convictions|personal convictions}',
      'you {find|seek|build} meaning for yourself rather than {from teachers|from authorities|from mentors}',
    ],
    saturn: [
      'you are your own {strictest|most demanding|toughest} judge, and your {solidity|strength|footing} {comes from that|springs from it|grows from that}',
      'you {build|set up|lay down} your own framework rather than {accept one handed down|take one from others|inherit one}',
      'you {set|lay down|give yourself} your own rules, {often|very often|at times} stricter than anyone else’s',
      'maturity {comes to you|reaches you|ripens in you} from within, through {what you demand of yourself|the rigour you ask of yourself|your own discipline}',
    ],
  },
};

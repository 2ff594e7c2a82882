/**
 * The offline intuitive reading for an astrology question (option 1). It answers first, from the
 * period's transits to the points that lead for the question's topic, then grounds the answer in the
 * natal chart, names the tension or the ease between two points, dates the moments to watch, and ends
 * on how to act. Each fact is explained once; each paragraph cites what it rests on.
 */
import { carriedQuestion } from '#api/interpreter/question-class.ts';
import { aspectNature } from '@arcanes/domain/astrology/transit-meaning';
import type { AspectType } from '@arcanes/domain/astrology/aspects';
import type { PointId } from '@arcanes/domain/astrology/zodiac';
import { addDays, daysBetween } from '@arcanes/domain/calendar/civil-dates';
import { questionHorizon } from '@arcanes/domain/questions/horizon';
import { dateRange, longDate } from '@arcanes/domain/writers/dates';
import type { AstrologyFacts, DilemmaSideFact, PlacementFact } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import {
  askedOf,
  askedRef,
  capitalise,
  careLead,
  deFr,
  isClosedQuestion,
  isPlural,
  openLead,
  para,
  stanceWords,
  verdictSentence,
  withoutVerdict,
  type Stance,
} from './compose';
import { HOUSE_FIELDS, POINT_THEMES, SIGN_STYLES, TRANSIT_THEMES } from './astro-words';
import { topicWords } from './offline-phrases';
import { horizonBeyond, monthAskedAbout, withTimingCaveat } from './question-timing';
import { joinList, seedOf, type Picker } from './pick';
import {
  articleEn,
  articleFr,
  dignityPhrase,
  focusOf,
  lexiconOf,
  placement,
  ranked,
  transitId,
  transitTexts,
  weight,
  type Transit,
  natalFr,
  pronounFr,
} from './astro-voice';

type F = AstrologyFacts;

/** « une » conjonction, opposition; « un » carré, trigone, sextile. */
export const anFr = (aspect: string) => (aspect === 'conjunction' || aspect === 'opposition' ? 'une' : 'un');

/** « le Soleil », « Vénus », "the Sun". */
export const the = (id: PointId, name: string, lang: 'fr' | 'en') =>
  `${lang === 'fr' ? articleFr(id) : articleEn(id)}${name}`;

/** « votre Vénus en Taureau, en maison 7 » / "your Venus in Taurus, in the 7th house". */
export function yourPlacement(p: PlacementFact, lang: 'fr' | 'en'): string {
  const house = p.house ? (lang === 'fr' ? `, en maison ${p.house}` : `, in house ${p.house}`) : '';
  return lang === 'fr'
    ? `votre ${p.name} en ${p.sign_name}${house}`
    : `your ${p.name} in ${p.sign_name}${house}`;
}

/**
 * The question's first three points from one of them on (« votre Saturne, votre Soleil et votre Milieu du
 * Ciel »): named in one order, the points of a topic made a composed run of every reading on it.
 */
function turned(focus: readonly PointId[], pick: Picker): PointId[] {
  const three = focus.slice(0, 3);
  const k = pick.pick(three.map((_, i) => i));
  return [...three.slice(k), ...three.slice(0, k)];
}

/** The chart's points a question rests on, named: « votre Vénus et votre Lune », "your Venus and your Moon". */
function focusNames(f: F, focus: readonly PointId[]): string {
  const names = focus
    .slice(0, 3)
    .map((id) => placement(f, id)?.name)
    .filter((n): n is string => !!n)
    .map((n) => `${f.lang === 'fr' ? 'votre' : 'your'} ${n}`);
  return joinList(names, f.lang);
}

/**
 * The height of a transit told beside its span, without what the span already says: « du 13 au 16
 * septembre 2026 (exact le 15) », « du 21 janvier au 13 février 2027 (exact le 3 février) », "from 12 to
 * 15 October 2026 (exact on 13 October)" — not « (exact le 15 septembre 2026) » after « septembre 2026 ».
 */
export function exactWithin(t: Transit, lang: 'fr' | 'en', pick?: Picker): string {
  const exact = t.exact!;
  const full = longDate(exact, lang);
  const year = exact.slice(0, 4);
  // The height in one of several wordings the writing check reads as an exact day (mentions.ts): « exact
  // le 13 octobre » after every span was the same seven words in a fifth of the readings.
  const lead = pick
    ? pick.pick(
        lang === 'fr' ? ['exact le', 'culminant le'] : ['exact on', 'peaking on', 'culminating on'],
        'exact-within',
      )
    : lang === 'fr'
      ? 'exact le'
      : 'exact on';
  if (t.end.slice(0, 4) !== year) return `${lead} ${full}`;
  const sameMonth = t.start.slice(0, 7) === t.end.slice(0, 7) && exact.slice(0, 7) === t.end.slice(0, 7);
  const short = full.replace(` ${year}`, '');
  if (lang === 'fr') return `${lead} ${sameMonth ? short.split(' ')[0] : short}`;
  return `${lead} ${short}`;
}

/**
 * When a transit is at its height, or its span. With a picker, the height in one of the wordings the
 * writing check reads as an exact day (mentions.ts).
 */
export function when(t: Transit, lang: 'fr' | 'en', pick?: Picker): string {
  if (t.exact) {
    const lead = pick
      ? pick.pick(
          lang === 'fr'
            ? ['exact le', 'au plus fort le', 'culminant le', 'avec un pic le']
            : ['exact on', 'peaking on', 'at its peak on', 'culminating on'],
          'when',
        )
      : lang === 'fr'
        ? 'exact le'
        : 'exact on';
    return `${lead} ${longDate(t.exact, lang)}`;
  }
  return dateRange(t.start, t.end, lang);
}

/** The planets that may carry a judgement on a question of months or a year: Jupiter and beyond. */
export const SLOW: ReadonlySet<string> = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);

/**
 * A question on the scale of months or a year: its horizon (« cette année », "by Christmas") is three
 * months away or more, or the month it names (« ma mutation en septembre ») begins two months away or
 * more. Such a question is judged by slow transits and the chart, never by a fast body alone.
 */
export function yearScale(f: Pick<F, 'question' | 'lang' | 'reading_date'>): boolean {
  if (!f.question) return false;
  const horizon = questionHorizon(f.question, f.lang, f.reading_date);
  if (horizon && daysBetween(f.reading_date, horizon.until) >= 90) return true;
  const month = monthAskedAbout(f.question, f.lang);
  if (month === null) return false;
  const [y, m] = f.reading_date.split('-').map(Number) as [number, number];
  const start = `${month >= m ? y : y + 1}-${String(month).padStart(2, '0')}-01`;
  return daysBetween(f.reading_date, start) >= 60;
}

function stanceOf(f: F, focus: PointId[]): Stance {
  // A careful or third-party question gets no verdict (decision 0271), nor one whose horizon reaches
  // past the period read (« avant l’été » asked of a week): the answer says what the period shows. A
  // dilemma gets no yes or no either: its two sides are weighed in a paragraph of their own.
  if (
    f.dilemma ||
    !isClosedQuestion(f.question, f.lang) ||
    f.transits.length === 0 ||
    withoutVerdict(f.question, f.lang, carriedQuestion(f)) ||
    horizonBeyond(f)
  )
    return 'open';
  // A question on the scale of months or a year is judged by the slow planets alone (issue 38): a
  // three-day Sun aspect gives no « oui assez net » for a marriage this year.
  const weighed = yearScale(f) ? f.transits.filter((t) => SLOW.has(t.planet_id)) : f.transits;
  if (weighed.length === 0) return 'open';
  const score = weighed.reduce((n, t) => n + weight(t) * (focus.includes(t.natal_id as PointId) ? 2 : 1), 0);
  if (score >= 2) return 'yes';
  if (score <= -2) return 'not_yet';
  return score > 0 ? 'conditional' : score < 0 ? 'not_yet' : 'conditional';
}

export function subjectOf(f: F): string {
  // A report without a question: the forecast is about the months it covers, the portrait about
  // what the customer undertakes.
  if (!f.question && f.option === 2) {
    // Named the same way all through one reading, in one of several ways from one reading to the next.
    const i = seedOf(`${f.reading_date}${f.placements.map((p) => p.sign).join('')}`) % 8;
    return f.lang === 'fr'
      ? [
          'vos projets de ces trois mois',
          'vos projets du trimestre',
          'ce que vous entreprenez d’ici trois mois',
          'vos projets des mois qui viennent',
          'ce que vous menez ce trimestre',
          'vos entreprises des prochains mois',
          'ce que vous lancez cette saison',
          'vos chantiers du moment',
        ][i]!
      : [
          'your plans for these three months',
          'your plans for the quarter',
          'what you undertake in the coming months',
          'your plans for the months ahead',
          'what you pursue this quarter',
          'your undertakings of the next months',
          'what you launch this season',
          'the work in hand',
        ][i]!;
  }
  if (!f.question && f.option !== 1) return f.lang === 'fr' ? 'vos projets' : 'your plans';
  return askedRef(askedOf(f.question, topicWords(f.lang, f.topic), f.lang, carriedQuestion(f)));
}

/** The answer: a stance and its reason in one transit, or in the natal chart when the sky is quiet. */
function answer(f: F, focus: PointId[], lead: Transit | undefined, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const asked = askedOf(f.question, topicWords(f.lang, f.topic), f.lang, carriedQuestion(f));
  const stance = stanceOf(f, focus);
  const big = yearScale(f);
  if (!lead && big && f.transits.length > 0) {
    // Only fast bodies touch the chart in the period: on a question of months or a year they decide
    // nothing, and the reading says so, then rests on the chart (the ground paragraph and its ruler).
    const p = placement(f, focus[0] ?? 'sun')!;
    const lex = lexiconOf(f.lang);
    const names = focusNames(f, turned(focus, pick));
    return para(
      fr
        ? `${asked.kind === 'clause' ? `Vous demandez ${asked.text}.` : `Votre question porte sur ${asked.text}.`} Elle se joue sur des mois : seules les planètes lentes, de Jupiter à Pluton, et les maîtres des maisons qu’elle concerne peuvent en décider, et aucune planète lente ne touche ${names} pendant la période. Les passages du Soleil, de Mercure, de Vénus ou de Mars n’en marquent que des jours, ils ne tranchent pas. Le jugement repose donc sur votre thème : ${yourPlacement(p, 'fr')} dit que ${lex.theme[p.id]} se vit ${lex.signs[p.sign].style}, et c’est de là que la décision part.`
        : `${asked.kind === 'clause' ? `You ask ${asked.text}.` : `Your question is about ${asked.text}.`} It plays out over months: only the slow planets, from Jupiter to Pluto, and the rulers of the houses it concerns can decide it, and no slow planet touches ${names} during the period. The passages of the Sun, Mercury, Venus or Mars mark days, they do not settle it. The judgement therefore rests on your chart: ${yourPlacement(p, 'en')} says that ${lex.theme[p.id]} is lived ${lex.signs[p.sign].style}, and the decision starts there.`,
      [`planet.${p.id}`],
    );
  }
  if (!lead) {
    const p = placement(f, focus[0] ?? 'sun')!;
    const lex = lexiconOf(f.lang);
    return para(
      fr
        ? `${asked.kind === 'clause' ? `Vous demandez ${asked.text}. Le` : `Pour ${asked.text}, le`} ciel de la période reste calme sur vos points sensibles : la réponse ne viendra pas d’un événement extérieur mais de vous. ${capitalise(yourPlacement(p, 'fr'))} le dit : ${lex.theme[p.id]} se vit ${lex.signs[p.sign].style}, et c’est sur ce terrain que la décision vous appartient.`
        : `${asked.kind === 'clause' ? `You ask ${asked.text}. The` : `For ${asked.text}, the`} sky of the period stays quiet on your sensitive points: the answer will not come from an outside event but from you. ${capitalise(yourPlacement(p, 'en'))} says so: ${lex.theme[p.id]} is lived ${lex.signs[p.sign].style}, and that is the ground on which the decision is yours.`,
      [`planet.${p.id}`],
    );
  }
  const planet = the(lead.planet_id as PointId, lead.planet, f.lang);
  // The natal point's sign beside it: « avec votre Milieu du Ciel natal, exact le 28 » was the same seven
  // words in half the readings; « … natal en Bélier, exact le 28 » is this chart's.
  const natalSign = placement(f, lead.natal_id as PointId)?.sign_name;
  const inSign = natalSign ? (fr ? ` en ${natalSign}` : ` in ${natalSign}`) : '';
  // The transit in one of several forms, its height too: « forme un carré avec votre Milieu du Ciel
  // natal en » was seven fixed words wherever that point led (issue 38).
  const anEn = /^[aeiou]/i.test(lead.aspect) ? 'an' : 'a';
  const natalPt = `${lead.natal} ${natalFr(lead.natal_id)}`;
  const reason = fr
    ? pick.pick(
        [
          `${planet} forme ${anFr(lead.aspect_id)} ${lead.aspect} avec votre ${natalPt}${inSign}, ${when(lead, 'fr', pick)}`,
          `${planet} touche votre ${lead.natal}${inSign} par ${anFr(lead.aspect_id)} ${lead.aspect}, ${when(lead, 'fr', pick)}`,
          `${planet} passe en ${lead.aspect} à votre ${natalPt}${inSign}, ${when(lead, 'fr', pick)}`,
          `votre ${lead.natal}${inSign} reçoit ${anFr(lead.aspect_id)} ${lead.aspect} ${deFr(planet)}, ${when(lead, 'fr', pick)}`,
        ],
        'answer-reason',
      )
    : pick.pick(
        [
          `${planet} makes ${anEn} ${lead.aspect} to your natal ${lead.natal}${inSign}, ${when(lead, 'en', pick)}`,
          `${planet} touches your ${lead.natal}${inSign} by ${anEn} ${lead.aspect}, ${when(lead, 'en', pick)}`,
          `${planet} forms ${anEn} ${lead.aspect} with the ${lead.natal}${inSign} of your birth chart, ${when(lead, 'en', pick)}`,
          `your natal ${lead.natal}${inSign} receives ${anEn} ${lead.aspect} from ${planet}, ${when(lead, 'en', pick)}`,
        ],
        'answer-reason',
      );
  const nature = aspectNature(lead.aspect_id as AspectType);
  // What the lead transit's nature makes of the answer, in several wordings: one per nature was a
  // frame of a quarter of the readings (issue 38).
  const meaning = pick.pick(
    fr
      ? nature === 'flowing'
        ? [
            'un appui réel, à saisir plutôt qu’à attendre',
            'un vent favorable, dont il faut profiter tant qu’il souffle',
            'une porte ouverte, à franchir pendant qu’elle l’est',
            'un soutien concret, qui récompense l’initiative',
            'une aide qui rend les démarches plus faciles',
            'un courant porteur, à suivre sans tarder',
            'un feu vert, à utiliser avec discernement',
          ]
        : nature === 'tense'
          ? [
              'une résistance qui demande de consolider avant d’avancer',
              'un frein qui invite à renforcer vos bases avant d’aller plus loin',
              'une épreuve qui demande de la patience et de la méthode',
              'une tension qui oblige à trier l’essentiel avant d’accélérer',
              'un obstacle qui se franchit pas à pas',
              'une mise à l’épreuve, qui récompense la constance',
              'un passage exigeant, où la solidité compte plus que la vitesse',
            ]
          : [
              'un moment de concentration où tout se joue au même endroit',
              'un temps fort où les énergies se rassemblent sur un seul point',
              'une période intense, concentrée sur un seul enjeu',
              'un point de bascule, où tout converge',
              'un moment chargé, à vivre avec lucidité',
            ]
      : nature === 'flowing'
        ? [
            'real support, to be seized rather than waited for',
            'a fair wind, to be used while it blows',
            'an open door, to walk through while it stays open',
            'concrete backing that rewards initiative',
            'help that makes each step easier',
            'a carrying current, to follow without delay',
            'a green light, to use with judgement',
          ]
        : nature === 'tense'
          ? [
              'a resistance that asks you to consolidate before moving on',
              'a brake that invites you to strengthen your base before going further',
              'a test that calls for patience and method',
              'a tension that makes you sort out the essentials before speeding up',
              'an obstacle to be cleared step by step',
              'a trial that rewards steadiness',
              'a demanding passage, where soundness counts more than speed',
            ]
          : [
              'a moment of focus where everything plays out in one place',
              'a high point where energies gather on a single spot',
              'an intense stretch, focused on a single issue',
              'a tipping point, where everything converges',
              'a charged moment, to be lived with a clear head',
            ],
    'answer-meaning',
  );
  let text: string;
  if (stance === 'open') {
    const care = withoutVerdict(f.question, f.lang, carriedQuestion(f));
    const lead = care ? careLead(asked, care, f.lang, pick) : openLead(asked, f.lang, pick);
    text = fr ? `${lead} ${reason}. C’est ${meaning}.` : `${lead} ${reason}. It is ${meaning}.`;
  } else {
    const verdict = stanceWords(stance, f.lang, pick);
    // « Oui, à une condition » then « La raison principale : … une résistance » read as if the resistance
    // were the reason for the yes: a tense lead of a conditional answer is its condition.
    const isCondition = stance === 'conditional' && nature === 'tense';
    text = fr
      ? `${verdictSentence(asked, verdict, 'sky', 'fr', pick)} ${isCondition ? 'La condition' : 'La raison principale'} : ${reason}, ${meaning}.`
      : `${verdictSentence(asked, verdict, 'sky', 'en', pick)} ${isCondition ? 'The condition' : 'The main reason'}: ${reason}, ${meaning}.`;
  }
  if (big) {
    const ruler = topicRuler(f);
    text += fr
      ? ` Sur une question qui se joue sur des mois, ce sont les planètes lentes qui portent le jugement, ici ${planet}${ruler ? ', avec le maître de la maison qui répond de la question, examiné plus bas' : ''} ; les passages rapides du Soleil, de Mercure, de Vénus et de Mars n’en marquent que les jours.`
      : ` On a question that plays out over months, the slow planets carry the judgement, here ${planet}${ruler ? ', with the ruler of the house that answers for the question, looked at below' : ''}; the quick passages of the Sun, Mercury, Venus and Mars only mark its days.`;
  }
  const facts = [transitId(f, lead), ...(natalSign ? [`planet.${lead.natal_id}`] : [])];
  if (stance === 'conditional' && nature !== 'tense') {
    // A yes on one condition names it: the tense transit that weighs against the support.
    const brake = f.transits.find((t) => weight(t) < 0 && t !== lead);
    if (brake) {
      text += fr
        ? ` La condition : composer avec ${the(brake.planet_id as PointId, brake.planet, 'fr')} en ${brake.aspect} à votre ${brake.natal} ${natalFr(brake.natal_id)}, ${when(brake, 'fr')}.`
        : ` The condition: dealing with ${the(brake.planet_id as PointId, brake.planet, 'en')} ${brake.aspect} your natal ${brake.natal}, ${when(brake, 'en')}.`;
      facts.push(transitId(f, brake));
    }
  }
  if (stance === 'not_yet') {
    // The better moment proposed is never inside the obstacle's own days: of each favourable transit,
    // only its days clear of the obstacle's (issue 35).
    const better = f.transits
      .filter((t) => weight(t) > 0 && t !== lead)
      .map((t) => ({ t, days: clearOf(t, lead, f.window?.from ?? f.reading_date) }))
      .find((x) => x.days !== null);
    if (better?.days) {
      const { t: opening, days } = better;
      const span = betterSpan(opening, days, f);
      text += fr
        ? ` ${days.before ? 'Une fenêtre plus favorable s’ouvre juste avant' : 'Le moment plus favorable se dessine ensuite'} : ${the(opening.planet_id as PointId, opening.planet, 'fr')} en ${opening.aspect} à votre ${opening.natal} ${natalFr(opening.natal_id)}, ${span}.`
        : ` ${days.before ? 'A more favourable window opens just before' : 'A better moment follows'}: ${the(opening.planet_id as PointId, opening.planet, 'en')} ${opening.aspect} your natal ${opening.natal}, ${span}.`;
      facts.push(transitId(f, opening));
    } else {
      // A transit cut off by the window's end (a slow planet) has no known end: the reading does not
      // invent the day it eases.
      const open = f.window !== null && lead.end >= f.window.to;
      text += open
        ? fr
          ? ' Cette pression tient jusqu’au bout de la période : avancez par petits pas plutôt que d’attendre qu’elle cesse.'
          : ' This pressure lasts to the end of the period: move in small steps rather than wait for it to pass.'
        : fr
          ? ` Cette pression se relâche après le ${longDate(lead.end, 'fr')} : c’est l’horizon à viser.`
          : ` This pressure eases after ${longDate(lead.end, 'en')}: that is the horizon to aim for.`;
    }
  }
  return para(text, facts);
}

/**
 * The days of a favourable transit clear of an obstacle's, from `today` on: the whole transit when they
 * do not meet, else its days after the obstacle ends, else those before it begins; null when the
 * obstacle covers them all.
 */
export function clearOf(
  t: Transit,
  obstacle: Transit,
  today: string,
): { from: string; to: string; before: boolean } | null {
  const start = t.start < today ? today : t.start;
  if (start > t.end) return null;
  if (t.end < obstacle.start) return { from: start, to: t.end, before: true };
  if (start > obstacle.end) return { from: start, to: t.end, before: false };
  if (t.end > obstacle.end) return { from: addDays(obstacle.end, 1), to: t.end, before: false };
  if (start < obstacle.start) return { from: start, to: addDays(obstacle.start, -1), before: true };
  return null;
}

/**
 * Those days as the answer tells them: the transit's height when it falls among them, else their span
 * (« à partir du … » when the transit runs past the period's end, whose end is not known).
 */
function betterSpan(t: Transit, days: { from: string; to: string }, f: F): string {
  if (days.from === t.start && days.to === t.end) return when(t, f.lang);
  const open = f.window !== null && t.end >= f.window.to;
  const exact = t.exact && t.exact >= days.from && t.exact <= days.to ? t.exact : null;
  const fr = f.lang === 'fr';
  const range = open
    ? fr
      ? `à partir du ${longDate(days.from, 'fr')}`
      : `from ${longDate(days.from, 'en')}`
    : fr
      ? dateRange(days.from, days.to, 'fr')
      : leadingRange(dateRange(days.from, days.to, 'en')).replace(/^(From|On)/, (m) => m.toLowerCase());
  if (!exact) return range;
  // The height told beside the days as exactWithin tells it beside a span: no year the span already says.
  const told = { ...t, exact, start: days.from, end: open ? days.from : days.to };
  return `${range} (${exactWithin(told, f.lang)})`;
}

/**
 * A point's sign told with its themes and its manner, in one of a dozen frames, each holding at most a
 * few fixed words beside the placement: the Moon's and Venus's in every long reading made « c’est la
 * marque de votre Vénus en » a frame of a sixth of them (issue 38). The verb after the themes varies
 * too, since a theme of five words and « se vivent » make seven.
 */
function groundCore(p: PlacementFact, theme: string, style: string, lang: 'fr' | 'en', pick: Picker): string {
  const place = yourPlacement({ ...p, house: null }, lang);
  const Place = capitalise(place);
  if (lang === 'fr') {
    const v = pick.pick(
      ['se vivent', 'se jouent', 's’expriment', 'se déploient', 'prennent forme', 'avancent'],
      `ground-verb.${p.id}`,
    );
    return pick.pick(
      [
        `${Place} : ${theme} ${v} ${style}.`,
        `Avec ${place}, ${theme} ${v} ${style}.`,
        `{Chez vous|Dans votre cas|Pour vous}, avec ${place}, ${theme} ${v} ${style}.`,
        `Comme le veut ${place}, ${theme} ${v} ${style}.`,
        `Votre thème met ${the(p.id, p.name, 'fr')} en ${p.sign_name} : ${theme} ${v} donc ${style}.`,
        `${Place} donne le ton : ${theme} ${v} ${style}.`,
        `Sous ${place}, ${theme} ${v} ${style}.`,
        `${Place} l’explique : ${theme} ${v} ${style}.`,
        `C’est ${place} qui le dit : ${theme} ${v} ${style}.`,
        `De ${place} vient votre manière : ${theme} ${v} ${style}.`,
        `${capitalise(the(p.id, p.name, 'fr'))} est en ${p.sign_name} dans votre thème, et ${theme} ${v} ${style}.`,
        `Pour ${theme}, ${place} indique la manière : ${style}.`,
      ],
      `ground-core.${p.id}`,
    );
  }
  const v = pick.pick(
    ['are lived', 'play out', 'come through', 'take shape', 'find their way', 'show themselves'],
    `ground-verb.${p.id}`,
  );
  return pick.pick(
    [
      `${Place}: ${theme} ${v} ${style}.`,
      `With ${place}, ${theme} ${v} ${style}.`,
      `{In your case|For you|In you}, with ${place}, ${theme} ${v} ${style}.`,
      `As ${place} would have it, ${theme} ${v} ${style}.`,
      `Your chart puts ${the(p.id, p.name, 'en')} in ${p.sign_name}: ${theme} therefore ${v} ${style}.`,
      `${Place} sets the tone: ${theme} ${v} ${style}.`,
      `Under ${place}, ${theme} ${v} ${style}.`,
      `${Place} explains it: ${theme} ${v} ${style}.`,
      `It is ${place} that says so: ${theme} ${v} ${style}.`,
      `From ${place} comes your manner: ${theme} ${v} ${style}.`,
      `${capitalise(the(p.id, p.name, 'en'))} sits in ${p.sign_name} in your chart, and ${theme} ${v} ${style}.`,
      `For ${theme}, ${place} sets the manner: ${style}.`,
    ],
    `ground-core.${p.id}`,
  );
}

/** The natal ground of the answer: the leading point, its sign, house and dignity. */
export function ground(f: F, p: PlacementFact, pick: Picker, heading?: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const dignity = dignityPhrase(p, f.lang);
  const theme = pick.pick([lex.theme[p.id], ...POINT_THEMES[p.id][f.lang]], `theme.${p.id}`);
  const style = pick.pick([lex.signs[p.sign].style, ...SIGN_STYLES[p.sign][f.lang]]);
  // The house's field in the lexicon's words with wordings to draw (HOUSE_FIELDS), and the frame around
  // it with its own: « For Venus, the stage is house 5: love, pleasure… » was a run of a ninth of them.
  const field = p.house ? HOUSE_FIELDS[f.lang][p.house - 1]! : '';
  const who = the(p.id, p.name, f.lang);
  const house = p.house
    ? ` ${
        fr
          ? pick.pick(
              [
                `{Décor|Cadre|Théâtre} ${deFr(who)} : la maison ${p.house}, ${field}.`,
                `Pour ${who}, tout {se joue|se passe|se décide} en maison ${p.house} : ${field}.`,
                `En maison ${p.house}, le {terrain|domaine|champ} ${deFr(who)} est celui ${deFr(field)}.`,
                `${capitalise(who)} {œuvre|agit|travaille} en maison ${p.house}, du côté ${deFr(field)}.`,
                `Maison ${p.house} pour ${who} : ${field}.`,
              ],
              'house',
            )
          : pick.pick(
              [
                `House ${p.house} gives ${who} {a setting|its setting|a stage}: ${field}.`,
                `For ${who}, the {stage|setting|scene} is house ${p.house}: ${field}.`,
                `${capitalise(who)} finds its {ground|field|terrain} in house ${p.house}: ${field}.`,
                `House ${p.house} is where ${who} {acts|works|operates}: ${field}.`,
                `House ${p.house} for ${who}: ${field}.`,
              ],
              'house',
            )
      }`
    : '';
  const core = groundCore(p, theme, style, f.lang, pick);
  const intro = heading
    ? ''
    : `${pick.pick(
        fr
          ? [
              `Votre {thème|thème natal|ciel de naissance} donne le fond de la {réponse|question}.`,
              `{Sur le fond|Au fond|Plus profondément}, votre {thème de naissance|thème natal|ciel natal} éclaire la question.`,
              `Votre {ciel de naissance|thème natal|thème} dit comment vous {vivez cela|le vivez}.`,
              `Ce que votre thème {dit|révèle|montre} de vous pèse {aussi|également|tout autant} dans la réponse.`,
              `{Derrière|Sous} la question{, il y a| se tient} votre {manière|façon} d’être, et {votre thème|votre ciel natal|votre carte du ciel} {la décrit|la dessine|en fait le portrait}.`,
            ]
          : [
              'Your {chart|birth chart|natal sky} gives the {ground|grounding|background} of the answer.',
              '{At bottom|At heart|Underneath}, your {birth chart|natal chart|birth sky} sheds light on the question.',
              'Your {birth sky|natal chart|chart} says how you {live this|experience this|go through this}.',
              'What your chart {says|reveals|shows} about you weighs in the answer {too|as well}.',
              '{Behind|Beneath} the question lies your {way|manner} of being, and your chart {describes|draws|portrays} it.',
            ],
        'ground',
      )} `;
  const text = `${intro}${core}${house}${dignity ? ` ${capitalise(dignity)}.` : ''}`;
  const ruler = heading ? null : topicRuler(f);
  if (!ruler) return para(text, [`planet.${p.id}`], heading);
  const rp = placement(f, ruler.ruler);
  const cusp = f.houses.find((h) => h.house === ruler.house);
  if (!rp || !cusp || rp.id === p.id) return para(text, [`planet.${p.id}`], heading);
  const subject = f.question ? subjectOf(f) : null;
  const where = rp.house ? HOUSE_FIELDS[f.lang][rp.house - 1]! : null;
  const extra = fr
    ? ` ${rulerAt(ruler.house, cusp.sign_name, rp.id, rp.name, rp.sign_name, rp.house, 'fr', pick)} : ${
        where
          ? pick.pick(
              [
                `${subject ? `pour ${subject}, ` : ''}la clé {passe par|se trouve dans|réside dans} ${where}`,
                // The ruler's house ties the matter to its field, not a route to take (« votre permis se
                // règle en passant par le foyer » read as a literal way through the home).
                `${subject ?? 'la question'} ${((nt) => (rp.house === ruler.house ? `{se joue${nt}|se décide${nt}} sur son propre terrain` : `{dépend${nt} aussi|se joue${nt} en partie du côté|se noue${nt} en partie du côté} ${deFr(where)}`))(subject && isPlural(subject, 'fr') ? 'nt' : '')}`,
                `c’est du côté ${deFr(where)} que ${rp.house === ruler.house ? 'tout se joue, sur son propre terrain' : '{la porte s’ouvre ou se ferme|tout se décide|la partie se joue}'}${subject ? ` pour ${subject}` : ''}`,
                `ce que vous {ferez|déciderez|entreprendrez} du côté ${deFr(where)} {pèsera plus lourd que le reste|comptera plus que le reste|fera la différence}`,
              ],
              'ruler',
            )
          : `son signe dit sur quel ton la question se règle`
      }.`
    : ` ${rulerAt(ruler.house, cusp.sign_name, rp.id, rp.name, rp.sign_name, rp.house, 'en', pick)}: ${
        where
          ? pick.pick(
              [
                `${subject ? `for ${subject}, ` : ''}the key {lies in|is found in|rests with} ${where}`,
                `${subject ?? 'the question'} ${((many) => (rp.house === ruler.house ? `${many ? 'play out on their' : 'plays out on its'} own ground` : many ? `{also depend on|are also tied to|turn partly on} ${where}` : `{also depends on|is also tied to|turns partly on} ${where}`))(!!subject && isPlural(subject, 'en'))}`,
                `${where} ${rp.house === ruler.house ? 'hold the reins here' : '{open or close the door|hold the key|decide the matter}'}${subject ? ` for ${subject}` : ''}`,
                `what you {do about|make of|decide about} ${where} will {weigh more than anything else|count for more than the rest|make the difference}`,
              ],
              'ruler',
            )
          : 'its sign gives the tone in which the question is settled'
      }.`;
  return para(
    text + extra,
    [`planet.${p.id}`, `ruler.${ruler.house}`, `house.${ruler.house}`, `planet.${rp.id}`],
    heading,
  );
}

/**
 * Where a house's ruler stands, in one of five forms: « Le maître de votre maison 7 (Sagittaire),
 * Jupiter, se trouve en » for every chart with that cusp was a frame of its own (issue 38).
 */
function rulerAt(
  house: number,
  cusp: string,
  id: PointId,
  name: string,
  sign: string,
  at: number | null | undefined,
  lang: 'fr' | 'en',
  pick: Picker,
  head = true,
): string {
  const who = the(id, name, lang);
  if (lang === 'fr') {
    const inHouse = at ? `{, en maison| et en maison|, dans la maison} ${at}` : '';
    const forms = [
      `le maître de votre maison ${house} (${cusp}), ${who}, {se trouve|loge|se tient} en ${sign}${inHouse}`,
      `votre maison ${house} {s’ouvre|débute} en ${cusp}, et {son maître|la planète qui la gouverne|la planète qui la régit}, ${who}, est en ${sign}${inHouse}`,
    ];
    const form = pick.pick(forms, 'ruler-at');
    return head ? capitalise(form) : form;
  }
  const inHouse = at ? `{, in house| and in house|, placed in house} ${at}` : '';
  const forms = [
    `the ruler of your house ${house} (${cusp}), ${who}, {sits|stands|is placed} in ${sign}${inHouse}`,
    `your house ${house} {opens|begins|starts} in ${cusp}, and {its ruler|the planet that rules it|its governing planet}, ${who}, is in ${sign}${inHouse}`,
  ];
  const form = pick.pick(forms, 'ruler-at');
  return head ? capitalise(form) : form;
}

/** The house that speaks for the question's topic (7 for love, 10 for work, 6 for health) and its ruler. */
function topicRuler(f: F) {
  const house = ({ amour: 7, travail: 10, sante: 6 } as Record<string, number>)[f.topic ?? ''];
  return house ? f.rulers?.find((r) => r.house === house) : undefined;
}

/**
 * A point's themes that hold no « et » of their own: joined by one (« A et B tirent… »), « vos rêves et
 * votre inspiration et votre vie sentimentale » would not say which two things pull.
 */
function singleThemes(id: PointId, lang: 'fr' | 'en'): readonly string[] {
  const single = TRANSIT_THEMES[id][lang].filter((t) => !/ (et|and) /.test(t));
  if (single.length > 0) return single;
  return id === 'mercury'
    ? [lang === 'fr' ? 'votre façon de communiquer' : 'the way you communicate']
    : TRANSIT_THEMES[id][lang];
}

/**
 * What an aspect between two points means for the thing asked: the two points by what they touch
 * (« votre vie professionnelle », « votre équilibre intérieur »), and how the aspect's nature plays in
 * it. Both themes are the compound subject (plural verbs), so any theme fits either place.
 */
function bondFor(
  nature: ReturnType<typeof aspectNature>,
  a: PointId,
  b: PointId,
  subject: string,
  lang: 'fr' | 'en',
  pick: Picker,
): string {
  const x = pick.pick(singleThemes(a, lang), `theme-of.${a}`);
  const y = pick.pick(singleThemes(b, lang), `theme-of.${b}`);
  // The relation and the advice picked apart: five whole sentences per nature left « vont dans la même
  // direction : appuyez-vous sur cet accord » in a sixth of the readings (issue 38).
  const rel =
    lang === 'fr'
      ? nature === 'flowing'
        ? [
            `${x} et ${y} tirent dans le même sens`,
            `${x} et ${y} vont dans la même direction`,
            `${x} et ${y} se prêtent main-forte`,
            `${x} et ${y} se renforcent mutuellement`,
            `l’entente entre ${x} et ${y} joue pour vous`,
            `entre ${x} et ${y}, le courant passe`,
            `l’accord entre ${x} et ${y} vous porte`,
          ]
        : nature === 'tense'
          ? [
              `${x} et ${y} réclameront chacun {leur place|leur part|leur dû}`,
              `il faudra faire tenir ensemble ${x} et ${y}`,
              `${x} et ${y} tireront chacun de leur côté`,
              `attendez-vous à un tiraillement entre ${x} et ${y}`,
              `${x} et ${y} ne {voudront|demanderont} pas la même chose {en même temps|au même moment}`,
              `entre ${x} et ${y}, il faudra {fixer un ordre|établir des priorités|choisir un ordre}`,
            ]
          : [
              `${x} et ${y} avancent d’un même pas`,
              `${x} et ${y} ne font qu’un`,
              `${x} et ${y} font front commun`,
              `tout ce qui touche ${x} engage aussi ${y}`,
              `entre ${x} et ${y}, l’un entraîne l’autre`,
            ]
      : nature === 'flowing'
        ? [
            `${x} and ${y} pull the same way`,
            `${x} and ${y} point in one direction`,
            `${x} and ${y} lend each other a hand`,
            `${x} and ${y} strengthen each other`,
            `the understanding between ${x} and ${y} {works for you|plays in your favour}`,
            `between ${x} and ${y}, the current flows`,
            `the bond between ${x} and ${y} carries you`,
          ]
        : nature === 'tense'
          ? [
              `${x} and ${y} will each claim their share`,
              `the task is to hold ${x} and ${y} together`,
              `${x} and ${y} will pull in different directions`,
              `expect a tug between ${x} and ${y}`,
              `${x} and ${y} will not {want|ask for} the same thing {at the same time|at the same moment}`,
              `between ${x} and ${y}, you will have to {set an order|set priorities|decide what comes first}`,
            ]
          : [
              `${x} and ${y} move in step`,
              `${x} and ${y} act as one`,
              `${x} and ${y} form a common front`,
              `whatever touches ${x} {engages|involves|stirs} ${y} too`,
              `between ${x} and ${y}, one {pulls|draws|carries} the other along`,
            ];
  const advice =
    lang === 'fr'
      ? nature === 'flowing'
        ? [
            'un atout à {mettre à profit|exploiter|faire valoir} {dès maintenant|sans tarder|dès à présent}',
            'appuyez-vous sur cet accord',
            'c’est un accord sur lequel {bâtir|construire|compter}',
            'la tâche s’en trouve facilitée',
            'comptez dessus',
            'profitez-en sans attendre',
          ]
        : nature === 'tense'
          ? [
              'si quelque chose {coince|bloque}, regardez {d’abord|en premier} de ce côté',
              'arbitrez sans {sacrifier|négliger|léser} l’un des deux',
              'cela se règle par étapes',
              'donnez à chacun sa place tour à tour',
              'prévoyez d’arbitrer',
              'ne cherchez pas à tout concilier {d’un coup|à la fois|en une fois}',
            ]
          : [
              'servez-vous de cet élan, {en gardant la mesure|sans excès|avec mesure}',
              'une force, à condition de ne pas foncer {tête baissée|sans regarder}',
              'beaucoup d’énergie, à {diriger|canaliser|orienter} avec soin',
              'avancez, mais en mesurant vos pas',
              'gardez-en la maîtrise',
            ]
      : nature === 'flowing'
        ? [
            'an asset to use now',
            'lean on that agreement',
            'this is an agreement to build on',
            'it makes the task easier',
            'count on it',
            'make the most of it without waiting',
          ]
        : nature === 'tense'
          ? [
              'if something {sticks|jams|stalls}, look there first',
              'arbitrate without {giving up|sacrificing|neglecting} either',
              'it is settled step by step',
              'give each its turn',
              'plan to arbitrate',
              'do not try to reconcile everything {at once|in one go|all together}',
            ]
          : [
              'use that momentum, {with a sense of measure|without excess|in measure}',
              'a strength, as long as you do not rush in {headlong|blindly}',
              'plenty of energy, to be {steered|channelled|directed} with care',
              'go ahead, but measure your steps',
              'keep it under control',
            ];
  const lead = pick.pick(
    lang === 'fr'
      ? ['Pour', 'Concernant', 'En ce qui concerne', 'Pour ce qui touche']
      : ['For', 'As for', 'When it comes to', 'Regarding'],
  );
  return `${lead} ${subject}, ${pick.pick(rel)}${lang === 'fr' ? ' :' : ':'} ${pick.pick(advice)}.`;
}

/**
 * Ease or tension between two points of the chart, in words that depend on the aspect; with the thing
 * asked (`subject`), what that bond means for it.
 */
export function bond(
  f: F,
  focus: PointId[],
  pick: Picker,
  heading?: string,
  subject?: string,
): WrittenParagraph | null {
  const a = f.aspects.find((x) => focus.includes(x.a) || focus.includes(x.b)) ?? f.aspects[0];
  if (!a) return null;
  const fr = f.lang === 'fr';
  const nature = aspectNature(a.type as AspectType);
  // The Midheaven by its name or its initials, as astrologers write it: « le Soleil et le Milieu du
  // Ciel » was seven words in one reading out of nine with a birth time.
  const named = (id: PointId, name: string) =>
    id === 'mc'
      ? f.lang === 'fr'
        ? '{le Milieu du Ciel|le MC}'
        : '{the Midheaven|the MC}'
      : the(id, name, f.lang);
  const x = named(a.a, a.a_name);
  const y = named(a.b, a.b_name);
  // « elles » only for two feminine points (the Moon and Venus); any masculine one makes it « ils ».
  const fem = pronounFr(a.a) === 'elle' && pronounFr(a.b) === 'elle';
  const [they, one, bound] = fem ? ['elles', 'l’une', 'liées'] : ['ils', 'l’un', 'liés'];
  const said = fr
    ? nature === 'flowing'
      ? pick.pick([
          'ces deux {forces|énergies} {se soutiennent|s’épaulent}, l’une {ouvrant la voie à|frayant le chemin à|préparant le terrain pour} l’autre',
          'ces deux {parts|facettes} de vous s’entendent, et vous pouvez {compter sur|vous fier à|miser sur} leur accord',
          'leurs forces s’additionnent {au lieu de se gêner|plutôt que de se heurter|sans se gêner}',
          `${one} nourrit l’autre, {sans effort de votre part|sans que vous ayez à forcer|tout naturellement}`,
          'c’est une alliance {naturelle|spontanée}, sur laquelle vous pouvez {vous appuyer|compter|bâtir}',
          `${they} {travaillent de concert|œuvrent ensemble|font équipe}, et cela se {voit|lit|sent} dans vos {choix|décisions}`,
          'un accord {tranquille|paisible|sans heurts}, qui vous {facilite|simplifie} bien des choses',
          `ce que fait ${one}, l’autre le prolonge`,
          'une entente discrète mais fiable',
          'une complicité qui vous rend {les choses|la vie|la tâche} plus {simples|simple|facile}',
        ])
      : nature === 'tense'
        ? pick.pick([
            'ces deux {forces|énergies} se disputent la place, source d’effort mais aussi {votre meilleur ressort|votre plus grand moteur|ce qui vous fait avancer}',
            `${they} tirent en sens contraire, et c’est en les {accordant|conciliant|réconciliant} que vous {avancez|progressez|grandissez}`,
            'chacun tire la couverture à soi, et {c’est à vous d’arbitrer|l’arbitrage vous revient|à vous de trancher}',
            'la {friction|tension} entre les deux vous pousse à {vous dépasser|aller plus loin|donner le meilleur}',
            'un tiraillement {familier|bien connu}, qui se calme quand vous {donnez à chacun son heure|laissez à chacun son temps|accordez à chacun son moment}',
            'leur désaccord vous {oblige|pousse} à choisir, et ces choix vous {forgent|construisent|façonnent}',
            'un frottement qui vous tient en éveil',
            `${they} ne s’accordent pas {d’emblée|spontanément|du premier coup}, et ce travail vous fait {grandir|mûrir}`,
            'une tension {utile|féconde}, à condition de la {reconnaître|voir|nommer}',
            'deux besoins qui se {contrarient|contredisent} et vous {obligent|forcent} à trancher',
          ])
        : pick.pick([
            `${they} agissent d’un seul bloc, {pour le meilleur et pour l’excès|pour le meilleur comme pour le trop-plein|en bien comme en excès}`,
            `${they} se confondent, et quand ${one} {s’allume|s’éveille|s’anime}, l’autre {suit|s’embrase aussi|répond}`,
            'leurs énergies {fusionnent|se mêlent}, puissantes mais {peu nuancées|sans beaucoup de nuances}',
            `${they} {marchent|avancent} ensemble, et rien ne les arrête {facilement|aisément|de sitôt}`,
            `leur union {donne|prête} de l’intensité à tout ce qu’${they} touchent`,
            'une concentration de force, qui {demande à être canalisée|gagne à être canalisée|veut être dirigée}',
            `${they} parlent d’une seule voix, et fort`,
            'un même foyer d’énergie, {intense et entier|intense et sans partage|entier et puissant}',
          ])
    : nature === 'flowing'
      ? pick.pick([
          'these two {forces|energies} {support|back} each other, one {clearing the way for|opening the road for|preparing the ground for} the other',
          'these two {parts|sides} of you get along, and you can {count on|rely on|trust} their agreement',
          'their strengths add up {rather than collide|instead of clashing|without getting in each other’s way}',
          'one feeds the other, {with no effort on your part|without any forcing from you|quite naturally}',
          'this is a {natural|spontaneous} alliance you can {lean on|count on|build on}',
          'they {work in concert|work together|act as a team}, and it {shows|can be seen} in your {choices|decisions}',
          'a {quiet|calm|peaceful} accord that makes {many things|a great deal|much of life} easier',
          'what one begins, the other carries on',
          'a discreet but reliable understanding',
          'a {complicity|closeness} that makes {things|life|the task} simpler for you',
        ])
      : nature === 'tense'
        ? pick.pick([
            'these two {forces|energies} compete for room, a source of effort but also {your best spring|your strongest driver|what moves you forward}',
            'they pull in opposite directions, and you {move forward|make progress|grow} by {bringing them into tune|reconciling them|bringing them together}',
            'each pulls its own way, and {the arbitration falls to you|it is for you to arbitrate|the casting vote is yours}',
            'the {friction|tension} between them pushes you to {outdo yourself|go further|give your best}',
            'a {familiar|well-known} tug that settles when you {give each its own time|let each have its turn|grant each its moment}',
            'their disagreement {makes you choose|forces you to choose|pushes you to choose}, and those choices {shape|build|form} you',
            'a rub that keeps you alert',
            'they do not agree {at once|straight away|on the first try}, and that work makes you {grow|mature}',
            'a {useful|fruitful} tension, as long as you {recognise|see|name} it',
            'two needs at odds that {make you decide|force you to decide|push you to choose}',
          ])
        : pick.pick([
            'they act as one block, {for the best and for excess|for good and for too much|in good ways and in excess}',
            'they merge, and when one {lights up|wakes|stirs}, the other {follows|answers|catches fire}',
            'their energies {fuse|blend}, powerful but {short on nuance|not very nuanced}',
            'they {march|move} together, and little {stops|holds back} them',
            'their union lends intensity to everything they touch',
            'a concentration of force that {asks|needs|deserves} to be channelled',
            'they speak with one voice, and loudly',
            'a single hearth of energy, intense and whole',
          ]);
  const text = fr
    ? pick.pick([
        `Entre ${x} et ${y}, votre {thème|ciel natal} {dessine|trace|forme} ${anFr(a.type)} ${a.type_name} : ${said}.`,
        `${capitalise(x)} et ${y} sont ${bound} {par|dans votre thème par} ${anFr(a.type)} ${a.type_name} : ${said}.`,
        `{Un aspect relie|Un lien unit|Dans votre thème, un aspect relie} ${x} et ${y}, ${anFr(a.type)} ${a.type_name} : ${said}.`,
        `Votre {thème|ciel natal} {montre|présente|fait voir} ${anFr(a.type)} ${a.type_name} entre ${x} et ${y} : ${said}.`,
        `{Dans votre thème|Dans votre ciel natal|À votre naissance}, ${x} et ${y} {forment|dessinent} ${anFr(a.type)} ${a.type_name} : ${said}.`,
        `${capitalise(x)} et ${y} se {répondent|font écho|parlent} par ${anFr(a.type)} ${a.type_name} : ${said}.`,
      ])
    : pick.pick([
        `Between ${x} and ${y} your {chart|birth chart|natal sky} {draws|traces|forms} ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name}: ${said}.`,
        `${capitalise(x)} and ${y} {meet|are joined|come together} in ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name}: ${said}.`,
        `{An aspect links|A bond joins|In your chart, an aspect links} ${x} and ${y}, ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name}: ${said}.`,
        `Your {chart|birth chart|natal sky} {shows|holds|has} ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name} between ${x} and ${y}: ${said}.`,
        `{In your chart|In your birth chart|At your birth}, ${x} and ${y} {form|make} ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name}: ${said}.`,
        `${capitalise(x)} and ${y} {answer|echo|speak to} each other in ${/^[aeiou]/i.test(a.type_name) ? 'an' : 'a'} ${a.type_name}: ${said}.`,
      ]);
  const applied = subject ? ` ${bondFor(nature, a.a, a.b, subject, f.lang, pick)}` : '';
  return para(capitalise(text) + applied, [`aspect.${a.a}-${a.type}-${a.b}`], heading);
}

/**
 * The other dated moments of the period, each told once with its own meaning. `told` records which
 * text each planet and aspect has had: a second Venus square gets the other text, a third the one not
 * told last. A reading that tells
 * its moments in several paragraphs (month by month) passes one record for all of them.
 */
/**
 * One of a transit's texts not told yet in this reading (`told` keeps, per planet and aspect, the texts
 * given): a second Venus square gets the other text; when all are told (a third Mars square), the one
 * not told last, so that two in a row (in one month's paragraph) never read alike.
 */
export function freshText(
  texts: readonly string[],
  key: string,
  told: Map<string, number[]>,
  pick?: Picker,
): string {
  const used = told.get(key) ?? [];
  const fresh = texts.map((_, i) => i).filter((i) => !used.includes(i));
  const last = used[used.length - 1];
  const index =
    fresh.length === 0
      ? last === undefined
        ? 0
        : (last + 1) % texts.length
      : fresh.length === 1 || !pick
        ? fresh[0]!
        : pick.pick(fresh);
  told.set(key, [...used, index]);
  return texts[index]!;
}

/** An aspect between a transiting planet and a natal point, as English astrologers write it. */
const EN_ASPECT_VERB: Record<string, string> = { conjunction: 'conjunct', opposition: 'opposite' };

export function moments(
  f: F,
  ts: Transit[],
  heading?: string,
  pick?: Picker,
  told: Map<string, number[]> = new Map(),
  year?: number,
): WrittenParagraph | null {
  if (ts.length === 0) return null;
  const fr = f.lang === 'fr';
  const lines = ts.map((t) => {
    // Under a chapter « Février 2027 », a moment wholly in 2027 is dated « du 7 au 12 février »: the
    // year is said once, by the chapter.
    const inYear =
      year !== undefined && [t.start, t.end, t.exact ?? t.start].every((d) => d.startsWith(String(year)));
    const bare = (s: string) => (inYear ? s.replaceAll(` ${year}`, '') : s);
    const range = bare(dateRange(t.start, t.end, f.lang));
    const exact = t.exact ? bare(exactWithin(t, f.lang, pick)) : '';
    const texts = transitTexts(t, f.lang, pick);
    const text = freshText(texts, `${t.planet_id}-${t.aspect_id}`, told, pick);
    // The transit itself, named as an astrologer writes it (« Saturne trigone Mars natal »): the
    // meaning's text says what it touches by its theme only, and the reader sees which fact it reads.
    // Said in one of two forms: « Jupiter trigone Milieu du Ciel natal, du 3 au 5 mai » in every reading
    // with that point was a fixed stretch in a third of them.
    const own = pick ? pick.pick([0, 1]) === 1 : false;
    // « MC » in the label: « Milieu du Ciel natal, du 3 au 5 » was seven fixed words.
    const mcFr = t.natal_id === 'mc' ? 'MC' : t.natal;
    // The planet named bare or as a passage (« passage de Saturne sur votre MC », "transiting Saturn"):
    // a slow planet's span is the same in many readings of one season, and « du 3 mars au 5 avril
    // (Saturne » was a composed run of a fifth of them.
    const mover = fr
      ? `{transit|passage} ${deFr(the(t.planet_id as PointId, t.planet, 'fr'))}`
      : `transiting ${t.planet}`;
    const who = pick && own && pick.pick([0, 1]) === 1 ? mover : t.planet;
    const label = fr
      ? own
        ? t.aspect_id === 'conjunction'
          ? `${who} sur votre ${mcFr}`
          : `${who} en ${t.aspect} {à|avec} votre ${mcFr}`
        : `${t.planet} ${t.aspect} ${mcFr} ${natalFr(t.natal_id)}`
      : `${who} ${EN_ASPECT_VERB[t.aspect_id] ?? t.aspect} ${own ? 'your' : 'natal'} ${t.natal}`;
    // The dates first, or the meaning first with its dates after it.
    return pick && pick.pick([0, 1], 'moment-frame') === 1
      ? // The span before the label: the label's last words, then « du 3 au 5 », made a fixed stretch.
        // The span and the label in either order when no height follows (a text's last words, « le vent
        //   en poupe », then « du 3 au 5 » made a composed run; « du 3 au 5 octobre, exact le 4 » too).
        `${text.replace(/[.!]$/, '')} (${!exact && pick.pick([0, 1]) === 1 ? `${label}, ${range}` : `${range}, ${label}`}${exact ? `, ${exact}` : ''}).`
      : // « Du 3 au 5 mai (Vénus trigone Soleil natal, exact le 4 mai), Vénus… »: a comma, since the
        // meaning holds its own colon.
        `${fr ? capitalise(range) : leadingRange(range)} (${label}${exact ? `, ${exact}` : ''}), ${lowerLead(text)}`;
  });
  return para(
    lines.join(' '),
    ts.map((t) => transitId(f, t)),
    heading,
  );
}

/**
 * A moment's text after its dates and a comma: its first word in lower case (« Du 6 au 7 septembre
 * (…), avec Vénus sur votre rayonnement… »), unless it is a planet's or a point's name.
 */
const PROPER_LEAD =
  /^(Mercure|Vénus|Mars|Jupiter|Saturne|Uranus|Neptune|Pluton|Mercury|Venus|Saturn|Pluto|Soleil|Lune|Sun|Moon|Ascendant|MC|Milieu)\b/;
function lowerLead(text: string): string {
  if (PROPER_LEAD.test(text) || text.startsWith('{')) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * An English span of days at the head of a sentence: « From 28 October to 16 November 2026 », « From 3
 * to 9 March », « On 22 November 2026 » (the bare « 28 October – 16 November 2026, Jupiter… » reads as
 * a heading, not a sentence).
 */
export function leadingRange(range: string): string {
  const across = /^(.+?) – (.+)$/.exec(range);
  if (across) return `From ${across[1]} to ${across[2]}`;
  const within = /^(\d+)–(.+)$/.exec(range);
  if (within) return `From ${within[1]} to ${within[2]}`;
  return `On ${range}`;
}

export function howToAct(f: F, pick: Picker, heading?: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const lex = lexiconOf(f.lang);
  const lexEl = lex.elements[f.elements.strongest_id as keyof typeof lex.elements];
  const subject = subjectOf(f);
  // The element's strengths in one of their orders (« la patience, la fiabilité et le sens du concret »):
  // one order for every chart of that element was a frame of a third of the readings (issue 38).
  const strong = pick.pick([lexEl.strong, ...lexEl.strongs], `element-strong.${f.elements.strongest_id}`);
  const parts = strong.split(/,\s*| et | and /).filter(Boolean);
  const orders = parts.flatMap((a, i) =>
    parts.flatMap((b, j) => (j === i ? [] : [[a, b, ...parts.filter((_, k) => k !== i && k !== j)]])),
  );
  const order = pick.pick(orders.length > 0 ? orders : [parts]);
  const el = { ...lexEl, strong: joinList(order, f.lang) };
  const [w1 = '', w2 = ''] = order;
  // Three sentences, each cut into parts picked apart: the paragraph closes every reading, and ten
  // whole wordings of its last sentence still left each in a tenth of them (issue 38).
  const w = w2 || w1;
  // Groups of wordings inside each part too (drawn by writeOffline): the paragraph closes every reading,
  // and a dozen whole wordings of each part still left each one in a tenth of them.
  const text = fr
    ? [
        `${pick.pick(['Pour', 'Concrètement, pour', 'Quant à', 'S’agissant de', 'Face à', 'Sur'])} ${subject}, ${pick.pick(
          [
            '{votre thème offre|votre thème vous prête|votre ciel vous offre} ses forces :',
            'partez de vos {forces|atouts|points forts} :',
            '{votre meilleur levier|votre levier le plus sûr|le levier le plus sûr} {est en vous|est déjà en vous|vient de vous} :',
            '{misez|pariez|comptez} sur votre tempérament :',
            'vos ressources {sont déjà là|sont à portée de main|ne manquent pas} :',
            'comptez {d’abord|avant tout|en premier} sur vous :',
            '{le plus sûr appui|votre meilleur appui|votre appui le plus sûr}, c’est {vous|vous-même} :',
            '{partez|repartez} de ce qui {vous est facile|vous vient aisément|vient sans effort|coule de source} :',
            'votre nature a de quoi {faire|vous porter|vous aider} :',
            'appuyez-vous sur votre {caractère|tempérament|nature} :',
          ],
        )}`,
        pick.pick([
          `votre élément dominant, ${el.name}, vous {donne|apporte|offre} ${el.strong}.`,
          `avec ${el.name} en tête, ${el.strong} sont {vos ressources naturelles|vos ressources|vos atouts naturels}.`,
          `${el.name} {domine|règne sur|mène} votre ciel, et {avec ${el.pronoun}|à sa suite|dans son sillage} ${el.strong}.`,
          `{dominé par|porté par|mené par} ${el.name}, votre {thème|ciel} vous {offre|donne|apporte} ${el.strong}.`,
          `${el.name} en tête, ${el.strong} vous {viennent naturellement|viennent sans effort|viennent d’instinct}.`,
          `${el.name}, votre élément {fort|dominant|majeur}, {apporte|donne|fournit} ${el.strong}.`,
          `${el.name} l’emporte {chez vous|dans votre thème|dans votre ciel}, {ce qui vous donne|et vous donne|d’où} ${el.strong}.`,
          `${el.name} est votre élément {fort|dominant|majeur}, {d’où|ce qui vous vaut|et avec ${el.pronoun} viennent} ${el.strong}.`,
        ]),
        `${capitalise(
          pick.pick([
            'le ciel {indique|montre|dessine} une pente, {pas une obligation|pas un ordre|non une obligation}',
            '{vous restez libre de vos choix|vos choix restent les vôtres|vos choix vous appartiennent}',
            'rien n’est {écrit|joué d’avance|gravé dans le marbre}',
            '{ce sont des|il s’agit de|voyez-y des} tendances{|, non des lois|, pas des règles}',
            'gardez la main',
            'le choix vous {revient|appartient}',
            'la décision {reste|demeure} la vôtre',
            'le ciel propose, vous disposez',
            'rien ne vous {oblige|y oblige|contraint}',
            'à vous de juger',
          ]),
        )}${pick.pick([' :', ' ;'])} ${pick.pick([
          `appuyez-vous sur ${w} sans vous y {enfermer|laisser enfermer|cantonner}.`,
          `${w1} est un {appui|soutien|point d’appui}, pas une {consigne|règle|obligation}.`,
          `servez-vous ${deFr(w1)} comme d’un {outil|levier|instrument}, {à votre rythme|à votre pas|sans forcer|au fil des jours}.`,
          `voyez jusqu’où ${w} {vous porte|peut vous porter|vous mène}.`,
          `${w1} est une {ressource|force|richesse}, pas une {règle|loi|contrainte}.`,
          `${w} vous sert si vous le {décidez|voulez|choisissez}.`,
          `${w1} vous {accompagne|suit|soutient}, vous {choisissez|décidez de|tracez} la route.`,
          `${w} peut {simplement|tout simplement|déjà} vous {faciliter la tâche|simplifier la tâche|rendre la tâche plus facile}.`,
          `prenez appui sur ${w1}, puis décidez {en conscience|en connaissance de cause|librement}.`,
          `${w1} vous {aidera|soutiendra|servira}, sans décider {pour vous|à votre place}.`,
          `faites ${deFr(w)} un {allié|compagnon|appui}, pas un maître.`,
          `${w1} est {là|à votre disposition|à portée de main} {quand vous en avez besoin|dès que vous en avez besoin|au moment voulu}.`,
        ])}`,
      ].join(' ')
    : [
        `${pick.pick(['{For|Regarding}', 'In practice, for', 'As for', '{When it comes to|Turning to}', 'Faced with', 'With'])} ${subject}, ${pick.pick(
          [
            '{use|draw on|build on} what {your chart|your sky|your birth chart} {does best|is good at}:',
            'start from your {strengths|assets|strong points}:',
            'the {surest|best|firmest} lever {is within you|lies in you|is already yours}:',
            '{bet|count|rely} on your temperament:',
            'your resources are {already there|within reach|already in hand}:',
            'count on yourself {first|above all|before anything else}:',
            'your {firmest|surest|best} support is you:',
            'begin with what comes {easily|naturally|without effort}:',
            'your nature has {what it takes|plenty to offer|the means}:',
            'lean on your {character|temperament|nature}:',
          ],
        )}`,
        pick.pick([
          `your strongest element, ${el.name}, {gives you|brings you|lends you} ${el.strong}.`,
          `with ${el.name} leading your {chart|sky}, ${el.strong} are your {natural resources|natural assets|native strengths}.`,
          `${el.name} {dominates|leads|rules} your sky, and {with ${el.pronoun}|in its wake|alongside it} {come |}${el.strong}.`,
          `{led|carried|shaped} by ${el.name}, your {chart|sky} {offers you|gives you|brings you} ${el.strong}.`,
          `with ${el.name} {ahead|in the lead|to the fore}, draw on ${el.strong}.`,
          `${el.name}, your {strong|leading|main} element, {brings|gives you|offers} ${el.strong}.`,
          `${el.name} {prevails|wins out|carries the day} {in your chart|in your sky|in you}, {which gives you|giving you|and with it come} ${el.strong}.`,
          `${el.name} is your {leading|strongest|main} element, {hence|which brings you|bringing you} ${el.strong}.`,
        ]),
        `${capitalise(
          pick.pick([
            'the sky {shows|traces|points to} a slope, {not a duty|not an order|rather than a rule}',
            'your choices {remain|stay} yours',
            'nothing is {written|set in stone|decided in advance}',
            'these are tendencies{|, not laws|, not rules}',
            'keep the upper hand',
            'the choice is {yours|in your hands}',
            'the decision {stays|remains} with you',
            'the sky proposes, you decide',
            'nothing {obliges|binds|compels} you',
            'you are the judge',
          ]),
        )}${pick.pick([':', ';'])} ${pick.pick([
          `rely on ${w} without being {confined|boxed in|hemmed in} by it.`,
          `${w1} is a {support|help|resource}, not an {instruction|order|obligation}.`,
          `use ${w1} as a {tool|lever|means}, {at your own pace|in your own time|without forcing}.`,
          `see how far ${w} can {carry|take|lead} you.`,
          `${w1} is a {resource|strength|gift}, not a {rule|law|constraint}.`,
          `${w} {serves you|works for you|helps you} {if you decide it should|if you want it to|if you so choose}.`,
          `${w1} {goes with|stays with|backs} you, you {choose|pick|set} the road.`,
          `${w} can {simply|quietly|already} make the task {easier|lighter|simpler}.`,
          `lean on ${w1}, then decide with your eyes open.`,
          `${w1} will {help|support you|serve you} {without deciding for you|but not decide for you|without choosing for you}.`,
          `make ${w} {an ally|a companion|an aid}, not a master.`,
          `${w1} is {there|at hand|within reach} {when you need it|whenever you need it|the moment you need it}.`,
        ])}`,
      ].join(' ');
  return para(text, ['element.dominant'], heading);
}

const DIGNITY_WORDS: Readonly<Record<string, { fr: string; en: string }>> = {
  domicile: { fr: 'en domicile : un atout', en: 'in its domicile: an asset' },
  exaltation: { fr: 'en exaltation : un atout', en: 'exalted: an asset' },
  detriment: { fr: 'en exil : un frein', en: 'in detriment: a brake' },
  fall: { fr: 'en chute : un frein', en: 'in its fall: a brake' },
};

/**
 * A dilemma weighed (issue 38): both options named with the points of the chart that answer for each, each
 * side's slow transits of the period and its house's ruler, then the side the sky supports and why, or
 * that they weigh alike.
 */
export function weighing(f: F, pick: Picker): WrittenParagraph | null {
  const d = f.dilemma;
  if (!d) return null;
  const fr = f.lang === 'fr';
  const facts: string[] = [];
  const transitOf = (x: DilemmaSideFact['transits'][number]) =>
    f.transits.find(
      (t) => t.planet_id === x.planet_id && t.natal_id === x.natal_id && t.aspect_id === x.aspect_id,
    );
  // The side's own points (« votre Lune »), then its houses with the planets they hold, each at its house:
  // the check reads « votre Mars … la maison 10 » as Mars in the 10th.
  const pointsOf = (s: DilemmaSideFact) => {
    const at = (id: PointId) => placement(f, id);
    const your = (id: PointId) => {
      facts.push(`planet.${id}`);
      return `${fr ? 'votre' : 'your'} ${at(id)!.name}`;
    };
    const inHouses = (id: PointId) => s.houses.includes(at(id)?.house ?? 0);
    const own = s.points.filter((id) => at(id) && !inHouses(id) && id !== s.ruler?.planet);
    const inside = s.points.filter((id) => at(id) && inHouses(id)).slice(0, 3);
    const parts = own.map(your);
    // The IC, opposite the Midheaven: the home's root (birth time known).
    if (s.ic)
      parts.push(
        fr ? 'votre Fond du Ciel (la racine du foyer)' : 'your IC (the Imum Coeli, the root of the home)',
      );
    if (s.houses.length) {
      for (const h of s.houses) facts.push(`house.${h}`);
      const hs = fr
        ? `${s.houses.length > 1 ? 'les maisons' : 'la maison'} ${joinList(s.houses.map(String), 'fr')}`
        : `${s.houses.length > 1 ? 'houses' : 'house'} ${joinList(s.houses.map(String), 'en')}`;
      const held = inside.map((id) => `${your(id)} ${fr ? 'en maison' : 'in house'} ${at(id)!.house}`);
      parts.push(held.length ? `${hs}${fr ? ', avec ' : ', with '}${joinList(held, f.lang)}` : hs);
    }
    return joinList(parts, f.lang);
  };
  const factorsOf = (s: DilemmaSideFact) => {
    const told: string[] = [];
    for (const x of s.transits) {
      const t = transitOf(x);
      if (!t) continue;
      facts.push(transitId(f, t));
      const sense =
        x.weight > 0
          ? fr
            ? 'un appui'
            : 'a support'
          : x.weight < 0
            ? fr
              ? 'une épreuve'
              : 'a test'
            : fr
              ? 'un moment décisif'
              : 'a turning point';
      const verb = (id: string, name: string) =>
        id === 'conjunction' ? 'conjunct' : id === 'opposition' ? 'opposing' : name;
      // Read at the IC: said without a second aspect's name (the check pairs an aspect with the point
      // named before it), by where the planet stands from the home's root.
      const atIc = (ic: NonNullable<typeof x.ic>) => {
        const on = ic.aspect_id === 'conjunction';
        const easy = ic.aspect_id === 'trine' || ic.aspect_id === 'sextile';
        return fr
          ? on
            ? 'et par là un passage sur votre Fond du Ciel même, au pôle inverse'
            : `et par là un angle ${easy ? 'porteur' : 'tendu'} avec votre Fond du Ciel, au pôle inverse`
          : on
            ? 'and so a pass right over your IC at the other pole'
            : `and so ${easy ? 'an easy' : 'a tense'} angle to your IC at the other pole`;
      };
      const planet = the(t.planet_id as PointId, t.planet, f.lang);
      told.push(
        fr
          ? `${planet} en ${t.aspect} à votre ${t.natal} ${natalFr(t.natal_id)} (${when(t, 'fr')})${x.ic ? `, ${atIc(x.ic)}` : ''}, ${sense}`
          : `${planet} ${verb(t.aspect_id, t.aspect)} your natal ${t.natal} (${when(t, 'en')})${x.ic ? `, ${atIc(x.ic)}` : ''}, ${sense}`,
      );
    }
    const slow = told.length
      ? told.join(fr ? ' ; ' : '; ')
      : fr
        ? 'aucune planète lente ne touche ces points pendant la période'
        : 'no slow planet touches these points during the period';
    let ruler = '';
    const r = s.ruler ? f.rulers?.find((x) => x.house === s.ruler!.house) : undefined;
    if (s.ruler && r) {
      facts.push(`ruler.${r.house}`, `house.${r.house}`, `planet.${r.ruler}`);
      const cusp = f.houses.find((h) => h.house === r.house)?.sign_name ?? '';
      const sign = placement(f, r.ruler)?.sign_name ?? s.ruler.sign_name;
      const dignity = s.ruler.dignity ? DIGNITY_WORDS[s.ruler.dignity]![f.lang] : null;
      ruler = fr
        ? ` ; ${rulerAt(r.house, cusp, r.ruler, r.ruler_name, sign, r.ruler_house, 'fr', pick, false)}${dignity ? `, ${dignity}` : ''}`
        : `; ${rulerAt(r.house, cusp, r.ruler, r.ruler_name, sign, r.ruler_house, 'en', pick, false)}${dignity ? `, ${dignity}` : ''}`;
    }
    return `${slow}${ruler}`;
  };
  const [a, b] = d.sides;
  const sideText = (s: DilemmaSideFact) =>
    fr
      ? `${capitalise(s.name)} se ${/^vos /.test(s.name) ? 'lisent' : 'lit'} dans ${pointsOf(s)} : ${factorsOf(s)}.`
      : `${capitalise(s.name)} ${/studies$/.test(s.name) ? 'are' : 'is'} read in ${pointsOf(s)}: ${factorsOf(s)}.`;
  const intro = fr
    ? pick.pick([
        `Votre question met deux voies en balance : ${a.name} d’un côté, ${b.name} de l’autre, et chacune a ses propres points dans votre thème.`,
        `Deux choix s’opposent ici, ${a.name} et ${b.name} ; votre thème ne les lit pas au même endroit.`,
      ])
    : pick.pick([
        `Your question sets two paths against each other: ${a.name} on one side, ${b.name} on the other, and each has its own points in your chart.`,
        `Two choices stand against each other here, ${a.name} and ${b.name}; your chart reads them in different places.`,
      ]);
  const first = sideText(a);
  const second = sideText(b);
  let verdict: string;
  if (d.favoured === null)
    verdict = fr
      ? `Les deux plateaux pèsent à peu près autant : le ciel ne tranche pas entre ${a.name} et ${b.name}, et le choix se fera sur ce qui compte le plus pour vous.`
      : `The two scales weigh about the same: the sky does not decide between ${a.name} and ${b.name}, and the choice comes down to what matters most to you.`;
  else {
    const win = d.sides[d.favoured];
    const lose = d.sides[d.favoured === 0 ? 1 : 0];
    const why =
      win.transits.some((x) => x.weight > 0) ||
      win.ruler?.dignity === 'domicile' ||
      win.ruler?.dignity === 'exaltation'
        ? fr
          ? `ses appuis l’emportent sur ceux de ${lose.name}`
          : `its supports outweigh those of ${lose.name}`
        : fr
          ? `${lose.name} porte davantage d’épreuves`
          : `${lose.name} carries more of the tests`;
    verdict = fr
      ? `Le ciel soutient davantage ${win.name} : ${why}. C’est une pente, pas un ordre ; l’autre voie reste ouverte si elle compte plus pour vous.`
      : `The sky favours ${win.name}: ${why}. That is a slope, not an order; the other path stays open if it matters more to you.`;
  }
  return para(`${intro} ${first} ${second} ${verdict}`, [...new Set(facts)]);
}

/** Option 1: the answer, its natal ground, a bond between two points, the dated moments, how to act. */
export function astrologyShort(f: F, pick: Picker): WrittenParagraph[] {
  const focus = focusOf(f);
  const order = ranked(f, focus);
  // The reason given for a yes or a « not yet » leans the same way as the verdict: a « not yet » is
  // never explained by a trine called « un appui réel ».
  const stance = stanceOf(f, focus);
  // A question of months or a year is never answered by a body faster than Jupiter alone.
  const pool = yearScale(f) ? order.filter((t) => SLOW.has(t.planet_id)) : order;
  const lead =
    pool.find((t) => (stance === 'not_yet' ? weight(t) < 0 : stance === 'yes' ? weight(t) > 0 : true)) ??
    pool[0];
  const out: WrittenParagraph[] = [withTimingCaveat(answer(f, focus, lead, pick), f, 'sky')];
  const weighed = weighing(f, pick);
  if (weighed) out.push(weighed);
  const main = placement(f, focus[0] ?? 'sun') ?? f.placements[0]!;
  if (lead || focus.length > 1)
    out.push(ground(f, lead ? main : (placement(f, focus[1] ?? 'moon') ?? main), pick));
  const b = bond(f, focus, pick, undefined, f.question ? subjectOf(f) : undefined);
  if (b) out.push(b);
  const left = order.filter((t) => t !== lead && !out.some((p) => p.facts.includes(transitId(f, t))));
  // The other dated moments that touch the question's points; when none does (a restaurant asked
  // about, Venus the only point the period touches), the two strongest, said to be about another
  // part of life rather than passed off as an answer to the question.
  const onTopic = left.filter((t) => focus.includes(t.natal_id as PointId));
  const rest = (onTopic.length > 0 ? onTopic : left).slice(0, 2);
  const m = moments(f, rest, undefined, pick);
  if (m && onTopic.length === 0 && f.question && focus.length > 0) {
    const around = turned(focus, pick);
    const aside =
      f.lang === 'fr'
        ? pick.pick([
            `{Aucun autre moment|Aucun autre passage} de la période ne touche ${focusNames(f, around)}, les points de votre thème qui {répondent de|parlent pour} ${subjectOf(f)} ; ceux qui suivent {regardent ailleurs|parlent d’autre chose}.`,
            `Pour ${subjectOf(f)}, ${focusNames(f, around)} ${/ et /.test(focusNames(f, around)) ? 'restent' : 'reste'} au calme {le reste de la période|jusqu’au bout de la période} ; les moments suivants éclairent {une autre part|un autre pan} de votre vie.`,
            `{Hors de ce passage|En dehors de ce passage}, le ciel laisse ${focusNames(f, around)} en paix : ce qui suit ne répond pas à ${subjectOf(f)}, mais {mérite d’être su|reste bon à savoir}.`,
            `Le reste de la période laisse ${focusNames(f, around)} tranquille${/ et /.test(focusNames(f, around)) ? 's' : ''} ; les dates qui suivent parlent d’autre chose que ${deFr(subjectOf(f))}.`,
            `Pour ${subjectOf(f)}, rien d’autre ne {bouge|se passe} ; la suite {concerne|touche} d’autres {pans|domaines} de votre vie.`,
          ])
        : pick.pick([
            `No other {moment|passage} of the period touches ${focusNames(f, around)}, the points of your chart that {answer for|speak for} ${subjectOf(f)}; the ones below {look elsewhere|concern other things}.`,
            `For ${subjectOf(f)}, ${focusNames(f, around)} ${/ and /.test(focusNames(f, around)) ? 'stay' : 'stays'} quiet {for the rest of the period|until the period ends}; the moments below light up {another part|another side} of your life.`,
            `{Beyond this passage|Apart from this passage}, the sky leaves ${focusNames(f, around)} alone: what follows does not answer ${subjectOf(f)}, but {is worth knowing|is still good to know}.`,
            `The rest of the period leaves ${focusNames(f, around)} in peace; the dates that follow speak of other things than ${subjectOf(f)}.`,
            `For ${subjectOf(f)}, nothing else {moves|stirs}; what follows {concerns|touches} other {parts|areas} of your life.`,
          ]);
    out.push({ ...m, text: `${aside} ${m.text}` });
  } else if (m) out.push(m);
  out.push(howToAct(f, pick));
  return out;
}

/**
 * The offline intuitive reading for numerology. It answers what was bought first (the lucky number,
 * the three months, the life path) for the topic the customer chose, then relates the numbers to each
 * other and to the present time, and ends on a step to take. Each number is explained once; each
 * paragraph cites its numbers. Wordings come from the number voices (several per number and topic),
 * and no sentence is used twice in one reading.
 */
import type { LifeStage, NumerologyFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { agree, capitalise, deFr, eachItem, para } from './compose';
import { isOutward, numberDepth, numberVoice, topicKey, type Depth, type Voice } from './number-voice';
import { topicWords } from './offline-phrases';
import { joinList, monthsList, type Picker } from './pick';
import { dateRange } from '@arcanes/domain/writers/dates';

type F = NumerologyFacts;
type Lang = 'fr' | 'en';
const kw = (f: F, key: string, i = 0) => f.keywords[key]?.[i] ?? '';
const month = (m: F['personal_months'][number]) => `month.${m.month}`;

/**
 * Picks wordings for one reading: never the same sentence twice (a number met twice — as the year
 * and as a month — gets its other wording), and a frame key walks its list so that successive
 * paragraphs do not open alike.
 */
class Words {
  private readonly used = new Set<string>();
  /** One seed for the reading: a number's voice (number-voice.ts) reads the same wherever it is met. */
  readonly seed: number;
  constructor(private readonly pick: Picker) {
    this.seed = pick.next();
  }
  one(items: readonly string[], key?: string): string {
    const fresh = items.filter((t) => !this.used.has(t));
    const chosen = this.pick.pick(fresh.length ? fresh : items, key);
    this.used.add(chosen);
    return chosen;
  }
  /** A frame from a list, walked in turn under `key` (frames may be reused; sentences may not). */
  pickFrame(items: readonly string[], key: string): string {
    return this.pick.pick(items, key);
  }
  /** The items not used yet in this reading. */
  fresh(items: readonly string[]): string[] {
    return items.filter((t) => !this.used.has(t));
  }
}

function master(n: number, lang: Lang, w: Words): string {
  if (![11, 22, 33].includes(n)) return '';
  return lang === 'fr'
    ? ` ${w.one(['C’est un nombre maître, gardé tel quel : il demande davantage, et il donne davantage.', 'Nombre maître, il n’est pas réduit : son exigence est à la mesure de ce qu’il offre.'])}`
    : ` ${w.one(['It is a master number, kept as it is: it asks more of you, and gives more.', 'A master number, it is not reduced: what it demands matches what it offers.'])}`;
}

/** Same number, same direction, or a contrast between two numbers. */
function relation(a: number, b: number, lang: Lang, w: Words): string {
  const fr = lang === 'fr';
  const qa = numberVoice(a, lang).quality;
  const qb = numberVoice(b, lang).quality;
  if (a === b)
    return fr
      ? w.one([
          'les deux nombres se confondent, et leur message s’en trouve renforcé',
          'le même chiffre revient deux fois, et son message compte double',
          'un seul nombre, dit deux fois, et difficile à manquer',
          'ils ne font qu’un, ce qui donne à ce nombre un poids particulier',
        ])
      : w.one([
          'the two numbers coincide, and their message is strengthened',
          'the same figure comes twice, so its message counts double',
          'one number said twice, and hard to miss',
          'they are one, which gives that number a particular weight',
        ]);
  if (isOutward(a) === isOutward(b))
    return fr
      ? w.one([
          'ils vont dans le même sens',
          'ils se prêtent main-forte',
          'l’un soutient l’autre',
          'ils s’entendent sans effort',
          'ils regardent du même côté',
          'l’un prolonge l’autre',
          `${qa} et ${qb} font bon ménage`,
          `le ${a} et le ${b} se renforcent, ${qa} nourrissant ${qb}`,
          `${qa} chez le ${a}, ${qb} chez le ${b}, deux élans qui se rejoignent`,
          `le ${b} appuie ce que le ${a} engage, ${qb} à l’appui ${deFr(qa)}`,
        ])
      : w.one([
          'they pull in the same direction',
          'they lend each other a hand',
          'each supports the other',
          'they get on without effort',
          'they face the same way',
          'one carries the other further',
          `${qa} and ${qb} sit well together`,
          `the ${a} and the ${b} reinforce each other, ${qa} feeding ${qb}`,
          `${qa} in the ${a}, ${qb} in the ${b}, two drives that meet`,
          `the ${b} backs what the ${a} sets going, ${qb} lending weight to ${qa}`,
        ]);
  // Each contrast names the two qualities, with no fixed run longer than six words: the verdict is
  // said several times a reading, so a fixed wording would be shared by most readings. `go` is the
  // outward number's quality, `stay` the inward one's.
  const [go, stay] = isOutward(a) ? [qa, qb] : [qb, qa];
  return fr
    ? w.one([
        `${go} pousse vers l’extérieur quand ${stay} invite à se recentrer`,
        `${qa} tire d’un côté, ${qb} de l’autre`,
        `${go} accélère, ${stay} retient`,
        `${qa} et ${qb} se contredisent un peu`,
        `${qa} et ${qb} demandent de l’arbitrage`,
        `${qa} et ${qb} ne vont pas du même pas`,
        `entre ${qa} et ${qb}, il vous faudra parfois trancher`,
        `${qa} d’un côté, ${qb} de l’autre`,
        `le ${a} réclame ${qa} quand le ${b} réclame ${qb}`,
        `${qa} et ${qb} se répondent en contrepoint`,
        `${qa} et ${qb} se disputent votre temps`,
      ])
    : w.one([
        `${go} pushes outwards while ${stay} asks you to gather in`,
        `${qa} pulls one way, ${qb} the other`,
        `${go} speeds up, ${stay} holds back`,
        `${qa} and ${qb} contradict each other a little`,
        `${qa} and ${qb} call for some arbitration`,
        `${qa} and ${qb} do not keep the same pace`,
        `between ${qa} and ${qb}, you will sometimes have to choose`,
        `${qa} on one side, ${qb} on the other`,
        `the ${a} wants ${qa} where the ${b} wants ${qb}`,
        `${qa} and ${qb} answer each other in counterpoint`,
        `${qa} and ${qb} compete for your time`,
      ]);
}

/** French « de » before an infinitive: « de vouloir », « d’attendre ». */
const deOneVerb = (phrase: string) => (/^[aeiouyàâéèêîôh]/i.test(phrase) ? `d’${phrase}` : `de ${phrase}`);

/**
 * « de » before each infinitive of a list, as French says it: « de négocier, de décider et d’assumer
 * votre ambition »; a list whose items are not all infinitives gets one « de ».
 */
export function deVerb(phrase: string): string {
  return eachItem(phrase, (x) => /^\p{L}+(?:er|ir|re)(?:\s|$)/u.test(x), deOneVerb);
}

/** « le piège serait de … » — a pitfall sentence, in several frames. */
function pitfallSentence(v: Voice, lang: Lang, w: Words): string {
  const p = w.one(v.pitfall);
  return lang === 'fr'
    ? w.one(
        [
          `Le piège serait ${deVerb(p)}.`,
          `Gardez-vous seulement ${deVerb(p)}.`,
          `Seul écueil à surveiller : ${p}.`,
          `Méfiez-vous d’une tentation : ${p}.`,
        ],
        'pitfall',
      )
    : w.one(
        [
          `The trap would be ${p}.`,
          `Only beware of ${p}.`,
          `The one pitfall to watch: ${p}.`,
          `Watch for one temptation: ${p}.`,
        ],
        'pitfall',
      );
}

function luckyNumber(f: F, pick: Picker): WrittenParagraph[] {
  const w = new Words(pick);
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicKey(f.topic);
  const tw = topicWords(f.lang, f.topic);
  const lucky = numberVoice(n.lucky_number, f.lang);
  const life = numberVoice(n.life_path, f.lang);
  const now = f.personal_months[0];
  const [k0 = '', k1 = '', k2 = ''] = f.keywords.lucky_number ?? [];
  const L = n.lucky_number;
  const ex0 = numberVoice(n.expression, f.lang);
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${w.one([`Votre numéro de chance est le ${L}.`, `Le ${L} : c’est votre numéro de chance.`, `Votre numéro de chance, c’est le ${L}.`, `Pour ${tw}, votre numéro de chance est le ${L}.`, `Le ${L}, nombre ${deFr(lucky.quality)}, est votre numéro de chance.`, `${capitalise(lucky.quality)} : c’est ce que vous apporte le ${L}, votre numéro de chance.`, `Votre numéro de chance est le ${L}, celui ${deFr(lucky.quality)}.`, `Votre numéro de chance, le ${L}, va de pair avec ${lucky.quality}.`])} ${w.one(lucky.topic[topic])} ${w.one([`Ses atouts : ${k0}${k1 ? ` et ${k1}` : ''}.`, `Il vous prête ${k0}${k1 ? ` et ${k1}` : ''}.`, k1 ? `Avec lui viennent ${k0} et ${k1}.` : `Avec lui vient un mot : ${k0}.`])}${master(L, 'fr', w)}`
        : `${w.one([`Your lucky number is ${L}.`, `${L} is your lucky number.`, `The lucky number that comes out for you is ${L}.`, `For ${tw}, your lucky number is ${L}.`, `The ${L}, the number of ${lucky.quality}, is your lucky number.`, `${capitalise(lucky.quality)}: that is what the ${L}, your lucky number, brings you.`, `Your lucky number, the ${L}, goes hand in hand with ${lucky.quality}.`, `Your lucky number is the ${L}, the number of ${lucky.quality}.`])} ${w.one(lucky.topic[topic])} ${w.one([`Its assets: ${k0}${k1 ? ` and ${k1}` : ''}.`, `It lends you ${k0}${k1 ? ` and ${k1}` : ''}.`, `It brings ${k0}${k1 ? `, and ${k1} too` : ''}.`])}${master(L, 'en', w)}`,
      ['number.lucky_number'],
    ),
    para(
      fr
        ? `${w.one([`Ce nombre dialogue avec votre chemin de vie, le ${n.life_path}, tourné vers ${w.one(life.field)}`, `À côté de lui, votre chemin de vie, le ${n.life_path}, donne le fond (${w.one(life.pace)} à l’échelle d’une vie)`, `Votre chemin de vie, le ${n.life_path}, lui sert de toile de fond, avec ${life.quality} pour fil rouge`])} : ${relation(L, n.life_path, 'fr', w)}. ${w.one([`Là où votre chemin demande ${life.quality}, le ${L} ouvre une porte de côté.`, `Le chemin donne la direction ; le ${L} indique le geste qui facilite le pas : ${w.one(lucky.step)}.`, `Le ${n.life_path} trace la route, le ${L} en choisit les raccourcis, du côté ${deFr(w.one(lucky.field))}.`, `Quand le ${n.life_path} vous paraît lent, le ${L} vous rappelle qu’il suffit parfois ${deVerb(w.one(lucky.step))}.`])}`
        : `${w.one([`This number works alongside your life path ${n.life_path}, which leans towards ${w.one(life.field)}`, `Beside it, your life path ${n.life_path} gives the background (${w.one(life.pace)} on the scale of a life)`, `Your life path ${n.life_path} serves as its backdrop, with ${life.quality} as its common thread`])}: ${relation(L, n.life_path, 'en', w)}. ${w.one([`Where your path asks for ${life.quality}, the ${L} opens a side door.`, `The path gives the direction; the ${L} shows what makes the step easier: ${w.one(lucky.step)}.`, `The ${n.life_path} draws the road; the ${L} picks its shortcuts, through ${w.one(lucky.field)}.`, `When the ${n.life_path} feels slow, the ${L} reminds you that sometimes it is enough to ${w.one(lucky.step)}.`])}`,
      ['number.lucky_number', 'number.life_path'],
    ),
  ];
  if (now) {
    const year = numberVoice(n.personal_year, f.lang);
    const m = numberVoice(now.number, f.lang);
    const sameAsLucky = now.number === L;
    // « un temps », « une saison », « un moment »: the year and the month take two different ones, and
    // the sentences around them leave out the word a pace already says (« Le moment compte aussi : … un
    // moment de décisions … un moment de tri. C’est le bon moment… » read four times).
    const head = (pace: string) => pace.split(' ')[1] ?? '';
    const yearPace = w.one(year.pace);
    const monthPace = w.one(m.pace.filter((p) => head(p) !== head(yearPace)));
    const paces = now.number === n.personal_year ? [yearPace] : [yearPace, monthPace];
    const heads = new Set(paces.map(head));
    const saysMoment = heads.has('moment');
    const without = (options: string[]) =>
      options.filter(
        (o) =>
          !o
            .toLowerCase()
            .split(/[\s:,]+/)
            .some((word) => heads.has(word)),
      );
    const text = fr
      ? `${w.one(without(['Le moment compte aussi :', 'Reste le calendrier :', 'Côté calendrier,', 'Le temps joue son rôle :']))} votre année personnelle ${n.personal_year} est ${yearPace}, et ${now.label} (mois personnel ${now.number}) ${now.number === n.personal_year ? 'en redouble la note' : w.one([`y ajoute ${monthPace}`, `y glisse ${monthPace}, sous le signe ${deFr(m.quality)}`, `apporte ${m.quality} et ${monthPace}`])}. ${sameAsLucky ? `Ce mois porte le chiffre même de votre numéro de chance : ${saysMoment ? 'servez-vous-en' : 'c’est le moment de vous en servir'}.` : `${capitalise(w.one(without(['c’est le bon moment pour', 'le calendrier se prête à', 'profitez-en pour'])))} ${w.one(year.step)}${k2 ? `, avec un mot en tête : ${k2}` : ''}.`}`
      : `${w.one(without(['Timing matters too:', 'Then there is the calendar:', 'As for the calendar,', 'Time plays its part:']))} your personal year ${n.personal_year} is ${yearPace}, and ${now.label} (personal month ${now.number}) ${now.number === n.personal_year ? 'sounds the same note again' : w.one([`adds ${monthPace}`, `slips in ${monthPace}, under the sign of ${m.quality}`, `brings ${m.quality} and ${monthPace}`])}. ${sameAsLucky ? `This month carries the very figure of your lucky number: ${saysMoment ? 'use it' : 'a good time to use it'}.` : `${capitalise(w.one(without(['now is a good time to', 'the calendar invites you to', 'use it to'])))} ${w.one(year.step)}${k2 ? `, with one word in mind: ${k2}` : ''}.`}`;
    out.push(
      para(text, ['number.personal_year', month(now), ...(sameAsLucky ? ['number.lucky_number'] : [])]),
    );
  }
  out.push(
    para(
      fr
        ? `${w.one([`Pour vous en servir, faites du ${L} un repère plutôt qu’une superstition :`, `Le bon usage du ${L} est celui d’un repère :`, `Servez-vous du ${L} comme d’une balise :`, `Le ${L} se vit mieux en geste qu’en talisman :`])} ${w.one(['choisissez les jours qui le portent pour un premier pas, un rendez-vous, une décision que vous repoussez', 'associez-le à une intention précise et notez ce qui se passe quand vous le croisez', 'liez-le à un geste concret, et observez ce qu’il change', `rattachez-le à ${tw} (une date, un numéro, une étape qui le porte)`])}. ${n.expression === L ? `Ce même ${L} est aussi votre nombre d’expression, celui de votre manière naturelle d’agir (${kw(f, 'expression')}).` : w.one([`Votre nombre d’expression, le ${n.expression}, rappelle votre manière naturelle d’agir, que résume un mot : ${kw(f, 'expression')}.`, `Pour le reste, fiez-vous à votre nombre d’expression, le ${n.expression}, et à son mot : ${kw(f, 'expression')}.`, `Votre façon d’agir, elle, tient au ${n.expression}, votre nombre d’expression (${kw(f, 'expression')}).`, `Côté action, le ${n.expression} de votre expression vous donne ${ex0.quality}.`, `${capitalise(ex0.quality)} : c’est l’apport du ${n.expression}, votre nombre d’expression.`])}`
        : `${w.one([`To use it, make ${L} a landmark rather than a superstition:`, `The right use of ${L} is as a landmark:`, `Use ${L} as a beacon:`, `The ${L} works better as a habit than as a charm:`])} ${w.one(['choose the days that carry it for a first step, a meeting, a decision you keep postponing', 'tie it to a clear intention and note what happens when you meet it', 'link it to one concrete action, and watch what it changes', `attach it to ${tw} (a date, a number, a step that carries it)`])}. ${n.expression === L ? `That same ${L} is also your expression number, the number of your natural way of acting (${kw(f, 'expression')}).` : w.one([`Your expression number ${n.expression} reflects your natural way of acting, summed up in one word: ${kw(f, 'expression')}.`, `For the rest, trust your expression number ${n.expression} and its word: ${kw(f, 'expression')}.`, `Your way of acting comes from the ${n.expression}, your expression number (${kw(f, 'expression')}).`, `When it comes to action, the ${n.expression} of your expression gives you ${ex0.quality}.`, `${capitalise(ex0.quality)}: that is what the ${n.expression}, your expression number, brings.`])}`,
      ['number.lucky_number', 'number.expression'],
    ),
  );
  return out;
}

function months(f: F, w: Words, heading: string): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicKey(f.topic);
  const year = numberVoice(n.personal_year, f.lang);
  // Each month gets one extra beyond its colour and its step, in turn: what it means for the topic,
  // its pitfall, or its word; the turn starts at a different place for each reading.
  const extras = ['topic', 'pitfall', 'word'] as const;
  const start = Number(w.one(['0', '1', '2']));
  return f.personal_months.map((m, i) => {
    const v = numberVoice(m.number, f.lang);
    const L = capitalise(m.label);
    const pace = w.one(v.pace);
    // Every lead ends on the month's own colour (its pace), and the fixed words around the month's
    // label stay short: a reading of the year tells thirteen months, and a lead read in most of them
    // would be the same stretch of wording in every reading.
    // « mois de l’expression (le 3) : un temps d’expression » says it twice: the leads that name the
    // quality give way when the pace already holds it.
    const echoes = pace.includes(v.quality.replace(/^(?:l’|la |le |les )/, ''));
    const noEcho = (leads: string[]) => leads.filter((l, k) => !echoes || (k !== 1 && k !== 3));
    const lead = fr
      ? w.one(
          noEcho([
            `${L}, mois ${m.number} : ${pace}.`,
            `${L}, mois ${deFr(v.quality)} (le ${m.number}) : ${pace}.`,
            `Le ${m.number} donne à ${m.label} ${pace}.`,
            `En ${m.label}, ${v.quality} : le ${m.number} ouvre ${pace}.`,
            `Le ${m.number} gouverne ${m.label} : ${pace}.`,
          ]),
          'month-lead',
        )
      : w.one(
          noEcho([
            `${L}, month ${m.number}: ${pace}.`,
            `${L}, a month of ${v.quality} (the ${m.number}): ${pace}.`,
            `The ${m.number} gives ${m.label} ${pace}.`,
            `In ${m.label}, ${v.quality} leads: ${pace}, under the ${m.number}.`,
            `The ${m.number} rules ${m.label}: ${pace}.`,
          ]),
          'month-lead',
        );
    const step = w.one(v.step);
    // A reading about work relates each month to work; without a topic, to the year's own field.
    const yearField = w.one(year.field);
    const field = topic === 'general' ? yearField : topicWords(f.lang, f.topic);
    const inYear =
      m.number === n.personal_year
        ? fr
          ? w.one([
              `Mois et année à l’unisson : ${step}.`,
              `Le mois redit l’année : ${step}.`,
              `Même nombre que l’année : ${step}, sans attendre.`,
              `L’année trouve ici son écho : ${step}.`,
              `Écho de l’année : ${step}.`,
              `Nombre de l’année, redit : ${step}.`,
            ])
          : w.one([
              `Month and year in unison: time to ${step}.`,
              `The month echoes the year, so ${step} now.`,
              `Same number as the year: the month to ${step}.`,
              `Here the year finds its echo: ${step}.`,
              `An echo of the year: ${step}.`,
              `The year’s number again: ${step}.`,
            ])
        : fr
          ? w.one(
              [
                `Pour ${field} : ${step}.`,
                `Au service de ${field} : ${step}.`,
                `Ce mois sert ${field} ; il invite à ${step}.`,
                `Pour ${field}, le moment est venu ${deVerb(step)}.`,
                `Ce mois parle ${deFr(w.one(v.field))} : ${step}.`,
                `Un geste pour ${field} : ${step}.`,
                `Le lien avec ${field} ? ${capitalise(step)}.`,
                `À faire ce mois-ci : ${step}.`,
                `Ce qu’il demande pour ${field} : ${step}.`,
                `Son conseil : ${step}.`,
              ],
              'month-step',
            )
          : w.one(
              [
                `For ${field}: ${step}.`,
                `In the service of ${field}, it asks you to ${step}.`,
                `This month serves ${field}; it invites you to ${step}.`,
                `For ${field}, the time has come to ${step}.`,
                `This month speaks of ${w.one(v.field)}: time to ${step}.`,
                `One step for ${field}: ${step}.`,
                `The link with ${field}? To ${step}.`,
                `To do this month: ${step}.`,
                `What it asks for ${field}: to ${step}.`,
                `Its advice: ${step}.`,
              ],
              'month-step',
            );
    // Without a topic, a number's general sentence (« Dans l’ensemble, la vie vous propose du
    // nouveau… ») came back in every reading that had that month number (four readings in ten): the
    // month says instead what its number gathers, in a sentence that names the month.
    const gathers = w.one(v.field);
    const monthTopic =
      topic !== 'general'
        ? ((t) => (t.length ? w.one(t) : ''))(
            // « Au fond, le 9 vous demande… » opens a number's sentence in every reading that has it.
            w.fresh(v.topic[topic]).filter((t) => !/^(?:Au fond|At bottom),/.test(t)),
          )
        : fr
          ? w.pickFrame(
              [
                `En ${m.label}, tout ramène à ${gathers}.`,
                `${L} met ${gathers} au premier plan.`,
                `${L} vous tourne vers ${gathers}.`,
                `${L} a pour centre ${gathers}.`,
                `${capitalise(gathers)} : c’est là que ${m.label} vous attend.`,
                `Le ${m.number} ramène ${m.label} à ${gathers}.`,
              ],
              'month-topic',
            )
          : w.pickFrame(
              [
                `In ${m.label}, everything comes back to ${gathers}.`,
                `${L} puts ${gathers} first.`,
                `${L} turns you towards ${gathers}.`,
                `At the centre of ${m.label}: ${gathers}.`,
                `${capitalise(gathers)}: that is where ${m.label} waits for you.`,
                `The ${m.number} brings ${m.label} back to ${gathers}.`,
              ],
              'month-topic',
            );
    const extraOf = (kind: (typeof extras)[number]) =>
      kind === 'topic'
        ? monthTopic
        : kind === 'pitfall'
          ? pitfallSentence(v, f.lang, w)
          : m.keywords[1]
            ? fr
              ? w.one(
                  [
                    `Le mot à garder : ${m.keywords[1]}.`,
                    `Un mot pour ce mois : ${m.keywords[1]}${m.keywords[2] ? `, et en filigrane ${m.keywords[2]}` : ''}.`,
                    `Son mot-clé : ${m.keywords[1]}.`,
                    `${capitalise(m.keywords[1])}${m.keywords[2] ? ` et ${m.keywords[2]}` : ''} : ce sont les mots ${/^[aeiouyàâéèêîôh]/i.test(m.label) ? 'd’' : 'de '}${m.label}.`,
                    `À garder en tête en ${m.label} : ${m.keywords[1]}.`,
                    `${capitalise(m.keywords[1])} : le mot du ${m.number} en ${m.label}.`,
                    `Retenez ${m.keywords[2] ? `${m.keywords[1]} et, plus discrètement, ${m.keywords[2]}` : m.keywords[1]}.`,
                  ],
                  'month-word',
                )
              : w.one(
                  [
                    `The word to keep: ${m.keywords[1]}.`,
                    `One word for this month: ${m.keywords[1]}${m.keywords[2] ? `, with ${m.keywords[2]} underneath` : ''}.`,
                    `Its keyword: ${m.keywords[1]}.`,
                    `${capitalise(m.keywords[1])}${m.keywords[2] ? ` and ${m.keywords[2]}` : ''}: those are the words for ${m.label}.`,
                    `To keep in mind in ${m.label}: ${m.keywords[1]}.`,
                    `${capitalise(m.keywords[1])}: the ${m.number}’s word for ${m.label}.`,
                    `Remember ${m.keywords[2] ? `${m.keywords[1]} and, more quietly, ${m.keywords[2]}` : m.keywords[1]}.`,
                  ],
                  'month-word',
                )
            : '';
    // Two of the three extras, in turn, so that each month says more than its colour and its step;
    // an extra that would bring « moment » a third time into the paragraph gives way to the next.
    const moments = (t: string) => t.match(/\bmoment\b/gi)?.length ?? 0;
    let count = moments(`${lead} ${inYear}`);
    const chosen: string[] = [];
    for (let k = 0; k < extras.length && chosen.length < 2; k++) {
      const sentence = extraOf(extras[(start + i + k) % extras.length]!);
      if (!sentence || count + moments(sentence) > 2 || moments(sentence) > 1) continue;
      count += moments(sentence);
      chosen.push(sentence);
    }
    const extra = chosen.join(' ');
    // A month whose number is one of the person's own core numbers is said to be on home ground.
    const own = (['life_path', 'expression', 'soul_urge', 'personality'] as const).find(
      (r) => n[r] === m.number,
    );
    const name = own ? ROLE_NAMES[f.lang][own] : '';
    const match = !own
      ? ''
      : ` ${w.one(
          fr
            ? [
                `Le ${m.number} est aussi votre ${name} : en ${m.label}, vous êtes sur votre terrain.`,
                `Votre ${name} étant lui aussi un ${m.number}, ${m.label} vous va comme un gant.`,
                `Même nombre que votre ${name} : ${m.label} vous ressemblera.`,
                `Le mois rejoint votre ${name}, le ${m.number} : ${v.quality} y trouve naturellement sa place.`,
                `${L} parle comme votre ${name} : ${v.quality}, vous connaissez.`,
                `${capitalise(v.quality)} ? Votre ${name} en fait déjà son affaire ; ${m.label} vous sera familier.`,
                `En ${m.label}, le ${m.number} de votre ${name} se sent chez lui.`,
                `${L} porte le nombre de votre ${name} : terrain connu.`,
              ]
            : [
                `The ${m.number} is also your ${name}: in ${m.label} you are on home ground.`,
                `With your ${name} a ${m.number} too, ${m.label} fits you like a glove.`,
                `Same number as your ${name}: ${m.label} will feel like you.`,
                `The month meets your ${name}, the ${m.number}: ${v.quality} finds its place there naturally.`,
                `${L} speaks like your ${name}: ${v.quality} is familiar ground.`,
                `${capitalise(v.quality)} is what your ${name} is about too, so ${m.label} will feel familiar.`,
                `In ${m.label}, the ${m.number} of your ${name} is at home.`,
                `${L} carries the number of your ${name}: known territory.`,
              ],
          'month-match',
        )}`;
    return para(
      `${lead} ${inYear}${match} ${extra}`,
      [month(m), 'number.personal_year', ...(own ? [`number.${own}`] : [])],
      i === 0 ? heading : undefined,
    );
  });
}

/** Why a month stands out: its number is the year's, or it is a month of results. */
function strongestMonth(f: F) {
  const y = f.numbers.personal_year;
  return (
    f.personal_months.find((m) => m.number === y) ??
    f.personal_months.find((m) => [1, 8, 22].includes(m.number)) ??
    f.personal_months[0]
  );
}

function forecast(f: F, pick: Picker): WrittenParagraph[] {
  const w = new Words(pick);
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicKey(f.topic);
  const tw = topicWords(f.lang, f.topic);
  const year = numberVoice(n.personal_year, f.lang);
  const life = numberVoice(n.life_path, f.lang);
  const Y = n.personal_year;
  const strongest = strongestMonth(f);
  // Why a month stands out, said from its own number: the year's number again, a number of action
  // (1, 8, 22) and what it turns to, or, failing both, the month that opens the period.
  const sv = strongest ? numberVoice(strongest.number, f.lang) : null;
  const why =
    !strongest || !sv
      ? ''
      : strongest.number === Y
        ? fr
          ? w.one([
              'parce qu’il porte le même nombre que votre année',
              `car il redit le ${Y} de votre année`,
              `puisque son nombre, le ${Y}, est aussi celui de l’année`,
            ])
          : w.one([
              'because it carries the same number as your year',
              `since it repeats your year’s ${Y}`,
              `as its number, the ${Y}, is also the year’s`,
            ])
        : [1, 8, 22].includes(strongest.number)
          ? fr
            ? w.one([
                `parce que son ${strongest.number} pousse à agir, du côté ${deFr(w.one(sv.field))}`,
                `car le ${strongest.number} y met ${sv.quality} au premier plan`,
                `puisque le ${strongest.number}, nombre ${deFr(sv.quality)}, y appelle à l’action`,
                `quand le ${strongest.number} ouvre ${w.one(sv.pace)}`,
              ])
            : w.one([
                `because its ${strongest.number} calls for action on ${w.one(sv.field)}`,
                `as the ${strongest.number} puts ${sv.quality} first`,
                `since the ${strongest.number}, the number of ${sv.quality}, calls you to act`,
                `when the ${strongest.number} opens ${w.one(sv.pace)}`,
              ])
          : fr
            ? w.one([
                `qui ouvre la période sous le ${strongest.number}, celui ${deFr(sv.quality)}`,
                `premier de la série, placé sous ${sv.quality} (le ${strongest.number})`,
              ])
            : w.one([
                `which opens the period under the ${strongest.number}, the number of ${sv.quality}`,
                `the first of the three, under ${sv.quality} (the ${strongest.number})`,
              ]);
  const yearPace = w.one(year.pace);
  // The three months run from the order date (decision 0310), said where the reading opens, in
  // several wordings that all say the period starts on that day.
  const range = f.window ? dateRange(f.window.from, f.window.to, f.lang) : '';
  const span = f.window
    ? ` ${w.one(
        fr
          ? [
              `Ils courent ${range}, à partir du jour de votre commande.`,
              `Le compte part du jour de votre commande : ils vont ${range}.`,
              `Ces trois mois commencent le jour où vous avez commandé et s’étendent ${range}.`,
              `Comptés à partir de votre commande, ils vont ${range}.`,
              `La période s’ouvre le jour de votre commande et court ${range}.`,
              `Leur point de départ est la date de votre commande : ils couvrent la période ${range}.`,
            ]
          : [
              `They cover ${range}, counted from the day of your order.`,
              `The count starts on the day you ordered: ${range}.`,
              `These three months begin on the day you placed your order and run ${range}.`,
              `Counted from your order date, they span ${range}.`,
              `The period opens on the day of your order: ${range}.`,
              `Their starting point is the date of your order, and they cover ${range}.`,
            ],
      )}`
    : '';
  const essential = para(
    fr
      ? `${w.one([`Pour ${tw}, vos trois prochains mois se jouent dans votre année personnelle ${Y} : ${yearPace}.`, `Vos trois prochains mois s’inscrivent dans votre année personnelle ${Y}, ${yearPace}, et ${tw} en est le premier terrain.`, `Votre année personnelle ${Y} donne la couleur de vos trois prochains mois : ${yearPace}, d’abord pour ${tw}.`, `${capitalise(yearPace)} : c’est ce que votre année personnelle ${Y} réserve à vos trois prochains mois, à commencer par ${tw}.`, `Sous le ${Y} de votre année personnelle, ${year.quality} mène vos trois prochains mois ; ${tw} en est le premier terrain.`])}${span} ${strongest ? w.one([`Le mois fort sera ${strongest.label}, ${why}.`, `Retenez surtout ${strongest.label}, ${why}.`, `Si vous ne deviez cocher qu’un mois, ce serait ${strongest.label}, ${why}.`]) : ''} ${w.one(year.topic[topic])}`
      : `${w.one([`For ${tw}, your next three months play out inside your personal year ${Y}: ${yearPace}.`, `Your next three months sit inside your personal year ${Y}, ${yearPace}, and ${tw} is where it shows first.`, `Your personal year ${Y} colours your next three months: ${yearPace}, first of all for ${tw}.`, `${capitalise(yearPace)}: that is what your personal year ${Y} holds for your next three months, starting with ${tw}.`, `Under the ${Y} of your personal year, ${year.quality} leads your next three months, and ${tw} is where it shows first.`])}${span} ${strongest ? w.one([`The strong month will be ${strongest.label}, ${why}.`, `Remember ${strongest.label} above all, ${why}.`, `If you were to mark only one month, it would be ${strongest.label}, ${why}.`]) : ''} ${w.one(year.topic[topic])}`,
    ['period', 'number.personal_year', ...(strongest ? [month(strongest)] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const yearWords = joinList((f.keywords.personal_year ?? []).slice(0, 3), f.lang);
  const lifeLink = yearAndPath(f, w);
  const theYear = para(
    fr
      ? `${w.one([`Une année personnelle ${Y} est tournée vers ${w.one(year.field)} ; ses mots sont ${yearWords}.`, `Cette année ${Y} met l’accent sur ${w.one(year.field)}, sous le signe de trois mots : ${yearWords}.`, `Tout, cette année, ramène à ${w.one(year.field)} (${yearWords}).`])} ${lifeLink} ${pitfallSentence(year, 'fr', w)}`
      : `${w.one([`A personal year ${Y} is turned towards ${w.one(year.field)}; its words are ${yearWords}.`, `This year ${Y} puts the stress on ${w.one(year.field)}, under three words: ${yearWords}.`, `Everything this year leads back to ${w.one(year.field)} (${yearWords}).`])} ${lifeLink} ${pitfallSentence(year, 'en', w)}`,
    ['number.personal_year', 'number.life_path'],
    fr ? 'Votre année personnelle' : 'Your personal year',
  );
  const monthParas = months(f, w, fr ? 'Mois par mois' : 'Month by month');
  const ex = numberVoice(n.expression, f.lang);
  const soul = numberVoice(n.soul_urge, f.lang);
  const resources = para(
    fr
      ? `${w.one(['Pour traverser ces mois, vous avez deux ressources bien à vous.', 'Vous n’abordez pas cette période les mains vides.', 'Deux de vos nombres vous accompagnent tout au long de ces mois.', 'Vos nombres de naissance restent, eux, les mêmes d’un mois à l’autre.', `Le ${n.expression} et le ${n.soul_urge} ne changent pas avec les mois.`, `Quel que soit le mois, le ${n.expression} et le ${n.soul_urge} restent à vos côtés.`, `Deux appuis fixes, le ${n.expression} et le ${n.soul_urge}, traversent la période avec vous.`])} ${w.one([`Votre nombre d’expression, le ${n.expression}, dit comment vous agissez (${ex.quality}) ; votre nombre intime, le ${n.soul_urge}, dit ce qui vous motive vraiment (${soul.quality})`, `Le ${n.expression}, votre nombre d’expression, vous donne ${ex.quality} ; le ${n.soul_urge}, votre nombre intime, réclame ${soul.quality}`, `Ce que vous savez faire tient à votre nombre d’expression, le ${n.expression} (${kw(f, 'expression')}) ; ce qui vous anime, à votre nombre intime, le ${n.soul_urge} (${kw(f, 'soul_urge')})`, `${capitalise(ex.quality)} pour agir (le ${n.expression}, votre expression), ${soul.quality} pour vous motiver (le ${n.soul_urge}, votre nombre intime)`, `D’un côté le ${n.expression} et ${ex.quality}, votre manière d’agir ; de l’autre le ${n.soul_urge} et ${soul.quality}, ce que vous désirez`])} : ${relation(n.expression, n.soul_urge, 'fr', w)}.`
      : `${w.one(['To go through these months you have two resources of your own.', 'You do not face this period empty-handed.', 'Two of your numbers go with you through these months.', 'Your birth numbers, for their part, stay the same from month to month.', `The ${n.expression} and the ${n.soul_urge} do not change with the months.`, `Whatever the month, the ${n.expression} and the ${n.soul_urge} stay with you.`, `Two fixed supports, the ${n.expression} and the ${n.soul_urge}, go through the period with you.`])} ${w.one([`Your expression number ${n.expression} says how you act (${ex.quality}); your soul urge number ${n.soul_urge} says what truly moves you (${soul.quality})`, `The ${n.expression}, your expression number, gives you ${ex.quality}; the ${n.soul_urge}, your soul urge number, calls for ${soul.quality}`, `What you can do comes from your expression number ${n.expression} (${kw(f, 'expression')}); what drives you, from your soul urge number ${n.soul_urge} (${kw(f, 'soul_urge')})`, `${capitalise(ex.quality)} to act on (the ${n.expression}, your expression), ${soul.quality} to keep you going (the ${n.soul_urge}, your soul urge)`, `On one side the ${n.expression} and ${ex.quality}, your way of acting; on the other the ${n.soul_urge} and ${soul.quality}, what you long for`])}: ${relation(n.expression, n.soul_urge, 'en', w)}.`,
    ['number.expression', 'number.soul_urge'],
    fr ? 'Vos ressources' : 'Your resources',
  );
  const first = f.personal_months[0];
  const act = para(
    fr
      ? `${w.one([`Gardez votre chemin de vie ${n.life_path} comme boussole (${life.quality}) et servez-vous de chaque mois comme d’une étape.`, `Votre chemin de vie ${n.life_path} reste la boussole : ${life.quality}, quel que soit le mois.`, `Sur ces trois mois, le cap reste celui de votre chemin de vie ${n.life_path}, c’est-à-dire ${life.quality}.`, `${capitalise(life.quality)} reste votre repère d’un mois à l’autre : c’est votre chemin de vie ${n.life_path}.`, `Quoi que disent les mois, votre chemin de vie ${n.life_path} garde le cap : ${life.quality}.`])} ${first ? w.one([`Pour ${tw}, un premier geste dès ${first.label} : ${w.one(life.step)}.`, `Dès ${first.label}, pour ${tw}, commencez petit : ${w.one(life.step)}.`]) : ''} ${w.one(['Notez en fin de mois ce qui a avancé : le rythme des nombres se lit mieux après coup.', 'Un petit pas par mois, dans le sens indiqué, vaut mieux qu’un grand plan jamais commencé.', 'Relisez ces lignes au début de chaque mois : elles prennent sens à mesure que le temps passe.', 'Ne cherchez pas à tout faire le premier mois : chaque période a sa tâche, et la suivante s’appuie sur elle.', 'Si un mois vous paraît contraire, tenez le cap sans forcer : le suivant reprend la main.'])}`
      : `${w.one([`Keep your life path ${n.life_path} as a compass (${life.quality}) and use each month as a stage.`, `Your life path ${n.life_path} stays the compass: ${life.quality}, whatever the month.`, `Over these three months, the course remains that of your life path ${n.life_path}, that is ${life.quality}.`, `${capitalise(life.quality)} stays your landmark from month to month: that is your life path ${n.life_path}.`, `Whatever the months say, the ${n.life_path} of your life path holds the course: ${life.quality}.`])} ${first ? w.one([`For ${tw}, a first step from ${first.label}: ${w.one(life.step)}.`, `From ${first.label}, for ${tw}, start small: ${w.one(life.step)}.`]) : ''} ${w.one(['At the end of each month, note what moved forward: the rhythm of numbers reads best afterwards.', 'One small step a month, in the direction shown, is worth more than a great plan never begun.', 'Reread these lines at the start of each month: they make more sense as time goes by.', 'Do not try to do everything in the first month: each period has its task, and the next one builds on it.', 'If a month seems against you, hold your course without forcing: the next one takes over.'])}`,
    ['number.life_path', ...(first ? [month(first)] : [])],
    fr ? 'Ce que vous pouvez en faire' : 'What you can do with it',
  );
  // The year in the other areas of life than the one asked about, each in its own sentence.
  const others = (['amour', 'travail', 'sante', 'general'] as const).filter((t) => t !== topic);
  const domains = others
    .map((t) => w.fresh(year.topic[t]))
    .filter((l) => l.length)
    .map((l) => w.one(l));
  const yearDomains = domains.length
    ? para(
        `${topic === 'general' ? (fr ? w.one([`L’année ${Y} se lit aussi domaine par domaine.`, `Votre année ${Y}, terrain par terrain.`, `Le ${Y} de l’année touche chaque domaine à sa façon.`]) : w.one([`Year ${Y} can also be read area by area.`, `Your year ${Y}, one area at a time.`, `The year’s ${Y} touches each area in its own way.`])) : fr ? w.one([`Votre année ${Y} ne s’arrête pas à ${tw}.`, `L’année personnelle ${Y} touche aussi le reste de votre vie.`, `Au-delà de ${tw}, votre année ${Y} colore d’autres terrains.`, `${capitalise(year.quality)} ne se limite pas à ${tw} : l’année ${Y} s’étend ailleurs.`, `L’année ${Y} parle aussi d’autre chose que de ${tw}.`, `Hors de ${tw}, le ${Y} se fait sentir aussi.`]) : w.one([`Your year ${Y} does not stop at ${tw}.`, `Personal year ${Y} reaches the rest of your life too.`, `Beyond ${tw}, your year ${Y} colours other ground as well.`, `${capitalise(year.quality)} does not stop at ${tw}: year ${Y} reaches further.`, `Year ${Y} speaks of more than ${tw}.`, `Outside ${tw}, the ${Y} makes itself felt as well.`])} ${domains.join(' ')}`,
        ['number.personal_year'],
        fr
          ? w.one(['L’année sur tous les terrains', 'Les autres domaines de l’année'])
          : w.one(['The year in every area', 'The other areas of the year']),
      )
    : null;
  const met = new Map<number, Role[]>();
  const deeper = [
    portrait(f, 'expression', w, met),
    portrait(f, 'soul_urge', w, met),
    portrait(f, 'personality', w, met),
    portrait(f, 'life_path', w, met),
    // The day number works in the small things of every day, which is where a month is lived.
    portrait(f, 'birthday', w, met),
    pairs(f, w),
  ];
  const stages = lifeStages(f, w);
  const karmic = karmicDetail(f, w);
  return [
    essential,
    theYear,
    ...(yearDomains ? [yearDomains] : []),
    ...monthParas,
    resources,
    ...deeper,
    ...(stages ? [stages] : []),
    ...(karmic ? [karmic] : []),
    act,
  ];
}

/** How the personal year sits with the life path: the same number, the same direction, or a pull. */
function yearAndPath(f: F, w: Words, named = false): string {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const Y = n.personal_year;
  const year = numberVoice(Y, f.lang);
  const life = numberVoice(n.life_path, f.lang);
  const said =
    Y === n.life_path
      ? fr
        ? `Votre chemin de vie est lui aussi un ${n.life_path} : l’année parle votre langue, profitez-en.`
        : `Your life path is a ${n.life_path} too: the year speaks your language, so use it.`
      : isOutward(Y) === isOutward(n.life_path)
        ? fr
          ? w.one([
              `Elle s’accorde avec votre chemin de vie ${n.life_path}, tourné vers ${w.one(life.field)}.`,
              `Votre chemin de vie ${n.life_path} va dans le même sens : ${life.quality} et ${year.quality} se soutiennent.`,
              `${capitalise(year.quality)} cette année, ${life.quality} toute la vie (le ${n.life_path}) : les deux s’épaulent.`,
              `Le ${Y} de l’année et le ${n.life_path} de votre chemin tirent du même côté.`,
            ])
          : w.one([
              `It agrees with your life path ${n.life_path}, turned towards ${w.one(life.field)}.`,
              `Your life path ${n.life_path} goes the same way: ${life.quality} and ${year.quality} support each other.`,
              `${capitalise(year.quality)} this year, ${life.quality} for life (the ${n.life_path}): the two back each other up.`,
              `The year’s ${Y} and your life path’s ${n.life_path} pull the same way.`,
            ])
        : fr
          ? w.one([
              `Elle tire un peu contre votre chemin de vie ${n.life_path}, plus tourné vers ${w.one(life.field)} : c’est l’occasion d’apprendre l’autre registre.`,
              `Votre chemin de vie ${n.life_path} demande plutôt ${life.quality} ; l’année vous invite à essayer ${year.quality}, sans renier le reste.`,
              `${capitalise(year.quality)} cette année, ${life.quality} sur la durée (le ${n.life_path}) : deux registres à faire alterner.`,
              `Le ${Y} de l’année bouscule un peu le ${n.life_path} de votre chemin : ${year.quality} d’abord, ${life.quality} ensuite.`,
            ])
          : w.one([
              `It pulls a little against your life path ${n.life_path}, more turned towards ${w.one(life.field)}: a chance to learn the other register.`,
              `Your life path ${n.life_path} asks rather for ${life.quality}; the year invites you to try ${year.quality}, without disowning the rest.`,
              `${capitalise(year.quality)} this year, ${life.quality} over the long run (the ${n.life_path}): two registers to take in turns.`,
              `The year’s ${Y} shakes up the ${n.life_path} of your path a little: ${year.quality} first, ${life.quality} after.`,
            ]);
  // Away from the paragraph on the year, « Elle » / "It" would not say which year.
  return named ? said.replace(/^Elle /, `Votre année ${Y} `).replace(/^It /, `Your year ${Y} `) : said;
}

function lifePath(f: F, pick: Picker): WrittenParagraph[] {
  const w = new Words(pick);
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicKey(f.topic);
  const tw = topicWords(f.lang, f.topic);
  // « Pour votre vie amoureuse, ce que… »; with no topic, no « Pour votre vie en général » before it.
  const forTopic = (head: string) =>
    f.topic && f.topic !== 'general'
      ? `${f.lang === 'fr' ? 'Pour' : 'For'} ${tw}, ${head.charAt(0).toLowerCase()}${head.slice(1)}`
      : head;
  const life = numberVoice(n.life_path, f.lang);
  const P = n.life_path;
  const words3 = joinList(
    (f.keywords.life_path ?? []).filter((k) => !life.quality.endsWith(k)).slice(0, 3),
    f.lang,
  );
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${w.one([`Votre chemin de vie est le ${P} : ce que d’autres vivent comme ${w.one(life.pace)}, vous le vivez à l’échelle d’une existence.`, `Tout part de votre chemin de vie, le ${P} — ${w.one(life.pace)} qui dure toute une vie.`, `Le ${P}, votre chemin de vie, donne la tonalité d’ensemble : ${w.one(life.pace)}.`, `Votre chemin de vie se lit dans le ${P}, et il raconte ${w.one(life.pace)} au long cours.`, `${capitalise(life.quality)} sur toute une vie : c’est le ${P}, votre chemin de vie.`, `Avec le ${P} pour chemin de vie, votre existence entière prend l’allure ${deFr(w.one(life.pace))}.`])} ${w.one([`Ce qui compte le plus pour vous, c’est ${life.quality} ; vos mots-clés sont ${words3}.`, `Au centre de tout, ${life.quality}, avec ${words3} pour repères.`, `Votre fil rouge : ${life.quality}. Trois mots le résument, ${words3}.`, `${capitalise(life.quality)} d’abord : c’est votre boussole, et ${words3} en sont les repères.`, `Tout tourne autour ${deFr(life.quality)} ; ${words3} en disent les nuances.`, `Votre priorité, sans hésiter : ${life.quality}, et autour ${words3}.`])} ${w.one(life.topic[topic])}${master(P, 'fr', w)}`
        : `${w.one([`Your life path is ${P}: what others live as ${w.one(life.pace)}, you live on the scale of a lifetime.`, `Everything starts from your life path, the ${P} — ${w.one(life.pace)} that lasts a whole life.`, `The ${P}, your life path, sets the overall tone: ${w.one(life.pace)}.`, `Your life path reads in the ${P}, and it tells of ${w.one(life.pace)} over the long run.`, `${capitalise(life.quality)} across a whole life: that is the ${P}, your life path.`, `With the ${P} as your life path, your whole life takes the shape of ${w.one(life.pace)}.`])} ${w.one([`What matters most for you is ${life.quality}; your keywords are ${words3}.`, `At the centre of it all, ${life.quality}, with ${words3} as landmarks.`, `Your common thread: ${life.quality}. Three words sum it up, ${words3}.`, `${capitalise(life.quality)} comes first: it is your compass, and ${words3} are its landmarks.`, `Everything turns on ${life.quality}; ${words3} give it its shades.`, `Your priority, without hesitation: ${life.quality}, with ${words3} around it.`])} ${w.one(life.topic[topic])}${master(P, 'en', w)}`,
      ['number.life_path'],
      fr ? 'L’essentiel' : 'The essentials',
    ),
  ];
  const met = new Map<number, Role[]>();
  out.push(portrait(f, 'life_path', w, met));
  const soul = numberVoice(n.soul_urge, f.lang);
  const pers = numberVoice(n.personality, f.lang);
  out.push(
    para(
      fr
        ? `${w.one([`Au-dedans, votre nombre intime, le ${n.soul_urge}, parle ${deFr(kw(f, 'soul_urge'))} ; au-dehors, votre nombre de personnalité, le ${n.personality}, montre ${pers.quality} :`, `Votre nombre intime, le ${n.soul_urge}, dit ce que vous désirez (${soul.quality}) ; votre nombre de personnalité, le ${n.personality}, ce que les autres perçoivent (${pers.quality}) :`, `Ce qui vous anime en secret, ${soul.quality}, vient de votre nombre intime, le ${n.soul_urge} ; ce que vous montrez, ${pers.quality}, de votre nombre de personnalité, le ${n.personality} :`, `Le ${n.soul_urge} au-dedans (${soul.quality}), le ${n.personality} au-dehors (${pers.quality}) :`, `Nombre intime ${n.soul_urge} pour le désir, nombre de personnalité ${n.personality} pour l’image :`])} ${relation(n.soul_urge, n.personality, 'fr', w)}. ${n.soul_urge === n.personality ? w.one(['Ce que vous êtes et ce que vous montrez coïncident : on vous lit sans détour.', 'Pas d’écart entre le dedans et le dehors : ce que l’on voit de vous est ce que vous êtes.']) : isOutward(n.soul_urge) === isOutward(n.personality) ? w.one([`Ce que l’on voit de vous, ${pers.quality}, sert ce que vous désirez : on vous comprend vite.`, `Vos proches lisent dans ${pers.quality} le reflet fidèle ${deFr(soul.quality)}.`, `Dedans et dehors s’accordent : montrer ${pers.quality}, c’est déjà vivre ${soul.quality}.`]) : w.one(['Les autres voient la seconde facette avant la première.', 'C’est souvent dans l’écart entre les deux que naissent vos malentendus, et vos meilleures surprises.', `Laissez voir un peu plus ${deFr(soul.quality)} : ceux qui comptent ne demandent que cela.`, `On vous juge sur ${pers.quality} ; vous vous reconnaissez dans ${soul.quality}.`])}`
        : `${w.one([`Within, your soul urge number ${n.soul_urge} speaks of ${kw(f, 'soul_urge')}; outside, your personality number ${n.personality} shows ${pers.quality}:`, `Your soul urge number ${n.soul_urge} says what you long for (${soul.quality}); your personality number ${n.personality}, what others perceive (${pers.quality}):`, `What secretly drives you, ${kw(f, 'soul_urge')}, comes from your soul urge number ${n.soul_urge}; what you show, ${kw(f, 'personality')}, from your personality number ${n.personality}:`, `The ${n.soul_urge} inside (${soul.quality}), the ${n.personality} outside (${pers.quality}):`, `Soul urge ${n.soul_urge} for desire, personality ${n.personality} for the image you give:`])} ${relation(n.soul_urge, n.personality, 'en', w)}. ${n.soul_urge === n.personality ? w.one(['What you are and what you show coincide: people read you without a detour.', 'No gap between inside and outside: what people see of you is what you are.']) : isOutward(n.soul_urge) === isOutward(n.personality) ? w.one([`What people see of you, ${pers.quality}, serves what you long for: you are quickly understood.`, `Those close to you read in ${pers.quality} a faithful picture of ${soul.quality}.`, `Inside and outside agree: to show ${pers.quality} is already to live ${soul.quality}.`]) : w.one(['Others see the second side before the first.', 'The gap between the two is often where misunderstandings start, and your best surprises too.', `Let a little more ${soul.quality} show: those who matter ask for nothing else.`, `People judge you on ${pers.quality}; you recognise yourself in ${soul.quality}.`])}`,
      ['number.soul_urge', 'number.personality'],
      fr
        ? w.one(['Ce qui vous anime', 'Vos ressorts intimes'])
        : w.one(['What drives you', 'What moves you within']),
    ),
  );
  out.push(portrait(f, 'soul_urge', w, met), portrait(f, 'personality', w, met));
  const mat = numberVoice(n.maturity, f.lang);
  out.push(
    para(
      fr
        ? `${w.one([`Votre nombre d’expression, le ${n.expression}, décrit vos talents : ${kw(f, 'expression')}, ${kw(f, 'expression', 1)}.`, `Vos talents se lisent dans votre nombre d’expression, le ${n.expression} : ${kw(f, 'expression')} et ${kw(f, 'expression', 1)}.`, `Côté savoir-faire, le nombre d’expression ${n.expression} parle ${deFr(kw(f, 'expression'))} et ${deFr(kw(f, 'expression', 1))}.`, `${capitalise(kw(f, 'expression'))}, ${kw(f, 'expression', 1)} : deux talents que vous devez au ${n.expression}, votre nombre d’expression.`, `Deux mots résument les talents du ${n.expression}, votre nombre d’expression : ${kw(f, 'expression')} et ${kw(f, 'expression', 1)}.`])} ${w.one([`Mis en regard de votre chemin de vie, ${relation(n.expression, P, 'fr', w)}.`, `Avec votre chemin de vie ${P}, ${relation(n.expression, P, 'fr', w)}.`])} ${w.one([`Votre nombre de maturité, le ${n.maturity}, indique ce qui prend de l’importance avec les années : ${mat.quality}.`, `Avec l’âge, c’est le ${n.maturity}, votre nombre de maturité, qui s’affirme : ${w.one(mat.field)}, voilà ce qui prendra plus de place.`, `Votre nombre de maturité, le ${n.maturity}, annonce la seconde moitié du chemin, plus tournée vers ${w.one(mat.field)}.`, `Plus tard, le ${n.maturity} de votre maturité fera passer ${w.one(mat.field)} au premier plan.`, `${capitalise(mat.quality)} gagnera du terrain avec les années : votre nombre de maturité est le ${n.maturity}.`])}`
        : `${w.one([`Your expression number ${n.expression} describes your talents: ${kw(f, 'expression')}, ${kw(f, 'expression', 1)}.`, `Your talents show in your expression number ${n.expression}: ${kw(f, 'expression')} and ${kw(f, 'expression', 1)}.`, `As for skills, expression number ${n.expression} speaks of ${kw(f, 'expression')} and ${kw(f, 'expression', 1)}.`, `${capitalise(kw(f, 'expression'))} and ${kw(f, 'expression', 1)}: two talents you owe to the ${n.expression}, your expression number.`, `Two words sum up the talents of the ${n.expression}, your expression number: ${kw(f, 'expression')} and ${kw(f, 'expression', 1)}.`])} ${w.one([`Set beside your life path, ${relation(n.expression, P, 'en', w)}.`, `With your life path ${P}, ${relation(n.expression, P, 'en', w)}.`])} ${w.one([`Your maturity number ${n.maturity} shows what grows in importance with the years: ${mat.quality}.`, `With age, the ${n.maturity}, your maturity number, comes forward: ${w.one(mat.field)} will take more room.`, `Your maturity number ${n.maturity} points to the second half of the road, more turned towards ${w.one(mat.field)}.`, `Later, the ${n.maturity} of your maturity will bring ${w.one(mat.field)} to the fore.`, `${capitalise(mat.quality)} will gain ground over the years: your maturity number is the ${n.maturity}.`])}`,
      ['number.expression', 'number.life_path', 'number.maturity'],
      fr ? w.one(['Vos talents', 'Ce que vous savez faire']) : w.one(['Your talents', 'What you do well']),
    ),
  );
  out.push(portrait(f, 'expression', w, met), portrait(f, 'maturity', w, met));
  const day = numberVoice(n.birthday, f.lang);
  const bare = kw(f, 'birthday') || day.quality.replace(/^(?:l’|la |le )/, '');
  out.push(
    para(
      fr
        ? `${w.one([`Votre jour de naissance ajoute une nuance : le ${n.birthday}, nombre de ce jour-là.`, `${agree(f, { m: 'Le jour où vous êtes né compte aussi', f: 'Le jour où vous êtes née compte aussi', x: 'Votre jour de naissance compte aussi' })} : son nombre, le ${n.birthday}, y ajoute sa note.`, `Nombre du jour de naissance ${n.birthday} : une touche ${deFr(bare)} dans votre quotidien.`, `Le ${n.birthday} de votre jour de naissance met ${day.quality} dans les petites choses.`, `${capitalise(day.quality)} au jour le jour : c’est l’apport du ${n.birthday}, le nombre de votre jour de naissance.`, `Né le jour que résume le ${n.birthday}, vous en tenez ${day.quality}.`.replace(/^Né/, agree(f, { m: 'Né', f: 'Née', x: 'Venu au monde' }))])} ${w.one([`C’est un talent de tous les jours (${bare}) que les autres remarquent souvent avant vous.`, `Ce talent (${bare}) vous sert d’appui quand le reste vacille.`, `Dans les journées ordinaires, ${day.quality} est votre ressource la plus sûre.`, `On compte sur vous pour cela : ${bare}, sans que vous y pensiez.`, `${capitalise(bare)} : un don discret, qui se voit surtout dans les détails.`, `Il vous donne, sans effort, un peu ${deFr(bare)} au quotidien.`])}`
        : `${w.one([`The day of the month you were born adds a nuance: its number is ${n.birthday}.`, `The day you were born counts too: its number, the ${n.birthday}, adds its own note.`, `Birthday number ${n.birthday}: a touch of ${bare} in your everyday life.`, `The ${n.birthday} of your birth day puts ${day.quality} into small things.`, `${capitalise(day.quality)} from day to day: that is what the ${n.birthday}, your birthday number, brings.`, `Your birthday number is the ${n.birthday}, and it lends your days ${day.quality}.`])} ${w.one([`It is an everyday talent (${bare}) that others often notice before you do.`, `That talent (${bare}) supports you when the rest wavers.`, `On ordinary days, ${bare} is your surest resource.`, `People count on you for it: ${bare}, without your thinking about it.`, `${capitalise(bare)}: a quiet gift that shows mostly in the details.`, `It gives you, effortlessly, a little ${bare} every day.`])}`,
      ['number.birthday'],
    ),
  );
  out.push(portrait(f, 'birthday', w, met), pairs(f, w));
  // The lucky number is one of the person's numbers too: what it brings to the topic, and beside the path.
  const lucky = numberVoice(n.lucky_number, f.lang);
  const luckyTopic = w.fresh(lucky.topic[topic]);
  out.push(
    para(
      fr
        ? `${w.one([`Votre numéro de chance, le ${n.lucky_number}, apporte ${lucky.quality}.`, `Le ${n.lucky_number} est votre numéro de chance : ${lucky.quality} vous sert quand vous l’appelez.`, `${capitalise(lucky.quality)}, voilà ce que vous prête votre numéro de chance, le ${n.lucky_number}.`])} ${luckyTopic.length ? w.one(luckyTopic) : ''} ${n.lucky_number === P ? `C’est aussi le nombre de votre chemin de vie : la chance va dans votre sens.` : `${w.one([`Face à votre chemin de vie ${P}`, `À côté du ${P}, votre chemin de vie`, `Avec votre chemin de vie, le ${P}`, `Rapporté à votre chemin de vie ${P}`, `Entre ce numéro et votre chemin de vie ${P}`, `Mis en regard du ${P}, votre chemin de vie`])}, ${relation(n.lucky_number, P, 'fr', w)}.`}`
        : `${w.one([`Your lucky number, the ${n.lucky_number}, brings ${lucky.quality}.`, `The ${n.lucky_number} is your lucky number: ${lucky.quality} serves you when you call on it.`, `${capitalise(lucky.quality)} is what your lucky number, the ${n.lucky_number}, lends you.`])} ${luckyTopic.length ? w.one(luckyTopic) : ''} ${n.lucky_number === P ? `It is also the number of your life path: luck runs your way.` : `${w.one([`Beside your life path ${P}`, `Set against your life path, the ${P}`, `Next to the ${P} of your life path`, `Between this number and your life path ${P}`, `Measured against your ${P} life path`, `Alongside your life path ${P}`])}, ${relation(n.lucky_number, P, 'en', w)}.`}`,
      ['number.lucky_number', 'number.life_path'],
      fr
        ? w.one(['Votre numéro de chance', 'Le nombre qui vous porte chance'])
        : w.one(['Your lucky number', 'The number that brings you luck']),
    ),
  );
  const stages = lifeStages(f, w);
  if (stages) out.push(stages);
  const arc = lifeArc(f, w);
  if (arc) out.push(arc);
  if (f.karmic_debts.length || f.karmic_lessons.length) {
    const debts = f.karmic_debts.length
      ? fr
        ? `${f.karmic_debts.length > 1 ? 'les dettes karmiques' : 'la dette karmique'} ${joinList(f.karmic_debts.map(String), 'fr')}`
        : `karmic debt${f.karmic_debts.length > 1 ? 's' : ''} ${joinList(f.karmic_debts.map(String), 'en')}`
      : '';
    const lessons = f.karmic_lessons.length
      ? fr
        ? `${f.karmic_lessons.length > 1 ? 'les leçons karmiques' : 'la leçon karmique'} ${joinList(f.karmic_lessons.map(String), 'fr')}`
        : `karmic lesson${f.karmic_lessons.length > 1 ? 's' : ''} ${joinList(f.karmic_lessons.map(String), 'en')}`
      : '';
    const lesson = f.karmic_lessons[0] ? numberVoice(f.karmic_lessons[0], f.lang) : null;
    out.push(
      para(
        fr
          ? `${w.one(['Votre nom porte aussi', 'Dans les lettres de votre nom se lisent aussi', 'Votre nom révèle enfin'])} ${joinList([debts, lessons].filter(Boolean), 'fr')} : ${w.one(['des apprentissages qui reviennent tant qu’ils ne sont pas faits, sans rien de fatal', 'des points à travailler, qui se présentent sous des formes variées jusqu’à ce qu’ils soient acquis', 'des chantiers intérieurs plutôt que des fardeaux'])}.${lesson ? ` ${w.one([`Concrètement, cultivez ${lesson.quality} au quotidien.`, `Un exercice simple : ${w.one(lesson.step)}, de temps en temps, avant que la vie ne vous y oblige.`])}` : ''}`
          : `${w.one(['Your name also carries', 'The letters of your name also hold', 'Your name finally reveals'])} ${joinList([debts, lessons].filter(Boolean), 'en')}: ${w.one(['lessons that return until they are learnt, with nothing fateful about them', 'points to work on, which come back in various forms until they are acquired', 'inner work rather than burdens'])}.${lesson ? ` ${w.one([`In practice, grow ${lesson.quality} where you lack it.`, `A simple exercise: ${w.one(lesson.step)} now and then, before life makes you.`])}` : ''}`,
        ['karmic'],
        fr
          ? w.one(['Vos apprentissages', 'Ce que vous apprenez'])
          : w.one(['What you are learning', 'Your lessons']),
      ),
    );
  }
  const karmic = karmicDetail(f, w);
  if (karmic) out.push(karmic);
  const year = numberVoice(n.personal_year, f.lang);
  const yearPace = w.one(year.pace);
  const next = f.personal_months.slice(0, 12);
  const bright = next.filter((m) => [1, 3, 5, 8].includes(m.number)).slice(0, 3);
  out.push(
    para(
      fr
        ? `${w.one([`${/^un moment\b/.test(yearPace) ? 'Aujourd’hui' : 'En ce moment'}, votre année personnelle ${n.personal_year} est ${yearPace}.`, `Cette année, votre année personnelle ${n.personal_year} vous place dans ${yearPace}.`, `${capitalise(yearPace)} : voilà votre année personnelle ${n.personal_year}.`, `Le ${n.personal_year} de votre année personnelle ouvre ${yearPace}, sous le signe ${deFr(year.quality)}.`])} ${
            bright.length
              ? w.one([
                  `Les mois les plus ouverts à l’action seront ${monthsList(
                    bright.map((m) => m.label),
                    'fr',
                  )}.`,
                  `Pour agir, visez ${monthsList(
                    bright.map((m) => m.label),
                    'fr',
                  )}.`,
                  `${capitalise(
                    monthsList(
                      bright.map((m) => m.label),
                      'fr',
                    ),
                  )} : ${bright.length > 1 ? 'des mois' : 'un mois'} à nombre d’action, ${bright.length > 1 ? 'bons' : 'bon'} pour lancer.`,
                  `${bright.length > 1 ? 'Vos mois' : 'Votre mois'} d’élan : ${monthsList(
                    bright.map((m) => m.label),
                    'fr',
                  )}.`,
                ])
              : ''
          } ${((t) => (t.length ? `${w.one(t)} ` : ''))(w.fresh(year.topic[topic]))}${yearAndPath(f, w, true)} ${w.one([`${forTopic('Ce que')} vous pouvez en faire :`, `${forTopic('Le')} geste de l’année :`, `${forTopic('Un')} pas pour cette année :`])} ${w.one(year.step)}${w.one([`, en restant fidèle à votre chemin du ${P}`, `, dans l’esprit de votre chemin de vie ${P}`, `, dans le sens ${deFr(life.quality)} que porte votre ${P}`, `, sans perdre de vue ${life.quality}, le fil de votre ${P}`, `, un pas de plus sur la route du ${P}`, `, et votre chemin du ${P} n’en demande pas moins`, `, ce que votre ${P} accueille volontiers`])}. ${pitfallSentence(year, 'fr', w)}`
        : `${w.one([`Right now your personal year ${n.personal_year} is ${yearPace}.`, `This year, your personal year ${n.personal_year} places you in ${yearPace}.`, `${capitalise(yearPace)}: that is your personal year ${n.personal_year}.`, `The ${n.personal_year} of your personal year opens ${yearPace}, under the sign of ${year.quality}.`])} ${
            bright.length
              ? w.one([
                  `The months most open to action will be ${monthsList(
                    bright.map((m) => m.label),
                    'en',
                  )}.`,
                  `To act, aim for ${monthsList(
                    bright.map((m) => m.label),
                    'en',
                  )}.`,
                  `${capitalise(
                    monthsList(
                      bright.map((m) => m.label),
                      'en',
                    ),
                  )} ${bright.length > 1 ? 'carry numbers' : 'carries a number'} of action, good for launching things.`,
                  `${bright.length > 1 ? 'Your months' : 'Your month'} of momentum: ${monthsList(
                    bright.map((m) => m.label),
                    'en',
                  )}.`,
                ])
              : ''
          } ${((t) => (t.length ? `${w.one(t)} ` : ''))(w.fresh(year.topic[topic]))}${yearAndPath(f, w, true)} ${w.one([`${forTopic('What')} you can do with it:`, `${forTopic('The')} year’s one step:`, `${forTopic('A')} step for this year:`])} ${w.one(year.step)}${w.one([`, staying true to your life path ${P}`, `, in the spirit of your life path ${P}`, `, in keeping with the ${life.quality} your ${P} asks for`, `, without losing sight of ${life.quality}, the thread of your ${P}`, `, one more stretch of the road your ${P} draws`, `, and your life path ${P} asks nothing less`, `, which your ${P} readily welcomes`])}. ${pitfallSentence(year, 'en', w)}`,
      ['number.personal_year', 'number.life_path', ...bright.map(month), ...(f.window ? ['period'] : [])],
      fr ? w.one(['L’année en cours', 'Cette année']) : w.one(['The current year', 'This year']),
    ),
  );
  // The months of the period, each with its colour, its step and two of its extras.
  out.push(
    ...months(
      f,
      w,
      fr
        ? w.one(['Les mois de l’année', 'Mois après mois'])
        : w.one(['The months of the year', 'Month after month']),
    ),
  );
  return out;
}

const ORDINAL = {
  fr: ['premier', 'deuxième', 'troisième', 'quatrième'],
  en: ['first', 'second', 'third', 'fourth'],
};
const running = <T extends LifeStage>(list: T[], age: number): T | undefined =>
  list.find((s) => s.from_age <= age && (s.to_age === null || age < s.to_age));

/** Where the person stands in the long cycles: the pinnacle, its challenge and the life cycle running now. */
/**
 * Other wordings of a pinnacle's meaning (the first is the stored one, in the facts): a pinnacle is
 * told in most long readings, so one wording per number would be shared by every reading under it.
 */
const PINNACLE_MORE: Record<number, Record<Lang, string[]>> = {
  1: {
    fr: [
      'Des années pour prendre les devants : ce que vous lancez par vous-même trouve sa récompense.',
      'Le temps de l’initiative : on attend de vous que vous ouvriez la voie, et l’autonomie paie.',
    ],
    en: [
      'Years for taking the lead: what you start on your own is rewarded.',
      'A time of initiative: you are expected to open the way, and independence pays.',
    ],
  },
  2: {
    fr: [
      'Des années où l’on réussit à plusieurs : alliances, patience et tact font la différence.',
      'Le temps de la coopération : ce que vous obtenez passe par les autres et par votre doigté.',
    ],
    en: [
      'Years when success is shared: partnerships, patience and tact make the difference.',
      'A time of cooperation: what you gain comes through others and a light touch.',
    ],
  },
  3: {
    fr: [
      'Des années pour vous exprimer : ce que vous créez et montrez vous ouvre des portes.',
      'Le temps de la parole et de la création : être vu devient un atout.',
    ],
    en: [
      'Years for expressing yourself: what you create and show opens doors.',
      'A time of voice and creativity: being seen becomes an asset.',
    ],
  },
  4: {
    fr: [
      'Des années de chantier : l’effort régulier pose des fondations qui dureront.',
      'Le temps de bâtir : patience et travail suivi vous donnent une base solide.',
    ],
    en: [
      'Years of building: steady effort lays foundations that will last.',
      'A time to build: patience and regular work give you solid ground.',
    ],
  },
  5: {
    fr: [
      'Des années mobiles : voyages, changements et rencontres élargissent votre horizon.',
      'Le temps du mouvement : la nouveauté frappe souvent à votre porte.',
    ],
    en: [
      'Years on the move: travel, change and new people widen your horizon.',
      'A time of movement: something new often knocks at your door.',
    ],
  },
  6: {
    fr: [
      'Des années tournées vers le foyer : la famille et vos engagements envers vos proches passent au premier plan.',
      'Le temps des responsabilités affectives : on compte sur vous, et vous y trouvez votre place.',
    ],
    en: [
      'Years centred on home: family and your commitments to those close to you come first.',
      'A time of caring duties: people count on you, and you find your place in that.',
    ],
  },
  7: {
    fr: [
      'Des années d’étude et de recul : un peu de solitude fait mûrir votre compréhension.',
      'Le temps de l’approfondissement : réfléchir, apprendre, comprendre en profondeur.',
    ],
    en: [
      'Years of study and distance: a little solitude ripens your understanding.',
      'A time of deepening: reflecting, learning, understanding things to the root.',
    ],
  },
  8: {
    fr: [
      'Des années d’ambition : argent, autorité et réussite sont à portée, à condition de rester intègre.',
      'Le temps de la réussite matérielle : le pouvoir vient, et la droiture le rend durable.',
    ],
    en: [
      'Years of ambition: money, authority and success are within reach, provided you stay honest.',
      'A time of material success: power comes, and integrity makes it last.',
    ],
  },
  9: {
    fr: [
      'Des années d’achèvement : vous donnez, vous transmettez, vous apprenez à laisser partir.',
      'Le temps de la générosité : boucler des cycles et transmettre ce que vous savez.',
    ],
    en: [
      'Years of completion: you give, you pass things on, you learn to let go.',
      'A time of generosity: closing chapters and handing on what you know.',
    ],
  },
  11: {
    fr: [
      'Des années d’inspiration : votre intuition s’aiguise et vous éclairez les autres, la sensibilité à vif.',
      'Le temps de l’intuition : vous pouvez guider, au prix d’une grande sensibilité.',
    ],
    en: [
      'Years of inspiration: your intuition sharpens and you can light the way for others, with your nerves on edge.',
      'A time of intuition: you can guide others, at the price of great sensitivity.',
    ],
  },
  22: {
    fr: [
      'Des années de grands projets : vous pouvez bâtir plus grand que vous.',
      'Le temps des grands chantiers : un projet qui vous dépasse peut prendre corps.',
    ],
    en: [
      'Years of great projects: you can build something larger than yourself.',
      'A time of great works: a project beyond your own person can take shape.',
    ],
  },
  33: {
    fr: [
      'Des années de dévouement : aider devient une vocation, pourvu que vous ne vous oubliiez pas.',
      'Le temps du service : votre soutien compte beaucoup, à condition de vous ménager aussi.',
    ],
    en: [
      'Years of devotion: helping becomes a calling, provided you do not forget yourself.',
      'A time of service: your support matters a great deal, as long as you spare yourself too.',
    ],
  },
};

import { CHALLENGE_MORE, LIFE_CYCLE_MORE } from '@arcanes/domain/numerology/cycles-meanings';

/**
 * One of `items` for `key`, walked in turn when the key comes back in the same reading, from a start
 * hashed from the reading's seed and the key (murmur's finaliser over FNV-1a): every wording is as
 * likely as the next across customers, and two keys of one reading do not move together.
 */
const turns = new WeakMap<Words, Map<string, number>>();
function spread<T>(w: Words, items: readonly T[], key: string): T {
  if (!items.length) throw new RangeError('nothing to pick from');
  const seen = turns.get(w) ?? new Map<string, number>();
  turns.set(w, seen);
  let h = 0x811c9dc5;
  for (const ch of `${w.seed}:${key}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  const start = seen.get(key) ?? (h ^ (h >>> 16)) >>> 0;
  seen.set(key, start + 1);
  return items[start % items.length] as T;
}
/** French « à » before a noun with its article: « à la liberté », « au détachement ». */
const aFr = (q: string) =>
  q.startsWith('le ') ? `au ${q.slice(3)}` : q.startsWith('les ') ? `aux ${q.slice(4)}` : `à ${q}`;
/** A pinnacle's meaning in one of its wordings (the stored one or PINNACLE_MORE's), never twice a reading. */
const pinnacleMeaning = (s: { value: number; meaning: string }, lang: Lang, w: Words) =>
  w.one([s.meaning, ...(PINNACLE_MORE[s.value]?.[lang] ?? [])]);
/** A life cycle's meaning in one of its wordings (the stored one or LIFE_CYCLE_MORE's). */
const cycleMeaning = (s: { value: number; meaning: string }, lang: Lang, w: Words) =>
  w.one([
    s.meaning,
    ...((LIFE_CYCLE_MORE as Record<number, { fr: readonly string[]; en: readonly string[] }>)[s.value]?.[
      lang
    ] ?? []),
  ]);

function lifeStages(f: F, w: Words): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const p = running(f.pinnacles ?? [], f.age);
  if (!p) return null;
  const next = f.pinnacles.find((x) => x.index === p.index + 1);
  const c = running(f.challenges ?? [], f.age);
  const cycle = running(f.life_cycles ?? [], f.age);
  const ord = ORDINAL[f.lang][p.index - 1] ?? String(p.index);
  const low = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
  const pm = pinnacleMeaning(p, f.lang, w);
  const pq0 = numberVoice(p.value, f.lang).quality;
  // Present in most long readings: many short openings, none with more than six fixed words in a row.
  const parts = [
    fr
      ? w.one([
          `À ${f.age} ans, le ${p.value} (${ord} sommet) apporte ${pq0}. ${pm}`,
          `Votre ${ord} sommet, le ${p.value}, colore ces années. ${pm}`,
          `${capitalise(pq0)} domine : le ${p.value} est votre ${ord} sommet. ${pm}`,
          `Votre ${ord} sommet, le ${p.value}, met ${pq0} au premier plan. ${pm}`,
          `Depuis ${p.from_age} ans, votre ${ord} sommet, le ${p.value}, donne le ton. ${pm}`,
          `${capitalise(ord)} sommet de votre vie : le ${p.value}. ${pm}`,
          `Le ${p.value}, ${pq0} en tête, règne sur vos années présentes. ${pm}`,
          `Sommet en cours : le ${p.value}, le ${ord} de votre vie. ${pm}`,
          `Le ${p.value} est votre sommet du moment, le ${ord}. ${pm}`,
          `Ces années-ci appartiennent au ${p.value}, votre ${ord} sommet. ${pm}`,
        ])
      : w.one([
          `At ${f.age}, the ${p.value} (${ord} pinnacle) brings ${pq0}. ${pm}`,
          `Your ${ord} pinnacle, the ${p.value}, colours these years. ${pm}`,
          `${capitalise(pq0)} leads: the ${p.value} is your ${ord} pinnacle. ${pm}`,
          `Your ${ord} pinnacle, the ${p.value}, brings ${pq0} to the fore. ${pm}`,
          `Since the age of ${p.from_age}, your ${ord} pinnacle, the ${p.value}, has set the tone. ${pm}`,
          `${capitalise(ord)} pinnacle of your life: the ${p.value}. ${pm}`,
          `The ${p.value}, ${pq0} first, rules your present years. ${pm}`,
          `Your pinnacle for now: the ${p.value}, the ${ord} of your life. ${pm}`,
          `The ${p.value} is your current pinnacle, the ${ord}. ${pm}`,
          `These years belong to the ${p.value}, your ${ord} pinnacle. ${pm}`,
        ]),
  ];
  // What the pinnacle is about, in its number's own field (« vos changements de cap »).
  const pf = w.one(numberVoice(p.value, f.lang).field);
  parts.push(
    fr
      ? spread(
          w,
          [
            `Au centre de ces années : ${pf}.`,
            `Ces années mettent en avant ${pf}.`,
            `Le ${p.value} attire votre attention sur ${pf}.`,
            `En jeu pendant ce sommet : ${pf}.`,
            `Ce sommet regarde vers ${pf}.`,
          ],
          'stage-field',
        )
      : spread(
          w,
          [
            `At the centre of these years: ${pf}.`,
            `These years bring forward ${pf}.`,
            `The ${p.value} draws your attention to ${pf}.`,
            `At stake in this pinnacle: ${pf}.`,
            `This pinnacle looks towards ${pf}.`,
          ],
          'stage-field',
        ),
  );
  // How the running pinnacle sits with the life path: the same rule as everywhere else (`relation`).
  const P = f.numbers.life_path;
  const pq = numberVoice(p.value, f.lang).quality;
  const lq = numberVoice(P, f.lang).quality;
  const blend =
    p.value === P
      ? ''
      : ` ${
          fr
            ? w.one([
                `Ces années prêtent ${pq} à ce que votre chemin demande, ${lq}.`,
                `${capitalise(pq)} pour ces années, ${lq} pour toute la vie.`,
                `Pour un temps, ${pq} vient colorer ${lq}, votre fil de toujours.`,
              ])
            : w.one([
                `These years lend ${pq} to what your path asks for, ${lq}.`,
                `${capitalise(pq)} for these years, ${lq} for a whole life.`,
                `For a while, ${pq} colours ${lq}, your lifelong thread.`,
              ])
        }`;
  const lead = fr
    ? spread(
        w,
        [
          `Avec votre chemin de vie ${P}, `,
          `Face au ${P} de votre route, `,
          `Au regard de votre chemin (${P}), `,
          `Entre ce sommet et votre chemin ${P}, `,
          `Sommet ${p.value} et chemin de vie ${P} : `,
          `Sommet et chemin (${p.value} et ${P}) : `,
          `Rapporté au ${P}, votre chemin, `,
          `Quant à votre chemin de vie ${P}, `,
          `À côté du ${P} de votre chemin, `,
          `Le ${p.value} et votre ${P} de toujours : `,
        ],
        'stage-path',
      )
    : spread(
        w,
        [
          `With your life path ${P}, `,
          `Against the ${P} of your road, `,
          `Measured by your life path (${P}), `,
          `Between pinnacle and path (${P}), `,
          `Pinnacle ${p.value} and life path ${P}: `,
          `Next to your guiding ${P}, `,
          `Held up against your path, the ${P}, `,
          `Seen from your life path ${P}, `,
          `Read against the ${P} of your path, `,
          `The ${p.value} and your lifelong ${P}: `,
        ],
        'stage-path',
      );
  parts.push(`${lead}${relation(p.value, P, f.lang, w)}.${blend}`);
  if (next) {
    const nq = numberVoice(next.value, f.lang).quality;
    parts.push(
      fr
        ? w.one([
            `Le suivant, le ${next.value}, ${w.one(['s’ouvrira', 'arrivera', 'commencera', 'prendra place'])} vers ${next.from_age} ans : ${w.one(['préparez-le sans le devancer', 'il prendra le relais de ce que vous construisez maintenant'])}.`,
            `Vers ${next.from_age} ans, le ${next.value} prendra la suite ; ${w.one(['ce que vous bâtissez aujourd’hui lui servira de socle', 'vos efforts d’aujourd’hui le préparent', 'il s’appuiera sur ce que vous posez maintenant'])}.`,
            `À ${next.from_age} ans viendra le ${next.value}, ${nq} au premier plan : ${w.one(['rien ne presse', 'vous aurez le temps de le voir venir', 'ce que vous posez maintenant l’y aidera'])}.`,
            `Le sommet d’après, le ${next.value}, commence vers ${next.from_age} ans et mettra l’accent sur ${nq}.`,
            `Plus loin, vers ${next.from_age} ans, le ${next.value} appellera ${nq} ; ${w.one(['ce temps-là viendra à son heure', 'inutile de le devancer', 'chaque chose en son temps'])}.`,
            `À partir de ${next.from_age} ans, place au ${next.value} : ${nq}.`,
            `${capitalise(nq)} viendra ensuite, avec le ${next.value}, vers ${next.from_age} ans.`,
            `Le ${next.value} vous attend vers ${next.from_age} ans : ${nq} prendra le relais.`,
            `Prochain sommet : le ${next.value}, vers ${next.from_age} ans, sous le signe ${deFr(nq)}.`,
            `Après ${p.to_age ?? next.from_age} ans, le ${next.value} déplacera l’accent vers ${nq}.`,
          ])
        : w.one([
            `The next one, the ${next.value}, ${w.one(['opens', 'arrives', 'begins', 'comes in'])} around age ${next.from_age}: ${w.one(['prepare for it without rushing it', 'it will take over from what you are building now'])}.`,
            `Around age ${next.from_age}, the ${next.value} takes over; ${w.one(['what you build today will be its base', 'today’s efforts prepare it', 'it will rest on what you lay down now'])}.`,
            `At ${next.from_age} comes the ${next.value}, with ${nq} to the fore: ${w.one(['there is no hurry', 'you will see it coming', 'what you lay down now will help it'])}.`,
            `The pinnacle after this one, the ${next.value}, begins around ${next.from_age} and will stress ${nq}.`,
            `Further on, around ${next.from_age}, the ${next.value} will call for ${nq}; ${w.one(['that time will come in its season', 'no need to run ahead of it', 'each thing in its time'])}.`,
            `From ${next.from_age} on, make way for the ${next.value}: ${nq}.`,
            `${capitalise(nq)} comes next, with the ${next.value}, around ${next.from_age}.`,
            `The ${next.value} awaits you around ${next.from_age}, and ${nq} will take over.`,
            `Next pinnacle: the ${next.value}, around ${next.from_age}, under the sign of ${nq}.`,
            `After ${p.to_age ?? next.from_age}, the ${next.value} will shift the weight towards ${nq}.`,
          ]),
    );
  }
  if (c)
    parts.push(
      `${
        fr
          ? spread(
              w,
              [
                `Défi de la période, le ${c.value}`,
                `En face, un défi, le ${c.value}`,
                `Votre défi actuel est le ${c.value}`,
                `Sur votre route, le défi ${c.value}`,
                `Le travail du moment, le défi ${c.value}`,
                `À relever maintenant, le défi ${c.value}`,
                `L’effort porte sur le défi ${c.value}`,
                `Reste un défi, le ${c.value}`,
                `Pour ces années, le défi ${c.value}`,
                `Votre défi en cours, le ${c.value}`,
                `Ce qui coûte le plus ? Le défi ${c.value}`,
              ],
              'stage-challenge',
            )
          : spread(
              w,
              [
                `Your present challenge is the ${c.value}`,
                `Against it stands challenge ${c.value}`,
                `In your way for now, challenge ${c.value}`,
                `The present work is challenge ${c.value}`,
                `For now you face challenge ${c.value}`,
                `The effort centres on challenge ${c.value}`,
                `Then comes a challenge, the ${c.value}`,
                `Across these years runs challenge ${c.value}`,
                `What costs you most is challenge ${c.value}`,
                `For these years, challenge ${c.value}`,
                `Your challenge of the moment is the ${c.value}`,
              ],
              'stage-challenge',
            )
      }${challengeAsks(c, f.lang, w)}`,
    );
  if (cycle) {
    const name = low(cycle.name);
    const cm = cycleMeaning(cycle, f.lang, w);
    parts.push(
      fr
        ? w.one([
            `Plus largement : ${name} (${cycle.value}). ${cm}`,
            `En plus grand, ${name}, le ${cycle.value}. ${cm}`,
            `Depuis ${cycle.from_age} ans, ${name}, sous le ${cycle.value}, encadre le tout. ${cm}`,
            `Derrière ces années, ${name}, le ${cycle.value}. ${cm}`,
            `Toile de fond : ${name}, depuis vos ${cycle.from_age} ans. ${cm}`,
            `Vous vivez ${name} (${cycle.value}). ${cm}`,
            `En arrière-plan, ${name}, que régit le ${cycle.value}. ${cm}`,
            `${capitalise(name)} (${cycle.value}) forme l’arrière-plan. ${cm}`,
            `Au-delà du sommet, ${name}. ${cm}`,
            `Le ${cycle.value} gouverne ${name}. ${cm}`,
            `Sur la longue durée, ${name}, sous le ${cycle.value}. ${cm}`,
            `Quant au cycle de vie, c’est le ${cycle.value}. ${cm}`,
          ])
        : w.one([
            `More broadly: ${name} (${cycle.value}). ${cm}`,
            `On a larger scale, ${name}, the ${cycle.value}. ${cm}`,
            `Since the age of ${cycle.from_age}, ${name}, under the ${cycle.value}, frames it all. ${cm}`,
            `Behind these years lies ${name}, the ${cycle.value}. ${cm}`,
            `As a backdrop: ${name}, since you were ${cycle.from_age}. ${cm}`,
            `You are living ${name}, under the ${cycle.value}. ${cm}`,
            `In the background, ${name}, ruled by the ${cycle.value}. ${cm}`,
            `${capitalise(name)}, under the ${cycle.value}, forms the background. ${cm}`,
            `Beyond the pinnacle, ${name}. ${cm}`,
            `The ${cycle.value} governs ${name}. ${cm}`,
            `Over the long run, ${name}, under the ${cycle.value}. ${cm}`,
            `As for your life cycle, it is the ${cycle.value}. ${cm}`,
          ]),
    );
  }
  const facts = [
    `pinnacle.${p.index}`,
    'number.life_path',
    ...(next ? [`pinnacle.${next.index}`] : []),
    ...(c ? [`challenge.${c.index}`] : []),
    ...(cycle ? [`cycle.${cycle.index}`] : []),
  ];
  return para(
    parts.join(' '),
    facts,
    fr
      ? w.one(['Les grandes étapes de votre vie', 'Les saisons de votre vie'])
      : w.one(['The great stages of your life', 'The seasons of your life']),
  );
}

/**
 * The long arc around the present stage: the pinnacle already lived, what the next one will bring, the
 * life cycle to come. The present stage is told in `lifeStages`; this paragraph says what surrounds it.
 */
function lifeArc(f: F, w: Words): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const p = running(f.pinnacles ?? [], f.age);
  if (!p) return null;
  const past = f.pinnacles.find((x) => x.index === p.index - 1);
  const next = f.pinnacles.find((x) => x.index === p.index + 1);
  const cycle = running(f.life_cycles ?? [], f.age);
  const nextCycle = cycle ? f.life_cycles.find((x) => x.index === cycle.index + 1) : undefined;
  const c = running(f.challenges ?? [], f.age);
  const nextChallenge = c
    ? f.challenges.find((x) => x.index === c.index + 1 && x.value !== c.value)
    : undefined;
  const low = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
  const parts: string[] = [];
  const pastM = past ? pinnacleMeaning(past, f.lang, w) : '';
  const nextM = next ? pinnacleMeaning(next, f.lang, w) : '';
  const cycleM = nextCycle ? cycleMeaning(nextCycle, f.lang, w) : '';
  if (past)
    parts.push(
      fr
        ? w.one([
            `Avant ${past.to_age ?? p.from_age} ans, vous viviez sous le ${past.value}. ${pastM}`,
            `Le sommet précédent, le ${past.value}, a couvert vos années de ${past.from_age} à ${past.to_age ?? p.from_age} ans. ${pastM}`,
            `Jusqu’à ${past.to_age ?? p.from_age} ans, c’était le ${past.value}. ${pastM}`,
            `Votre ${ORDINAL.fr[past.index - 1] ?? past.index} sommet, le ${past.value}, est derrière vous. ${pastM}`,
            `Le ${past.value}, ${numberVoice(past.value, 'fr').quality} en tête, a marqué vos années jusqu’à ${past.to_age ?? p.from_age} ans. ${pastM}`,
            `Derrière vous, le ${past.value}. ${pastM}`,
            `Avant le ${p.value}, il y eut le ${past.value}. ${pastM}`,
            `Retour sur le sommet passé, le ${past.value}. ${pastM}`,
          ])
        : w.one([
            `Before ${past.to_age ?? p.from_age}, you lived under the ${past.value}. ${pastM}`,
            `The previous pinnacle, the ${past.value}, covered your years from ${past.from_age} to ${past.to_age ?? p.from_age}. ${pastM}`,
            `Up to ${past.to_age ?? p.from_age}, it was the ${past.value}. ${pastM}`,
            `Your ${ORDINAL.en[past.index - 1] ?? past.index} pinnacle, the ${past.value}, is behind you. ${pastM}`,
            `The ${past.value}, ${numberVoice(past.value, 'en').quality} first, marked your years up to ${past.to_age ?? p.from_age}. ${pastM}`,
            `Behind you lies the ${past.value}. ${pastM}`,
            `Before the ${p.value} came the ${past.value}. ${pastM}`,
            `Looking back, your last pinnacle was the ${past.value}. ${pastM}`,
          ]),
      past.value === p.value
        ? fr
          ? w.one([
              `Le ${p.value} revient d’un sommet à l’autre : ce qui a commencé alors se poursuit aujourd’hui.`,
              `Même nombre avant et maintenant, le ${p.value} : vos années creusent le même sillon.`,
            ])
          : w.one([
              `The ${p.value} returns from one pinnacle to the next: what began then carries on today.`,
              `The same number before and now, the ${p.value}: your years dig the same furrow.`,
            ])
        : fr
          ? w.one([
              'Ce que ces années vous ont appris reste un acquis pour celles d’aujourd’hui.',
              'Ce temps-là n’est pas perdu : il a préparé le terrain du sommet actuel.',
              `Du ${past.value} au ${p.value}, l’accent a changé, mais rien de ce qui a été appris ne se perd.`,
              `Le ${p.value} d’aujourd’hui s’appuie sur ${numberVoice(past.value, 'fr').quality}, don du ${past.value}.`,
              `Ce que le ${past.value} a construit, le ${p.value} le met maintenant à l’épreuve.`,
              `${capitalise(numberVoice(past.value, 'fr').quality)} reste un acquis ; place maintenant ${aFr(numberVoice(p.value, 'fr').quality)}.`,
              `Le ${p.value} reprend le flambeau du ${past.value} : ${numberVoice(past.value, 'fr').quality} cède le pas sans disparaître.`,
            ])
          : w.one([
              'What those years taught you is still yours today.',
              'That time was not lost: it prepared the ground for the present pinnacle.',
              `From the ${past.value} to the ${p.value}, the accent changed, but nothing learnt is lost.`,
              `Today’s ${p.value} rests on ${numberVoice(past.value, 'en').quality}, the gift of the ${past.value}.`,
              `What the ${past.value} built, the ${p.value} now puts to the test.`,
              `${capitalise(numberVoice(past.value, 'en').quality)} stays with you; now comes ${numberVoice(p.value, 'en').quality}.`,
              `The ${p.value} takes the torch from the ${past.value}: ${numberVoice(past.value, 'en').quality} steps back without vanishing.`,
            ]),
    );
  if (next)
    parts.push(
      fr
        ? w.one([
            `Le ${next.value}, à partir de ${next.from_age} ans, changera l’accent. ${nextM}`,
            `Vers ${next.from_age} ans vous attend le ${next.value}. ${nextM}`,
            `Après le ${p.value} viendra le ${next.value}. ${nextM}`,
            `Ensuite, le ${next.value}, dès ${next.from_age} ans. ${nextM}`,
            `Le sommet suivant sera le ${next.value}. ${nextM}`,
          ])
        : w.one([
            `The ${next.value}, from ${next.from_age} on, will shift the accent. ${nextM}`,
            `Around ${next.from_age}, the ${next.value} awaits you. ${nextM}`,
            `After the ${p.value} will come the ${next.value}. ${nextM}`,
            `Then the ${next.value}, from ${next.from_age}. ${nextM}`,
            `Your next pinnacle will be the ${next.value}. ${nextM}`,
          ]),
    );
  if (nextChallenge)
    parts.push(
      fr
        ? w.one([
            `À partir de ${nextChallenge.from_age} ans, un autre défi prendra le relais, le ${nextChallenge.value}${challengeAsks(nextChallenge, 'fr', w)}`,
            `Le défi suivant, le ${nextChallenge.value}, commencera vers ${nextChallenge.from_age} ans${challengeAsks(nextChallenge, 'fr', w)}`,
            `Dès ${nextChallenge.from_age} ans, place au défi ${nextChallenge.value}${challengeAsks(nextChallenge, 'fr', w)}`,
            `Puis viendra le défi ${nextChallenge.value}${challengeAsks(nextChallenge, 'fr', w)}`,
          ])
        : w.one([
            `From ${nextChallenge.from_age} on, another challenge takes over, the ${nextChallenge.value}${challengeAsks(nextChallenge, 'en', w)}`,
            `The next challenge, the ${nextChallenge.value}, begins around ${nextChallenge.from_age}${challengeAsks(nextChallenge, 'en', w)}`,
            `From ${nextChallenge.from_age}, make way for challenge ${nextChallenge.value}${challengeAsks(nextChallenge, 'en', w)}`,
            `Then will come challenge ${nextChallenge.value}${challengeAsks(nextChallenge, 'en', w)}`,
          ]),
    );
  if (nextCycle)
    parts.push(
      fr
        ? w.one([
            `Puis, vers ${nextCycle.from_age} ans, viendra ${low(nextCycle.name)} (${nextCycle.value}). ${cycleM}`,
            `Plus loin, ${low(nextCycle.name)}, sous le ${nextCycle.value}, s’ouvrira vers ${nextCycle.from_age} ans. ${cycleM}`,
            `À l’horizon, ${low(nextCycle.name)}, que régira le ${nextCycle.value}. ${cycleM}`,
            `Le cycle suivant sera gouverné par le ${nextCycle.value}. ${cycleM}`,
          ])
        : w.one([
            `Then, around ${nextCycle.from_age}, comes ${low(nextCycle.name)} (${nextCycle.value}). ${cycleM}`,
            `Further on, ${low(nextCycle.name)}, under the ${nextCycle.value}, opens around ${nextCycle.from_age}. ${cycleM}`,
            `On the horizon, ${low(nextCycle.name)}, ruled by the ${nextCycle.value}. ${cycleM}`,
            `The next cycle will be governed by the ${nextCycle.value}. ${cycleM}`,
          ]),
    );
  if (!parts.length) return null;
  return para(
    parts.join(' '),
    [
      ...(past ? [`pinnacle.${past.index}`] : []),
      ...(next ? [`pinnacle.${next.index}`] : []),
      ...(nextChallenge ? [`challenge.${nextChallenge.index}`] : []),
      ...(nextCycle ? [`cycle.${nextCycle.index}`] : []),
    ],
    fr
      ? w.one(['Avant et après', 'Le fil des années'])
      : w.one(['Before and after', 'The thread of the years']),
  );
}

type Role = 'life_path' | 'expression' | 'soul_urge' | 'personality' | 'maturity' | 'birthday';
const ROLE_DEPTH: Record<Role, 'path' | 'talent' | 'desire' | 'mask' | 'later' | 'day'> = {
  life_path: 'path',
  expression: 'talent',
  soul_urge: 'desire',
  personality: 'mask',
  maturity: 'later',
  birthday: 'day',
};

/** The sentence that names a core number in its role, several frames each. */
function roleFrames(role: Role, x: number, lang: Lang): string[] {
  const q = numberVoice(x, lang).quality;
  const Q = capitalise(q);
  const fr: Record<Role, string[]> = {
    life_path: [
      `Votre chemin de vie, le ${x} : ${q}, à regarder de près.`,
      `Revenons ${aFr(q)}, cœur de votre chemin ${x}.`,
      `Chemin ${x} : ${q}, à lire sur la durée.`,
      `Votre chemin ${x} raconte ${q}, et il se déploie lentement.`,
      `Pour fil, ${q} : votre chemin ${x}.`,
      `${Q} : le fil de votre chemin ${x}.`,
      `Le ${x}, votre chemin de vie, fait de ${q} une affaire de toute une vie.`,
      `Tout tourne autour ${deFr(q)} : chemin ${x}.`,
      `Le ${x} donne à votre chemin de vie sa direction : ${q}.`,
      `Chemin de vie ${x} : ${q} au long cours.`,
      `${Q}, année après année (chemin ${x}).`,
      `${Q} devient votre ligne de conduite (chemin ${x}).`,
    ],
    expression: [
      `Votre manière d’agir tient ${aFr(q)} : nombre d’expression ${x}.`,
      `Côté action, ${q} donne le ton (expression ${x}).`,
      `Vos talents ? ${Q}, car votre expression est le ${x}.`,
      `Pour vos talents, regardez ${q} : votre expression est le ${x}.`,
      `${Q}, votre outil (expression ${x}).`,
      `Votre nombre d’expression, le ${x}, fait ${deFr(q)} un savoir-faire.`,
      `Le ${x}, en nombre d’expression, vous fait agir par ${q}.`,
      `Votre manière d’agir passe par ${q}, le propre du ${x}, votre nombre d’expression.`,
      `Expression ${x} : ${q} comme outil.`,
      `${Q} devient chez vous une compétence (le ${x}).`,
      `Vos talents, marqués du ${x} : ${q}.`,
      `Le ${x} vous met ${q} entre les mains (expression).`,
    ],
    soul_urge: [
      `En secret, ${q} vous anime (nombre intime ${x}).`,
      `Sous la surface, ${q}, votre nombre intime ${x}.`,
      `Vos désirs profonds suivent le ${x} : ${q}.`,
      `Ce que vous cherchez vraiment : ${q}, nombre intime ${x}.`,
      `${Q}, voilà ce que réclame votre cœur (${x}).`,
      `Soif ${deFr(q)} : votre nombre intime ${x}.`,
      `Le ${x}, au plus intime, vous fait désirer ${q}.`,
      `Au fond de vous, le ${x} cherche ${q}.`,
      `Nombre intime ${x} : ${q}, au fond.`,
      `Ce qui vous nourrit vraiment tient au ${x} : ${q}.`,
      `${Q} vous appelle en silence (nombre intime ${x}).`,
      `Le ${x} habite vos désirs : ${q}.`,
    ],
    personality: [
      `L’image que vous donnez ? ${Q}, par votre personnalité ${x}.`,
      `Au premier regard, on remarque ${q} : personnalité ${x}.`,
      `Votre façade, au sens noble : ${q}, le ${x}.`,
      `Aux yeux des autres, ${q} d’abord : personnalité ${x}.`,
      `${Q} se voit d’abord (personnalité ${x}).`,
      `En vitrine, ${q} : votre personnalité ${x}.`,
      `Le ${x}, en nombre de personnalité, montre ${q} avant tout le reste.`,
      `On perçoit de vous ${q} : personnalité ${x}.`,
      `Personnalité ${x} : ${q} en façade.`,
      `Les autres remarquent d’abord ${q}, signe du ${x} de votre personnalité.`,
      `De loin, on voit ${q} : le ${x} de votre personnalité.`,
      `Le ${x} colore l’impression que vous laissez : ${q}.`,
    ],
    maturity: [
      `Votre maturité, le ${x}, regarde vers ${q}.`,
      `Plus tard viendra ${q}, avec votre maturité ${x}.`,
      `${Q} mûrit avec vous (maturité ${x}).`,
      `Ce que l’âge vous apportera : ${q}, selon le ${x} de votre maturité.`,
      `${Q} viendra avec l’âge : votre nombre de maturité est le ${x}.`,
      `Votre nombre de maturité, le ${x}, promet ${q} pour plus tard.`,
      `Le ${x}, votre maturité, fera grandir ${q} en vous.`,
      `Avec les années, le ${x} tire vers ${q}.`,
      `Maturité ${x} : ${q} pour la seconde moitié de la vie.`,
      `${Q} gagne du terrain avec l’âge (maturité ${x}).`,
      `L’âge vous mène vers le ${x} : ${q}.`,
      `Le ${x} attend son heure : votre maturité penchera vers ${q}.`,
    ],
    birthday: [
      `Dans les petites choses, ${q} (jour de naissance ${x}).`,
      `Au quotidien se voit ${q}, le ${x} de votre naissance.`,
      `Reste le ${x} de votre naissance : ${q}.`,
      `Votre jour de naissance apporte ${q}, le propre du ${x}.`,
      `${Q} au quotidien : c’est le ${x}, nombre de votre jour de naissance.`,
      `Votre jour de naissance donne le ${x}, et ${q}.`,
      `Votre nombre du jour de naissance, le ${x}, glisse ${q} dans vos journées.`,
      `Jour de naissance réduit au ${x} : ${q} se glisse dans les gestes simples.`,
      `Jour de naissance ${x} : ${q} au quotidien.`,
      `${Q} se glisse dans vos habitudes (jour de naissance ${x}).`,
      `Le ${x} de votre naissance se voit dans les détails : ${q}.`,
      `Vos journées portent la marque du ${x} : ${q}.`,
    ],
  };
  const en: Record<Role, string[]> = {
    life_path: [
      `Your life path ${x}, ${q}, deserves a closer look.`,
      `Back to ${q}, heart of your path ${x}.`,
      `Life path ${x}: ${q}, read over the long run.`,
      `Your path ${x} tells of ${q}, and it unfolds slowly.`,
      `For a thread, ${q}: your path ${x}.`,
      `${Q}: the thread of your path ${x}.`,
      `The ${x}, your life path, makes ${q} the work of a lifetime.`,
      `Everything turns on ${q}: path ${x}.`,
      `The ${x} gives your life path its direction: ${q}.`,
      `Life path ${x}: ${q} over the long haul.`,
      `${Q}, year after year (path ${x}).`,
      `${Q} becomes a way of living (path ${x}).`,
    ],
    expression: [
      `How you act comes down to ${q} (expression ${x}).`,
      `In action, ${q} sets the tone (expression ${x}).`,
      `Your talents? ${Q}, since your expression is the ${x}.`,
      `For your talents, look to ${q}: your expression is the ${x}.`,
      `${Q}, your working tool (expression ${x}).`,
      `Your expression number ${x} turns ${q} into a skill.`,
      `As your expression number, the ${x} makes you act through ${q}.`,
      `Your way of acting goes through ${q}, the mark of the ${x}, your expression number.`,
      `Expression ${x}: ${q} as a tool.`,
      `${Q} becomes a skill of yours (the ${x}).`,
      `Your talents, marked by the ${x}: ${q}.`,
      `The ${x} puts ${q} in your hands (expression).`,
    ],
    soul_urge: [
      `In secret, ${q} moves you (soul urge ${x}).`,
      `Beneath the surface lies ${q}, your soul urge ${x}.`,
      `Your deep wishes follow the ${x}: ${q}.`,
      `What you truly seek: ${q}, soul urge ${x}.`,
      `${Q}, asked for in secret (soul urge ${x}).`,
      `A thirst for ${q}: your soul urge ${x}.`,
      `Deep inside, the ${x} makes you long for ${q}.`,
      `At heart, the ${x} seeks ${q}.`,
      `Soul urge ${x}: ${q}, deep down.`,
      `What truly feeds you comes from the ${x}: ${q}.`,
      `${Q} calls you quietly (soul urge ${x}).`,
      `The ${x} lives in your wishes: ${q}.`,
    ],
    personality: [
      `The impression you give? ${Q}, through your personality ${x}.`,
      `At first glance, people notice ${q}: personality ${x}.`,
      `Your outward face, at its best: ${q}, the ${x}.`,
      `In others’ eyes, ${q} comes first: personality ${x}.`,
      `${Q} is what people see first (personality ${x}).`,
      `On show, ${q}: your personality ${x}.`,
      `As your personality number, the ${x} shows ${q} before anything else.`,
      `What others perceive in you first is ${q}: your personality number is the ${x}.`,
      `Personality ${x}: ${q} on the surface.`,
      `Others first notice ${q}, the sign of your personality number ${x}.`,
      `From afar, people see ${q}: your personality ${x}.`,
      `The ${x} colours the impression you leave: ${q}.`,
    ],
    maturity: [
      `Your maturity, the ${x}, looks towards ${q}.`,
      `Later on comes ${q}, with your maturity ${x}.`,
      `${Q} ripens with you (maturity ${x}).`,
      `What age will bring you: ${q}, by the ${x} of your maturity.`,
      `${Q} will come with age: your maturity number is the ${x}.`,
      `Your maturity number ${x} promises ${q} for later.`,
      `The ${x}, your maturity, will make growing room for ${q}.`,
      `With the years, the ${x} leans towards ${q}.`,
      `Maturity ${x}: ${q} for the second half of life.`,
      `${Q} gains ground with age (maturity ${x}).`,
      `Age leads you towards the ${x}: ${q}.`,
      `The ${x} bides its time: your maturity will lean towards ${q}.`,
    ],
    birthday: [
      `In small things, ${q} (birthday number ${x}).`,
      `Everyday life shows ${q}, the ${x} of your birth day.`,
      `Then comes your birthday ${x}: ${q}.`,
      `The day you were born brings ${q}, the mark of the ${x}.`,
      `${Q} in everyday life: that is the ${x}, the number of your birth day.`,
      `Your birth day gives you the ${x}, and ${q}.`,
      `Your birthday number ${x} slips ${q} into your days.`,
      `Born on a day that reduces to ${x}, you carry ${q} in simple gestures.`,
      `Birthday ${x}: ${q} day to day.`,
      `${Q} slips into your habits (birthday ${x}).`,
      `The ${x} of your birth day shows in the details: ${q}.`,
      `Your days bear the mark of the ${x}: ${q}.`,
    ],
  };
  return (lang === 'fr' ? fr : en)[role];
}

const ROLE_NAMES: Record<Lang, Record<Role, string>> = {
  fr: {
    life_path: 'chemin de vie',
    expression: 'nombre d’expression',
    soul_urge: 'nombre intime',
    personality: 'nombre de personnalité',
    maturity: 'nombre de maturité',
    birthday: 'nombre du jour de naissance',
  },
  en: {
    life_path: 'life path',
    expression: 'expression number',
    soul_urge: 'soul urge number',
    personality: 'personality number',
    maturity: 'maturity number',
    birthday: 'birthday number',
  },
};

const ROLE_HEADINGS: Record<Lang, Record<Role, readonly string[]>> = {
  fr: {
    life_path: ['Votre chemin de vie en détail', 'Le fil de votre existence'],
    expression: ['Votre manière d’agir', 'Vos talents à l’œuvre'],
    soul_urge: ['Votre désir profond', 'Ce que vous cherchez vraiment'],
    personality: ['L’image que vous donnez', 'Ce que les autres voient'],
    maturity: ['Ce qui mûrit avec l’âge', 'La seconde moitié du chemin'],
    birthday: ['Votre don du quotidien', 'Le nombre de votre jour'],
  },
  en: {
    life_path: ['Your life path in detail', 'The thread of your life'],
    expression: ['How you act', 'Your talents at work'],
    soul_urge: ['Your deepest wish', 'What you truly seek'],
    personality: ['The impression you give', 'What others see'],
    maturity: ['What ripens with age', 'The second half of the road'],
    birthday: ['Your everyday gift', 'The number of your day'],
  },
};

/** The shadow sentence of a number, opened in several ways (« Son revers est … » is the stored form). */
function shadowSentence(d: Depth, x: number, lang: Lang, w: Words): string | null {
  const fresh = w.fresh(d.shadow);
  if (!fresh.length) return null;
  const body = w
    .one(fresh)
    .replace(/^(?:Son revers est|Sa part d’ombre tient dans|Its flip side is|Its shadow is) /, '');
  // Short openers (four words at most): a shadow is told several times a reading, so a longer
  // opener would itself become a frame shared by most readings; the body carries the number.
  const open =
    lang === 'fr'
      ? spread(
          w,
          [
            'Son revers, c’est ',
            'Son écueil est ',
            'Le risque est ',
            'Son point faible est ',
            'Son ombre, c’est ',
            'Excessif, il verse dans ',
            'Il doit surveiller ',
            'Il est guetté par ',
            'Sa pente, c’est ',
            'Il bute parfois sur ',
            'Sa faiblesse est ',
          ],
          'shadow-open',
        )
      : spread(
          w,
          [
            'Its flip side is ',
            'Its weak spot is ',
            'The risk is ',
            'Its shadow is ',
            'It can slip into ',
            'Overdone, it slides into ',
            'It must watch for ',
            'Its hard side is ',
            'It sometimes stumbles on ',
            'Its pitfall is ',
            'It can lapse into ',
          ],
          'shadow-open',
        );
  return `${open}${body}`;
}

/** A practice that suits the number, with or without a word to lead into it. */
function practiceSentence(d: Depth, lang: Lang, w: Words): string | null {
  const fresh = w.fresh(d.practice);
  if (!fresh.length) return null;
  const p = w.one(fresh);
  const lead =
    lang === 'fr'
      ? spread(
          w,
          ['', 'Concrètement, ', 'En pratique, ', 'Pour l’incarner, ', 'Un exercice en découle. '],
          'practice-lead',
        )
      : spread(
          w,
          ['', 'In practice, ', 'To put it to work, ', 'One habit follows from it. ', 'A concrete step: '],
          'practice-lead',
        );
  if (!lead) return p;
  if (lead.endsWith('. ')) return `${lead}${p}`;
  if (lead.endsWith(': ') && p.includes(':')) return p;
  return `${lead}${p.charAt(0).toLowerCase()}${p.slice(1)}`;
}

/**
 * One core number told in its role: what it means there, then, the first time the number is met in
 * the reading, its shadow and a practice; met again, the other shadow or how it lives with others.
 */
function portrait(f: F, role: Role, w: Words, met: Map<number, Role[]>): WrittenParagraph {
  const lang = f.lang;
  const fr = lang === 'fr';
  const x = f.numbers[role];
  const d = numberDepth(x, lang, w.seed);
  const before = met.get(x) ?? [];
  const times = before.length;
  met.set(x, [...before, role]);
  // A number met again is named in the role it had before (« déjà votre chemin de vie »).
  const prev = before[0] ? ROLE_NAMES[lang][before[0]] : '';
  const q = numberVoice(x, lang).quality;
  const again = fr
    ? [
        `${capitalise(q)} revient : ce ${x} était déjà votre ${prev}.`,
        `${capitalise(q)} encore : le ${x} est aussi votre ${prev}.`,
        `${capitalise(q)}, vous connaissez : le ${x} est déjà votre ${prev}.`,
        `Même ${x} que votre ${prev}, et donc ${q}, ici sous un autre jour.`,
        `Autre rôle pour ${q} : le ${x} sert aussi de ${prev}.`,
        `Déjà ${prev}, le ${x} revient ici : ${q} pèse double.`,
        `Votre ${prev} était déjà un ${x} ; ici, ${q} se montre sous un autre angle.`,
      ]
    : [
        `${capitalise(q)} returns: this ${x} was already your ${prev}.`,
        `Another role for ${q}: the ${x} is also your ${prev}.`,
        `Already your ${prev}, the ${x} returns here: ${q} weighs double.`,
        `Your ${prev} was a ${x} too; here ${q} shows from another angle.`,
        `${capitalise(q)} again: the ${x} is your ${prev} as well.`,
        `${capitalise(q)}, you know already: the ${x} is your ${prev} too.`,
        `The same ${x} as your ${prev}, so ${q}, seen in a new light.`,
      ];
  const parts = [spread(w, roleFrames(role, x, lang), `role-${role}`)];
  if (times > 0 && w.fresh(again).length) parts.push(w.one(w.fresh(again)));
  parts.push(d[ROLE_DEPTH[role]]);
  const bond = () => (w.fresh([d.bond]).length ? w.one([d.bond]) : null);
  if (times === 0)
    parts.push(shadowSentence(d, x, lang, w) ?? '', practiceSentence(d, lang, w) ?? '', bond() ?? '');
  else parts.push(bond() ?? shadowSentence(d, x, lang, w) ?? practiceSentence(d, lang, w) ?? '');
  return para(parts.filter(Boolean).join(' '), [`number.${role}`], w.one(ROLE_HEADINGS[lang][role]));
}

/** How pairs of core numbers agree or pull apart, each pair read from the same rule as `relation`. */
function pairs(f: F, w: Words): WrittenParagraph {
  const fr = f.lang === 'fr';
  const lang = f.lang;
  const n = f.numbers;
  const P = n.life_path;
  const S = n.soul_urge;
  const M = n.maturity;
  const kind = (a: number, b: number) =>
    a === b ? 'same' : isOutward(a) === isOutward(b) ? 'agree' : 'pull';
  const lq = numberVoice(P, lang).quality;
  const sq = numberVoice(S, lang).quality;
  const mq = numberVoice(M, lang).quality;
  const [Lq, Sq, Mq] = [lq, sq, mq].map(capitalise) as [string, string, string];
  // The verdicts are said in most long readings: each is a statement and a consequence picked apart
  // (no fixed run longer than six words across them), some naming the two qualities.
  const verdict = (statements: string[], outcomes: string[], key: string, sep: string) =>
    `${spread(w, statements, `${key}-a`)}${sep}${spread(w, outcomes, `${key}-b`)}`;
  const soulSame = fr
    ? [
        'Ce que vous désirez et ce que la vie vous demande ne font qu’un : vous pouvez avancer sans craindre de vous trahir.',
        'Votre désir et votre route se superposent ; le doute sur la direction vous sera épargné, pas l’effort.',
        'Vous n’avez pas à choisir entre ce que vous voulez et ce qu’on attend de vous : c’est la même chose.',
        `${Lq} au cœur comme sur la route : vous avancez sans vous trahir.`,
        `Désir et destin parlent ici d’une seule voix, celle ${deFr(lq)}.`,
      ]
    : [
        'What you long for and what life asks of you are one and the same: you can move on without fear of betraying yourself.',
        'Your wish and your road overlap; you will be spared doubts about the direction, though not the effort.',
        'You need not choose between what you want and what is expected of you: they are the same thing.',
        `${Lq} in your heart and on your road: you can move on without betraying yourself.`,
        `Wish and road speak with one voice here, the voice of ${lq}.`,
      ];
  const soulVerdict =
    kind(P, S) === 'same'
      ? w.one(soulSame)
      : kind(P, S) === 'agree'
        ? fr
          ? verdict(
              [
                'Votre désir profond nourrit votre route',
                'Désir et route vont du même pas',
                `${Sq} et ${lq} s’accordent`,
                'Vos élans intimes épaulent votre direction',
                'Ce qui vous attire va dans votre sens',
                `${Sq} sert ${lq}`,
                'Cœur et chemin regardent du même côté',
              ],
              [
                'en suivant l’un, vous servez l’autre',
                'fiez-vous à vos envies',
                'une chance à saisir',
                'votre désir vous garde en route',
                'vous pouvez suivre votre pente',
                'rien ne vous oblige à choisir',
                'l’un renforce l’autre',
              ],
              'pair-soul',
              ' : ',
            )
          : verdict(
              [
                'Your deepest wish feeds your road',
                'Wish and road keep the same pace',
                `${Sq} and ${lq} agree`,
                'Your private longings back your direction',
                'What draws you goes your way',
                `${Sq} serves ${lq}`,
                'Heart and path face the same way',
              ],
              [
                'following one, you serve the other',
                'trust what you want',
                'that is luck worth using',
                'your wish keeps you on course',
                'you can follow your bent',
                'nothing forces you to choose',
                'each strengthens the other',
              ],
              'pair-soul',
              ': ',
            )
        : fr
          ? verdict(
              [
                'Votre désir et votre route divergent',
                `${Sq} et ${lq} tirent chacun de leur côté`,
                'Cœur et chemin divergent',
                'Entre désir et route, un écart demeure',
                'Votre route contrarie parfois vos envies',
                `${Sq} au cœur, ${lq} sur la route`,
                'Désir et devoir parlent deux langues',
              ],
              [
                'donnez à chacun ses moments',
                'faites-les alterner',
                'cet écart vous fait grandir',
                'ne renoncez à aucun des deux',
                'chacun sa place dans vos semaines',
                'ce frottement est normal',
                'la maturité les fait alterner',
              ],
              'pair-soul',
              ' : ',
            )
          : verdict(
              [
                'Your wish and your road diverge',
                `${Sq} and ${lq} pull different ways`,
                'Heart and path keep different priorities',
                'A gap remains between wish and road',
                'Your road sometimes crosses your wishes',
                `${Sq} at heart, ${lq} on the road`,
                'Wish and duty speak two languages',
              ],
              [
                'give each its own moments',
                'let them take turns',
                'that gap is what makes you grow',
                'give up neither',
                'give each a place in your week',
                'the friction is normal, not a mistake',
                'maturity makes them alternate',
              ],
              'pair-soul',
              ': ',
            );
  const matSame = fr
    ? [
        'Avec l’âge, votre route ne change pas de direction : elle s’approfondit.',
        'Les années ne vous détourneront pas : elles creuseront le même sillon, plus profond.',
        `Avec l’âge, ${lq} s’approfondira au lieu de céder la place.`,
        `${Lq} restera votre fil jusqu’au bout, plus profond avec les années.`,
      ]
    : [
        'With age, your road does not change direction: it deepens.',
        'The years will not turn you aside; they will cut the same furrow deeper.',
        `With age, ${lq} will deepen rather than give way.`,
        `${Lq} stays your thread to the end, deeper with the years.`,
      ];
  const matVerdict =
    kind(M, P) === 'same'
      ? w.one(matSame)
      : kind(M, P) === 'agree'
        ? fr
          ? verdict(
              [
                'Les années élargiront votre route',
                'Votre route gagnera en ampleur',
                'L’âge prolonge ce que vous vivez déjà',
                `${Mq} prolongera ${lq}`,
                'Le temps confirmera vos choix',
                'Maturité et chemin s’accordent',
              ],
              [
                'sans rupture',
                'dans la même direction',
                'sans vous détourner',
                'comme un second souffle',
                'et c’est une chance',
                'à votre rythme',
              ],
              'pair-mat',
              ', ',
            )
          : verdict(
              [
                'The years will widen your road',
                'Your road will grow broader',
                'Age extends what you already live',
                `${Mq} will carry ${lq} further`,
                'Time will confirm your choices',
                'Maturity and path agree',
              ],
              [
                'without a break',
                'in the same direction',
                'without turning you aside',
                'like a second wind',
                'and that is good news',
                'at your own pace',
              ],
              'pair-mat',
              ', ',
            )
        : fr
          ? verdict(
              [
                'Un autre registre vous appellera',
                `Les années vous tourneront vers ${mq}`,
                'Plus tard, vos priorités se déplaceront',
                'Plus tard, l’accent changera',
                'Le secondaire prendra de la place',
                `${Mq} viendra bousculer ${lq}`,
              ],
              [
                'Un enrichissement, pas un reniement.',
                'Préparez ce virage dès maintenant.',
                'Cultivez déjà l’accessoire.',
                'Accueillez ce tournant.',
                'Un versant caché s’éveille.',
                'Inutile d’y résister.',
              ],
              'pair-mat',
              '. ',
            )
          : verdict(
              [
                'Another register will call you',
                `The years will turn you towards ${mq}`,
                'Later on, your priorities will shift',
                'Later, the accent will change',
                'The secondary will take more room',
                `${Mq} will come to unsettle ${lq}`,
              ],
              [
                'It will enrich, not undo, you.',
                'Prepare for that turn now.',
                'Tend now what seems incidental.',
                'Welcome that turn.',
                'A hidden side of you wakes.',
                'No use resisting it.',
              ],
              'pair-mat',
              '. ',
            );
  // Each lead names the two numbers with what they stand for, so that it reads differently from one
  // set of numbers to the next.
  const soulLead =
    P === S
      ? fr
        ? [
            `Votre chemin de vie et votre nombre intime portent le même nombre, le ${P}.`,
            `Le ${P} est à la fois votre chemin de vie et votre nombre intime, sous le signe ${deFr(lq)}.`,
            `${Lq}, deux fois : le ${P} est votre chemin de vie comme votre nombre intime.`,
          ]
        : [
            `Your life path and your soul urge share one number, the ${P}.`,
            `The ${P} is both your life path and your soul urge, a double call to ${lq}.`,
            `${Lq}, twice over: the ${P} is your life path and your soul urge alike.`,
          ]
      : fr
        ? [
            `Votre chemin de vie ${P} demande ${lq} ; votre nombre intime ${S}, ${sq}.`,
            `D’un côté ${lq}, votre chemin de vie ${P} ; de l’autre ${sq}, votre nombre intime ${S}.`,
            `${Lq} pour la route (le ${P}), ${sq} pour le cœur (le ${S}).`,
            `Le ${P}, chemin de vie, appelle ${lq} ; le ${S}, nombre intime, veut ${sq}.`,
            `${Sq} au fond de vous (nombre intime ${S}), ${lq} sur votre route (chemin de vie ${P}).`,
            `Votre nombre intime, le ${S}, cherche ${sq} ; votre chemin de vie, le ${P}, ${lq}.`,
            `Le ${S} au cœur, le ${P} pour la route : ${sq} et ${lq}.`,
            `Chemin de vie ${P}, nombre intime ${S} : ${lq} d’un côté, ${sq} de l’autre.`,
          ]
        : [
            `Your life path ${P} asks for ${lq}; your soul urge ${S}, for ${sq}.`,
            `On one side ${lq}, your path ${P}; on the other ${sq}, your heart (${S}).`,
            `${Lq} for the road (the ${P}), ${sq} for the heart (the ${S}).`,
            `The ${P} calls for ${lq}; the ${S}, your soul urge, wants ${sq}.`,
            `${Sq} deep down (the ${S}), ${lq} on your road (the ${P}).`,
            `Your soul urge, the ${S}, seeks ${sq}; your path, the ${P}, ${lq}.`,
            `The ${S} at heart, the ${P} on the road: ${sq} and ${lq}.`,
            `Road ${P}, heart ${S}: ${lq} on one side, ${sq} on the other.`,
          ];
  const matLead =
    P === M
      ? fr
        ? [
            `Votre nombre de maturité redit votre chemin de vie : le ${P}, encore, et ${lq}.`,
            `Maturité et chemin de vie partagent le ${P}.`,
            `Le ${P} vaut pour votre chemin de vie comme pour votre maturité : ${lq}, jusqu’au bout.`,
          ]
        : [
            `Your maturity number repeats your life path: the ${P} again, and ${lq}.`,
            `Maturity and life path share the ${P}.`,
            `The ${P} holds for your life path and your maturity alike: ${lq}, all the way.`,
          ]
      : fr
        ? [
            `Votre maturité (${M}) joindra ${mq} ${aFr(lq)} de votre chemin (${P}).`,
            `Votre nombre de maturité, le ${M}, porte ${mq} ; votre chemin de vie ${P}, ${lq}.`,
            `${Mq} viendra avec les années (maturité ${M}) ; ${lq} reste votre route (chemin ${P}).`,
            `Plus tard, ${mq} (le ${M}) s’ajoutera ${aFr(lq)} (le ${P}).`,
            `Le ${P} trace votre route, ${lq} en tête, et le ${M} y mêlera ${mq} avec l’âge.`,
            `Avec l’âge, ${mq} viendra compléter ${lq}, chacun à son heure (${M} après ${P}).`,
            `Votre chemin ${P} mise sur ${lq} ; plus tard, sous le ${M}, viendra ${mq}.`,
            `${Lq} d’abord (le ${P}), ${mq} ensuite (le ${M}).`,
            `Votre maturité ${M} attend son heure : ${mq} rejoindra ${lq}, qui mène votre chemin ${P}.`,
            `Ce que le ${P} engage, ${lq}, le ${M} le complétera par ${mq}, plus tard.`,
          ]
        : [
            `Your maturity ${M} will bring ${mq} alongside ${lq} (path ${P}).`,
            `Your maturity number ${M} carries ${mq}; your life path ${P}, ${lq}.`,
            `${Mq} comes with the years (maturity ${M}); ${lq} stays your road (life path ${P}).`,
            `Later, ${mq} (the ${M}) will join ${lq} (the ${P}).`,
            `The ${P} draws your road, ${lq} first; the ${M}, your maturity, will blend in ${mq}.`,
            `With age, ${mq} will round out ${lq}, each in its turn (${M} after ${P}).`,
            `Your life path ${P} stakes on ${lq}; later, under the ${M}, comes ${mq}.`,
            `${Lq} first (the ${P}), ${mq} later (the ${M}).`,
            `Your maturity ${M} bides its time: ${mq} will come to stand beside ${lq}, which leads your path ${P} today.`,
            `What the ${P} sets going, ${lq}, the ${M} will later complete with ${mq}.`,
          ];
  // What the soul urge holds to, in its number's own field.
  const sf = w.one(numberVoice(S, lang).field);
  const soulField = fr
    ? spread(
        w,
        [
          `Ce qui vous nourrit : ${sf}.`,
          `Au fond, vous tenez ${aFr(sf)}.`,
          `Votre cœur revient toujours ${aFr(sf)}.`,
          `Le ${S} vous ramène ${aFr(sf)}.`,
          `En secret, vous tenez ${aFr(sf)}.`,
        ],
        'pair-soul-field',
      )
    : spread(
        w,
        [
          `What feeds you: ${sf}.`,
          `Deep down, you care about ${sf}.`,
          `Your heart keeps returning to ${sf}.`,
          `The ${S} brings you back to ${sf}.`,
          `In secret, you hold to ${sf}.`,
        ],
        'pair-soul-field',
      );
  // What maturity turns to, in its number's own field (« vos questions de fond »).
  const mf = w.one(numberVoice(M, lang).field);
  const matField = fr
    ? spread(
        w,
        [
          `Plus tard, l’accent ira vers ${mf}.`,
          `Ce qui grandira : ${mf}.`,
          `Le ${M} tournera votre regard vers ${mf}.`,
          `Votre maturité regarde vers ${mf}.`,
          `Avec les années, l’attention se portera sur ${mf}.`,
        ],
        'pair-mat-field',
      )
    : spread(
        w,
        [
          `Later, the accent moves to ${mf}.`,
          `What will grow: ${mf}.`,
          `The ${M} will turn your eyes towards ${mf}.`,
          `Your maturity looks towards ${mf}.`,
          `Over the years, attention will shift to ${mf}.`,
        ],
        'pair-mat-field',
      );
  const text = `${w.one(soulLead)} ${soulVerdict}${soulVerdict.endsWith('.') ? '' : '.'} ${soulField} ${w.one(matLead)} ${matVerdict}${matVerdict.endsWith('.') ? '' : '.'} ${matField}`;
  return para(
    text,
    ['number.life_path', 'number.soul_urge', 'number.maturity'],
    fr
      ? w.one(['Vos nombres entre eux', 'Accords et tensions'])
      : w.one(['How your numbers meet', 'Harmony and tension']),
  );
}

const DEBTS: Record<number, Record<Lang, string[]>> = {
  13: {
    fr: [
      'La dette 13 parle d’effort : ce qui a été négligé demande à être repris avec patience, tâche après tâche, et la constance finit par payer en solidité.',
      'Avec la dette 13, le travail bâclé revient : reprenez les choses une à une, patiemment, et la régularité vous rendra plus solide.',
      'La dette 13 demande de l’application : pas de raccourci, mais un effort suivi, qui finit par bâtir du solide.',
      'La persévérance, voilà l’enseignement de la dette 13 : reprendre, tâche après tâche, ce qui a été laissé de côté.',
    ],
    en: [
      'Debt 13 is about effort: what was neglected asks to be taken up again with patience, task after task, and steadiness pays off in solidity.',
      'With debt 13, skimped work comes back: take things up one by one, patiently, and regular effort will make you stronger.',
      'Debt 13 asks for application: no shortcuts, but sustained effort, which ends up building something solid.',
      'Perseverance is the lesson of debt 13: taking up again, task by task, what was left aside.',
    ],
  },
  14: {
    fr: [
      'La dette 14 parle de mesure : la liberté vous attire, et l’apprentissage consiste à la vivre sans excès, en tenant vos engagements.',
      'Avec la dette 14, la liberté demande un cadre : goûtez au changement sans renier vos promesses.',
      'La dette 14 met en garde contre l’excès : bouger, oui, mais en gardant la parole donnée.',
      'Modération : c’est le mot de la dette 14, une liberté qui tient ses engagements.',
    ],
    en: [
      'Debt 14 is about moderation: freedom draws you, and the lesson is to live it without excess, keeping your commitments.',
      'With debt 14, freedom needs a frame: enjoy change without going back on your promises.',
      'Debt 14 warns against excess: move, yes, but keep your word.',
      'Moderation is the word for debt 14: a freedom that honours its commitments.',
    ],
  },
  16: {
    fr: [
      'La dette 16 parle de reconstruction : certaines certitudes tombent pour laisser place à quelque chose de plus vrai, et l’humilité devient une force.',
      'Avec la dette 16, ce qui reposait sur l’orgueil peut vaciller ; ce qui se reconstruit ensuite est plus juste.',
      'La dette 16 demande de l’humilité : lâcher une image de soi pour bâtir sur du vrai.',
      'Rebâtir, telle est la leçon de la dette 16 : une chute d’illusions ouvre la voie à plus d’authenticité.',
    ],
    en: [
      'Debt 16 is about rebuilding: some certainties fall to make room for something truer, and humility becomes a strength.',
      'With debt 16, what rested on pride may shake; what is rebuilt afterwards is truer.',
      'Debt 16 asks for humility: letting go of a self-image to build on what is real.',
      'Rebuilding is the task of debt 16: a fall of illusions clears the way for something more genuine.',
    ],
  },
  19: {
    fr: [
      'La dette 19 parle d’autonomie bien comprise : tenir debout seul, oui, mais savoir aussi demander et recevoir de l’aide.',
      'Avec la dette 19, l’indépendance doit s’ouvrir aux autres : accepter une main tendue n’enlève rien à votre force.',
      'La dette 19 met en garde contre l’orgueil solitaire : votre force grandit quand vous acceptez de l’aide.',
      'L’entraide est la clé de la dette 19 : compter sur vous, et aussi sur les autres.',
    ],
    en: [
      'Debt 19 is about independence rightly understood: standing on your own, yes, but also knowing how to ask for help and accept it.',
      'With debt 19, independence has to open up to others: taking a helping hand takes nothing from your strength.',
      'Debt 19 warns against lonely pride: your strength grows when you let yourself be helped.',
      'Mutual help is the key to debt 19: relying on yourself, and on others too.',
    ],
  },
};

/** Each karmic debt and lesson on its own: what it asks, and one way to work on it. */
function karmicDetail(f: F, w: Words): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const parts: string[] = [];
  for (const d of f.karmic_debts) {
    const t = DEBTS[d]?.[f.lang];
    if (t) parts.push(w.one(t));
  }
  // The first two lessons, each with its own frame (a name rarely lacks more than two numbers). Most
  // names lack a number, so no frame keeps more than six fixed words in a row (the number itself
  // does not vary a frame): the quality and the step break every run.
  for (const l of f.karmic_lessons.slice(0, 2)) {
    const v = numberVoice(l, f.lang);
    const step = w.one(v.step);
    parts.push(
      fr
        ? spread(
            w,
            [
              `La leçon du ${l} : cultiver ${v.quality}. ${capitalise(step)}, même modestement, suffit à l’entamer.`,
              `Leçon du ${l}, ${v.quality} s’apprend ; premier pas : ${step}.`,
              `${capitalise(v.quality)} manque à votre nom ; exercez-vous : ${step}.`,
              `${capitalise(v.quality)} (leçon du ${l}) s’apprend ainsi : ${step}.`,
              `${capitalise(v.quality)} vous manque (leçon du ${l}) : ${step}, pour commencer.`,
              `Sans ${l} dans votre nom, ${v.quality} demande un effort : ${step}.`,
              `Leçon du ${l} : chez vous, ${v.quality} s’apprend par l’exercice, ${step} par exemple.`,
              `Pour ${v.quality} (leçon du ${l}), un geste suffit : ${step}.`,
              `Le ${l} manque à votre nom ; ${v.quality} sera donc à apprendre : ${step}, par exemple.`,
            ],
            'lesson',
          )
        : spread(
            w,
            [
              `The lesson of ${l}: growing ${v.quality}. To ${step}, even modestly, is enough to begin.`,
              `Lesson ${l}: ${v.quality} wants learning; first, ${step}.`,
              `Your name lacks the ${l}, so ${v.quality} takes practice: ${step}.`,
              `${capitalise(v.quality)} (lesson ${l}) is learnt like this: ${step}.`,
              `${capitalise(v.quality)} eludes you at first (lesson ${l}): ${step}, to begin with.`,
              `With no ${l} in your name, ${v.quality} takes effort: ${step}.`,
              `For you, ${v.quality} is learnt by practice (lesson ${l}): ${step}.`,
              `For ${v.quality} (lesson ${l}), one gesture is enough: ${step}.`,
              `No ${l} in your name: ${v.quality} will have to be learnt, ${step} for instance.`,
            ],
            'lesson',
          ),
    );
  }
  if (!parts.length) return null;
  return para(
    parts.join(' '),
    ['karmic'],
    fr
      ? w.one(['Le détail de vos apprentissages', 'Dettes et leçons, une à une'])
      : w.one(['Your lessons one by one', 'Debts and lessons in detail']),
  );
}

export function numerologyShort(f: F, pick: Picker): WrittenParagraph[] {
  return luckyNumber(f, pick);
}

export function numerologyLong(f: F, pick: Picker): WrittenParagraph[] {
  return once(f.option === 3 ? lifePath(f, pick) : forecast(f, pick));
}

/**
 * A long reading says each sentence once: a number met in several places (twelve months draw on nine
 * numbers) may bring back a wording already read, and the later copy is left out.
 */
function once(paragraphs: WrittenParagraph[]): WrittenParagraph[] {
  const seen = new Set<string>();
  return paragraphs.flatMap((p) => {
    const kept = p.text.split(/(?<=[.!?])\s+(?=[A-ZÀÂÉÈÊÎÔÙÇ«])/u).filter((sentence) => {
      if (seen.has(sentence)) return false;
      seen.add(sentence);
      return true;
    });
    return kept.length ? [{ ...p, text: kept.join(' ') }] : [];
  });
}

/**
 * A challenge's meaning said as what it asks of you (« …le 1, qui vous demande d’apprendre à vous
 * affirmer… »): the meanings are infinitives (gerunds in English), not sentences of their own. The 0,
 * whose meaning is a whole sentence, keeps it.
 */
function challengeAsks(c: { value: number; meaning: string }, lang: 'fr' | 'en', w: Words): string {
  // The stored meaning or one of its other wordings (CHALLENGE_MORE), the same for one reading.
  const more = (CHALLENGE_MORE as Record<number, { fr: readonly string[]; en: readonly string[] }>)[c.value];
  const meaning = spread(w, [c.meaning, ...(more?.[lang] ?? [])], `challenge-${c.value}`);
  if (c.value === 0) return `. ${meaning}`;
  const low = `${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`;
  // « …sans tomber dans la rigidité, et de tenir vos efforts » : a second infinitive takes its « de » too.
  const fr = deFr(low).replace(/, et (?=\p{L}+(?:er|ir|re)\s)/u, ', et de ');
  // A meaning with a colon of its own takes no colon before it.
  const frames =
    lang === 'fr'
      ? [
          `, qui vous demande ${fr}`,
          ` : il s’agit ${fr}`,
          `, autrement dit l’effort ${fr}`,
          ` ; à vous ${fr}`,
        ]
      : [
          `, which means ${low}`,
          `: the work is ${low}`,
          `, in other words ${low}`,
          `; what it asks is ${low}`,
        ];
  return spread(
    w,
    frames.filter((t) => !/^ ?:/.test(t) || !low.includes(':')),
    'challenge-asks',
  );
}

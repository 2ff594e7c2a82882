/**
 * The offline intuitive reading for numerology. It answers what was bought first (the lucky number,
 * the three months, the life path) for the topic the customer chose, then relates the numbers to each
 * other and to the present time, and ends on a step to take. Each number is explained once; each
 * paragraph cites its numbers. Wordings come from the number voices (several per number and topic),
 * and no sentence is used twice in one reading.
 */
import type { LifeStage, NumerologyFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { aFr, capitalise, deFr, eachItem, para } from './compose';
import { isOutward, numberDepth, numberVoice, topicKey, type Depth, type Voice } from './number-voice';
import { topicWords } from './offline-phrases';
import { keywordWords } from './tarot-voice';
import { joinList, monthsList, type Picker } from './pick';
import { dateRange } from '@arcanes/domain/writers/dates';
import { CHALLENGE_MORE, LIFE_CYCLE_MORE } from '@arcanes/domain/numerology/cycles-meanings';
import { karmicLessonMeaning } from '@arcanes/domain/numerology/meanings';
import type { Digit } from '@arcanes/domain/numerology/reduction';

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
    ? ` ${w.one(['C’est un nombre maître, {gardé tel quel|qu’on ne réduit pas} : il {demande|exige} davantage, et il {donne|rend} davantage.', 'Nombre maître, il n’est pas réduit : son exigence est {à la mesure de|à la hauteur de} ce qu’il offre.'])}`
    : ` ${w.one(['It is a master number, {kept as it is|never reduced}: it {asks|demands} more of you, and gives more.', 'A master number, it is not reduced: what it demands {matches|is equal to} what it offers.'])}`;
}

/** Same number, same direction, or a contrast between two numbers. */
function relation(a: number, b: number, lang: Lang, w: Words): string {
  const fr = lang === 'fr';
  const qa = numberVoice(a, lang).quality;
  const qb = numberVoice(b, lang).quality;
  if (a === b)
    return fr
      ? w.one([
          `les deux nombres se confondent, et ${qa} y gagne en force`,
          `le même chiffre revient deux fois, et ${qa} compte double`,
          `un seul nombre, dit deux fois, et ${qa} s’en fait mieux entendre`,
          `ils ne font qu’un, et ${qa} pèse d’autant plus`,
          `le ${a} des deux côtés, ${qa} en écho`,
        ])
      : w.one([
          `the two numbers coincide, and ${qa} grows stronger`,
          `the same figure comes twice, so ${qa} counts double`,
          `one number said twice, so ${qa} is hard to miss`,
          `they are one, which gives ${qa} particular weight`,
          `the ${a} on both sides, ${qa} echoing itself`,
        ]);
  if (isOutward(a) === isOutward(b))
    return fr
      ? w.one([
          `ils {vont dans le même sens|suivent la même direction|regardent du même côté}, vers ${qb}`,
          `${qa} prête main-forte ${aFr(qb)}`,
          '{l’un soutient l’autre|chacun soutient l’autre}',
          'ils s’entendent {sans effort|naturellement|sans peine}',
          'ils {regardent|se tournent} du même côté',
          'l’un {prolonge|complète} l’autre',
          `${qa} et ${qb} font bon ménage`,
          `le ${a} et le ${b} {se renforcent|se soutiennent|s’épaulent}, ${qa} nourrissant ${qb}`,
          `${qa} chez le ${a} {rejoint|retrouve|rencontre} ${qb} chez le ${b}`,
          `${qb} appuie ce que le ${a} engage`,
        ])
      : w.one([
          `they {pull the same way|head the same way|go the same way}, towards ${qb}`,
          `${qa} lends ${qb} a hand`,
          'each {supports|backs} the other',
          'they get on {without effort|easily|naturally}',
          'they {face|look} the same way',
          'one {carries|takes} the other further',
          `${qa} and ${qb} sit well together`,
          `${qa} and ${qb} {reinforce|strengthen|support} each other, {one feeding the other|each feeding the other|each lending the other weight}`,
          `${qa} in the ${a} {meets|joins|finds} ${qb} in the ${b}`,
          `the ${b} {backs|supports} what the ${a} {sets going|starts}, ${qb} lending weight to ${qa}`,
        ]);
  // Each contrast names the two qualities, with no fixed run longer than six words: the verdict is
  // said several times a reading, so a fixed wording would be shared by most readings. `go` is the
  // outward number's quality, `stay` the inward one's.
  const [go, stay] = isOutward(a) ? [qa, qb] : [qb, qa];
  return fr
    ? w.one([
        `${go} {pousse vers l’extérieur|tourne vers le dehors} quand ${stay} {invite à se recentrer|ramène vers l’intérieur}`,
        `${qa} tire d’un côté, ${qb} de l’autre`,
        `${go} accélère, ${stay} retient`,
        `${qa} et ${qb} se contredisent un peu`,
        `${qa} et ${qb} demandent de l’arbitrage`,
        `${qa} et ${qb} ne vont pas du même pas`,
        `{il vous faudra parfois|vous devrez parfois|il faudra parfois} {trancher|choisir} entre ${qa} et ${qb}`,
        `${qa} d’un côté, ${qb} de l’autre`,
        `le ${a} {réclame|veut} ${qa} quand le ${b} {réclame|demande} ${qb}`,
        `${qa} et ${qb} se {répondent|font écho} en contrepoint`,
        `${qa} et ${qb} se disputent votre temps`,
      ])
    : w.one([
        `${go} {pushes outwards|turns you outwards} while ${stay} {asks you to gather in|draws you inwards}`,
        `${qa} pulls one way, ${qb} the other`,
        `${go} speeds up, ${stay} holds back`,
        `${qa} and ${qb} contradict each other a little`,
        `${qa} and ${qb} call for some arbitration`,
        `${qa} and ${qb} do not keep the same pace`,
        `between ${qa} and ${qb}, {you will sometimes have to choose|there will be choices to make|you must sometimes decide}`,
        `${qa} on one side, ${qb} on the other`,
        `the ${a} {wants|asks for} ${qa} where the ${b} {wants|calls for} ${qb}`,
        `${qa} and ${qb} {answer|echo|play off} each other in counterpoint`,
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

/** French « de » before a month's label: « de mai 2027 », « d’avril 2027 ». */
const deMonth = (label: string) => (/^[aeiouyàâéèêîôh]/i.test(label) ? `d’${label}` : `de ${label}`);

/**
 * « le piège serait de … » — a pitfall sentence, in several frames. A month's pitfall names the
 * month (`when`): its label sits beside the pitfall, so the sentence is not the same in every reading
 * that meets that number in some month.
 */
function pitfallSentence(v: Voice, lang: Lang, w: Words, when?: string): string {
  const p = w.one(v.pitfall);
  if (when)
    return lang === 'fr'
      ? w.one(
          [
            `Évitez ${deVerb(p)} en ${when}.`,
            `Le piège ${deMonth(when)} : ${p}.`,
            `${capitalise(when)} a son écueil : ${p}.`,
            `Gardez-vous, en ${when}, ${deVerb(p)}.`,
            `À éviter en ${when} : ${p}.`,
            `Prudence en ${when} : ${p}.`,
          ],
          'pitfall-month',
        )
      : w.one(
          [
            `Avoid ${p} in ${when}.`,
            `The trap in ${when}: ${p}.`,
            `${capitalise(when)} has its pitfall: ${p}.`,
            `Beware, in ${when}, of ${p}.`,
            `What to avoid in ${when}: ${p}.`,
            `Take care in ${when}: ${p}.`,
          ],
          'pitfall-month',
        );
  return lang === 'fr'
    ? w.one(
        [
          `Le piège serait ${deVerb(p)}.`,
          `Gardez-vous seulement ${deVerb(p)}.`,
          `Seul écueil à surveiller : ${p}.`,
          `Une tentation à déjouer : ${p}.`,
          `Évitez surtout ${deVerb(p)}.`,
          `${capitalise(v.quality)} a son revers : ${p}.`,
          `Le revers ${deFr(v.quality)} ? ${capitalise(p)}.`,
          `Un écueil connu : ${p}.`,
        ],
        'pitfall',
      )
    : w.one(
        [
          `The trap would be ${p}.`,
          `Only beware of ${p}.`,
          `The one pitfall to watch: ${p}.`,
          `One temptation to resist: ${p}.`,
          `Avoid, above all, ${p}.`,
          `${capitalise(v.quality)} has its flip side: ${p}.`,
          `The flip side of ${v.quality}? ${capitalise(p)}.`,
          `A familiar pitfall: ${p}.`,
        ],
        'pitfall',
      );
}

/**
 * A number's role, named in one of several ways (« votre nombre intime », « le nombre de vos
 * voyelles »): a role named the same way beside the same frame read alike in many readings.
 */
const ROLE_SAID: Record<
  Lang,
  Record<'life_path' | 'expression' | 'soul_urge' | 'personality' | 'maturity' | 'lucky', string[]>
> = {
  fr: {
    // The short name twice as often: « votre chemin de vie, le 9, le détachement » was seven words that
    // a dozen wordings met in one reading out of ten; a longer name (« le chemin de votre vie ») made
    // it worse, since fewer of a stretch's words are then the reading's own.
    life_path: ['votre chemin de vie', 'votre chemin', 'votre chemin'],
    expression: ['votre nombre d’expression', 'votre nombre de destinée', 'votre expression'],
    soul_urge: ['votre nombre intime', 'votre nombre du cœur'],
    personality: ['votre nombre de personnalité', 'votre personnalité'],
    maturity: ['votre nombre de maturité', 'votre maturité'],
    // The product's own name, always: it is what the customer bought (« Votre numéro de chance »).
    lucky: ['votre numéro de chance', 'votre propre numéro de chance'],
  },
  en: {
    life_path: ['your life path', 'your life path number', 'your path'],
    expression: ['your expression number', 'your destiny number', 'your expression'],
    soul_urge: ['your soul urge number', 'your soul urge', 'your heart’s desire'],
    personality: ['your personality number', 'your personality'],
    maturity: ['your maturity number', 'your maturity'],
    lucky: ['your lucky number', 'your own lucky number'],
  },
};
const said = (role: keyof (typeof ROLE_SAID)['fr'], lang: Lang, w: Words) => w.one(ROLE_SAID[lang][role]);

/**
 * A life cycle named in the offline reading: its product name (« Le cycle de la moisson », shown as
 * such in the symbolic reading) or one of its synonyms, drawn with the reading's inline wordings. The
 * one name beside « sous le 9 » was the same seven words in 14 of 108 readings.
 */
const CYCLE_SAID: Readonly<Record<string, string>> = {
  'le cycle formateur': '{le cycle formateur|le temps des apprentissages|le cycle de formation}',
  'le cycle productif': '{le cycle productif|le temps de la pleine activité|le cycle de production}',
  'le cycle de la moisson': '{le cycle de la moisson|le temps de la récolte|la saison de la moisson}',
  'the formative cycle': '{the formative cycle|the cycle of learning|the formative stage}',
  'the productive cycle': '{the productive cycle|the cycle of production|the productive stage}',
  'the harvest cycle': '{the harvest cycle|the cycle of harvest|the harvest season}',
};
const cycleSaid = (name: string) => {
  const low = name.charAt(0).toLowerCase() + name.slice(1);
  return CYCLE_SAID[low] ?? low;
};

/** Two of a number's keywords, in an order of the reading's own (the first is often its quality). */
function twoWords(words: readonly string[], w: Words): [string, string] {
  const pool = words.slice(1).filter(Boolean);
  const a = pool.length ? w.one(pool) : (words[0] ?? '');
  const rest = pool.filter((k) => k !== a);
  return [a, rest.length ? w.one(rest) : ''];
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
  const [k0 = '', k1 = ''] = twoWords(f.keywords.lucky_number ?? [], w);
  const k2 = (f.keywords.lucky_number ?? []).find((k, i) => i > 0 && k !== k0 && k !== k1) ?? '';
  const L = n.lucky_number;
  const q = lucky.quality;
  const ln = said('lucky', f.lang, w);
  const ex0 = numberVoice(n.expression, f.lang);
  const and = (a: string, b: string, word: string) => (b ? `${a} ${word} ${b}` : a);
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${w.one([`${capitalise(ln)} est le ${L}, celui ${deFr(q)}.`, `Le ${L} : c’est ${ln}, et il apporte ${q}.`, `Pour ${tw}, ${ln} est le ${L}.`, `Le ${L}, nombre ${deFr(q)}, est ${ln}.`, `${capitalise(ln)}, le ${L}, va de pair avec ${q}.`, `Le ${L}, ${q} en tête, est ${ln}.`, `${capitalise(ln)} ? Le ${L}, porteur ${deFr(q)}.`, `Sous le signe ${deFr(q)}, le ${L} est ${ln}.`])} ${w.one(lucky.topic[topic])} ${w.one([`Ses atouts : ${and(k0, k1, 'et')}.`, `Il vous prête ${and(k0, k1, 'et')}.`, k1 ? `Avec lui viennent ${k0} et ${k1}.` : `Avec lui vient un mot : ${k0}.`, `${capitalise(and(k0, k1, 'et'))} : voilà ce qu’il vous prête.`, `${capitalise(k0)}${k1 ? `, puis ${k1}` : ''} : ses deux atouts.`])}${master(L, 'fr', w)}`
        : `${w.one([`${capitalise(ln)} is ${L}, the number of ${q}.`, `The ${L}: that is ${ln}, and it brings ${q}.`, `For ${tw}, ${ln} is ${L}.`, `The ${L}, the number of ${q}, is ${ln}.`, `${capitalise(ln)}, the ${L}, goes hand in hand with ${q}.`, `The ${L}, ${q} first, is ${ln}.`, `${capitalise(ln)}? The ${L}, bearer of ${q}.`, `Under the sign of ${q}, the ${L} is ${ln}.`])} ${w.one(lucky.topic[topic])} ${w.one([`Its assets: ${and(k0, k1, 'and')}.`, `It lends you ${and(k0, k1, 'and')}.`, `It brings ${k0}${k1 ? `, and ${k1} too` : ''}.`, `${capitalise(and(k0, k1, 'and'))}: that is what it lends you.`, `${capitalise(k0)}${k1 ? `, then ${k1}` : ''}: its two assets.`])}${master(L, 'en', w)}`,
      ['number.lucky_number'],
    ),
    para(
      fr
        ? `${w.one([`Ce nombre répond à ${life.quality}, que porte ${said('life_path', 'fr', w)} (le ${n.life_path})`, `À côté de lui, ${said('life_path', 'fr', w)}, le ${n.life_path}, tourné vers ${w.one(life.field)}`, `${capitalise(w.one(life.field))}, {le fond|l’arrière-plan|la toile de fond} que lui {donne|offre} ${said('life_path', 'fr', w)}, le ${n.life_path}`, `${capitalise(life.quality)} {sert de toile de fond, celle|forme l’arrière-plan, celui|dessine l’arrière-plan, celui} ${deFr(said('life_path', 'fr', w))}, le ${n.life_path}`])} : ${relation(L, n.life_path, 'fr', w)}. ${w.one([`Là où ${life.quality} trace la route, le ${L} ouvre une porte de côté.`, `${capitalise(w.one(lucky.step))} : le ${L} ouvre le pas, ${life.quality} la direction.`, `Le ${n.life_path} {trace|dessine} la route, le ${L} en {choisit les raccourcis|trouve les raccourcis|connaît les chemins de traverse}, {du côté|par le biais} ${deFr(w.one(lucky.field))}.`, `Quand ${life.quality} tarde à venir, essayez ${deVerb(w.one(lucky.step))} : le raccourci du ${L}.`, `${capitalise(w.one(lucky.step))} : le ${L} offre ce détour à ${w.one(life.field)}.`])}`
        : `${w.one([`This number answers to ${life.quality}, the mark of ${said('life_path', 'en', w)} (the ${n.life_path})`, `Beside it stands ${said('life_path', 'en', w)}, the ${n.life_path}, turned towards ${w.one(life.field)}`, `${capitalise(w.one(life.field))}, the {ground|backdrop|background} ${said('life_path', 'en', w)}, the ${n.life_path}, {gives|lends} it`, `${capitalise(life.quality)} {is its backdrop|forms its backdrop|is the background}, that of ${said('life_path', 'en', w)}, the ${n.life_path}`])}: ${relation(L, n.life_path, 'en', w)}. ${w.one([`Where ${life.quality} draws the road, the ${L} opens a side door.`, `${capitalise(w.one(lucky.step))}: the ${L} sets the step, ${life.quality} the direction.`, `The ${n.life_path} {draws|maps} the road; the ${L} {picks|finds} its shortcuts, through ${w.one(lucky.field)}.`, `When ${life.quality} feels slow in coming, try to ${w.one(lucky.step)}: the ${L}’s shortcut.`, `${capitalise(w.one(lucky.step))}: the ${L} offers this detour to ${w.one(life.field)}.`])}`,
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
      ? `${w.one(without(['Le moment compte aussi :', 'Reste le calendrier :', 'Côté calendrier,', 'Le temps joue son rôle :']))} {votre année personnelle|votre année|l’année personnelle} ${n.personal_year} {est|sera|apporte} ${yearPace}, et ${now.label} ({mois personnel|votre mois personnel} ${now.number}) ${now.number === n.personal_year ? 'en redouble la note' : w.one([`y {ajoute|apporte} ${monthPace}`, `y {glisse|introduit} ${monthPace}, sous le signe ${deFr(m.quality)}`, `{apporte|offre} ${m.quality} et ${monthPace}`])}. ${sameAsLucky ? `Ce mois {porte le chiffre même de|a pour chiffre celui de|partage le chiffre de} votre numéro de chance : ${saysMoment ? 'servez-vous-en' : 'c’est le moment de vous en servir'}.` : `${capitalise(w.one(without(['c’est le bon moment pour', 'le calendrier se prête à', 'profitez-en pour'])))} ${w.one(year.step)}${k2 ? `, avec un mot en tête : ${k2}` : ''}.`}`
      : `${w.one(without(['Timing matters too:', 'Then there is the calendar:', 'As for the calendar,', 'Time plays its part:']))} {your personal year|your year|personal year} ${n.personal_year} {is|will be|brings} ${yearPace}, and ${now.label} (${w.one([`personal month ${now.number}`, `month ${now.number} {of|in} your cycle`, `a month under the ${now.number}`])}) ${now.number === n.personal_year ? 'sounds the same note again' : w.one([`{adds|contributes} ${monthPace}`, `{slips in|brings in} ${monthPace}, under the sign of ${m.quality}`, `{brings|offers} ${m.quality} and ${monthPace}`])}. ${sameAsLucky ? `This month {carries the very figure of|bears the same figure as|shares the figure of} your lucky number: ${saysMoment ? 'use it' : 'a good time to use it'}.` : `${capitalise(w.one(without(['now is a good time to', 'the calendar invites you to', 'use it to'])))} ${w.one(year.step)}${k2 ? `, with one word in mind: ${k2}` : ''}.`}`;
    out.push(
      para(text, ['number.personal_year', month(now), ...(sameAsLucky ? ['number.lucky_number'] : [])]),
    );
  }
  const ex = said('expression', f.lang, w);
  const exWord = twoWords(f.keywords.expression ?? [], w)[0] || kw(f, 'expression');
  out.push(
    para(
      fr
        ? `${w.one([`Faites du ${L} un repère :`, `Le ${L} sert de repère :`, `Le ${L} comme balise :`, `Un geste plutôt qu’un talisman :`, `Le bon usage du ${L} :`, `Pour ${tw}, le ${L} sert de repère :`])} ${w.one(['choisissez les jours qui le portent pour un premier pas, {un rendez-vous|une rencontre}, une décision que vous {repoussez|remettez à plus tard}', 'associez-le à une intention {précise|claire} et {notez|observez|relevez} ce qui {se passe|arrive} {quand vous le croisez|chaque fois qu’il se présente|lorsqu’il revient}', 'liez-le à un geste {concret|précis}, et {observez|regardez} ce qu’il change', `rattachez-le à ${tw} (une date, un numéro, une étape qui le porte)`, `servez-vous-en pour ${w.one(lucky.step)}`, `rattachez-le à ${q}, et voyez ce qui bouge`])}. ${n.expression === L ? `Ce même ${L} est aussi ${ex}, celui de votre manière naturelle d’agir (${exWord}).` : w.one([`${capitalise(exWord)} : le mot d’action du ${n.expression}.`, `{Pour le reste|Ailleurs|Au-delà}, {fiez-vous au|comptez sur le|appuyez-vous sur le} ${n.expression}, ${ex}, et à son mot : ${exWord}.`, `${capitalise(exWord)}, voilà comment agit le ${n.expression}.`, `Côté action, ${ex0.quality} : c’est le ${n.expression}.`, `${capitalise(ex0.quality)}, chez vous, vient du ${n.expression}.`, `${capitalise(exWord)} : le mot du ${n.expression}, ${ex}, pour agir.`])}`
        : `${w.one([`Make ${L} a landmark:`, `Use ${L} as a beacon:`, `The ${L} as a guide:`, `A habit rather than a charm:`, `The right use of ${L}:`, `For ${tw}, ${L} is a landmark:`])} ${w.one(['choose the days that carry it for a first step, {a meeting|an appointment}, a decision you keep {postponing|putting off}', 'tie it to a {clear|definite} intention and {note|watch|keep track of} what {happens|changes} {when you meet it|each time it turns up|whenever you come across it}', '{link|tie} it to {one concrete action|a single concrete step}, and {watch|see} what it changes', `attach it to ${tw} (a date, a number, a step that carries it)`, `use it to ${w.one(lucky.step)}`, `tie it to ${q}, and see what moves`])}. ${n.expression === L ? `That same ${L} is also ${ex}, the number of your natural way of acting (${exWord}).` : w.one([`${capitalise(ex)}, the ${n.expression}, reflects how you act: ${exWord}.`, `For the rest, trust the ${n.expression}, ${ex}, and its word: ${exWord}.`, `${capitalise(exWord)}: that is how the ${n.expression} acts.`, `When it comes to action, ${ex0.quality}: the ${n.expression}.`, `${capitalise(ex0.quality)}, for you, comes from the ${n.expression}.`, `${capitalise(exWord)}: the word of the ${n.expression}, ${ex}, for action.`])}`,
      ['number.lucky_number', 'number.expression'],
    ),
  );
  return out;
}

function months(f: F, w: Words, heading: string, perMonth = 2): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const n = f.numbers;
  const topic = topicKey(f.topic);
  const year = numberVoice(n.personal_year, f.lang);
  // Each month gets one extra beyond its colour and its step, in turn: what it means for the topic,
  // its pitfall, or its word; the turn starts at a different place for each reading.
  const extras = ['topic', 'pitfall', 'word'] as const;
  const start = Number(w.one(['0', '1', '2']));
  const yearFields = [w.one(year.field), w.one(year.field)];
  return f.personal_months.map((m, i) => {
    const v = numberVoice(m.number, f.lang);
    const L = capitalise(m.label);
    const pace = w.one(v.pace);
    // Every reading of the year tells the same calendar months, so a month's label is the same in
    // every reading: the fixed words of a lead sit between the label and the month's own words (its
    // number's pace or quality), never four of them in a row, or the lead would read alike everywhere.
    // « mois de l’expression (le 3) : un temps d’expression » says it twice: the leads that name the
    // quality give way when the pace already holds it.
    const echoes = pace.includes(v.quality.replace(/^(?:l’|la |le |les )/, ''));
    // The sixth lead names the quality.
    const noEcho = (leads: string[]) => leads.filter((_, k) => !echoes || k !== 5);
    const lead = fr
      ? w.one(
          noEcho([
            `{Mois personnel ${m.number}|Le ${m.number}} {pour|en} ${m.label} : ${pace}.`,
            `Le ${m.number} {donne à|offre à|réserve à} ${m.label} ${pace}.`,
            `${L}, {mois personnel|sous le} ${m.number}, {invite à|pousse à|appelle à} ${w.one(v.step)}.`,
            `Le ${m.number} {fait|fera} ${deMonth(m.label)} ${pace}.`,
            `{Sous|Avec} le ${m.number}, ${m.label} {apporte|vous apporte|amène} ${pace}.`,
            `${capitalise(v.quality)} (le ${m.number}) {pour|en} ${m.label} : ${pace}.`,
            `Le ${m.number} {gouverne|colore|imprègne} ${m.label} : ${pace}.`,
          ]),
          'month-lead',
        )
      : w.one(
          noEcho([
            `{Personal month ${m.number}|The ${m.number}} {for|in} ${m.label}: ${pace}.`,
            `The ${m.number} {gives|lends|offers} ${m.label} ${pace}.`,
            `${L}, personal month ${m.number}: ${w.one(v.step)}.`,
            `The ${m.number} makes ${m.label} ${pace}.`,
            `{Under|With} the ${m.number}, ${m.label} {brings|offers|holds} ${pace}.`,
            `${capitalise(v.quality)} (the ${m.number}) {for|in} ${m.label}: ${pace}.`,
            `The ${m.number} {rules|colours|sets the tone for} ${m.label}: ${pace}.`,
          ]),
          'month-lead',
        );
    const step = w.one(v.step);
    // A reading about work relates each month to work; without a topic, to the year's own field (one
    // of two drawn for the reading: drawn for each month, every field of the year came back in every
    // reading of that year).
    const yearField = yearFields[i % yearFields.length]!;
    const field = topic === 'general' ? yearField : topicWords(f.lang, f.topic);
    // No fixed run of more than six words before the step or the field: each frame is read in many
    // months of many readings.
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
              `${capitalise(step)} : mois et année s’accordent.`,
            ])
          : w.one([
              `Month and year in unison: ${step}.`,
              `The month echoes the year, so ${step} now.`,
              `Same number as the year: ${step}, without waiting.`,
              `Here the year finds its echo: ${step}.`,
              `An echo of the year: ${step}.`,
              `The year’s number again: ${step}.`,
              `${capitalise(step)}: month and year agree.`,
            ])
        : fr
          ? w.one(
              [
                `Pour ${field} : ${step}.`,
                `Au service de ${field} : ${step}.`,
                `Ce mois sert ${field} : ${step}.`,
                `${capitalise(step)} : voilà pour ${field}.`,
                ...(topic === 'general' ? [`Ce mois parle ${deFr(w.one(v.field))} : ${step}.`] : []),
                `Un geste pour ${field} : ${step}.`,
                `Le lien avec ${field} ? ${capitalise(step)}.`,
                ...(topic === 'general' ? [`À faire ce mois-ci : ${step}.`] : []),
                `Sa demande pour ${field} : ${step}.`,
                ...(topic === 'general' ? [`Son conseil : ${step}.`] : []),
              ],
              'month-step',
            )
          : w.one(
              [
                `For ${field}: ${step}.`,
                `Serving ${field}: ${step}.`,
                `This month serves ${field}: ${step}.`,
                `${capitalise(step)}, for ${field}.`,
                ...(topic === 'general' ? [`This month speaks of ${w.one(v.field)}: time to ${step}.`] : []),
                `One step for ${field}: ${step}.`,
                `The link with ${field}? To ${step}.`,
                ...(topic === 'general' ? [`To do this month: ${step}.`] : []),
                `Its call for ${field}: ${step}.`,
                ...(topic === 'general' ? [`Its advice: ${step}.`] : []),
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
                `En ${m.label}, ${gathers} {d’abord|avant tout|en premier}.`,
                `${L} {met|place} ${gathers} {au premier plan|en avant|au centre}.`,
                `${L} vous {tourne|oriente|ramène} vers ${gathers}.`,
                `${L} a pour {centre|cœur|pivot} ${gathers}.`,
                `${capitalise(gathers)} : {voilà où|voici où} ${m.label} {vous mène|vous conduit|vous emmène}.`,
                `{Avec le ${m.number}|Sous le ${m.number}|Le ${m.number} aidant}, ${m.label} vous {ramène|renvoie} à ${gathers}.`,
                `{Au cœur|Au centre} ${deMonth(m.label)}, {il y a |on trouve |}${gathers}.`,
              ],
              'month-topic',
            )
          : w.pickFrame(
              [
                `In ${m.label}, ${gathers} {first|above all|before anything else}.`,
                `${L} {puts|places} ${gathers} {first|up front|to the fore}.`,
                `${L} {turns|steers|draws} you towards ${gathers}.`,
                `{At the centre|At the core} of ${m.label}: ${gathers}.`,
                `${capitalise(gathers)}: {that is where|this is where} ${m.label} {leads|takes} you.`,
                `The ${m.number} {brings|draws|calls} ${m.label} back to ${gathers}.`,
                `{At the heart|In the heart} of ${m.label}, {you find |}${gathers}.`,
              ],
              'month-topic',
            );
    // The month's word: two of its number's keywords, in an order of its own, beside its label.
    const kws = m.keywords.slice(1).filter(Boolean);
    const a = kws.length ? w.one(kws) : '';
    const rest = kws.filter((k) => k !== a);
    const b = rest.length ? w.one(rest) : '';
    const extraOf = (kind: (typeof extras)[number]) =>
      kind === 'topic'
        ? monthTopic
        : kind === 'pitfall'
          ? pitfallSentence(v, f.lang, w, m.label)
          : a
            ? fr
              ? w.one(
                  [
                    `{Le mot|Le maître-mot|Le mot-clé} ${deMonth(m.label)} {à garder|à retenir|à ne pas oublier} : ${a}.`,
                    `{Un mot|Un seul mot|Un mot-clé} pour ${m.label} : ${a}${b ? `, et {en filigrane|plus discrètement|en arrière-plan} ${b}` : ''}.`,
                    `{Son mot-clé|Son maître-mot|Le mot du mois} : ${a}${b ? `, {puis|ensuite|et aussi} ${b}` : ''}.`,
                    `${capitalise(a)}${b ? ` et ${b} : {les mots|les maîtres-mots|les deux mots}` : ` : {le mot|le maître-mot}`} ${deMonth(m.label)}.`,
                    `{En tête|À retenir|À noter} pour ${m.label} : ${a}.`,
                    `${capitalise(a)} : {le mot|le maître-mot|le mot-clé} du ${m.number} {en|pour} ${m.label}.`,
                    `{Retenez|Gardez en tête|Notez} ${b ? `${a} et, {plus discrètement|en second|en filigrane}, ${b}` : a}.`,
                  ],
                  'month-word',
                )
              : w.one(
                  [
                    `${L}’s {word to keep|word to remember|keyword}: ${a}.`,
                    `{One word|A single word|One keyword} for ${m.label}: ${a}${b ? `, with ${b} {underneath|in the background|close behind}` : ''}.`,
                    `{Its keyword|Its watchword|The month’s word}: ${a}${b ? `, {then|and next|and after it} ${b}` : ''}.`,
                    `${capitalise(a)}${b ? ` and ${b}: {the words|the keywords}` : `: {the word|the keyword}`} for ${m.label}.`,
                    `{Keep in mind|Bear in mind|Remember} for ${m.label}: ${a}.`,
                    `${capitalise(a)}: the ${m.number}’s {word|keyword|watchword} {for|in} ${m.label}.`,
                    `{Remember|Keep in mind|Hold on to} ${b ? `${a} and, {more quietly|in second place|in the background}, ${b}` : a}.`,
                  ],
                  'month-word',
                )
            : '';
    // Two of the three extras (all three in the reading of the life path, whose months tell the year), in
    // turn, so that each month says more than its colour and its step;
    // an extra that would bring « moment » a third time into the paragraph gives way to the next.
    const moments = (t: string) => t.match(/\bmoment\b/gi)?.length ?? 0;
    let count = moments(`${lead} ${inYear}`);
    const chosen: string[] = [];
    for (let k = 0; k < extras.length && chosen.length < perMonth; k++) {
      const sentence = extraOf(extras[(start + i + k) % extras.length]!);
      if (!sentence || count + moments(sentence) > 2 || moments(sentence) > 1) continue;
      count += moments(sentence);
      chosen.push(sentence);
    }
    const extra = chosen.join(' ');
    // A month whose number is one of the person's own core numbers is said to be on home ground: the
    // role's name sits between the month's quality and its label, so that no run of fixed words is
    // long enough to read alike in every reading where a month meets that role.
    const own = (['life_path', 'expression', 'soul_urge', 'personality'] as const).find(
      (r) => n[r] === m.number,
    );
    const name = own ? ROLE_NAMES[f.lang][own] : '';
    const match = !own
      ? ''
      : ` ${w.one(
          fr
            ? [
                `${capitalise(v.quality)}, {comme|tout comme} votre ${name} : ${m.label} {vous ressemble|vous va bien|est à votre image}.`,
                `${capitalise(v.quality)} de votre ${name} : ${m.label} {joue à domicile|est en terrain connu|vous met en terrain connu}.`,
                `${L} {parle|vous parle} ${deFr(v.quality)}, {comme|tout comme|à l’image de|en écho à} votre ${name}.`,
                `En ${m.label}, votre ${name} {retrouve|reconnaît|rejoint} ${v.quality}.`,
                `${capitalise(v.quality)} ? Votre ${name} {en sait quelque chose|connaît bien cela|s’y connaît} ; ${m.label} {vous ira bien|vous conviendra|vous sera favorable}.`,
              ]
            : [
                `${capitalise(v.quality)}, {like|just like} your ${name}: ${m.label} {suits you|fits you well|is made for you}.`,
                `${capitalise(v.quality)}, as in your ${name}: ${m.label} {plays at home|is home ground|feels familiar}.`,
                `${L} {speaks of|talks of|is about} ${v.quality}, {like|just like|as does} your ${name}.`,
                `${capitalise(v.quality)} {is at home|feels at home|finds a home} in ${m.label}, as in your ${name}.`,
                `${capitalise(v.quality)}? Your ${name} {knows it|knows it well|can tell}; ${m.label} {will suit you|should suit you|will sit well with you}.`,
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
              `parce qu’il redit ${sv.quality}, le nombre de l’année`,
              `car ${sv.quality} y sonne deux fois, mois et année`,
              `puisqu’on y retrouve ${w.one(sv.field)}, comme dans l’année`,
            ])
          : w.one([
              `because it repeats ${sv.quality}, the year’s number`,
              `as ${sv.quality} sounds twice there, month and year`,
              `since ${w.one(sv.field)} returns there, as in the year`,
            ])
        : [1, 8, 22].includes(strongest.number)
          ? fr
            ? w.one([
                `parce que son ${strongest.number} {pousse à agir|appelle à l’action|invite à agir}, du côté ${deFr(w.one(sv.field))}`,
                `car le ${strongest.number} y met ${sv.quality} au premier plan`,
                `puisque le ${strongest.number}, nombre ${deFr(sv.quality)}, y appelle à l’action`,
                `quand le ${strongest.number} ouvre ${w.one(sv.pace)}`,
              ])
            : w.one([
                `because its ${strongest.number} {calls for action|asks for action|urges action} on ${w.one(sv.field)}`,
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
                `first of the three, under ${sv.quality} (the ${strongest.number})`,
              ]);
  const yearPace = w.one(year.pace);
  // The three months run from the order date (decision 0310), said where the reading opens: a start
  // and a span picked apart, since the dates themselves read the same for every customer of a day.
  const range = f.window ? dateRange(f.window.from, f.window.to, f.lang) : '';
  const periods = fr
    ? [
        'vos trois prochains mois',
        'les trois mois qui viennent',
        'ce trimestre',
        'vos trois mois à venir',
        'la période qui s’ouvre',
      ]
    : [
        'your next three months',
        'the three months ahead',
        'this quarter',
        'the coming three months',
        'the period now opening',
      ];
  const span = f.window
    ? ` ${w.one(
        fr
          ? [
              `Pour ${w.one(periods)}, {tout part de|tout commence à|le compte part de} votre commande`,
              `Le jour de votre commande ouvre ${w.one(periods)}`,
              `Le point de départ ${deFr(w.one(periods))}, c’est votre commande`,
              `C’est votre commande qui ouvre ${w.one(periods)}`,
              `Le compte ${deFr(w.one(periods))} part de votre commande`,
            ]
          : [
              `For ${w.one(periods)}, {everything starts|it all starts|the count starts} from your order`,
              `${capitalise(w.one(periods))}, counted from your order`,
              `The starting point of ${w.one(periods)} is your order`,
              `It is your order that opens ${w.one(periods)}`,
              `The count for ${w.one(periods)} begins with your order`,
            ],
      )}${w.one(
        fr
          ? [` : ${range}`, `, soit ${range}`, `, c’est-à-dire ${range}`, ` ; dates : ${range}`]
          : [`: ${range}`, `, that is ${range}`, `, covering ${range}`, `; dates: ${range}`],
      )}.`
    : '';
  // « vos trois prochains mois » and the year's name, each said in several ways, around the year's pace.
  const period = w.one(periods);
  const yn = w.one(
    fr
      ? [`votre année personnelle ${Y}`, `votre année ${Y}`, `l’année ${Y}`]
      : [`your personal year ${Y}`, `your year ${Y}`, `personal year ${Y}`],
  );
  const essential = para(
    fr
      ? `${w.one([`Pour ${tw}, ${yn} donne le ton ${deFr(period)} : ${yearPace}.`, `${capitalise(yearPace)} : voilà ce que ${yn} réserve ${aFr(period)}, à commencer par ${tw}.`, `Sous ${yn}, ${tw} sent d’abord ${year.quality}, sur ${period}.`, `${capitalise(tw)} d’abord : ${yn} colore ${period}, ${yearPace}.`, `Dans ${period}, ${yn} apporte ${yearPace}, d’abord pour ${tw}.`, `${capitalise(year.quality)} mène ${period} : ${yn} est ${yearPace}, surtout pour ${tw}.`])}${span} ${strongest ? w.one([`Le mois fort sera ${strongest.label}, ${why}.`, `Retenez surtout ${strongest.label}, ${why}.`, `Un mois à cocher : ${strongest.label}, ${why}.`, `Le temps fort : ${strongest.label}, ${why}.`, `Gardez l’œil sur ${strongest.label}, ${why}.`]) : ''} ${w.one(year.topic[topic])}`
      : `${w.one([`For ${tw}, ${yn} sets the tone of ${period}: ${yearPace}.`, `${capitalise(yearPace)}: {that is what|this is what|such is what} ${yn} {holds for|brings to|has in store for} ${period}, {starting with|beginning with|first of all for} ${tw}.`, `Under ${yn}, ${tw} feels ${year.quality} first, across ${period}.`, `${capitalise(tw)} first: ${yn} colours ${period}, ${yearPace}.`, `Across ${period}, ${yn} brings ${yearPace}, first of all for ${tw}.`, `${capitalise(year.quality)} leads ${period}: ${yn} is ${yearPace}, above all for ${tw}.`])}${span} ${strongest ? w.one([`The strong month will be ${strongest.label}, ${why}.`, `Remember ${strongest.label} above all, ${why}.`, `One month to mark: ${strongest.label}, ${why}.`, `The high point: ${strongest.label}, ${why}.`, `Keep an eye on ${strongest.label}, ${why}.`]) : ''} ${w.one(year.topic[topic])}`,
    ['period', 'number.personal_year', ...(strongest ? [month(strongest)] : [])],
    fr ? 'L’essentiel' : 'The essentials',
  );
  const yearWords = joinList((f.keywords.personal_year ?? []).slice(0, 3), f.lang);
  const lifeLink = yearAndPath(f, w);
  const yf = w.one(year.field);
  const theYear = para(
    fr
      ? `${w.one([`Une année ${Y} regarde vers ${yf} ; ses mots : ${yearWords}.`, `Cette année ${Y} souligne ${yf}, sous trois mots : ${yearWords}.`, `Tout, cette année, ramène à ${yf} (${yearWords}).`, `${capitalise(yf)} : voilà où {mène|conduit|vous emmène} l’année ${Y}, {avec pour mots|et ses mots sont|avec pour mots-clés} ${yearWords}.`, `${capitalise(yearWords)} pour une année ${Y} tournée vers ${yf}.`, `L’année ${Y} a pour centre ${yf} ; retenez ${yearWords}.`])} ${lifeLink} ${pitfallSentence(year, 'fr', w)}`
      : `${w.one([`A year ${Y} looks towards ${yf}; its words: ${yearWords}.`, `This year ${Y} underlines ${yf}, under three words: ${yearWords}.`, `Everything this year leads back to ${yf} (${yearWords}).`, `${capitalise(yf)}: year ${Y} leads there, with ${yearWords}.`, `${capitalise(yearWords)} for a year ${Y} turned towards ${yf}.`, `Year ${Y} centres on ${yf}; remember ${yearWords}.`])} ${lifeLink} ${pitfallSentence(year, 'en', w)}`,
    ['number.personal_year', 'number.life_path'],
    fr ? 'Votre année personnelle' : 'Your personal year',
  );
  const monthParas = months(f, w, fr ? 'Mois par mois' : 'Month by month');
  const ex = numberVoice(n.expression, f.lang);
  const soul = numberVoice(n.soul_urge, f.lang);
  const [ke] = twoWords(f.keywords.expression ?? [], w);
  const [ks] = twoWords(f.keywords.soul_urge ?? [], w);
  const sameQ = ex.quality === soul.quality;
  const exN = said('expression', f.lang, w);
  const soN = said('soul_urge', f.lang, w);
  const resources = para(
    fr
      ? `${w.one(sameQ ? [`Pour traverser ces mois, une ressource redoublée : ${ex.quality}.`, `${capitalise(ex.quality)}, deux fois : votre appui pour ces mois.`, `Quel que soit le mois, ${ex.quality} reste à vos côtés, en double.`] : [`Pour traverser ces mois, deux ressources bien à vous : ${ex.quality} et ${soul.quality}.`, `${capitalise(ex.quality)} et ${soul.quality} : deux ressources pour traverser ces mois.`, `Ni ${ex.quality} ni ${soul.quality} ne changent avec les mois.`, `Quel que soit le mois, ${ex.quality} et ${soul.quality} restent à vos côtés.`, `Deux appuis fixes, ${ex.quality} et ${soul.quality}, traversent la période avec vous.`, `Vos nombres de naissance vous laissent ${ex.quality} et ${soul.quality}, d’un mois à l’autre.`])} ${w.one([`${capitalise(exN)}, le ${n.expression}, dit comment vous agissez (${ke}) ; ${soN}, le ${n.soul_urge}, ce qui vous motive (${ks})`, `Le ${n.expression} (${exN}) vous parle ${deFr(ke)} ; le ${n.soul_urge} (${soN}), ${deFr(ks)}`, `Votre savoir-faire tient au ${n.expression} (${ke}), votre élan au ${n.soul_urge} (${ks})`, `${capitalise(ke)} pour agir, avec ${exN} (le ${n.expression}) ; ${ks} pour vous motiver, avec ${soN} (le ${n.soul_urge})`, `D’un côté ${ke}, {votre manière d’agir|votre façon d’agir} (le ${n.expression}) ; {de l’autre|en face|à l’opposé} ${ks}, ce que vous désirez (le ${n.soul_urge})`])} : ${relation(n.expression, n.soul_urge, 'fr', w)}.`
      : `${w.one(sameQ ? [`To go through these months, one resource, doubled: ${ex.quality}.`, `${capitalise(ex.quality)}, twice over: your support for these months.`, `Whatever the month, ${ex.quality} stays with you, twice over.`] : [`To go through these months, ${ex.quality} and ${soul.quality}: two resources of your own.`, `${capitalise(ex.quality)} and ${soul.quality}: two resources for these months.`, `Neither ${ex.quality} nor ${soul.quality} changes with the months.`, `Whatever the month, ${ex.quality} and ${soul.quality} stay with you.`, `Two fixed supports, ${ex.quality} and ${soul.quality}, go through the period with you.`, `Your birth numbers leave you ${ex.quality} and ${soul.quality}, from one month to the next.`])} ${w.one([`${capitalise(exN)}, the ${n.expression}, {says|tells|shows} how you act (${ke}); ${soN}, the ${n.soul_urge}, what moves you (${ks})`, `The ${n.expression} gives you ${ke} (${exN}); the ${n.soul_urge} calls for ${ks} (${soN})`, `Your skills rest on the ${n.expression} (${ke}), your drive on the ${n.soul_urge} (${ks})`, `${capitalise(ke)} to act on, with ${exN} (the ${n.expression}); ${ks} to keep you going, with ${soN} (the ${n.soul_urge})`, `On one side ${ke}, {your way of acting|how you act|the way you go about things} (the ${n.expression}); {on the other|on the other side|facing it} ${ks}, what you {long for|yearn for|wish for deep down} (the ${n.soul_urge})`])}: ${relation(n.expression, n.soul_urge, 'en', w)}.`,
    ['number.expression', 'number.soul_urge'],
    fr ? 'Vos ressources' : 'Your resources',
  );
  const first = f.personal_months[0];
  const pn = said('life_path', f.lang, w);
  const act = para(
    fr
      ? `${w.one([`Gardez ${life.quality} comme boussole : ${pn}, le ${n.life_path}, {le veut|y invite}.`, `${capitalise(pn)}, le ${n.life_path}, reste la boussole : ${life.quality}, quel que soit le mois.`, `Sur ces mois, le cap reste ${life.quality} : ${pn}, le ${n.life_path}.`, `${capitalise(life.quality)} reste votre {repère|point d’appui}, {fidèle à|selon} ${pn} (le ${n.life_path}).`, `Quoi que disent les mois, ${pn} garde le cap : ${life.quality}.`, `D’un mois à l’autre, ${life.quality} ne bouge pas : {ainsi le veut|tel est} ${pn}, le ${n.life_path}.`])} ${first ? w.one([`Pour ${tw}, ${life.quality} commence dès ${first.label} : ${w.one(life.step)}.`, `Dès ${first.label}, commencez petit : ${w.one(life.step)}, pour ${tw}.`]) : ''} ${w.one(['{Notez|Relevez|Consignez} {en fin de mois|à la fin de chaque mois|chaque fin de mois} ce qui a {avancé|progressé|bougé} : le rythme des nombres se {lit|comprend|voit} mieux après coup.', 'Un petit pas par mois, {dans le sens indiqué|dans la direction donnée|dans le bon sens}, vaut {mieux|davantage} qu’un grand {plan|projet} jamais {commencé|entrepris}.', 'Relisez ces lignes {au début de chaque mois|à chaque début de mois|en ouvrant chaque mois} : elles {prennent sens|s’éclairent|prennent tout leur sens} {à mesure que le temps passe|avec le temps|au fil des semaines}.', '{Ne cherchez pas à|Inutile de|N’essayez pas de} tout faire {le premier mois|d’un coup|dès le premier mois} : chaque {période|mois} a sa tâche, et {la suivante s’appuie sur elle|le suivant s’appuie dessus|la suite s’appuie sur elle}.', 'Si un mois vous {paraît|semble} contraire, {tenez le cap|gardez le cap} sans forcer : le suivant {reprend la main|prend le relais}.', 'Avancez au rythme des mois, sans {brûler|sauter} les étapes : chacun {prépare le suivant|annonce le suivant|ouvre la voie au suivant}.', 'Gardez {une trace|la trace|mémoire} de vos choix : {à la fin de la période|au bout de ces mois|une fois la période passée}, le fil {apparaîtra|se dessinera|deviendra visible}.', 'Le calendrier des nombres {éclaire|renseigne|guide}, il ne décide pas : {le choix vous revient|c’est à vous de choisir|vous restez maître du choix}.'])}`
      : `${w.one([`Keep ${life.quality} as your compass: ${pn}, the ${n.life_path}, {asks for it|points that way}.`, `${capitalise(pn)}, the ${n.life_path}, stays the compass: ${life.quality}, whatever the month.`, `Over these months the course stays ${life.quality}: ${pn}, the ${n.life_path}.`, `${capitalise(life.quality)} stays your {landmark|reference point}, {true to|as set by} ${pn} (the ${n.life_path}).`, `Whatever the months say, ${pn} holds the course: ${life.quality}.`, `From one month to the next, ${life.quality} stays put: {so says|such is} ${pn}, the ${n.life_path}.`])} ${first ? w.one([`For ${tw}, ${life.quality} starts from ${first.label}: ${w.one(life.step)}.`, `From ${first.label}, start small: ${w.one(life.step)}, for ${tw}.`]) : ''} ${w.one(['{At the end of each month|When each month ends|As each month closes}, {note|jot down|write down} what moved forward: the rhythm of {the numbers|numbers} {reads best|is clearest|makes most sense} {afterwards|in hindsight|looking back}.', 'One small step a month, {in the direction shown|in the right direction|the way the numbers point}, is worth more than a {great|grand|big} plan never {begun|started}.', '{Reread|Read} these lines {again |}{at the start of each month|as each month begins|on the first of each month}: they {make more sense|grow clearer|mean more} {as time goes by|with time|as the weeks pass}.', '{Do not try to|Don’t try to|There is no need to} do everything {in the first month|at once|in month one}: each {period|month} has its {task|own work|own job}, and the next {one builds on it|builds on it|rests on it}.', 'If a month {seems|feels} against you, {hold your course|stay on course} without forcing: the next one {takes over|takes up the baton}.', 'Move at the pace of the months, without {skipping|rushing} {stages|steps}: each {prepares|paves the way for|sets up} the next.', 'Keep {a record|track|a note} of your choices: by the end of the period, the thread will {show|appear|become clear}.', 'The calendar of numbers {sheds light|guides|informs}; it does not decide: {the choice is yours|you make the choice|the decision stays yours}.'])}`,
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
        `${topic === 'general' ? (fr ? w.one([`${capitalise(year.quality)} se lit aussi domaine par domaine.`, `Votre année ${Y}, terrain par terrain.`, `${capitalise(year.quality)} touche chaque domaine à sa façon.`, `Domaine par domaine, voici ce que change ${year.quality}.`]) : w.one([`${capitalise(year.quality)} can also be read area by area.`, `Your year ${Y}, one area at a time.`, `${capitalise(year.quality)} touches each area in its own way.`, `Area by area, here is what ${year.quality} changes.`])) : fr ? w.one([`Votre année ${Y} ne s’arrête pas à ${tw}.`, `L’année personnelle ${Y} {touche aussi|concerne aussi|déborde sur} le reste de votre {vie|existence}.`, `Au-delà de ${tw}, ${year.quality} colore d’autres terrains.`, `${capitalise(year.quality)} ne se limite pas à ${tw} : l’année ${Y} s’étend ailleurs.`, `L’année ${Y} parle aussi d’autre chose que de ${tw}.`, `Hors de ${tw}, ${year.quality} se fait sentir aussi.`]) : w.one([`Your year ${Y} does not stop at ${tw}.`, `Personal year ${Y} {reaches|touches|spills over into} the rest of your life too.`, `Beyond ${tw}, ${year.quality} colours other ground as well.`, `${capitalise(year.quality)} does not stop at ${tw}: year ${Y} reaches further.`, `Year ${Y} speaks of more than ${tw}.`, `Outside ${tw}, ${year.quality} makes itself felt as well.`])} ${domains.join(' ')}`,
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
  const P = n.life_path;
  const year = numberVoice(Y, f.lang);
  const life = numberVoice(P, f.lang);
  // The life path is named in several ways, each beside one of the two numbers' own words.
  const pn = said('life_path', f.lang, w);
  const said_ =
    Y === P
      ? fr
        ? w.one([
            `${capitalise(pn)} est lui aussi un ${P} : ${life.quality}, l’année parle votre langue.`,
            `Même nombre que ${pn} : ${year.quality} joue ici à domicile.`,
            `L’année redit ${pn} : ${w.one(life.field)}, deux fois plutôt qu’une.`,
            `${capitalise(year.quality)} cette année comme toute la vie : ${pn} est aussi un ${P}.`,
          ])
        : w.one([
            `${capitalise(pn)} is a ${P} too: ${life.quality}, the year speaks your language.`,
            `Same number as ${pn}: ${year.quality} plays at home here.`,
            `The year repeats ${pn}: ${w.one(life.field)}, twice over.`,
            `${capitalise(year.quality)} this year as all your life: ${pn} is a ${P} too.`,
          ])
      : isOutward(Y) === isOutward(P)
        ? fr
          ? w.one([
              `Elle s’accorde avec ${pn}, tourné vers ${w.one(life.field)} (le ${P}).`,
              `${capitalise(pn)}, le ${P}, {va dans le même sens|suit la même direction|regarde du même côté} : ${life.quality} et ${year.quality} se soutiennent.`,
              `${capitalise(year.quality)} cette année, ${life.quality} pour ${pn} (le ${P}) : les deux s’épaulent.`,
              `Le ${Y} {de l’année|de cette année|de vos douze mois} et ${pn}, le ${P}, {tirent du même côté|vont dans le même sens|font cause commune}.`,
            ])
          : w.one([
              `It agrees with ${pn}, turned towards ${w.one(life.field)} (the ${P}).`,
              `${capitalise(pn)}, the ${P}, {goes the same way|heads the same way|looks the same way}: ${life.quality} and ${year.quality} support each other.`,
              `${capitalise(year.quality)} this year, ${life.quality} for ${pn}: they back each other (the ${P}).`,
              `The year’s ${Y} and ${pn}, the ${P}, pull the same way.`,
            ])
        : fr
          ? w.one([
              `Elle tire un peu contre ${pn}, plus tourné vers ${w.one(life.field)} : l’occasion d’apprendre ${year.quality}.`,
              w.one([
                `${capitalise(pn)} (le ${P}) {demande plutôt|réclame plutôt|appelle plutôt} ${life.quality} ; à l’année d’essayer ${year.quality}, sans renier le reste.`,
                `Le ${P} de ${pn} {penche|tire} {plutôt|davantage} vers ${life.quality} ; {l’année vous fait goûter à|cette année vous invite à essayer} ${year.quality}, sans renier le reste.`,
              ]),
              `Deux registres à faire alterner : ${year.quality} cette année, ${life.quality} sur la durée (le ${P}).`,
              `L’année ${Y} {bouscule|dérange|met à l’épreuve} ${life.quality} : ${year.quality} {d’abord|en premier|pour commencer}, ${pn} {ensuite|après|dans un second temps}.`,
            ])
          : w.one([
              `It pulls a little against ${pn}, more turned towards ${w.one(life.field)}: a chance to learn ${year.quality}.`,
              w.one([
                `${capitalise(pn)} (the ${P}) {asks rather for|rather calls for|leans more towards} ${life.quality}; the year lets you try ${year.quality}, without disowning the rest.`,
                `The ${P} of ${pn} {tends|leans} {rather|more} towards ${life.quality}; {this year lets you taste|the year invites you to try} ${year.quality}, without disowning the rest.`,
              ]),
              `Two registers to take in turns: ${year.quality} this year, ${life.quality} over the long run (the ${P}).`,
              `Year ${Y} shakes up ${life.quality}: ${year.quality} first, ${pn} after.`,
            ]);
  // Away from the paragraph on the year, « Elle » / "It" would not say which year.
  return named ? said_.replace(/^Elle /, `Votre année ${Y} `).replace(/^It /, `Your year ${Y} `) : said_;
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
  const q = life.quality;
  const words3 = joinList(
    (f.keywords.life_path ?? []).filter((k) => !life.quality.endsWith(k)).slice(0, 3),
    f.lang,
  );
  // Each role is named in several ways (said), and each fixed run of a frame sits between two of the
  // numbers' own words: these paragraphs are in every long reading of the life path.
  const pn = said('life_path', f.lang, w);
  const pace = w.one(life.pace);
  const out: WrittenParagraph[] = [
    para(
      fr
        ? `${w.one([`${capitalise(pn)} est le ${P} : ${pace}, à vivre sur toute une existence.`, `Tout part du ${P}, ${pn} : ${pace} qui dure toute une vie.`, `Le ${P}, ${pn}, {donne la tonalité|donne le ton|fixe la tonalité} : ${pace}.`, `${capitalise(pn)} se lit dans le ${P} : ${q}, ${pace} au long cours.`, `${capitalise(q)} {sur toute une vie|pour toute une vie|sur la durée d’une vie} : voilà ${pn}, le ${P}.`, `${capitalise(q)} mène (le ${P}) : ${pace} à l’échelle d’une vie.`])} ${w.one([`Ce qui compte le plus : ${q}, avec ${words3}.`, `Au centre de tout, ${q}, avec ${words3} pour repères.`, `Votre fil rouge : ${q}. Trois mots le résument, ${words3}.`, `${capitalise(q)} d’abord, votre boussole ; ${words3} en sont les repères.`, `Tout tourne autour ${deFr(q)} ; ${words3} en disent les nuances.`, `Votre priorité, sans hésiter : ${q}, et autour ${words3}.`])} ${w.one(life.topic[topic])}${master(P, 'fr', w)}`
        : `${w.one([`${capitalise(pn)} is ${P}: ${pace} to live over a whole lifetime.`, `Everything starts from the ${P}, ${pn}: ${pace} that lasts a whole life.`, `The ${P}, ${pn}, sets the tone: ${pace}.`, `${capitalise(pn)} reads in the ${P}: ${q}, ${pace} over the long run.`, `${capitalise(q)} {across a whole life|over a lifetime|for a whole life}, with the ${P} as ${pn}.`, `With ${P} for a life path, ${q} leads: ${pace} on the scale of a life.`])} ${w.one([`What matters most: ${q}, with ${words3}.`, `At the centre of it all, ${q}, with ${words3} as landmarks.`, `Your common thread: ${q}. Three words sum it up, ${words3}.`, `${capitalise(q)} first, your compass; ${words3} are its landmarks.`, `Everything turns on ${q}; ${words3} give it its shades.`, `Your priority, without hesitation: ${q}, with ${words3} around it.`])} ${w.one(life.topic[topic])}${master(P, 'en', w)}`,
      ['number.life_path'],
      fr ? 'L’essentiel' : 'The essentials',
    ),
  ];
  const met = new Map<number, Role[]>();
  out.push(portrait(f, 'life_path', w, met));
  const soul = numberVoice(n.soul_urge, f.lang);
  const pers = numberVoice(n.personality, f.lang);
  const su = n.soul_urge;
  const pe = n.personality;
  const sN = said('soul_urge', f.lang, w);
  const pN = said('personality', f.lang, w);
  const [ks] = twoWords(f.keywords.soul_urge ?? [], w);
  out.push(
    para(
      fr
        ? `${w.one([`Au-dedans, ${sN}, le ${su}, parle ${deFr(ks)} ; au-dehors, ${pN}, le ${pe}, montre ${pers.quality} :`, `${capitalise(sN)}, le ${su}, dit votre désir (${soul.quality}) ; ${pN}, le ${pe}, {votre image|l’image que vous donnez|votre façade} (${pers.quality}) :`, `${capitalise(soul.quality)} vous anime en secret (${sN}, le ${su}) ; ${pers.quality} se voit (${pN}, le ${pe}) :`, `Le ${su} au-dedans (${soul.quality}), le ${pe} au-dehors (${pers.quality}) :`, `Le désir tient au ${su}, ${soul.quality} ; l’image au ${pe}, ${pers.quality} :`])} ${relation(su, pe, 'fr', w)}. ${su === pe ? w.one(['Ce que vous êtes et ce que vous montrez coïncident : on vous lit sans détour.', 'Pas d’écart entre le dedans et le dehors : ce que l’on voit de vous est ce que vous êtes.']) : isOutward(su) === isOutward(pe) ? w.one([`Ce que l’on voit de vous, ${pers.quality}, sert ${soul.quality} : on vous comprend vite.`, `Vos proches lisent dans ${pers.quality} le reflet fidèle ${deFr(soul.quality)}.`, `Montrer ${pers.quality}, c’est déjà vivre ${soul.quality} : dedans et dehors s’accordent.`]) : w.one([`Les autres voient ${pers.quality} avant ${soul.quality}.`, `Entre ${pers.quality} et ${soul.quality} : malentendus et belles surprises.`, `Laissez voir un peu plus ${deFr(soul.quality)} : vos proches l’attendent.`, `On vous juge sur ${pers.quality} ; vous vous reconnaissez dans ${soul.quality}.`])}`
        : `${w.one([`Within, ${sN}, the ${su}, speaks of ${ks}; outside, ${pN}, the ${pe}, shows ${pers.quality}:`, `${capitalise(sN)}, the ${su}, tells your desire (${soul.quality}); ${pN}, the ${pe}, {your image|your outward image|the image you give} (${pers.quality}):`, `${capitalise(soul.quality)} {drives you in secret|moves you inwardly|drives you from within} (${sN}, the ${su}); ${pers.quality} is what {shows|others see|people see} (${pN}, the ${pe}):`, `The ${su} inside (${soul.quality}), the ${pe} outside (${pers.quality}):`, `Desire rests on the ${su}, ${soul.quality}; the image on the ${pe}, ${pers.quality}:`])} ${relation(su, pe, 'en', w)}. ${su === pe ? w.one(['What you are and what you show coincide: people read you without a detour.', 'No gap between inside and outside: what people see of you is what you are.']) : isOutward(su) === isOutward(pe) ? w.one([`What people see of you, ${pers.quality}, serves ${soul.quality}: you are quickly understood.`, `Those close to you read in ${pers.quality} a faithful picture of ${soul.quality}.`, `To show ${pers.quality} is already to live ${soul.quality}: inside and outside agree.`]) : w.one([`Others see ${pers.quality} before ${soul.quality}.`, `Between ${pers.quality} and ${soul.quality}: misunderstandings and fine surprises.`, `Let a little more ${soul.quality} show: those close to you are waiting for it.`, `People judge you on ${pers.quality}; you recognise yourself in ${soul.quality}.`])}`,
      ['number.soul_urge', 'number.personality'],
      fr
        ? w.one(['Ce qui vous anime', 'Vos ressorts intimes'])
        : w.one(['What drives you', 'What moves you within']),
    ),
  );
  out.push(portrait(f, 'soul_urge', w, met), portrait(f, 'personality', w, met));
  const mat = numberVoice(n.maturity, f.lang);
  const X = n.expression;
  const M = n.maturity;
  const exN = said('expression', f.lang, w);
  const matN = said('maturity', f.lang, w);
  const [e1, e2] = twoWords(f.keywords.expression ?? [], w);
  const rel = (lang: Lang) => relation(X, P, lang, w);
  out.push(
    para(
      fr
        ? `${w.one([`${capitalise(exN)}, le ${X}, décrit vos talents : ${e1}, ${e2}.`, `Vos talents tiennent au ${X}, ${exN} : ${e1} et ${e2}.`, `Côté savoir-faire, ${exN} (le ${X}) parle ${deFr(e1)} et ${deFr(e2)}.`, `${capitalise(e1)}, ${e2} : {voilà vos talents|tels sont vos talents|vos talents sont là}, ceux du ${X} (${exN}).`, `Deux mots pour vos talents : ${e1} et ${e2}, selon ${exN}, le ${X}.`])} ${w.one([`Face au ${P}, ${rel('fr')}.`, `Avec ${pn} (${P}), ${rel('fr')}.`, `Côté chemin de vie (le ${P}), ${rel('fr')}.`, `Et face ${aFr(pn)}, ${rel('fr')}.`])} ${w.one([`${capitalise(matN)}, le ${M}, fait grandir ${mat.quality} avec les années.`, `Avec l’âge, ${w.one(mat.field)} prendra plus de place : le ${M}, ${matN}, s’affirme.`, `Plus tard, le chemin ira vers ${w.one(mat.field)}, selon ${matN} (le ${M}).`, `Avec le temps, ${w.one(mat.field)} passera au premier plan, et ${mat.quality} avec (le ${M}).`, `Avec les années, ${mat.quality} gagnera du terrain (le ${M}).`])}`
        : `${w.one([`${capitalise(exN)}, the ${X}, describes your talents: ${e1}, ${e2}.`, `Your talents rest on ${e1} and ${e2}: the ${X}, ${exN}.`, `As for skills, ${exN} (the ${X}) speaks of ${e1} and ${e2}.`, `${capitalise(e1)} and ${e2}: your talents, as ${exN} {tells them|names them|sees them}.`, `Two words for your talents: ${e1} and ${e2}, says ${exN}, the ${X}.`])} ${w.one([`Against the ${P}, ${rel('en')}.`, `With ${pn} (${P}), ${rel('en')}.`, `Next to ${pn} (the ${P}), ${rel('en')}.`, `And set against ${pn}, ${rel('en')}.`])} ${w.one([`${capitalise(matN)}, the ${M}, makes ${mat.quality} grow with the years.`, `With age, ${w.one(mat.field)} will take more room, and ${mat.quality} with it (the ${M}).`, `Later the road will turn towards ${w.one(mat.field)}, says ${matN} (the ${M}).`, `In time, ${w.one(mat.field)} will come to the fore, with ${mat.quality} (the ${M}).`, `Over the years, ${mat.quality} will gain ground (the ${M}).`])}`,
      ['number.expression', 'number.life_path', 'number.maturity'],
      fr ? w.one(['Vos talents', 'Ce que vous savez faire']) : w.one(['Your talents', 'What you do well']),
    ),
  );
  out.push(portrait(f, 'expression', w, met), portrait(f, 'maturity', w, met));
  const day = numberVoice(n.birthday, f.lang);
  const bare = kw(f, 'birthday') || day.quality.replace(/^(?:l’|la |le )/, '');
  const D = n.birthday;
  const dq = day.quality;
  // The keyword with its article where it is a subject or an object (« L’introspection, chez vous, se voit
  // aux détails », not « Introspection, chez vous… »).
  const bareThe = keywordWords(bare, f.lang).the;
  const bn = w.one(
    fr
      ? ['votre jour de naissance', 'votre quantième de naissance', 'votre jour natal']
      : ['your birthday number', 'your birth day', 'your day of birth'],
  );
  out.push(
    para(
      fr
        ? `${w.one([`${capitalise(dq)}, par ${bn} (le ${D}).`, `${capitalise(bn)} compte aussi : le ${D} y ajoute ${dq}.`, `${capitalise(bn)}, le ${D} : {une touche|un soupçon|un brin} ${deFr(bare)} dans votre quotidien.`, `Le ${D} ${deFr(bn)} met ${dq} dans les petites choses.`, `${capitalise(dq)} {au jour le jour|au quotidien|chaque jour}, {grâce au|par le|avec le} ${D}.`])} ${w.one([`Les autres remarquent souvent ${bareThe} avant vous.`, `${capitalise(bareThe)} vous sert d’appui quand tout vacille.`, `Dans les journées ordinaires, ${dq} est votre ressource la plus sûre.`, `On compte sur vous pour cela : ${bare}, sans que vous y pensiez.`, `${capitalise(bareThe)}, chez vous, se voit aux détails.`, `Sans effort, un peu ${deFr(bare)} chaque jour.`])}`
        : `${w.one([`${capitalise(dq)}, through ${bn} (the ${D}).`, `${capitalise(bn)} counts too: the ${D} adds ${dq}.`, `${capitalise(bn)}, the ${D}: {a touch|a hint|a dash} of ${bare} in your everyday life.`, `The ${D}, ${bn}, puts ${dq} into small things.`, `${capitalise(dq)} {from day to day|day after day|in daily life}, {thanks to|through|with} the ${D}.`])} ${w.one([`Others often notice ${bare} in you before you do.`, `${capitalise(bare)} supports you when everything wavers.`, `On ordinary days, ${bare} is your surest resource.`, `People count on you for it: ${bare}, without your thinking about it.`, `${capitalise(bare)} shows in the small details.`, `Effortlessly, a little ${bare} every day.`])}`,
      ['number.birthday'],
    ),
  );
  out.push(portrait(f, 'birthday', w, met), pairs(f, w));
  // The lucky number is one of the person's numbers too: what it brings to the topic, and beside the path.
  const lucky = numberVoice(n.lucky_number, f.lang);
  const luckyTopic = w.fresh(lucky.topic[topic]);
  const LN = n.lucky_number;
  const lq = lucky.quality;
  const ln = said('lucky', f.lang, w);
  const [lk] = twoWords(f.keywords.lucky_number ?? [], w);
  out.push(
    para(
      fr
        ? `${w.one([`${capitalise(ln)} apporte ${lq} : c’est le ${LN}.`, `Le ${LN}, ${lq}, est ${ln} ; ${lk} en est le mot.`, `${capitalise(lq)} et ${lk} : le ${LN} vous les prête.`, `Un mot pour le ${LN} : ${lk}.`])} ${luckyTopic.length ? w.one(luckyTopic) : ''} ${LN === P ? w.one([`C’est aussi le nombre de votre chemin de vie : la chance va dans votre sens.`, `${capitalise(q)} et chance vont ici ensemble : le ${LN} est aussi celui ${deFr(pn)}.`]) : `${w.one([`Face ${aFr(pn)} (le ${P})`, `Au regard du ${P}`, `Avec ${pn} (le ${P})`, `Rapporté ${aFr(pn)}`, `Entre ce numéro et ${pn}`, `Mis en regard ${deFr(pn)}`])}, ${relation(LN, P, 'fr', w)}.`}`
        : `${w.one([`${capitalise(ln)} brings ${lq}: it is the ${LN}.`, `The ${LN}, ${lq}, is ${ln}; ${lk} is its word.`, `${capitalise(lq)} and ${lk}: the ${LN} lends you both.`, `One word for the ${LN}: ${lk}.`])} ${luckyTopic.length ? w.one(luckyTopic) : ''} ${LN === P ? w.one([`It is also the number of your life path: luck runs your way.`, `${capitalise(q)} and luck go together here: the ${LN} is also ${pn}.`]) : `${w.one([`Against ${pn} (the ${P})`, `Beside ${pn}, the ${P}`, `With ${pn} (the ${P})`, `Measured against the ${P}`, `Between this number and ${pn}`, `Set against ${pn}`])}, ${relation(LN, P, 'en', w)}.`}`,
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
        ? `${f.karmic_debts.length > 1 ? '{les|des|vos} dettes karmiques' : '{la|une|votre} dette karmique'} ${joinList(f.karmic_debts.map(String), 'fr')}`
        : `karmic debt${f.karmic_debts.length > 1 ? 's' : ''} ${joinList(f.karmic_debts.map(String), 'en')}`
      : '';
    // Each lesson with its theme, « les leçons karmiques 2 (coopération), 4 (organisation) et 7
    // (réflexion) »: what the customer needs to read them, and a bare list of figures was the same
    // seven words in every reading missing the same count of digits.
    const themed = joinList(
      f.karmic_lessons.map(
        (d) => `${d} (${karmicLessonMeaning(d as Digit, f.lang).theme.replace(/^(?:l’|la |le |les )/, '')})`,
      ),
      f.lang,
    );
    const lessons = f.karmic_lessons.length
      ? fr
        ? `${f.karmic_lessons.length > 1 ? '{les|des|vos} leçons karmiques' : '{la|une|votre} leçon karmique'} ${themed}`
        : `karmic lesson${f.karmic_lessons.length > 1 ? 's' : ''} ${themed}`
      : '';
    const lesson = f.karmic_lessons[0] ? numberVoice(f.karmic_lessons[0], f.lang) : null;
    const ls = lesson ? w.one(lesson.step) : '';
    out.push(
      para(
        fr
          ? `${w.one(['Votre nom porte aussi', '{Dans les lettres|Parmi les lettres} de votre nom {se lisent|apparaissent|figurent} aussi', 'Votre nom révèle enfin'])} ${[debts, lessons].filter(Boolean).join(' {et|ainsi que|avec} ')} : ${w.one(['{des apprentissages|autant d’apprentissages|ce sont des apprentissages|voilà des apprentissages} qui {reviennent|se représentent} {tant qu’ils ne sont pas|jusqu’à être} {faits|acquis|intégrés}, {sans rien de fatal|rien de fatal pour autant}', '{des|autant de|ce sont des|voilà des} points {à travailler|à reprendre}, qui {se présentent|reviennent} sous des formes {variées|diverses} {jusqu’à ce qu’ils soient|tant qu’ils ne sont pas} {acquis|intégrés}', '{des|autant de|ce sont des|voilà des} chantiers {intérieurs|à mener en vous} {plutôt que|bien plus que|et non} des fardeaux'])}.${lesson ? ` ${w.one([`Concrètement, cultivez ${lesson.quality} au quotidien.`, `Un exercice simple : ${ls}, {de temps à autre|de temps en temps|régulièrement}.`, `Exercez-vous sans attendre : ${ls}.`, `Pour apprendre ${lesson.quality}, essayez ${deVerb(ls)}.`, `${capitalise(lesson.quality)} s’apprend par petites touches : ${ls}.`])}` : ''}`
          : `${w.one(['Your name also carries', 'The letters of your {full name|name} {also hold|hold as well|also carry|also contain}', 'Your name finally reveals'])} ${[debts, lessons].filter(Boolean).join(' {and|with|plus} ')}: ${w.one(['lessons that {return|come back} until they are {learnt|mastered}, with nothing fateful about them', '{points|things|matters} to work on, which {come back|return|recur} in {various|different|changing} forms until they are {acquired|learnt|mastered}', 'inner work {rather than|far more than|and not} burdens'])}.${lesson ? ` ${w.one([`In practice, grow ${lesson.quality} day by day.`, `A simple exercise: ${ls}, {now and then|from time to time|regularly}.`, `Practise without waiting: ${ls}.`, `To learn ${lesson.quality}, try to ${ls}.`, `${capitalise(lesson.quality)} is learnt in small touches: ${ls}.`])}` : ''}`,
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
  const many = bright.length > 1;
  const list = monthsList(
    bright.map((m) => m.label),
    f.lang,
  );
  const Y = n.personal_year;
  const yn = w.one(
    fr
      ? [`votre année personnelle ${Y}`, `votre année ${Y}`, `l’année ${Y}`]
      : [`your personal year ${Y}`, `your year ${Y}`, `personal year ${Y}`],
  );
  out.push(
    para(
      fr
        ? `${w.one([`${/^un moment\b/.test(yearPace) ? 'Aujourd’hui' : '{En ce moment|Pour l’heure|Ces mois-ci}'}, ${yn} est ${yearPace}.`, `Cette année, ${yn} ouvre ${yearPace}.`, `${capitalise(yearPace)} : voilà ${yn}.`, `${capitalise(year.quality)} mène l’année : ${yn} est ${yearPace}.`])} ${
            bright.length
              ? w.one([
                  `Pour agir, visez ${list}.`,
                  `${capitalise(list)} : ${many ? 'des mois' : 'un mois'} d’action.`,
                  `${many ? 'Vos mois' : 'Votre mois'} d’élan : ${list}.`,
                  `${many ? 'Les mois ouverts' : 'Le mois ouvert'} à l’action : ${list}.`,
                  `${many ? 'Mois les plus propices' : 'Mois le plus propice'} pour lancer : ${list}.`,
                ])
              : ''
          } ${((t) => (t.length ? `${w.one(t)} ` : ''))(w.fresh(year.topic[topic]))}${yearAndPath(f, w, true)} ${w.one([`${forTopic('Ce que')} vous pouvez en faire :`, `${forTopic('Le')} geste de l’année :`, `${forTopic('Un')} pas pour cette année :`])} ${w.one(year.step)}${w.one([`, fidèle à ${q}`, `, dans l’esprit ${deFr(q)}`, `, dans le sens ${deFr(q)} que porte votre ${P}`, `, sans perdre de vue ${q}`, `, un pas de plus vers ${w.one(life.field)}`, `, et ${q} n’en demande pas moins`, `, ce que ${q} accueille volontiers`])}. ${pitfallSentence(year, 'fr', w)}`
        : `${w.one([`Right now ${yn} is ${yearPace}.`, `This year, ${yn} opens ${yearPace}.`, `${capitalise(yearPace)}: that is ${yn}.`, `${capitalise(year.quality)} leads the year: ${yn} is ${yearPace}.`])} ${
            bright.length
              ? w.one([
                  `To act, aim for ${list}.`,
                  `${capitalise(list)}: ${many ? 'months' : 'a month'} for action.`,
                  `${many ? 'Your months' : 'Your month'} of momentum: ${list}.`,
                  `${many ? 'The months open' : 'The month open'} to action: ${list}.`,
                  `${many ? 'Best months' : 'Best month'} to launch things: ${list}.`,
                ])
              : ''
          } ${((t) => (t.length ? `${w.one(t)} ` : ''))(w.fresh(year.topic[topic]))}${yearAndPath(f, w, true)} ${w.one([`${forTopic('What')} you can do with it:`, `${forTopic('The')} year’s one step:`, `${forTopic('A')} step for this year:`])} ${w.one(year.step)}${w.one([`, staying true to ${q}`, `, in the spirit of ${q}`, `, in keeping with the ${q} your ${P} asks for`, `, without losing sight of ${q}`, `, one more step towards ${w.one(life.field)}`, `, and ${q} asks nothing less`, `, which ${q} readily welcomes`])}. ${pitfallSentence(year, 'en', w)}`,
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
      3,
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
 * The wordings of a pinnacle's meaning (the last is the stored one, in the facts, with choices of
 * words): a pinnacle is told in most long readings, so one wording per number would be shared by
 * every reading under it.
 */
const PINNACLE_MORE: Record<number, Record<Lang, string[]>> = {
  1: {
    fr: [
      'Des années pour {prendre les devants|prendre l’initiative} : ce que vous {lancez|entreprenez} par vous-même {trouve sa récompense|finit par payer}.',
      '{Le temps|L’heure} de l’initiative : on {attend de vous|compte sur vous pour|a besoin} que vous {ouvriez la voie|montriez le chemin}, et {l’autonomie paie|l’indépendance est récompensée}.',
      '{Une période|Un temps} {pour vous affirmer|d’affirmation} : les occasions {demandent|réclament} de l’initiative{ et|, puis} {récompensent|favorisent} l’autonomie.',
    ],
    en: [
      'Years for {taking the lead|stepping forward|going first}: {what you|whatever you|all that you} {start|set going|launch} on your own {is rewarded|pays off|bears fruit}.',
      '{A time|A season} of initiative: you are expected to {open the way|lead the way}, and {independence pays|independence is rewarded}.',
      '{A period|A phase} {for asserting yourself|of self-assertion}: opportunities {call for|ask for} initiative{ and|, then} {reward|favour} independence.',
    ],
  },
  2: {
    fr: [
      'Des années où l’on réussit {à plusieurs|avec les autres} : alliances, patience et tact {font la différence|comptent plus que tout}.',
      '{Le temps|L’heure} de la coopération : ce que vous {obtenez|gagnez} passe par les autres et par votre {doigté|tact}.',
      '{Une période|Un temps} de coopération : vos réussites {passent par|reposent sur} les alliances, la patience et {le tact|le doigté}.',
    ],
    en: [
      'Years when success is {shared|won with others}: partnerships, patience and tact {make the difference|count most}.',
      '{A time|A season} of cooperation: what you {gain|achieve} comes through others and {a light touch|your tact}.',
      '{A period|A phase} of cooperation: success {comes through|rests on} partnerships, {patience and tact|patience and a light touch}.',
    ],
  },
  3: {
    fr: [
      'Des années pour vous exprimer : ce que vous {créez et montrez|créez et faites voir} vous ouvre des portes.',
      '{Le temps|L’heure} de la parole et de la création : être vu {devient un atout|joue en votre faveur}.',
      '{Une période|Un temps} d’expression : créer, communiquer et vous montrer vous {ouvre des portes|ouvre bien des portes}.',
    ],
    en: [
      'Years for expressing yourself: what you {create and show|make and share} opens doors.',
      '{A time|A season} of voice and creativity: being seen {becomes an asset|works in your favour}.',
      '{A period|A phase} of expression: creating, communicating and being seen {open doors for you|open many doors}.',
    ],
  },
  4: {
    fr: [
      'Des années de chantier : l’effort {régulier|suivi} pose des fondations qui {dureront|tiendront}.',
      '{Le temps|L’heure} de bâtir : {patience et travail|patience et ouvrage} {suivi|régulier} vous donnent une base {solide|durable}.',
      '{Une période|Un temps} de construction : un travail régulier bâtit une base {durable|solide}, au prix d’efforts {soutenus|suivis}.',
    ],
    en: [
      'Years of building: {steady|regular} effort lays foundations that will {last|hold}.',
      '{A time|A season} to build: patience and {regular|steady} work give you {solid ground|a solid base}.',
      '{A period|A phase} of building: {steady|regular} work lays a {lasting|solid} foundation, at the cost of sustained effort.',
    ],
  },
  5: {
    fr: [
      'Des années mobiles : voyages, changements et rencontres {élargissent|agrandissent} votre horizon.',
      '{Le temps|L’heure} du mouvement : la nouveauté {frappe souvent|vient souvent frapper} à votre porte.',
      '{Une période|Un temps} de mouvement : voyages, changements et expériences nouvelles {élargissent|repoussent} votre horizon.',
    ],
    en: [
      'Years on the move: travel, change and new people {widen|broaden} your horizon.',
      '{A time|A season} of movement: something new {often knocks|keeps knocking} at your door.',
      '{A period|A phase} of movement: travel, change and new experiences {widen|broaden} your horizon.',
    ],
  },
  6: {
    fr: [
      'Des années {tournées vers|centrées sur} le foyer : {vos proches|les vôtres} et {vos engagements envers eux|ce que vous leur devez} {passent au premier plan|comptent avant tout}.',
      '{Le temps|L’heure} des responsabilités affectives : on compte sur vous, et vous y {trouvez|prenez} votre place.',
      '{Une période|Un temps} de {responsabilités affectives|devoirs affectifs} : {le foyer, la famille|la famille, le foyer} et vos {engagements|devoirs} envers {vos proches|les vôtres} {occupent le centre|passent au premier plan}.',
    ],
    en: [
      'Years centred on home: {family|your family} and {your commitments to those close to you|what you owe your own} {come first|take first place}.',
      '{A time|A season} of caring duties: people {count on|rely on} you, and you find your place in that.',
      '{A period|A phase} of {caring responsibilities|duties of the heart}: home, family and {your commitments to those close to you|what you owe your own} {take centre stage|come first}.',
    ],
  },
  7: {
    fr: [
      'Des années d’étude et de recul : un peu de solitude {fait mûrir|approfondit} votre compréhension.',
      '{Le temps|L’heure} de l’approfondissement : réfléchir, apprendre, comprendre {en profondeur|jusqu’au fond}.',
      '{Une période|Un temps} d’approfondissement : {l’étude, la réflexion|la réflexion, l’étude} et {une part|un peu} de solitude {font mûrir|approfondissent} votre compréhension.',
    ],
    en: [
      'Years of study and distance: a little solitude {ripens|deepens} your understanding.',
      '{A time|A season} of deepening: reflecting, learning, understanding things {to the root|in depth}.',
      '{A period|A phase} of deepening: study, reflection and some solitude {ripen|deepen} your understanding.',
    ],
  },
  8: {
    fr: [
      'Des années d’ambition : argent, autorité et réussite sont à portée, à condition de {rester intègre|garder votre droiture}.',
      '{Le temps|L’heure} de la réussite matérielle : le pouvoir {vient|arrive}, et la droiture {le rend durable|le fait durer}.',
      '{Une période|Un temps} d’ambition matérielle : autorité, argent et réussite professionnelle sont à portée, si vous les {gérez avec droiture|tenez avec intégrité}.',
    ],
    en: [
      'Years of ambition: money, authority and success are within reach, provided you {stay honest|keep your integrity}.',
      '{A time|A season} of material success: power comes, and integrity {makes it last|keeps it lasting}.',
      '{A period|A phase} of material ambition: authority, money and professional success are within reach if you {handle them with integrity|hold them honestly}.',
    ],
  },
  9: {
    fr: [
      '{Des années d’achèvement|Des années de bilan} : vous {donnez|partagez}, vous {transmettez|passez le relais}, vous apprenez à {laisser partir|lâcher prise}.',
      '{Le temps|L’heure} de la générosité : {boucler des cycles|clore des chapitres} et transmettre ce que vous savez.',
      '{Une période|Un temps} d’achèvement et de générosité : vous {donnez|partagez}, vous transmettez et vous apprenez à {laisser partir|lâcher prise}.',
    ],
    en: [
      'Years of completion: you give, you pass things on, you learn to let go.',
      '{A time|A season} of generosity: {closing chapters|rounding things off} and handing on what you know.',
      '{A period|A phase} of {completion|closure} and generosity: you {give|share}, you {pass things on|hand things on} and you {learn|come} to {let go|let things go}.',
    ],
  },
  11: {
    fr: [
      'Des années d’inspiration : votre intuition {s’aiguise|s’affine|gagne en finesse} et vous {éclairez|guidez} les autres, la sensibilité {à vif|à fleur de peau}.',
      '{Le temps|L’heure} de l’intuition : vous pouvez guider, au prix d’une {grande sensibilité|sensibilité très vive}.',
      '{Une période|Un temps} d’inspiration : {votre intuition|votre flair|votre perception} {s’aiguise|s’affine} {et vous pouvez|, et vous savez} éclairer les autres, au prix d’une sensibilité {à vif|exacerbée}.',
    ],
    en: [
      'Years of inspiration: your intuition sharpens and you can light the way for others, with your nerves on edge.',
      '{A time|A season} of intuition: you can {guide others|lead others}, {at the price of|at the cost of} {great sensitivity|a raw sensitivity}.',
      '{A period|A phase} of inspiration: your intuition sharpens and you can {enlighten|guide} others, {at the price of|at the cost of} {raw|heightened} sensitivity.',
    ],
  },
  22: {
    fr: [
      'Des années de grands projets : vous pouvez bâtir plus grand que vous.',
      '{Le temps|L’heure} des grands chantiers : un projet qui vous dépasse peut prendre corps.',
      '{Une période|Un temps} de grands chantiers : vous pouvez {concrétiser|mener à bien} un projet qui dépasse votre seule personne.',
    ],
    en: [
      'Years of great projects: you can build something larger than yourself.',
      '{A time|A season} of great works: a project beyond your own person can take shape.',
      '{A period|A phase} of great works: you can {bring to life|carry through} a project larger than yourself.',
    ],
  },
  33: {
    fr: [
      'Des années de dévouement : aider devient une vocation, pourvu que vous ne vous oubliiez pas.',
      '{Le temps|L’heure} du service : votre soutien compte beaucoup, à condition de vous ménager aussi.',
      '{Une période|Un temps} de dévouement : votre soutien aux autres devient une vocation, à condition de ne pas vous {oublier|négliger}.',
    ],
    en: [
      'Years of devotion: helping becomes a calling, provided you do not forget yourself.',
      '{A time|A season} of service: your support matters a great deal, as long as you spare yourself too.',
      '{A period|A phase} of devotion: your support for others becomes a calling, provided you do not {forget|neglect} yourself.',
    ],
  },
};

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
/**
 * A pinnacle's meaning in one of PINNACLE_MORE's wordings, never twice a reading; the last of them is
 * the stored meaning with choices of words (word for word, it came back in every reading that told
 * that number). A number without other wordings keeps the stored one.
 */
const pinnacleMeaning = (s: { value: number; meaning: string }, lang: Lang, w: Words) =>
  w.one(PINNACLE_MORE[s.value]?.[lang] ?? [s.meaning]);
/** A life cycle's meaning in one of LIFE_CYCLE_MORE's wordings (the last is the stored one, varied). */
const cycleMeaning = (s: { value: number; meaning: string }, lang: Lang, w: Words) =>
  w.one(
    (LIFE_CYCLE_MORE as Record<number, { fr: readonly string[]; en: readonly string[] }>)[s.value]?.[
      lang
    ] ?? [s.meaning],
  );

function lifeStages(f: F, w: Words): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const p = running(f.pinnacles ?? [], f.age);
  if (!p) return null;
  const next = f.pinnacles.find((x) => x.index === p.index + 1);
  const c = running(f.challenges ?? [], f.age);
  const cycle = running(f.life_cycles ?? [], f.age);
  const ord = ORDINAL[f.lang][p.index - 1] ?? String(p.index);
  const pm = pinnacleMeaning(p, f.lang, w);
  const pq0 = numberVoice(p.value, f.lang).quality;
  // Present in most long readings: many short openings, none with more than six fixed words in a row.
  const parts = [
    fr
      ? w.one([
          `À ${f.age} ans, le ${p.value} (${ord} sommet) {apporte|vous apporte|met en avant} ${pq0}. ${pm}`,
          `Votre ${ord} sommet, le ${p.value}, {colore|marque|teinte} ces années{-ci|}. ${pm}`,
          `${capitalise(pq0)} {domine|l’emporte|prend le dessus} : le ${p.value} est votre ${ord} sommet. ${pm}`,
          `{Votre|Ce} ${ord} sommet, le ${p.value}, {met|place} ${pq0} au premier plan. ${pm}`,
          `Depuis {vos|l’âge de} ${p.from_age} ans, {votre|ce} ${ord} sommet, le ${p.value}, donne le ton. ${pm}`,
          `${capitalise(ord)} sommet de votre {vie|existence|parcours} : le ${p.value}. ${pm}`,
          `Le ${p.value}, ${pq0} en tête, {règne sur|gouverne|oriente} vos années {présentes|actuelles}. ${pm}`,
          `{Sommet en cours|Votre sommet actuel|Le sommet du moment} : le ${p.value}, le ${ord} de votre {vie|existence}. ${pm}`,
          `Le ${p.value} est votre sommet {du moment|actuel|en cours}, le ${ord}. ${pm}`,
          `{Ces années-ci|Les années présentes|Vos années actuelles} {appartiennent au|relèvent du} ${p.value}, votre ${ord} sommet. ${pm}`,
        ])
      : w.one([
          `At ${f.age}, the ${p.value} (${ord} pinnacle) {brings|offers|puts forward} ${pq0}. ${pm}`,
          `{Your|This} ${ord} pinnacle, the ${p.value}, {colours|marks|tints} these years. ${pm}`,
          `${capitalise(pq0)} {leads|comes first|takes the lead}: the ${p.value} is your ${ord} pinnacle. ${pm}`,
          `{Your|This} ${ord} pinnacle, the ${p.value}, {brings|puts} ${pq0} {to the fore|in the foreground}. ${pm}`,
          `{Since the age of|Ever since} ${p.from_age}, {your|this} ${ord} pinnacle, the ${p.value}, has {set the tone|led the way|given the key}. ${pm}`,
          `${capitalise(ord)} pinnacle of your {life|lifetime|journey}: the ${p.value}. ${pm}`,
          `The ${p.value}, ${pq0} first, {rules|governs|guides} your {present|current} years. ${pm}`,
          `{Your pinnacle for now|Your present pinnacle|The pinnacle of the moment|Your current pinnacle}: {the|number} ${p.value}, the ${ord} {of your life|of your lifetime|in your life}. ${pm}`,
          `The ${p.value} is your {current|present} pinnacle, {the ${ord}|the ${ord} one}. ${pm}`,
          `{These years|Your present years|The years you are living} belong to the ${p.value}, your ${ord} pinnacle. ${pm}`,
        ]),
  ];
  // What the pinnacle is about, in its number's own field (« vos changements de cap »).
  const pf = w.one(numberVoice(p.value, f.lang).field);
  parts.push(
    fr
      ? spread(
          w,
          [
            `{Au centre|Au cœur} de ces années : ${pf}.`,
            `Ces années {mettent en avant|font passer devant|placent au centre} ${pf}.`,
            `Le ${p.value} {attire votre attention sur|tourne votre regard vers|porte votre attention sur} ${pf}.`,
            `En jeu {pendant|durant} ce sommet : ${pf}.`,
            `Ce sommet regarde vers ${pf}.`,
          ],
          'stage-field',
        )
      : spread(
          w,
          [
            `{At the centre|At the heart} of these years: ${pf}.`,
            `These years {bring forward|put first|highlight} ${pf}.`,
            `The ${p.value} {draws|turns|directs} your attention to ${pf}.`,
            `At stake {in|during|throughout} this pinnacle: ${pf}.`,
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
                `Ces années prêtent ${pq} à ce que {votre chemin demande|votre chemin réclame|demande votre chemin}, {c’est-à-dire |soit |}${lq}.`,
                `${capitalise(pq)} pour ces années, ${lq} pour {toute la vie|toute une vie|la vie entière}.`,
                `Pour un temps, ${pq} vient colorer ${lq}, votre fil de toujours.`,
              ])
            : w.one([
                `These years lend ${pq} to what {your path|your life path|the path} {asks for|calls for|needs}, {that is|namely} ${lq}.`,
                `${capitalise(pq)} for these years, ${lq} for {a whole life|a lifetime|life}.`,
                `For a while, ${pq} colours ${lq}, your lifelong thread.`,
              ])
        }`;
  const lead = fr
    ? spread(
        w,
        [
          `Avec votre {chemin de vie|chemin} ${P}, `,
          `Face au ${P} de votre route, `,
          `Au regard de votre chemin (${P}), `,
          `Entre ce sommet et votre chemin ${P}, `,
          `{Sommet|Votre sommet} ${p.value} {et|face à votre} {chemin de vie|chemin} ${P} : `,
          `Sommet et chemin (${p.value} et ${P}) : `,
          `Rapporté au ${P}, votre chemin, `,
          `Quant à votre {chemin de vie|chemin} ${P}, `,
          `{À côté du|Près du} ${P} de votre chemin, `,
          `Le ${p.value} et votre ${P} {de toujours|de fond|de naissance} : `,
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
          `{Pinnacle|Your pinnacle} ${p.value} and {life path|your life path|path} ${P}: `,
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
            `${capitalise(nq)} viendra {ensuite|après|plus tard}, {avec|sous} le ${next.value}, vers ${next.from_age} ans.`,
            `Le ${next.value} vous attend vers ${next.from_age} ans : ${nq} prendra le relais.`,
            `Prochain sommet : le ${next.value}, vers ${next.from_age} ans, sous le signe ${deFr(nq)}.`,
            `Après ${p.to_age ?? next.from_age} ans, le ${next.value} {déplacera l’accent|fera pencher la balance|portera l’attention} vers ${nq}.`,
          ])
        : w.one([
            `The next one, the ${next.value}, ${w.one(['opens', 'arrives', 'begins', 'comes in'])} around age ${next.from_age}: ${w.one(['prepare for it without rushing it', 'it will take over from what you are building now'])}.`,
            `Around age ${next.from_age}, the ${next.value} takes over; ${w.one(['what you build today will be its base', 'today’s efforts prepare it', 'it will rest on what you lay down now'])}.`,
            `At ${next.from_age} comes the ${next.value}, with ${nq} to the fore: ${w.one(['there is no hurry', 'you will see it coming', 'what you lay down now will help it'])}.`,
            `The pinnacle after this one, the ${next.value}, begins around ${next.from_age} and will stress ${nq}.`,
            `Further on, around ${next.from_age}, the ${next.value} will call for ${nq}; ${w.one(['that time will come in its season', 'no need to run ahead of it', 'each thing in its time'])}.`,
            `From ${next.from_age} on, make way for the ${next.value}: ${nq}.`,
            `${capitalise(nq)} {comes next|follows|will follow}, {with|under} the ${next.value}, around ${next.from_age}.`,
            `The ${next.value} awaits you around ${next.from_age}, and ${nq} will take over.`,
            `Next pinnacle: the ${next.value}, around ${next.from_age}, under the sign of ${nq}.`,
            `After ${p.to_age ?? next.from_age}, the ${next.value} will {shift the weight|move the emphasis|tip the balance} towards ${nq}.`,
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
                `Votre défi {actuel|du moment|présent} est le ${c.value}`,
                `Sur votre route, le défi ${c.value}`,
                `Le travail du moment, le défi ${c.value}`,
                `À relever maintenant, le défi ${c.value}`,
                `L’effort porte sur le défi ${c.value}`,
                `Reste un défi, le ${c.value}`,
                `Pour ces années, le défi ${c.value}`,
                `Votre défi en cours, le ${c.value}`,
                `Ce qui {coûte|pèse|demande} le plus ? Le défi ${c.value}`,
              ],
              'stage-challenge',
            )
          : spread(
              w,
              [
                `Your {present|current} challenge {is|remains} the ${c.value}`,
                `Against it stands challenge ${c.value}`,
                `{In your way for now|Standing in your way at present|Blocking the path for now}, challenge ${c.value}`,
                `The present work is challenge ${c.value}`,
                `For now you face challenge ${c.value}`,
                `The effort centres on challenge ${c.value}`,
                `Then comes a challenge, the ${c.value}`,
                `Across these years runs challenge ${c.value}`,
                `What {costs you most|asks most of you|takes most effort} is challenge ${c.value}`,
                `For these years, challenge ${c.value}`,
                `Your challenge {of the moment|for now|at present} is the ${c.value}`,
              ],
              'stage-challenge',
            )
      }${challengeAsks(c, f.lang, w)}`,
    );
  if (cycle) {
    const name = cycleSaid(cycle.name);
    const cm = cycleMeaning(cycle, f.lang, w);
    parts.push(
      fr
        ? w.one([
            `Plus largement : ${name} (${cycle.value}). ${cm}`,
            `{En plus grand|À plus grande échelle}, ${name}, {le|sous le} ${cycle.value}. ${cm}`,
            `Depuis {vos|l’âge de} ${cycle.from_age} ans, ${name}, sous le ${cycle.value}, {encadre le tout|englobe le reste|sert de cadre}. ${cm}`,
            `{Derrière ces années|Derrière ce sommet}, ${name}, {le|sous le} ${cycle.value}. ${cm}`,
            `Toile de fond : ${name}, depuis vos ${cycle.from_age} ans. ${cm}`,
            `Vous vivez ${name} (${cycle.value}). ${cm}`,
            `{En arrière-plan|En toile de fond}, ${name}, que {régit|gouverne} le ${cycle.value}. ${cm}`,
            `${capitalise(name)} (${cycle.value}) {forme|dessine|compose} {l’arrière-plan|la toile de fond}. ${cm}`,
            `Au-delà du sommet, ${name}. ${cm}`,
            `Le ${cycle.value} {gouverne|régit|colore} ${name}. ${cm}`,
            `Sur la longue durée, ${name}, sous le ${cycle.value}. ${cm}`,
            `Quant {au cycle de vie|à votre cycle de vie|au grand cycle}, {c’est le|il relève du|il est placé sous le} ${cycle.value}. ${cm}`,
          ])
        : w.one([
            `More broadly: ${name} (${cycle.value}). ${cm}`,
            `{On a larger scale|Seen wider}, ${name}, {the|under the} ${cycle.value}. ${cm}`,
            `{Since the age of|Ever since} ${cycle.from_age}, ${name}, under the ${cycle.value}, {frames it all|holds the rest|sets the frame}. ${cm}`,
            `Behind these years lies ${name}, the ${cycle.value}. ${cm}`,
            `As a backdrop: ${name}, since you were ${cycle.from_age}. ${cm}`,
            `You are living ${name}, under the ${cycle.value}. ${cm}`,
            `In the {background|backdrop}, ${name}, {governed|steered} by the ${cycle.value}. ${cm}`,
            `${capitalise(name)}, under the ${cycle.value}, {forms|makes up|provides} the {background|backdrop}. ${cm}`,
            `Beyond the pinnacle, ${name}. ${cm}`,
            `The ${cycle.value} {governs|rules|colours} ${name}. ${cm}`,
            `Over the long run, ${name}, under the ${cycle.value}. ${cm}`,
            `As for {your life cycle|the life cycle|the wider cycle}, {it is the|it falls under the|it belongs to the} ${cycle.value}. ${cm}`,
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
  const parts: string[] = [];
  const pastM = past ? pinnacleMeaning(past, f.lang, w) : '';
  const nextM = next ? pinnacleMeaning(next, f.lang, w) : '';
  const cycleM = nextCycle ? cycleMeaning(nextCycle, f.lang, w) : '';
  if (past)
    parts.push(
      fr
        ? w.one([
            `Avant {vos|l’âge de} ${past.to_age ?? p.from_age} ans, vous {viviez|avanciez|étiez} sous le ${past.value}. ${pastM}`,
            `Le sommet précédent, le ${past.value}, a couvert vos années de ${past.from_age} à ${past.to_age ?? p.from_age} ans. ${pastM}`,
            `Jusqu’à ${past.to_age ?? p.from_age} ans, c’était le ${past.value}. ${pastM}`,
            `Votre ${ORDINAL.fr[past.index - 1] ?? past.index} sommet, le ${past.value}, est derrière vous. ${pastM}`,
            `Le ${past.value}, ${numberVoice(past.value, 'fr').quality} en tête, a marqué vos années jusqu’à ${past.to_age ?? p.from_age} ans. ${pastM}`,
            `Derrière vous, le ${past.value}. ${pastM}`,
            `Avant le ${p.value}, il y eut le ${past.value}. ${pastM}`,
            `Retour sur le sommet passé, le ${past.value}. ${pastM}`,
          ])
        : w.one([
            `Before ${past.to_age ?? p.from_age}, you {lived|were living|spent your years} under the ${past.value}. ${pastM}`,
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
              `Ce que le ${past.value} a {construit|bâti|posé}, le ${p.value} le met {maintenant|aujourd’hui|à présent} à l’épreuve.`,
              `${capitalise(numberVoice(past.value, 'fr').quality)} reste un acquis ; place maintenant ${aFr(numberVoice(p.value, 'fr').quality)}.`,
              `Le ${p.value} reprend le flambeau du ${past.value} : ${numberVoice(past.value, 'fr').quality} cède le pas sans disparaître.`,
            ])
          : w.one([
              'What those years taught you is still yours today.',
              'That time was not lost: it prepared the ground for the present pinnacle.',
              `From the ${past.value} to the ${p.value}, the accent changed, but nothing learnt is lost.`,
              `Today’s ${p.value} rests on ${numberVoice(past.value, 'en').quality}, the gift of the ${past.value}.`,
              `What the ${past.value} {built|laid down|put in place}, the ${p.value} {now puts to the test|is now testing|now tries out}.`,
              `${capitalise(numberVoice(past.value, 'en').quality)} stays with you; now comes ${numberVoice(p.value, 'en').quality}.`,
              `The ${p.value} takes the torch from the ${past.value}: ${numberVoice(past.value, 'en').quality} steps back without vanishing.`,
            ]),
    );
  if (next)
    parts.push(
      fr
        ? w.one([
            `Le ${next.value}, {à partir de|dès} ${next.from_age} ans, {changera l’accent|déplacera l’accent|changera la donne}. ${nextM}`,
            `Vers ${next.from_age} ans vous attend le ${next.value}. ${nextM}`,
            `Après le ${p.value} viendra le ${next.value}. ${nextM}`,
            `Ensuite, le ${next.value}, dès ${next.from_age} ans. ${nextM}`,
            `Le sommet suivant sera le ${next.value}. ${nextM}`,
          ])
        : w.one([
            `The ${next.value}, from ${next.from_age} on, will {shift the accent|move the emphasis|change the stress}. ${nextM}`,
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
            `Puis, vers {${nextCycle.from_age} ans|l’âge de ${nextCycle.from_age} ans}, {viendra|s’ouvrira|commencera} ${cycleSaid(nextCycle.name)} (${nextCycle.value}). ${cycleM}`,
            `Plus loin, ${cycleSaid(nextCycle.name)}, sous le ${nextCycle.value}, s’ouvrira vers ${nextCycle.from_age} ans. ${cycleM}`,
            `À l’horizon, ${cycleSaid(nextCycle.name)}, que régira le ${nextCycle.value}. ${cycleM}`,
            `Le cycle {suivant|d’après|à venir} sera {gouverné|régi|placé} {par le|sous le} ${nextCycle.value}. ${cycleM}`,
          ])
        : w.one([
            `Then, {around|at about} ${nextCycle.from_age}, {comes|will come|begins} ${cycleSaid(nextCycle.name)} (${nextCycle.value}). ${cycleM}`,
            `Further on, ${cycleSaid(nextCycle.name)}, under the ${nextCycle.value}, opens around ${nextCycle.from_age}. ${cycleM}`,
            `On the horizon, ${cycleSaid(nextCycle.name)}, {ruled|shaped|coloured} by the ${nextCycle.value}. ${cycleM}`,
            `The {next|following|coming} cycle will be {governed|ruled|shaped} by the ${nextCycle.value}. ${cycleM}`,
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
      `{Votre chemin de vie|Votre chemin}, le ${x} : ${q}, à regarder de près.`,
      `Revenons ${aFr(q)}, cœur de votre chemin ${x}.`,
      `Chemin ${x} : ${q}, à lire sur la durée.`,
      `Votre chemin ${x} raconte ${q}, et il se déploie lentement.`,
      `Pour fil, ${q} : votre chemin ${x}.`,
      `${Q} : le fil de votre chemin ${x}.`,
      `Le ${x}, {votre chemin de vie|votre chemin}, fait de ${q} une affaire de {toute une vie|toute l’existence}.`,
      `Tout tourne autour ${deFr(q)} : chemin ${x}.`,
      `Le ${x} {donne|imprime|fixe} à votre chemin{ de vie|} sa direction : ${q}.`,
      `Chemin de vie ${x} : ${q} au long cours.`,
      `${Q}, année après année (chemin ${x}).`,
      `${Q} {devient|sera|reste} votre {ligne de conduite|règle de vie|boussole} (chemin ${x}).`,
    ],
    expression: [
      `{Votre manière d’agir|Votre façon d’agir|Votre façon de faire} tient ${aFr(q)} : nombre d’expression ${x}.`,
      `Côté action, ${q} donne le ton (expression ${x}).`,
      `Vos talents ? ${Q}, car votre expression est le ${x}.`,
      `Pour vos talents, regardez ${q} : votre expression est le ${x}.`,
      `${Q}, votre outil (expression ${x}).`,
      `{Votre nombre d’expression|Votre expression}, le ${x}, fait ${deFr(q)} un {savoir-faire|métier|atout}.`,
      `Le ${x}, {en nombre d’expression|comme nombre d’expression|votre expression}, vous {fait agir|pousse à agir} par ${q}.`,
      `{Votre manière d’agir|Votre façon d’agir} passe par ${q}, {le propre|la marque} du ${x}, {votre nombre d’expression|votre expression}.`,
      `Expression ${x} : ${q} comme outil.`,
      `${Q} {devient|se fait} chez vous {une compétence|un savoir-faire|un atout} (le ${x}).`,
      `Vos talents, marqués du ${x} : ${q}.`,
      `Le ${x} vous met ${q} entre les mains (expression).`,
    ],
    soul_urge: [
      `En secret, ${q} vous anime (nombre intime ${x}).`,
      `Sous la surface, ${q}, votre nombre intime ${x}.`,
      `Vos désirs profonds suivent le ${x} : ${q}.`,
      `Ce que vous cherchez vraiment : ${q}, nombre intime ${x}.`,
      `${Q}, voilà ce que {réclame|demande} votre cœur (${x}).`,
      `Soif ${deFr(q)} : votre nombre intime ${x}.`,
      `Le ${x}, au plus intime, vous {fait désirer|fait rechercher|pousse vers} ${q}.`,
      `{Au fond de vous|Tout au fond|Intimement}, le ${x} {cherche|recherche|vise} ${q}.`,
      `Nombre intime ${x} : ${q}, au fond.`,
      `Ce qui vous {nourrit|porte|comble} vraiment {tient au|vient du} ${x} : ${q}.`,
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
      `Le ${x}, {en nombre de personnalité|votre personnalité|comme nombre de personnalité}, {montre|laisse voir} ${q} avant tout le reste.`,
      `On perçoit de vous ${q} : personnalité ${x}.`,
      `Personnalité ${x} : ${q} en façade.`,
      `Les autres remarquent d’abord ${q}, signe du ${x} de votre personnalité.`,
      `De loin, on voit ${q} : le ${x} de votre personnalité.`,
      `Le ${x} {colore|teinte|marque} l’impression que vous {laissez|donnez} : ${q}.`,
    ],
    maturity: [
      `Votre maturité, le ${x}, regarde vers ${q}.`,
      `Plus tard viendra ${q}, avec votre maturité ${x}.`,
      `${Q} mûrit avec vous (maturité ${x}).`,
      `Ce que l’âge vous apportera : ${q}, selon le ${x} de votre maturité.`,
      `${Q} {viendra avec l’âge|arrivera avec les années|s’affirmera avec l’âge} : votre {nombre de maturité|maturité} est le ${x}.`,
      `{Votre nombre de maturité|Votre maturité}, le ${x}, {promet|annonce|réserve} ${q} pour plus tard.`,
      `Le ${x}, votre maturité, fera grandir ${q} en vous.`,
      `{Avec les années|Avec le temps|En mûrissant}, le ${x} {tire|penche|vous mène} vers ${q}.`,
      `Maturité ${x} : ${q} pour la {seconde moitié|deuxième partie} de {la vie|votre vie|l’existence}.`,
      `${Q} gagne du terrain avec l’âge (maturité ${x}).`,
      `L’âge vous mène vers le ${x} : ${q}.`,
      `Le ${x} attend son heure : votre maturité {penchera|tendra|ira} vers ${q}.`,
    ],
    birthday: [
      `Dans les petites choses, ${q} (jour de naissance ${x}).`,
      `Au quotidien se voit ${q}, le ${x} de votre naissance.`,
      `Reste le ${x} de votre naissance : ${q}.`,
      `Votre jour de naissance apporte ${q}, le propre du ${x}.`,
      `${Q} {au quotidien|au jour le jour|chaque jour} : c’est le ${x}, {nombre de votre jour de naissance|le nombre de votre naissance|votre nombre de naissance}.`,
      `{Votre jour de naissance|Votre date de naissance|Le jour de votre naissance} {donne|vous donne} le ${x}, et ${q}.`,
      `{Votre nombre du jour de naissance|Votre nombre de naissance}, le ${x}, {glisse|met|sème} ${q} dans vos journées.`,
      `Jour de naissance réduit au ${x} : ${q} se glisse dans les gestes simples.`,
      `Jour de naissance ${x} : ${q} au quotidien.`,
      `${Q} se glisse dans vos habitudes (jour de naissance ${x}).`,
      `Le ${x} de votre naissance se {voit|lit|devine} dans les {détails|petits détails|petites choses} : ${q}.`,
      `Vos journées portent {la marque|l’empreinte|le sceau} du ${x} : ${q}.`,
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
      `The ${x} {gives|lends|sets} your {life path|path} its direction: ${q}.`,
      `Life path ${x}: ${q} over the long haul.`,
      `${Q}, year after year (path ${x}).`,
      `${Q} {becomes|turns into} a way of {living|life} (path ${x}).`,
    ],
    expression: [
      `How you act comes down to ${q} (expression ${x}).`,
      `In action, ${q} sets the tone (expression ${x}).`,
      `Your talents? ${Q}, since your expression is the ${x}.`,
      `For your talents, look to ${q}: your expression is the ${x}.`,
      `${Q}, your working tool (expression ${x}).`,
      `Your expression number ${x} turns ${q} into a skill.`,
      `{As your expression number|As your expression|In your expression}, the ${x} {makes you act|has you act|leads you to act} through ${q}.`,
      `Your way of acting goes through ${q}, {the mark|the stamp|the hallmark} of the ${x}, {your expression number|your expression}.`,
      `Expression ${x}: ${q} as a tool.`,
      `${Q} {becomes|turns into} a {skill|strength|talent} of yours (the ${x}).`,
      `Your talents, marked by the ${x}: ${q}.`,
      `The ${x} puts ${q} in your hands (expression).`,
    ],
    soul_urge: [
      `In secret, ${q} moves you (soul urge ${x}).`,
      `Beneath the surface lies ${q}, your soul urge ${x}.`,
      `Your deep wishes follow the ${x}: ${q}.`,
      `What you truly seek: ${q}, soul urge ${x}.`,
      `${Q}, {asked for|longed for|wished for} in {secret|private|silence} (soul urge ${x}).`,
      `A thirst for ${q}: your soul urge ${x}.`,
      `{Deep inside|Deep down|At your core}, the ${x} {makes you long for|has you longing for|sets you longing for} ${q}.`,
      `At heart, the ${x} seeks ${q}.`,
      `Soul urge ${x}: ${q}, deep down.`,
      `What truly {feeds|sustains|fulfils} you comes from the ${x}: ${q}.`,
      `${Q} calls you quietly (soul urge ${x}).`,
      `The ${x} lives in your wishes: ${q}.`,
    ],
    personality: [
      `The impression you give? ${Q}, through your personality ${x}.`,
      `At first glance, people notice ${q}: personality ${x}.`,
      `Your outward face, at its best: ${q}, the ${x}.`,
      `In others’ eyes, ${q} comes first: personality ${x}.`,
      `${Q} is what people {see|notice} first (personality ${x}).`,
      `On show, ${q}: your personality ${x}.`,
      `{As your personality number|As your personality|In your personality}, the ${x} {shows|displays} ${q} before anything else.`,
      `What others {perceive|notice|see} in you first is ${q}: {your personality number|your personality} is the ${x}.`,
      `Personality ${x}: ${q} on the surface.`,
      `Others first notice ${q}, {the sign|the mark} of your {personality number|personality} ${x}.`,
      `From afar, people see ${q}: your personality ${x}.`,
      `The ${x} {colours|shapes|tints} the impression you {leave|make}: ${q}.`,
    ],
    maturity: [
      `Your maturity, the ${x}, looks towards ${q}.`,
      `Later on comes ${q}, with your maturity ${x}.`,
      `${Q} ripens with you (maturity ${x}).`,
      `What age will bring you: ${q}, by the ${x} of your maturity.`,
      `${Q} {will come with age|will grow with the years|will arrive with age}: {your maturity number|your maturity} is the ${x}.`,
      `Your maturity number ${x} promises ${q} for later.`,
      `The ${x}, your maturity, will {make growing room|make more room|leave more room} for ${q}.`,
      `{With the years|Over time|As you mature}, the ${x} {leans|tends|draws you} towards ${q}.`,
      `Maturity ${x}: ${q} for the second half of {life|your life}.`,
      `${Q} gains ground with age (maturity ${x}).`,
      `Age leads you towards the ${x}: ${q}.`,
      `The ${x} bides its time: your maturity will {lean|tend|turn} towards ${q}.`,
    ],
    birthday: [
      `In small things, ${q} (birthday number ${x}).`,
      `Everyday life shows ${q}, the ${x} of your birth day.`,
      `Then comes your birthday ${x}: ${q}.`,
      `The day you were born brings ${q}, the mark of the ${x}.`,
      `${Q} {in everyday life|day to day|in daily life}: {that is|this is} the ${x}, {the number of your birth day|your birth day’s number|your birthday number}.`,
      `{Your birth day|The day you were born|Your birthday} {gives you|brings you} the ${x}, and ${q}.`,
      `Your birthday number ${x} slips ${q} into your days.`,
      `Born on a day that {reduces|comes down} to ${x}, you carry ${q} in {simple gestures|small gestures|everyday gestures}.`,
      `Birthday ${x}: ${q} day to day.`,
      `${Q} slips into your habits (birthday ${x}).`,
      `The ${x} of your birth day {shows|can be seen|shows up} in the {details|small details|little things}: ${q}.`,
      `Your days bear {the mark|the stamp|the imprint} of the ${x}: ${q}.`,
    ],
  };
  return (lang === 'fr' ? fr : en)[role];
}

const ROLE_NAMES: Record<Lang, Record<Role, string>> = {
  fr: {
    life_path: 'chemin de vie',
    expression: 'nombre {d’expression|de destinée}',
    soul_urge: 'nombre {intime|du cœur}',
    personality: 'nombre de personnalité',
    maturity: 'nombre de maturité',
    birthday: 'nombre {du jour de naissance|de naissance}',
  },
  en: {
    life_path: 'life path',
    expression: '{expression|destiny} number',
    soul_urge: '{soul urge number|soul urge|heart’s desire}',
    personality: '{personality number|personality}',
    maturity: '{maturity number|maturity}',
    birthday: '{birthday number|birth day number}',
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
        `${capitalise(q)} {revient|reparaît|est de retour} : ce ${x} {était déjà|est aussi} votre ${prev}.`,
        `${capitalise(q)} {encore|de nouveau|une fois de plus} : le ${x} est {aussi|également} votre ${prev}.`,
        `${capitalise(q)}, {vous connaissez|vous connaissez déjà|c’est connu} : le ${x} {est déjà|est aussi|était déjà} votre ${prev}.`,
        `Même ${x} que votre ${prev}, et donc ${q}, ici sous un autre jour.`,
        `{Autre rôle|Nouveau rôle} pour ${q} : le ${x} {sert aussi de|fait aussi office de} ${prev}.`,
        `Déjà ${prev}, le ${x} revient ici : ${q} pèse double.`,
        `{Votre|Déjà, votre} ${prev} {était|était lui aussi|était déjà} un ${x} ; {ici|cette fois}, ${q} se montre sous un autre {angle|jour}.`,
      ]
    : [
        `${capitalise(q)} {returns|comes back}: this ${x} {was already|is also} your ${prev}.`,
        `{Another role|A new role} for ${q}: {the|this} ${x} {also serves as|doubles as} your ${prev}.`,
        `Already your ${prev}, the ${x} returns here: ${q} weighs double.`,
        `Your ${prev} was a ${x} too; {here|this time} ${q} shows from another {angle|side}.`,
        `${capitalise(q)} {again|once more|returns}: {the|this} ${x} {is|serves as} your ${prev} {as well|too}.`,
        `${capitalise(q)}, {you know it already|you have met it|this is familiar}: {the|this} ${x} is {already|also} your ${prev}.`,
        `{The same|That same} ${x} as your ${prev}, {so|and so} ${q}, seen in a new light.`,
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
  type Said = readonly [statements: string[], outcomes: string[], sep: string];
  // One pair's verdict: the same number said as such; an agreement or a pull as a statement and a
  // consequence, each picked on its own under `key`.
  const pairVerdict = (
    k: ReturnType<typeof kind>,
    same: string[],
    agree: Said,
    pull: Said,
    key: string,
  ): string => {
    if (k === 'same') return w.one(same);
    const [statements, outcomes, sep] = k === 'agree' ? agree : pull;
    return `${spread(w, statements, `${key}-a`)}${sep}${spread(w, outcomes, `${key}-b`)}`;
  };
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
  const soulVerdict = pairVerdict(
    kind(P, S),
    soulSame,
    fr
      ? [
          [
            'Votre désir profond nourrit votre route',
            'Désir et route {vont du même pas|marchent ensemble|avancent de concert}',
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
          ' : ',
        ]
      : [
          [
            'Your deepest wish feeds your road',
            'Wish and road {keep the same pace|walk together|move in step}',
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
          ': ',
        ],
    fr
      ? [
          [
            'Votre désir et votre route divergent',
            `${Sq} et ${lq} tirent chacun de leur côté`,
            'Cœur et chemin divergent',
            'Entre désir et route, un écart {demeure|subsiste|persiste}',
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
          ' : ',
        ]
      : [
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
          ': ',
        ],
    'pair-soul',
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
  const matVerdict = pairVerdict(
    kind(M, P),
    matSame,
    fr
      ? [
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
          ', ',
        ]
      : [
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
          ', ',
        ],
    fr
      ? [
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
          '. ',
        ]
      : [
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
          '. ',
        ],
    'pair-mat',
  );
  // Each lead names the two numbers with what they stand for, so that it reads differently from one
  // set of numbers to the next.
  const soulLead =
    P === S
      ? fr
        ? [
            `{Votre chemin de vie|Votre chemin} et votre {nombre intime|nombre du cœur} {portent|partagent} le même nombre, le ${P}.`,
            `Le ${P} est à la fois votre {chemin de vie|chemin} et votre {nombre intime|nombre du cœur}, sous le signe ${deFr(lq)}.`,
            `${Lq}, {deux fois|en double|à deux reprises} : le ${P} est votre {chemin de vie|chemin} comme votre {nombre intime|nombre du cœur}.`,
          ]
        : [
            `{Your life path|Your path} and your {soul urge|heart’s desire} share {one number|a single number|the same number}, the ${P}.`,
            `The ${P} is both your {life path|path} and your {soul urge|heart’s desire}, a double call to ${lq}.`,
            `${Lq}, {twice over|doubly}: the ${P} is your {life path|path} and your {soul urge|heart’s desire} alike.`,
          ]
      : fr
        ? [
            `{Votre chemin de vie|Votre chemin} ${P} {demande|réclame} ${lq} ; votre {nombre intime|nombre du cœur} ${S}, ${sq}.`,
            `D’un côté ${lq}, {votre chemin de vie|votre chemin} ${P} ; {de l’autre|à l’opposé|en face} ${sq}, {votre nombre intime|votre nombre du cœur} ${S}.`,
            `${Lq} pour la route (le ${P}), ${sq} pour le cœur (le ${S}).`,
            `Le ${P}, {chemin de vie|votre chemin}, appelle ${lq} ; le ${S}, {nombre intime|nombre du cœur}, veut ${sq}.`,
            `${Sq} {au fond de vous|au-dedans|en vous} ({nombre intime|nombre du cœur} ${S}), ${lq} sur votre {route|chemin} ({chemin de vie|votre chemin} ${P}).`,
            `{Votre nombre intime|Votre nombre du cœur}, le ${S}, cherche ${sq} ; {votre chemin de vie|votre chemin}, le ${P}, ${lq}.`,
            `Le ${S} {au cœur|au-dedans}, le ${P} {pour la route|sur la route|pour le chemin} : ${sq} et ${lq}.`,
            `{Chemin de vie|Chemin} ${P}, {nombre intime|nombre du cœur} ${S} : ${lq} d’un côté, ${sq} de l’autre.`,
          ]
        : [
            `{Your life path|Your path} ${P} {asks for|calls for} ${lq}; your {soul urge|heart’s desire} ${S}, for ${sq}.`,
            `On one side ${lq}, your path ${P}; on the other ${sq}, your heart (${S}).`,
            `${Lq} for the road (the ${P}), ${sq} for the heart (the ${S}).`,
            `The ${P} calls for ${lq}; the ${S}, your {soul urge|heart’s desire}, wants ${sq}.`,
            `${Sq} deep down (the ${S}), ${lq} on your road (the ${P}).`,
            `{Your soul urge|Your heart’s desire}, the ${S}, {seeks|looks for} ${sq}; your path, the ${P}, ${lq}.`,
            `The ${S} {at heart|within}, the ${P} {on the road|for the road|on the path}: ${sq} and ${lq}.`,
            `Road ${P}, heart ${S}: ${lq} on one side, ${sq} on the other.`,
          ];
  const matLead =
    P === M
      ? fr
        ? [
            `{Votre nombre de maturité|Votre maturité} {redit|répète} votre {chemin de vie|chemin} : le ${P}, encore, et ${lq}.`,
            `{Maturité et chemin de vie|Votre maturité et votre chemin} {partagent|ont en commun} le ${P}.`,
            `Le ${P} vaut pour votre {chemin de vie|chemin} comme pour votre maturité : ${lq}, {jusqu’au bout|jusqu’à la fin}.`,
          ]
        : [
            `{Your maturity number|Your maturity} {repeats|echoes} your {life path|path}: the ${P} again, and ${lq}.`,
            `{Maturity and life path|Your maturity and your path} {share|have in common} the ${P}.`,
            `The ${P} holds for your {life path|path} and your maturity alike: ${lq}, {all the way|to the end}.`,
          ]
      : fr
        ? [
            `Votre maturité (${M}) joindra ${mq} ${aFr(lq)} de votre chemin (${P}).`,
            `{Votre nombre de maturité|Votre maturité}, le ${M}, porte ${mq} ; {votre chemin de vie|votre chemin} ${P}, ${lq}.`,
            `${Mq} viendra avec les années (maturité ${M}) ; ${lq} reste votre route (chemin ${P}).`,
            `Plus tard, ${mq} (le ${M}) s’ajoutera ${aFr(lq)} (le ${P}).`,
            `Le ${P} trace votre route, ${lq} en tête, et le ${M} y {mêlera|ajoutera|joindra} ${mq} {avec l’âge|avec les années|le temps venant}.`,
            `{Avec l’âge|Avec le temps}, ${mq} viendra compléter ${lq}, {chacun à son heure|l’un après l’autre|chacun en son temps} (${M} après ${P}).`,
            `Votre chemin ${P} mise sur ${lq} ; plus tard, sous le ${M}, viendra ${mq}.`,
            `${Lq} d’abord (le ${P}), ${mq} ensuite (le ${M}).`,
            `Votre maturité ${M} attend son heure : ${mq} {rejoindra|viendra rejoindre} ${lq}, qui {mène|guide} votre chemin ${P}.`,
            `Ce que le ${P} engage, ${lq}, le ${M} le complétera par ${mq}, plus tard.`,
          ]
        : [
            `Your maturity ${M} will bring ${mq} alongside ${lq} (path ${P}).`,
            `{Your maturity number|Your maturity} ${M} carries ${mq}; {your life path|your path} ${P}, ${lq}.`,
            `${Mq} comes with the years (maturity ${M}); ${lq} stays your road (life path ${P}).`,
            `Later, ${mq} (the ${M}) will join ${lq} (the ${P}).`,
            `The ${P} draws your road, ${lq} first; the ${M}, your maturity, will blend in ${mq}.`,
            `{With age|In time}, ${mq} will {round out|complete} ${lq}, {each in its turn|one after the other|each at its hour} (${M} after ${P}).`,
            `Your life path ${P} stakes on ${lq}; later, under the ${M}, comes ${mq}.`,
            `${Lq} first (the ${P}), ${mq} later (the ${M}).`,
            `Your maturity ${M} bides its time: ${mq} will {come to stand|take its place} beside ${lq}, which {leads|guides} your path ${P} today.`,
            `What the ${P} sets going, ${lq}, the ${M} will later complete with ${mq}.`,
          ];
  // What the soul urge holds to, in its number's own field.
  const sf = w.one(numberVoice(S, lang).field);
  const soulField = fr
    ? spread(
        w,
        [
          `Ce qui vous {nourrit|porte|fait vivre} : ${sf}.`,
          `Au fond, vous tenez ${aFr(sf)}.`,
          `Votre cœur {revient toujours|en revient toujours|retourne sans cesse} ${aFr(sf)}.`,
          `Le ${S} vous ramène {toujours|sans cesse|immanquablement} ${aFr(sf)}.`,
          `En secret, vous tenez ${aFr(sf)}.`,
        ],
        'pair-soul-field',
      )
    : spread(
        w,
        [
          `What {feeds|sustains|nourishes} you: ${sf}.`,
          `{Deep down|At heart}, you care about ${sf}.`,
          `Your heart {keeps returning|keeps coming back|always returns} to ${sf}.`,
          `The ${S} {brings|draws|leads} you back to ${sf}.`,
          `{In secret|Privately}, you hold to ${sf}.`,
        ],
        'pair-soul-field',
      );
  // What maturity turns to, in its number's own field (« vos questions de fond »).
  const mf = w.one(numberVoice(M, lang).field);
  const matField = fr
    ? spread(
        w,
        [
          `Plus tard, l’accent {ira|glissera|passera} vers ${mf}.`,
          `{Le terrain|Le chantier|La matière} de ces années-là : ${mf}.`,
          `Le ${M} {tournera|orientera|portera} votre regard vers ${mf}.`,
          `Votre maturité {regarde|se tourne|penche} vers ${mf}.`,
          `{Avec les années|Avec le temps|En mûrissant}, {l’attention|votre attention} se portera sur ${mf}.`,
        ],
        'pair-mat-field',
      )
    : spread(
        w,
        [
          `Later, the {accent|emphasis} {moves|shifts|turns} to ${mf}.`,
          `{The ground|The work|The matter} of those years: ${mf}.`,
          `The ${M} will {turn your eyes|draw your gaze|turn your attention} towards ${mf}.`,
          `Your maturity {looks|turns|leans} towards ${mf}.`,
          `{Over the years|With time|As you mature}, {attention|your attention} will {shift|turn|move} to ${mf}.`,
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
      'La dette 13 {parle d’effort|porte sur l’effort} : ce qui a été {négligé|laissé de côté|remis à plus tard} {demande à être repris|est à reprendre} {avec patience|patiemment}, tâche après tâche, et la {constance|régularité} finit par {payer en solidité|vous rendre plus solide}.',
      'Avec la dette 13, le travail {bâclé|négligé} {revient|finit par revenir} : reprenez les choses {une à une|l’une après l’autre}, {patiemment|sans hâte}, et {la régularité|la constance} vous rendra {plus solide|plus fort}.',
      'La dette 13 demande de l’application : pas de raccourci, mais un effort {suivi|régulier|soutenu}, qui finit par {bâtir du solide|construire du durable}.',
      'La persévérance, voilà {l’enseignement|la leçon} de la dette 13 : reprendre, {tâche après tâche|une chose après l’autre}, ce qui a été {laissé de côté|négligé|remis à plus tard}.',
    ],
    en: [
      'Debt 13 is about effort: what was {neglected|left undone} asks to be taken up again {with patience|patiently}, task after task, and {steadiness|constancy} {pays off in solidity|makes you stronger}.',
      'With debt 13, {skimped|careless} work {comes back|returns}: take things up {one by one|one at a time}, {patiently|without hurry}, and {regular|steady} effort will make you {stronger|more solid}.',
      'Debt 13 asks for application: no shortcuts, but {sustained|steady|regular} effort, which {ends up building|in the end builds} something {solid|lasting}.',
      'Perseverance is {the lesson|the teaching} of debt 13: taking up again, {task by task|one thing at a time}, what was {left aside|neglected}.',
    ],
  },
  14: {
    fr: [
      'La dette 14 {parle de mesure|porte sur la mesure} : la liberté vous attire, et {l’apprentissage consiste|la leçon consiste} à la vivre {sans excès|avec mesure}, en tenant {vos engagements|parole}.',
      'Avec la dette 14, la liberté {demande|réclame} un cadre : goûtez au changement sans {renier|trahir} vos promesses.',
      'La dette 14 {met en garde contre|prévient contre} l’excès : bouger, oui, mais en {gardant|tenant} la parole donnée.',
      'Modération : c’est le {mot|maître-mot} de la dette 14, une liberté qui {tient ses engagements|respecte sa parole}.',
    ],
    en: [
      'Debt 14 is about moderation: freedom {draws|attracts} you, and {the lesson is|your task is} to {live it|enjoy it} {without excess|in moderation}, {keeping your commitments|keeping your word}.',
      'With debt 14, freedom {needs|calls for} a frame: enjoy change without {going back on|breaking} your promises.',
      'Debt 14 {warns against|cautions against} excess: move, yes, but keep your word.',
      'Moderation is the {word|watchword} for debt 14: {a freedom|freedom} that {honours its commitments|keeps its word}.',
    ],
  },
  16: {
    fr: [
      'La dette 16 {parle de reconstruction|porte sur la reconstruction} : certaines certitudes tombent pour laisser place à {quelque chose de plus vrai|plus de vérité}, et l’humilité {devient une force|se change en force}.',
      'Avec la dette 16, ce qui reposait sur l’orgueil peut {vaciller|chanceler} ; ce qui se {reconstruit|rebâtit} ensuite est plus juste.',
      'La dette 16 demande de l’humilité : {lâcher|abandonner} une image de soi pour bâtir sur du vrai.',
      'Rebâtir, telle est la leçon de la dette 16 : une chute d’illusions {ouvre la voie|fait place} à plus {d’authenticité|de vérité}.',
    ],
    en: [
      'Debt 16 is about rebuilding: some certainties fall to make room for something truer, and humility {becomes|turns into} a strength.',
      'With debt 16, what rested on pride may {shake|falter}; what is rebuilt afterwards is truer.',
      'Debt 16 asks for humility: letting go of a self-image to build on {what is real|solid ground}.',
      'Rebuilding is the task of debt 16: a fall of illusions {clears the way|makes room} for something more genuine.',
    ],
  },
  19: {
    fr: [
      'La dette 19 {parle d’autonomie|porte sur l’autonomie} bien comprise : tenir debout seul, oui, mais savoir aussi {demander et recevoir|demander et accepter} de l’aide.',
      'Avec la dette 19, l’indépendance doit s’ouvrir aux autres : accepter une main tendue {n’enlève rien à|ne retire rien à} votre force.',
      'La dette 19 {met en garde contre|prévient contre} l’orgueil solitaire : votre force grandit quand vous {acceptez de l’aide|vous laissez aider}.',
      'L’entraide est la clé de la dette 19 : compter sur vous, et {aussi sur les autres|sur les autres aussi}.',
    ],
    en: [
      'Debt 19 is about independence rightly understood: standing on your own, yes, but also knowing how to {ask for help and accept it|ask for help and take it}.',
      'With debt 19, independence has to open up to others: taking a helping hand {takes nothing from|does not lessen} your strength.',
      'Debt 19 {warns against|cautions against} lonely pride: your strength grows when you {let yourself be helped|accept help}.',
      'Mutual help is the key to debt 19: relying on yourself, and {on others too|on others as well}.',
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
              `La leçon du ${l} : cultiver ${v.quality}. ${capitalise(step)}, même {modestement|un peu}, {suffit|peut suffire} à {l’entamer|commencer}.`,
              `Leçon du ${l}, ${v.quality} {s’apprend|se cultive|se travaille} ; {premier pas|pour commencer|un début} : ${step}.`,
              `${capitalise(v.quality)} {manque à|fait défaut dans} votre nom ; {exercez-vous|entraînez-vous|commencez ainsi} : ${step}.`,
              `${capitalise(v.quality)} (leçon du ${l}) s’apprend ainsi : ${step}.`,
              `${capitalise(v.quality)} vous manque (leçon du ${l}) : ${step}, pour commencer.`,
              `{Sans|En l’absence du} ${l} {dans votre nom|parmi vos lettres}, ${v.quality} {demande un effort|se travaille|demande de l’effort} : ${step}.`,
              `Leçon du ${l} : chez vous, ${v.quality} s’apprend par l’exercice, ${step} par exemple.`,
              `Pour {cultiver|développer|acquérir} ${v.quality} (leçon du ${l}), un {geste|pas|exercice} {suffit|peut suffire} : ${step}.`,
              `{Le ${l}|Le chiffre ${l}} {manque à|fait défaut dans|est absent de} votre nom ; ${v.quality} sera donc à apprendre : ${step}, par exemple.`,
            ],
            'lesson',
          )
        : spread(
            w,
            [
              `The lesson of ${l}: growing ${v.quality}. To ${step}, even modestly, is enough to begin.`,
              `Lesson ${l}: ${v.quality} {wants learning|can be learnt|takes practice}; first, ${step}.`,
              `Your name {lacks the|has no} ${l}, so ${v.quality} takes practice: ${step}.`,
              `${capitalise(v.quality)} (lesson ${l}) is learnt like this: ${step}.`,
              `${capitalise(v.quality)} eludes you at first (lesson ${l}): ${step}, to begin with.`,
              `{With no|Without a} ${l} in your name, ${v.quality} {takes effort|needs work|asks for effort}: ${step}.`,
              `For you, ${v.quality} is learnt by practice (lesson ${l}): ${step}.`,
              `{To grow|To build|To gain} ${v.quality} (lesson ${l}), one {gesture|step|habit} {is enough|will do}: ${step}.`,
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
  // One of CHALLENGE_MORE's wordings (the last is the stored meaning, varied), the same for one reading.
  const more = (CHALLENGE_MORE as Record<number, { fr: readonly string[]; en: readonly string[] }>)[c.value];
  const meaning = spread(w, more?.[lang] ?? [c.meaning], `challenge-${c.value}`);
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
          `, {autrement dit|en clair}, {l’effort|le travail} ${fr}`,
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

/**
 * The offline intuitive reading for tarot. It answers first (a stance on the question, naming its
 * subject in the customer's words), then weaves the cards: what carries, what holds back, what echoes,
 * what to do. Each card is explained once; each paragraph cites the cards it rests on.
 */
import { carriedQuestion } from '#api/interpreter/question-class.ts';
import { dateRange } from '@arcanes/domain/writers/dates';
import { archetypesInDraw } from '@arcanes/domain/tarot/archetypes';
import { tarotCombinations } from '@arcanes/domain/tarot/combinations';
import { gazeAsDrawn, gazeLinks, type GazeKind } from '@arcanes/domain/tarot/gaze';
import { cardById, majorByNumber } from '@arcanes/domain/tarot/deck';
import { suitById } from '@arcanes/domain/tarot/suits';
import { spreadById } from '@arcanes/domain/tarot/spreads';
import type { CardFact, TarotFacts } from '#api/interpreter/facts.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import {
  agree,
  askedOf,
  askedRef,
  spareEcho,
  capitalise,
  careLead,
  aFr,
  counted,
  deFr,
  isClosedQuestion,
  isPlural,
  para,
  pushSections,
  stanceWords,
  withoutVerdict,
  type Asked,
  type Stance,
} from './compose';
import { topicWords } from './offline-phrases';
import { horizonBeyond, withTimingCaveat } from './question-timing';
import { joinList, uncapitalise, type Picker } from './pick';
import { answerCard, cardWords, keywordWords, lean, roleOf, type CardWords, type Role } from './tarot-voice';

type Lang = 'fr' | 'en';

// A keyword as the object of a verb or a preposition, with its determiner (« vers le départ retenu »,
// « parle de la fidélité », “towards the step not taken”); bare keywords stay in label slots.
const theFr = (k: string) => keywordWords(k, 'fr').the;
const ofFr = (k: string) => keywordWords(k, 'fr').of;
const toFr = (k: string) => keywordWords(k, 'fr').to;
const theEn = (k: string) => keywordWords(k, 'en').the;
const id = (c: CardFact) => `card.${c.index}`;

function orient(c: CardFact, lang: Lang): string {
  const w = cardWords(c.card_id, lang);
  // One word for a reversed card (decision 0330): « renversée », « renversé », “reversed”.
  if (lang === 'en') return c.reversed ? 'reversed' : 'upright';
  return c.reversed ? `renversé${w.e}` : 'à l’endroit';
}

/** The spread's position a card lies in (its name, and whether it is computed rather than drawn). */
function spreadPositionOf(f: TarotFacts, c: CardFact) {
  return spreadById(f.spread.id)?.positions.find((p) => p.index === c.index);
}

/** Whether the spread computes a card instead of drawing it: the croix and its centre. */
function hasComputedCard(f: TarotFacts): boolean {
  return spreadById(f.spread.id)?.positions.some((p) => p.computed) ?? false;
}

/**
 * « le Bateleur, à l’endroit, en position « La réponse » »; the croix's fifth card is not drawn but
 * computed from the four others, so it has no orientation to tell: « au centre de la croix ».
 */
function placed(f: TarotFacts, c: CardFact, _pick: Picker): string {
  const lang = f.lang;
  const w = cardWords(c.card_id, lang);
  const computed = spreadPositionOf(f, c)?.computed;
  if (computed)
    return lang === 'fr'
      ? `${w.name}, calculé${w.e} au centre de la croix`
      : `${w.name}, worked out at the centre`;
  // Upright goes without saying, as a Marseille reader speaks; reversed is always said.
  return lang === 'fr'
    ? `${w.name},${c.reversed ? ` ${orient(c, 'fr')},` : ''} {en position|à la place|à l’emplacement|dans la position} « ${c.position_name} »`
    : `${w.name},${c.reversed ? ` ${orient(c, 'en')},` : ''} at “${c.position_name}”`;
}

function stanceOf(f: TarotFacts): Stance {
  const key = answerCard(f);
  const score = f.cards.reduce((n, c) => n + lean(c) * (c === key ? 2 : 1), 0);
  // A careful or third-party question gets no verdict (decision 0271), nor one whose horizon reaches
  // past the period read (« avant l’été » asked of a week): the answer says what the period shows.
  if (
    !isClosedQuestion(f.question, f.lang) ||
    withoutVerdict(f.question, f.lang, carriedQuestion(f)) ||
    horizonBeyond(f)
  )
    return 'open';
  if (score >= 2) return lean(key) >= 0 ? 'yes' : 'conditional';
  if (score <= -2) return 'not_yet';
  return lean(key) > 0 ? 'conditional' : lean(key) < 0 ? 'not_yet' : 'open';
}

/** Other names for a topic asked without a question, so that it does not read the same in every reading. */
const TOPIC_NAMES: Record<string, { fr: string[]; en: string[] }> = {
  general: {
    fr: ['votre vie en général', 'votre vie', 'votre chemin', 'votre existence', 'votre route'],
    en: ['your life in general', 'your life', 'your path', 'your road', 'your journey'],
  },
  amour: {
    fr: ['votre vie amoureuse', 'votre vie sentimentale', 'votre cœur'],
    en: ['your love life', 'your heart', 'your romantic life'],
  },
  travail: {
    fr: ['votre vie professionnelle', 'votre travail', 'votre métier'],
    en: ['your working life', 'your work', 'your career'],
  },
  sante: {
    fr: ['votre vitalité', 'votre énergie', 'votre forme'],
    en: ['your vitality', 'your energy', 'your well-being'],
  },
};

function subjectOf(f: TarotFacts, pick?: Picker): string {
  const asked = askedOf(f.question, topicWords(f.lang, f.topic), f.lang, carriedQuestion(f));
  const names = TOPIC_NAMES[f.topic ?? 'general'];
  if (asked.kind === 'topic' && pick && names) return pick.pick(names[f.lang], 'subject');
  return askedRef(asked);
}

/**
 * How the customer's question is taken up in the opening, in several ways (the words around the
 * question are the same from one reading to the next otherwise): as asked, « Vous demandez si… ».
 */
function askedIntro(asked: Asked, lang: Lang, pick: Picker): string {
  const q = asked.text;
  if (asked.kind === 'clause')
    return lang === 'fr'
      ? pick.pick(
          [
            `Vous demandez ${q}.`,
            `Vous voulez savoir ${q}.`,
            `Vous vous demandez ${q}.`,
            `Votre question : savoir ${q}.`,
            `Vous cherchez à savoir ${q}.`,
          ],
          'asked-intro',
        )
      : pick.pick(
          [
            `You ask ${q}.`,
            `You want to know ${q}.`,
            `You are wondering ${q}.`,
            `Your question is ${q}.`,
            `You wonder ${q}.`,
          ],
          'asked-intro',
        );
  return lang === 'fr'
    ? pick.pick(
        [
          `Votre question porte sur ${q}.`,
          `Vous interrogez les cartes sur ${q}.`,
          `${capitalise(q)} : voilà ce que vous soumettez aux cartes.`,
        ],
        'asked-intro',
      )
    : pick.pick(
        [
          `Your question is about ${q}.`,
          `You ask the cards about ${q}.`,
          `The matter you bring to the cards: ${q}.`,
        ],
        'asked-intro',
      );
}

/** The lead-in of an open answer, ending on a colon. */
function tarotOpenLead(asked: Asked, lang: Lang, pick: Picker, topicName?: string): string {
  const fr = lang === 'fr';
  if (asked.kind === 'topic') {
    const t = topicName ?? asked.text;
    return fr
      ? pick.pick(
          [
            `Pour ${t}, ce qui compte {le plus|avant tout} :`,
            `Ce qui pèse le plus sur ${t} :`,
            `Si l’on ne {retient|garde} qu’une chose pour ${t} :`,
            `Sur ${t}, le tirage dit {d’abord|avant tout} ceci :`,
            `L’essentiel, pour ${t} :`,
          ],
          'open-topic',
        )
      : pick.pick(
          [
            `For ${t}, what matters most:`,
            `What weighs most on ${t}:`,
            `If you {keep|remember} one thing about ${t}:`,
            `On ${t}, the draw says this {first|above all}:`,
            `The essential, for ${t}:`,
          ],
          'open-topic',
        );
  }
  const turn = fr
    ? pick.pick(
        [
          'Ce qui compte le plus :',
          'L’essentiel tient en ceci :',
          'Le tirage met {d’abord|avant tout} ceci en avant :',
          'Ce qui ressort en premier :',
          'Retenez d’abord ceci :',
        ],
        'open-turn',
      )
    : pick.pick(
        [
          'What matters most:',
          'The essential is this:',
          'The draw puts this {first|forward}:',
          'What stands out first:',
          'Keep this first:',
        ],
        'open-turn',
      );
  return `${askedIntro(asked, lang, pick)} ${turn}`;
}

/** The verdict on a closed question, said by the cards or by the card that answers. */
function tarotVerdict(asked: Asked, verdict: string, K: CardWords, lang: Lang, pick: Picker): string {
  const said =
    lang === 'fr'
      ? pick.pick(
          [
            `Réponse des cartes : ${verdict}.`,
            `${K.Name} répond : ${verdict}.`,
            `Le tirage répond : ${verdict}.`,
            `Ce que disent les cartes, ${K.name} en tête : ${verdict}.`,
            `Verdict ${K.of} : ${verdict}.`,
            `Les cartes se prononcent : ${verdict}.`,
          ],
          'verdict-lead',
        )
      : pick.pick(
          [
            `The cards answer: ${verdict}.`,
            `${K.Name} gives the answer: ${verdict}.`,
            `What the cards say {is this|comes to this}: ${verdict}.`,
            `Led by ${K.name}, the draw {answers|replies}: ${verdict}.`,
            `The verdict ${K.of}: ${verdict}.`,
            `Here the draw speaks {plainly|clearly}: ${verdict}.`,
          ],
          'verdict-lead',
        );
  return `${askedIntro(asked, lang, pick)} ${said}`;
}

/** The opening: what the draw says about the thing asked, and why, in two or three sentences. */
function answer(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph {
  const lang = f.lang;
  const key = answerCard(f);
  const [k1 = '', k2 = ''] = key.keywords;
  const stance = stanceOf(f);
  const others = f.cards.filter((c) => c !== key);
  const brake = others.find((c) => lean(c) < 0);
  const help = others.find((c) => lean(c) > 0);
  const fr = lang === 'fr';
  const asked = askedOf(f.question, topicWords(lang, f.topic), lang, carriedQuestion(f));
  let text: string;
  const care = withoutVerdict(f.question, lang, carriedQuestion(f));
  const K = cardWords(key.card_id, lang);
  if (!f.question || !isClosedQuestion(f.question, lang) || care || horizonBeyond(f)) {
    const lead = care
      ? careLead(asked, care, lang, pick)
      : tarotOpenLead(asked, lang, pick, subjectOf(f, pick));
    text = fr
      ? `${lead} ${pick.pick([`${k1}. C’est ce que dit ${placed(f, key, pick)}, avec ${theFr(k2)} {en arrière-plan|en toile de fond|au second plan}.`, `${k1}, que ${placed(f, key, pick)}, place devant, ${k2} {à l’appui|en renfort|en soutien}.`, `${k1}, et ${k2} {en second|ensuite|derrière}, que porte ${placed(f, key, pick)}.`])}`
      : `${lead} ${pick.pick([`${k1}, with ${theEn(k2)} {in the background|behind it|as a backdrop}, {in the words of|according to} ${placed(f, key, pick)}.`, `${k1}, brought forward by ${placed(f, key, pick)}, with ${theEn(k2)} {beside it|in support|alongside}.`, `${k1}, and ${theEn(k2)} {second|next|after it}, carried by ${placed(f, key, pick)}.`])}`;
  } else {
    const verdict = stanceWords(stance, lang, pick);
    const P = capitalise(placed(f, key, pick));
    text = fr
      ? `${tarotVerdict(asked, verdict, K, 'fr', pick)} ${pick.pick([`${P}, {parle|vous parle|témoigne} ${ofFr(k1)} {et|puis|ainsi que} ${ofFr(k2)}.`, `${P} : il y est question ${deFr(k1)}, {puis|ensuite} ${ofFr(k2)}.`, `${P}, met deux mots en avant : ${k1}, ${k2}.`, `${P} ; ses premiers mots : ${k1} et ${k2}.`], 'verdict-card')}`
      : `${tarotVerdict(asked, verdict, K, 'en', pick)} ${pick.pick([`${P}, {speaks of|tells of} ${theEn(k1)} {and|and of} ${theEn(k2)}.`, `${P}: ${k1}, and next ${k2}.`, `${P}, sets ${theEn(k1)} ahead of ${theEn(k2)}.`, `${P}; read it through ${theEn(k1)} and ${theEn(k2)}.`], 'verdict-card')}`;
  }
  const facts = [id(key)];
  if (stance === 'not_yet' && help) {
    text += fr
      ? ` ${pick.pick(
          [
            `Ce n’est pas un refus {définitif|sans appel} : ${cardWords(help.card_id, 'fr').name} montre ce qui peut {faire basculer les choses|changer la donne|tout faire basculer}, ${help.keywords[0]}.`,
            `Pas de porte fermée pour autant : ${cardWords(help.card_id, 'fr').name} {offre|fournit|propose} un levier, ${help.keywords[0]}.`,
            `Rien de définitif : avec ${cardWords(help.card_id, 'fr').name}, ${help.keywords[0]} peut changer la donne.`,
          ],
          'not-yet',
        )}`
      : ` ${pick.pick(
          [
            `It is not a {final|definite} no: ${cardWords(help.card_id, 'en').name} shows what can {tip the balance|change things|turn the tide}, ${help.keywords[0]}.`,
            `No door is shut for all that: ${cardWords(help.card_id, 'en').name} {offers|gives you|holds out} a lever, ${help.keywords[0]}.`,
            `Nothing is final: with ${cardWords(help.card_id, 'en').name}, ${help.keywords[0]} can change the game.`,
          ],
          'not-yet',
        )}`;
    facts.push(id(help));
  } else if (stance === 'conditional' && brake) {
    text += fr
      ? ` La condition tient dans ${cardWords(brake.card_id, 'fr').name} : il faudra {d’abord composer|commencer par composer|d’abord faire} avec ce qu’${cardWords(brake.card_id, 'fr').it} annonce (« ${brake.keywords[0]} »).`
      : ` The condition lies in ${cardWords(brake.card_id, 'en').name}: what it announces (“${brake.keywords[0]}”) {has to be faced first|must be dealt with first|comes first}.`;
    facts.push(id(brake));
  } else if (f.cards.length === 1) {
    text += ` ${pick.pick(
      fr
        ? [
            'Une seule carte, donc une réponse {directe|sans détour}.',
            `Une lame, une seule : ${cardWords(key.card_id, 'fr').name} répond sans détour.`,
            `Tirée seule, ${cardWords(key.card_id, 'fr').name} ne partage pas la parole.`,
          ]
        : [
            'One card, so a {direct|plain} answer.',
            `One card alone: ${cardWords(key.card_id, 'en').name} answers plainly.`,
            `Drawn alone, ${cardWords(key.card_id, 'en').name} shares the floor with no one.`,
          ],
      'one-card',
    )}`;
  }
  return para(text, facts, heading);
}

/** What carries and what holds back, told as one movement rather than card by card. */
function weave(f: TarotFacts, pick: Picker, skip: CardFact, heading?: string): WrittenParagraph[] {
  const lang = f.lang;
  const fr = lang === 'fr';
  const rest = f.cards.filter((c) => c !== skip);
  const carry = rest.filter((c) => lean(c) > 0);
  const hold = rest.filter((c) => lean(c) < 0);
  const open = rest.filter((c) => lean(c) === 0);
  const out: WrittenParagraph[] = [];
  const list = (cs: CardFact[]) =>
    joinList(
      cs.map((c) => `${placed(f, c, pick)} (${c.keywords[0]})`),
      lang,
    );
  if (carry.length) {
    const lead = fr
      ? pick.pick([
          'Ce qui vous porte {d’abord|avant tout|en premier} :',
          'Du côté des appuis, vous pouvez {compter sur|vous appuyer sur|miser sur}',
          carry.length > 1
            ? 'Plusieurs cartes {travaillent pour vous|jouent en votre faveur} :'
            : 'Une carte {travaille pour vous|joue en votre faveur} :',
        ])
      : pick.pick([
          'What carries you {first|above all}:',
          'For support, you can {count on|rely on|lean on}',
          carry.length > 1
            ? 'Several cards {work in your favour|are on your side}:'
            : 'One card {works in your favour|is on your side}:',
        ]);
    const tail = fr
      ? carry.length > 1
        ? ` Ensemble, ${carry.length === 2 ? 'ces deux cartes' : 'ces cartes'} vont dans le même sens — ${carry[0]!.keywords[1] ?? carry[0]!.keywords[0]}, ${carry[1]!.keywords[1] ?? carry[1]!.keywords[0]} — et se {renforcent l’une l’autre|soutiennent mutuellement|confortent l’une l’autre}.`
        : ` ${pick.pick(['C’est votre ressource la plus sûre', 'Votre meilleur appui', 'Là est votre force', 'Comptez sur elle'], 'surest')} : ${carry[0]!.keywords.slice(1, 3).join(' et ')}.`
      : carry.length > 1
        ? ` Together they point the same way — ${carry[0]!.keywords[1] ?? carry[0]!.keywords[0]}, ${carry[1]!.keywords[1] ?? carry[1]!.keywords[0]} — and {strengthen each other|back each other up|reinforce each other}.`
        : ` ${pick.pick(['It is your surest resource', 'Your best support', 'There lies your strength', 'Count on it'], 'surest')}: ${carry[0]!.keywords.slice(1, 3).join(' and ')}.`;
    out.push(para(`${lead} ${list(carry)}.${tail}`, carry.map(id), heading));
  }
  if (hold.length) {
    const lead = fr
      ? pick.pick([
          'Ce qui {freine|retient} est tout aussi clair :',
          'En face, une résistance :',
          'Reste ce qui {tire|pousse} dans l’autre sens :',
        ])
      : pick.pick([
          'What holds you back is {just as clear|equally clear}:',
          'Facing this, a resistance:',
          'Then there is what {pulls|pushes} the other way:',
        ]);
    const first = hold[0]!;
    const tail = fr
      ? first.reversed
        ? ` Sorti${cardWords(first.card_id, 'fr').e} renversé${cardWords(first.card_id, 'fr').e}, ${cardWords(first.card_id, 'fr').name} dit que cette difficulté {se desserre déjà|se relâche déjà|commence à céder} : une fois nommée (« ${first.keywords[1] ?? first.keywords[0]} »), elle {perd de sa force|pèse moins|perd de son poids}.`
        : ` Ce n’est pas une fatalité : c’est {l’endroit précis|exactement là|précisément là} où votre attention sera la plus {utile|précieuse}, ${first.keywords[1] ?? first.keywords[0]} compris.`
      : first.reversed
        ? ` Coming out reversed, ${cardWords(first.card_id, 'en').name} says this difficulty is already {loosening|easing|giving way}: once you name it (“${first.keywords[1] ?? first.keywords[0]}”), it {loses its hold|weighs less|loses its grip}.`
        : ` It is not fate: it is {exactly|precisely} where your attention will be {most useful|of most use|best spent}, ${first.keywords[1] ?? first.keywords[0]} included.`;
    out.push(para(`${lead} ${list(hold)}.${tail}`, hold.map(id), out.length ? undefined : heading));
  }
  if (open.length) {
    const ref = subjectOf(f, pick);
    const many = open.length > 1;
    const word = open[0]!.keywords[1] ?? open[0]!.keywords[0];
    const text = fr
      ? `${capitalise(list(open))}, ${many ? 'restent en suspens' : 'reste en suspens'} : ${pick.pick(
          [
            `c’est là que ${ref} peut encore pencher {d’un côté ou de l’autre|dans un sens ou dans l’autre}`,
            `« ${word} » prendra pour ${ref} la forme que vous ${many ? 'leur' : 'lui'} donnerez`,
            `rien n’y est {écrit d’avance|joué d’avance} pour ${ref}, et c’est là que votre marge est la plus {grande|large}`,
            `${many ? 'elles attendent' : 'elle attend'} {un geste de votre part|votre geste|un signe de vous} avant de dire ${many ? 'leur' : 'son'} mot sur ${ref}`,
            `sur ${ref}, ${many ? 'ces cartes ne tranchent' : 'cette carte ne tranche'} pas ; c’est votre manière de vivre « ${word} » qui le fera`,
          ],
          'open',
        )}.`
      : `${capitalise(list(open))}, ${many ? 'remain open' : 'remains open'}: ${pick.pick(
          [
            `this is where ${ref} can still {tip one way or the other|go either way|lean one way or the other}`,
            `“${word}” will take, for ${ref}, whatever shape you give ${many ? 'them' : 'it'}`,
            `nothing there is {written in advance|settled in advance} for ${ref}, and that is where you have the most {room|leeway}`,
            `${many ? 'they wait' : 'it waits'} for {a move from you|your move|a sign from you} before having ${many ? 'their' : 'its'} say on ${ref}`,
            `on ${ref}, ${many ? 'these cards do' : 'this card does'} not decide; how you live “${word}” will`,
          ],
          'open',
        )}.`;
    out.push(para(text, open.map(id), out.length ? undefined : heading));
  }
  return out;
}

/** Echoes between the cards: majors' share, a suit or a number that returns, reversed cards. */
function echoes(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  if (f.cards.length < 3) return null;
  const fr = f.lang === 'fr';
  const cards = f.cards.map((c) => ({ c, card: cardById(c.card_id) }));
  const majors = cards.filter((x) => x.card.arcana === 'major');
  const bySuit = new Map<string, CardFact[]>();
  const byRank = new Map<number, CardFact[]>();
  for (const x of cards) {
    if (x.card.suit) bySuit.set(x.card.suit, [...(bySuit.get(x.card.suit) ?? []), x.c]);
    byRank.set(x.card.rank, [...(byRank.get(x.card.rank) ?? []), x.c]);
  }
  const sentences: string[] = [];
  const cited: CardFact[] = [];
  const suitWords: Record<string, { fr: string[]; en: string[] }> = {
    coupes: {
      fr: [
        'les Coupes, {le cœur et les liens|les liens et le cœur|la vie du cœur}',
        'les Coupes, {l’eau des sentiments|l’eau et les émotions}',
        'les Coupes',
      ],
      en: [
        'Cups, {the heart and bonds|love and bonds|the life of the heart}',
        'Cups, {water and feeling|water and emotion}',
        'Cups',
      ],
    },
    deniers: {
      fr: [
        'les Deniers, {le concret et l’argent|l’argent et la matière|les biens et le concret}',
        'les Deniers, {la terre et le corps|le corps et la terre}',
        'les Deniers',
      ],
      en: [
        'Coins, {the concrete and money|money and material things|goods and the concrete}',
        'Coins, {earth and the body|the body and the earth}',
        'Coins',
      ],
    },
    batons: {
      fr: [
        'les Bâtons, {l’élan et l’action|l’action et l’élan|l’énergie d’agir}',
        'les Bâtons, {le feu du désir|le désir et son feu}',
        'les Bâtons',
      ],
      en: [
        'Wands, {drive and action|action and drive|the urge to act}',
        'Wands, {fire and desire|desire and its fire}',
        'Wands',
      ],
    },
    epees: {
      fr: [
        'les Épées, {la pensée et les décisions|les idées et les choix|la réflexion et les décisions}',
        'les Épées, {l’air de la parole|l’air et la parole}',
        'les Épées',
      ],
      en: [
        'Swords, {thought and decisions|ideas and choices|the mind and its choices}',
        'Swords, {air and speech|air and the spoken word}',
        'Swords',
      ],
    },
  };
  if (majors.length * 2 > cards.length) {
    // The majors named: which of the arcana weigh on the question says more than their count.
    const names = joinList(
      majors.map((x) => cardWords(x.c.card_id, f.lang).name),
      f.lang,
    );
    const m = counted(majors.length, f.lang);
    const n = counted(cards.length, f.lang);
    sentences.push(
      fr
        ? pick.pick([
            `${capitalise(m)} cartes sur ${n} sont des arcanes majeurs, ${names} : la question dépasse le quotidien.`,
            `Les arcanes majeurs dominent (${m} sur ${n}) : avec ${names}, ce qui se joue engage davantage que les affaires du jour.`,
            `Avec ${names}, le tirage compte ${m} arcanes majeurs sur ${n} : il parle d’une étape de vie plus que d’un simple événement.`,
            `${capitalise(names)} : ${m} grands arcanes sur ${n} cartes, signe d’un tournant de fond.`,
            `Les grands arcanes l’emportent, ${names} en tête : ce tirage touche à plus que l’ordinaire.`,
          ])
        : pick.pick([
            `${capitalise(m)} of ${n} cards are major arcana, ${names}: the question goes beyond daily life.`,
            `The major arcana dominate (${m} of ${n}): with ${names}, what is at stake goes further than the day’s business.`,
            `With ${names}, the draw holds ${m} major arcana among ${n} cards: it speaks of a stage of life more than a mere event.`,
            `${capitalise(names)}: ${m} major arcana out of ${n}, a turning point.`,
            `Majors in strength, ${names}: this draw reaches past the ordinary.`,
          ]),
    );
    cited.push(...majors.map((x) => x.c));
  } else if (majors.length === 0) {
    sentences.push(
      fr
        ? pick.pick([
            `Aucun arcane majeur parmi vos ${counted(cards.length, 'fr')} cartes : tout se joue dans le concret.`,
            `Pas un seul arcane majeur : pour ${subjectOf(f, pick)}, la réponse est entre vos mains, dans les gestes ordinaires.`,
            `Le tirage ne compte que des arcanes mineurs : rien de fatal pour ${subjectOf(f, pick)}, seulement des choix pratiques.`,
            `${capitalise(counted(cards.length, 'fr'))} cartes, toutes mineures : ${subjectOf(f, pick)} se règle à hauteur de vos journées.`,
            `Nul grand arcane ici : ${subjectOf(f, pick)} dépend de décisions à votre portée.`,
          ])
        : pick.pick([
            `No major arcana among your ${counted(cards.length, 'en')} cards: everything plays out in concrete matters.`,
            `Not a single major arcanum: for ${subjectOf(f, pick)}, the answer is in your hands, in ordinary gestures.`,
            `The draw holds only minor arcana: nothing fated about ${subjectOf(f, pick)}, only practical choices.`,
            `${capitalise(counted(cards.length, 'en'))} cards, all minor: ${subjectOf(f, pick)} is settled at the scale of your days.`,
            `No great arcanum here: ${subjectOf(f, pick)} turns on decisions within your reach.`,
          ]),
    );
  }
  // A suit is named only when it leads alone: two of each is no ground (the symbolic part says so).
  const [suit, runnerUp] = [...bySuit.entries()].sort((a, b) => b[1].length - a[1].length);
  if (suit && suit[1].length >= 2 && (!runnerUp || runnerUp[1].length < suit[1].length)) {
    const n = counted(suit[1].length, f.lang);
    const sw = pick.pick(suitWords[suit[0]]![f.lang], 'echo-suit');
    const named = joinList(
      suit[1].map((c) => cardWords(c.card_id, f.lang).name),
      f.lang,
    );
    sentences.push(
      fr
        ? pick.pick([
            `${capitalise(sw)} : ${n} cartes de la même {famille|couleur}, et l’essentiel {passe par là|se joue là|tient là}.`,
            `Une {couleur|même couleur} revient ${n} fois, ${sw} : la réponse {se joue là|est là|se trouve là}.`,
            `${capitalise(named)} : ${n} {cartes|lames} d’une {couleur|même couleur}, ${sw}, qui {donnent le ton|mènent la danse|donnent la couleur}.`,
            `Par ${named}, une même couleur {insiste|revient|s’impose} : ${sw}.`,
            `${capitalise(sw)}, reviennent ${n} fois, avec ${named}.`,
          ])
        : pick.pick([
            `${capitalise(sw)}: ${n} cards of the same {family|suit}, and {the heart of it lies there|that is where it all happens|the core is there}.`,
            `One suit returns ${suit[1].length === 2 ? 'twice' : `${n} times`}, ${sw}: {the answer’s ground|where the answer lies|the ground of the answer}.`,
            `${capitalise(named)}: ${n} cards of one suit, ${sw}, {setting the tone|leading the way|giving the colour}.`,
            `{Through|With} ${named}, one suit {insists|comes back|stands out}: ${sw}.`,
            `${capitalise(sw)}, come back ${suit[1].length === 2 ? 'twice' : `${n} times`}, with ${named}.`,
          ]),
    );
    cited.push(...suit[1]);
  }
  const rank = [...byRank.entries()].find(([, cs]) => cs.length >= 2);
  // A major and a pip of one number are told once, by the tradition's note on the pair below.
  const combos = tarotCombinations(cards.map((x) => ({ card: x.card, reversed: x.c.reversed })));
  const order = (k: string) =>
    ['traditional_pair', 'royal_couple', 'major_and_pip', 'same_number'].indexOf(k);
  const best = [...combos.pairs].sort((a, b) => order(a.kind) - order(b.kind))[0];
  if (rank && !(best?.kind === 'major_and_pip' && rank[1].length === 2)) {
    sentences.push(
      fr
        ? `${capitalise(
            joinList(
              rank[1].map((c) => cardWords(c.card_id, 'fr').name),
              'fr',
            ),
          )} ${pick.pick([`partagent le ${rank[0]} : {la part|le thème|la question} ${deFr(rank[1][0]!.keywords[0] ?? '')} {revient avec insistance|insiste|revient}`, `portent {chacun|tous deux} le ${rank[0]} : {la part|le thème|la question} ${deFr(rank[1][0]!.keywords[0] ?? '')} prend deux visages`])}.`
        : `${capitalise(
            joinList(
              rank[1].map((c) => cardWords(c.card_id, 'en').name),
              'en',
            ),
          )} ${pick.pick([`share the number ${rank[0]}, and ${rank[1][0]!.keywords[0] ?? ''} {keeps returning|keeps coming back|insists}`, `carry the same ${rank[0]}: ${rank[1][0]!.keywords[0] ?? ''} in two {guises|forms|shapes}`])}.`,
    );
    cited.push(...rank[1]);
  }
  // A pair the tradition reads together (le Soleil and la Lune, a royal couple, a major and its pip).
  if (best && best.kind !== 'same_number') {
    sentences.push(best.note[f.lang]);
    cited.push(...best.indexes.map((i) => f.cards[i]!).filter(Boolean));
  }
  const reversed = f.cards.filter((c) => c.reversed);
  if (reversed.length * 2 >= f.cards.length && reversed.length > 0) {
    sentences.push(
      fr
        ? pick.pick([
            `Avec ${counted(reversed.length, 'fr')} cartes renversées, le tirage {demande|réclame} de la patience : {une part de la situation|une partie des choses|une part de ce qui se joue} {mûrit encore|n’est pas mûre|prend son temps}.`,
            `${capitalise(counted(reversed.length, 'fr'))} cartes sont sorties renversées : certaines choses ne sont pas encore prêtes à {se montrer|paraître|se révéler}.`,
            `${capitalise(counted(reversed.length, 'fr'))} lames sur ${counted(f.cards.length, 'fr')} à l’envers : pour ${subjectOf(f, pick)}, {une part des forces|une partie de l’énergie} {reste retenue|reste en réserve|se retient}.`,
            `${reversed.every((c) => cardWords(c.card_id, 'fr').e) ? 'Renversées' : 'Renversés'}, ${joinList(
              reversed.map((c) => cardWords(c.card_id, 'fr').name),
              'fr',
            )} gardent leur force {en dedans|en réserve}, {pour l’instant|pour le moment|pour un temps}.`,
          ])
        : pick.pick([
            `With ${counted(reversed.length, 'en')} cards reversed, the draw {asks for|calls for} patience: {part of the situation|some of what is at stake|part of the matter} {is still ripening|is not yet ripe|is taking its time}.`,
            `${capitalise(counted(reversed.length, 'en'))} cards came out reversed: some things are not yet ready to {show themselves|come out|be seen}.`,
            `${capitalise(counted(reversed.length, 'en'))} of ${counted(f.cards.length, 'en')} cards upside down: for ${subjectOf(f, pick)}, part of the {energy|strength} {is held back|is kept in reserve|waits}.`,
            `Reversed, ${joinList(
              reversed.map((c) => cardWords(c.card_id, 'en').name),
              'en',
            )} keep their strength {within|in reserve}, {for now|for the moment|for a while}.`,
          ]),
    );
    cited.push(...reversed);
  }
  if (sentences.length === 0) return null;
  const facts = cited.length ? cited.map(id) : f.cards.map(id);
  return para(sentences.join(' '), facts, heading);
}

/**
 * What to do, for the subject asked: the advice card's words turned into a step. `loosened`: the cards
 * woven before have already said a reversed card's difficulty loosens once named (weave), so a reversed
 * advice card does not say it again.
 */
function advice(
  f: TarotFacts,
  pick: Picker,
  heading?: string,
  loosened = false,
  long = false,
): WrittenParagraph {
  const fr = f.lang === 'fr';
  const c =
    f.cards.find((x) => roleOf(f, x) === 'advice') ?? [...f.cards].sort((a, b) => lean(b) - lean(a))[0]!;
  const w = cardWords(c.card_id, f.lang);
  const subject = subjectOf(f, pick);
  const [k1 = '', kw = k1, k3] = c.keywords;
  // Keywords are bare nouns (« maîtrise du métier »): woven in after « de » (« la part de… », « du côté
  // de… ») or an English preposition, never in quotes nor straight after a French verb. A reversed
  // advice card names what to untie, not what to lean on.
  const step = c.reversed
    ? fr
      ? pick.pick([
          `{Concrètement|Dans les faits|En pratique}, pour ${subject}, ${w.name}, {sorti${w.e} renversé${w.e}|tiré${w.e} à l’envers|renversé${w.e}}, {montre d’abord|désigne d’abord|pointe} un nœud, celui ${ofFr(k1)}${k3 ? ` et ${ofFr(k3)}` : ''}.`,
          `Le premier pas, pour ${subject}, est de {desserrer|défaire|dénouer} ce que ${w.name} renversé${w.e} {met en lumière|révèle|fait voir}, un nœud ${deFr(k1)}${k3 ? `, puis ${ofFr(k3)}` : ''}.`,
          ...(long
            ? [
                `Pour ${subject}, ${w.name}, renversé${w.e}, {demande de défaire|invite à défaire|vous pousse à dénouer} le nœud ${deFr(k1)}${k3 ? `, puis celui ${ofFr(k3)}` : ''}.`,
              ]
            : []),
        ])
      : pick.pick([
          `{In practice|Concretely|On the ground}, for ${subject}, ${w.name}, reversed, {points to|shows you|names} the knot of ${theEn(k1)}${k3 ? ` and ${theEn(k3)}` : ''}.`,
          `The first step, for ${subject}, is to loosen what the reversed ${w.name.replace(/^the /, '')} {brings to light|reveals|shows up}, ${k1}${k3 ? `, then ${k3}` : ''}.`,
          ...(long
            ? [
                `For ${subject}, ${w.name}, reversed, {asks you to undo|invites you to untie|urges you to loosen} the knot of ${theEn(k1)}${k3 ? `, then that of ${theEn(k3)}` : ''}.`,
              ]
            : []),
        ])
    : fr
      ? pick.pick([
          `{Concrètement|Dans les faits|En pratique}, pour ${subject}, ${w.name} vous {suggère|propose|indique} une piste, celle ${ofFr(k1)}${k3 ? `, puis celle ${ofFr(k3)}` : ''}.`,
          `{Le pas à faire|Le geste à faire|L’étape à franchir}, {selon|d’après} ${w.name}, pour ${subject}, {passe par|demande} un peu ${deFr(k1)}${k3 ? ` (et, derrière, un peu ${deFr(k3)})` : ''}.`,
          `Par où commencer, pour ${subject} ? ${w.Name} vous {indique|montre|ouvre} la voie ${ofFr(k1)}${k3 ? `, puis celle ${ofFr(k3)}` : ''}.`,
          ...(long
            ? [
                `Pour ${subject}, partez ${deFr(w.name)} et de ce qu’${w.it} {dit|vous dit|montre|révèle} ${ofFr(k1)}${k3 ? `, puis ${ofFr(k3)}` : ''}.`,
                `C’est par la part ${deFr(k1)} que ${w.name} vous {fait commencer|invite à commencer|fait débuter}, pour ${subject}.`,
                `${capitalise(w.name)} {ouvre la marche|montre le chemin|donne le départ} pour ${subject}, avec la part ${deFr(k1)} d’abord${k3 ? `, celle ${ofFr(k3)} ensuite` : ''}.`,
              ]
            : []),
        ])
      : pick.pick([
          `{In practice|Concretely|On the ground}, for ${subject}, ${w.name} {points you towards|steers you to|turns you towards} ${theEn(k1)}${k3 ? `, then towards ${theEn(k3)}` : ''}.`,
          `The step to take, says ${w.name}, for ${subject}, {goes through|starts with|passes through} ${theEn(k1)}${k3 ? ` (and, behind it, ${theEn(k3)})` : ''}.`,
          `Where to begin with ${subject}? ${w.Name} {points you to|leads you to|opens the way to} ${theEn(k1)}${k3 ? `, then to ${theEn(k3)}` : ''}.`,
          ...(long
            ? [
                `For ${subject}, start from ${w.name} and what it says of ${theEn(k1)}${k3 ? `, then of ${theEn(k3)}` : ''}.`,
                `{That is where|It is there that} ${w.name} has you {begin|start}, for ${subject}, with ${theEn(k1)}.`,
                `${capitalise(w.name)} {leads the way|shows the way|sets off first} for ${subject}, starting with ${theEn(k1)}${k3 ? `, then ${theEn(k3)}` : ''}.`,
              ]
            : []),
        ]);
  const unfixed = fr
    ? pick.pick(
        [
          ` Rien n’est {figé|joué|écrit} : c’est sur la part ${deFr(kw)} que vous avez le plus de prise, {pour peu que vous vous en occupiez|si vous vous en occupez|à condition de vous en soucier}.`,
          ` ${w.Name} {désigne|montre|indique} votre prise la plus {sûre|solide}, du côté ${ofFr(kw)}.`,
          ` Là où vous pouvez agir, c’est sur la part ${deFr(kw)} ; ${w.name} ne vous demande {pas davantage|rien de plus|pas plus}.`,
          ` {Commencez|Partez} par la part ${deFr(kw)}, là où votre effort {compte le plus|porte le plus|pèse le plus}.`,
        ],
        'unfixed',
      )
    : pick.pick(
        [
          ` Nothing is {fixed|settled|written}: ${theEn(kw)} is where you have the most hold, {if you tend to it|if you see to it|provided you tend to it}.`,
          ` Your {surest|firmest} hold, as ${w.name} {shows|points out}, lies in ${theEn(kw)}.`,
          ` Where you can act is on ${theEn(kw)}; ${w.name} asks {no more of you|nothing more|for no more}.`,
          ` {Begin|Start} with ${theEn(kw)}, where your effort {counts most|tells most|matters most}.`,
        ],
        'unfixed',
      );
  const freedom = c.reversed
    ? loosened
      ? unfixed
      : pick.pick([
          fr
            ? ` Ce nœud n’a rien de {définitif|figé|fatal} : une fois nommée, la part ${deFr(kw)} {perd déjà de sa force|perd déjà de son poids|se desserre déjà}.`
            : ` This knot is not {final|fixed|fatal}: once named, ${theEn(kw)} already {loses its hold|loosens|weighs less}.`,
          fr
            ? ` Nommer la part ${deFr(kw)}, c’est déjà {la desserrer|l’alléger|commencer à la défaire}.`
            : ` Naming ${theEn(kw)} already {loosens it|eases it|takes some of its weight}.`,
          fr
            ? ` Renversé${w.e}, ${w.name} ne ferme rien : la part ${deFr(kw)} se défait {avec le temps|peu à peu|à la longue}.`
            : ` Reversed, ${w.name} closes nothing: ${theEn(kw)} comes undone {with time|bit by bit|in time}.`,
          unfixed,
        ])
    : // Upright: a short opening and a turn on the card's keyword, picked apart (each in most long
      // readings, so no fixed run of more than six words between the parts that vary; issue 38).
      `${pick.pick(
        fr
          ? [
              ' Libre à vous :',
              ' Rien ne presse :',
              ` Vous restez ${agree(f, { m: 'seul juge', f: 'seule juge', x: 'libre' })} :`,
              ' À votre rythme :',
              ' Sans obligation :',
              ` ${agree(f, { m: 'Rien ne vous tient', f: 'Rien ne vous tient', x: 'Rien ne vous oblige' })} :`,
            ]
          : [
              ' Yours to judge:',
              ' No rush:',
              ' You stay free:',
              ' {At a pace of your choosing|At your own pace|In your own time}:',
              ' Nothing binds you:',
              ' Your call:',
            ],
        'freedom-open',
      )} ${pick.pick(
        fr
          ? [
              `la part ${deFr(kw)} indique une pente, pas un destin.`,
              `prenez, ${ofFr(kw)}, ce qui vous parle aujourd’hui.`,
              `la voie ${ofFr(kw)} ouvre une direction, pas une obligation.`,
              `${w.name} trace une pente, à votre heure.`,
              `voyez dans la part ${deFr(kw)} une invitation, rien de plus.`,
              `ce que vous ferez ${ofFr(kw)} vous appartient.`,
              ...(long ? [`${w.name} marque une direction, à votre pas.`] : []),
            ]
          : [
              `${theEn(kw)} shows a slope, not a fate.`,
              `{take from|keep from|draw from} ${theEn(kw)} what speaks to you {today|now}.`,
              `${theEn(kw)} opens a direction, not a duty.`,
              `${w.name} points one way, and nothing more.`,
              `see ${theEn(kw)} as an invitation, nothing more.`,
              `what you {make of|do with|draw from} ${theEn(kw)} is {up to you|your affair|yours to decide}.`,
              ...(long ? [`${w.name} marks a direction; you choose when.`] : []),
            ],
        'freedom-turn',
      )}`;
  const [, , , k2b] = c.keywords;
  const second =
    long && k2b && c.reversed
      ? fr
        ? ` ${pick.pick([`Pour défaire le nœud ensuite, {regardez|cherchez} du côté ${ofFr(k2b)}.`, `Le nœud suivant {touche à|concerne} la part ${deFr(k2b)}.`, `Puis, {plus profond|plus en profondeur|plus loin}, vient la question ${deFr(k2b)}.`], 'advice-2r')}`
        : ` ${pick.pick([`The next knot {to undo|to untie} {concerns|touches on} ${theEn(k2b)}.`, `Then, {deeper down|further in|at a deeper level}, comes the question of ${k2b}.`, `After that, {untie|loosen|work on} ${theEn(k2b)}.`], 'advice-2r')}`
      : long && k2b
        ? fr
          ? ` ${pick.pick([`En second lieu, ${w.name} vous {ouvre|offre} la part ${deFr(k2b)}.`, `Ensuite vient, avec ${w.name}, la part ${deFr(k2b)}.`, `Et ensuite, un peu ${deFr(k2b)}.`, `Le pas d’après, {selon|d’après} ${w.name}, {touche à|concerne} la part ${deFr(k2b)}.`], 'advice-2')}`
          : ` ${pick.pick([`Second, make room for ${theEn(k2b)}.`, `Then, with ${w.name}, comes ${theEn(k2b)}.`, `{And after that|Later|After that}, {leave some room for|give some space to|make a little room for} ${theEn(k2b)}.`, `The step after leads towards ${theEn(k2b)}.`], 'advice-2')}`
        : '';
  return para(`${step}${second}${freedom}`, [id(c)], heading);
}

function synthesisCard(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const s = f.synthesis;
  const w = cardWords(s.card_id, f.lang);
  const name = f.first_name.trim();
  const echo = s.in_draw
    ? fr
      ? ` ${pick.pick([`${capitalise(w.it)} figure déjà dans votre tirage : son message {compte double|pèse double}.`, `Déjà tiré${w.e}, ${w.name} parle deux fois plus fort.`, `${w.Name} {siège|figure} aussi parmi vos cartes, ce qui double son poids.`], 'synth-in')}`
      : ` ${pick.pick([`${w.Name} is already in your draw: its message counts {twice|double}.`, `Already drawn, ${w.name} speaks twice as loud.`, `${w.Name} also {sits|appears} among your cards, which doubles its weight.`], 'synth-in')}`
    : f.option === 1
      ? ''
      : fr
        ? ` ${pick.pick(
            [
              `{${w.e ? 'Absente' : 'Absent'} du tirage|Hors du tirage}, ${w.it} {le domine d’en haut|le surplombe|l’éclaire d’en haut}.`,
              `{Pas|Jamais} ${w.e ? 'tirée' : 'tiré'}, ${w.it} {découle de|naît de|sort de} vos cartes.`,
              `Vos cartes y {mènent|conduisent} sans ${w.e ? 'la' : 'le'} {montrer|faire paraître|montrer jamais}.`,
              `{Hors tirage|En dehors du tirage}, ${w.it} en {donne|indique|fixe} la direction.`,
              `Sans avoir été ${w.e ? 'tirée' : 'tiré'}, ${w.it} {résume|rassemble|condense} l’ensemble.`,
              `${w.e ? '{Née|Issue}' : '{Né|Issu}'} de la somme, ${w.it} n’a pas été ${w.e ? '{tirée|piochée}' : '{tiré|pioché}'}{| au hasard| parmi vos cartes}.`,
            ],
            'synth-out',
          )}`
        : ` ${pick.pick(
            [
              `Not drawn itself, it {oversees the draw from above|watches over the draw|looks down on the draw}.`,
              `{Not drawn|Never drawn}, it {follows from|grows out of|comes from} your cards.`,
              `Your cards {lead|point} there without {showing it|laying it down|showing it once}.`,
              `{Outside the draw|From outside the draw}, it {gives|sets|shows} the direction.`,
              `Without being drawn, it {sums up|gathers|condenses} the whole.`,
              `{Born of the sum|Out of the sum|The sum’s own card}, it {was not drawn|never came up|did not come up}{| by chance| among your cards}.`,
            ],
            'synth-out',
          )}`;
  const [s1 = '', s2 = ''] = cardById(s.card_id).upright.keywords[f.lang];
  // The croix already has a synthesis, its centre, computed from four cards: the sum of all five is
  // told as going beyond it, so that two cards are never both called « the synthesis ».
  const croix = hasComputedCard(f);
  // No run of more than six fixed words between the card, the sum and the keywords: a longer one reads
  // the same in every reading (the frame share of the reading-quality bench).
  const centre = f.cards.find((c) => spreadPositionOf(f, c)?.computed);
  const centreName = centre ? cardWords(centre.card_id, f.lang).name : '';
  const sumFr = croix
    ? `Vos cinq cartes, au-delà ${deFr(centreName)} au centre, font ${s.sum} : ${w.name}`
    : pick.pick([
        `Additionnées, vos cartes donnent ${s.sum} : ${w.name}, votre carte de synthèse`,
        `Additionné, votre tirage donne ${w.name} (${s.sum}), en synthèse`,
        `Le total, ${s.sum}, fait apparaître ${w.name} en synthèse`,
        `${s.sum} au total : ${w.name}, en synthèse`,
        `La somme, ${s.sum}, fait ressortir ${w.name}, votre carte de synthèse`,
        `${capitalise(w.name)} résume votre tirage (${s.sum})`,
        `${capitalise(w.name)}, par la somme (${s.sum}), en synthèse`,
      ]);
  const sumEn = croix
    ? `Your five cards, beyond ${centreName} at the centre, make ${s.sum}: ${w.name}`
    : pick.pick([
        `Add up your cards: ${s.sum}, ${w.name}, your synthesis card`,
        `Summed, the draw gives ${s.sum}: ${w.name} as the synthesis`,
        `The total, ${s.sum}, brings out ${w.name} as the synthesis`,
        `${capitalise(w.name)} sums up your draw (${s.sum})`,
        `${capitalise(w.name)}, {by the sum|through the sum|from the sum} (${s.sum}): {the synthesis|your synthesis card}`,
        `${s.sum} in all: ${w.name} as synthesis`,
        `The sum, ${s.sum}, brings up ${w.name}, your synthesis card`,
      ]);
  const hi = name ? `${name}, ` : '';
  const ahead = f.option === 3 ? (fr ? 'les mois' : 'months') : fr ? 'les semaines' : 'weeks';
  const keep = fr
    ? pick.pick([
        capitalise(`${hi}${w.name} vous {laisse|confie|tend} un fil, celui ${ofFr(s1)}.`),
        capitalise(`${hi}que la part ${deFr(s1)} vous {guide|oriente}, puis celle ${ofFr(s2)}.`),
        capitalise(`${hi}l’image ${w.of} vous {accompagne|suit}, et sa part ${deFr(s1)}.`),
        capitalise(`${hi}{retenez|gardez en tête} ${w.name} et sa part ${deFr(s1)} pour ${ahead} à venir.`),
      ])
    : pick.pick([
        capitalise(`${hi}${w.name} {leaves you|hands you|gives you} a thread, that of ${theEn(s1)}.`),
        capitalise(`${hi}let ${theEn(s1)} {guide you|lead you}, then ${theEn(s2)}.`),
        capitalise(`${hi}the image ${w.of} {goes with you|stays with you}, and its ${s1}.`),
        capitalise(
          `${hi}{keep|hold on to} ${w.name} and its ${s1.replace(/^(?:an?|the) /, '')} for the ${ahead} ahead.`,
        ),
      ]);
  const text = `${fr ? sumFr : sumEn}.${echo} ${keep}`;
  return para(text, ['card.synthesis', ...(croix && centre ? [id(centre)] : [])], heading);
}

/** Option 1: the answer, the cards woven, their echoes, the step to take, the synthesis card. */
/**
 * The degree of a number in the Marseille tarot's decimal cycle (1 to 10), as the pips and the majors
 * carry it: a beginning, a gathering, a surge, a footing… (our words, after the numerology of the
 * Marseille tarot: decision 0310).
 */
const DEGREES: Record<number, { fr: string; en: string }> = {
  1: {
    fr: 'le commencement : tout y est {en puissance|en germe}, rien n’est {encore fait|encore joué|encore accompli}',
    en: 'the beginning: everything is there {in potential|in seed}, nothing is {done yet|settled yet|yet achieved}',
  },
  2: {
    fr: 'la gestation : on {rassemble|réunit}, on attend, on se prépare {à deux|en duo}',
    en: 'gestation: {gathering|collecting}, waiting, getting ready {in twos|as a pair}',
  },
  3: {
    fr: 'l’élan : une force qui {jaillit|surgit} avant de savoir où elle {va|mène}',
    en: 'the surge: a force that {springs up|bursts out} before it knows where it is {going|headed}',
  },
  4: {
    fr: 'l’assise : ce qui tient, {quitte à tenir immobile|fût-ce sans bouger|quitte à rester immobile}',
    en: 'footing: what holds, {even if it holds still|even at the cost of standing still}',
  },
  5: {
    fr: 'le pont : un idéal neuf qui fait quitter {la stabilité acquise|le terrain acquis|l’équilibre établi}',
    en: 'the bridge: a new ideal that {pulls you off|draws you away from} the ground you had',
  },
  6: {
    fr: 'le plaisir : faire ce que l’on aime, {avec qui l’on aime|avec ceux qu’on aime}',
    en: 'pleasure: doing what you love, with {whom you love|those you love}',
  },
  7: {
    fr: 'l’action : l’engagement le plus {actif|entier} {dans le monde|au-dehors}',
    en: 'action: the most {active|wholehearted} commitment {in the world|out in the world}',
  },
  8: {
    fr: 'l’équilibre atteint : la perfection {tranquille|sereine}',
    en: 'balance reached: a {quiet|calm} perfection',
  },
  9: {
    fr: 'la crise féconde : une fin qui {prépare|annonce} un départ',
    en: 'the fruitful crisis: an end that {prepares|paves the way for} a departure',
  },
  10: {
    fr: 'la fin d’un cycle : le plein qui se vide {pour recommencer|avant de repartir}',
    en: 'the end of a cycle: fullness emptying {so as to begin again|before starting over}',
  },
};
const COURTS: Record<number, { fr: string; en: string }> = {
  11: {
    fr: 'le Valet découvre sa couleur : il apprend, hésite, n’ose pas encore tout',
    en: 'the Page is discovering the suit: learning, hesitating, not yet daring everything',
  },
  12: {
    fr: 'le Cavalier emporte sa couleur ailleurs : il est le messager, le passage',
    en: 'the Knight carries the suit elsewhere: the messenger, the passage',
  },
  13: {
    fr: 'la Reine possède sa couleur de l’intérieur : elle la garde, la nourrit',
    en: 'the Queen holds the suit from within: she keeps it and feeds it',
  },
  14: {
    fr: 'le Roi exerce sa couleur dans le monde : il la maîtrise et en répond',
    en: 'the King exercises the suit in the world: he masters it and answers for it',
  },
};
const SUIT_FIELDS: Record<string, { fr: string; en: string }> = {
  batons: { fr: 'du désir, de l’énergie et de la création', en: 'desire, energy and creation' },
  coupes: { fr: 'des sentiments et des liens', en: 'feelings and bonds' },
  deniers: { fr: 'du corps, de l’argent et du concret', en: 'the body, money and practical things' },
  epees: { fr: 'de la pensée, de la parole et des décisions', en: 'thought, speech and decisions' },
};

/**
 * A card drawn alone is read whole (issue 38): its number's degree in the cycle, its rank for a court
 * card, its suit's field, then what that means for the question — as much as three cards give.
 */
function singleCard(f: TarotFacts, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const c = f.cards[0]!;
  const card = cardById(c.card_id);
  const words = cardWords(c.card_id, f.lang);
  const ref = subjectOf(f, pick);
  // A plural subject (« vos gardes de nuit », "your exams") takes a plural verb.
  const many = isPlural(ref, f.lang);
  const degree =
    card.arcana === 'major'
      ? card.rank === 0
        ? null
        : ((card.rank - 1) % 10) + 1
      : card.rank <= 10
        ? card.rank
        : null;
  const suit = card.suit ? suitById(card.suit) : null;
  const field = card.suit ? SUIT_FIELDS[card.suit] : null;
  const numberPart =
    card.arcana === 'major'
      ? card.rank === 0
        ? fr
          ? `${capitalise(words.name)} ne porte pas de nombre : c’est l’énergie libre, hors du compte, qui traverse tout le jeu.`
          : `${capitalise(words.name)} carries no number: free energy, outside the count, that crosses the whole deck.`
        : fr
          ? `Arcane ${card.numeral}, ${words.name} {se tient au|occupe le|se place au} degré ${degree} du cycle des nombres, ${DEGREES[degree!]!.fr}${card.rank > 10 ? ', dans la seconde série des majeurs, {celle qui regarde|tournée} vers l’intérieur et l’au-delà de soi' : ''}.`
          : `Arcanum ${card.numeral}, ${words.name} {stands at|holds|sits at} degree ${degree} of the cycle of numbers, ${DEGREES[degree!]!.en}${card.rank > 10 ? ', in the second series of the majors, {the one that looks|which looks|turned} inwards and beyond oneself' : ''}.`
      : degree
        ? fr
          ? `Son nombre, ${degree}, {dit|évoque|désigne} ${DEGREES[degree]!.fr} ; sa couleur, les ${suit!.plural.fr} (${suit!.elementName.fr}), {place cela|situe cela|porte cela} sur le terrain ${field!.fr}.`
          : `Its number, ${degree}, {speaks of|tells of|points to} ${DEGREES[degree]!.en}; its suit, ${suit!.plural.en} (${suit!.elementName.en}), {sets this|places this|puts this} in the field of ${field!.en}.`
        : fr
          ? `Figure de cour, ${COURTS[card.rank]!.fr} — ici les ${suit!.plural.fr}, le terrain ${field!.fr}.`
          : `A court card: ${COURTS[card.rank]!.en} — here ${suit!.plural.en}, the field of ${field!.en}.`;
  const [k0 = '', k1 = k0] = c.keywords;
  const tie = fr
    ? pick.pick(
        [
          `Pour ${ref}, cela {veut dire|signifie} que « ${k0} » vient d’abord, et que « ${k1} » se gagne {ensuite|après|dans un second temps}.`,
          `Rapporté à ${ref}, le tirage vous {place là|situe ici|met là} : « ${k0} » d’abord, « ${k1} » {comme prochain pas|comme pas suivant|ensuite}.`,
          `Appliqué à ${ref}, c’est par « ${k0} » que les choses {bougeront|avanceront|se débloqueront}, puis par « ${k1} ».`,
        ],
        'single',
      )
    : pick.pick(
        [
          `For ${ref}, this {means|tells you} “${k0}” comes first, and “${k1}” is earned {after|next|later}.`,
          `Brought to ${ref}, the draw {puts you here|places you here|sets you here}: “${k0}” first, “${k1}” {as the next step|next|after that}.`,
          `Applied to ${ref}, things will {move|shift|get going} through “${k0}”, then through “${k1}”.`,
        ],
        'single',
      );
  const orientation = c.reversed
    ? fr
      ? ` {Sortie renversée|Tirée à l’envers}, la carte dit la même chose {empêchée|freinée} ou {retournée|tournée} vers l’intérieur : ce que son nombre promet {demande d’abord d’être dégagé|doit d’abord être libéré|attend d’abord d’être dégagé}.`
      : ` {Coming out reversed|Drawn upside down}, the card says the same thing {held back|blocked} or turned inwards: what its number promises {first needs clearing|must first be freed|first has to be cleared}.`
    : '';
  const reach =
    card.arcana === 'major'
      ? fr
        ? `{Un arcane majeur tiré seul|Tiré seul, un grand arcane|Seul sur la table, un arcane majeur} {donne à la question|donne à votre question|confère à la question} {une portée|une ampleur|une dimension} qui {dépasse le quotidien|va au-delà du quotidien|déborde les jours ordinaires} : ${ref} ${many ? '{engagent plus qu’une affaire|dépassent une affaire|vont plus loin qu’une affaire}' : '{engage plus qu’une affaire|dépasse une affaire|va plus loin qu’une affaire}'} de quelques semaines.`
        : `{A major arcanum drawn alone|Drawn alone, a major arcanum|A lone major arcanum} gives the question {a reach|a scope|a range} {beyond daily life|past the everyday|beyond ordinary days}: ${ref} ${many ? '{involve more than|are more than}' : '{involves more than|is more than}'} a matter of {a few weeks|some weeks}.`
      : card.rank > 10
        ? fr
          ? `Une figure tirée seule {désigne souvent|montre souvent|désigne volontiers} une personne, vous ou quelqu’un de proche : demandez-vous qui, autour de ${ref}, {tient ce rôle|joue ce rôle|occupe cette place}.`
          : `A court card drawn alone often {stands for|points to} a person, you or someone close: {ask yourself|consider|wonder} who, around ${ref}, {plays that part|fills that role|holds that place}.`
        : fr
          ? `Une carte mineure tirée seule {ramène la question au concret|ramène la question sur terre|ancre la question dans le concret} : ${ref} ${many ? 'se jouent' : 'se joue'} dans des gestes {ordinaires|simples|du quotidien}, à votre portée.`
          : `A minor card drawn alone brings the question {down to earth|back to the concrete}: ${ref} ${many ? 'play' : 'plays'} out in {ordinary|simple|everyday} gestures within your reach.`;
  // A major is read between its neighbours in the sequence of the arcana: where it comes from, where
  // it goes (Le Mat, without number, walks beside them all).
  let sequence = '';
  if (card.arcana === 'major' && card.rank > 0) {
    const prev = majorByNumber(card.rank - 1);
    const next = card.rank < 21 ? majorByNumber(card.rank + 1) : null;
    const kw = (x: typeof prev) => x.upright.keywords[f.lang][0] ?? '';
    sequence = next
      ? fr
        ? ` {Dans la suite|Dans l’ordre|Dans la série} des arcanes, {qui se lit|qu’on lit|à lire} {comme un chemin|comme une route}, ${words.name} a laissé derrière ${words.e ? 'elle' : 'lui'} le temps de « ${kw(prev)} » et {marche vers|avance vers|va vers} celui de « ${kw(next)} » : pour vous aussi, une étape {se ferme|s’achève|se clôt} et la suivante {s’annonce|se profile|se prépare}.`
        : ` In the sequence of the arcana, read as a {road|path}, ${words.name} has left the time of “${kw(prev)}” behind and {walks|moves|heads} towards that of “${kw(next)}”: for you too, one stage {closes|ends|draws to a close} and the next {announces itself|comes into view|takes shape}.`
      : fr
        ? ` Dernier des arcanes, ${words.name} accomplit un chemin ouvert depuis le temps de « ${kw(prev)} » : il n’y a plus qu’à en recueillir le fruit.`
        : ` Last of the arcana, ${words.name} completes a road opened since the time of “${kw(prev)}”: all that is left is to gather its fruit.`;
  } else if (card.arcana === 'major')
    sequence = fr
      ? ` Le Mat marche à côté de la suite des arcanes plutôt que dedans : il rappelle que ${subjectOf(f, pick)} peut sortir des chemins prévus, et qu’ici l’élan compte davantage que le plan.`
      : ` The Fool walks beside the sequence of the arcana rather than in it: a reminder that ${subjectOf(f, pick)} can leave the planned roads, and that here the impulse counts for more than the plan.`;
  return para(`${numberPart}${orientation}${sequence} ${reach} ${tie}`, [id(c)]);
}

/**
 * The spread told as one story (decision 0331): where the figures look — towards each other, back
 * to back, towards the card before or after — and the cards that stand for a person the question
 * names (La Lune as the mother, L’Empereur as the father…). A card drawn alone is read by where its
 * figure looks: back to what lies behind, ahead to what comes, or straight at the consultant.
 */
function story(f: TarotFacts, heading?: string): WrittenParagraph | null {
  const lang = f.lang;
  const faces = f.cards.map((c) => ({ card: cardById(c.card_id), reversed: c.reversed }));
  const sentences: string[] = [];
  const cited = new Set<number>();
  for (const a of archetypesInDraw(f.question, lang, faces)) {
    sentences.push(a.note[lang]);
    cited.add(a.index);
  }
  if (f.cards.length === 1) {
    const face = faces[0]!;
    const g = gazeAsDrawn(face);
    const w = cardWords(f.cards[0]!.card_id, lang);
    if (face.card.arcana === 'major' || face.card.rank > 10) {
      sentences.push(
        lang === 'fr'
          ? g === 'left'
            ? `${w.Name} regarde vers la gauche, vers ce qui est derrière vous : la réponse {passe par|tient dans|se trouve dans} ce que vous avez déjà vécu${face.reversed ? ', et la carte renversée retourne ce regard vers le passé' : ''}.`
            : g === 'right'
              ? `${w.Name} regarde vers la droite, vers ce qui vient : la réponse est devant vous, dans ce qui ne s’est pas encore {produit|passé|joué}${face.reversed ? ', la carte renversée tournant ce regard vers l’avenir' : ''}.`
              : `${w.Name} vous regarde de face : la carte ne se tourne ni vers le passé ni vers l’avenir, elle vous parle de ce que vous êtes {maintenant|aujourd’hui|à présent}.`
          : g === 'left'
            ? `${w.Name} looks to the left, towards what lies behind you: the answer {goes through|lies in|is found in} what you have already lived${face.reversed ? ', the reversed card turning its gaze back to the past' : ''}.`
            : g === 'right'
              ? `${w.Name} looks to the right, towards what is coming: the answer lies ahead of you, in what has not {happened|taken place|come about} yet${face.reversed ? ', the reversed card turning its gaze to the future' : ''}.`
              : `${w.Name} faces you: the card turns neither to the past nor to the future; it speaks of who you are {now|today|at present}.`,
      );
      cited.add(0);
    }
  } else {
    const links = gazeLinks(faces);
    // Face to face and back to back say the most; at most three links, so the story stays a story.
    const order: GazeKind[] = ['face_to_face', 'back_to_back', 'turns_to_next', 'turns_to_previous'];
    const told = [...links].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind)).slice(0, 3);
    for (const l of told.sort((a, b) => a.indexes[0] - b.indexes[0])) {
      sentences.push(l.note[lang]);
      l.indexes.forEach((i) => cited.add(i));
    }
    if (told.length === 0 && sentences.length === 0) return null;
  }
  if (sentences.length === 0) return null;
  return para(
    sentences.join(' '),
    [...cited].sort((a, b) => a - b).map((i) => id(f.cards[i]!)),
    heading,
  );
}

export function tarotShort(f: TarotFacts, pick: Picker): WrittenParagraph[] {
  const key = answerCard(f);
  const out = [withTimingCaveat(answer(f, pick), f, 'draw'), ...weave(f, pick, key)];
  if (f.cards.length === 1) out.push(singleCard(f, pick));
  const told = story(f);
  if (told) out.push(told);
  const e = echoes(f, pick);
  if (e) out.push(e);
  // weave's first card against you, reversed, has been said to loosen once named.
  const firstAgainst = f.cards.find((c) => c !== key && lean(c) < 0);
  out.push(advice(f, pick, undefined, firstAgainst?.reversed ?? false));
  // One major arcanum alone is its own synthesis: saying so would only repeat it.
  if (f.cards.length > 1 || !f.synthesis.in_draw) out.push(synthesisCard(f, pick));
  return out.slice(0, 8);
}

/** What each kind of position stands for, as a noun phrase: the card's message is about it. */
const ROLE_NOUNS: Record<Role, { fr: string[]; en: string[] }> = {
  answer: { fr: ['la réponse', 'l’issue'], en: ['the answer', 'the outcome'] },
  obstacle: { fr: ['l’obstacle', 'ce qui vous met à l’épreuve'], en: ['the obstacle', 'what tests you'] },
  support: { fr: ['vos appuis', 'ce qui vous soutient'], en: ['your supports', 'what holds you up'] },
  advice: {
    fr: ['la conduite à tenir', 'le conseil du tirage'],
    en: ['the way to proceed', 'the draw’s advice'],
  },
  past: {
    fr: ['votre point de départ', 'ce que le passé vous laisse'],
    en: ['your starting point', 'what the past leaves you'],
  },
  present: {
    fr: ['le moment présent', 'la situation actuelle'],
    en: ['the present moment', 'the situation as it stands'],
  },
  future: { fr: ['la suite', 'ce qui vient'], en: ['what follows', 'what is coming'] },
  other: {
    fr: ['ce volet du tirage', 'cette facette de la question'],
    en: ['this side of the draw', 'this facet of the question'],
  },
};

/** The facet a position names after its dash (« Le premier tiers — le cœur »), as the card's subject. */
const FACETS: Record<string, { fr: string; en: string }> = {
  // Inline wordings after the first word only: aFr, deFr and isPlural read the phrase's opening.
  pensée: {
    fr: 'vos {pensées et vos décisions|idées et vos choix|réflexions et vos choix|pensées et vos choix}',
    en: 'your {thoughts and decisions|ideas and choices|thinking and choices}',
  },
  mind: {
    fr: 'vos {pensées et vos décisions|idées et vos choix|réflexions et vos choix|pensées et vos choix}',
    en: 'your {thoughts and decisions|ideas and choices|thinking and choices}',
  },
  cœur: {
    fr: 'votre {cœur et vos liens|cœur et vos attaches|cœur et vos proches}',
    en: 'your {heart and your bonds|heart and your ties|love and your bonds}',
  },
  heart: {
    fr: 'votre {cœur et vos liens|cœur et vos attaches|cœur et vos proches}',
    en: 'your {heart and your bonds|heart and your ties|love and your bonds}',
  },
  concret: { fr: 'votre vie {matérielle|concrète|pratique}', en: 'your {material|practical|everyday} life' },
  'material life': {
    fr: 'votre vie {matérielle|concrète|pratique}',
    en: 'your {material|practical|everyday} life',
  },
};
function facetOf(c: CardFact, lang: Lang): string | null {
  const after = c.position_name
    .split(/\s+—\s+/)[1]
    ?.replace(/^(?:le |la |l’|the )/i, '')
    .trim()
    .toLowerCase();
  return after ? (FACETS[after]?.[lang] ?? null) : null;
}

/**
 * What one card says in its place: its words read in the light of the position (a support that
 * strains is a support that falters, not a support), and whether it helps, resists or stays open.
 */
/** « le Neuf d’Épées, renversé,, le défi » → one comma; « renversé, : » → « renversé : ». */
function tidy(text: string): string {
  return text
    .replace(/,,/g, ',')
    .replace(/, \./g, '.')
    .replace(/, ([:;])/g, ' $1');
}

function cardMessage(f: TarotFacts, c: CardFact, pick: Picker, subject?: string): string {
  return tidy(cardSentence(f, c, pick, subject));
}

function cardSentence(f: TarotFacts, c: CardFact, pick: Picker, subject?: string): string {
  const fr = f.lang === 'fr';
  const plain = cardWords(c.card_id, f.lang);
  // A reversed card says so where it is named (« le Neuf d’Épées, renversé, … »).
  const turned = c.reversed ? (fr ? `, renversé${plain.e},` : ', reversed,') : '';
  const w = subject ? { ...plain, name: `${plain.name}${turned}`, Name: `${plain.Name}${turned}` } : plain;
  const role = roleOf(f, c);
  const R = subject ?? facetOf(c, f.lang) ?? pick.pick(ROLE_NOUNS[role][f.lang], `noun-${role}`);
  // The symbolic part retains a card's first two words; woven into the story, the card speaks with its
  // first and third, so the two parts do not say the same line.
  const [k1 = '', k2b = '', k3] = c.keywords;
  const k2 = subject ? (k3 ?? k2b) : k2b;
  const both = k2 ? (fr ? `${k1} et ${k2}` : `${k1} and ${k2}`) : k1;
  // The same as the object of a verb, the subject of a sentence or after « entre »: with determiners.
  const the = (k: string) => keywordWords(k, f.lang).the;
  const bothThe = k2 ? (fr ? `${the(k1)} et ${the(k2)}` : `${the(k1)} and ${the(k2)}`) : the(k1);
  const l = lean(c);
  // A plural subject (« vos appuis », « votre cœur et vos liens ») takes a plural verb and pronoun.
  const many = isPlural(R, f.lang);
  // A helpful card in an adverse place (the obstacle, « le contre ») eases it: it does not feed it.
  const adverse = role === 'obstacle' && !/jugement/i.test(positionName(f, c) ?? '');
  if (fr) {
    if (l > 0)
      return pick.pick(
        [
          `Pour ${R}, ${w.name} {joue en votre faveur|travaille pour vous|vous est favorable} : ${both}.`,
          `${w.Name} donne ${aFr(R)} une {couleur|teinte|tonalité} favorable : ${both}.`,
          `{Bon signe|Signe heureux|Bonne nouvelle} pour ${R} : ${w.name} met ${bothThe} à votre portée.`,
          `${w.Name} éclaire ${R} d’un jour {porteur|favorable|encourageant} : ${both}.`,
          `Du côté ${deFr(R)}, ${w.name} {ouvre une porte|ouvre une voie|entrouvre une porte} : ${both}.`,
          adverse
            ? `${w.Name} adoucit ${R} : ${both}.`
            : `${w.Name} apporte ${aFr(R)} ce qui ${many ? 'leur' : 'lui'} manquait : ${both}.`,
          `Ici, ${w.name} vous {aide|soutient|sert} ; pour ${R}, cela {s’appelle|se nomme|a pour nom} ${both}.`,
          adverse
            ? `À cette place, ${w.name} allège ${R} : ${both}.`
            : `Rien ne freine ${w.name} à cette place, et ${R} y ${many ? 'gagnent' : 'gagne'} : ${both}.`,
        ],
        'lean+',
      );
    if (l < 0)
      return pick.pick(
        [
          `Pour ${R}, ${w.name} {signale|désigne|montre} le point à travailler : ${both}.`,
          `${w.Name} met ${R} à l’épreuve (${both}), {sans rien de fatal|sans fatalité|sans rien d’irrémédiable}.`,
          `Du côté ${deFr(R)}, ${w.name} {demande de la vigilance|appelle à la vigilance|invite à la prudence} : ${both}.`,
          `${w.Name} freine ${R} ; ses mots, ${both}, disent où {porter votre attention|regarder|mettre votre attention}.`,
          `À cette place, ${w.name} {pointe|signale|révèle} une fragilité ${deFr(R)} : ${both}.`,
          `${w.Name} invite à ralentir sur ${R} : ${both}, {deux mots qui|des mots qui} {demandent du temps|prennent du temps|réclament du temps}.`,
          `Pour ${R}, ${w.name} montre ce qui {coince encore|bloque encore|résiste encore} : ${both}.`,
          `${w.Name} {avertit sans condamner|prévient sans juger|met en garde sans condamner} : pour ${R}, ${both}.`,
        ],
        'lean-',
      );
    return pick.pick(
      [
        `Pour ${R}, ${w.name} ne tranche pas : ${both}, {selon vos choix|à vous de voir|comme vous l’entendrez}.`,
        `Sur ${R}, ${w.name} {interroge|pose question|questionne} : ${both}, {à vous de trancher|c’est à vous de décider|à vous de choisir}.`,
        `Avec ${w.name}, ${R} ${many ? 'dépendent' : 'dépend'} de vos choix : ${both}, {deux mots qui|des mots qui} peuvent {servir ou peser|aider ou freiner|porter ou peser}.`,
        `${w.Name} {laisse la main|vous laisse la main|vous rend la main} : pour ${R}, ${both}, {deux mots qui prendront|des mots qui auront|deux mots qui porteront} le sens {choisi par vous|que vous choisirez|voulu par vous}.`,
        `{Ni promesse ni menace|Ni promesse ni danger|Ni espoir ni crainte} pour ${R} : ${w.name} apporte ${bothThe}, à vous {d’en user|d’en faire usage|d’en décider}.`,
        `${w.Name} tient ${R} {en équilibre|en balance|à égale distance} entre deux {pôles|appels|mots} : ${both}.`,
        `Pour ${R}, ${w.name} {demande un choix|attend un choix|appelle un choix} : ${both}.`,
        `${w.Name} reste ${w.e ? 'discrète' : 'discret'} sur ${R} ; ses mots, ${both}, {attendent votre geste|attendent votre décision|attendent que vous agissiez}.`,
      ],
      'lean0',
    );
  }
  if (l > 0)
    return pick.pick(
      [
        `For ${R}, ${w.name} {works in your favour|works for you|is on your side}: ${both}.`,
        `${w.Name} gives ${R} a {favourable|helpful|kindly} colour: ${both}.`,
        `A {good|hopeful|welcome} sign for ${R}: ${w.name} puts ${bothThe} within your reach.`,
        `${w.Name} lights ${R} {in a helpful way|kindly|in a good light}: ${both}.`,
        `{As for|Regarding|On} ${R}, ${w.name} opens a {door|way|path}: ${both}.`,
        adverse
          ? `${w.Name} softens ${R}: ${both}.`
          : `${w.Name} brings ${R} what ${many ? 'they' : 'it'} lacked: ${both}.`,
        `Here ${w.name} {helps|supports you|is on your side}; for ${R}, that means ${bothThe}.`,
        adverse
          ? `In this place, ${w.name} eases ${R}: ${both}.`
          : `Nothing {holds ${w.name} back|holds back ${w.name}|restrains ${w.name}} {in this place|here|in this spot}, and ${R} ${many ? 'gain' : 'gains'} from it: ${both}.`,
      ],
      'lean+',
    );
  if (l < 0)
    return pick.pick(
      [
        `For ${R}, ${w.name} {flags the work|shows the work to do|names the task}: ${both}.`,
        `${w.Name} puts ${R} to the test (${both}), {nothing fatal|nothing final|nothing beyond repair}.`,
        `{As for|Regarding|On} ${R}, ${w.name} calls for {care|caution|vigilance}: ${both}.`,
        `${w.Name} slows ${R}; its words, ${both}, show where to {put your attention|look|turn your attention}.`,
        `In this place, ${w.name} {points to|shows|reveals} a weakness in ${R}: ${both}.`,
        `${w.Name} urges a slower pace on ${R}: ${both}, {two words that|words that} {need time|take time|ask for time}.`,
        `For ${R}, ${w.name} shows what {still jams|still sticks|still resists}: ${both}.`,
        `${w.Name} {warns without condemning|warns without judging|cautions without condemning}: for ${R}, ${both}.`,
      ],
      'lean-',
    );
  return pick.pick(
    [
      `For ${R}, ${w.name} does not decide: ${both}, {for you to weigh|yours to weigh|for you to judge}.`,
      `${w.Name} questions ${R} more than it {answers|replies|settles}: ${both}, yours to {settle|decide}.`,
      `With ${w.name}, ${R} ${many ? 'stay' : 'stays'} open to your choices: ${both}, {two words that|words that} can {serve or weigh|help or hinder|carry or burden}.`,
      `${w.Name} {defers to you|leaves it to you} on ${R}: ${both}, {two words|words} whose {meaning|sense} {is yours to set|you will decide|is up to you}.`,
      `{Neither promise nor threat|No promise and no threat|Neither a promise nor a threat} for ${R}: ${w.name} brings ${bothThe}, yours to {use|make use of|put to use}.`,
      `${w.Name} holds ${R} {in balance|poised|evenly} between two {poles|pulls|words}: ${both}.`,
      `For ${R}, ${w.name} {asks for|calls for|waits for} a choice: ${both}.`,
      `${w.Name} stays quiet on ${R}; its words, ${both}, wait for your {move|decision|step}.`,
    ],
    'lean0',
  );
}

type Movement = 'before' | 'now' | 'after';

/**
 * The positions of the long positional spreads (options 2–3), by their French name: when the card
 * speaks (what you start from, what is at play now, where it leads) and what it speaks about, as the
 * subject of its sentence. The answer's position is told in the opening and is not listed again.
 */
const POSITIONS: Record<string, [Movement, fr: string, en: string]> = {
  'Le pour': [
    'now',
    'ce qui plaide en votre faveur|ce qui joue pour vous|vos atouts',
    'what speaks in your favour|what works for you|your assets',
  ],
  'Le contre': [
    'now',
    'ce qui plaide contre vous|ce qui vous résiste|vos freins',
    'what speaks against you|what resists you|what holds you back',
  ],
  'Le jugement': [
    'after',
    'le jugement à porter|la décision à prendre|votre arbitrage',
    'the judgement to make|the decision to take|your ruling',
  ],
  'La solution': [
    'after',
    'la solution|l’issue à chercher|la voie de sortie',
    'the solution|the way out|the answer to seek',
  ],
  'Le passé': ['before', 'votre passé', 'your past'],
  'Le présent': ['now', 'le présent', 'the present'],
  'Les influences cachées': [
    'before',
    'ce qui agit en coulisses|ce qui se joue en coulisses|ce qui agit en secret',
    'what works behind the scenes|what acts out of sight|what works in secret',
  ],
  'L’obstacle': ['now', 'l’obstacle', 'the obstacle'],
  'L’entourage': [
    'now',
    'votre entourage|vos proches|les gens autour de vous',
    'the people around you|those close to you|your circle',
  ],
  'Le conseil': [
    'after',
    'la conduite à tenir|le conseil du tirage|la marche à suivre',
    'the way to proceed|the draw’s advice|the course to follow',
  ],
  'Les racines': ['before', 'vos racines', 'your roots'],
  'Les dons': ['before', 'vos dons', 'your gifts'],
  'L’épreuve': ['now', 'l’épreuve à traverser', 'the trial to go through'],
  'Le cœur': ['now', 'votre cœur', 'your heart'],
  'L’œuvre': ['after', 'ce que vous construisez', 'what you are building'],
  'L’horizon': ['after', 'l’horizon', 'the horizon'],
  'La situation': ['now', 'la situation', 'the situation'],
  'Le défi': ['now', 'le défi du moment', 'the challenge of the moment'],
  'Les fondations': ['before', 'vos fondations', 'your foundations'],
  'Le passé récent': ['before', 'le passé récent', 'the recent past'],
  'La couronne': ['after', 'ce que vous visez', 'what you aim for'],
  'L’avenir proche': ['after', 'les mois qui viennent', 'the coming months'],
  'Vous-même': ['now', 'votre propre attitude', 'your own stance'],
  'Espoirs et craintes': ['now', 'vos espoirs et vos craintes', 'your hopes and fears'],
};

const MOVEMENT_HEADINGS: Record<Movement, { fr: string[]; en: string[] }> = {
  before: {
    fr: ['D’où vous partez', 'Ce qui a précédé'],
    en: ['Where you start from', 'What came before'],
  },
  now: {
    fr: ['Ce qui se joue maintenant', 'Le cœur du tirage'],
    en: ['What is at play now', 'The heart of the draw'],
  },
  after: { fr: ['Vers où cela mène', 'Ce qui s’ouvre'], en: ['Where it leads', 'What opens up'] },
};

/** What a movement's cards add up to, by the sum of their leanings. */
const MOVEMENT_BALANCE: Record<Movement, Record<'up' | 'down' | 'even', { fr: string[]; en: string[] }>> = {
  before: {
    up: {
      fr: [
        'Vous partez donc d’une base solide.',
        'Ce que vous avez derrière vous est un {appui|soutien}, pas un {poids|fardeau}.',
        'Votre passé vous {sert|aide} : appuyez-vous dessus.',
        'Le terrain d’où vous partez est ferme.',
        'Hier vous a armé pour aujourd’hui.',
        'Un socle sûr derrière vous.',
      ],
      en: [
        'So you start from solid ground.',
        'What lies behind you is a {support|help}, not a {weight|burden}.',
        'Your past serves you: lean on it.',
        'The ground you start from is firm.',
        'Yesterday has {equipped|prepared} you for today.',
        'A sure base behind you.',
      ],
    },
    down: {
      fr: [
        'Ce passé pèse encore : le {reconnaître|regarder en face} allège la suite.',
        'Ce qui est derrière vous demande encore à être {soldé|réglé}.',
        'Un reste d’hier {freine encore|pèse encore} : mieux vaut le régler {avant d’avancer|avant de repartir}.',
        'Le point de départ est lourd ; le nommer, c’est déjà {s’en alléger|l’alléger}.',
      ],
      en: [
        'That past still weighs: {acknowledging|facing} it lightens what follows.',
        'What lies behind you still {asks to be settled|needs settling}.',
        'Something left over from before still {drags|weighs}: better to settle it before {moving on|going further}.',
        'The starting point is heavy; naming it already {lightens it|eases it}.',
      ],
    },
    even: {
      fr: [
        'Votre point de départ est {mêlé|mitigé} : ni acquis, ni fardeau.',
        'Derrière vous, des acquis et des restes {à trier|à démêler}.',
        'Le passé vous laisse un bagage {mêlé|mitigé}, à trier sans hâte.',
        'D’où vous venez, il y a du bon et du moins bon : {gardez le premier|gardez le bon}.',
      ],
      en: [
        'Your starting point is {mixed|uneven}: neither a given nor a burden.',
        'Behind you, gains and leftovers to sort.',
        '{What you bring|What you carry} from the past is {mixed|a mixed bag|uneven}.',
        'Some of the past helps, some does not.',
        'Where you come from holds good and less good: {keep the first|keep the good}.',
      ],
    },
  },
  now: {
    up: {
      fr: [
        'Le présent joue pour vous, à condition {de vous en servir|d’en profiter}.',
        'Le moment vous est {favorable|propice} : c’est maintenant qu’il compte.',
        'Ce qui se joue maintenant {travaille pour vous|vous sert} : ne le laissez pas passer.',
        'Le présent vous tend la main : saisissez-la {pendant qu’elle est tendue|tant qu’elle est là}.',
        'L’élan est là aujourd’hui : il ne demande qu’à être {suivi|saisi}.',
        'Aujourd’hui, les cartes vous poussent en avant.',
      ],
      en: [
        'The present works for you, {if you use it|if you make use of it}.',
        'The moment is {on your side|in your favour}: now is when it counts.',
        '{What is at play|What is happening} now {works for you|serves you|is on your side}: do not let it {pass|slip by}.',
        'The present offers help: take it.',
        'The momentum is here today: it only asks to be {followed|taken up}.',
        'Today the cards push you forward.',
      ],
    },
    down: {
      fr: [
        'Le moment demande de l’effort plus que {de l’inquiétude|du souci}.',
        'Ce qui se joue maintenant demande de la méthode et {un peu de patience|de la patience}.',
        'Ce qui résiste aujourd’hui se travaille, {une chose après l’autre|pas à pas}.',
        'Le présent résiste : avancez sans brusquer.',
        'Aujourd’hui, le terrain est lourd ; {ménagez vos forces|économisez-vous}.',
      ],
      en: [
        'The moment asks for effort more than worry.',
        'What is at play now asks for method and {some patience|a little patience}.',
        'What resists today can be worked on, {one thing at a time|step by step}.',
        'The present pushes back: move ahead without forcing.',
        'Today the going is heavy; spare your strength.',
      ],
    },
    even: {
      fr: [
        'Tout reste ouvert : votre {façon|manière} d’agir fera pencher la balance.',
        'Rien n’est joué : c’est là que vos choix {pèsent|comptent} le plus.',
        'Le présent hésite encore : à vous de lui donner {une direction|un cap}.',
        'Rien ne penche encore.',
      ],
      en: [
        'Everything stays open: the way you act will {tip the balance|decide}.',
        'Nothing is settled: this is where your choices {weigh|count} most.',
        'The present still hesitates: it is up to you to give it {a direction|a course}.',
        'Today the scales wait for your move.',
      ],
    },
  },
  after: {
    up: {
      fr: [
        'La suite s’annonce {porteuse|favorable}, si vous restez dans ce mouvement.',
        'Ce qui s’ouvre vous sert.',
        'Devant vous, le chemin se dégage.',
        'L’avenir proche vous donne raison, {pourvu que vous continuiez|si vous persévérez}.',
        'Ce qui vient s’annonce clément.',
        'La route s’ouvre.',
      ],
      en: [
        'What follows looks {promising|hopeful}, if you keep to this movement.',
        'What opens up goes your way.',
        'Ahead of you, the road clears.',
        'The near future proves you right, {as long as you keep going|if you persevere}.',
        'What comes looks kind.',
        'The way forward opens.',
      ],
    },
    down: {
      fr: [
        'La suite {demande|réclame} de la patience : rien ne se fera seul.',
        'Ce qui vient se construira lentement, {pas à pas|étape par étape}.',
        'L’issue se gagne, elle ne se reçoit pas.',
        'Devant vous, une montée : prenez-la {à votre pas|à votre rythme}.',
        'La fin se gagnera lentement.',
        'Ça avancera, mais lentement.',
      ],
      en: [
        'What follows {asks for|calls for} patience: nothing will happen on its own.',
        'What comes will be built slowly, {step by step|stage by stage}.',
        'The outcome is earned, not handed over.',
        'Ahead of you, a climb: take it {at your own pace|in your own time}.',
        'The end will be earned slowly.',
        'Slow going ahead, but going.',
      ],
    },
    even: {
      fr: [
        'La suite dépend de vos choix {plus que des cartes|bien plus que des cartes}.',
        'Ce qui vient reste à écrire, et la plume est {dans votre main|entre vos mains}.',
        'L’issue n’est pas {tracée|écrite} : elle suivra vos décisions.',
        'Rien ne s’impose pour la suite ; vous aurez {votre mot à dire|voix au chapitre}.',
      ],
      en: [
        'What follows depends on your choices {more than on the cards|far more than on the cards}.',
        'What comes is still to be written, and the pen is {in your hand|yours}.',
        'The outcome is not {mapped out|written}: it will follow your decisions.',
        'Nothing is imposed on what follows; you will {have your say|have a say}.',
      ],
    },
  },
};

const positionName = (f: TarotFacts, c: CardFact): string | undefined => spreadPositionOf(f, c)?.name.fr;

/** A position's movement and subject; some subjects have other wordings (« vos atouts »), picked. */
function positionOf(f: TarotFacts, c: CardFact, pick?: Picker): [Movement, string] | null {
  const name = positionName(f, c);
  const entry = name ? POSITIONS[name] : undefined;
  if (!entry) return null;
  const words = (f.lang === 'fr' ? entry[1] : entry[2]).split('|');
  return [entry[0], pick ? pick.pick(words, `pos-${name}`) : words[0]!];
}

/** A card after another in one movement: « De même, … » when they lean alike, « En revanche, … » when not. */
function linked(
  previous: CardFact | undefined,
  c: CardFact,
  message: string,
  lang: Lang,
  pick: Picker,
): string {
  if (!previous) return message;
  const a = lean(previous);
  const b = lean(c);
  const fr = lang === 'fr';
  const words =
    a === b && a !== 0
      ? fr
        ? ['De même, ', 'Dans le même sens, ', '']
        : ['Likewise, ', 'In the same vein, ', '']
      : (a > 0 && b < 0) || (a < 0 && b > 0)
        ? fr
          ? ['En revanche, ', 'Mais ', 'À l’inverse, ']
          : ['On the other hand, ', 'But ', 'Conversely, ']
        : fr
          ? ['Par ailleurs, ', 'À côté, ', '']
          : ['Alongside, ', 'Meanwhile, ', ''];
  const word = pick.pick(words, 'link');
  // A message may open on inline wordings (« {Bon signe|Bonne nouvelle} pour… »): each is lowered.
  return word ? `${word}${uncapitalise(message)}` : message;
}

/**
 * Positional long spreads: the cards told as a story in three movements — what you start from, what is
 * at play now, where it leads — each card in one sentence that names its place by what it is about,
 * linked to the card before it. Null when a position of the spread is not known here.
 */
function movements(f: TarotFacts, pick: Picker): WrittenParagraph[] | null {
  const key = answerCard(f);
  const placed = f.cards.map((c) => ({ c, at: positionOf(f, c, pick) }));
  if (placed.some((x) => !x.at && x.c !== key)) return null;
  const out: WrittenParagraph[] = [];
  for (const movement of ['before', 'now', 'after'] as const) {
    const cards = placed.filter((x) => x.c !== key && x.at![0] === movement);
    if (!cards.length) continue;
    const lines = cards.map((x, i) =>
      linked(cards[i - 1]?.c, x.c, cardMessage(f, x.c, pick, x.at![1]), f.lang, pick),
    );
    const score = cards.reduce((n, x) => n + lean(x.c), 0);
    const sign = score > 0 ? 'up' : score < 0 ? 'down' : 'even';
    lines.push(pick.pick(MOVEMENT_BALANCE[movement][sign][f.lang], `balance-${movement}`));
    // The cross spread weighs its « pour » against its « contre »: say which one carries more.
    const named = (fr: string) => cards.find((x) => positionName(f, x.c) === fr)?.c;
    const pro = named('Le pour');
    const con = named('Le contre');
    if (pro && con) {
      const a = cardWords(pro.card_id, f.lang).name;
      const b = cardWords(con.card_id, f.lang).name;
      const d = lean(pro) - lean(con);
      lines.push(
        f.lang === 'fr'
          ? `Entre le pour, ${a}, et le contre, ${b}, ${d > 0 ? pick.pick(['le pour l’emporte : les arguments en votre faveur pèsent plus lourd.', `c’est ${a} qui pèse le plus.`, 'la balance penche de votre côté.'], 'procon') : d < 0 ? pick.pick(['le contre pèse plus lourd : écoutez ce qui résiste.', `c’est ${b} qui l’emporte pour l’instant.`, 'la balance penche du côté des réserves : écoutez-les.', 'les réserves dominent.', 'prudence : le contre domine.'], 'procon') : pick.pick(['la balance reste égale : c’est à vous de trancher.', 'aucun ne l’emporte ; la décision vous revient.'], 'procon')}`
          : `With ${a} speaking for you and ${b} against, ${d > 0 ? pick.pick(['the case for wins: the arguments in your favour weigh more.', `${a} carries more weight.`, 'the scales tip your way.'], 'procon') : d < 0 ? pick.pick(['the case against weighs more: take what resists seriously.', `${b} prevails for now.`, 'the scales tip towards the doubts: listen to them.', 'the doubts prevail.', 'caution: the case against leads.'], 'procon') : pick.pick(['the scales stay even: it is for you to decide.', 'neither prevails; the decision is yours.'], 'procon')}`,
      );
    }
    out.push(
      para(
        lines.join(' '),
        cards.map((x) => id(x.c)),
        pick.pick(MOVEMENT_HEADINGS[movement][f.lang]),
      ),
    );
  }
  // The draw weighed as a whole: how many cards carry, how many hold back, and what follows from it.
  const told = f.cards;
  const up = told.filter((c) => lean(c) > 0).length;
  const down = told.filter((c) => lean(c) < 0).length;
  const fr = f.lang === 'fr';
  const count = (n: number) => counted(n, f.lang);
  // « aucune ne freine », "none holds you back"; « une vous porte », « deux freinent ».
  const part = (n: number, one: string, many: string) =>
    n === 0 ? (fr ? `aucune ne ${one}` : `none ${one}`) : `${count(n)} ${n === 1 ? one : many}`;
  const weighed = fr
    ? pick.pick([
        `{Au total|En tout|Au bout du compte}, sur ${count(told.length)} cartes, ${part(up, 'vous porte', 'vous portent')}, ${part(down, 'freine', 'freinent')} et ${part(told.length - up - down, 'reste ouverte', 'restent ouvertes')}.`,
        `{Faisons le compte|Faisons les comptes|Comptons} des ${count(told.length)} cartes : ${part(up, 'vous soutient', 'vous soutiennent')}, ${part(down, 'résiste', 'résistent')}, ${part(told.length - up - down, 'attend votre choix', 'attendent votre choix')}.`,
        `${capitalise(count(told.length))} cartes en tout, dont ${up === 0 ? 'aucune porteuse' : `${count(up)} ${up === 1 ? 'porteuse' : 'porteuses'}`} et ${down === 0 ? 'aucune contraire' : `${count(down)} ${down === 1 ? 'contraire' : 'contraires'}`}.`,
      ])
    : pick.pick([
        `{All told|In all|Taken together}, of ${count(told.length)} cards, ${part(up, 'carries you', 'carry you')}, ${part(down, 'holds you back', 'hold you back')} and ${part(told.length - up - down, 'stays open', 'stay open')}.`,
        `{Counting|Adding up|Tallying} the ${count(told.length)} cards: ${part(up, 'works for you', 'work for you')}, ${part(down, 'slows you', 'slow you')}, ${part(told.length - up - down, 'is undecided', 'are undecided')}.`,
        `${capitalise(count(told.length))} cards in all, ${up === 0 ? 'none' : count(up)} for you and ${down === 0 ? 'none' : count(down)} against.`,
      ]);
  const verdict =
    up > down
      ? fr
        ? pick.pick([
            'Le tirage vous {donne|offre} plus d’appuis que d’obstacles : {servez-vous-en|profitez-en}.',
            'La balance penche de votre côté, {à condition d’agir|pourvu que vous agissiez}.',
            'Vous avez plus de vent dans le dos que de vent contraire : c’est le moment de {hisser la voile|larguer les amarres}.',
            'Les porteuses l’emportent : suivez-les.',
            'Le vent est plutôt {favorable|porteur} : profitez-en.',
            'Les appuis sont là ; reste à vous en servir.',
            'Plus de soutiens que d’entraves : avancez.',
            'Le compte vous est favorable.',
          ])
        : pick.pick([
            'The draw {gives you|offers you|holds} more {supports|allies} than {obstacles|hindrances}: {use them|make use of them}.',
            'The balance leans your way, {provided you act|if you act on it}.',
            'More wind at your back than against you: raise the sail.',
            'The carrying cards outnumber the rest; follow them.',
            'Fair wind, mostly: use it.',
            'The supports are there; now use them.',
            'More help than hindrance: go ahead.',
            'The count is in your favour.',
          ])
      : down > up
        ? fr
          ? pick.pick([
              'Les résistances l’emportent pour l’instant : avancez {par étapes|pas à pas}, sans forcer.',
              'Le tirage {demande|réclame} de la patience plus que de l’audace.',
              'Ce qui freine pèse plus que ce qui porte : prenez le temps de lever {un obstacle à la fois|les obstacles un par un}.',
              'Les freins dominent : mieux vaut {consolider|affermir} que précipiter.',
            ])
          : pick.pick([
              'Resistance prevails for now: move {in stages|step by step}, without forcing.',
              'The draw {asks for|calls for} patience more than daring.',
              'What holds back weighs more than what carries: take the time to lift {one obstacle at a time|the obstacles one by one}.',
              'The brakes prevail: better to {consolidate|strengthen} than to hurry.',
            ])
        : fr
          ? pick.pick([
              'Appuis et obstacles s’équilibrent : c’est votre {façon|manière} d’agir qui tranchera.',
              'Rien ne penche d’avance : vos choix {feront la différence|trancheront}.',
              'Égalité : la main est à vous.',
            ])
          : pick.pick([
              'Supports and obstacles balance out: the way you act will {decide|settle it}.',
              'Nothing leans in advance: your choices will {make the difference|decide}.',
              'A tie: the next move is yours.',
            ]);
  out.push(
    para(
      `${weighed} ${verdict}`,
      told.map((c) => id(c)),
    ),
  );
  return out;
}

/** One card, explained once: its place and what it says there. */
function cardParagraph(f: TarotFacts, c: CardFact, pick: Picker): WrittenParagraph {
  return para(`${capitalise(placed(f, c, pick))}. ${cardMessage(f, c, pick)}`, [id(c)]);
}

/** The balance of a dated stage: its cards together, in a few words. */
function stageSummary(cs: CardFact[], lang: Lang, pick: Picker): string {
  const score = cs.reduce((n, c) => n + lean(c), 0);
  const fr = lang === 'fr';
  if (score > 0)
    return fr
      ? pick.pick(
          [
            '{Dans l’ensemble|Au bout du compte|Tout compte fait}, une étape {porteuse|favorable}.',
            '{Au total|Au bout du compte}, ces mois-là vous sont {favorables|propices}.',
            'Le bilan penche du bon côté.',
          ],
          'stage+',
        )
      : pick.pick(
          [
            '{On the whole|All in all|Taken together}, a {supportive|helpful} stage.',
            '{All told|All in all}, those months are {on your side|in your favour}.',
            'The balance leans the right way.',
          ],
          'stage+',
        );
  if (score < 0)
    return fr
      ? pick.pick(
          [
            '{Dans l’ensemble|Tout compte fait}, une étape exigeante, qui {demande|réclame} de la patience.',
            '{Au total|Au bout du compte}, des mois à traverser avec {méthode|constance}.',
            'Le bilan demande de l’effort, pas de l’inquiétude.',
          ],
          'stage-',
        )
      : pick.pick(
          [
            '{On the whole|All in all}, a demanding stage that {asks for|calls for} patience.',
            '{All told|All in all}, months to go through with {method|care}.',
            'The balance asks for effort, not worry.',
          ],
          'stage-',
        );
  return fr
    ? pick.pick(
        [
          '{Dans l’ensemble|Tout compte fait}, une étape {partagée|mitigée}, où vos choix feront la différence.',
          '{Au total|Au bout du compte}, des mois en équilibre : à vous de faire pencher la balance.',
        ],
        'stage0',
      )
    : pick.pick(
        [
          '{On the whole|All in all}, a mixed stage, where your choices {make the difference|tip the balance}.',
          '{All told|Taken together}, balanced months: it is for you to tip the scales.',
        ],
        'stage0',
      );
}

/** What to do with a month drawn alone, by its card's leaning. */
function monthNote(c: CardFact, lang: Lang, pick: Picker, long = false): string {
  const l = lean(c);
  if (long) {
    const period =
      lang === 'fr'
        ? l > 0
          ? [
              'Un climat {porteur|favorable}, sur lequel chaque mois {peut s’appuyer|prendra appui}.',
              'Sur l’ensemble, le vent vous est favorable.',
            ]
          : l < 0
            ? [
                'Un climat exigeant, qui demande de ménager vos forces {sur la durée|dans le temps}.',
                'Sur l’ensemble, mieux vaut avancer avec prudence.',
              ]
            : [
                'Un climat ouvert, que vos choix {orienteront|dessineront}.',
                'Sur l’ensemble, rien n’est joué d’avance.',
              ]
        : l > 0
          ? [
              'A {supportive|helpful} climate that each month can lean on.',
              'Overall, the wind is in your favour.',
            ]
          : l < 0
            ? [
                'A demanding climate that asks you to {pace yourself|spare your strength}.',
                'Overall, better to move with care.',
              ]
            : ['An open climate that your choices will steer.', 'Overall, nothing is settled in advance.'];
    return pick.pick(period, `period-note${l}`);
  }
  const notes =
    lang === 'fr'
      ? l > 0
        ? [
            'Un mois pour avancer, sans attendre {qu’on vous y invite|une invitation}.',
            'Profitez-en pour lancer ce qui attendait.',
            'Montrez-vous, ce mois-là.',
            'Un mois qui récompense l’initiative.',
            'Osez : ce mois-là vous soutient.',
            'Avancez vos pions ce mois-là.',
            'Bon mois pour agir.',
          ]
        : l < 0
          ? [
              'Un mois pour consolider plutôt que forcer.',
              'Une pause utile, ce mois-là, pas un {recul|retour en arrière}.',
              'Mieux vaut ajuster que foncer ce mois-là.',
              'Ralentissez : ce mois-là se travaille {en douceur|sans brusquer}.',
              'Un mois de réglages plus que de conquêtes.',
              'Mois de patience : consolidez.',
              'Ne forcez rien ce mois-là.',
            ]
          : [
              'Un mois où vos choix feront la différence.',
              'Ce mois-là, {le cours des choses|la suite|tout} dépend {surtout|avant tout} de vous.',
              'Soyez à l’écoute de ce qui {se présente|arrive} : rien n’est joué d’avance.',
              'Un mois ouvert, à orienter vous-même.',
              'Ce mois-là attend votre décision.',
              'Mois ouvert : tout dépend de vous.',
            ]
      : l > 0
        ? [
            'A month to move forward without waiting {to be asked|for an invitation}.',
            'Use it to launch what has been waiting.',
            'Step forward that month.',
            'A month that rewards initiative.',
            'Dare: that month is on your side.',
            'Make your moves that month.',
            'A good month to act.',
          ]
        : l < 0
          ? [
              'A month to consolidate rather than force.',
              'A useful pause, that month, not a {setback|step back}.',
              'Better to adjust than to rush that month.',
              'Slow down: that month needs a {light|gentle} touch.',
              'A month for fine-tuning rather than conquest.',
              'A month of patience: consolidate.',
              'Force nothing that month.',
            ]
          : [
              'A month {where|in which} your choices {make the difference|will count|decide}.',
              'That month, the course of things depends {mostly|above all} on you.',
              'Stay alert to what {comes up|turns up}: nothing is settled in advance.',
              'An open month, for you to {steer|shape}.',
              'That month waits on your decision.',
              'An open month: {it is up to you|the choice is yours|you decide}.',
            ];
  return pick.pick(notes, `month-note${l}`);
}

/**
 * The slope of a dated spread, from its first stage to its last: where it starts (its first card's
 * word), where it arrives, and whether the period opens up, closes in or keeps one tone.
 */
function trajectory(
  stages: { cards: CardFact[]; long: boolean }[],
  lang: Lang,
  pick: Picker,
): WrittenParagraph | null {
  // A card that sets the climate of the whole period is its background, not a step of it.
  const steps = stages.filter((x) => !x.long && x.cards.length);
  const climate = steps.length >= 2 ? stages.find((x) => x.long)?.cards[0] : undefined;
  const sequence = (steps.length >= 2 ? steps : stages.filter((x) => x.cards.length)).map((x) => x.cards);
  if (sequence.length < 2) return null;
  const first = sequence[0]!;
  const last = sequence[sequence.length - 1]!;
  const score = (cs: CardFact[]) => cs.reduce((n, c) => n + lean(c), 0);
  const from = first[0]!.keywords[0] ?? '';
  const to = last[0]!.keywords[0] ?? '';
  const fr = lang === 'fr';
  const rise = score(last) - score(first);
  const open = fr
    ? pick.pick([
        `${capitalise(ofFr(from))} ${toFr(to)} : voilà {le trajet|le parcours|le chemin} de la période.`,
        `Le fil de la période part ${ofFr(from)} et {arrive|aboutit|mène} ${toFr(to)}.`,
        `La période s’ouvre sur ${theFr(from)} et {s’achève|se termine|se clôt} sur ${theFr(to)}.`,
      ])
    : pick.pick([
        `From “${from}” to “${to}”: that is the period’s {course|path|road}.`,
        `The period’s thread starts at “${from}” and {arrives at|ends at|leads to} “${to}”.`,
        `The period opens under “${from}” and {ends on|closes on|finishes on} “${to}”.`,
      ]);
  const slope =
    rise > 0
      ? fr
        ? pick.pick([
            'Les choses {s’éclaircissent|s’arrangent|se dégagent} au fil des mois : ce qui {coince|bloque|résiste} au début se desserre {ensuite|plus tard|par la suite}.',
            'La pente monte : la fin de période vous sera {plus favorable|plus propice} que son début.',
            'Patience {au départ|au début} : le meilleur vient en fin de période.',
            'Ce qui commence difficilement s’arrange en chemin.',
          ])
        : pick.pick([
            'Things {clear up|improve|ease} as the months go by: what {jams|sticks|resists} at the start {loosens later|gives way later|eases after}.',
            'The slope rises: the end of the period will {favour you|help you|serve you} more than its start.',
            'Patience {at first|early on}: the best comes at the end of the period.',
            'What starts hard eases along the way.',
          ])
      : rise < 0
        ? fr
          ? pick.pick([
              'Le début de période est le plus {porteur|favorable} : engagez-vous tôt, avant que le vent ne tourne.',
              'L’élan est au départ : lancez tôt ce qui compte.',
              'Les premiers mois portent davantage ; la fin demandera plus {d’effort|d’efforts}.',
              'Mieux vaut agir {d’entrée|tôt|dès le départ} : la pente descend {ensuite|après|par la suite}.',
            ])
          : pick.pick([
              'The start of the period {carries you most|helps you most}: commit early, before the wind turns.',
              'The momentum is at the start: launch early what matters.',
              'The first months carry more; the end will {ask for|demand} more effort.',
              '{Better to act|Best to act} {early|promptly|now}: the slope {goes down after|falls away later|declines after}.',
            ])
        : fr
          ? pick.pick([
              'Le ton ne change pas : gardez votre cap sans {chercher|attendre} le moment idéal.',
              'Pas de grand virage : la régularité comptera plus qu’un {coup d’éclat|exploit}.',
              'D’un bout à l’autre, une même couleur : tenez la distance.',
            ])
          : pick.pick([
              'The tone stays the same throughout: keep your course without {waiting for|looking for} the ideal moment.',
              'No sharp turn: steadiness will count for more than a {flash of brilliance|single exploit}.',
              'One colour from start to finish: go the distance.',
            ]);
  const background = climate
    ? lang === 'fr'
      ? ` En toile de fond, ${cardWords(climate.card_id, 'fr').name} donne sa couleur à {l’ensemble|toute la période} : « ${climate.keywords[0] ?? ''} ».`
      : ` In the background, ${cardWords(climate.card_id, 'en').name} colours {the whole|the whole period}: “${climate.keywords[0] ?? ''}”.`
    : '';
  return para(`${open} ${slope}${background}`, [
    id(first[0]!),
    id(last[0]!),
    ...(climate ? [id(climate)] : []),
    'period',
  ]);
}

/**
 * The dates that open a stage, said in one of a few ways (« Du 12 octobre au 11 novembre 2026 »,
 * « Entre le 12 octobre et le 11 novembre 2026 »…): the same dates fall in many readings of one day.
 */
function datesOpening(start: string, end: string, lang: Lang, pick: Picker): string {
  const range = dateRange(start, end, lang);
  if (lang === 'fr') {
    const m = /^du (.+) au (.+)$/.exec(range);
    if (!m) return capitalise(range);
    const [, a, b] = m;
    return pick.pick(
      [
        capitalise(range),
        `Entre le ${a} et le ${b}`,
        `À partir du ${a}, et jusqu’au ${b}`,
        `Du ${a} jusqu’au ${b}`,
        `Sur la période du ${a} au ${b}`,
      ],
      'dates',
    );
  }
  const m = /^(.+) – (.+)$/.exec(range);
  if (!m) return capitalise(range);
  const [, a, b] = m;
  return pick.pick([range, `From ${a} to ${b}`, `Between ${a} and ${b}`, `From ${a} until ${b}`], 'dates');
}

/**
 * Dated spreads (the forecasts): one paragraph per stage of the period sold, its cards read together;
 * positional spreads: one paragraph per card, in its position.
 */
function cardsInTheirPlaces(f: TarotFacts, pick: Picker, heading: string): WrittenParagraph[] {
  const entryOf = (c: CardFact) =>
    f.forecast.find((e) => e.note === c.position_name && e.title === c.card_name);
  // A forecast dates its cards; a card it leaves undated (« Le climat ») is the whole period's.
  const dated = f.cards.filter((c) => entryOf(c)).length >= 2;
  let out: WrittenParagraph[];
  if (!dated) {
    const story = movements(f, pick);
    // Told in movements, each paragraph carries its own heading.
    if (story) return story;
    out = f.cards.map((c) => cardParagraph(f, c, pick));
  } else {
    const stages = new Map<string, { start: string; end: string; cards: CardFact[] }>();
    for (const c of f.cards) {
      const e = entryOf(c);
      const key = e ? `${e.start}/${e.end}` : 'whole';
      const stage = stages.get(key) ?? { start: e?.start ?? '', end: e?.end ?? '', cards: [] };
      stage.cards.push(c);
      stages.set(key, stage);
    }
    out = [...stages.values()].map((s) => {
      // The dates open the paragraph; each card then speaks of its plane of life (the year in three
      // times) or of that stretch of time, named once, not through its position's label again.
      const whole = !s.start;
      const days = whole ? Infinity : (Date.parse(s.end) - Date.parse(s.start)) / 86_400_000;
      const span =
        days > 40
          ? f.lang === 'fr'
            ? 'cette période'
            : 'this period'
          : pick.pick(
              f.lang === 'fr'
                ? ['ce mois', 'ces semaines-là', 'cette étape']
                : ['this month', 'those weeks', 'this stage'],
              'span',
            );
      const lines = s.cards.map((c, i) =>
        linked(s.cards[i - 1], c, cardMessage(f, c, pick, facetOf(c, f.lang) ?? span), f.lang, pick),
      );
      // A month drawn alone also leaves a word to keep: its card's last keyword, not yet said.
      const alone = s.cards.length === 1 ? s.cards[0]! : null;
      const kept = alone?.keywords[3] ?? alone?.keywords[2];
      const keep =
        alone && kept && days <= 40
          ? ` ${pick.pick(f.lang === 'fr' ? [`Le mot à garder en tête : « ${kept} ».`, `À retenir pour ces semaines : « ${kept} ».`] : [`The word to keep in mind: “${kept}”.`, `To remember for those weeks: “${kept}”.`], 'keep')}`
          : '';
      const guide = alone?.keywords[1];
      const compass =
        alone && guide && days <= 40
          ? ` ${pick.pick(
              f.lang === 'fr'
                ? [
                    `Votre boussole pour ce mois-là : ${guide}, avant tout.`,
                    `${capitalise(guide)}, comme fil du mois.`,
                    `Pour vous orienter ces semaines-là : ${guide}.`,
                    `Le cap du mois : ${guide}.`,
                  ]
                : [
                    `Your compass for that month: ${guide}, above all.`,
                    `Let ${theEn(guide)} be the thread of the month.`,
                    `To steer by in those weeks: ${guide}.`,
                    `The month’s heading: ${guide}.`,
                  ],
              'compass',
            )}`
          : '';
      const summary = ` ${alone ? monthNote(alone, f.lang, pick, days > 40) : stageSummary(s.cards, f.lang, pick)}${compass}${keep}`;
      const when = whole
        ? f.lang === 'fr'
          ? 'Sur l’ensemble de la période'
          : 'Over the whole period'
        : datesOpening(s.start, s.end, f.lang, pick);
      return para(`${when}. ${lines.join(' ')}${summary}`, [...s.cards.map(id), 'period']);
    });
    const path = trajectory(
      [...stages.values()].map((s) => ({
        cards: s.cards,
        long: !s.start || (Date.parse(s.end) - Date.parse(s.start)) / 86_400_000 > 40,
      })),
      f.lang,
      pick,
    );
    if (path) out.push(path);
  }
  if (out[0]) out[0].heading = heading;
  return out;
}

/**
 * Long readings (options 2–3, issue 38): each card read in depth — its place, its number or rank in
 * the Marseille tradition, its figure or its suit, its orientation, what it asks of the person for the
 * question — then how the numbers of the draw follow one another, which suits speak and which keep
 * silent, and a plan in three steps. Every sentence carries a word of its card (its name or one of its
 * keywords) so that no stretch of wording recurs from one reading to the next.
 */
type Words3 = { fr: readonly string[]; en: readonly string[] };

/** The degree of a number in the decimal cycle, in short words: three ways to say each. */
const DEGREE_WORDS: Record<number, Words3> = {
  1: {
    fr: ['le commencement', 'le germe {de toute chose|de tout}', 'le tout premier pas'],
    en: ['the beginning', 'the seed of {everything|all things}', 'the very first step'],
  },
  2: {
    fr: ['la gestation', 'l’accumulation patiente', 'l’attente qui prépare'],
    en: ['gestation', 'patient gathering', 'the waiting that prepares'],
  },
  3: {
    fr: ['l’élan', 'le jaillissement', 'la force qui {explose|jaillit|éclate}'],
    en: ['the surge', 'the {first|initial} burst', 'force breaking out'],
  },
  4: {
    fr: ['l’assise', 'la stabilité', 'le socle qui tient'],
    en: ['footing', 'stability', 'ground that holds'],
  },
  5: {
    fr: ['le pont', 'l’idéal nouveau', 'le passage vers l’inconnu'],
    en: ['the bridge', 'a new ideal', 'the crossing into the unknown'],
  },
  6: {
    fr: ['le plaisir', 'la beauté choisie', 'l’accord avec soi'],
    en: ['pleasure', 'chosen beauty', 'being at one with yourself'],
  },
  7: {
    fr: ['l’action', 'l’engagement {dans le monde|concret}', 'la force qui agit'],
    en: ['action', 'commitment to the world', 'force at work'],
  },
  8: {
    fr: ['l’équilibre', 'la perfection tranquille', 'l’ordre atteint'],
    en: ['balance', 'quiet perfection', 'order reached'],
  },
  9: {
    fr: ['la crise féconde', 'la fin qui prépare', 'le détachement'],
    en: ['the fruitful crisis', 'an ending that prepares', 'letting go'],
  },
  10: {
    fr: [
      'la fin {d’un cycle|d’une boucle}',
      'la plénitude qui se vide',
      'le seuil {du cycle suivant|d’un nouveau cycle}',
    ],
    en: [
      'the {close|end} of a cycle',
      'fullness emptying out',
      'the {threshold|doorway} of {the next cycle|a new cycle}',
    ],
  },
};

const RANK_WORDS: Record<number, Words3> = {
  11: {
    fr: [
      'l’apprenti qui découvre',
      'celui qui hésite encore',
      'la jeunesse qui s’essaie',
      'l’élève attentif',
    ],
    en: [
      'the apprentice discovering',
      'the one still hesitating',
      'youth trying its hand',
      'the attentive pupil',
    ],
  },
  12: {
    fr: [
      'le messager en marche',
      'celui qui emporte plus loin',
      'le passage ailleurs',
      'l’élan qui traverse',
    ],
    en: [
      'the messenger on the move',
      'the one who carries it further',
      'the passage from place to place',
      'drive that crosses ground',
    ],
  },
  13: {
    fr: [
      'la maîtrise intérieure',
      'celle qui garde et nourrit',
      'la possession tranquille',
      'la sagesse du dedans',
    ],
    en: ['mastery from within', 'the one who keeps and feeds', 'quiet possession', 'wisdom from within'],
  },
  14: {
    fr: [
      'la maîtrise exercée',
      'celui qui répond de tout',
      'l’autorité dans le monde',
      'la responsabilité assumée',
    ],
    en: [
      'mastery put to work',
      'the one who answers for all',
      'authority in the world',
      'responsibility taken on',
    ],
  },
};

const SUIT_WORDS: Record<string, Words3> = {
  batons: {
    fr: ['le désir', 'l’énergie', 'l’élan {créateur|de créer}', 'l’action', 'la création'],
    en: ['desire', 'energy', 'creative drive', 'action', 'creation'],
  },
  coupes: {
    fr: ['les sentiments', 'les liens', 'l’affection', 'le cœur', 'la vie affective'],
    en: ['feelings', 'bonds', 'affection', 'the heart', 'emotional life'],
  },
  deniers: {
    fr: ['l’argent', 'le concret', 'les biens', 'la matière', 'le corps'],
    en: ['money', 'practical matters', 'possessions', 'material things', 'the body'],
  },
  epees: {
    fr: ['la pensée', 'les décisions', 'l’esprit', 'la parole', 'le discernement'],
    en: ['thought', 'decisions', 'the mind', 'speech', 'discernment'],
  },
};

/** What a role asks of the person, as the start of a sentence that ends on a keyword. */
const ROLE_ASKS: Record<Role, Words3> = {
  answer: {
    fr: ['Voilà l’issue', 'Tout converge là', 'Point d’arrivée', 'Au bout du chemin', 'Là où cela mène'],
    en: ['Here is the outcome', 'All converges here', 'Point of arrival', 'At the end', 'Where it leads'],
  },
  obstacle: {
    fr: ['Nommez le frein', 'Regardez ce qui résiste', 'Voici l’épreuve', 'Le nœud est là', 'Ce qui bloque'],
    en: ['Name the brake', 'Look at what resists', 'Here is the test', 'Here is the knot', 'What blocks'],
  },
  support: {
    fr: ['Voilà votre allié', 'Comptez là-dessus', 'Appuyez-vous ici', 'Votre renfort', 'Ce qui vous porte'],
    en: ['Here is your ally', 'Count on this', 'Lean on this', 'Your backing', 'What carries you'],
  },
  advice: {
    fr: ['Le geste conseillé', 'Votre règle ici', 'Conduite à tenir', 'La voie indiquée', 'Le bon réflexe'],
    en: ['The move advised', 'Your rule here', 'The line to hold', 'The way shown', 'The right reflex'],
  },
  past: {
    fr: ['Votre héritage', 'Ce que vous emportez', 'Legs du passé', 'D’où vous venez', 'Votre bagage'],
    en: ['Your inheritance', 'What you carry', 'A legacy', 'Where you come from', 'Your luggage'],
  },
  present: {
    fr: ['Le présent réclame', 'Tout tient là', 'Le moment demande', 'Aujourd’hui', 'Maintenant'],
    en: ['The present calls', 'It all hangs here', 'The moment asks', 'Today', 'Right now'],
  },
  future: {
    fr: ['Préparez-vous', 'Ce qui s’annonce', 'Ce qui vient', 'Bientôt', 'Pour la suite'],
    en: ['Get ready', 'What is coming', 'What comes next', 'Soon', 'For what follows'],
  },
  other: {
    fr: ['Retenez ceci', 'Gardez en tête', 'Un mot confié', 'À noter', 'Pour ce temps-là'],
    en: ['Keep this', 'Hold this in mind', 'A word entrusted', 'Note this', 'For that time'],
  },
};

const say = (words: Words3, lang: Lang, pick: Picker, key: string) => pick.pick(words[lang], key);

function degreeOf(card: ReturnType<typeof cardById>): number | null {
  if (card.arcana === 'major') return card.rank === 0 ? null : ((card.rank - 1) % 10) + 1;
  return card.rank <= 10 ? card.rank : null;
}

/**
 * The figure of each major, as a reader points at it once the card is named (« le souverain », « la femme
 * au lion »): [fr, en, feminine in French]. The nameless arcanum is told by its number alone.
 */
const MAJOR_FIGURES: Record<number, [string, string, boolean]> = {
  0: ['le voyageur', 'the wanderer', false],
  1: [
    'le jeune homme {à la table|derrière sa table}',
    'the young man {at the table|behind his table}',
    false,
  ],
  2: ['la femme {au livre|au livre ouvert}', 'the woman {with the book|with the open book}', true],
  3: ['la souveraine', 'the crowned woman', true],
  4: ['le souverain', 'the seated ruler', false],
  5: ['le pontife', 'the pontiff', false],
  6: [
    'le jeune homme {entre deux femmes|à la croisée}',
    'the young man {between two women|between the two women}',
    false,
  ],
  7: ['le conducteur du char', 'the charioteer', false],
  8: ['la femme {à la balance|qui tient la balance}', 'the woman {with the scales|holding the scales}', true],
  9: ['le {vieil homme|vieillard} à la lanterne', 'the {old man|old wanderer} with {the|his} lantern', false],
  10: ['la roue', 'the wheel', true],
  11: ['la femme {au lion|qui tient le lion}', 'the woman {with the lion|holding the lion}', true],
  12: ['l’homme suspendu', 'the suspended man', false],
  14: ['l’ange {aux deux vases|aux vases}', 'the angel {with two vessels|with the vessels}', false],
  15: ['la figure cornue', 'the horned figure', true],
  16: ['la tour', 'the tower', true],
  17: ['la femme {aux deux cruches|agenouillée aux cruches}', 'the kneeling {woman|figure}', true],
  18: ['l’astre de la nuit', 'the night’s lamp', false],
  19: ['l’astre du jour', 'the day star', false],
  20: [
    'l’ange {à la trompette|qui sonne la trompette}',
    'the angel {with the trumpet|blowing the trumpet}',
    false,
  ],
  21: ['la danseuse', 'the dancer', true],
};

/**
 * Other ways to say a card once its paragraph has named it, as a reader goes on: the major's number
 * (« l’arcane IV ») or its figure (« le souverain »), a court card's rank (« la Reine », « cette
 * Reine »), a pip's number (« ce Sept ») or its objects (« la lame aux sept bâtons »). Each is the card's
 * own, so that the sentences around it do not read the same from one reading to the next, and each
 * carries its own gender, so that « renversé·e » and « le/la » agree with the word used.
 */
function referents(
  c: CardFact,
  lang: Lang,
): { any: CardWords[]; plain: CardWords[]; figure: CardWords; rank: CardWords } {
  const card = cardById(c.card_id);
  const fr = lang === 'fr';
  const mk = (name: string, fem: boolean): CardWords =>
    fr
      ? { name, Name: capitalise(name), it: fem ? 'elle' : 'il', e: fem ? 'e' : '', of: deFr(name) }
      : { name, Name: capitalise(name), it: 'it', e: '', of: `of ${name}` };
  const w = cardWords(c.card_id, lang);
  if (card.arcana === 'major') {
    const N = card.numeral;
    const byNumber =
      card.rank === 0
        ? [fr ? mk('l’arcane sans nombre', false) : mk('the unnumbered arcanum', false)]
        : fr
          ? [mk(`l’arcane ${N}`, false), mk(`la lame ${N}`, true)]
          : [mk(`arcanum ${N}`, false), mk(`card ${N}`, false)];
    const fig = MAJOR_FIGURES[card.rank];
    const figure = fig ? mk(fr ? fig[0] : fig[1], fr && fig[2]) : byNumber[0]!;
    return { any: [...byNumber, figure], plain: byNumber, figure, rank: byNumber[0]! };
  }
  const suit = suitById(card.suit!);
  const rankWord = w.name.replace(/\s+(?:de|d’|of)\s*\S+$/, '').replace(/^(?:le|la|l’|the)\s*/i, '');
  if (card.rank > 10) {
    // « la Reine de Coupes » → « la Reine », « cette Reine », « la figure des Coupes ».
    const fem = w.it === 'elle';
    const short = mk(w.name.replace(/\s+(?:de|d’|of)\s*\S+$/, ''), fem);
    const thisOne = fr ? mk(`${fem ? 'cette' : 'ce'} ${rankWord}`, fem) : mk(`this ${rankWord}`, false);
    const ofSuit = fr
      ? mk(`la figure ${deFr(`les ${suit.plural.fr}`)}`, true)
      : mk(`the ${suit.name.en} figure`, false);
    return { any: [short, thisOne, ofSuit], plain: [short, ofSuit], figure: short, rank: short };
  }
  // « ce Sept », « l’As »; « la lame aux sept bâtons », "the card of seven wands".
  const objects =
    card.rank === 1
      ? fr
        ? `la lame à l’unique ${suit.name.fr.toLowerCase()}`
        : `the card of the single ${suit.name.en.toLowerCase().replace(/s$/, '')}`
      : fr
        ? `la lame aux ${counted(card.rank, 'fr')} ${suit.plural.fr.toLowerCase()}`
        : `the card of ${counted(card.rank, 'en')} ${suit.plural.en.toLowerCase()}`;
  const number = fr
    ? mk(card.rank === 1 ? 'cet As' : `ce ${rankWord}`, false)
    : mk(`this ${rankWord}`, false);
  const the = fr ? mk(card.rank === 1 ? 'l’As' : `le ${rankWord}`, false) : mk(`the ${rankWord}`, false);
  const figure = mk(objects, fr);
  return { any: [number, the], plain: [number, the], figure, rank: number };
}

/** The card's number or rank, told in the Marseille manner. */
function numberLine(f: TarotFacts, c: CardFact, pick: Picker, w = cardWords(c.card_id, f.lang)): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const [k0 = ''] = c.keywords;
  const d = degreeOf(card);
  if (card.arcana === 'major') {
    if (card.rank === 0)
      return fr
        ? pick.pick([
            `${w.Name} n’a pas de nombre : hors du compte des arcanes, ${w.it} ne suit que sa propre loi.`,
            `Sans numéro, ${w.name} marche à part : ni début ni fin dans la suite, un pur mouvement.`,
            `Seul arcane sans nombre, ${w.name} traverse tout le jeu sans s’y arrêter.`,
          ])
        : pick.pick([
            `${w.Name} has no number: outside the count of the arcana, it follows its own law.`,
            `Without a number, ${w.name} walks apart: no start and no end in the sequence, pure movement.`,
            `The only arcanum without a number, ${w.name} crosses the whole deck without stopping.`,
          ]);
    const deg = say(DEGREE_WORDS[d!]!, f.lang, pick, `deg-${d}`);
    const series =
      card.rank === 21
        ? fr
          ? 'l’accomplissement de toute la suite'
          : 'the fulfilment of the whole sequence'
        : card.rank > 10
          ? fr
            ? pick.pick(['la série intérieure', 'la seconde décade', 'la moitié intérieure'], 'series2')
            : pick.pick(['the inner series', 'the second decade', 'the inner half'], 'series2')
          : fr
            ? pick.pick(['la série du monde', 'la première décade', 'la décade du monde'], 'series1')
            : pick.pick(['the outer series', 'the first decade', 'the worldly half'], 'series1');
    const N = card.numeral;
    return fr
      ? pick.pick(
          [
            `{Portant le|Avec le} ${N}, ${w.name} {parle|vous parle} ${deFr(deg)}, dans ${series}.`,
            `Le nombre ${N} {place|situe|range} ${w.name} dans ${series}, du côté ${deFr(deg)}.`,
            `{Par son nombre|Par son numéro}, ${N}, ${w.name} {parle|vous parle|témoigne} ${deFr(deg)}.`,
            `Avec le ${N}, ${w.name} {se tient au|occupe le|se place au|est au} degré ${d}, {soit|autrement dit|à savoir} ${deg}.`,
            `Dans ${series}, ${w.name} porte le ${N}, et son degré, ${deg}, {donne sa profondeur|donne du relief|donne du poids} au thème ${deFr(k0)}.`,
          ],
          'num-major',
        )
      : pick.pick(
          [
            `{Carrying|Bearing|With} the ${N}, ${w.name} {speaks of|tells of} ${deg}, within ${series}.`,
            `The number ${N} {places|puts|sets} ${w.name} in ${series}, with ${deg}.`,
            `{Through its number|By its number}, ${N}, ${w.name} {tells of|speaks of|points to} ${deg}.`,
            `With the ${N}, ${w.name} {stands at|holds|sits at} degree ${d}, {that is|in other words|meaning|which is to say} ${deg}.`,
            `In ${series}, ${w.name} carries the ${N}, and its degree, ${deg}, {gives depth to|deepens|adds weight to} ${theEn(k0)}.`,
          ],
          'num-major',
        );
  }
  const field = say(SUIT_WORDS[card.suit!]!, f.lang, pick, `suit-${card.suit}`);
  if (d) {
    const deg = say(DEGREE_WORDS[d]!, f.lang, pick, `deg-${d}`);
    return fr
      ? pick.pick(
          [
            `{Son nombre|Son numéro}, ${d}, {parle|vous parle|témoigne} ${deFr(deg)}, et sa couleur ${deFr(field)}.`,
            `{Dans|Avec} ${w.name}, le nombre {parle|vous parle} ${deFr(deg)} et la couleur ${deFr(field)}.`,
            `{Dans|Avec} ${w.name}, ${deg} {rencontre|croise|rejoint} ${field}.`,
            `Le nombre ${w.of}, ${d}, {parle|vous parle} ${deFr(deg)}, sur fond ${deFr(field)}.`,
            `${capitalise(deg)} et ${field} : ${w.name} {réunit|marie|noue} les deux.`,
          ],
          'num-pip',
        )
      : pick.pick(
          [
            `Its number, ${d}, {speaks of|tells of} ${deg}, and its suit of ${field}.`,
            `{In|With} ${w.name}, the number {speaks of|tells of} ${deg} and the suit of ${field}.`,
            `{In|With} ${w.name}, ${deg} {meets|joins|comes together with} ${field}.`,
            `The number ${w.of}, ${d}, {speaks of|tells of} ${deg}, against a {ground|backdrop} of ${field}.`,
            `${capitalise(deg)} and ${field}: ${w.name} {joins|brings together|unites} the two.`,
          ],
          'num-pip',
        );
  }
  const rank = say(RANK_WORDS[card.rank]!, f.lang, pick, `rank-${card.rank}`);
  return fr
    ? pick.pick(
        [
          `{Figure de cour|Carte de cour}, ${w.name} {incarne|figure|représente} ${rank}, sur le terrain ${deFr(field)}.`,
          `${w.Name} {tient son rang|occupe son rang}, ${rank}, au service ${deFr(field)}.`,
          `{Parmi les figures|Parmi les cartes de cour}, ${w.name} est ${rank} ; sa couleur ${w.it === 'elle' ? 'la' : 'le'} rattache ${aFr(field)}.`,
          `{Du côté|Sur le terrain|Dans le domaine} ${deFr(field)}, ${w.name} {tient le rôle|joue le rôle|a le rôle} ${deFr(rank)}.`,
          `Son rang fait ${deFr(w.name)} ${rank}, et sa couleur ${w.it === 'elle' ? 'la' : 'le'} tourne vers ${field}.`,
        ],
        'num-court',
      )
    : pick.pick(
        [
          `As a court card, ${w.name} {embodies|stands for|plays} ${rank}, in the field of ${field}.`,
          `${w.Name} {holds its rank|keeps its rank}, ${rank}, in the service of ${field}.`,
          `{Among the figures|Among the court cards}, ${w.name} is ${rank}; its suit {ties it to|binds it to} ${field}.`,
          `{Where ${field} is concerned|When it comes to ${field}|In matters of ${field}}, ${w.name} {plays a court part|has a court role|holds a court role|serves at court}: ${rank}.`,
          `Its rank makes ${w.name} ${rank}, and its suit {turns it towards|points it to} ${field}.`,
        ],
        'num-court',
      );
}

/** Where a figure looks, or, for a pip, what its suit's element brings; with the neighbour it faces. */
function figureLine(
  f: TarotFacts,
  c: CardFact,
  pick: Picker,
  cited: Set<string>,
  w = cardWords(c.card_id, f.lang),
): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const [, k1 = ''] = c.keywords;
  const i = f.cards.indexOf(c);
  if (card.arcana === 'minor' && card.rank <= 10) {
    const suit = suitById(card.suit!);
    const el = suit.elementName[f.lang];
    // A pip shows its objects and no one: « huit coupes », "eight cups".
    const objects =
      card.rank === 1
        ? fr
          ? card.suit === 'coupes' || card.suit === 'epees'
            ? `une seule ${suit.name.fr.toLowerCase()}`
            : `un seul ${suit.name.fr.toLowerCase()}`
          : `a single ${suit.name.en.toLowerCase().replace(/s$/, '')}`
        : `${counted(card.rank, f.lang)} ${suit.plural[f.lang].toLowerCase()}`;
    return fr
      ? pick.pick(
          [
            `{Sous le signe|Sous l’égide|Du côté} ${deFr(el)}, ${w.name} {peint|dessine|évoque} une situation ${deFr(k1)}.`,
            `{Pas de visage ici|Aucun visage ici|Personne ici}, seulement ${objects}, qui ${card.rank === 1 ? '{parle|témoigne}' : '{parlent|témoignent}'} ${ofFr(k1)}.`,
            `{Aucun personnage|Aucune figure|Personne} sur ${w.name} ; {un climat|une atmosphère|une ambiance} ${deFr(k1)} en tient lieu.`,
            `Sur ${w.name}, ${objects}, {aucun visage|personne|nul visage} ; tout {parle|y parle|témoigne} ${ofFr(k1)}.`,
            `${capitalise(objects)}, {sans figure|sans personnage|sans visage}, ${card.rank === 1 ? '{parle|témoigne}' : '{parlent|témoignent}'} ${ofFr(k1)}.`,
          ],
          'figure-pip',
        )
      : pick.pick(
          [
            `With no {figure|one on it|face}, ${w.name} {paints|sketches|describes} a situation of ${k1}, under the sign of ${el}.`,
            `{No face here|Nobody here|No figure here}, only ${objects}, which {speak of|tell of|point to} ${theEn(k1)}.`,
            `{No one appears|Nobody stands|No figure stands|There is no figure} on ${w.name}; {a climate|a mood|an atmosphere|a tone} of ${k1} {takes their place|stands in for them|fills the card}.`,
            `${w.Name} shows ${objects}, {faceless|no one in sight|no face}, {speaking of|telling of|pointing to|evoking|hinting at} ${theEn(k1)}.`,
            `${capitalise(objects)}, {no figure|no face|nobody}: ${w.name} {speaks of|tells of|points to} ${theEn(k1)}.`,
          ],
          'figure-pip',
        );
  }
  const g = gazeAsDrawn({ card, reversed: c.reversed });
  const toward = g === 'left' ? f.cards[i - 1] : g === 'right' ? f.cards[i + 1] : undefined;
  if (toward) {
    cited.add(id(toward));
    const o = cardWords(toward.card_id, f.lang);
    const [t0 = ''] = toward.keywords;
    return fr
      ? g === 'left'
        ? pick.pick(
            [
              `Son regard {se tourne|revient|se porte} vers ${o.name}, en arrière ; la part ${deFr(k1)} s’y nourrit ${ofFr(t0)}.`,
              `${w.Name} {se retourne|regarde en arrière|se tourne} vers ${o.name} ; ici, la part ${deFr(k1)} tient compte ${ofFr(t0)}.`,
              `Les yeux ${w.of} {reviennent vers|se tournent vers|retournent vers} ${o.name}, où il est {encore|toujours} question ${deFr(t0)}.`,
            ],
            'figure-back',
          )
        : pick.pick(
            [
              `Son regard {va vers|file vers|se porte sur} ${o.name}, plus loin ; la part ${deFr(k1)} s’y prolonge en ${t0}.`,
              `${w.Name} {regarde vers|se tourne vers|a les yeux sur} ${o.name} ; le fil {va|court|mène} ${ofFr(k1)} ${toFr(t0)}.`,
              `Les yeux ${w.of} {se posent sur|s’arrêtent sur|se fixent sur} ${o.name}, qui {parle|vous parle|témoigne|vous entretient} ${ofFr(t0)}.`,
            ],
            'figure-ahead',
          )
      : g === 'left'
        ? pick.pick(
            [
              `Its gaze {turns back to|returns to|goes back to} ${o.name}; ${theEn(k1)} {draws on|feeds on|takes from} ${theEn(t0)} there.`,
              `${w.Name} {looks back towards|turns back to|glances back at} ${o.name}; here ${theEn(k1)} {takes ${theEn(t0)} into account|reckons with ${theEn(t0)}|makes room for ${theEn(t0)}}.`,
              `The eyes ${w.of} {return to|go back to|turn to} ${o.name}, where ${theEn(t0)} is {still at stake|still in play|still the matter}.`,
            ],
            'figure-back',
          )
        : pick.pick(
            [
              `Its gaze {goes to|moves on to|rests on} ${o.name}, the next card, where ${theEn(k1)} {carries on into|flows into|grows into} ${theEn(t0)}.`,
              `${w.Name} {looks towards|turns to|has its eyes on} ${o.name}; the thread {runs|leads|goes} from ${theEn(k1)} to ${theEn(t0)}.`,
              `The eyes ${w.of} {rest on|settle on|go to} ${o.name}, which {speaks of|tells of|is about} ${theEn(t0)}.`,
            ],
            'figure-ahead',
          );
  }
  return fr
    ? g === 'front'
      ? pick.pick(
          [
            `${w.Name}, de face, vous parle ${ofFr(k1)}, {ici et maintenant|sans détour|en ce moment même}.`,
            `{De face|Tourné${w.e} vers vous}, ${w.name} vous parle ${ofFr(k1)} {les yeux dans les yeux|sans détour|en vous regardant}.`,
            `${w.Name} {cherche votre regard|vous regarde en face|vous fixe} et {parle|vous entretient|vous parle} ${ofFr(k1)}, {à vous, maintenant|directement|sans détour}.`,
          ],
          'figure-front',
        )
      : g === 'left'
        ? pick.pick(
            [
              `${w.Name} {regarde en arrière|se tourne vers l’arrière|tourne les yeux en arrière}, vers un passé ${deFr(k1)}.`,
              `{Le regard|L’œil} ${w.of} {part|file|se porte} vers la gauche, là d’où {vient|arrive} la part ${deFr(k1)}.`,
              `Tourné${w.e} vers la gauche, ${w.name} regarde ce qui a été, et ce qu’il en {reste|demeure|subsiste} ${ofFr(k1)}.`,
            ],
            'figure-left',
          )
        : pick.pick(
            [
              `${w.Name} {regarde en avant|se tourne vers l’avant|porte les yeux en avant}, vers une suite ${deFr(k1)}.`,
              `{Le regard|L’œil} ${w.of} {file|part|se porte} vers la droite, vers ce qui {vient|arrive}, porteur ${ofFr(k1)}.`,
              `Tourné${w.e} vers la droite, ${w.name} regarde ce qui {vient|s’annonce|arrive} et y {cherche|espère} un peu ${deFr(k1)}.`,
            ],
            'figure-right',
          )
    : g === 'front'
      ? pick.pick(
          [
            `${w.Name} faces you and {speaks of|tells of} ${theEn(k1)}, {here and now|plainly|directly}.`,
            `{Seen from the front|Facing you}, ${w.name} {calls you to witness|looks you in the eye}, for ${theEn(k1)} is {at stake|in play}.`,
            `The gaze ${w.of} {seeks yours|meets yours} and {speaks of|tells of} ${theEn(k1)}, {to you, now|directly to you|to you alone}.`,
          ],
          'figure-front',
        )
      : g === 'left'
        ? pick.pick(
            [
              `${w.Name} {looks back|turns back|glances back}, to the past where ${theEn(k1)} {began|started|took root}.`,
              `The gaze ${w.of} {goes|turns|drifts} left, towards a past of ${theEn(k1)}.`,
              `Looking left, ${w.name} turns to what has been, and to what {remains|is left|survives} of ${theEn(k1)}.`,
            ],
            'figure-left',
          )
        : pick.pick(
            [
              `${w.Name} {looks ahead|looks forward|faces forward}, with ${theEn(k1)} {in view|in sight|in mind}.`,
              `The gaze ${w.of} {runs|turns|goes} to the right, towards what {follows|comes next}, bearing ${k1}.`,
              `Looking right, ${w.name} turns to what is {coming|ahead} and {seeks|looks for|hopes for} ${theEn(k1)} there.`,
            ],
            'figure-right',
          );
}

/** The orientation: upright, the card's force flows; reversed, it is held back or turned inwards. */
function orientLine(f: TarotFacts, c: CardFact, pick: Picker, w = cardWords(c.card_id, f.lang)): string {
  const fr = f.lang === 'fr';
  const [, , k2 = '', k3 = k2] = c.keywords;
  const computed = spreadPositionOf(f, c)?.computed;
  if (computed)
    return fr
      ? pick.pick(
          [
            `Né${w.e} des quatre autres cartes, ${w.name} {parle pour elles|parle en leur nom|résume leur sens}, {du côté ${ofFr(k2)}|en matière ${deFr(k2)}|autour ${ofFr(k2)}}.`,
            `Calculé${w.e}, pas tiré${w.e}, ${w.name} {parle|vous parle|témoigne} ${ofFr(k2)}.`,
            `{Somme des quatre lames|Total des quatre cartes|Issu${w.e} des quatre lames}, ${w.name} {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)}.`,
          ],
          'orient-centre',
        )
      : pick.pick(
          [
            `Born of the four other cards, ${w.name} {sums up their sense in|gathers their meaning into|speaks for them of} ${theEn(k2)}.`,
            `{Reckoned, not drawn|Counted, not drawn|Worked out, not drawn}, ${w.name} {speaks of|tells of} ${theEn(k2)}.`,
            `{The sum of the four cards|Adding up the four cards}, ${w.name} {speaks of|tells of} ${theEn(k2)}.`,
          ],
          'orient-centre',
        );
  if (c.reversed)
    return fr
      ? pick.pick(
          [
            `Renversé${w.e}, ${w.name} {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)}, et la part ${deFr(k3)} {attend son heure|patiente encore|reste en attente}.`,
            `{Sorti${w.e} à l’envers|Tiré${w.e} à l’envers}, ${w.name} {retient sa force|freine son élan|se retient}{, du côté ${ofFr(k2)}|, en matière ${deFr(k2)}| sur le terrain ${ofFr(k2)}}.`,
            `{Tête en bas|La tête en bas}, ${w.name} {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)}, {puis|ensuite} ${ofFr(k3)}.`,
            `À l’envers, ${w.name} {se replie sur|se referme sur|revient sur} la question ${deFr(k2)}.`,
          ],
          'orient-rev',
        )
      : pick.pick(
          [
            `Reversed, ${w.name} {speaks of|tells of} ${theEn(k2)}, and ${theEn(k3)} {waits its turn|bides its time|must wait}.`,
            `Upside down, ${w.name} {holds back|pulls back|draws back}{, on ${theEn(k2)}| over ${theEn(k2)}| about ${theEn(k2)}| where ${theEn(k2)} is at stake}.`,
            `{Head down|Turned over}, ${w.name} {speaks of|tells of} ${theEn(k2)}, {then|and after that} of ${theEn(k3)}.`,
            `Upside down, ${w.name} {turns inwards|folds inwards|looks within}, {where the question of|where} ${theEn(k2)} {is played out|is worked through|is settled}.`,
          ],
          'orient-rev',
        );
  return fr
    ? pick.pick(
        [
          `Rien ne {retient|freine} ${w.name}, qui {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)}, {puis|ensuite} ${ofFr(k3)}.`,
          `${w.Name} {se déploie pleinement|donne sa mesure|s’exprime pleinement} {en matière ${deFr(k2)}|du côté ${ofFr(k2)}|autour ${ofFr(k2)}}.`,
          `Ici, ${w.name} {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)} {sans détour|sans ambages|sans fard}.`,
          `La force ${w.of} {circule librement|passe sans entrave|circule sans frein}, {entre ${theFr(k2)} et ${theFr(k3)}|${ofFr(k2)} ${toFr(k3)}}.`,
        ],
        'orient-up',
      )
    : pick.pick(
        [
          `Nothing {holds ${w.name} back|holds back ${w.name}}; it {speaks of|tells of} ${theEn(k2)}, {then|and after that} of ${theEn(k3)}.`,
          `${w.Name} {gives its full measure|comes into its own|is at its best} where ${theEn(k2)} is concerned.`,
          `Here ${w.name} {speaks of|tells of} ${theEn(k2)} {plainly|openly|without detours}.`,
          `${w.Name} {runs free|flows freely|moves unhindered}, {between ${theEn(k2)} and ${theEn(k3)}|from ${theEn(k2)} to ${theEn(k3)}}.`,
        ],
        'orient-up',
      );
}

/** What the card asks of the person for the question, by its role and its leaning: one full sentence. */
function askLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const role = roleOf(f, c);
  const [k0 = '', k1 = k0, , k3 = k0] = c.keywords;
  const head = say(ROLE_ASKS[role], f.lang, pick, `ask-${role}`);
  const l = lean(c);
  const tail = fr
    ? l > 0
      ? pick.pick(
          [
            `{faites place|laissez place|donnez place} ${aFr('la part')} ${deFr(k3)} {dès cette semaine|sans attendre|dès maintenant}`,
            `{mettez|traduisez} la part ${deFr(k3)} en actes {concrets|dès que possible|sans tarder}`,
            `ne vous {privez|passez} pas ${deFr(k3)}{| cette saison| ces temps-ci}`,
            `un peu ${deFr(k1)} {d’abord|pour commencer}, un peu ${deFr(k3)} {ensuite|après}`,
            `{laissez entrer|accueillez|faites entrer} un peu ${deFr(k3)}{| dans vos journées| au quotidien}`,
            `pour ${subjectOf(f, pick)}, {misez sur|comptez sur|pariez sur} la part ${deFr(k3)}`,
          ],
          'ask+',
        )
      : l < 0
        ? pick.pick(
            [
              `{cherchez|voyez|repérez} où la question ${deFr(k3)} vous {coûte|pèse|freine}`,
              `{regardez en face|osez regarder|nommez clairement} la part ${deFr(k3)}`,
              `après le temps ${ofFr(k1)}, celui ${ofFr(k3)} {demande de la patience|réclame de la patience|prendra du temps}`,
              `{peu à peu|pas à pas|petit à petit}, l’emprise ${ofFr(k3)} {se desserre|se relâche|faiblit}`,
              `pour ${subjectOf(f, pick)}, {occupez-vous d’abord|chargez-vous d’abord|commencez par vous occuper} ${ofFr(k3)}`,
            ],
            'ask-',
          )
        : pick.pick(
            [
              `{orientez vous-même|dirigez vous-même|menez vous-même} la part ${deFr(k3)}`,
              `entre ${theFr(k1)} et ${theFr(k3)}, {le choix vous revient|c’est à vous de choisir|à vous de trancher}`,
              `{voyez|décidez|choisissez} ce que vous {ferez|tirerez} ${ofFr(k1)} {et|comme} ${ofFr(k3)}`,
              `{selon vos choix|à votre guise|selon vos décisions}, la part ${deFr(k3)} {grandira ou non|grandira ou restera petite|prendra de la place ou non}`,
              `pour ${subjectOf(f, pick)}, la question ${deFr(k3)} {reste à trancher|reste ouverte|attend votre décision}`,
            ],
            'ask0',
          )
    : l > 0
      ? pick.pick(
          [
            `{make room for|open the door to|clear space for} ${theEn(k3)} {this very week|without waiting|right away}`,
            `{put|turn} ${theEn(k3)} into {deeds|action|something concrete}`,
            `do not {deny yourself|go without|hold back on} ${theEn(k3)}{| this season| these days}`,
            `{start with|begin with} ${theEn(k1)}, then {turn to|move on to} ${theEn(k3)}`,
            `give ${theEn(k3)} a little room {this week already|from this week|starting now}`,
            `for ${subjectOf(f, pick)}, {count on|rely on|bet on} ${theEn(k3)}`,
          ],
          'ask+',
        )
      : l < 0
        ? pick.pick(
            [
              `{find|see|spot} where ${theEn(k3)} {costs you|weighs on you|holds you back}`,
              `{look squarely at|face up to|look hard at} ${theEn(k3)}`,
              `after ${theEn(k1)}, ${theEn(k3)} {takes patience|needs patience|will take time}`,
              `{bit by bit|little by little|step by step}, the grip of ${theEn(k3)} {loosens|eases|lets go}`,
              `for ${subjectOf(f, pick)}, {deal early with|see first to|start by handling} ${theEn(k3)}`,
            ],
            'ask-',
          )
        : pick.pick(
            [
              `{steer|guide|direct} ${theEn(k3)} yourself`,
              `between ${theEn(k1)} and ${theEn(k3)}, {the choice is yours|it is up to you|you decide}`,
              `{see|decide|choose} what you make of ${theEn(k1)} and ${theEn(k3)}`,
              `{as you choose|as you decide|depending on you}, ${theEn(k3)} will {grow or not|grow or stay small|take up room or not}`,
              `for ${subjectOf(f, pick)}, the question of ${k3} is {still open|yet to be settled|still undecided}`,
            ],
            'ask0',
          );
  return fr ? `${head} : ${tail}.` : `${head}: ${tail}.`;
}

/**
 * What the card's kind adds: a major between its neighbours in the sequence of the arcana, a court
 * card as someone close, a pip through its suit's element.
 */
function kindLine(f: TarotFacts, c: CardFact, pick: Picker, w = cardWords(c.card_id, f.lang)): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const [k0 = '', k1 = k0, , k3 = k1] = c.keywords;
  if (card.arcana === 'major') {
    // The neighbours are not in the draw: they are named by their first word, never by their name.
    const kw = (n: number) => majorByNumber(n).upright.keywords[f.lang][0] ?? '';
    const arc = (n: number) => (fr ? `l’arcane ${ofFr(kw(n))}` : `the arcanum of ${theEn(kw(n))}`);
    if (card.rank === 0)
      return fr
        ? pick.pick([
            `${w.Name} marche {à côté de|en marge de} la suite des arcanes, et la part ${deFr(k1)} {échappe à tout ordre|ne suit aucun ordre}.`,
            `{Hors de la suite|En dehors de la suite} des arcanes, ${w.name} {n’obéit à aucun rang|n’a pas de rang}, pas plus que la part ${deFr(k1)}.`,
          ])
        : pick.pick([
            `${w.Name} walks {beside|alongside} the sequence of the arcana, and ${k1} {escapes any order|follows no order}.`,
            `{Outside the sequence|Outside the order} of the arcana, ${w.name} {obeys no rank|has no rank}; nor does ${theEn(k1)}.`,
          ]);
    if (card.rank === 21)
      return fr
        ? pick.pick([
            `${w.Name} clôt la suite des arcanes : après ${arc(20)}, la part ${deFr(k1)} accomplit le chemin.`,
            `Dernier des majeurs, ${w.name} achève le chemin ouvert par ${arc(1)}.`,
            `Après ${arc(20)}, ${w.name} referme le cercle des arcanes en parlant ${ofFr(k1)}.`,
          ])
        : pick.pick([
            `${w.Name} closes the sequence of the arcana: after ${arc(20)}, ${theEn(k1)} completes the road.`,
            `Last of the majors, ${w.name} completes the road opened by ${arc(1)}.`,
            `After ${arc(20)}, ${w.name} closes the circle of the arcana, speaking of ${theEn(k1)}.`,
          ]);
    const b = kw(card.rank - 1);
    const a = kw(card.rank + 1);
    return fr
      ? pick.pick(
          [
            `{Parmi les arcanes|Parmi les majeurs|Chez les majeurs}, ${w.name} vient après le temps ${ofFr(b)} et avant celui ${ofFr(a)}, {une étape entre deux|comme un passage|un seuil entre les deux}.`,
            `${w.Name} {succède au temps|suit le temps|prend la suite du temps|vient après le temps|fait suite au temps} ${ofFr(b)} et {prépare|annonce|ouvre} celui ${ofFr(a)}.`,
            `L’arcane ${ofFr(b)} précède ${w.name} {parmi les majeurs|dans la suite des majeurs|dans l’ordre des arcanes}, {et celui|celui} ${ofFr(a)} ${w.it === 'elle' ? 'la' : 'le'} suit.`,
            `Entre l’arcane ${ofFr(b)} et celui ${ofFr(a)}, ${w.name} {fait le lien|sert de pont|assure le passage}.`,
          ],
          'kind-major',
        )
      : pick.pick(
          [
            `{Among the arcana|Among the majors|In the major sequence}, ${w.name} comes after {the time|the stage} of ${b} and before that of ${a}, {a stage between two|a passage between them|a threshold between the two}.`,
            `${w.Name} {follows|comes after} {the time|the stage} of ${b} and {prepares|announces|opens} that of ${a}.`,
            `${capitalise(b)} comes before ${w.name} among the majors, and ${a} after it.`,
            `Between the arcanum of ${b} and that of ${a}, ${w.name} {makes the link|forms a bridge|is the passage}.`,
          ],
          'kind-major',
        );
  }
  if (card.rank > 10)
    return fr
      ? pick.pick(
          [
            `Derrière ${w.name}, {peut-être un proche|sans doute un proche|un proche, peut-être}, {porteur|chargé} ${ofFr(k0)}.`,
            `{Un proche|Un intime|Quelqu’un de proche}, {porteur ${ofFr(k0)}|qui porterait la part ${deFr(k0)}} ? ${w.Name} {le désigne peut-être|pourrait bien le désigner|le montre peut-être}.`,
            `Et si ${w.name} parlait de vous ? La part ${deFr(k0)} {serait alors votre guide|vous guiderait alors|deviendrait alors votre boussole}.`,
            `{Figure de cour|Carte de cour|Personnage de la cour}, ${w.name} {personnifie|incarne|figure} la part ${deFr(k0)}.`,
          ],
          'kind-court',
        )
      : pick.pick(
          [
            `Behind ${w.name} {may stand|there may be|may hide} someone who {carries|brings|stands for} ${theEn(k0)}.`,
            `Who {around you|close to you|in your circle} {carries|brings|stands for} ${theEn(k0)}? ${w.Name} {may point to them|may be showing them|could be naming them}.`,
            `What if ${w.name} spoke of you? Then ${theEn(k0)} would {be your guide|guide you|show you the way}.`,
            `{A court card|A figure of the court}, ${w.name} {puts a face on|embodies|gives a face to} ${theEn(k0)}.`,
          ],
          'kind-court',
        );
  const el = suitById(card.suit!).elementName[f.lang];
  return fr
    ? pick.pick(
        [
          `${capitalise(el)}, dans ${w.name}, {parle|témoigne|vous parle} ${ofFr(k3)}.`,
          `{Dans|À travers|Par} ${w.name}, ${el} {parle|témoigne|vous parle} ${ofFr(k3)}.`,
          `Par ${el}, ${w.name} {donne corps|donne forme|donne vie} {à la part|au thème} ${deFr(k3)}.`,
          `${capitalise(el)} {apporte|donne|prête} ${aFr(w.name)} une {note|touche|couleur} ${deFr(k3)}.`,
          `Pour ${subjectOf(f, pick)}, ${el} ${w.of} {parle|témoigne|vous parle} ${ofFr(k3)}.`,
        ],
        'kind-pip',
      )
    : pick.pick(
        [
          `${capitalise(el)}, in ${w.name}, {speaks of|tells of|points to} ${theEn(k3)}.`,
          `{Through|By way of|Within} ${w.name}, ${el} {speaks of|tells of|points to} ${theEn(k3)}.`,
          `Through ${el}, ${w.name} {gives shape to|gives body to|lends a voice to} ${theEn(k3)}.`,
          `${capitalise(el)} {brings|gives|lends} ${w.name} a {note|touch|hint} of ${k3}.`,
          `For ${subjectOf(f, pick)}, ${el} in ${w.name} {means|stands for|points to} ${theEn(k3)}.`,
        ],
        'kind-pip',
      );
}

/** What the card brings to the subject asked, by its leaning, in its own words. */
function bringsLine(f: TarotFacts, c: CardFact, pick: Picker, w = cardWords(c.card_id, f.lang)): string {
  const fr = f.lang === 'fr';
  const ref = subjectOf(f, pick);
  const [k0 = '', , k2 = k0] = c.keywords;
  const l = lean(c);
  return fr
    ? l > 0
      ? pick.pick(
          [
            `${w.Name} {apporte|offre|donne} ${aFr(ref)} {ce qu’il faut|la juste dose|juste assez} ${deFr(k2)}{| pour avancer| au bon moment}.`,
            `{Sans rien exiger|Sans contrepartie|Sans rien demander}, ${w.name} {offre|apporte|donne} ${aFr(ref)} sa part ${deFr(k2)}.`,
            `Pour ${ref}, le {présent|cadeau|don} ${w.of} {s’appelle|a pour nom|se nomme} ${k2}.`,
            `Pour ${ref}, ${w.name} {vous sert|vous aide|vous soutient} du côté ${ofFr(k2)}.`,
          ],
          'brings+',
        )
      : l < 0
        ? pick.pick(
            [
              `${w.Name} oppose ${aFr(ref)} une part ${deFr(k2)}, {le temps d’y répondre|à traiter|qu’il faudra régler}.`,
              `Pour ${ref}, ${w.name} {signale|annonce|pointe} un risque ${deFr(k2)}, {à prendre au sérieux|à ne pas négliger|à regarder de près}.`,
              `{Sans détour|Franchement|Clairement}, ${w.name} fait peser {sur ${ref} la question ${deFr(k2)}|la question ${deFr(k2)} sur ${ref}|sur ${ref} l’enjeu ${ofFr(k2)}}.`,
              `Sur ${ref}, ${w.name} {fait peser|jette|projette} une ombre ${deFr(k2)}.`,
            ],
            'brings-',
          )
        : pick.pick(
            [
              `Pour ${ref}, la question ${deFr(k2)} {reste en suspens|demeure ouverte|n’est pas réglée}, et ${w.name} ne tranche pas.`,
              `Pour ${ref}, ${w.name} {laisse ouverte|laisse en suspens|ne referme pas} la question ${deFr(k2)}.`,
              `Sur ${ref}, ${w.name} {garde en suspens|tient en réserve|laisse flotter} la part ${deFr(k2)}.`,
              `${w.Name} hésite, pour ${ref}, sur la {dose|mesure|juste part} ${deFr(k2)}.`,
            ],
            'brings0',
          )
    : l > 0
      ? pick.pick(
          [
            `${w.Name} {brings|offers|gives} ${theEn(k2)} to ${ref}{| at the right time| to help it along}.`,
            `{Asking nothing back|Asking nothing in return|With no strings attached}, ${w.name} {offers|brings|gives} ${theEn(k2)} to ${ref}.`,
            `For ${ref}, the gift ${w.of} {goes by the name of|is called|bears the name of} ${k2}.`,
            `For ${ref}, ${w.name} puts ${theEn(k2)} {on your side|in your favour|within your reach}.`,
          ],
          'brings+',
        )
      : l < 0
        ? pick.pick(
            [
              `{Until you answer it|Until you deal with it|Until you face it}, ${w.name} sets ${theEn(k2)} against ${ref}.`,
              `For ${ref}, ${w.name} {flags|points to|warns of} a risk of ${k2}, {to be taken seriously|not to be ignored|worth watching closely}.`,
              `${w.Name} says so {plainly|clearly|without detours}: ${theEn(k2)} {weighs on|presses on|bears down on} ${ref}.`,
              `Over ${ref}, ${w.name} {casts|throws|lays} a shadow of ${k2}.`,
            ],
            'brings-',
          )
        : pick.pick(
            [
              `${w.Name} leaves ${theEn(k2)} {pending|open|unsettled} for ${ref}.`,
              `For ${ref}, ${w.name} {weighs|weighs up|measures} ${theEn(k2)}.`,
              `On ${ref}, ${w.name} {hesitates over|wavers over|is undecided about} ${theEn(k2)}.`,
              `${w.Name} {holds back|holds off|waits}, leaving ${theEn(k2)} open for ${ref}.`,
            ],
            'brings0',
          );
}

/** The last card closes the story on its second word, for the subject asked. */
function closingLine(f: TarotFacts, c: CardFact, pick: Picker, w = cardWords(c.card_id, f.lang)): string {
  const [k0 = '', k1 = k0] = c.keywords;
  const ref = subjectOf(f, pick);
  return f.lang === 'fr'
    ? pick.pick([
        `${w.Name} {conclut|termine|clôt le récit} {par|sur} la part ${deFr(k1)}.`,
        `Avec ${w.name}, le récit {s’achève|se termine|se referme} ; pour ${ref}, {reste|demeure} la question ${deFr(k1)}.`,
        `Le dernier mot, pour ${ref}, {parle|vous parle|témoigne|vous entretient} ${ofFr(k1)}.`,
        `C’est ${w.name} qui {conclut|termine|clôt}, {en parlant|en vous parlant} ${ofFr(k1)}.`,
      ])
    : pick.pick([
        `${w.Name} {closes the line|ends the story|closes} with ${theEn(k1)}.`,
        `With ${w.name} the story {ends|closes|is over}; for ${ref}, ${theEn(k1)} {remains|is what is left|stays}.`,
        `The last word, for ${ref}, {speaks of|tells of|is about} ${theEn(k1)}.`,
        `It is ${w.name} that {concludes|ends it|closes the story}, speaking of ${theEn(k1)}.`,
      ]);
}

/**
 * Where a card stands, said by what its place is about when the position is known (« votre passé »),
 * by the position's name otherwise, with the card's first word woven in.
 */
function placeLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const [k0 = ''] = c.keywords;
  const bearer = w.e
    ? '{porteuse|annonciatrice|messagère|signe|témoin}'
    : '{porteur|annonciateur|messager|signe|témoin}';
  if (spreadPositionOf(f, c)?.computed)
    return fr
      ? pick.pick(
          [
            `Au {centre|cœur} de la croix, ${w.name} {parle d’abord|parle avant tout|vous parle d’abord} ${ofFr(k0)}.`,
            `${w.Name} {occupe|tient|prend} le centre de la croix, ${bearer} ${ofFr(k0)}.`,
            `Le {cœur|centre} de la croix {revient|échoit} ${aFr(w.name)}, sous le signe ${deFr(k0)}.`,
          ],
          'place-centre',
        )
      : pick.pick(
          [
            `At the cross’s {centre|heart}, ${w.name} {speaks first of|tells first of|speaks above all of} ${theEn(k0)}.`,
            `${w.Name} {takes|holds|stands in} the middle of the cross, {bearer of|bringing|carrying} ${theEn(k0)}.`,
            `At the {heart|centre} of the cross {stands|sits|we find} ${w.name}, under the sign of ${k0}.`,
          ],
          'place-centre',
        );
  const about = positionOf(f, c, pick)?.[1];
  if (about)
    return fr
      ? pick.pick(
          [
            `Ici, ${w.name} parle ${deFr(about)}, et {d’abord|avant tout|en premier lieu} ${ofFr(k0)}.`,
            `C’est ${w.name}, ${bearer} ${ofFr(k0)}, qui {répond pour|parle pour|prend la parole pour} ${about}.`,
            `Pour ${about}, {voici|vient|se présente} ${w.name}, ${bearer} ${ofFr(k0)}.`,
            `${capitalise(about)} ? {Réponse|La réponse vient} ${deFr(w.name)}, qui {parle|vous parle|témoigne|vous entretient} ${ofFr(k0)}.`,
          ],
          'depth-about',
        )
      : pick.pick(
          [
            `Here ${w.name} {speaks for|answers for} ${about}, {first of all|above all|first} of ${theEn(k0)}.`,
            `It is ${w.name} that {answers for|speaks for|stands for} ${about}, on a note of ${k0}.`,
            `For ${about}, {here is|here comes|we find} ${w.name}, {bearer of|bringing|carrying} ${theEn(k0)}.`,
            `${capitalise(about)}? ${w.Name} {answers with|replies with|speaks of} ${theEn(k0)}.`,
          ],
          'depth-about',
        );
  const at = monthPlace(c, f.lang, pick);
  return fr
    ? pick.pick(
        [
          `${capitalise(at)} {revient|échoit} ${aFr(w.name)}, ${bearer} ${ofFr(k0)}.`,
          `${w.Name}, ${bearer} ${ofFr(k0)}, {tient|occupe|prend} ${at}.`,
          `Pour ${at}, ${w.name} {donne la note|donne le ton|fait entendre la note} ${ofFr(k0)}.`,
          `${capitalise(at)}, avec ${w.name}, {prend le ton|prend la couleur|se teinte} ${ofFr(k0)}.`,
        ],
        'depth-place',
      )
    : pick.pick(
        [
          `${capitalise(at)} {goes to|falls to|belongs to} ${w.name}, {bearer of|bringing|carrying} ${theEn(k0)}.`,
          `${w.Name} {holds|takes|fills} ${at}, a {time|season|stretch} of ${k0}.`,
          `For ${at}, ${w.name} {opens on|strikes|sounds} a note of ${k0}.`,
          `${capitalise(at)} {falls under|comes under|is placed under} the sign of ${k0}, with ${w.name}.`,
        ],
        'depth-place',
      );
}

/**
 * A position without a known subject (the months of a dated spread, « Le premier mois »), named as
 * a reader says it: « le premier mois », « le mois qui ouvre la période ».
 */
function monthPlace(c: CardFact, lang: Lang, pick: Picker): string {
  const words: Record<string, { fr: string[]; en: string[] }> = {
    premier: {
      fr: ['le premier mois', 'le mois d’ouverture', 'le départ'],
      en: ['the first month', 'the opening month', 'the start'],
    },
    deuxième: {
      fr: ['le deuxième mois', 'le mois du milieu', 'le mi-parcours'],
      en: ['the second month', 'the middle month', 'the midpoint'],
    },
    troisième: {
      fr: ['le troisième mois', 'le dernier mois', 'le mois final'],
      en: ['the third month', 'the last month', 'the final month'],
    },
  };
  const third = /(premier|deuxième|dernier|first|second|last) (?:tiers|third)/i
    .exec(c.position_name)?.[1]
    ?.toLowerCase();
  const thirds: Record<string, { fr: string[]; en: string[] }> = {
    premier: {
      fr: ['le premier tiers', 'les premiers mois', 'l’entrée d’année'],
      en: ['the first third', 'the first months', 'the year’s start'],
    },
    deuxième: {
      fr: ['le deuxième tiers', 'le milieu d’année', 'les mois du milieu'],
      en: ['the second third', 'mid-year', 'the middle months'],
    },
    dernier: {
      fr: ['le dernier tiers', 'la fin d’année', 'les derniers mois'],
      en: ['the last third', 'year’s end', 'the last months'],
    },
  };
  const thirdKey = third ? ({ first: 'premier', second: 'deuxième', last: 'dernier' }[third] ?? third) : null;
  if (thirdKey && thirds[thirdKey]) return pick.pick(thirds[thirdKey][lang], `third-${thirdKey}`);
  const en: Record<string, string> = { first: 'premier', second: 'deuxième', third: 'troisième' };
  const ord = /(premier|deuxième|troisième|first|second|third) (?:mois|month)/i
    .exec(c.position_name)?.[1]
    ?.toLowerCase();
  const key = ord ? (en[ord] ?? ord) : null;
  const set = key ? words[key] : undefined;
  if (set) return pick.pick(set[lang], `month-${key}`);
  return lang === 'fr' ? `la place « ${c.position_name} »` : `the place “${c.position_name}”`;
}

/**
 * The other face of a card, as a Marseille reader keeps it in mind: upright, its shadow (the words it
 * would carry blocked) stays at a distance; reversed, the promise behind the brake (its words once
 * freed). No orientation word here: the card's own orientation is said elsewhere.
 */
function otherFaceLine(
  f: TarotFacts,
  c: CardFact,
  pick: Picker,
  w = cardWords(c.card_id, f.lang),
): string | null {
  if (spreadPositionOf(f, c)?.computed) return null;
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const [o0 = '', o1 = o0] = (c.reversed ? card.upright : card.reversed).keywords[f.lang];
  if (fr)
    return !c.reversed
      ? pick.pick(
          [
            `Sa face {d’ombre|cachée|sombre} {parlerait ${ofFr(o0)}, {voire|et même|sinon} ${ofFr(o1)}|évoquerait ${theFr(o0)}, {voire|et même|sinon} ${theFr(o1)}}.`,
            `{Retourné${w.e}|À l’envers|Renversé${w.e}}, ${w.name} {parlerait|vous parlerait} ${ofFr(o0)} {et|puis|comme} ${ofFr(o1)}.`,
            `Son ombre, faite ${deFr(o0)} ou ${deFr(o1)}, {reste à distance|se tient à l’écart|reste au loin}.`,
            `Le {risque|danger|piège}, pour ${w.name} : {glisser vers|basculer dans|verser dans} ${theFr(o0)}.`,
            `{Tenez à distance|Écartez|Évitez} le risque ${deFr(o0)}.`,
            `Pour ${subjectOf(f, pick)}, ${w.name} pourrait {glisser vers|basculer dans|verser dans} ${theFr(o0)} : {à éviter|à surveiller|gardez-vous-en}.`,
          ],
          'other-up',
        )
      : pick.pick(
          [
            `{Remis${w.e} à l’endroit|Redressé${w.e}|À l’endroit}, ${w.name} {parlerait|vous parlerait} ${ofFr(o0)} {et|puis|comme} ${ofFr(o1)}.`,
            `Derrière le frein, ${w.name} {promet|annonce|laisse entrevoir} un temps ${deFr(o0)}.`,
            `{Sans le frein|Le frein levé|Une fois libéré${w.e}}, ${w.name} {parlerait|vous parlerait} ${ofFr(o0)}, {puis|ensuite} ${ofFr(o1)}.`,
            `{Le nœud défait|Le nœud dénoué|Le blocage levé}, la {voie|route|porte} ${ofFr(o0)} {s’ouvre|se dégage|s’ouvrira}.`,
            `Sa force {en attente|en réserve|retenue} {parle|vous parle|témoigne} ${ofFr(o0)}.`,
            `Pour ${subjectOf(f, pick)}, ${w.name} {garde en réserve|tient en réserve|réserve} une promesse ${deFr(o0)}.`,
          ],
          'other-rev',
        );
  return !c.reversed
    ? pick.pick(
        [
          `${capitalise(`the {shadow side|darker side|hidden side|reverse face} ${w.of}`)} would {speak|tell} of ${theEn(o0)}, {even of|or even of|perhaps even of} ${theEn(o1)}.`,
          `{Turned over|Upside down|Reversed}, ${w.name} would {speak of|tell of} ${theEn(o0)} and ${theEn(o1)}.`,
          `Its shadow, made of ${theEn(o0)} or ${theEn(o1)}, {stays at a distance|is kept at bay|stays far off}.`,
          `The {possible shadow|risk|danger} ${w.of} would be a {slide|drift|fall} into ${theEn(o0)}.`,
          `{Keep|Hold} the risk of ${o0} {at a distance|at bay|at arm’s length}.`,
          `For ${subjectOf(f, pick)}, {avoid sliding into|beware of drifting into|do not slip into} ${theEn(o0)}.`,
        ],
        'other-up',
      )
    : pick.pick(
        [
          `{Set upright|Turned right side up|Upright}, ${w.name} would {speak of|tell of} ${theEn(o0)} and ${theEn(o1)}.`,
          `Behind the brake, ${w.name} {promises|announces|holds out} a time of ${o0}.`,
          `{Once the block lifts|Once it is freed|With the brake off}, ${theEn(o0)} would come, {then|followed by} ${theEn(o1)}.`,
          `{Knot undone|Once untied|The knot undone}, the way of ${theEn(o0)} {opens|clears|opens up}.`,
          `Its {waiting|held-back|stored} strength {speaks of|tells of|points to} ${theEn(o0)}.`,
          `For ${subjectOf(f, pick)}, ${w.name} {holds in reserve|keeps back|keeps in store|saves} a {promise|hint|foretaste} of ${o0}.`,
        ],
        'other-rev',
      );
}

/**
 * The spread as one story, card after card (issue 38: the story of the spread): where it starts, what
 * each card adds, where it arrives, for the subject asked.
 */
function spreadStory(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  if (f.cards.length < 3) return null;
  const fr = f.lang === 'fr';
  const ref = subjectOf(f, pick);
  const n = f.cards.length;
  const parts = f.cards.map((c, i) => {
    const w = cardWords(c.card_id, f.lang);
    const k = c.keywords[1] ?? c.keywords[0] ?? '';
    const k2 = c.keywords[3] ?? c.keywords[2] ?? k;
    if (i === 0)
      return fr
        ? pick.pick(
            [
              `{Au départ du récit|Au début de l’histoire|Pour commencer}, ${w.name} : ${k} {et|puis} ${k2}.`,
              `Tout {part|commence} ${deFr(w.name)} : ${k}, {puis|et} ${k2}.`,
              `Le premier pas {revient|appartient} ${aFr(w.name)}, avec ${theFr(k)} et ${theFr(k2)}.`,
            ],
            'story-first',
          )
        : pick.pick(
            [
              `{At the outset|To begin|At the start}, ${w.name}: ${k} {and|then} ${k2}.`,
              `It all {starts|begins} from ${w.name}: ${k}, {then|and} ${k2}.`,
              `The first step {falls to|belongs to} ${w.name}, with ${theEn(k)} and ${theEn(k2)}.`,
            ],
            'story-first',
          );
    if (i === n - 1)
      return fr
        ? pick.pick(
            [
              `Le chemin {aboutit|mène|conduit} ${aFr(w.name)} : ${k}, ${k2}.`,
              `Au bout, ${w.name} : ${k} {et|puis} ${k2}.`,
              `L’arrivée {appartient|revient} ${aFr(w.name)} : ${k}, puis ${k2}.`,
            ],
            'story-last',
          )
        : pick.pick(
            [
              `The road {arrives at|leads to|ends at} ${w.name}: ${k}, ${k2}.`,
              `At the end, ${w.name}: ${k} {and|then} ${k2}.`,
              `The arrival {belongs to|falls to} ${w.name}: ${k}, then ${k2}.`,
            ],
            'story-last',
          );
    return fr
      ? pick.pick(
          [
            `Puis ${w.name} : ${k}, {et|mais aussi} ${k2}.`,
            `Ensuite, ${w.name} {parle|vous parle|témoigne|vous entretient} ${ofFr(k2)}.`,
            `${w.Name} {prend le relais|prend la suite} : ${k}.`,
            `Vient ${w.name}, avec ${theFr(k)} {et|puis} ${theFr(k2)}.`,
          ],
          'story-mid',
        )
      : pick.pick(
          [
            `Then ${w.name}: ${k}, {and|as well as} ${k2}.`,
            `Next, ${w.name} {speaks of|tells of} ${theEn(k2)}.`,
            `${w.Name} {takes over|takes up the thread}: ${k}.`,
            `Along comes ${w.name}, with ${theEn(k)} {and|then} ${theEn(k2)}.`,
          ],
          'story-mid',
        );
  });
  const up = f.cards.filter((c) => lean(c) > 0).length;
  const down = f.cards.filter((c) => lean(c) < 0).length;
  const close = fr
    ? pick.pick(
        [
          `Voilà, pour ${ref}, le {chemin|parcours|trajet} que {dessinent|tracent} vos ${counted(n, 'fr')} cartes${up > down ? ', plus porteur que rude' : down > up ? ', plus rude que porteur' : ''}.`,
          `{Toute l’histoire|Tout le récit|Le fil entier} de ${ref}${up > down ? ', {qui penche vers le mieux|qui tend vers le mieux|qui va vers le mieux}' : down > up ? ', {qui demande de l’endurance|qui réclame de l’endurance|où il faudra tenir}' : ', {dont l’issue reste ouverte|qui reste à écrire|où rien n’est tranché}'}.`,
          `${capitalise(counted(n, 'fr'))} étapes pour ${ref}${up > down ? ', vent dans le dos' : down > up ? ', et quelques côtes à monter' : ', et une issue à écrire'}.`,
        ],
        'story-close',
      )
    : pick.pick(
        [
          `That, for ${ref}, is the {road|path|course|story|line} your ${counted(n, 'en')} cards {draw|trace}${up > down ? ', more helpful than harsh' : down > up ? ', more harsh than helpful' : ''}.`,
          `The {whole story|full story|entire thread} of ${ref}${up > down ? ', {leaning towards the better|tilting towards the better|turning for the better}' : down > up ? ', {asking for stamina|calling for stamina|needing staying power}' : ', {still open|not yet settled|still undecided}'}.`,
          `${capitalise(counted(n, 'en'))} stages for ${ref}${up > down ? ', with the wind mostly behind you' : down > up ? ', with a few hills to climb' : ', and an ending still to write'}.`,
        ],
        'story-close',
      );
  return para(`${parts.join(' ')} ${close}`, f.cards.map(id), heading);
}

/**
 * The cards two by two, as the tradition reads neighbours: what each pair does together — two that
 * carry, two that brake, one that carries against one that brakes — by their words.
 */
function pairsReading(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  const drawn = f.cards.filter((c) => !spreadPositionOf(f, c)?.computed);
  if (drawn.length < 2 || drawn.length > 4) return null;
  const fr = f.lang === 'fr';
  const sentences: string[] = [];
  for (let i = 0; i + 1 < drawn.length; i++) {
    const a = drawn[i]!;
    const b = drawn[i + 1]!;
    const A = cardWords(a.card_id, f.lang);
    const B = cardWords(b.card_id, f.lang);
    const ka = a.keywords[1] ?? a.keywords[0] ?? '';
    const kb = b.keywords[1] ?? b.keywords[0] ?? '';
    const la = lean(a);
    const lb = lean(b);
    const ca = cardById(a.card_id);
    const cb = cardById(b.card_id);
    const kind =
      ca.arcana === 'major' && cb.arcana === 'major'
        ? fr
          ? 'deux majeurs'
          : 'two majors'
        : ca.arcana !== cb.arcana
          ? fr
            ? 'majeur et mineur'
            : 'a major and a minor'
          : ca.suit === cb.suit
            ? fr
              ? `deux ${suitById(ca.suit!).plural.fr}`
              : `two ${suitById(ca.suit!).plural.en}`
            : fr
              ? `${suitById(ca.suit!).plural.fr} et ${suitById(cb.suit!).plural.fr}`
              : `${suitById(ca.suit!).plural.en} and ${suitById(cb.suit!).plural.en}`;
    const together =
      la > 0 && lb > 0
        ? fr
          ? pick.pick(
              [
                'les deux cartes se renforcent',
                'les deux vont dans votre sens',
                'double appui',
                'un élan partagé',
                'l’une soutient l’autre',
              ],
              'pair+',
            )
          : pick.pick(
              [
                'they strengthen each other',
                'both go your way',
                'a double support',
                'a shared drive',
                'one backs the other',
              ],
              'pair+',
            )
        : la < 0 && lb < 0
          ? fr
            ? pick.pick(
                [
                  'deux freins à la suite',
                  'la difficulté insiste',
                  'les deux demandent du temps',
                  'prudence redoublée',
                  'un passage lent',
                ],
                'pair-',
              )
            : pick.pick(
                [
                  'two brakes in a row',
                  'the difficulty insists',
                  'they ask for time',
                  'double caution',
                  'a slow stretch',
                ],
                'pair-',
              )
          : la * lb < 0
            ? fr
              ? pick.pick(
                  [
                    'l’une porte, l’autre retient',
                    'deux forces contraires',
                    'à vous d’arbitrer',
                    'un tiraillement',
                    'le pour et le contre',
                  ],
                  'pair±',
                )
              : pick.pick(
                  [
                    'one carries, the other holds back',
                    'opposite pulls',
                    'yours to arbitrate',
                    'a tug of war',
                    'for and against',
                  ],
                  'pair±',
                )
            : fr
              ? pick.pick(
                  [
                    'rien n’est tranché',
                    'balance ouverte',
                    'votre choix décidera',
                    'rien d’écrit',
                    'tout reste à jouer',
                  ],
                  'pair0',
                )
              : pick.pick(
                  [
                    'nothing is settled between them',
                    'open scales',
                    'your choice decides',
                    'nothing written',
                    'all still to play',
                  ],
                  'pair0',
                );
    sentences.push(
      fr
        ? pick.pick(
            [
              `${capitalise(A.name)} et ${B.name} : ${ka}, puis ${kb} ; ${together}.`,
              `Entre ${A.name} et ${B.name} (${kind}), ${theFr(ka)} rencontre ${theFr(kb)} : ${together}.`,
              `${capitalise(ka)} chez ${A.name}, ${kb} chez ${B.name} : ${together}.`,
            ],
            'pair',
          )
        : pick.pick(
            [
              `${capitalise(A.name)} and ${B.name}: ${ka}, then ${kb}; ${together}.`,
              `Between ${A.name} and ${B.name} (${kind}), ${ka} meets ${theEn(kb)}: ${together}.`,
              `With ${A.name}, ${ka}; with ${B.name}, ${kb}: ${together}.`,
            ],
            'pair',
          ),
    );
  }
  if (drawn.length === 3) {
    const a = drawn[0]!;
    const c = drawn[2]!;
    const A = cardWords(a.card_id, f.lang);
    const C = cardWords(c.card_id, f.lang);
    const ka = a.keywords[0] ?? '';
    const kc = c.keywords[0] ?? '';
    const m = drawn[1]!;
    const M = cardWords(m.card_id, f.lang);
    const km = m.keywords[2] ?? m.keywords[0] ?? '';
    // Three cards read as the tradition reads them: the middle one is the pivot of the other two.
    sentences.push(
      fr
        ? pick.pick(
            [
              `Au milieu, ${M.name} fait pivot : par ${theFr(km)}, ${M.it} {relie|noue|unit} {ce qui précède|ce qui vient avant|l’avant} à {ce qui suit|la suite|l’après}.`,
              `${M.Name}, au centre des trois, {tient la charnière|fait la jonction|sert de charnière} : ${km}.`,
              `Tout passe par la carte du {milieu|centre}, ${M.name} : ${km}, le point de bascule.`,
            ],
            'pair-pivot',
          )
        : pick.pick(
            [
              `In the middle, ${M.name} is the pivot: through ${theEn(km)}, it {links|ties|joins} what comes before to what {follows|comes after}.`,
              `${M.Name}, at the centre of the three, {holds the hinge|is the hinge|joins the two}: ${km}.`,
              `Everything goes through the {middle|central} card, ${M.name}: ${km}, the tipping point.`,
            ],
            'pair-pivot',
          ),
    );
    sentences.push(
      fr
        ? pick.pick(
            [
              `Enfin, ${A.name} et ${C.name} se répondent : ${ka}, ${kc}.`,
              `Aux deux {bouts|extrémités} du tirage, ${A.name} et ${C.name} : ${ka} au départ, ${kc} à l’arrivée.`,
            ],
            'pair-ends',
          )
        : pick.pick(
            [
              `Lastly, ${A.name} and ${C.name} answer each other: ${ka}, ${kc}.`,
              `${capitalise(A.name)} and ${C.name}, at both ends: ${ka} at the start, ${kc} at the finish.`,
            ],
            'pair-ends',
          ),
    );
  }
  return para(sentences.join(' '), drawn.map(id), heading);
}

/**
 * Questions to put to oneself, one per card, in the card's own words and the subject asked: how a
 * reader hands the spread over to the person (issue 38: substance, not padding).
 */
function selfQuestions(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  const drawn = f.cards.filter((c) => !spreadPositionOf(f, c)?.computed);
  if (drawn.length < 2) return null;
  const fr = f.lang === 'fr';
  const lines = drawn.map((c) => {
    const w = cardWords(c.card_id, f.lang);
    const ref = subjectOf(f, pick);
    const k = c.keywords[3] ?? c.keywords[0] ?? '';
    const l = lean(c);
    return fr
      ? l > 0
        ? pick.pick(
            [
              `{Que vous apporterait|Que vous offrirait|Que vous vaudrait} un surcroît ${deFr(k)}, {selon|d’après} ${w.name} ?`,
              `{Quel geste poser|Quel pas faire|Que faire concrètement|Quelle action mener} en matière ${deFr(k)} ?`,
              `Qui {vous aiderait|vous épaulerait|vous soutiendrait}, en matière ${deFr(k)} ?`,
              `{Qu’attendez-vous|Qu’espérez-vous|Que souhaitez-vous} ${ofFr(k)}, pour ${ref} ?`,
            ],
            'self+',
          )
        : l < 0
          ? pick.pick(
              [
                `Depuis quand la question ${deFr(k)}, {que montre|que désigne|que pointe} ${w.name}, {vous pèse-t-elle|pèse-t-elle sur vous|vous encombre-t-elle} ?`,
                `{La part|La question} ${deFr(k)}, {combien vous coûte-t-elle|que vous coûte-t-elle|à quel prix la portez-vous|pèse-t-elle lourd} ?`,
                `{Que lâcher|Que laisser aller|Que délaisser} du côté ${ofFr(k)} ?`,
                `{Où se loge encore|Où se niche encore|Où se cache encore}, dans ${ref}, la part ${deFr(k)} ?`,
              ],
              'self-',
            )
          : pick.pick(
              [
                `Voyez-vous dans la part ${deFr(k)} {un appui ou un frein|une aide ou une entrave|un soutien ou un poids} ?`,
                `{Où mener|Jusqu’où porter|Vers quoi tourner} la part ${deFr(k)} ?`,
                `Pour ${ref}, {que voulez-vous faire|qu’allez-vous faire|que comptez-vous faire|que ferez-vous|que pensez-vous faire} ${ofFr(k)} ?`,
                `{Que choisissez-vous de faire|Que décidez-vous de faire|Qu’allez-vous faire|Que ferez-vous|Que pensez-vous faire} ${ofFr(k)}, {avec|devant} ${w.name} ?`,
              ],
              'self0',
            )
      : l > 0
        ? pick.pick(
            [
              `{Are you short of|Do you lack|Do you need more of} ${theEn(k)}, as ${w.name} {suggests|hints|implies}?`,
              `{Which move|What step|Which gesture} {makes room for|opens the way to|leaves space for} ${theEn(k)}?`,
              `Who {would help you|could help you|might back you} with ${theEn(k)}?`,
              `What {keeps you from welcoming|stops you from taking in|holds you back from|keeps you from embracing|stands between you and} ${theEn(k)}, for ${ref}?`,
            ],
            'self+',
          )
        : l < 0
          ? pick.pick(
              [
                `How long has ${theEn(k)} {weighed on you|been a weight|pressed on you}, as ${w.name} {shows|reveals|points out}?`,
                `What does ${theEn(k)} cost you {today|these days|right now}?`,
                `What {could you drop|might you release|could you set down} {around|regarding|as to} ${theEn(k)}?`,
                `In ${ref}, how much {still comes down to|still turns on|still hangs on} ${theEn(k)}?`,
              ],
              'self-',
            )
          : pick.pick(
              [
                `Does ${theEn(k)}, {with|alongside|through} ${w.name}, {steady|help|carry} you or {slow|hinder} you?`,
                `Which way {do you want|would you like} ${theEn(k)} to {lean|tip|go}?`,
                `What {will you do|would you do|can you do} with ${theEn(k)}, for ${ref}?`,
                `{How will you use|How do you mean to use|What use will you make of|How might you put to use|What will you draw from} ${theEn(k)}?`,
              ],
              'self0',
            );
  });
  // Few cards, each looked at longer: a second question on another of its words.
  if (drawn.length <= 7)
    drawn.forEach((c, i) => {
      const k = c.keywords[1] ?? c.keywords[0] ?? '';
      const w = cardWords(c.card_id, f.lang);
      lines.splice(
        i * 2 + 1,
        0,
        fr
          ? pick.pick(
              [
                `Et la part ${deFr(k)}, {où en est-elle|qu’en faites-vous|quelle place tient-elle} ?`,
                `Que changerait un peu plus ${deFr(k)}, {cette saison|ces temps-ci|dans les semaines à venir} ?`,
                `Avec qui partager la part ${deFr(k)}, {et à partir de quand|et dès quand|et quand commencer} ?`,
                `{En vous, qui répond|Qui, en vous, répond|Quelle part de vous répond} ${aFr(w.name)}, et {avec quelle voix|avec quelle force|sur quel ton} ?`,
              ],
              'self-2',
            )
          : pick.pick(
              [
                `{Where do you stand|How do you stand|Where are you|How are things} {today|now|these days|at the moment|right now} with ${theEn(k)}?`,
                `What would ${theEn(k)} {change for you|alter for you|bring you} {this season|soon|before long}?`,
                `With whom could you share ${theEn(k)}, and {from when|starting when|how soon}?`,
                `What in you {answers|responds to|echoes} ${w.name}, and {how loudly|how strongly|in what voice}?`,
              ],
              'self-2',
            ),
      );
    });
  return para(lines.join(' '), drawn.map(id), heading);
}

/** What to seize and what to watch: the most helpful card and the most straining one, by their words. */
function seizeAndWatch(f: TarotFacts, pick: Picker): string {
  const fr = f.lang === 'fr';
  const drawn = f.cards.filter((c) => !spreadPositionOf(f, c)?.computed);
  const best = [...drawn].sort((a, b) => lean(b) - lean(a))[0];
  const worst = [...drawn].sort((a, b) => lean(a) - lean(b))[0];
  const out: string[] = [];
  if (best && lean(best) > 0) {
    const w = cardWords(best.card_id, f.lang);
    const k = best.keywords[2] ?? best.keywords[0] ?? '';
    out.push(
      fr
        ? pick.pick([
            `{À saisir|À prendre|À cueillir}, la part ${deFr(k)} {que porte|qu’apporte|qu’offre} ${w.name}.`,
            `Votre {meilleure carte|carte la plus favorable|meilleur atout}, ${w.name}, vous {offre|apporte|donne} un surcroît ${deFr(k)}.`,
            `${w.Name} {est votre chance|vous sourit|joue pour vous}{, du côté ${ofFr(k)}| en matière ${deFr(k)}}.`,
          ])
        : pick.pick([
            `To seize: ${theEn(k)} {carried by|brought by|offered by} ${w.name}.`,
            `Your {best card|most helpful card|strongest ally}, ${w.name}, {gives you|brings you|offers you} some ${k}.`,
            `${w.Name} is your {chance|opening|best card} {for|with|on} ${theEn(k)}.`,
          ]),
    );
  }
  if (worst && lean(worst) < 0 && worst !== best) {
    const w = cardWords(worst.card_id, f.lang);
    const k = worst.keywords[2] ?? worst.keywords[0] ?? '';
    out.push(
      fr
        ? pick.pick([
            `{À surveiller|À guetter|À suivre de près}, la part ${deFr(k)} que {signale|désigne|pointe} ${w.name}.`,
            `{Point sensible|Point délicat|Zone fragile}, la question ${deFr(k)}, du côté ${deFr(w.name)}.`,
            `Avec ${w.name}, {surveillez|veillez sur|guettez} la part ${deFr(k)}.`,
          ])
        : pick.pick([
            `To watch: ${theEn(k)} {flagged by|pointed out by|signalled by} ${w.name}.`,
            `{Sore point|Tender spot|Weak spot}, with ${w.name}: the question of ${k}.`,
            `${w.Name} {asks for vigilance over|asks you to watch|calls for care around} ${theEn(k)}.`,
          ]),
    );
  }
  return out.length ? ` ${out.join(' ')}` : '';
}

/** A card's own number for the rise and fall along the spread: a major's number, a pip's; a court card or the Fool has none. */
function countOf(c: CardFact): number | null {
  const card = cardById(c.card_id);
  if (card.arcana === 'major') return card.rank === 0 ? null : card.rank;
  return card.rank <= 10 ? card.rank : null;
}

/**
 * What joins a card to the one before it in the long reading, told where its paragraph opens: the number
 * that rises, falls or comes back, the suit that stays or changes (or the step between minors and
 * majors), the tone that brightens or darkens, a gaze that turns away from it. Two of these at most, in
 * a few words each after the two cards' names (a longer fixed run would read the same in every reading).
 * Null for the first card and the croix's centre.
 */
function linkFromPrevious(f: TarotFacts, c: CardFact, pick: Picker, cited: Set<string>): string | null {
  const i = f.cards.indexOf(c);
  const p = i > 0 ? f.cards[i - 1] : undefined;
  if (!p || spreadPositionOf(f, c)?.computed) return null;
  cited.add(id(p));
  const fr = f.lang === 'fr';
  const P = cardWords(p.card_id, f.lang);
  const C = cardWords(c.card_id, f.lang);
  const pc = cardById(p.card_id);
  const cc = cardById(c.card_id);
  const both = <T>(frs: T[], ens: T[], key: string) => pick.pick(fr ? frs : ens, key);
  const suit =
    pc.arcana === 'minor' && cc.arcana === 'minor'
      ? pc.suit === cc.suit
        ? both(
            [
              `les ${suitById(cc.suit!).plural.fr} continuent`,
              'la couleur demeure',
              'même couleur',
              `on reste chez les ${suitById(cc.suit!).plural.fr}`,
            ],
            [
              `${suitById(cc.suit!).plural.en} again`,
              'the suit stays',
              'same suit',
              `still among ${suitById(cc.suit!).plural.en}`,
            ],
            'link-suit-same',
          )
        : both(
            [
              `des ${suitById(pc.suit!).plural.fr} aux ${suitById(cc.suit!).plural.fr}`,
              'la couleur change',
              'autre couleur',
              `place aux ${suitById(cc.suit!).plural.fr}`,
            ],
            [
              `from ${suitById(pc.suit!).plural.en} to ${suitById(cc.suit!).plural.en}`,
              'the suit changes',
              'another suit',
              `over to ${suitById(cc.suit!).plural.en}`,
            ],
            'link-suit-change',
          )
      : pc.arcana === 'minor'
        ? both(
            ['un majeur entre en scène', 'un grand arcane paraît'],
            ['a major steps in', 'a major arcanum appears'],
            'link-to-major',
          )
        : cc.arcana === 'minor'
          ? both(
              ['retour aux mineurs', 'on redescend aux mineurs'],
              ['back to the minors', 'down to the minors'],
              'link-to-minor',
            )
          : both(
              ['encore un majeur', 'un majeur suit l’autre'],
              ['another major', 'major after major'],
              'link-majors',
            );
  const a = countOf(p);
  const b = countOf(c);
  const num =
    a === null || b === null
      ? null
      : b > a
        ? both(
            [
              'le nombre monte',
              'ça monte',
              'on monte d’un cran',
              'un cran plus haut',
              'les nombres grandissent',
            ],
            ['the number rises', 'it climbs', 'a step up', 'one notch higher', 'the numbers grow'],
            'link-up',
          )
        : b < a
          ? both(
              [
                'le nombre redescend',
                'ça redescend',
                'on redescend d’un cran',
                'un cran plus bas',
                'les nombres reculent',
              ],
              ['the number falls', 'it drops', 'a step down', 'one notch lower', 'the numbers shrink'],
              'link-down',
            )
          : both(
              ['le nombre se répète', 'même nombre', 'le nombre revient'],
              ['the number repeats', 'same number', 'the number returns'],
              'link-same',
            );
  const tone =
    lean(p) === lean(c)
      ? null
      : lean(c) > lean(p)
        ? both(
            [
              'le ton s’éclaircit',
              'l’horizon se dégage',
              'le jour revient',
              'ça se détend',
              'la lumière gagne',
            ],
            ['the tone brightens', 'the sky clears', 'light returns', 'things ease', 'the light gains'],
            'link-light',
          )
        : both(
            [
              'le ton s’assombrit',
              'le ciel se couvre',
              'l’air se charge',
              'la pente se durcit',
              'une ombre passe',
            ],
            [
              'the tone darkens',
              'clouds gather',
              'the air grows heavy',
              'the going gets harder',
              'a shadow passes',
            ],
            'link-dark',
          );
  const pieces = pick
    .pick(
      [
        [num, tone, suit],
        [tone, num, suit],
        [suit, num, tone],
      ],
      'link-order',
    )
    .filter((x): x is string => !!x)
    .slice(0, 2);
  const said = pieces.join(fr ? ' ; ' : '; ');
  if (gazeAsDrawn({ card: pc, reversed: p.reversed }) === 'left')
    return fr
      ? `${P.Name} {tourne le dos ${aFr(C.name)}|se détourne ${deFr(C.name)}}, qui ${pick.pick(['vient ensuite', 'le suit'], 'link-away')} : ${said}.`.replace(
          'qui le suit',
          P.it === 'elle' ? 'qui la suit' : 'qui le suit',
        )
      : `${P.Name} looks away from ${C.name}, which ${pick.pick(['comes next', 'follows it'], 'link-away')}: ${said}.`;
  return fr
    ? pick.pick(
        [
          `${capitalise(P.of)} ${aFr(C.name)}, ${said}.`,
          `Entre ${P.name} et ${C.name}, ${said}.`,
          `${C.Name} succède ${aFr(P.name)} : ${said}.`,
        ],
        'link',
      )
    : pick.pick(
        [
          `From ${P.name} to ${C.name}, ${said}.`,
          `{Between ${P.name} and|Where ${P.name} meets} ${C.name}, ${said}.`,
          `${C.Name} follows ${P.name}: ${said}.`,
        ],
        'link',
      );
}

/**
 * The order of a card's sentences after its place, by what the card is: a major opens on its number, a
 * court card on the person it may be, a pip on the scene it paints; the rest follows in one of a few
 * orders, walked from card to card so that two neighbours never read alike.
 */
type DepthLine = 'number' | 'figure' | 'kind' | 'orient' | 'brings' | 'ask';
const DEPTH_ORDERS: readonly DepthLine[][] = [
  ['orient', 'brings', 'ask'],
  ['brings', 'orient', 'ask'],
];

/** One card in depth, joined to the card before it: its place, number, figure, orientation, what it asks. */
function cardDepth(f: TarotFacts, c: CardFact, pick: Picker, heading?: string): WrittenParagraph {
  const card = cardById(c.card_id);
  const cited = new Set<string>([id(c)]);
  const link = linkFromPrevious(f, c, pick, cited);
  const first: DepthLine[] =
    card.arcana === 'major'
      ? pick.pick(
          [
            ['number', 'kind', 'figure'],
            ['number', 'figure', 'kind'],
          ],
          'depth-major',
        )
      : card.rank > 10
        ? pick.pick(
            [
              ['kind', 'number', 'figure'],
              ['kind', 'figure', 'number'],
            ],
            'depth-court',
          )
        : pick.pick(
            [
              ['figure', 'number', 'kind'],
              ['figure', 'kind', 'number'],
            ],
            'depth-pip',
          );
  const order = [...first, ...pick.pick(DEPTH_ORDERS, 'depth-order')];
  // The card is named where the paragraph opens (the link from the card before, its place); further on
  // the reader says « cette carte », « l’arcane », « la Reine », the figure (issue 38: a card named six
  // to eight times in its paragraph read like a list, not like a reader).
  const ref = referents(c, f.lang);
  const other = () => pick.pick(ref.any, 'referent');
  const said: Record<DepthLine, () => string> = {
    number: () =>
      numberLine(f, c, pick, card.arcana === 'major' ? ref.figure : card.rank > 10 ? ref.rank : other()),
    figure: () =>
      figureLine(f, c, pick, cited, card.arcana === 'minor' && card.rank <= 10 ? ref.rank : ref.figure),
    kind: () => kindLine(f, c, pick, pick.pick(ref.plain, 'referent-plain')),
    orient: () => orientLine(f, c, pick, other()),
    brings: () => bringsLine(f, c, pick, other()),
    ask: () => askLine(f, c, pick),
  };
  const last = f.cards.indexOf(c) === f.cards.length - 1;
  const told = [
    ...(link ? [link] : []),
    placeLine(f, c, pick),
    ...order.map((line) => said[line]()),
    ...[otherFaceLine(f, c, pick, other())].filter((x): x is string => !!x),
    ...(last ? [closingLine(f, c, pick, other())] : []),
  ];
  return para(told.join(' '), [...cited], heading);
}

/** How the numbers follow one another from the first card to the last: rising, falling, returning. */
function numbersPath(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const numbered = f.cards
    .map((c) => ({ c, d: degreeOf(cardById(c.card_id)) }))
    .filter((x): x is { c: CardFact; d: number } => x.d !== null);
  if (numbered.length < 3) return null;
  const first = numbered[0]!;
  const last = numbered[numbered.length - 1]!;
  const a = cardWords(first.c.card_id, f.lang);
  const b = cardWords(last.c.card_id, f.lang);
  const degA = say(DEGREE_WORDS[first.d]!, f.lang, pick, `deg-${first.d}`);
  const degB = say(DEGREE_WORDS[last.d]!, f.lang, pick, `deg-${last.d}`);
  const total = numbered.reduce((n, x) => n + x.d, 0);
  const mean = total / numbered.length;
  const open = fr
    ? pick.pick([
        `Entre ${a.name} (${first.d}) et ${b.name} (${last.d}) : ${degA}, puis ${degB}.`,
        `${capitalise(a.name)} (${first.d}) ouvre sur ${degA}, ${b.name} (${last.d}) conclut sur ${degB}.`,
      ])
    : pick.pick([
        `From ${a.name} (${first.d}) to ${b.name} (${last.d}): ${degA}, then ${degB}.`,
        `${capitalise(a.name)} (${first.d}) opens on ${degA}, ${b.name} (${last.d}) closes on ${degB}.`,
      ]);
  const slope =
    last.d > first.d
      ? fr
        ? pick.pick([
            `Le mouvement {monte|s’élève} : avec ${b.name}, tout {mûrit et s’élargit|grandit et mûrit|s’épanouit}.`,
            `Les nombres {croissent|augmentent} : ce que ${a.name} commence est {appelé à grandir|promis à grandir|fait pour grandir}.`,
            `Du petit au grand nombre, ${b.name} fait mûrir ce {qu’amorce|que commence|que lance} ${a.name}.`,
          ])
        : pick.pick([
            `The movement {climbs|rises}: with ${b.name}, all {ripens and widens|grows and ripens|opens out}.`,
            `The numbers {grow|rise}: what ${a.name} starts is {meant to expand|bound to grow|set to widen}.`,
            `From small number to large, ${b.name} {ripens|brings to ripeness} what ${a.name} {begins|starts}.`,
          ])
      : last.d < first.d
        ? fr
          ? pick.pick([
              `Le mouvement {redescend|retombe} : après ${a.name}, ${b.name} repart {plus simplement|sur des bases simples|plus sobrement}.`,
              `${capitalise(b.name)} {referme|clôt} l’étape ouverte par ${a.name} : le compte {baisse|diminue|redescend}.`,
              `Les nombres {décroissent|diminuent} : ${b.name} {ramène à l’essentiel|revient à l’essentiel|simplifie}.`,
              `Après ${a.name}, ${b.name} fait {redescendre|baisser} le compte.`,
            ])
          : pick.pick([
              `After ${a.name}, the movement {comes back down|drops}; ${b.name} starts again {more simply|on simpler ground}.`,
              `${capitalise(b.name)} {closes|ends} a stage that ${a.name} opened, and the count {drops|falls|goes down}.`,
              `The numbers {decrease|fall}: ${b.name} returns to essentials, {in simpler form|more simply}.`,
              `After ${a.name}, ${b.name} lowers the count: a {simpler|plainer} start.`,
            ])
        : fr
          ? pick.pick([
              `${capitalise(a.name)} et ${b.name} se répondent : la question tourne autour ${deFr(degA)}, à vivre {jusqu’au bout|pleinement|entièrement}.`,
              `Même nombre au départ et à l’arrivée : ${degA}, que ${b.name} {reprend|relance} après ${a.name}.`,
              `${capitalise(deFr(a.name))} ${aFr(b.name)}, le nombre ne change pas : ${degA}, à vivre {pleinement|jusqu’au bout}.`,
            ])
          : pick.pick([
              `${capitalise(a.name)} and ${b.name} answer each other: the question circles ${degA}, to be lived {through to the end|fully|to the full}.`,
              `The same number at the start and the end: ${degA}, which ${b.name} {takes up|picks up} after ${a.name}.`,
              `From ${a.name} to ${b.name}, the number does not change; ${degA} asks to be lived {fully|to the full}.`,
            ]);
  const kb = last.c.keywords[0] ?? '';
  const m = Math.round(mean);
  const time =
    mean >= 6.5
      ? fr
        ? 'un temps des aboutissements'
        : 'a time of outcomes'
      : mean <= 4
        ? fr
          ? 'un temps des fondations'
          : 'a time of foundations'
        : fr
          ? 'un cycle à mi-chemin'
          : 'a cycle halfway through';
  const weight = fr
    ? pick.pick([
        `${capitalise(time)} pour « ${kb} » : vos nombres font ${m} {de moyenne|en moyenne}.`,
        `Avec ${m} de moyenne, ${b.name} {annonce|ouvre|promet} ${time}.`,
        `${capitalise(time)}, ${deFr(a.name)} ${aFr(b.name)} : ${m} de moyenne.`,
      ])
    : pick.pick([
        `${capitalise(time)} for “${kb}”: your numbers average ${m}.`,
        `With an average of ${m}, ${b.name} {announces|opens|heralds} ${time}.`,
        `${capitalise(time)} from ${a.name} to ${b.name}: ${m} on average.`,
      ]);
  return para(`${open} ${slope} ${weight}`, [id(first.c), id(last.c)], heading);
}

/** Which suits speak, which keep silent, and what the majors weigh: where the answer plays out. */
function suitsBalance(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const drawn = f.cards.map((c) => ({ c, card: cardById(c.card_id) }));
  const suits = ['batons', 'coupes', 'deniers', 'epees'] as const;
  const present = suits.filter((s) => drawn.some((x) => x.card.suit === s));
  const absent = suits.filter((s) => !present.includes(s));
  if (present.length === 0) return null;
  const sentences: string[] = [];
  const cited: CardFact[] = [];
  for (const s of present) {
    const cs = drawn.filter((x) => x.card.suit === s).map((x) => x.c);
    cited.push(...cs);
    const names = joinList(
      cs.map((c) => cardWords(c.card_id, f.lang).name),
      f.lang,
    );
    const field = say(SUIT_WORDS[s]!, f.lang, pick, `suit-${s}`);
    const k = cs[0]!.keywords[1] ?? cs[0]!.keywords[0] ?? '';
    sentences.push(
      fr
        ? pick.pick(
            [
              `${capitalise(names)} ${cs.length > 1 ? 'ouvrent' : 'ouvre'} le {registre|chapitre|domaine|volet} ${deFr(field)} : « ${k} ».`,
              `${capitalise(k)} : ${field}, par ${names}.`,
              `{Du côté|Sur le terrain|Dans le domaine} ${deFr(field)}, ${names} ${cs.length > 1 ? 'donnent' : 'donne'} le {ton|la} : « ${k} ».`,
            ],
            'suit-line',
          )
        : pick.pick(
            [
              `${capitalise(names)} ${cs.length > 1 ? 'open' : 'opens'} the {register|chapter} of ${field}: “${k}”.`,
              `{Through|With|In} ${names}, ${field}: ${k}.`,
              `As for ${field}, ${names} ${cs.length > 1 ? 'set' : 'sets'} the {tone|key}: “${k}”.`,
            ],
            'suit-line',
          ),
    );
  }
  if (absent.length > 0 && absent.length < 4) {
    const missing = joinList(
      absent.map((s) => (fr ? `les ${suitById(s).plural.fr}` : suitById(s).plural.en)),
      f.lang,
    );
    const fields = joinList(
      absent.map((s) => say(SUIT_WORDS[s]!, f.lang, pick, `suit-${s}`)),
      f.lang,
    );
    const plural = isPlural(fields, 'fr');
    const none = absent.map((x) => suitById(x).plural[f.lang]);
    sentences.push(
      fr
        ? pick.pick([
            `{Manquent|Font défaut} ${missing} : ${fields} ne ${plural ? 'décident' : 'décide'} rien ici.`,
            `{Aucune carte|Pas une carte|Nulle carte} ${none.map((x) => (/^[AEIOUÉ]/.test(x) ? `d’${x}` : `de ${x}`)).join(' ni ')} : ${fields} ${plural ? 'passent' : 'passe'} {au second plan|à l’arrière-plan}.`,
          ])
        : pick.pick([
            `There are no ${none.join(' or ')} here: ${fields} matter less {this time|in this draw}.`,
            `No ${none.join(' and no ')} in the draw: ${fields} {take a back seat|step into the background}.`,
          ]),
    );
  }
  const majors = drawn.filter((x) => x.card.arcana === 'major').map((x) => x.c);
  if (majors.length > 0) {
    const names = joinList(
      majors.map((c) => cardWords(c.card_id, f.lang).name),
      f.lang,
    );
    cited.push(...majors);
    const mk = majors[0]!.keywords[0] ?? '';
    sentences.push(
      fr
        ? majors.length > 1
          ? `{Quant aux|Pour les|Côté} arcanes majeurs, ${names} {ajoutent une profondeur|donnent de la profondeur|creusent le sens} : « ${mk} » ${pick.pick(['voit plus loin que le quotidien', 'dépasse le quotidien', 'porte au-delà des jours ordinaires'], 'majors-depth')}.`
          : `{Seul arcane majeur|Unique arcane majeur}, ${names} {élargit|agrandit} l’ensemble : « ${mk} », au-delà du quotidien.`
        : majors.length > 1
          ? `{As for the|Among the|Turning to the} major arcana, ${names} {add depth|bring depth|deepen things}: “${mk}” ${pick.pick(['sees further than daily life', 'reaches past daily life', 'goes beyond ordinary days'], 'majors-depth')}.`
          : `The {only|one} major arcanum, ${names} {widens|broadens} the whole: “${mk}”, beyond daily life.`,
    );
  }
  return para(sentences.join(' '), [...new Set(cited)].map(id), heading);
}

/** Three concrete steps for the question: lean on the support, untie the knot, aim at the outcome. */
function plan(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph | null {
  const fr = f.lang === 'fr';
  const key = answerCard(f);
  const others = f.cards.filter((c) => c !== key);
  const help = [...others].sort((a, b) => lean(b) - lean(a))[0];
  const knot = [...others].sort((a, b) => lean(a) - lean(b)).find((c) => c !== help);
  if (!help || !knot) return null;
  const ref = subjectOf(f, pick);
  const h = cardWords(help.card_id, f.lang);
  const k = cardWords(knot.card_id, f.lang);
  const o = cardWords(key.card_id, f.lang);
  const hw = help.keywords[2] ?? help.keywords[0] ?? '';
  const kw = knot.keywords[2] ?? knot.keywords[0] ?? '';
  const ow = key.keywords[3] ?? key.keywords[1] ?? '';
  const span = pick.pick(
    f.option === 3
      ? fr
        ? ['les premiers mois', 'le début de l’année', 'l’entrée dans l’année']
        : ['the first months', 'the start of the year', 'the opening months']
      : fr
        ? ['les premières semaines', 'le premier mois', 'le début de la période']
        : ['the first weeks', 'the first month', 'the start of the period'],
    'plan-span',
  );
  const text = fr
    ? [
        pick.pick([
          `Pour ${ref}, trois {temps|étapes|moments} : ${h.name}, ${k.name}, {puis|et enfin} ${o.name}.`,
          `Trois {gestes|pas|mouvements}, {dans l’ordre|à suivre|en ordre} : ${h.name}, ${k.name}, {puis|et enfin} ${o.name}.`,
        ]),
        pick.pick([
          `D’abord, {comptez sur|appuyez-vous sur|misez sur} ${h.name} et {sa part|son apport} ${deFr(hw)}, ${span}.`,
          `{Premier temps|Pour commencer} : {appuyez-vous sur|prenez appui sur|misez sur} ${h.name} et {sa part|son apport} ${deFr(hw)}, ${span}.`,
        ]),
        pick.pick([
          `Ensuite, {occupez-vous|chargez-vous|souciez-vous} ${deFr(k.name)} : la question ${deFr(kw)} se règle {mieux tôt que tard|plus facilement tôt|mieux sans attendre}.`,
          `{Deuxième temps|Ensuite} : ${k.name} {pointe|soulève|met en avant} la question ${deFr(kw)} ; {donnez-lui une réponse simple|répondez-y simplement|apportez-y une réponse simple}.`,
          `Puis, {sans tarder|sans attendre|assez vite}, la question ${deFr(kw)}, sur laquelle ${k.name} {veille|attire l’attention|insiste}.`,
        ]),
        pick.pick([
          `Enfin, {gardez le cap sur|gardez les yeux sur|concentrez-vous sur} ${o.name} {et sur|ainsi que sur|et aussi sur} {la part|le thème|la question} ${deFr(ow)} : {le chemin mène là|voilà le but|c’est la direction}.`,
          `{Dernier temps|Pour finir} : ${o.name} {fixe|dessine|trace} l’horizon {vers lequel|où} ${ref} {se dirige|va}, celui ${ofFr(ow)}.`,
        ]),
      ]
    : [
        pick.pick([
          `For ${ref}, three {stages|steps|moves}: ${h.name}, ${k.name}, {then|and last} ${o.name}.`,
          `Three {moves|steps}, {in order|one after another}: ${h.name}, ${k.name}, {then|and last} ${o.name}.`,
        ]),
        pick.pick([
          `First, {lean on|rely on|draw on} ${h.name} and its ${hw}, {through|for|over} ${span}.`,
          `{Stage one|To begin}: ${h.name} {lends you|offers you|gives you} its ${hw.replace(/^(?:an?|the) /, '')} {for|over|during} ${span}; {use it|draw on it|seize it}.`,
        ]),
        pick.pick([
          `Then {deal with|see to|attend to} ${k.name}: ${theEn(kw)} is {better settled sooner than later|best settled early|easier to settle early}.`,
          `{Stage two|Next}: ${k.name} {points to|raises|brings up} ${theEn(kw)}; {give it a simple answer|answer it simply|meet it plainly}.`,
          `Then, {without delay|soon after|before long}, comes ${theEn(kw)}, which ${k.name} {watches over|keeps an eye on|guards}.`,
        ]),
        pick.pick([
          `Finally, {keep your course on|keep your eyes on|stay focused on} ${o.name} and on ${theEn(ow)}: {the road leads there|that is where the road goes|that is the destination}.`,
          `{Last stage|To finish}: ${o.name} {sets|draws|marks} the horizon ${ref} {is heading towards|is moving towards}, that of ${theEn(ow)}.`,
        ]),
      ];
  return para(text.join(' '), [id(help), id(knot), id(key)], heading);
}

/** The synthesis card read by its number, for the period of the reading. */
function synthesisDepth(f: TarotFacts, pick: Picker): string {
  const fr = f.lang === 'fr';
  const card = cardById(f.synthesis.card_id);
  const w = cardWords(f.synthesis.card_id, f.lang);
  const [, , s3 = ''] = card.upright.keywords[f.lang];
  const d = degreeOf(card);
  const period = f.option === 3 ? (fr ? 'l’année' : 'the year') : fr ? 'ce trimestre' : 'this quarter';
  if (!d)
    return fr
      ? `Sans nombre, ${w.name} {rappelle|souligne} que la part ${deFr(s3)} {échappe aux calculs|se rit des calculs|déjoue les calculs} de ${period}.`
      : `Without a number, ${w.name} {recalls|reminds you} that ${s3} {escapes the reckonings|slips past the reckonings|defies the reckonings} of ${period}.`;
  const deg = say(DEGREE_WORDS[d]!, f.lang, pick, `deg-${d}`);
  return fr
    ? pick.pick([
        `Arcane ${card.numeral}, ${w.name} {parle|vous parle} ${deFr(deg)} ; {la clé|le secret} de ${period} {tient dans|se trouve dans|réside dans} {la part|le thème} ${deFr(s3)}.`,
        `${capitalise(w.name)} (${card.numeral}) {colore|teinte} ${period} ${deFr(deg)}, et aussi ${ofFr(s3)}.`,
        `${capitalise(w.name)} parle aussi ${ofFr(s3)}, et son nombre, ${card.numeral}, {dit|évoque} ${deg}.`,
        `Sous ${w.name}, ${period} se {teinte|colore} ${deFr(deg)}, avec un peu ${deFr(s3)}.`,
        `Nombre ${card.numeral}, ${deg} : pour ${period}, ${w.name} parle ${ofFr(s3)}.`,
        `C’est ${deg}, et la part ${deFr(s3)}, que ${w.name} (${card.numeral}) {apporte|donne|offre} à ${period}.`,
      ])
    : pick.pick([
        `As arcanum ${card.numeral}, ${w.name} {speaks of|tells of} ${deg}; for ${period}, the key is ${theEn(s3)}.`,
        `${capitalise(w.name)} (${card.numeral}) {colours|tints} ${period} with ${deg}, and with ${theEn(s3)}.`,
        `${capitalise(w.name)} also speaks of ${theEn(s3)}; its number, ${card.numeral}, tells of ${deg}.`,
        `Under ${w.name}, ${period} takes on ${deg}, with a {touch|hint} of ${theEn(s3)}.`,
        `Number ${card.numeral}, ${deg}: ${w.name} {gives|hands} ${period} its key, ${s3}.`,
        `${capitalise(deg)}, ${s3}: that is what ${w.name} (${card.numeral}) holds for ${period}.`,
      ]);
}

/** Options 2–3: the answer, the cards in their places (by stage when dated), echoes, advice, synthesis. */
export function tarotLong(f: TarotFacts, pick: Picker): WrittenParagraph[] {
  const fr = f.lang === 'fr';
  const period =
    f.option === 3
      ? fr
        ? 'l’année qui vient'
        : 'the year ahead'
      : fr
        ? 'vos trois prochains mois'
        : 'your next three months';
  const first = answer({ ...f, question: f.question }, pick, fr ? 'L’essentiel' : 'The essentials');
  // The period named with the card that answers, so that the lead does not read the same in every reading.
  const lead = cardWords(answerCard(f).card_id, f.lang);
  first.text = `${pick.pick(fr ? [`Pour ${period}, ${lead.name} donne le ton.`, `${capitalise(period)} : ${lead.name} en tient la clé.`, `Sur ${period}, ${lead.name} ouvre la voie.`] : [`For ${period}, ${lead.name} sets the tone.`, `${capitalise(period)}: ${lead.name} holds the key.`, `Over ${period}, ${lead.name} leads.`])} ${first.text}`;
  first.facts.push('period');
  const out: WrittenParagraph[] = [withTimingCaveat(first, f, 'draw')];
  out.push(
    ...cardsInTheirPlaces(
      f,
      pick,
      pick.pick(
        fr
          ? ['Vos cartes, une à une', 'Le tirage en détail', 'Les lames et leur message']
          : ['Your cards, one by one', 'The draw in detail', 'What each card says'],
      ),
    ),
  );
  const told = story(f, fr ? 'Les regards et les figures' : 'Gazes and figures');
  if (told) out.push(told);
  // Each card read in depth, in the order of the draw (issue 38: a long reading of real length).
  f.cards.forEach((c, i) =>
    out.push(
      cardDepth(
        f,
        c,
        pick,
        i === 0
          ? pick.pick(
              fr
                ? ['Chaque lame en profondeur', 'Image, nombre et sens de chaque carte']
                : ['Each card in depth', 'Image, number and meaning of each card'],
            )
          : undefined,
      ),
    ),
  );
  pushSections(out, f, pick, f.lang, [
    [spreadStory, 'Le fil du tirage', 'The thread of the draw'],
    [pairsReading, 'Les cartes deux à deux', 'The cards in pairs'],
    [numbersPath, 'Le chemin des nombres', 'The road of the numbers'],
    [suitsBalance, 'Couleurs et arcanes', 'Suits and arcana'],
    [echoes, 'Les échos du tirage', 'Echoes in the draw'],
  ]);
  const counsel = advice(
    f,
    pick,
    fr ? 'Ce que vous pouvez en faire' : 'What you can do with it',
    false,
    true,
  );
  counsel.text += seizeAndWatch(f, pick);
  counsel.facts = [
    ...new Set([...counsel.facts, ...f.cards.filter((c) => !spreadPositionOf(f, c)?.computed).map(id)]),
  ];
  out.push(counsel);
  pushSections(out, f, pick, f.lang, [
    [plan, 'Un plan en trois temps', 'A plan in three stages'],
    [selfQuestions, 'Questions à vous poser', 'Questions to ask yourself'],
  ]);
  const croix = hasComputedCard(f);
  const last = synthesisCard(
    f,
    pick,
    croix
      ? fr
        ? 'La somme des cinq cartes'
        : 'The sum of the five cards'
      : fr
        ? 'La carte de synthèse'
        : 'The synthesis card',
  );
  last.text = `${last.text} ${synthesisDepth(f, pick)}`;
  out.push(last);
  // The question's subject in the customer's words a few times, not in every paragraph.
  const asked = askedOf(f.question, topicWords(f.lang, f.topic), f.lang, carriedQuestion(f));
  return asked.kind === 'topic' ? out : spareEcho(out, askedRef(asked), f.lang);
}

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
  capitalise,
  careLead,
  aFr,
  counted,
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
import { topicWords } from './offline-phrases';
import { horizonBeyond, withTimingCaveat } from './question-timing';
import { joinList, type Picker } from './pick';
import { answerCard, cardWords, lean, roleOf, type Role } from './tarot-voice';

type Lang = 'fr' | 'en';
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
    ? `${w.name},${c.reversed ? ` ${orient(c, 'fr')},` : ''} en position « ${c.position_name} »`
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

function subjectOf(f: TarotFacts): string {
  return askedRef(askedOf(f.question, topicWords(f.lang, f.topic), f.lang, carriedQuestion(f)));
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
  if (!f.question || !isClosedQuestion(f.question, lang) || care || horizonBeyond(f)) {
    const lead = care ? careLead(asked, care, lang, pick) : openLead(asked, lang, pick);
    text = fr
      ? `${lead} ${pick.pick([`${k1}. C’est ce que dit ${placed(f, key, pick)}, avec ${k2} en arrière-plan.`, `${k1}, que ${placed(f, key, pick)}, place devant, ${k2} à l’appui.`, `${k1}, et ${k2} en second, que porte ${placed(f, key, pick)}.`])}`
      : `${lead} ${pick.pick([`${k1}, with ${k2} in the background, as ${placed(f, key, pick)} says.`, `${k1}, brought forward by ${placed(f, key, pick)}, with ${k2} beside it.`, `${k1}, and ${k2} second, carried by ${placed(f, key, pick)}.`])}`;
  } else {
    const verdict = stanceWords(stance, lang, pick);
    text = fr
      ? `${verdictSentence(asked, verdict, 'cards', 'fr', pick)} ${capitalise(placed(f, key, pick))}, parle ${deFr(k1)} et ${deFr(k2)}.`
      : `${verdictSentence(asked, verdict, 'cards', 'en', pick)} ${capitalise(placed(f, key, pick))}, speaks of ${k1} and ${k2}.`;
  }
  const facts = [id(key)];
  if (stance === 'not_yet' && help) {
    text += fr
      ? ` Ce n’est pas un refus définitif : ${cardWords(help.card_id, 'fr').name} montre ce qui peut faire basculer les choses (« ${help.keywords[0]} »).`
      : ` It is not a final no: ${cardWords(help.card_id, 'en').name} shows what can tip the balance (“${help.keywords[0]}”).`;
    facts.push(id(help));
  } else if (stance === 'conditional' && brake) {
    text += fr
      ? ` La condition tient dans ${cardWords(brake.card_id, 'fr').name} : il faudra d’abord composer avec ce qu’${cardWords(brake.card_id, 'fr').it} annonce (« ${brake.keywords[0]} »).`
      : ` The condition lies in ${cardWords(brake.card_id, 'en').name}: what it announces (“${brake.keywords[0]}”) has to be faced first.`;
    facts.push(id(brake));
  } else if (f.cards.length === 1) {
    text += fr ? ` Une seule carte, donc une réponse directe.` : ` One card, so a direct answer.`;
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
          'Ce qui vous porte d’abord :',
          'Du côté des appuis, vous pouvez compter sur',
          carry.length > 1 ? 'Plusieurs cartes travaillent pour vous :' : 'Une carte travaille pour vous :',
        ])
      : pick.pick([
          'What carries you first:',
          'For support, you can count on',
          carry.length > 1 ? 'Several cards work in your favour:' : 'One card works in your favour:',
        ]);
    const tail = fr
      ? carry.length > 1
        ? ` Ensemble, ${carry.length === 2 ? 'ces deux cartes' : 'ces cartes'} vont dans le même sens — ${carry[0]!.keywords[1] ?? carry[0]!.keywords[0]}, ${carry[1]!.keywords[1] ?? carry[1]!.keywords[0]} — et se renforcent l’une l’autre.`
        : ` C’est votre ressource la plus sûre : ${carry[0]!.keywords.slice(1, 3).join(' et ')}.`
      : carry.length > 1
        ? ` Together they point the same way — ${carry[0]!.keywords[1] ?? carry[0]!.keywords[0]}, ${carry[1]!.keywords[1] ?? carry[1]!.keywords[0]} — and strengthen each other.`
        : ` It is your surest resource: ${carry[0]!.keywords.slice(1, 3).join(' and ')}.`;
    out.push(para(`${lead} ${list(carry)}.${tail}`, carry.map(id), heading));
  }
  if (hold.length) {
    const lead = fr
      ? pick.pick([
          'Ce qui freine est tout aussi clair :',
          'En face, une résistance :',
          'Reste ce qui tire dans l’autre sens :',
        ])
      : pick.pick([
          'What holds you back is just as clear:',
          'Facing this, a resistance:',
          'Then there is what pulls the other way:',
        ]);
    const first = hold[0]!;
    const tail = fr
      ? first.reversed
        ? ` Sorti${cardWords(first.card_id, 'fr').e} renversé${cardWords(first.card_id, 'fr').e}, ${cardWords(first.card_id, 'fr').name} dit que cette difficulté se desserre déjà : une fois nommée (« ${first.keywords[1] ?? first.keywords[0]} »), elle perd de sa force.`
        : ` Ce n’est pas une fatalité : c’est l’endroit précis où votre attention sera la plus utile, ${first.keywords[1] ?? first.keywords[0]} compris.`
      : first.reversed
        ? ` Coming out reversed, ${cardWords(first.card_id, 'en').name} says this difficulty is already loosening: once you name it (“${first.keywords[1] ?? first.keywords[0]}”), it loses its hold.`
        : ` It is not fate: it is exactly where your attention will be most useful, ${first.keywords[1] ?? first.keywords[0]} included.`;
    out.push(para(`${lead} ${list(hold)}.${tail}`, hold.map(id), out.length ? undefined : heading));
  }
  if (open.length) {
    const ref = subjectOf(f);
    const many = open.length > 1;
    const word = open[0]!.keywords[1] ?? open[0]!.keywords[0];
    const text = fr
      ? `${capitalise(list(open))}, ${many ? 'restent en suspens' : 'reste en suspens'} : ${pick.pick(
          [
            `c’est là que ${ref} peut encore pencher d’un côté ou de l’autre`,
            `« ${word} » prendra pour ${ref} la forme que vous ${many ? 'leur' : 'lui'} donnerez`,
            `rien n’y est écrit d’avance pour ${ref}, et c’est là que votre marge est la plus grande`,
            `${many ? 'elles attendent' : 'elle attend'} un geste de votre part avant de dire ${many ? 'leur' : 'son'} mot sur ${ref}`,
            `sur ${ref}, ${many ? 'ces cartes ne tranchent' : 'cette carte ne tranche'} pas ; c’est votre manière de vivre « ${word} » qui le fera`,
          ],
          'open',
        )}.`
      : `${capitalise(list(open))}, ${many ? 'remain open' : 'remains open'}: ${pick.pick(
          [
            `this is where ${ref} can still tip one way or the other`,
            `“${word}” will take, for ${ref}, whatever shape you give ${many ? 'them' : 'it'}`,
            `nothing there is written in advance for ${ref}, and that is where you have the most room`,
            `${many ? 'they wait' : 'it waits'} for a move from you before having ${many ? 'their' : 'its'} say on ${ref}`,
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
  const suitWords: Record<string, { fr: string; en: string }> = {
    coupes: { fr: 'les Coupes, le cœur et les liens', en: 'Cups, the heart and bonds' },
    deniers: { fr: 'les Deniers, le concret et l’argent', en: 'Coins, the concrete and money' },
    batons: { fr: 'les Bâtons, l’élan et l’action', en: 'Wands, drive and action' },
    epees: { fr: 'les Épées, la pensée et les décisions', en: 'Swords, thought and decisions' },
  };
  if (majors.length * 2 > cards.length) {
    sentences.push(
      fr
        ? pick.pick([
            `${capitalise(counted(majors.length, 'fr'))} cartes sur ${counted(cards.length, 'fr')} sont des arcanes majeurs : la question dépasse le quotidien et touche un tournant de fond.`,
            `Les arcanes majeurs dominent (${counted(majors.length, 'fr')} sur ${counted(cards.length, 'fr')}) : ce qui se joue engage davantage que les affaires du jour.`,
            `Avec ${counted(majors.length, 'fr')} arcanes majeurs sur ${counted(cards.length, 'fr')} cartes, le tirage parle d’une étape de vie plus que d’un simple événement.`,
          ])
        : pick.pick([
            `${capitalise(counted(majors.length, 'en'))} of ${counted(cards.length, 'en')} cards are major arcana: the question goes beyond daily life and touches a deeper turning point.`,
            `The major arcana dominate (${counted(majors.length, 'en')} of ${counted(cards.length, 'en')}): what is at stake goes further than the day’s business.`,
            `With ${counted(majors.length, 'en')} major arcana among ${counted(cards.length, 'en')} cards, the draw speaks of a stage of life more than of a mere event.`,
          ]),
    );
    cited.push(...majors.map((x) => x.c));
  } else if (majors.length === 0) {
    sentences.push(
      fr
        ? pick.pick([
            'Aucun arcane majeur : tout se joue dans le concret, à portée de vos décisions de tous les jours.',
            'Pas un seul arcane majeur dans ce tirage : la réponse est entre vos mains, dans les gestes ordinaires.',
            'Le tirage ne compte que des arcanes mineurs : rien de fatal ici, seulement des choix pratiques.',
          ])
        : pick.pick([
            'No major arcana: everything plays out in concrete matters, within reach of your everyday decisions.',
            'Not a single major arcanum in this draw: the answer is in your hands, in ordinary gestures.',
            'The draw holds only minor arcana: nothing fated here, only practical choices.',
          ]),
    );
  }
  // A suit is named only when it leads alone: two of each is no ground (the symbolic part says so).
  const [suit, runnerUp] = [...bySuit.entries()].sort((a, b) => b[1].length - a[1].length);
  if (suit && suit[1].length >= 2 && (!runnerUp || runnerUp[1].length < suit[1].length)) {
    const n = counted(suit[1].length, f.lang);
    sentences.push(
      fr
        ? pick.pick([
            `${capitalise(n)} cartes appartiennent à la même famille, ${suitWords[suit[0]]!.fr} : c’est par là que passe l’essentiel.`,
            `Une couleur revient ${n} fois, ${suitWords[suit[0]]!.fr} : la réponse se joue là.`,
            `${capitalise(n)} cartes de la même couleur, ${suitWords[suit[0]]!.fr}, donnent le ton : tout se décide là.`,
          ])
        : pick.pick([
            `${capitalise(n)} cards belong to the same family, ${suitWords[suit[0]]!.en}: the heart of it lies there.`,
            `One suit returns ${suit[1].length === 2 ? 'twice' : `${n} times`}, ${suitWords[suit[0]]!.en}: the answer’s ground.`,
            `${capitalise(n)} cards of one suit, ${suitWords[suit[0]]!.en}, set the tone: all is decided there.`,
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
          )} portent le même nombre, ${rank[0]} : ${pick.pick([`« ${rank[1][0]!.keywords[0] ?? ''} » revient avec insistance`, `« ${rank[1][0]!.keywords[0] ?? ''} », un thème sous deux visages`])}.`
        : `${capitalise(
            joinList(
              rank[1].map((c) => cardWords(c.card_id, 'en').name),
              'en',
            ),
          )} share the number ${rank[0]}: ${pick.pick([`“${rank[1][0]!.keywords[0] ?? ''}” keeps returning`, `“${rank[1][0]!.keywords[0] ?? ''}”, one theme in two guises`])}.`,
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
            `Avec ${counted(reversed.length, 'fr')} cartes renversées, le tirage demande de la patience : une part de la situation mûrit encore.`,
            `${capitalise(counted(reversed.length, 'fr'))} cartes sont sorties renversées : certaines choses ne sont pas encore prêtes à se montrer.`,
          ])
        : pick.pick([
            `With ${counted(reversed.length, 'en')} cards reversed, the draw asks for patience: part of the situation is still ripening.`,
            `${capitalise(counted(reversed.length, 'en'))} cards came out reversed: some things are not yet ready to show themselves.`,
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
  const subject = subjectOf(f);
  const [k1 = '', kw = k1, k3] = c.keywords;
  // Keywords are bare nouns (« maîtrise du métier »): they follow a colon or stand in quotes, never
  // straight after a verb. A reversed advice card names what to untie, not what to lean on.
  const step = c.reversed
    ? fr
      ? pick.pick([
          `Concrètement, pour ${subject}, ${w.name}, sorti${w.e} renversé${w.e}, désigne ce qu’il faut d’abord dénouer : ${k1}${k3 ? ` et ${k3}` : ''}.`,
          `Le premier pas, pour ${subject}, est de desserrer ce que ${w.name} renversé${w.e} met en lumière : ${k1}${k3 ? `, puis ${k3}` : ''}.`,
          ...(long
            ? [
                `Pour ${subject}, ${w.name}, renversé${w.e}, demande de défaire un nœud : « ${k1} »${k3 ? `, puis « ${k3} »` : ''}.`,
              ]
            : []),
        ])
      : pick.pick([
          `In practice, for ${subject}, ${w.name}, reversed, names what to untie first: ${k1}${k3 ? ` and ${k3}` : ''}.`,
          `The first step, for ${subject}, is to loosen what the reversed ${w.name.replace(/^the /, '')} brings to light: ${k1}${k3 ? `, then ${k3}` : ''}.`,
          ...(long
            ? [
                `For ${subject}, ${w.name}, reversed, asks you to undo a knot: “${k1}”${k3 ? `, then “${k3}”` : ''}.`,
              ]
            : []),
        ])
    : fr
      ? pick.pick([
          `Concrètement, pour ${subject}, ${w.name} vous suggère une piste, « ${k1} »${k3 ? `, et un second mot, « ${k3} »` : ''}.`,
          `Le pas à faire maintenant, pour ${subject}, tient en un mot : ${k1}${k3 ? ` (et, derrière lui, ${k3})` : ''}. C’est le conseil ${w.of}.`,
          `Par où commencer, pour ${subject} ? ${w.Name} vous indique le mot « ${k1} »${k3 ? `, puis « ${k3} »` : ''}.`,
          ...(long
            ? [
                `Pour ${subject}, partez ${deFr(w.name)} : « ${k1} »${k3 ? `, et en second lieu « ${k3} »` : ''}.`,
                `C’est par « ${k1} » que ${w.name} vous fait commencer, pour ${subject}.`,
                `${capitalise(w.name)} ouvre la marche pour ${subject} : « ${k1} » d’abord${k3 ? `, « ${k3} » ensuite` : ''}.`,
              ]
            : []),
        ])
      : pick.pick([
          `In practice, for ${subject}, ${w.name} suggests a lead, “${k1}”${k3 ? `, and a second word, “${k3}”` : ''}.`,
          `The step to take, for ${subject}, fits in a single word: ${k1}${k3 ? ` (and, behind it, ${k3})` : ''}. That is the advice ${w.of}.`,
          `Where to begin with ${subject}? ${w.Name} points you to the word “${k1}”${k3 ? `, then “${k3}”` : ''}.`,
          ...(long
            ? [
                `For ${subject}, start from ${w.name}: “${k1}”${k3 ? `, and next “${k3}”` : ''}.`,
                `That is where ${w.name} has you begin, for ${subject}: “${k1}”.`,
                `${capitalise(w.name)} leads the way for ${subject}: “${k1}” first${k3 ? `, “${k3}” next` : ''}.`,
              ]
            : []),
        ]);
  const unfixed = fr
    ? ` Rien n’est figé : c’est sur « ${kw} » que vous avez le plus de prise, pour peu que vous vous en occupiez.`
    : ` Nothing is fixed: “${kw}” is where you have the most hold, if you tend to it.`;
  const freedom = c.reversed
    ? loosened
      ? unfixed
      : pick.pick([
          fr
            ? ` Ce nœud n’a rien de définitif : une fois nommé, « ${kw} » perd déjà de sa force.`
            : ` This knot is not final: once named, “${kw}” already loses its hold.`,
          unfixed,
        ])
    : fr
      ? pick.pick([
          ` À votre façon : le choix de « ${kw} » vous appartient, à votre heure.`,
          // Agreed with the asker when the account's sex is known (a tarot form asks none).
          ` Vous restez ${agree(f, { m: 'seul juge', f: 'seule juge', x: 'libre' })} : le mot « ${kw} » indique une pente, pas un destin.`,
          ` Jusqu’où aller ? À vous de voir : le mot « ${kw} » ouvre une direction, pas une obligation.`,
          ` ${agree(f, { m: 'Vous n’êtes tenu à rien', f: 'Vous n’êtes tenue à rien', x: 'Rien ne vous oblige' })} : du mot « ${kw} », prenez ce qui vous parle.`,
          ...(long
            ? [
                ` Prenez votre temps : « ${kw} » marque une direction, et c’est vous qui donnez le rythme.`,
                ` Voyez dans « ${kw} » une invitation, que vous suivrez à votre manière.`,
              ]
            : []),
        ])
      : pick.pick([
          ` The choice is yours: “${kw}”, your way, at your own pace.`,
          ` You remain free: the word “${kw}” shows a slope, not a fate.`,
          ` How far to go? Yours to judge: the word “${kw}” opens a direction, not an obligation.`,
          ` Nothing binds you: from the word “${kw}”, take what speaks to you today.`,
          ...(long
            ? [
                ` Take your time: “${kw}” marks a direction, and you set the pace.`,
                ` Take “${kw}” as an invitation, to follow as you see fit.`,
              ]
            : []),
        ]);
  return para(`${step}${freedom}`, [id(c)], heading);
}

function synthesisCard(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const s = f.synthesis;
  const w = cardWords(s.card_id, f.lang);
  const name = f.first_name.trim();
  const echo = s.in_draw
    ? fr
      ? ` ${capitalise(w.it)} figure déjà dans votre tirage : son message compte double.`
      : ' It is already in your draw: its message counts twice.'
    : '';
  const [s1 = '', s2 = ''] = cardById(s.card_id).upright.keywords[f.lang];
  // The croix already has a synthesis, its centre, computed from four cards: the sum of all five is
  // told as going beyond it, so that two cards are never both called « the synthesis ».
  const croix = hasComputedCard(f);
  const toCard = w.name.startsWith('le ') ? `au ${w.name.slice(3)}` : `à ${w.name}`;
  // No run of more than six fixed words between the card, the sum and the keywords: a longer one reads
  // the same in every reading (the frame share of the reading-quality bench).
  const centre = f.cards.find((c) => spreadPositionOf(f, c)?.computed);
  const centreName = centre ? cardWords(centre.card_id, f.lang).name : '';
  const sumFr = croix
    ? `Vos cinq cartes, au-delà ${deFr(centreName)} au centre, font ${s.sum} : ${w.name}`
    : pick.pick([
        `Additionnées, vos cartes donnent ${s.sum} : ${w.name}, votre carte de synthèse`,
        `La somme du tirage, ${s.sum}, désigne ${w.name} comme synthèse`,
        `Le total, ${s.sum}, fait apparaître ${w.name} en synthèse`,
        `${s.sum} au total : la synthèse revient ${toCard}`,
        `La somme, ${s.sum}, fait ressortir ${w.name}, votre carte de synthèse`,
      ]);
  const sumEn = croix
    ? `Your five cards, beyond ${centreName} at the centre, make ${s.sum}: ${w.name}`
    : pick.pick([
        `Add up your cards: ${s.sum}, ${w.name}, your synthesis card`,
        `Summed, the draw gives ${s.sum}: ${w.name} as the synthesis`,
        `The total, ${s.sum}, brings out ${w.name} as the synthesis`,
        `${s.sum} in all: ${w.name} as synthesis`,
        `The sum, ${s.sum}, brings up ${w.name}, your synthesis card`,
      ]);
  const text = fr
    ? `${sumFr}.${echo} ${name ? `${name}, gardez` : 'Gardez'} ${pick.pick([`« ${s1} » en tête : le fil du tirage`, `« ${s1} » et « ${s2} » comme mots de passe`, `l’image ${w.of} en tête, et son mot : « ${s1} »`, `« ${s1} » en tête : le mot ${w.of} pour ${f.option === 3 ? 'les mois' : 'les semaines'} à venir`, `à l’esprit « ${s1} », puis « ${s2} » : ce que dit ${w.name}`])}.`
    : `${sumEn}.${echo} ${name ? `${name}, keep` : 'Keep'} ${pick.pick([`${s1} in mind, the draw’s thread`, `${s1} and ${s2} as your passwords`, `the image ${w.of} in mind, and its word: ${s1}`, `${s1} close: the word ${w.of} for the ${f.option === 3 ? 'months' : 'weeks'} ahead`, `in mind ${s1}, then ${s2}: what ${w.name} says`])}.`;
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
    fr: 'le commencement : tout y est en puissance, rien n’est encore fait',
    en: 'the beginning: everything is there in potential, nothing is done yet',
  },
  2: {
    fr: 'la gestation : on rassemble, on attend, on se prépare à deux',
    en: 'gestation: gathering, waiting, getting ready in twos',
  },
  3: {
    fr: 'l’élan : une force qui jaillit avant de savoir où elle va',
    en: 'the surge: a force that springs up before it knows where it is going',
  },
  4: {
    fr: 'l’assise : ce qui tient, quitte à tenir immobile',
    en: 'footing: what holds, even if it holds still',
  },
  5: {
    fr: 'le pont : un idéal neuf qui fait quitter la stabilité acquise',
    en: 'the bridge: a new ideal that pulls you off the ground you had',
  },
  6: {
    fr: 'le plaisir : faire ce que l’on aime, avec qui l’on aime',
    en: 'pleasure: doing what you love, with whom you love',
  },
  7: {
    fr: 'l’action : l’engagement le plus actif dans le monde',
    en: 'action: the most active commitment in the world',
  },
  8: { fr: 'l’équilibre atteint : la perfection tranquille', en: 'balance reached: a quiet perfection' },
  9: {
    fr: 'la crise féconde : une fin qui prépare un départ',
    en: 'the fruitful crisis: an end that prepares a departure',
  },
  10: {
    fr: 'la fin d’un cycle : le plein qui se vide pour recommencer',
    en: 'the end of a cycle: fullness emptying so as to begin again',
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
  const ref = subjectOf(f);
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
          ? `Arcane ${card.numeral}, ${words.name} se tient au degré ${degree} du cycle des nombres, ${DEGREES[degree!]!.fr}${card.rank > 10 ? ', dans la seconde série des majeurs, celle qui regarde vers l’intérieur et l’au-delà de soi' : ''}.`
          : `Arcanum ${card.numeral}, ${words.name} stands at degree ${degree} of the cycle of numbers, ${DEGREES[degree!]!.en}${card.rank > 10 ? ', in the second series of the majors, the one that looks inwards and beyond oneself' : ''}.`
      : degree
        ? fr
          ? `Son nombre, ${degree}, dit ${DEGREES[degree]!.fr} ; sa couleur, les ${suit!.plural.fr} (${suit!.elementName.fr}), place cela sur le terrain ${field!.fr}.`
          : `Its number, ${degree}, speaks of ${DEGREES[degree]!.en}; its suit, ${suit!.plural.en} (${suit!.elementName.en}), sets this in the field of ${field!.en}.`
        : fr
          ? `Figure de cour, ${COURTS[card.rank]!.fr} — ici les ${suit!.plural.fr}, le terrain ${field!.fr}.`
          : `A court card: ${COURTS[card.rank]!.en} — here ${suit!.plural.en}, the field of ${field!.en}.`;
  const [k0 = '', k1 = k0] = c.keywords;
  const tie = fr
    ? pick.pick(
        [
          `Pour ${ref}, cela veut dire que « ${k0} » vient d’abord, et que « ${k1} » se gagne ensuite.`,
          `Rapporté à ${ref}, le tirage vous place là : « ${k0} » d’abord, « ${k1} » comme prochain pas.`,
          `Appliqué à ${ref}, c’est par « ${k0} » que les choses bougeront, puis par « ${k1} ».`,
        ],
        'single',
      )
    : pick.pick(
        [
          `For ${ref}, this means “${k0}” comes first, and “${k1}” is earned after.`,
          `Brought to ${ref}, the draw puts you here: “${k0}” first, “${k1}” as the next step.`,
          `Applied to ${ref}, things will move through “${k0}”, then through “${k1}”.`,
        ],
        'single',
      );
  const orientation = c.reversed
    ? fr
      ? ` Sortie renversée, la carte dit la même chose empêchée ou retournée vers l’intérieur : ce que son nombre promet demande d’abord d’être dégagé.`
      : ` Coming out reversed, the card says the same thing held back or turned inwards: what its number promises first needs clearing.`
    : '';
  const reach =
    card.arcana === 'major'
      ? fr
        ? `Un arcane majeur tiré seul donne à la question une portée qui dépasse le quotidien : ${ref} engage plus qu’une affaire de quelques semaines.`
        : `A major arcanum drawn alone gives the question a reach beyond daily life: ${ref} involves more than a matter of a few weeks.`
      : card.rank > 10
        ? fr
          ? `Une figure tirée seule désigne souvent une personne, vous ou quelqu’un de proche : demandez-vous qui, autour de ${ref}, tient ce rôle.`
          : `A court card drawn alone often stands for a person, you or someone close: ask yourself who, around ${ref}, plays that part.`
        : fr
          ? `Une carte mineure tirée seule ramène la question au concret : ${ref} se joue dans des gestes ordinaires, à votre portée.`
          : `A minor card drawn alone brings the question down to earth: ${ref} plays out in ordinary gestures within your reach.`;
  // A major is read between its neighbours in the sequence of the arcana: where it comes from, where
  // it goes (Le Mat, without number, walks beside them all).
  let sequence = '';
  if (card.arcana === 'major' && card.rank > 0) {
    const prev = majorByNumber(card.rank - 1);
    const next = card.rank < 21 ? majorByNumber(card.rank + 1) : null;
    const kw = (x: typeof prev) => x.upright.keywords[f.lang][0] ?? '';
    sequence = next
      ? fr
        ? ` Dans la suite des arcanes, qui se lit comme un chemin, ${words.name} a laissé derrière ${words.e ? 'elle' : 'lui'} le temps de « ${kw(prev)} » et marche vers celui de « ${kw(next)} » : pour vous aussi, une étape se ferme et la suivante s’annonce.`
        : ` In the sequence of the arcana, read as a road, ${words.name} has left the time of “${kw(prev)}” behind and walks towards that of “${kw(next)}”: for you too, one stage closes and the next announces itself.`
      : fr
        ? ` Dernier des arcanes, ${words.name} accomplit un chemin ouvert depuis le temps de « ${kw(prev)} » : il n’y a plus qu’à en recueillir le fruit.`
        : ` Last of the arcana, ${words.name} completes a road opened since the time of “${kw(prev)}”: all that is left is to gather its fruit.`;
  } else if (card.arcana === 'major')
    sequence = fr
      ? ` Le Mat marche à côté de la suite des arcanes plutôt que dedans : il rappelle que ${subjectOf(f)} peut sortir des chemins prévus, et qu’ici l’élan compte davantage que le plan.`
      : ` The Fool walks beside the sequence of the arcana rather than in it: a reminder that ${subjectOf(f)} can leave the planned roads, and that here the impulse counts for more than the plan.`;
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
            ? `${w.Name} regarde vers la gauche, vers ce qui est derrière vous : la réponse passe par ce que vous avez déjà vécu${face.reversed ? ', et la carte renversée retourne ce regard vers le passé' : ''}.`
            : g === 'right'
              ? `${w.Name} regarde vers la droite, vers ce qui vient : la réponse est devant vous, dans ce qui ne s’est pas encore produit${face.reversed ? ', la carte renversée tournant ce regard vers l’avenir' : ''}.`
              : `${w.Name} vous regarde de face : la carte ne se tourne ni vers le passé ni vers l’avenir, elle vous parle de ce que vous êtes maintenant.`
          : g === 'left'
            ? `${w.Name} looks to the left, towards what lies behind you: the answer goes through what you have already lived${face.reversed ? ', the reversed card turning its gaze back to the past' : ''}.`
            : g === 'right'
              ? `${w.Name} looks to the right, towards what is coming: the answer lies ahead of you, in what has not happened yet${face.reversed ? ', the reversed card turning its gaze to the future' : ''}.`
              : `${w.Name} faces you: the card turns neither to the past nor to the future; it speaks of who you are now.`,
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
  pensée: { fr: 'vos pensées et vos décisions', en: 'your thoughts and decisions' },
  mind: { fr: 'vos pensées et vos décisions', en: 'your thoughts and decisions' },
  cœur: { fr: 'votre cœur et vos liens', en: 'your heart and your bonds' },
  heart: { fr: 'votre cœur et vos liens', en: 'your heart and your bonds' },
  concret: { fr: 'votre vie matérielle', en: 'your material life' },
  'material life': { fr: 'votre vie matérielle', en: 'your material life' },
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
  const l = lean(c);
  // A plural subject (« vos appuis », « votre cœur et vos liens ») takes a plural verb and pronoun.
  const many = isPlural(R, f.lang);
  // A helpful card in an adverse place (the obstacle, « le contre ») eases it: it does not feed it.
  const adverse = role === 'obstacle' && !/jugement/i.test(positionName(f, c) ?? '');
  if (fr) {
    if (l > 0)
      return pick.pick(
        [
          `Pour ${R}, ${w.name} joue en votre faveur : ${both}.`,
          `${w.Name} donne ${aFr(R)} une couleur favorable : ${both}.`,
          `Bon signe pour ${R} : ${w.name} met ${both} à votre portée.`,
          `${w.Name} éclaire ${R} d’un jour porteur : ${both}.`,
          `Du côté ${deFr(R)}, ${w.name} ouvre une porte : ${both}.`,
          adverse
            ? `${w.Name} adoucit ${R} : ${both}.`
            : `${w.Name} apporte ${aFr(R)} ce qui ${many ? 'leur' : 'lui'} manquait : ${both}.`,
          `Ici, ${w.name} vous tend la main ; pour ${R}, cela s’appelle ${both}.`,
          adverse
            ? `À cette place, ${w.name} allège ${R} : ${both}.`
            : `Rien ne freine ${w.name} à cette place, et ${R} y ${many ? 'gagnent' : 'gagne'} : ${both}.`,
        ],
        'lean+',
      );
    if (l < 0)
      return pick.pick(
        [
          `Pour ${R}, ${w.name} signale le point à travailler : ${both}.`,
          `${w.Name} met ${R} à l’épreuve (${both}) : rien de fatal, mais un point à surveiller.`,
          `Du côté ${deFr(R)}, ${w.name} demande de la vigilance : ${both}.`,
          `${w.Name} freine ${R} ; ses mots, ${both}, disent où porter votre attention.`,
          `À cette place, ${w.name} pointe une fragilité ${deFr(R)} : ${both}.`,
          `${w.Name} invite à ralentir sur ${R} : ${both} demandent du temps.`,
          `Pour ${R}, ${w.name} montre ce qui coince encore : ${both}.`,
          `${w.Name} avertit sans condamner : pour ${R}, ${both}.`,
        ],
        'lean-',
      );
    return pick.pick(
      [
        `Pour ${R}, ${w.name} ne tranche pas : ${both}, dans un sens ou dans l’autre selon ce que vous en ferez.`,
        `Sur ${R}, ${w.name} interroge plus qu’${w.it} n’affirme : ${both}, et c’est à vous d’en fixer le sens.`,
        `Avec ${w.name}, ${R} ${many ? 'dépendent' : 'dépend'} de vos choix : ${both} peuvent servir ou peser.`,
        `${w.Name} laisse la main : pour ${R}, ${both} auront le sens choisi par vous.`,
        `Ni promesse ni menace pour ${R} : ${w.name} apporte ${both}, à vous d’en user.`,
        `${w.Name} tient ${R} en équilibre entre ${both}.`,
        `Pour ${R}, ${w.name} demande un choix : ${both}.`,
        `${w.Name} reste ${w.e ? 'discrète' : 'discret'} sur ${R} ; ses mots, ${both}, attendent votre geste.`,
      ],
      'lean0',
    );
  }
  if (l > 0)
    return pick.pick(
      [
        `For ${R}, ${w.name} works in your favour: ${both}.`,
        `${w.Name} gives ${R} a favourable colour: ${both}.`,
        `A good sign for ${R}: ${w.name} puts ${both} within your reach.`,
        `${w.Name} lights ${R} in a helpful way: ${both}.`,
        `As for ${R}, ${w.name} opens a door: ${both}.`,
        adverse
          ? `${w.Name} softens ${R}: ${both}.`
          : `${w.Name} brings ${R} what ${many ? 'they' : 'it'} lacked: ${both}.`,
        `Here ${w.name} holds out a hand; for ${R}, that means ${both}.`,
        adverse
          ? `In this place, ${w.name} eases ${R}: ${both}.`
          : `Nothing holds ${w.name} back in this place, and ${R} ${many ? 'gain' : 'gains'} from it: ${both}.`,
      ],
      'lean+',
    );
  if (l < 0)
    return pick.pick(
      [
        `For ${R}, ${w.name} marks the point to work on: ${both}.`,
        `${w.Name} puts ${R} to the test (${both}): nothing fatal, but a point to watch.`,
        `As for ${R}, ${w.name} calls for care: ${both}.`,
        `${w.Name} slows ${R}; its words, ${both}, show where to put your attention.`,
        `In this place, ${w.name} points to a weakness in ${R}: ${both}.`,
        `${w.Name} asks you to slow down on ${R}: ${both} need time.`,
        `For ${R}, ${w.name} shows what still jams: ${both}.`,
        `${w.Name} warns without condemning: for ${R}, ${both}.`,
      ],
      'lean-',
    );
  return pick.pick(
    [
      `For ${R}, ${w.name} does not decide: ${both}, for you to weigh.`,
      `${w.Name} asks more than it answers about ${R}: ${both}, and the meaning is yours to give.`,
      `With ${w.name}, ${R} ${many ? 'stay' : 'stays'} open to your choices: ${both} can serve or weigh.`,
      `${w.Name} leaves you the hand: for ${R}, ${both} will mean what you choose.`,
      `Neither promise nor threat for ${R}: ${w.name} brings ${both}, yours to use.`,
      `${w.Name} holds ${R} in balance between ${both}.`,
      `For ${R}, ${w.name} asks for a choice: ${both}.`,
      `${w.Name} stays quiet on ${R}; its words, ${both}, wait for your move.`,
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
  'Le pour': ['now', 'ce qui plaide en votre faveur', 'what speaks in your favour'],
  'Le contre': ['now', 'ce qui plaide contre vous', 'what speaks against you'],
  'Le jugement': ['after', 'le jugement à porter', 'the judgement to make'],
  'La solution': ['after', 'la solution', 'the solution'],
  'Le passé': ['before', 'votre passé', 'your past'],
  'Le présent': ['now', 'le présent', 'the present'],
  'Les influences cachées': ['before', 'ce qui agit en coulisses', 'what works behind the scenes'],
  'L’obstacle': ['now', 'l’obstacle', 'the obstacle'],
  'L’entourage': ['now', 'votre entourage', 'the people around you'],
  'Le conseil': ['after', 'la conduite à tenir', 'the way to proceed'],
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
        'Ce que vous avez derrière vous est un appui, pas un poids.',
      ],
      en: ['So you start from solid ground.', 'What lies behind you is a support, not a weight.'],
    },
    down: {
      fr: [
        'Ce passé pèse encore : le reconnaître allège la suite.',
        'Ce qui est derrière vous demande encore à être soldé.',
      ],
      en: [
        'That past still weighs: acknowledging it lightens what follows.',
        'What lies behind you still asks to be settled.',
      ],
    },
    even: {
      fr: [
        'Votre point de départ est mêlé : ni acquis, ni fardeau.',
        'Ce que vous avez derrière vous est fait d’acquis et de restes à trier.',
      ],
      en: [
        'Your starting point is mixed: neither a given nor a burden.',
        'What lies behind you holds gains and leftovers to sort.',
      ],
    },
  },
  now: {
    up: {
      fr: [
        'Le présent joue pour vous, à condition de vous en servir.',
        'Le moment vous est favorable : c’est maintenant qu’il compte.',
        'Ce qui se joue maintenant travaille pour vous : ne le laissez pas passer.',
        'Le présent vous tend la main : saisissez-la pendant qu’elle est tendue.',
        'L’élan est là aujourd’hui : il ne demande qu’à être suivi.',
      ],
      en: [
        'The present works for you, provided you use it.',
        'The moment is on your side: now is when it counts.',
        'What is at play now works for you: do not let it pass.',
        'The present offers help: take it.',
        'The momentum is here today: it only asks to be followed.',
      ],
    },
    down: {
      fr: [
        'Le moment demande de l’effort plus que de l’inquiétude.',
        'Ce qui se joue maintenant demande de la méthode et un peu de patience.',
        'Ce qui résiste aujourd’hui se travaille, une chose après l’autre.',
      ],
      en: [
        'The moment asks for effort more than worry.',
        'What is at play now asks for method and some patience.',
        'What resists today can be worked on, one thing at a time.',
      ],
    },
    even: {
      fr: [
        'Tout reste ouvert : votre façon d’agir fera pencher la balance.',
        'Rien n’est joué : c’est là que vos choix pèsent le plus.',
        'Le présent hésite encore : à vous de lui donner une direction.',
      ],
      en: [
        'Everything stays open: the way you act will tip the balance.',
        'Nothing is settled: this is where your choices weigh most.',
        'The present still hesitates: it is up to you to give it a direction.',
      ],
    },
  },
  after: {
    up: {
      fr: ['La suite s’annonce porteuse, si vous restez dans ce mouvement.', 'Ce qui s’ouvre vous sert.'],
      en: ['What follows looks promising, if you keep to this movement.', 'What opens up goes your way.'],
    },
    down: {
      fr: [
        'La suite demande de la patience : rien n’est fermé, mais rien ne se fera seul.',
        'Ce qui vient se construira lentement, pas à pas.',
      ],
      en: [
        'What follows asks for patience: nothing is closed, but nothing will happen on its own.',
        'What comes will be built slowly, step by step.',
      ],
    },
    even: {
      fr: [
        'La suite dépend de vos choix plus que des cartes.',
        'Ce qui vient reste à écrire, et la plume est dans votre main.',
      ],
      en: [
        'What follows depends on your choices more than on the cards.',
        'What comes is still to be written, and the pen is in your hand.',
      ],
    },
  },
};

const positionName = (f: TarotFacts, c: CardFact): string | undefined => spreadPositionOf(f, c)?.name.fr;

function positionOf(f: TarotFacts, c: CardFact): [Movement, string] | null {
  const name = positionName(f, c);
  const entry = name ? POSITIONS[name] : undefined;
  if (!entry) return null;
  return [entry[0], f.lang === 'fr' ? entry[1] : entry[2]];
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
  return word ? `${word}${message.charAt(0).toLowerCase()}${message.slice(1)}` : message;
}

/**
 * Positional long spreads: the cards told as a story in three movements — what you start from, what is
 * at play now, where it leads — each card in one sentence that names its place by what it is about,
 * linked to the card before it. Null when a position of the spread is not known here.
 */
function movements(f: TarotFacts, pick: Picker): WrittenParagraph[] | null {
  const key = answerCard(f);
  const placed = f.cards.map((c) => ({ c, at: positionOf(f, c) }));
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
          ? `Entre le pour, ${a}, et le contre, ${b}, ${d > 0 ? 'le pour l’emporte : les arguments en votre faveur pèsent plus lourd.' : d < 0 ? 'le contre pèse plus lourd : prenez au sérieux ce qui résiste.' : 'la balance reste égale : c’est à vous de trancher.'}`
          : `With ${a} speaking for you and ${b} against, ${d > 0 ? 'the case for wins: the arguments in your favour weigh more.' : d < 0 ? 'the case against weighs more: take what resists seriously.' : 'the scales stay even: it is for you to decide.'}`,
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
    ? `Au total, sur ${count(told.length)} cartes, ${part(up, 'vous porte', 'vous portent')}, ${part(down, 'freine', 'freinent')} et ${part(told.length - up - down, 'reste ouverte', 'restent ouvertes')}.`
    : pick.pick([
        `All told, of ${count(told.length)} cards, ${part(up, 'carries you', 'carry you')}, ${part(down, 'holds you back', 'hold you back')} and ${part(told.length - up - down, 'stays open', 'stay open')}.`,
        `Counting the ${count(told.length)} cards: ${part(up, 'works for you', 'work for you')}, ${part(down, 'slows you', 'slow you')}, ${part(told.length - up - down, 'is undecided', 'are undecided')}.`,
      ]);
  const verdict =
    up > down
      ? fr
        ? pick.pick([
            'Le tirage vous donne plus d’appuis que d’obstacles : servez-vous-en.',
            'La balance penche de votre côté, à condition d’agir.',
            'Vous avez plus de vent dans le dos que de vent contraire : c’est le moment de hisser la voile.',
            'Les porteuses l’emportent : suivez-les.',
          ])
        : pick.pick([
            'The draw gives you more supports than obstacles: use them.',
            'The balance leans your way, provided you act.',
            'You have more wind at your back than against you: time to raise the sail.',
            'The cards that carry you outnumber the others; what is left is to follow them up.',
          ])
      : down > up
        ? fr
          ? pick.pick([
              'Les résistances l’emportent pour l’instant : avancez par étapes, sans forcer.',
              'Le tirage demande de la patience plus que de l’audace.',
              'Ce qui freine pèse plus que ce qui porte : prenez le temps de lever un obstacle à la fois.',
            ])
          : pick.pick([
              'Resistance prevails for now: move in stages, without forcing.',
              'The draw asks for patience more than daring.',
              'What holds back weighs more than what carries: take the time to lift one obstacle at a time.',
            ])
        : fr
          ? pick.pick([
              'Appuis et obstacles s’équilibrent : c’est votre façon d’agir qui tranchera.',
              'Rien ne penche d’avance : vos choix feront la différence.',
            ])
          : pick.pick([
              'Supports and obstacles balance out: the way you act will decide.',
              'Nothing leans in advance: your choices will make the difference.',
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
            'Dans l’ensemble, une étape porteuse.',
            'Au total, ces mois-là vous sont favorables.',
            'Le bilan penche du bon côté.',
          ],
          'stage+',
        )
      : pick.pick(
          [
            'On the whole, a supportive stage.',
            'All told, those months are on your side.',
            'The balance leans the right way.',
          ],
          'stage+',
        );
  if (score < 0)
    return fr
      ? pick.pick(
          [
            'Dans l’ensemble, une étape exigeante, qui demande de la patience.',
            'Au total, des mois à traverser avec méthode.',
            'Le bilan demande de l’effort, pas de l’inquiétude.',
          ],
          'stage-',
        )
      : pick.pick(
          [
            'On the whole, a demanding stage that asks for patience.',
            'All told, months to go through with method.',
            'The balance asks for effort, not worry.',
          ],
          'stage-',
        );
  return fr
    ? pick.pick(
        [
          'Dans l’ensemble, une étape partagée, où vos choix feront la différence.',
          'Au total, des mois en équilibre : à vous de faire pencher la balance.',
        ],
        'stage0',
      )
    : pick.pick(
        [
          'On the whole, a mixed stage, where your choices make the difference.',
          'All told, balanced months: it is for you to tip the scales.',
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
              'Un climat porteur, sur lequel chaque mois peut s’appuyer.',
              'Sur l’ensemble, le vent vous est favorable.',
            ]
          : l < 0
            ? [
                'Un climat exigeant, qui demande de ménager vos forces sur la durée.',
                'Sur l’ensemble, mieux vaut avancer avec prudence.',
              ]
            : ['Un climat ouvert, que vos choix orienteront.', 'Sur l’ensemble, rien n’est joué d’avance.']
        : l > 0
          ? ['A supportive climate that each month can lean on.', 'Overall, the wind is in your favour.']
          : l < 0
            ? ['A demanding climate that asks you to pace yourself.', 'Overall, better to move with care.']
            : ['An open climate that your choices will steer.', 'Overall, nothing is settled in advance.'];
    return pick.pick(period, `period-note${l}`);
  }
  const notes =
    lang === 'fr'
      ? l > 0
        ? [
            'Un mois pour avancer, sans attendre qu’on vous y invite.',
            'Profitez-en pour lancer ce qui attendait.',
            'C’est le moment de vous montrer.',
          ]
        : l < 0
          ? [
              'Un mois pour consolider plutôt que forcer.',
              'Prenez ce mois comme une pause utile, pas comme un recul.',
              'Mieux vaut ajuster que foncer ce mois-là.',
            ]
          : [
              'Un mois où vos choix feront la différence.',
              'Ce mois-là, le cours des choses dépend surtout de vous.',
              'Soyez à l’écoute de ce qui se présente : rien n’est joué d’avance.',
            ]
      : l > 0
        ? [
            'A month to move forward without waiting to be asked.',
            'Use it to launch what has been waiting.',
            'This is the time to step forward.',
          ]
        : l < 0
          ? [
              'A month to consolidate rather than force.',
              'Take this month as a useful pause, not a setback.',
              'Better to adjust than to rush that month.',
            ]
          : [
              'A month where your choices make the difference.',
              'That month, the course of things depends mostly on you.',
              'Stay alert to what comes up: nothing is settled in advance.',
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
  // « d’« immobilisme » », « de « défi » »: the elision is made before the quotation mark.
  const de = /^[aeiouyàâéèêîôœh]/i.test(from) ? 'd’' : 'de';
  const open = fr
    ? pick.pick([
        `${capitalise(de)} « ${from} » à « ${to} » : voilà le trajet de la période.`,
        `Le fil de la période part ${de} « ${from} » et arrive à « ${to} ».`,
      ])
    : pick.pick([
        `From “${from}” to “${to}”: that is the period’s course.`,
        `The period’s thread starts at “${from}” and arrives at “${to}”.`,
      ]);
  const slope =
    rise > 0
      ? fr
        ? pick.pick([
            'Les choses s’éclaircissent au fil des mois : ce qui coince au début se desserre ensuite.',
            'La pente monte : la fin de période vous sera plus favorable que son début.',
          ])
        : pick.pick([
            'Things clear up as the months go by: what jams at the start loosens later.',
            'The slope rises: the end of the period will favour you more than its start.',
          ])
      : rise < 0
        ? fr
          ? pick.pick([
              'Le début de période est le plus porteur : engagez-vous tôt, avant que le vent ne tourne.',
              'L’élan est au départ : ce que vous lancez tôt tiendra mieux que ce que vous remettez à plus tard.',
            ])
          : pick.pick([
              'The start of the period carries you most: commit early, before the wind turns.',
              'The momentum is at the start: what you launch early will hold better than what you put off.',
            ])
        : fr
          ? pick.pick([
              'Le ton ne change pas : gardez votre cap sans chercher le moment idéal.',
              'Pas de grand virage : la régularité comptera plus qu’un coup d’éclat.',
            ])
          : pick.pick([
              'The tone stays the same throughout: keep your course without waiting for the ideal moment.',
              'No sharp turn: steadiness will count for more than a flash of brilliance.',
            ]);
  const background = climate
    ? lang === 'fr'
      ? ` En toile de fond, ${cardWords(climate.card_id, 'fr').name} donne sa couleur à l’ensemble : « ${climate.keywords[0] ?? ''} ».`
      : ` In the background, ${cardWords(climate.card_id, 'en').name} colours the whole: “${climate.keywords[0] ?? ''}”.`
    : '';
  return para(`${open} ${slope}${background}`, [
    id(first[0]!),
    id(last[0]!),
    ...(climate ? [id(climate)] : []),
    'period',
  ]);
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
      const summary = ` ${alone ? monthNote(alone, f.lang, pick, days > 40) : stageSummary(s.cards, f.lang, pick)}${keep}`;
      const when = whole
        ? f.lang === 'fr'
          ? 'Sur l’ensemble de la période'
          : 'Over the whole period'
        : capitalise(dateRange(s.start, s.end, f.lang));
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
    fr: ['le commencement', 'le germe de toute chose', 'le tout premier pas'],
    en: ['the beginning', 'the seed of everything', 'the very first step'],
  },
  2: {
    fr: ['la gestation', 'l’accumulation patiente', 'l’attente qui prépare'],
    en: ['gestation', 'patient gathering', 'the waiting that prepares'],
  },
  3: {
    fr: ['l’élan', 'le jaillissement', 'la force qui explose'],
    en: ['the surge', 'the first burst', 'force breaking out'],
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
    fr: ['l’action', 'l’engagement dans le monde', 'la force qui agit'],
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
    fr: ['la fin d’un cycle', 'la plénitude qui se vide', 'le seuil du cycle suivant'],
    en: ['the close of a cycle', 'fullness emptying out', 'the threshold of the next cycle'],
  },
};

const RANK_WORDS: Record<number, Words3> = {
  11: {
    fr: ['l’apprenti qui découvre', 'celui qui hésite encore', 'la jeunesse qui s’essaie'],
    en: ['the apprentice discovering', 'the one still hesitating', 'youth trying its hand'],
  },
  12: {
    fr: ['le messager en marche', 'celui qui emporte plus loin', 'le passage d’un lieu à l’autre'],
    en: ['the messenger on the move', 'the one who carries it further', 'the passage from place to place'],
  },
  13: {
    fr: ['la maîtrise intérieure', 'celle qui garde et nourrit', 'la possession tranquille'],
    en: ['mastery from within', 'the one who keeps and feeds', 'quiet possession'],
  },
  14: {
    fr: ['la maîtrise exercée', 'celui qui répond de tout', 'l’autorité dans le monde'],
    en: ['mastery put to work', 'the one who answers for all', 'authority in the world'],
  },
};

const SUIT_WORDS: Record<string, Words3> = {
  batons: {
    fr: ['le désir et la création', 'l’énergie qui pousse', 'l’élan créateur'],
    en: ['desire and creation', 'the energy that drives', 'creative drive'],
  },
  coupes: {
    fr: ['les sentiments', 'les liens du cœur', 'l’affection donnée et reçue'],
    en: ['feelings', 'the bonds of the heart', 'affection given and received'],
  },
  deniers: {
    fr: ['la matière et l’argent', 'le concret', 'les biens tangibles'],
    en: ['money and material things', 'practical matters', 'tangible goods'],
  },
  epees: {
    fr: ['la pensée', 'les décisions', 'l’esprit qui tranche'],
    en: ['thought and speech', 'decisions', 'the mind that cuts through'],
  },
};

/** What a role asks of the person, as the start of a sentence that ends on a keyword. */
const ROLE_ASKS: Record<Role, Words3> = {
  answer: {
    fr: ['Voilà l’issue', 'Tout converge là', 'Point d’arrivée'],
    en: ['Here is the outcome', 'All converges here', 'Point of arrival'],
  },
  obstacle: {
    fr: ['Nommez le frein', 'Regardez ce qui résiste', 'Voici l’épreuve'],
    en: ['Name the brake', 'Look at what resists', 'Here is the test'],
  },
  support: {
    fr: ['Voilà votre allié', 'Comptez là-dessus', 'Appuyez-vous ici'],
    en: ['Here is your ally', 'Count on this', 'Lean on this'],
  },
  advice: {
    fr: ['Le geste conseillé', 'Votre règle ici', 'Conduite à tenir'],
    en: ['The move advised', 'Your rule here', 'The line to hold'],
  },
  past: {
    fr: ['Votre héritage', 'Ce que vous emportez', 'Legs du passé'],
    en: ['Your inheritance', 'What you carry', 'A legacy'],
  },
  present: {
    fr: ['Le présent réclame', 'Tout tient là', 'Le moment demande'],
    en: ['The present calls', 'It all hangs here', 'The moment asks'],
  },
  future: {
    fr: ['Préparez-vous', 'Ce qui s’annonce', 'Ce qui vient'],
    en: ['Get ready', 'What is coming', 'What comes next'],
  },
  other: {
    fr: ['Retenez ceci', 'Gardez en tête', 'Un mot confié'],
    en: ['Keep this', 'Hold this in mind', 'A word entrusted'],
  },
};

const say = (words: Words3, lang: Lang, pick: Picker, key: string) => pick.pick(words[lang], key);

function degreeOf(card: ReturnType<typeof cardById>): number | null {
  if (card.arcana === 'major') return card.rank === 0 ? null : ((card.rank - 1) % 10) + 1;
  return card.rank <= 10 ? card.rank : null;
}

/** The card's number or rank, told in the Marseille manner. */
function numberLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const w = cardWords(c.card_id, f.lang);
  const [k0 = ''] = c.keywords;
  const d = degreeOf(card);
  if (card.arcana === 'major') {
    if (card.rank === 0)
      return fr
        ? pick.pick([
            `${w.Name} n’a pas de nombre : sa liberté, « ${k0} », traverse tout le jeu.`,
            `Sans numéro, ${w.name} échappe à l’ordre des arcanes, et « ${k0} » avec ${w.it === 'elle' ? 'elle' : 'lui'}.`,
          ])
        : pick.pick([
            `${w.Name} has no number: its freedom, “${k0}”, runs through the whole deck.`,
            `Without a number, ${w.name} stands outside the order of the arcana, and “${k0}” with it.`,
          ]);
    const deg = say(DEGREE_WORDS[d!]!, f.lang, pick, `deg-${d}`);
    const series =
      card.rank === 21
        ? fr
          ? 'l’accomplissement de toute la suite'
          : 'the fulfilment of the whole sequence'
        : card.rank > 10
          ? fr
            ? pick.pick(['la série intérieure', 'la seconde décade'], 'series2')
            : pick.pick(['the inner series', 'the second decade'], 'series2')
          : fr
            ? pick.pick(['la série du monde', 'la première décade'], 'series1')
            : pick.pick(['the outer series', 'the first decade'], 'series1');
    return fr
      ? pick.pick(
          [
            `Arcane ${card.numeral}, ${w.name} dit ${deg}, dans ${series}.`,
            `Le nombre ${card.numeral} place ${w.name} dans ${series} : ${deg}, ici sous le mot « ${k0} ».`,
            `Par son nombre, ${card.numeral}, ${w.name} parle ${deFr(deg)} ; « ${k0} » en découle.`,
          ],
          'num-major',
        )
      : pick.pick(
          [
            `As arcanum ${card.numeral}, ${w.name} speaks of ${deg}, within ${series}.`,
            `The number ${card.numeral} places ${w.name} in ${series}: ${deg}, here under the word “${k0}”.`,
            `Through its number, ${card.numeral}, ${w.name} tells of ${deg}; “${k0}” flows from it.`,
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
            `${w.Name} : nombre ${d}, ${deg} ; « ${k0} » en donne la couleur.`,
            `Dans ${w.name}, le nombre dit ${deg}, la couleur ${field}.`,
            `Chez ${w.name}, ${deg} rencontre ${field} : « ${k0} ».`,
          ],
          'num-pip',
        )
      : pick.pick(
          [
            `${w.Name}: number ${d}, ${deg}; “${k0}” gives it its colour.`,
            `In ${w.name}, the number says ${deg}, the suit ${field}.`,
            `In ${w.name}, ${deg} meets ${field}: “${k0}”.`,
          ],
          'num-pip',
        );
  }
  const rank = say(RANK_WORDS[card.rank]!, f.lang, pick, `rank-${card.rank}`);
  return fr
    ? pick.pick(
        [
          `Figure de cour, ${w.name} incarne ${rank}, sur le terrain ${deFr(field)}.`,
          `${w.Name} tient son rang : ${rank}, au service ${deFr(field)}.`,
          `Parmi les figures, ${w.name} est ${rank} ; sa couleur la rattache ${aFr(field)}.`.replace(
            'la rattache',
            w.it === 'elle' ? 'la rattache' : 'le rattache',
          ),
        ],
        'num-court',
      )
    : pick.pick(
        [
          `As a court card, ${w.name} embodies ${rank}, in the field of ${field}.`,
          `${w.Name} holds its rank: ${rank}, in the service of ${field}.`,
          `Among the court cards, ${w.name} is ${rank}; its suit ties it to ${field}.`,
        ],
        'num-court',
      );
}

/** Where a figure looks, or, for a pip, what its suit's element brings; with the neighbour it faces. */
function figureLine(f: TarotFacts, c: CardFact, pick: Picker, cited: Set<string>): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const w = cardWords(c.card_id, f.lang);
  const [, k1 = ''] = c.keywords;
  const i = f.cards.indexOf(c);
  if (card.arcana === 'minor' && card.rank <= 10) {
    const suit = suitById(card.suit!);
    const el = suit.elementName[f.lang];
    return fr
      ? pick.pick(
          [
            `Sans personnage, ${w.name} peint une situation : « ${k1} », sous le signe ${deFr(el)}.`,
            `Pas de visage dans ${w.name} : un état des choses, « ${k1} ».`,
            `${w.Name} ne montre personne ; « ${k1} » y tient lieu de climat.`,
          ],
          'figure-pip',
        )
      : pick.pick(
          [
            `With no figure, ${w.name} paints a situation: “${k1}”, under the sign of ${el}.`,
            `No face in ${w.name}: a state of things, “${k1}”.`,
            `${w.Name} shows no one; “${k1}” stands in for its climate.`,
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
              `Son regard se tourne vers ${o.name}, la carte d’avant : « ${k1} » se nourrit de « ${t0} ».`,
              `${w.Name} se retourne vers ${o.name} : « ${k1} » tient compte de « ${t0} ».`,
            ],
            'figure-back',
          )
        : pick.pick(
            [
              `Son regard va vers ${o.name}, la carte suivante : « ${k1} » prépare « ${t0} ».`,
              `${w.Name} a les yeux sur ${o.name}, qui suit : ${/^[aeiouyàâéèêîôœh]/i.test(k1) ? 'd’' : 'de '}« ${k1} », le fil mène à « ${t0} ».`,
            ],
            'figure-ahead',
          )
      : g === 'left'
        ? pick.pick(
            [
              `Its gaze turns to ${o.name}, the card before: “${k1}” draws on “${t0}”.`,
              `It looks back towards ${o.name}; what it carries, “${k1}”, takes “${t0}” into account.`,
            ],
            'figure-back',
          )
        : pick.pick(
            [
              `Its gaze goes to ${o.name}, the next card: “${k1}” paves the way for “${t0}”.`,
              `It has its eyes on ${o.name}, which follows it: from “${k1}”, the thread leads to “${t0}”.`,
            ],
            'figure-ahead',
          );
  }
  return fr
    ? g === 'front'
      ? pick.pick(
          [
            `${w.Name} vous fait face : « ${k1} » vous concerne directement, ici et maintenant.`,
            `De face, ${w.name} vous prend à témoin : « ${k1} » s’adresse à vous.`,
          ],
          'figure-front',
        )
      : g === 'left'
        ? `${w.Name} regarde en arrière ; « ${k1} » garde mémoire du passé.`
        : `${w.Name} regarde en avant ; « ${k1} » annonce la suite.`
    : g === 'front'
      ? pick.pick(
          [
            `${w.Name} faces you: “${k1}” concerns you directly, here and now.`,
            `Seen from the front, ${w.name} calls you to witness: “${k1}” is said to you.`,
          ],
          'figure-front',
        )
      : g === 'left'
        ? `${w.Name} looks back; “${k1}” keeps the past in memory.`
        : `${w.Name} looks ahead; “${k1}” heralds what follows.`;
}

/** The orientation: upright, the card's force flows; reversed, it is held back or turned inwards. */
function orientLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const [, , k2 = '', k3 = k2] = c.keywords;
  const computed = spreadPositionOf(f, c)?.computed;
  if (computed)
    return fr
      ? `Née des quatre autres cartes, ${w.name} en résume le sens : « ${k2} ».`.replace(
          'Née',
          w.e ? 'Née' : 'Né',
        )
      : `Born of the four other cards, ${w.name} sums up their sense: “${k2}”.`;
  if (c.reversed)
    return fr
      ? pick.pick(
          [
            `${w.Name}, renversé${w.e}, retient « ${k2} » en dedans ; « ${k3} » attend.`,
            `Sorti${w.e} renversé${w.e}, ${w.name} freine « ${k2} », sans le nier.`,
            `Renversé${w.e}, ${w.name} tourne « ${k2} » vers l’intérieur.`,
          ],
          'orient-rev',
        )
      : pick.pick(
          [
            `${w.Name}, reversed, keeps “${k2}” within; “${k3}” waits.`,
            `Coming out reversed, ${w.name} slows “${k2}” without denying it.`,
            `Reversed, ${w.name} turns “${k2}” inwards.`,
          ],
          'orient-rev',
        );
  return fr
    ? pick.pick(
        [
          `À l’endroit, ${w.name} laisse couler « ${k2} », puis « ${k3} ».`,
          `${w.Name}, à l’endroit : « ${k2} » coule de source, et « ${k3} » suit.`,
          `À l’endroit, ${w.name} offre « ${k2} » sans détour.`,
        ],
        'orient-up',
      )
    : pick.pick(
        [
          `Upright, ${w.name} lets “${k2}” flow, then “${k3}”.`,
          `${w.Name}, upright: “${k2}” comes naturally, and “${k3}” follows.`,
          `Upright, ${w.name} offers “${k2}” plainly.`,
        ],
        'orient-up',
      );
}

/** What the card asks of the person for the question, by its role and its leaning. */
function askLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const role = roleOf(f, c);
  const [k0 = '', , , k3 = k0] = c.keywords;
  const head = say(ROLE_ASKS[role], f.lang, pick, `ask-${role}`);
  const l = lean(c);
  const [, k1 = k0] = c.keywords;
  const tail = fr
    ? l > 0
      ? pick.pick(
          [
            `faites une place à « ${k3} » dès cette semaine`,
            `jouez « ${k3} », ne l’espérez pas`,
            `mettez « ${k3} » en pratique, sans attendre`,
          ],
          'ask+',
        )
      : l < 0
        ? pick.pick(
            [
              `repérez où « ${k3} » vous coûte, puis allégez ce point`,
              `mieux vaut regarder « ${k3} » en face que le contourner`,
              `après « ${k1} », travaillez « ${k3} » par petites touches`,
            ],
            'ask-',
          )
        : pick.pick(
            [
              `orientez vous-même « ${k3} »`,
              `entre « ${k1} » et « ${k3} », le choix vous revient`,
              `fixez ce que « ${k3} » deviendra`,
            ],
            'ask0',
          )
    : l > 0
      ? pick.pick(
          [
            `make room for “${k3}” this very week`,
            `play “${k3}”, do not just hope`,
            `put “${k3}” into practice, without waiting`,
          ],
          'ask+',
        )
      : l < 0
        ? pick.pick(
            [
              `spot where “${k3}” costs you, then lighten that point`,
              `better to face “${k3}” than to go around it`,
              `after “${k1}”, work on “${k3}” a little at a time`,
            ],
            'ask-',
          )
        : pick.pick(
            [
              `steer “${k3}” yourself`,
              `between “${k1}” and “${k3}”, the choice is yours`,
              `decide for yourself what “${k3}” should become`,
            ],
            'ask0',
          );
  return fr ? `${head}, dit ${w.name} : ${tail}.` : `${head}, says ${w.name}: ${tail}.`;
}

/**
 * What the card's kind adds: a major between its neighbours in the sequence of the arcana, a court
 * card as someone close, a pip through its suit's element.
 */
function kindLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const card = cardById(c.card_id);
  const w = cardWords(c.card_id, f.lang);
  const [k0 = '', k1 = k0, , k3 = k1] = c.keywords;
  if (card.arcana === 'major') {
    const kw = (n: number) => majorByNumber(n).upright.keywords[f.lang][0] ?? '';
    if (card.rank === 0)
      return fr
        ? `${w.Name} marche à côté de la suite des arcanes : « ${k1} » n’obéit à aucun ordre.`
        : `${w.Name} walks beside the sequence of the arcana: “${k1}” obeys no order.`;
    if (card.rank === 21)
      return fr
        ? `${w.Name} clôt la suite des arcanes : après « ${kw(20)} », « ${k1} » accomplit le chemin.`
        : `${w.Name} closes the sequence of the arcana: after “${kw(20)}”, “${k1}” completes the road.`;
    const before = kw(card.rank - 1);
    const after = kw(card.rank + 1);
    return fr
      ? pick.pick(
          [
            `Parmi les arcanes, ${w.name} vient après « ${before} » et avant « ${after} » : une étape entre deux.`,
            `${w.Name} succède à « ${before} » et prépare « ${after} ».`,
            `Sur le chemin des majeurs, « ${before} » précède ${w.name}, et « ${after} » lui succède.`,
          ],
          'kind-major',
        )
      : pick.pick(
          [
            `Among the arcana, ${w.name} comes after “${before}” and before “${after}”: a stage between two.`,
            `${w.Name} follows “${before}” and prepares “${after}”.`,
            `On the road of the majors, “${before}” comes before ${w.name}, and “${after}” after it.`,
          ],
          'kind-major',
        );
  }
  if (card.rank > 10)
    return fr
      ? pick.pick(
          [
            `${w.Name} a un visage possible : « ${k0} », chez quelqu’un de proche.`,
            `Derrière ${w.name}, cherchez une personne : « ${k0} » la signale.`,
            `Et si ${w.name} parlait de vous ? Ce serait alors « ${k0} » qui vous guiderait.`,
          ],
          'kind-court',
        )
      : pick.pick(
          [
            `${w.Name} may have a face: “${k0}”, in someone close.`,
            `Behind ${w.name}, look for a person: “${k0}” points to them.`,
            `What if ${w.name} spoke of you? Then “${k0}” would be your guide.`,
          ],
          'kind-court',
        );
  const el = suitById(card.suit!).elementName[f.lang];
  return fr
    ? pick.pick(
        [
          `${capitalise(el)} nourrit « ${k3} » chez ${w.name}.`,
          `Dans ${w.name}, ${el} parle : « ${k3} ».`,
          `Par ${el}, ${w.name} donne forme à « ${k3} ».`,
        ],
        'kind-pip',
      )
    : pick.pick(
        [
          `${el} feeds “${k3}” in ${w.name}.`,
          `Through ${w.name}, ${el} speaks: “${k3}”.`,
          `Through ${el}, ${w.name} gives shape to “${k3}”.`,
        ],
        'kind-pip',
      );
}

/** What the card brings to the subject asked, by its leaning, in its own words. */
function bringsLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const ref = subjectOf(f);
  const [k0 = '', , k2 = k0] = c.keywords;
  const l = lean(c);
  return fr
    ? l > 0
      ? pick.pick(
          [
            `${w.Name} apporte « ${k2} » ${aFr(ref)}.`,
            `Sans rien exiger, ${w.name} offre « ${k2} » ${aFr(ref)}.`,
            `Voilà le présent ${w.of} pour ${ref} : « ${k2} ».`,
          ],
          'brings+',
        )
      : l < 0
        ? pick.pick(
            [
              `${w.Name} oppose « ${k2} » ${aFr(ref)}, le temps d’y répondre.`,
              `Pour ${ref}, ${w.name} signale « ${k2} », à prendre au sérieux.`,
              `${w.Name} le dit sans détour : « ${k2} » pèse sur ${ref}.`,
            ],
            'brings-',
          )
        : pick.pick(
            [
              `Pour ${ref}, ${w.name} laisse « ${k2} » en suspens.`,
              `Pour ${ref}, ${w.name} met « ${k2} » dans la balance.`,
              `Pour ${ref}, « ${k2} » reste ouvert : ${w.name} ne tranche pas encore.`,
            ],
            'brings0',
          )
    : l > 0
      ? pick.pick(
          [
            `${w.Name} brings “${k2}” to ${ref}.`,
            `Asking nothing back, ${w.name} offers “${k2}” to ${ref}.`,
            `That is the gift ${w.of} for ${ref}: “${k2}”.`,
          ],
          'brings+',
        )
      : l < 0
        ? pick.pick(
            [
              `Until you answer it, ${w.name} sets “${k2}” against ${ref}.`,
              `For ${ref}, ${w.name} flags “${k2}”, to be taken seriously.`,
              `${w.Name} says so plainly: “${k2}” weighs on ${ref}.`,
            ],
            'brings-',
          )
        : pick.pick(
            [
              `${w.Name} leaves “${k2}” pending for ${ref}.`,
              `For ${ref}, ${w.name} puts “${k2}” in the balance.`,
              `For ${ref}, “${k2}” stays open: ${w.name} has not decided yet.`,
            ],
            'brings0',
          );
}

/** The last card closes the story on its second word, for the subject asked. */
function closingLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const w = cardWords(c.card_id, f.lang);
  const [k0 = '', k1 = k0] = c.keywords;
  const ref = subjectOf(f);
  return f.lang === 'fr'
    ? pick.pick([
        `${w.Name} ferme la marche sur « ${k1} ».`,
        `Le récit s’achève avec ${w.name} ; reste « ${k1} », pour ${ref}.`,
      ])
    : pick.pick([
        `${w.Name} closes the line on “${k1}”.`,
        `With ${w.name} the story ends; “${k1}” remains, for ${ref}.`,
      ]);
}

/**
 * Where a card stands, said by what its place is about when the position is known (« votre passé »),
 * by the position's name otherwise, with the card's first word.
 */
function placeLine(f: TarotFacts, c: CardFact, pick: Picker): string {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const [k0 = ''] = c.keywords;
  if (spreadPositionOf(f, c)?.computed)
    return fr
      ? `Au centre de la croix, ${w.name} : « ${k0} ».`
      : `At the centre of the cross, ${w.name}: “${k0}”.`;
  const about = positionOf(f, c)?.[1];
  if (about)
    return fr
      ? pick.pick(
          [
            `${w.Name} parle ici ${deFr(about)}, sous le mot « ${k0} ».`,
            `C’est ${w.name} qui répond pour ${about}, et son premier mot est « ${k0} ».`,
            `Pour ${about}, voici ${w.name}, et avec ${w.it === 'elle' ? 'elle' : 'lui'} « ${k0} ».`,
          ],
          'depth-about',
        )
      : pick.pick(
          [
            `${w.Name} speaks here for ${about}, under the word “${k0}”.`,
            `It is ${w.name} that answers for ${about}, and its first word is “${k0}”.`,
            `For ${about}, here is ${w.name}, and with it “${k0}”.`,
          ],
          'depth-about',
        );
  return fr
    ? pick.pick(
        [
          `En position « ${c.position_name} », ${w.name} : « ${k0} ».`,
          `La place « ${c.position_name} » revient ${aFr(w.name)}, avec « ${k0} ».`,
          `${w.Name}, porteur ${/^[aeiouyàâéèêîôœh]/i.test(k0) ? 'd’' : 'de '}« ${k0} », tient la place « ${c.position_name} ».`.replace(
            'porteur',
            w.e ? 'porteuse' : 'porteur',
          ),
        ],
        'depth-place',
      )
    : pick.pick(
        [
          `In the position “${c.position_name}”, ${w.name}: “${k0}”.`,
          `The place “${c.position_name}” goes to ${w.name}, bringing “${k0}”.`,
          `The place “${c.position_name}” falls to ${w.name}, bearer of “${k0}”.`,
        ],
        'depth-place',
      );
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
        ? both(['la couleur demeure', 'même couleur'], ['the suit stays', 'same suit'], 'link-suit-same')
        : both(
            ['la couleur change', 'autre couleur'],
            ['the suit changes', 'another suit'],
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
            ['le nombre monte', 'le nombre grandit', 'on monte d’un cran'],
            ['the number rises', 'the number grows', 'a step up'],
            'link-up',
          )
        : b < a
          ? both(
              ['le nombre redescend', 'le nombre décroît', 'on redescend d’un cran'],
              ['the number falls', 'the number shrinks', 'a step down'],
              'link-down',
            )
          : both(['le nombre se répète', 'même nombre'], ['the number repeats', 'same number'], 'link-same');
  const tone =
    lean(p) === lean(c)
      ? null
      : lean(c) > lean(p)
        ? both(
            ['le ton s’éclaircit', 'l’horizon se dégage'],
            ['the tone brightens', 'the sky clears'],
            'link-light',
          )
        : both(
            ['le ton s’assombrit', 'le ciel se couvre'],
            ['the tone darkens', 'clouds gather'],
            'link-dark',
          );
  const pieces = [num, tone, suit].filter((x): x is string => !!x).slice(0, 2);
  const said = pieces.join(fr ? ' ; ' : '; ');
  if (gazeAsDrawn({ card: pc, reversed: p.reversed }) === 'left')
    return fr
      ? `${P.Name} tourne le dos ${aFr(C.name)}, qui ${pick.pick(['vient ensuite', 'le suit'], 'link-away')} : ${said}.`.replace(
          'qui le suit',
          P.it === 'elle' ? 'qui la suit' : 'qui le suit',
        )
      : `${P.Name} turns its back on ${C.name}, which ${pick.pick(['comes next', 'follows it'], 'link-away')}: ${said}.`;
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
          `Between ${P.name} and ${C.name}, ${said}.`,
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
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
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
  const said: Record<DepthLine, () => string> = {
    number: () => numberLine(f, c, pick),
    figure: () => figureLine(f, c, pick, cited),
    kind: () => kindLine(f, c, pick),
    orient: () => orientLine(f, c, pick),
    brings: () => bringsLine(f, c, pick),
    ask: () => askLine(f, c, pick),
  };
  const last = f.cards.indexOf(c) === f.cards.length - 1;
  const lines = [
    ...(link ? [link] : []),
    placeLine(f, c, pick),
    ...order.map((line) => said[line]()),
    ...(last ? [closingLine(f, c, pick)] : []),
  ];
  // The card is named in full where the paragraph opens; further on, every other sentence that would
  // open on its name again opens on « cette carte », "this card" (no pronoun a nearer card could claim).
  const opening = link ? 2 : 1;
  let turn = 0;
  const told = lines.map((line, i) => {
    if (
      i <= opening ||
      !line.startsWith(`${w.Name} `) ||
      !/^[a-zéèàâêîôû]/.test(line.slice(w.Name.length + 1))
    )
      return line;
    turn += 1;
    if (turn % 2 === 0) return line;
    const other = fr ? 'Cette carte' : 'This card';
    return `${other}${line.slice(w.Name.length)}`;
  });
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
        `Entre ${a.name} (${first.d}) et ${b.name} (${last.d}), les nombres vont ${deFr(degA)} ${aFr(degB)}.`,
        `${capitalise(a.name)} (${first.d}) ouvre sur ${degA}, ${b.name} (${last.d}) conclut sur ${degB}.`,
      ])
    : pick.pick([
        `From ${a.name} (${first.d}) to ${b.name} (${last.d}), the numbers run from ${degA} to ${degB}.`,
        `${capitalise(a.name)} (${first.d}) opens on ${degA}, ${b.name} (${last.d}) closes on ${degB}.`,
      ]);
  const slope =
    last.d > first.d
      ? fr
        ? pick.pick([
            `Le mouvement monte : avec ${b.name}, tout mûrit et s’élargit.`,
            `Les nombres croissent : ce que ${a.name} commence est appelé à grandir.`,
          ])
        : pick.pick([
            `The movement climbs: with ${b.name}, all ripens and widens.`,
            `The numbers grow: what ${a.name} starts is meant to expand.`,
          ])
      : last.d < first.d
        ? fr
          ? pick.pick([
              `Le mouvement redescend : après ${a.name}, une étape se referme, et ${b.name} repart plus simplement.`,
              `Les nombres décroissent : ${b.name} ramène à l’essentiel, à une forme plus simple.`,
            ])
          : pick.pick([
              `The movement comes back down: after ${a.name}, one stage closes, and ${b.name} starts again more simply.`,
              `The numbers decrease: ${b.name} returns to essentials, in simpler form.`,
            ])
        : fr
          ? `${capitalise(a.name)} et ${b.name} se répondent : la question tourne autour ${deFr(degA)}, à vivre jusqu’au bout.`
          : `${capitalise(a.name)} and ${b.name} answer each other: the question circles ${degA}, to be lived through to the end.`;
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
        `${capitalise(time)} pour « ${kb} » : vos nombres font ${m} de moyenne.`,
        `Avec ${m} de moyenne, ${b.name} annonce ${time}.`,
        `${capitalise(time)}, ${deFr(a.name)} ${aFr(b.name)} : ${m} de moyenne.`,
      ])
    : pick.pick([
        `${capitalise(time)} for “${kb}”: your numbers average ${m}.`,
        `With an average of ${m}, ${b.name} announces ${time}.`,
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
              `${capitalise(names)} ${cs.length > 1 ? 'ouvrent' : 'ouvre'} le registre ${deFr(field)} : « ${k} ».`,
              `Par ${names}, ${field} ${isPlural(field, 'fr') ? 'entrent' : 'entre'} dans la réponse, avec « ${k} ».`,
              `Du côté ${deFr(field)}, ${names} ${cs.length > 1 ? 'donnent' : 'donne'} le ton : « ${k} ».`,
            ],
            'suit-line',
          )
        : pick.pick(
            [
              `${capitalise(names)} ${cs.length > 1 ? 'open' : 'opens'} the register of ${field}: “${k}”.`,
              `Through ${names}, the answer draws on ${field}: “${k}”.`,
              `As for ${field}, ${names} ${cs.length > 1 ? 'set' : 'sets'} the tone: “${k}”.`,
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
            `Manquent ${missing} : ${fields} ne ${plural ? 'décident' : 'décide'} rien ici.`,
            `Aucune carte ${none.map((x) => (/^[AEIOUÉ]/.test(x) ? `d’${x}` : `de ${x}`)).join(' ni ')} : ${fields} ${plural ? 'passent' : 'passe'} au second plan.`,
          ])
        : pick.pick([
            `There are no ${none.join(' or ')} here: ${fields} matter less this time.`,
            `No ${none.join(' and no ')} in the draw: ${fields} take a back seat.`,
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
          ? `Quant aux arcanes majeurs, ${names} ajoutent une profondeur : « ${mk} » voit plus loin que le quotidien.`
          : `Seul arcane majeur, ${names} élargit l’ensemble : « ${mk} », au-delà du quotidien.`
        : majors.length > 1
          ? `As for the major arcana, ${names} add depth: “${mk}” sees further than daily life.`
          : `The only major arcanum, ${names} widens the whole: “${mk}”, beyond daily life.`,
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
  const ref = subjectOf(f);
  const h = cardWords(help.card_id, f.lang);
  const k = cardWords(knot.card_id, f.lang);
  const o = cardWords(key.card_id, f.lang);
  const hw = help.keywords[2] ?? help.keywords[0] ?? '';
  const kw = knot.keywords[2] ?? knot.keywords[0] ?? '';
  const ow = key.keywords[3] ?? key.keywords[1] ?? '';
  const span =
    f.option === 3
      ? fr
        ? 'les premiers mois'
        : 'the first months'
      : fr
        ? 'les premières semaines'
        : 'the first weeks';
  const text = fr
    ? [
        pick.pick([
          `Pour ${ref}, ${h.name}, ${k.name} et ${o.name} tracent un plan en trois temps.`,
          `Trois gestes, dans l’ordre : ${h.name}, ${k.name}, puis ${o.name}.`,
        ]),
        pick.pick([
          `D’abord, ${h.name} vous soutient pendant ${span} : « ${hw} » ne vous fera pas défaut.`,
          `Premier temps, ${span} : ${h.name} vous prête « ${hw} », servez-vous-en.`,
        ]),
        pick.pick([
          `Ensuite, occupez-vous ${deFr(k.name)} : « ${kw} » se règle mieux tôt que tard.`,
          `Deuxième temps : ${k.name} pointe « ${kw} » ; donnez-lui une réponse simple.`,
        ]),
        pick.pick([
          `Enfin, gardez le cap sur ${o.name} et sur « ${ow} » : le chemin mène là.`,
          `Dernier temps : ${o.name} fixe l’horizon, « ${ow} », vers lequel ${ref} se dirige.`,
        ]),
      ]
    : [
        pick.pick([
          `For ${ref}, ${h.name}, ${k.name} and ${o.name} trace a plan in three stages.`,
          `Three moves, in order: ${h.name}, ${k.name}, then ${o.name}.`,
        ]),
        pick.pick([
          `First, through ${span}, ${h.name} holds you up: “${hw}” will not let you down.`,
          `Stage one, ${span}: ${h.name} lends you “${hw}”; make use of it.`,
        ]),
        pick.pick([
          `Then deal with ${k.name}: “${kw}” is better settled sooner than later.`,
          `Stage two: ${k.name} points to “${kw}”; give it a simple answer.`,
        ]),
        pick.pick([
          `Finally, keep your course on ${o.name} and on “${ow}”: the road leads there.`,
          `Last stage: ${o.name} sets the horizon, “${ow}”, towards which ${ref} is heading.`,
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
      ? `Sans nombre, ${w.name} rappelle que « ${s3} » échappe aux calculs de ${period}.`
      : `Without a number, ${w.name} recalls that “${s3}” escapes the reckonings of ${period}.`;
  const deg = say(DEGREE_WORDS[d]!, f.lang, pick, `deg-${d}`);
  return fr
    ? pick.pick([
        `Arcane ${card.numeral}, ${w.name} parle ${deFr(deg)} ; la clé de ${period} : « ${s3} ».`,
        `${capitalise(w.name)} (${card.numeral}) colore ${period} ${deFr(deg)}, avec « ${s3} ».`,
      ])
    : pick.pick([
        `As arcanum ${card.numeral}, ${w.name} speaks of ${deg}; the key to ${period}: “${s3}”.`,
        `${capitalise(w.name)} (${card.numeral}) colours ${period} with ${deg}, and “${s3}”.`,
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
  const path = numbersPath(f, pick, fr ? 'Le chemin des nombres' : 'The road of the numbers');
  if (path) out.push(path);
  const suits = suitsBalance(f, pick, fr ? 'Couleurs et arcanes' : 'Suits and arcana');
  if (suits) out.push(suits);
  const e = echoes(f, pick, fr ? 'Les échos du tirage' : 'Echoes in the draw');
  if (e) out.push(e);
  out.push(advice(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it', false, true));
  const steps = plan(f, pick, fr ? 'Un plan en trois temps' : 'A plan in three stages');
  if (steps) out.push(steps);
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
  return out;
}

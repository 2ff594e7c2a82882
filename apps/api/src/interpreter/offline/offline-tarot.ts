/**
 * The offline intuitive reading for tarot. It answers first (a stance on the question, naming its
 * subject in the customer's words), then weaves the cards: what carries, what holds back, what echoes,
 * what to do. Each card is explained once; each paragraph cites the cards it rests on.
 */
import { dateRange } from '@arcanes/domain/writers/dates';
import { tarotCombinations } from '@arcanes/domain/tarot/combinations';
import { cardById } from '@arcanes/domain/tarot/deck';
import type { CardFact, TarotFacts } from '../facts';
import type { WrittenParagraph } from '../writing';
import {
  askedOf,
  askedRef,
  capitalise,
  deFr,
  isClosedQuestion,
  openLead,
  para,
  stanceWords,
  verdictSentence,
  type Stance,
} from './compose';
import { topicWords } from './offline-phrases';
import { joinList, type Picker } from './pick';
import { answerCard, cardWords, lean, roleOf, type Role } from './tarot-voice';

type Lang = 'fr' | 'en';
const id = (c: CardFact) => `card.${c.index}`;

function orient(c: CardFact, lang: Lang, pick: Picker): string {
  const w = cardWords(c.card_id, lang);
  if (lang === 'en') return c.reversed ? pick.pick(['reversed', 'upside down']) : 'upright';
  return c.reversed ? pick.pick(['à l’envers', `renversé${w.e}`]) : 'à l’endroit';
}

/** « le Bateleur, à l’endroit en position « La réponse » ». */
function placed(c: CardFact, lang: Lang, pick: Picker): string {
  const w = cardWords(c.card_id, lang);
  return lang === 'fr'
    ? `${w.name}, ${orient(c, 'fr', pick)} en position « ${c.position_name} »`
    : `${w.name}, ${orient(c, 'en', pick)} in the position “${c.position_name}”`;
}

function stanceOf(f: TarotFacts): Stance {
  const key = answerCard(f);
  const score = f.cards.reduce((n, c) => n + lean(c) * (c === key ? 2 : 1), 0);
  if (!isClosedQuestion(f.question, f.lang)) return 'open';
  if (score >= 2) return lean(key) >= 0 ? 'yes' : 'conditional';
  if (score <= -2) return 'not_yet';
  return lean(key) > 0 ? 'conditional' : lean(key) < 0 ? 'not_yet' : 'open';
}

function subjectOf(f: TarotFacts): string {
  return askedRef(askedOf(f.question, topicWords(f.lang, f.topic), f.lang));
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
  const asked = askedOf(f.question, topicWords(lang, f.topic), lang);
  let text: string;
  if (!f.question || !isClosedQuestion(f.question, lang)) {
    const lead = openLead(asked, lang, pick);
    text = fr
      ? `${lead} ${pick.pick([`${k1}. C’est ce que dit ${placed(key, 'fr', pick)}, avec ${k2} en arrière-plan.`, `${k1}, que ${placed(key, 'fr', pick)}, met au premier plan, ${k2} à l’appui.`, `${k1}. ${capitalise(placed(key, 'fr', pick))}, en fait le cœur de la réponse et y ajoute ${k2}.`])}`
      : `${lead} ${pick.pick([`${k1}. That is what ${placed(key, 'en', pick)} says, with ${k2} in the background.`, `${k1}, which ${placed(key, 'en', pick)}, brings to the front, with ${k2} beside it.`, `${k1}. ${capitalise(placed(key, 'en', pick))}, makes it the heart of the answer and adds ${k2}.`])}`;
  } else {
    const verdict = stanceWords(stance, lang, pick);
    text = fr
      ? `${verdictSentence(asked, verdict, 'cards', 'fr', pick)} ${capitalise(placed(key, 'fr', pick))}, parle ${deFr(k1)} et ${deFr(k2)}.`
      : `${verdictSentence(asked, verdict, 'cards', 'en', pick)} ${capitalise(placed(key, 'en', pick))}, speaks of ${k1} and ${k2}.`;
  }
  const facts = [id(key)];
  if (stance === 'not_yet' && help) {
    text += fr
      ? ` Ce n’est pas un refus définitif : ${cardWords(help.card_id, 'fr').name} montre ce qui peut faire basculer les choses, ${help.keywords[0]}.`
      : ` It is not a final no: ${cardWords(help.card_id, 'en').name} shows what can tip the balance, ${help.keywords[0]}.`;
    facts.push(id(help));
  } else if (stance === 'conditional' && brake) {
    text += fr
      ? ` La condition tient dans ${cardWords(brake.card_id, 'fr').name} : il faudra d’abord composer avec ${brake.keywords[0]}.`
      : ` The condition lies in ${cardWords(brake.card_id, 'en').name}: ${brake.keywords[0]} has to be faced first.`;
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
      cs.map((c) => `${placed(c, lang, pick)} (${c.keywords[0]})`),
      lang,
    );
  if (carry.length) {
    const lead = fr
      ? pick.pick([
          'Ce qui vous porte d’abord :',
          'Du côté des appuis,',
          'Plusieurs cartes travaillent pour vous :',
        ])
      : pick.pick([
          'What carries you first:',
          'On the side of support,',
          'Several cards work in your favour:',
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
        ? ` Sortie à l’envers, ${cardWords(first.card_id, 'fr').name} dit que cette difficulté se desserre déjà : ${first.keywords[1] ?? first.keywords[0]} perd de sa force si vous la nommez.`
        : ` Ce n’est pas une fatalité : c’est l’endroit précis où votre attention sera la plus utile, ${first.keywords[1] ?? first.keywords[0]} compris.`
      : first.reversed
        ? ` Coming out reversed, ${cardWords(first.card_id, 'en').name} says this difficulty is already loosening: ${first.keywords[1] ?? first.keywords[0]} loses its hold once named.`
        : ` It is not fate: it is exactly where your attention will be most useful, ${first.keywords[1] ?? first.keywords[0]} included.`;
    out.push(para(`${lead} ${list(hold)}.${tail}`, hold.map(id), out.length ? undefined : heading));
  }
  if (open.length) {
    const text = fr
      ? `${capitalise(list(open))} ${open.length > 1 ? 'restent en suspens' : 'reste en suspens'} : ${pick.pick(['tout dépendra de la façon dont vous vous en saisirez', 'leur sens se décidera dans vos prochains choix', 'c’est là que votre marge de manœuvre est la plus grande'])}.`
      : `${capitalise(list(open))} ${open.length > 1 ? 'remain open' : 'remains open'}: ${pick.pick(['it all depends on how you take hold of it', 'their meaning will be decided by your next choices', 'this is where you have the most room to move'])}.`;
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
        ? `${majors.length} cartes sur ${cards.length} sont des arcanes majeurs : la question dépasse le quotidien et touche un tournant de fond.`
        : `${majors.length} of ${cards.length} cards are major arcana: the question goes beyond daily life and touches a deeper turning point.`,
    );
    cited.push(...majors.map((x) => x.c));
  } else if (majors.length === 0) {
    sentences.push(
      fr
        ? 'Aucun arcane majeur : tout se joue dans le concret, à portée de vos décisions de tous les jours.'
        : 'No major arcana: everything plays out in concrete matters, within reach of your everyday decisions.',
    );
  }
  const suit = [...bySuit.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  if (suit && suit[1].length >= 2) {
    sentences.push(
      fr
        ? `${suit[1].length} cartes appartiennent à la même famille, ${suitWords[suit[0]]!.fr} : c’est par là que passe l’essentiel.`
        : `${suit[1].length} cards belong to the same family, ${suitWords[suit[0]]!.en}: that is where the essential passes.`,
    );
    cited.push(...suit[1]);
  }
  const rank = [...byRank.entries()].find(([, cs]) => cs.length >= 2);
  if (rank) {
    sentences.push(
      fr
        ? `${capitalise(
            joinList(
              rank[1].map((c) => cardWords(c.card_id, 'fr').name),
              'fr',
            ),
          )} portent le même nombre, ${rank[0]} : un même thème qui revient ${pick.pick(['avec insistance', 'sous deux visages'])}.`
        : `${capitalise(
            joinList(
              rank[1].map((c) => cardWords(c.card_id, 'en').name),
              'en',
            ),
          )} share the number ${rank[0]}: one theme returning ${pick.pick(['insistently', 'in two guises'])}.`,
    );
    cited.push(...rank[1]);
  }
  // A pair the tradition reads together (le Soleil and la Lune, a royal couple, a major and its pip).
  const combos = tarotCombinations(cards.map((x) => ({ card: x.card, reversed: x.c.reversed })));
  const order = (k: string) =>
    ['traditional_pair', 'royal_couple', 'major_and_pip', 'same_number'].indexOf(k);
  const best = [...combos.pairs].sort((a, b) => order(a.kind) - order(b.kind))[0];
  if (best && best.kind !== 'same_number') {
    sentences.push(best.note[f.lang]);
    cited.push(...best.indexes.map((i) => f.cards[i]!).filter(Boolean));
  }
  const reversed = f.cards.filter((c) => c.reversed);
  if (reversed.length * 2 >= f.cards.length && reversed.length > 0) {
    sentences.push(
      fr
        ? `Avec ${reversed.length} cartes à l’envers, le tirage demande de la patience : une part de la situation mûrit encore.`
        : `With ${reversed.length} cards reversed, the draw asks for patience: part of the situation is still ripening.`,
    );
    cited.push(...reversed);
  }
  if (sentences.length === 0) return null;
  const facts = cited.length ? cited.map(id) : f.cards.map(id);
  return para(sentences.join(' '), facts, heading);
}

/** What to do, for the subject asked: the advice card's words turned into a step. */
function advice(f: TarotFacts, pick: Picker, heading?: string): WrittenParagraph {
  const fr = f.lang === 'fr';
  const c =
    f.cards.find((x) => roleOf(f, x) === 'advice') ?? [...f.cards].sort((a, b) => lean(b) - lean(a))[0]!;
  const w = cardWords(c.card_id, f.lang);
  const subject = subjectOf(f);
  const [k1 = '', , k3] = c.keywords;
  const step = fr
    ? pick.pick([
        `Concrètement, pour ${subject}, ${w.name} vous suggère une piste : ${k1}`,
        `Le pas à faire maintenant, pour ${subject}, tient en un mot : ${k1}. C’est le conseil ${w.of}`,
        `Si vous cherchez par où commencer pour ${subject}, ${w.name} indique ${k1}`,
      ])
    : pick.pick([
        `In practice, for ${subject}, ${w.name} suggests you rely on ${k1}`,
        `The step to take now, for ${subject}, fits in one word: ${k1}. That is the advice ${w.of}`,
        `If you wonder where to begin with ${subject}, ${w.name} points to ${k1}`,
      ]);
  const extra = k3 ? (fr ? `, sans oublier ${k3}.` : `, without forgetting ${k3}.`) : '.';
  const kw = c.keywords[1] ?? k1;
  const freedom = fr
    ? pick.pick([
        ` Le choix vous appartient : ${w.name} éclaire, sans décider à votre place.`,
        ` Vous restez libre : ${kw}, ici, est une pente, pas un destin.`,
        ` À vous de voir jusqu’où suivre ${w.name} ; son mot, ${kw}, reste une piste.`,
        ` Rien ne vous oblige : prenez ce qui, dans ${kw}, vous parle aujourd’hui.`,
      ])
    : pick.pick([
        ` The choice is yours: ${w.name} lights the way of ${kw} without deciding for you.`,
        ` You remain free: ${kw}, here, is a slope, not a fate.`,
        ` It is up to you how far to follow ${w.name} on the ground of ${kw}.`,
        ` Nothing binds you: take from ${kw} what speaks to you today.`,
      ]);
  return para(`${step}${extra}${freedom}`, [id(c)], heading);
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
  const text = fr
    ? `${pick.pick([`Vos cartes additionnées donnent ${s.sum}, qui mène ${w.name.startsWith('le ') ? `au ${w.name.slice(3)}` : `à ${w.name}`}`, `La somme du tirage, ${s.sum}, désigne ${w.name} comme carte de synthèse`, `Le total de vos cartes, ${s.sum}, fait apparaître ${w.name} en synthèse`])}.${echo} ${name ? `${name}, gardez` : 'Gardez'} ${pick.pick([`en tête ${s1} : c’est le fil qui relie ce tirage`, `${s1} et ${s2} comme mots de passe des semaines qui viennent`, `en tête l’image ${w.of} et son mot : ${s1}`])}.`
    : `${pick.pick([`Your cards add up to ${s.sum}, which leads to ${w.name}`, `The sum of the draw, ${s.sum}, names ${w.name} as the synthesis card`, `The total of your cards, ${s.sum}, brings out ${w.name} as the synthesis`])}.${echo} ${name ? `${name}, keep` : 'Keep'} ${pick.pick([`${s1} in mind: it is the thread running through this draw`, `${s1} and ${s2} as the passwords of the weeks ahead`, `in mind the image ${w.of} and its word: ${s1}`])}.`;
  return para(text, ['card.synthesis'], heading);
}

/** Option 1: the answer, the cards woven, their echoes, the step to take, the synthesis card. */
export function tarotShort(f: TarotFacts, pick: Picker): WrittenParagraph[] {
  const key = answerCard(f);
  const out = [answer(f, pick), ...weave(f, pick, key)];
  const e = echoes(f, pick);
  if (e) out.push(e);
  out.push(advice(f, pick));
  out.push(synthesisCard(f, pick));
  return out.slice(0, 8);
}

const ROLE_LEADS: Record<Role, { fr: string[]; en: string[] }> = {
  answer: {
    fr: ['C’est la carte qui répond', '{Il} donne la réponse du tirage', 'La réponse passe par cette lame'],
    en: ['This is the card that answers', 'It gives the draw’s answer', 'The answer goes through this card'],
  },
  obstacle: {
    fr: ['{Il} montre ce qui résiste', 'C’est là que quelque chose coince'],
    en: ['It shows what resists', 'This is where something jams'],
  },
  support: {
    fr: ['{Il} montre sur quoi vous appuyer', 'C’est votre point d’appui'],
    en: ['It shows what to lean on', 'This is your foothold'],
  },
  advice: {
    fr: ['{Il} vous conseille', 'C’est la carte du conseil'],
    en: ['It advises you', 'This is the card of advice'],
  },
  past: {
    fr: ['{Il} éclaire ce qui vous a menés ici', '{Il} parle de ce qui s’éloigne'],
    en: ['It lights what brought you here', 'It speaks of what is fading'],
  },
  present: {
    fr: ['{Il} décrit le moment présent', 'C’est le portrait de maintenant'],
    en: ['It describes the present moment', 'It is a portrait of now'],
  },
  future: {
    fr: ['{Il} annonce une tendance pour la suite', '{Il} ouvre la suite'],
    en: ['It shows a tendency for what follows', 'It opens what comes next'],
  },
  other: {
    fr: ['{Il} ajoute sa nuance', '{Il} complète le tableau'],
    en: ['It adds its nuance', 'It completes the picture'],
  },
};

/** One card, explained once: its place, its words, and its dates when the spread dates it. */
function cardParagraph(f: TarotFacts, c: CardFact, pick: Picker): WrittenParagraph {
  const fr = f.lang === 'fr';
  const w = cardWords(c.card_id, f.lang);
  const [k1 = '', k2 = '', k3 = ''] = c.keywords;
  const lead = pick
    .pick(ROLE_LEADS[roleOf(f, c)][f.lang], `role-${roleOf(f, c)}`)
    .replace('{Il}', capitalise(w.it));
  const entry = f.forecast.find((e) => e.note === c.position_name && e.title === c.card_name);
  const when = entry ? `${capitalise(dateRange(entry.start, entry.end, f.lang))}${fr ? ', ' : ', '}` : '';
  const tone =
    lean(c) > 0
      ? fr
        ? pick.pick([`un courant favorable, à saisir`, `une force qui vous est acquise`], 'tone+')
        : pick.pick(['a favourable current, to be seized', 'a strength already yours'], 'tone+')
      : lean(c) < 0
        ? fr
          ? pick.pick(
              [`un point à surveiller plutôt qu’un mauvais présage`, `une difficulté qui se travaille`],
              'tone-',
            )
          : pick.pick(
              ['a point to watch rather than a bad omen', 'a difficulty that can be worked on'],
              'tone-',
            )
        : fr
          ? pick.pick(
              [`une énergie dont le sens dépend de vous`, `une porte que vous seul pouvez pousser`],
              'tone0',
            )
          : pick.pick(['an energy whose meaning depends on you', 'a door only you can push'], 'tone0');
  const text = fr
    ? `${when}${placed(c, 'fr', pick)}. ${lead} : ${k1}${k2 ? `, ${k2}` : ''}${k3 ? ` et ${k3}` : ''}. ${capitalise(c.position_meaning.replace(/\.$/, ''))} : avec ${w.name}, ${tone}.`
    : `${when}${placed(c, 'en', pick)}. ${lead}: ${k1}${k2 ? `, ${k2}` : ''}${k3 ? ` and ${k3}` : ''}. ${capitalise(c.position_meaning.replace(/\.$/, ''))}: with ${w.name}, ${tone}.`;
  return para(capitalise(text), [id(c), ...(entry ? ['period'] : [])]);
}

/** Options 2–3: the same movement in sections, plus the dated stages of the period sold. */
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
  first.text = `${pick.pick(fr ? [`Pour ${period}, voici l’essentiel.`, `Ce que disent les cartes de ${period.replace(/^(l’|la |les |vos )/, (m) => m)}, en quelques lignes.`, `Sur ${period}, le tirage est clair.`] : [`For ${period}, here is the essential.`, `What the cards say of ${period}, in a few lines.`, `On ${period}, the draw is clear.`])} ${first.text}`;
  first.facts.push('period');
  const out: WrittenParagraph[] = [first];
  const cards = f.cards.map((c) => cardParagraph(f, c, pick));
  if (cards[0]) cards[0].heading = fr ? 'Vos cartes, une à une' : 'Your cards, one by one';
  out.push(...cards);
  const e = echoes(f, pick, fr ? 'Les échos du tirage' : 'Echoes in the draw');
  if (e) out.push(e);
  out.push(advice(f, pick, fr ? 'Ce que vous pouvez en faire' : 'What you can do with it'));
  out.push(synthesisCard(f, pick, fr ? 'La carte de synthèse' : 'The synthesis card'));
  return out;
}

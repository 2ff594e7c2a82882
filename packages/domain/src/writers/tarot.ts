// The symbolic tarot reading: the revealed cards, each read in its place of the spread with the
// meaning of its orientation and the customer's domain, then a synthesis computed from the draw.
// Every section names the actual cards and positions; the curated texts are in tarot/.

import type { Lang } from '../tarot/card';
import { croixFifthCard } from '../tarot/croix';
import type { DrawnCard } from '../tarot/draw';
import { cardValue } from '../tarot/synthesis';
import { frenchTypography } from '../text/typography';
import type { Spread } from '../tarot/spreads';
import {
  DOMAIN_FOCUS,
  DOMAIN_LINES,
  OPTION_LINES,
  PERIOD_LINES,
  SINGLE_CARD_LINE,
  quote,
  reversedWord,
  type TarotDomain,
  type TarotPeriod,
} from './tarot-phrases';
import { cardInPositionLine } from './tarot-positions';
import { synthesisSections, type Section } from './tarot-synthesis';

export type { TarotDomain, TarotPeriod } from './tarot-phrases';

export interface TarotReadingOptions {
  lang: Lang;
  option: 1 | 2 | 3;
  question?: string;
  domain?: TarotDomain;
  period?: TarotPeriod;
  firstName?: string;
}

export interface TarotReading {
  title: string;
  sections: Section[];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "« … ? »" closes its own sentence in French; only add a full stop when the question has none. */
function quotedQuestion(question: string, lang: Lang): string {
  const q = quote(question, lang);
  return /[.?!…]$/.test(question) ? q : `${q}.`;
}

function introSection(cards: readonly DrawnCard[], spread: Spread, opts: TarotReadingOptions): Section {
  const { lang } = opts;
  const fr = lang === 'fr';
  const domain = opts.domain ?? 'general';
  const firstName = opts.firstName?.trim();
  const question = opts.question?.trim();
  // The croix's fifth card is computed, not drawn (its spread's description says so): the count is
  // of the cards picked.
  const n = cards.filter((c) => !c.spreadPosition.computed).length;
  const parts: string[] = [];
  if (question) {
    parts.push(
      fr
        ? `vous avez posé la question ${quotedQuestion(question, lang)}`
        : `you asked ${quotedQuestion(question, lang)}`,
    );
  }
  const drawn = fr
    ? n === 1
      ? 'La carte a été tirée d’un jeu de 78 lames mélangé pour vous.'
      : `Les ${n} cartes ont été tirées d’un jeu de 78 lames mélangé pour vous.`
    : n === 1
      ? 'The card was drawn from a deck of 78 shuffled for you.'
      : `The ${n} cards were drawn from a deck of 78 shuffled for you.`;
  parts.push(drawn, `${spread.name[lang]} — ${lowerFirst(spread.description[lang])}`);
  parts.push(n === 1 && opts.option === 1 ? SINGLE_CARD_LINE[lang] : OPTION_LINES[lang][opts.option]);
  parts.push(DOMAIN_FOCUS[lang][domain]);
  if (opts.period) parts.push(PERIOD_LINES[lang][opts.period]);
  const body = parts.join(' ');
  return {
    heading: fr ? 'Votre tirage' : 'Your draw',
    body: firstName ? `${firstName}, ${lowerFirst(body)}` : capitalise(body),
  };
}

/**
 * How the croix's fifth card is found, with the sums a customer can check: « 19 + 3 + 13 + 14 = 49,
 * puis 4 + 9 = 13 ».
 */
function computedLine(picked: readonly DrawnCard[], lang: Lang): string {
  const fifth = croixFifthCard(picked.map((c) => c.card));
  const sums = [
    `${picked.map((c) => cardValue(c.card)).join(' + ')} = ${fifth.sum}`,
    ...fifth.steps.slice(1).map((n, i) => `${String(fifth.steps[i]).split('').join(' + ')} = ${n}`),
  ].join(lang === 'fr' ? ', puis ' : ', then ');
  return lang === 'fr'
    ? `Cette carte ne se tire pas : elle s’obtient en additionnant les valeurs des quatre autres, ${sums}, et se lit à l’endroit.`
    : `This card is not drawn: it comes from adding the values of the other four, ${sums}, and is read upright.`;
}

function cardSection(
  drawn: DrawnCard,
  index: number,
  domainLine: string,
  lang: Lang,
  picked: readonly DrawnCard[],
): Section {
  const fr = lang === 'fr';
  const { card, reversed, spreadPosition: pos } = drawn;
  const meaning = reversed ? card.reversed : card.upright;
  const heading = `${index + 1}. ${pos.name[lang]} — ${card.name[lang]}${reversed ? (fr ? `, ${reversedWord(card)}` : ', reversed') : ''}`;
  const numeral = card.numeral ? ` (${card.numeral})` : '';
  const how = pos.computed
    ? computedLine(picked, lang)
    : fr
      ? card.arcana === 'major'
        ? // The participle agrees with « un arcane », masculine whatever the card’s name.
          `C’est un arcane majeur${numeral}, sorti ${reversed ? 'renversé' : 'à l’endroit'}.`
        : `${card.grammar.fr.the.charAt(0).toUpperCase()}${card.grammar.fr.the.slice(1)} est sorti${card.grammar.gender === 'f' ? 'e' : ''} ${reversed ? reversedWord(card) : 'à l’endroit'}.`
      : card.arcana === 'major'
        ? `A major arcanum${numeral}, drawn ${reversed ? 'reversed' : 'upright'}.`
        : `The card came out ${reversed ? 'reversed' : 'upright'}.`;
  const place = fr
    ? `Position ${quote(pos.name.fr, lang)} : ${lowerFirst(pos.meaning.fr)} ${how}`
    : `Position ${quote(pos.name.en, lang)}: ${lowerFirst(pos.meaning.en)} ${how}`;
  const keywords = meaning.keywords[lang];
  const kw = fr ? `Mots-clés : ${keywords.join(', ')}.` : `Keywords: ${keywords.join(', ')}.`;
  const tie = cardInPositionLine(card, pos, reversed, lang);
  return { heading, body: [place, meaning.text[lang], kw, domainLine, tie].filter(Boolean).join(' ') };
}

/** The domain sentence comes with the first card of each family only, so it never repeats. */
function cardSections(cards: readonly DrawnCard[], domain: TarotDomain, lang: Lang): Section[] {
  const seen = new Set<string>();
  return cards.map((c, i) => {
    const family = c.card.suit ?? 'major';
    const line = seen.has(family) ? '' : DOMAIN_LINES[lang][family][domain];
    seen.add(family);
    return cardSection(
      c,
      i,
      line,
      lang,
      cards.filter((d) => !d.spreadPosition.computed),
    );
  });
}

/** The title and sections of the symbolic reading, in the requested language. */
export function writeTarotReading(
  cards: readonly DrawnCard[],
  spread: Spread,
  opts: TarotReadingOptions,
): TarotReading {
  if (cards.length === 0) throw new RangeError('a tarot reading needs at least one card');
  const { lang } = opts;
  const domain = opts.domain ?? 'general';
  const firstName = opts.firstName?.trim();
  const title =
    lang === 'fr'
      ? `Tarot de Marseille — ${spread.name.fr}${firstName ? ` pour ${firstName}` : ''}`
      : `Tarot de Marseille — ${spread.name.en}${firstName ? ` for ${firstName}` : ''}`;
  const sections = [
    introSection(cards, spread, opts),
    ...cardSections(cards, domain, lang),
    ...synthesisSections(cards, lang, domain),
  ];
  const typeset = lang === 'fr' ? frenchTypography : (t: string) => t;
  return {
    title: typeset(title),
    sections: sections.map((s) => ({ heading: typeset(s.heading), body: typeset(s.body) })),
  };
}

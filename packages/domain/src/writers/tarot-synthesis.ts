// The closing sections of the tarot reading, computed from the draw as a whole: the weight of the
// majors, the leading suit and its element, the share of reversed cards, and the synthesis card
// reached by adding the card values (rule in tarot/synthesis.ts).

import type { Lang, SuitId } from '../tarot/card';
import type { DrawnCard } from '../tarot/draw';
import { suitById } from '../tarot/suits';
import { cardValue, computeTarotSynthesis, type TarotSynthesis } from '../tarot/synthesis';
import { ELEMENT_LINES, cardInSentence, joinList, plural, quote, type TarotDomain } from './tarot-phrases';

const MAJ_FR: [string, string] = ['arcane majeur', 'arcanes majeurs'];
const MAJ_EN: [string, string] = ['major arcanum', 'major arcana'];
const MIN_FR: [string, string] = ['arcane mineur', 'arcanes mineurs'];
const MIN_EN: [string, string] = ['minor arcanum', 'minor arcana'];

export interface Section {
  heading: string;
  body: string;
}

/** « les Coupes », "Cups": suits are named in the plural, as Marseille readers do (decision 0330). */
function suitWithArticle(suit: SuitId, lang: Lang): string {
  const name = suitById(suit).plural[lang];
  return lang === 'en' ? name : `les ${name}`;
}

function arcanaSection(cards: readonly DrawnCard[], s: TarotSynthesis, lang: Lang): Section {
  const fr = lang === 'fr';
  const majors = cards
    .filter((c) => c.card.arcana === 'major')
    .map((c) => `${c.card.name[lang]}${c.card.numeral ? ` (${c.card.numeral})` : ''}`);
  // Zero is said in words ("only minor arcana"), never as "0 arcanes majeurs".
  const count =
    s.total === 1 || s.majors === 0 || s.minors === 0
      ? ''
      : fr
        ? `Votre tirage compte ${plural(s.majors, ...MAJ_FR)} et ${plural(s.minors, ...MIN_FR)}. `
        : `Your draw holds ${plural(s.majors, ...MAJ_EN)} and ${plural(s.minors, ...MIN_EN)}. `;
  let reading: string;
  if (s.total === 1) {
    reading = s.majors
      ? fr
        ? 'Une seule carte, et c’est un arcane majeur : la réponse touche à un enjeu de fond plutôt qu’à un détail.'
        : 'A single card, and a major one: the answer touches a deep issue rather than a detail.'
      : fr
        ? 'Une seule carte, un arcane mineur : la réponse se joue dans le concret, à votre portée.'
        : 'A single card, a minor one: the answer lies in practical matters, within your reach.';
  } else if (s.minors === 0) {
    reading = fr
      ? `Uniquement des arcanes majeurs (${s.total} cartes) : de grandes forces sont à l’œuvre, et ce qui se joue dépasse les circonstances du moment.`
      : `Only major arcana (${s.total} cards): great forces are at work, and what is at stake goes beyond the circumstances of the moment.`;
  } else if (s.majors === 0) {
    reading = fr
      ? `Aucun arcane majeur parmi les ${s.total} cartes : tout se joue dans le quotidien, sur des choses concrètes que vous pouvez ajuster vous-même.`
      : `No major arcana among the ${s.total} cards: everything happens in daily life, in practical matters you can adjust yourself.`;
  } else if (s.majors * 2 > s.total) {
    reading = fr
      ? 'Les arcanes majeurs l’emportent : les grandes orientations comptent plus que les détails, le moment a du poids.'
      : 'The major arcana prevail: the broad directions matter more than the details; this is a weighty moment.';
  } else {
    reading = fr
      ? 'Les arcanes mineurs l’emportent : la situation se règle surtout dans les actes de tous les jours, que les majeurs viennent orienter.'
      : 'The minor arcana prevail: the situation is settled mostly through everyday actions, which the majors give direction to.';
  }
  const names =
    majors.length && s.total > 1
      ? fr
        ? ` Arcanes majeurs présents : ${joinList(majors, lang)}.`
        : ` Major arcana present: ${joinList(majors, lang)}.`
      : '';
  return {
    heading: fr ? 'Arcanes majeurs et mineurs' : 'Major and minor arcana',
    body: `${count}${reading}${names}`,
  };
}

function suitSection(s: TarotSynthesis, lang: Lang, domain: TarotDomain): Section | undefined {
  const fr = lang === 'fr';
  if (s.minors === 0) return undefined;
  const heading = fr ? 'Couleur dominante et élément' : 'Leading suit and element';
  if (s.dominantSuit && s.dominantElement) {
    const suit = suitById(s.dominantSuit);
    const n = s.suitCounts[s.dominantSuit];
    const line = ELEMENT_LINES[lang][s.dominantElement][domain];
    const which = fr
      ? s.minors === 1
        ? `La seule couleur présente est celle des ${suit.plural.fr}`
        : `La couleur la plus présente est celle des ${suit.plural.fr} (${n} sur ${plural(s.minors, ...MIN_FR)})`
      : s.minors === 1
        ? `The only suit present is ${suit.name.en}`
        : `The leading suit is ${suit.name.en} (${n} of ${plural(s.minors, ...MIN_EN)})`;
    const body = fr
      ? `${which}, qui relève ${suit.elementName.fr.startsWith('le ') ? `du ${suit.elementName.fr.slice(3)}` : `de ${suit.elementName.fr}`} : ${line}`
      : `${which}, the suit of ${suit.elementName.en}: ${line}`;
    return { heading, body };
  }
  const tied = s.leadingSuits.map(
    (id) => `${suitWithArticle(id, lang)} (${suitById(id).elementName[lang].replace(/^(le |la |l’)/, '')})`,
  );
  const n = s.suitCounts[s.leadingSuits[0] ?? 'batons'];
  const body = fr
    ? `Aucune couleur ne domine : ${joinList(tied, lang)} sont à égalité, avec ${plural(n, 'carte', 'cartes')} chacune. Plusieurs plans de votre vie sont sollicités en même temps ; aucun ne doit être sacrifié à l’autre.`
    : `No suit leads: ${joinList(tied, lang)} are level, with ${plural(n, 'card', 'cards')} each. Several areas of your life are called upon at once; none should be sacrificed to another.`;
  return { heading, body };
}

function reversedSection(cards: readonly DrawnCard[], s: TarotSynthesis, lang: Lang): Section {
  const fr = lang === 'fr';
  const heading = fr ? 'Cartes à l’endroit et renversées' : 'Upright and reversed cards';
  const names = cards
    .filter((c) => c.reversed)
    .map(
      (c) =>
        `${cardInSentence(c.card, lang)} ${fr ? 'en position' : 'in'} ${quote(c.spreadPosition.name[lang], lang)}`,
    );
  const pct = Math.round(s.reversedRatio * 100);
  if (s.total === 1) {
    const body = s.reversed
      ? fr
        ? 'La carte est sortie renversée : son énergie est retenue, tournée vers l’intérieur ; avant d’agir, cherchez ce qui la retient.'
        : 'The card came out reversed: before acting, take time to understand what is resisting.'
      : fr
        ? 'La carte est sortie à l’endroit : son message s’exprime librement, sans obstacle intérieur.'
        : 'The card came out upright: its message flows freely, with nothing inside holding it back.';
    return { heading, body };
  }
  if (s.reversed === 0) {
    return {
      heading,
      body: fr
        ? 'Toutes les cartes sont sorties à l’endroit : les énergies circulent librement et rien de majeur ne bloque.'
        : 'Every card came out upright: energies flow freely and nothing major stands in the way.',
    };
  }
  const share = fr
    ? `Sur ${s.total} cartes, ${s.reversed} ${s.reversed === 1 ? 'est renversée' : 'sont renversées'} (${pct} %) : ${joinList(names, lang)}.`
    : `Of ${s.total} cards, ${s.reversed} ${s.reversed === 1 ? 'is' : 'are'} reversed (${pct}%): ${joinList(names, lang)}.`;
  let reading: string;
  if (s.reversed === s.total)
    reading = fr
      ? 'Tout le tirage est renversé : le moment invite à l’introspection plutôt qu’à l’action ; ce qui résiste demande d’abord à être compris.'
      : 'The whole draw is reversed: the moment calls for reflection rather than action; what resists must first be understood.';
  else if (s.reversedRatio <= 1 / 3)
    reading = fr
      ? 'Les résistances sont localisées : c’est sur ce point que porte l’effort.'
      : 'The resistance is localised: that is where the effort should go.';
  else if (s.reversedRatio <= 2 / 3)
    reading = fr
      ? 'Une bonne part du tirage demande à être débloquée avant d’avancer.'
      : 'A good part of the draw needs unblocking before you move on.';
  else
    reading = fr
      ? 'La plupart des cartes sont renversées : prenez le temps de comprendre ce qui freine avant d’agir.'
      : 'Most cards are reversed: take time to understand what is holding you back before you act.';
  // The house rule, said to the customer (decision 0331): a reversed card keeps its meaning, held back.
  const rule = fr
    ? 'Comme les lecteurs du tarot de Marseille, nous lisons une carte renversée comme la même énergie retenue ou bloquée, jamais comme son contraire.'
    : 'As Tarot de Marseille readers do, we read a reversed card as the same energy held back or blocked, never as its opposite.';
  return { heading, body: `${share} ${reading} ${rule}` };
}

function synthesisCardSection(cards: readonly DrawnCard[], s: TarotSynthesis, lang: Lang): Section {
  const fr = lang === 'fr';
  const card = s.synthesisCard;
  const label = `${card.name[lang]}${card.numeral ? ` (${card.numeral})` : ''}`;
  const values = cards.map((c) => cardValue(c.card)).join(' + ');
  const sumText = cards.length > 1 ? `${values} = ${s.sum}` : String(s.sum);
  // Each reduction step shown as its digit sum, e.g. "3 + 5 = 8".
  const steps = s.reduction.slice(1).map((n, i) => `${String(s.reduction[i]).split('').join(' + ')} = ${n}`);
  const reduced = steps.length
    ? fr
      ? `, puis en additionnant les chiffres : ${steps.join(', ')}`
      : `, then adding the digits: ${steps.join(', ')}`
    : '';
  const last = s.reduction[s.reduction.length - 1];
  const mat = last === 22 ? (fr ? ' ; 22 est le nombre du Mat' : '; 22 is the number of the Fool') : '';
  const rule = fr
    ? '(un arcane majeur compte son numéro, Le Mat zéro ; un mineur sa valeur, de l’As à 1 au Roi à 14)'
    : '(a major counts its number, the Fool zero; a minor its value, from the Ace at 1 to the King at 14)';
  const added = fr
    ? cards.length > 1
      ? `Additionnées, les valeurs des cartes ${rule} donnent`
      : `La valeur de la carte ${rule} est`
    : cards.length > 1
      ? `Added together, the values of the cards ${rule} make`
      : `The value of the card ${rule} is`;
  const intro = fr
    ? `${added} ${sumText}${reduced}${mat}. Ce nombre désigne ${label}, la carte qui résume l’ensemble du tirage.`
    : `${added} ${sumText}${reduced}${mat}. This number points to ${label}, the card that sums up the whole draw.`;
  const keywords = fr
    ? `Mots-clés : ${card.upright.keywords.fr.join(', ')}.`
    : `Keywords: ${card.upright.keywords.en.join(', ')}.`;
  const echo = s.synthesisInDraw
    ? fr
      ? ' Cette carte figure déjà dans votre tirage : son message en sort renforcé.'
      : ' This card is already in your draw, which strengthens its message.'
    : '';
  return {
    heading: fr ? `Carte de synthèse : ${label}` : `Synthesis card: ${label}`,
    body: `${intro} ${keywords} ${card.upright.text[lang]}${echo}`,
  };
}

export function synthesisSections(cards: readonly DrawnCard[], lang: Lang, domain: TarotDomain): Section[] {
  const s = computeTarotSynthesis(cards);
  const suit = suitSection(s, lang, domain);
  return [
    arcanaSection(cards, s, lang),
    ...(suit ? [suit] : []),
    reversedSection(cards, s, lang),
    synthesisCardSection(cards, s, lang),
  ];
}

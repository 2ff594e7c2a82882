// The paragraph a reading opens with when its question touches the law, money placed or gambled, or
// another person's feelings: what the reading cannot do, and that it speaks only of the person's side.
import type { QuestionLang } from './normalize';
import type { QuestionCaution } from './sensitivity';
import { subjectPossessiveToSecondPerson } from './subject';

type Texts = Record<QuestionCaution, { withSubject: (s: string) => string; without: string; rest: string }>;

const FR: Texts = {
  legal: {
    withSubject: (s) => `Votre question touche au droit (« ${s} »)`,
    without: 'Votre question touche au droit',
    rest: ' : cette lecture ne donne aucun conseil juridique et ne prédit pas ce que décidera un juge. Pour connaître vos droits et vos chances, seul un avocat, ou un point-justice près de chez vous, peut vous éclairer. Ce qui suit ne parle que de vous : de la manière dont vous traversez cette période et des choix qui vous appartiennent.',
  },
  financial: {
    withSubject: (s) => `Votre question touche à l’argent placé ou joué (« ${s} »)`,
    without: 'Votre question touche à l’argent placé ou joué',
    rest: ' : cette lecture ne donne aucun conseil financier. Personne ne peut prévoir les marchés ni les tirages d’une loterie, et ni les cartes, ni les astres, ni les nombres ne le feront à votre place ; pour placer ou investir, adressez-vous à un conseiller financier. Ce qui suit ne parle que de vous : de votre rapport au risque, de vos priorités et des choix qui restent entre vos mains.',
  },
  coercive_love: {
    withSubject: (s) => `Votre question cherche à agir sur les sentiments d’une autre personne (« ${s} »)`,
    without: 'Votre question cherche à agir sur les sentiments d’une autre personne',
    rest: ' : aucune lecture, aucun rituel ne peut faire naître, revenir ou changer l’amour de quelqu’un, et ses choix n’appartiennent qu’à elle. Ce qui suit parle donc de votre côté : de ce que vous ressentez, de ce dont vous avez besoin et de ce que vous pouvez faire, vous, pour trouver la paix dans cette relation.',
  },
};

const EN: Texts = {
  legal: {
    withSubject: (s) => `Your question touches on the law (“${s}”)`,
    without: 'Your question touches on the law',
    rest: ': this reading gives no legal advice and does not foretell what a judge will decide. Only a lawyer, or a free legal advice service near you, can tell you where your rights and chances stand. What follows speaks only of you: of how you go through this time and of the choices that are yours to make.',
  },
  financial: {
    withSubject: (s) => `Your question touches on money invested or gambled (“${s}”)`,
    without: 'Your question touches on money invested or gambled',
    rest: ': this reading gives no financial advice. No one can predict markets or lottery draws, and neither cards, nor stars, nor numbers will do it for you; before investing, talk to a financial adviser. What follows speaks only of you: of how you deal with risk, of your priorities and of the choices that remain in your hands.',
  },
  coercive_love: {
    withSubject: (s) => `Your question seeks to act on another person’s feelings (“${s}”)`,
    without: 'Your question seeks to act on another person’s feelings',
    rest: ': no reading and no ritual can make someone love you, come back or change their heart, and their choices are theirs alone. What follows speaks of your side: what you feel, what you need and what you can do, yourself, to find peace in this relationship.',
  },
};

/** One paragraph, in the reading's language, naming the question's subject (in the second person) when there is one. */
export function cautionParagraph(
  caution: QuestionCaution,
  lang: QuestionLang,
  subject: string | null,
): string {
  const texts = (lang === 'fr' ? FR : EN)[caution];
  const lead = subject ? texts.withSubject(subjectPossessiveToSecondPerson(subject, lang)) : texts.without;
  return lead + texts.rest;
}

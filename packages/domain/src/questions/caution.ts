// The paragraph a reading gives when its question touches health, the law, money placed or gambled, or
// another person's choice or feelings: what the reading cannot do, who can help, and that it speaks only
// of the person's side (decisions 0175 and 0271).
import { classOf, type ClassifiedQuestion } from './classify';
import type { QuestionLang } from './normalize';
import { cautionOf, type QuestionCaution } from './sensitivity';
import type { QuestionTopic } from './topic';
import { subjectPossessiveToSecondPerson } from './subject';

type Texts = Record<QuestionCaution, { withSubject: (s: string) => string; without: string; rest: string }>;

const FR: Texts = {
  health: {
    withSubject: (s) => `Votre question touche à votre santé (« ${s} »)`,
    without: 'Votre question touche à la santé',
    rest: ' : cette lecture ne dit pas si ni quand le corps guérira, et ne remplace ni un médecin ni un kinésithérapeute ; eux seuls peuvent dire où en est votre rétablissement et ce que vous pouvez reprendre. Ce qui suit ne parle que de vous : de la patience, des appuis et des gestes qui vous appartiennent pendant cette période.',
  },
  other_person: {
    withSubject: (s) => `Votre question porte sur le choix ou les sentiments d’une autre personne (« ${s} »)`,
    without: 'Votre question porte sur le choix ou les sentiments d’une autre personne',
    rest: ' : aucune lecture ne peut dire ce qu’une autre personne décidera ou ressent, et sa décision n’appartient qu’à elle. Ce qui suit parle donc de votre côté : de ce que vous attendez, de ce que vous pouvez dire ou faire, et de ce que la période favorise pour vous.',
  },
  legal: {
    withSubject: (s) => `Votre question touche au droit (« ${s} »)`,
    without: 'Votre question touche au droit',
    rest: ' : cette lecture ne donne aucun conseil juridique et ne prédit pas ce que décidera un juge. Pour connaître vos droits et vos chances, seul un avocat, ou un point-justice près de chez vous, peut vous éclairer. Ce qui suit ne parle que de vous : de la manière dont vous traversez cette période et des choix qui vous appartiennent.',
  },
  financial: {
    withSubject: (s) => `Votre question touche à l’argent placé ou joué (« ${s} »)`,
    without: 'Votre question touche à l’argent placé ou joué',
    rest: ' : cette lecture ne donne aucun conseil financier. Personne ne peut prévoir les marchés, l’issue d’un match ni les tirages d’une loterie, et ni les cartes, ni les astres, ni les nombres ne le feront à votre place ; pour placer ou investir, adressez-vous à un conseiller financier ; si le jeu vous pèse, Joueurs Info Service vous écoute, gratuitement et sans jugement. Ce qui suit ne parle que de vous : de votre rapport au risque, de vos priorités et des choix qui restent entre vos mains.',
  },
  coercive_love: {
    withSubject: (s) => `Votre question cherche à agir sur les sentiments d’une autre personne (« ${s} »)`,
    without: 'Votre question cherche à agir sur les sentiments d’une autre personne',
    rest: ' : aucune lecture, aucun rituel ne peut faire naître, revenir ou changer l’amour de quelqu’un, et ses choix n’appartiennent qu’à elle. Ce qui suit parle donc de votre côté : de ce que vous ressentez, de ce dont vous avez besoin et de ce que vous pouvez faire, vous, pour trouver la paix dans cette relation.',
  },
};

const EN: Texts = {
  health: {
    withSubject: (s) => `Your question touches on your health (“${s}”)`,
    without: 'Your question touches on health',
    rest: ': this reading cannot say whether or when the body will heal, and it replaces neither a doctor nor a physiotherapist; only they can tell where your recovery stands and what you can take up again. What follows speaks only of you: of patience, of what supports you and of the steps that are yours during this time.',
  },
  other_person: {
    withSubject: (s) => `Your question is about another person’s choice or feelings (“${s}”)`,
    without: 'Your question is about another person’s choice or feelings',
    rest: ': no reading can tell what someone else will decide or feels, and their decision is theirs alone. What follows speaks of your side: what you hope for, what you can say or do, and what this time favours for you.',
  },
  legal: {
    withSubject: (s) => `Your question touches on the law (“${s}”)`,
    without: 'Your question touches on the law',
    rest: ': this reading gives no legal advice and does not foretell what a judge will decide. Only a lawyer, or a free legal advice service near you, can tell you where your rights and chances stand. What follows speaks only of you: of how you go through this time and of the choices that are yours to make.',
  },
  financial: {
    withSubject: (s) => `Your question touches on money invested or gambled (“${s}”)`,
    without: 'Your question touches on money invested or gambled',
    rest: ': this reading gives no financial advice. No one can predict markets, the outcome of a match or lottery draws, and neither cards, nor stars, nor numbers will do it for you; before investing, talk to a financial adviser; if gambling weighs on you, a gambling helpline listens, free and without judgement (in France, Joueurs Info Service). What follows speaks only of you: of how you deal with risk, of your priorities and of the choices that remain in your hands.',
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

/**
 * What the writers are told of a careful or third-party question (decision 0271): its class, its kind
 * and its topic. The model's prompt carries it; the offline writer answers such a question with no verdict.
 */
export interface CautionFacts {
  class: 'careful' | 'third_party';
  kind: QuestionCaution;
  topic: QuestionTopic;
}

export function cautionFacts(
  question: string,
  lang: QuestionLang,
  known?: ClassifiedQuestion | null,
): CautionFacts | null {
  const { handling, sensitivity, topic } = classOf(question, lang, known);
  const kind = cautionOf(sensitivity);
  if (!kind || (handling !== 'careful' && handling !== 'third_party')) return null;
  return { class: handling, kind, topic };
}

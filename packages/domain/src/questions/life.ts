// A life at stake, read from the question's model (decision 0271, issue 35): the asker's own life
// (wanting it to stop, asking whether it is worth going on, at the end of their strength and wanting it
// all to stop) and another person's death asked about without the word (« passera-t-il l'hiver ? »,
// "will grandma still be with us at Christmas?", « qui de nous deux partira le premier ? »). The idioms
// with the words themselves (suicide, mourir, die) stay in sensitivity-fr.ts / sensitivity-en.ts; these
// rules catch the same meanings phrased otherwise, by combining concepts rather than listing phrases.
import type { Concept, Span } from './lexicon';
import { foldQuestion } from './normalize';
import { modelQuestion, type QuestionModel } from './question-model';

// After a span, what makes it about a place or company rather than a time: « passer l'hiver à Nice »,
// « vivre ensemble », "living in London", "still be here with the kids" is not a life at stake.
const PLACE: Readonly<Record<'fr' | 'en', ReadonlySet<string>>> = {
  fr: new Set('a au aux en chez avec dans ensemble ici loin pres sur vers sous hors pour'.split(' ')),
  en: new Set('in at with abroad together here there near on by into to for'.split(' ')),
};
// What one disappears from or ends: « disparaître des réseaux sociaux pour de bon », "end it with him".
const OBJECT: Readonly<Record<'fr' | 'en', ReadonlySet<string>>> = {
  fr: new Set('de des du d avec'.split(' ')),
  en: new Set('from of with'.split(' ')),
};
// A time after the preposition keeps the span about time: « à Noël », "at Christmas", "in the spring".
const TIME = new Set(
  (
    'noel paques printemps ete hiver automne fin nouvel an annee mois semaine jour christmas easter spring ' +
    'summer winter autumn fall end new year month week day next the this'
  ).split(' '),
);

function aboutPlace(m: QuestionModel, span: Span): boolean {
  const next = m.tokens[span.at + span.len];
  if (next === undefined) return false;
  const lang = m.lang === 'en' ? 'en' : 'fr';
  if (!PLACE[lang].has(next)) return false;
  const after = m.tokens[span.at + span.len + 1];
  // "with us at Christmas": an entry that ends on its preposition has its time right after it.
  return !(after !== undefined && TIME.has(after));
}

// Those around the asker, as a whole or as kin: who would be « mieux sans moi » in a cry for help.
const AROUND: Readonly<Record<'fr' | 'en', ReadonlySet<string>>> = {
  fr: new Set('tout monde famille proches autres gens enfants entourage parents'.split(' ')),
  en: new Set('everyone everybody world family people others kids children parents loved'.split(' ')),
};

/** The spans of a concept that are not about a place or company. */
function spansAboutTime(m: QuestionModel, c: Concept): Span[] {
  return (m.concepts.get(c) ?? []).filter((s) => !aboutPlace(m, s));
}

/** The asker's life at stake: refused before any charge, with the help to call. */
export function selfHarmOf(m: QuestionModel): boolean {
  // « Disparaître pour toujours », « m'endormir et ne jamais me réveiller », "end it once and for all";
  // not what one leaves (« disparaître des réseaux sociaux pour de bon », "end it with him for good").
  const lang = m.lang === 'en' ? 'en' : 'fr';
  const ceasing = (m.concepts.get('cease') ?? []).filter(
    (s) => !OBJECT[lang].has(m.tokens[s.at + s.len] ?? ''),
  );
  if (m.subject !== 'other' && ceasing.length > 0 && m.has('forever')) return true;
  // « Est-ce que ça vaut encore la peine que je me lève le matin ? », "Is it worth going on living?",
  // « À quoi bon vivre ? » — whoever's life it is, it is a cry for help.
  if (m.has('worth') && spansAboutTime(m, 'going_on').length > 0) return true;
  // « Tout le monde serait mieux sans moi », "my family would be better off without me": the asker
  // weighed as a burden on those around them. Not one person's life after a break-up (« mon ex est-il
  // mieux sans moi ? », "is she happier without me?"): the ones better off are many, or kin.
  if (m.has('better_without') && m.tokens.some((t) => AROUND[lang].has(t))) return true;
  // « Je n'en peux plus, autant tout arrêter », "I can't go on, I want to disappear".
  return m.subject !== 'other' && m.has('despair') && ceasing.length > 0;
}

// An age that is a life's length, not a milestone of youth: « ses 90 ans », "his 90th birthday",
// "live to 100", « centenaire ». Under it, « fêtera-t-elle ses 18 ans avec nous ? » is a family question.
const OLD_AGE = 60;
// What follows a number that makes it an age: « 90 ans », « 90 bougies », "90 years", "90th birthday".
const AGE_UNIT = new Set(
  'ans an bougies printemps anniversaire years year yrs old birthday bday birthdays'.split(' '),
);
const CENTURY = new Set('centenaire centenaires centieme centenarian centenary hundredth'.split(' '));
// Occasions that a person is still there for, said of a life: « encore là pour mon mariage »,
// "still be around for the baby's birth"; not « encore là pour moi », "still be here for me".
const OCCASION = new Set(
  (
    'noel paques mariage naissance anniversaire bapteme communion diplome rentree ete hiver printemps ' +
    'automne fetes christmas easter wedding birth birthday graduation christening summer winter spring ' +
    'autumn holidays'
  ).split(' '),
);
// What years can be left on, other than a life: « avant la retraite », "on his contract".
const ELSEWHERE = new Set(
  (
    'avant retraite contrat credit pret bail poste travail etudes prison peine before until retirement ' +
    'contract loan mortgage lease job work studies sentence on'
  ).split(' '),
);
// The words that name a person old or ill (« grand-père » is read as two words; « vieux » and "old"
// are not here: « mon vieil ami », "my old friend").
const ELDER = new Set(
  'papy papi mamie mamy aieul aieule agee agees grandfather grandmother grandma grandpa granddad grandad gramps granny grannie grandparents elderly'.split(
    ' ',
  ),
);
const ILL = new Set(
  'malade malades hospitalise hospitalisee fragile sick ill frail hospitalised hospitalized'.split(' '),
);
/** Illness named in the question: « mon oncle malade », "my sick aunt", a serious illness. */
const ill = (m: QuestionModel) => m.has('serious') || m.tokens.some((t) => ILL.has(t));
// Before an animal, « vieux » and "old" are its age: « mon vieux chien », "my old dog".
const OLD = new Set('vieux vieil vieille old'.split(' '));
/** Old age or illness named in the question. */
function frail(m: QuestionModel): boolean {
  return (
    ill(m) ||
    (m.concepts.get('animal') ?? []).some((s) => OLD.has(m.tokens[s.at - 1] ?? '')) ||
    m.tokens.some(
      (t, i) => ELDER.has(t) || (/^grands?$/.test(t) && /^(pere|mere|parents)$/.test(m.tokens[i + 1] ?? '')),
    )
  );
}
// The end of a span of time one lives to: « la fin de l'année », « Noël », "the summer".
const SEASON = new Set('fin end annee year noel christmas'.split(' '));
// After a leaving with no place or purpose, only a time: « partir cette année », « nous quitter
// bientôt », "slip away soon"; not « partir en maison de retraite », "leave us for Spain".
const SOON = new Set(
  'bientot prochainement cette cet ce avant d ici la soon this before next by within'.split(' '),
);
function leavesForNowhere(m: QuestionModel, s: Span): boolean {
  const next = m.tokens[s.at + s.len];
  return next === undefined || SOON.has(next);
}
/** Whether `test` holds for a token within `reach` tokens after a span. */
function within(m: QuestionModel, span: Span, reach: number, test: (i: number) => boolean): boolean {
  for (let i = span.at + span.len; i < Math.min(m.tokens.length, span.at + span.len + reach); i++)
    if (test(i)) return true;
  return false;
}
/** Token `i` is an old age: a number from OLD_AGE as an age (a unit after it, an ordinal, the end), or a century. */
function oldAgeAt(m: QuestionModel, i: number): boolean {
  const t = m.tokens[i]!;
  if (CENTURY.has(t)) return true;
  const found = /^(\d{2,3})(th|st|nd|rd|e|eme|ieme)?$/.exec(t);
  if (!found || Number(found[1]) < OLD_AGE || Number(found[1]) > 130) return false;
  const next = m.tokens[i + 1];
  return found[2] !== undefined || next === undefined || AGE_UNIT.has(next);
}

// The time a person has, asked with nothing it is for (« combien de temps encore pour mon père malade ? »,
// "how much longer does my sick mum have?"): after the length asked, the word that holds it (have, got,
// left, « reste », « encore »), then nothing but words of a life's remaining time and of the person. Any
// other word gives the time an object — "at this company", "to wait for her surgery", « avant la
// retraite » — and the question is about that.
const HOLDS: Readonly<Record<'fr' | 'en', ReadonlySet<string>>> = {
  fr: new Set('reste restent restera resteront encore'.split(' ')),
  en: new Set('have has got left remaining'.split(' ')),
};
const LIFE_TAIL = new Set(
  (
    'left remaining still now to live really actually the doctors a vivre il t elle ils elles lui leur ' +
    'encore pour vraiment selon les medecins'
  ).split(' '),
);
// Of an old or ill person, being with us is held too: "how much longer will my sick mum be with us?",
// « combien de temps sera-t-il encore parmi nous ? », "how long before grandma is gone?" (not "stay with
// us this summer": a visit).
const FRAIL_HOLDS: Readonly<Record<'fr' | 'en', ReadonlySet<string>>> = {
  fr: new Set('sera seront restera resteront tiendra tiendront parte partent partira partiront'.split(' ')),
  en: new Set('be stay last gone'.split(' ')),
};
const FRAIL_TAIL = new Set('with us here around la parmi nous avec'.split(' '));
const POSSESSIVE = new Set('my his her our their your ma mon mes sa son ses notre nos votre vos'.split(' '));
function timeLeftOf(m: QuestionModel): boolean {
  const lang = m.lang === 'en' ? 'en' : 'fr';
  const personal = new Set<number>();
  for (const c of ['person', 'animal'] as const)
    for (const s of m.concepts.get(c) ?? []) for (let i = s.at; i < s.at + s.len; i++) personal.add(i);
  const old = frail(m);
  const holds = (t: string) => HOLDS[lang].has(t) || (old && FRAIL_HOLDS[lang].has(t));
  const ofLife = (t: string, i: number) =>
    LIFE_TAIL.has(t) ||
    POSSESSIVE.has(t) ||
    personal.has(i) ||
    ILL.has(t) ||
    ELDER.has(t) ||
    (old && FRAIL_TAIL.has(t));
  return (m.concepts.get('how_long') ?? []).some((s) => {
    let held = -1;
    for (let i = s.at + s.len; i < m.tokens.length; i++) if (holds(m.tokens[i]!)) held = i;
    if (held < 0) return false;
    for (let i = held + 1; i < m.tokens.length; i++) if (!ofLife(m.tokens[i]!, i)) return false;
    return true;
  });
}

/** Another person's death asked about without the word. */
export function deathOf(m: QuestionModel): boolean {
  const someone = m.subject === 'other' || m.has('person', 'animal');
  if (someone && spansAboutTime(m, 'outlive').length > 0) return true;
  // A person reaching an old age: « atteindra-t-elle ses 100 ans ? », « vivra-t-il jusqu'à 80 ans ? »,
  // "will my grandfather make it to his 90th birthday?", "will grandma live to 100?". Not a number of
  // something else (« 100 clients », "100 km") nor a young age (« ses 18 ans »).
  if (someone && (m.concepts.get('reach') ?? []).some((s) => within(m, s, 6, (i) => oldAgeAt(m, i))))
    return true;
  // Years of a life left: « combien d'années reste-t-il à ma mère ? », "how many years does my father
  // have left?" — not those left on something else (« avant la retraite », "on his contract").
  if (
    someone &&
    (m.concepts.get('years_left') ?? []).some((s) => !within(m, s, 6, (i) => ELSEWHERE.has(m.tokens[i]!)))
  )
    return true;
  // The time a person has, unqualified: "how much longer does my sick mum have?", "how long has he got?".
  if ((someone || m.subject === 'asker') && timeLeftOf(m)) return true;
  // A frail person — old or ill — and a time of their life: « mon oncle malade tiendra-t-il jusqu'à la
  // fin de l'année ? », "will my sick aunt be there for my graduation?", « mon grand-père va-t-il partir
  // cette année ? ». Said of someone well, these are about a job, a visit or a move, and stay ordinary.
  // Being there for an occasion takes illness: of a grandmother in good health, « sera-t-elle là pour
  // Noël ? » asks whether she will visit.
  if (someone && frail(m)) {
    const toward = [
      ...(m.concepts.get('reach') ?? []),
      ...(ill(m) ? (m.concepts.get('there_for') ?? []) : []),
    ];
    if (toward.some((s) => within(m, s, 6, (i) => OCCASION.has(m.tokens[i]!) || SEASON.has(m.tokens[i]!))))
      return true;
    if ((m.concepts.get('leave_us') ?? []).some((s) => leavesForNowhere(m, s))) return true;
  }
  // Still there for an occasion: « ma mère sera-t-elle encore là pour mon mariage ? ».
  if (
    someone &&
    (m.concepts.get('still_there') ?? []).some((s) => within(m, s, 5, (i) => OCCASION.has(m.tokens[i]!)))
  )
    return true;
  // « Qui de nous deux partira le premier, mon mari ou moi ? », "Which of us will go first?".
  const two = m.tokens.some((t) => t === 'nous' || t === 'us') || someone;
  return two && spansAboutTime(m, 'go_first').length > 0;
}

/**
 * A written answer that speaks of a life at stake without its words (the answer check, issue 35):
 * each sentence of `text` read through the same model as a question — another person (or an animal)
 * living through a span of time or leaving first (« un être cher pourrait ne pas passer l'hiver »,
 * "a loved one may not make it through the winter"), or the reader's own life ceasing for ever. Returns
 * the first such sentence, or null. The words themselves (mourir, death) are the answer check's patterns.
 */
export function lifeAtStakeIn(text: string, lang: 'fr' | 'en'): string | null {
  for (const sentence of text.split(/(?<=[.!?;:…])\s+/)) {
    const m = modelQuestion(sentence, foldQuestion(sentence), lang);
    if (deathOf(m) || selfHarmOf(m)) return sentence.trim();
  }
  return null;
}

// The rules over a question's model (question-model.ts) that say how the site handles it (decision 0271):
// what is asked about (health, the law, money at stake, another person's choice) and who it is about.
import type { QuestionModel } from './question-model';
import type { Sensitivity } from './sensitivity';

// « Dois-je me faire opérer ? », "Should I have the surgery?": a decision about treatment, a doctor's.
const FR_UNDERGO =
  /\b(dois je|devrais je|faut il|est ce que je dois|est ce que je devrais|faut il que je)\b.*\b(operer|operation|chirurg\w*|greffe|prothese|hospitalis\w*|infiltration)\b|\bme faire operer\b|\bse faire operer\b/;
const EN_UNDERGO =
  /\b(should i|do i need|must i|shall i|is it wise to|is it a good idea to)\b.*\b(surgery|operation|transplant|procedure|op)\b|\b(have|get|undergo) (the |a |an |my )?(surgery|operation|op)\b/;
const MEANS = /^(mean|means|signifie|signifient|indique|indiquent)$/;
const LEND = /\b(preter|preterai|pretes|prete|lend|lent|loan)\b/;

/**
 * What one has, asked (« ai-je un… », "do I have…", symptoms, results): not when the words follow a
 * length of time ("how much longer do I have at this company?" asks how long, not what).
 */
function askedWhatOneHas(m: QuestionModel): boolean {
  const lengths = m.concepts.get('how_long') ?? [];
  return (m.concepts.get('diagnosis') ?? []).some((d) => !lengths.some((l) => l.at + l.len === d.at));
}

/** The medical side, refused before any charge: diagnosis, pregnancy, medicines and treatments, grave illness. */
function refusedMedical(m: QuestionModel): boolean {
  if (m.has('pregnancy', 'doctor') || askedWhatOneHas(m)) return true;
  // « Le bébé que j'attends sera-t-il en bonne santé ? », "Will the baby be healthy?": how a pregnancy
  // turns out, however it is worded.
  if (m.has('unborn') && m.has('health_state')) return true;
  // « Que signifient mes symptômes ? », "What do my headaches mean?": asking what a condition means.
  if (m.has('condition') && m.tokens.some((t) => MEANS.test(t))) return true;
  if (m.has('medication') && !m.has('support')) return true;
  if (m.has('serious') && !m.has('support')) return true;
  const undergo = m.lang === 'fr' ? FR_UNDERGO : EN_UNDERGO;
  return m.has('med_act') && !m.has('recovery') && undergo.test(` ${m.tokens.join(' ')} `);
}

/**
 * Health answered with care: the body, a medical act, an injury or an illness, with getting well or how
 * it turns out. Ordinary well-being (energy, sleep) stays ordinary even after a burnout or a flu, and
 * healing from a breakup or grief is love (decision 0175).
 */
function carefulHealth(m: QuestionModel): boolean {
  if (m.has('serious') && m.has('support')) return true;
  if (m.has('med_act')) return true;
  // « Ma relation avec mon père va-t-elle guérir ? », "Will my relationship with my father heal?": a
  // bond heals, not a body.
  const emotional = m.has('emotional') || (m.has('bond') && !m.has('body', 'condition', 'serious'));
  if (m.has('condition')) {
    if (m.has('wellbeing') && !m.has('body')) return false;
    return !emotional || m.has('body');
  }
  // A body part wins over a word of the heart: « rupture des ligaments croisés » is a knee.
  if (m.has('body') && m.has('recovery', 'outcome')) return true;
  // « Mon père va-t-il guérir ? », "Will my father heal?": getting well is health even unnamed.
  const strong = m.lang === 'fr' ? /^(gueri\w*|guerison|remission)$/ : /^(heal|healed|cure|cured|remission)$/;
  if (m.tokens.some((t) => strong.test(t)) && !emotional && !m.has('wellbeing')) return true;
  // « Ma mère va-t-elle aller mieux ? », "Will my mother get better?": a person getting well — the
  // person named before the getting well (not "things get better with my brother"), and no decision of
  // theirs read in those words (« reprendre contact avec moi » is a decision, not a recovery).
  const person = m.concepts.get('person')?.[0];
  const recovery = m.concepts.get('recovery')?.[0];
  return (
    m.subject === 'other' &&
    person !== undefined &&
    recovery !== undefined &&
    person.at < recovery.at &&
    !m.has('decision', 'outlive') &&
    !emotional &&
    !m.has('wellbeing')
  );
}

function financial(m: QuestionModel): boolean {
  if (m.has('stake')) return true;
  return m.amount && (m.has('game') || m.tokens.some((t) => LEND.test(t)));
}

/**
 * Another person's decision or feelings: a proposal, whether someone comes back, loves, leaves,
 * forgives, calls. Asked about oneself (« Dois-je le quitter ? », "Will I meet someone?") it stays ordinary.
 */
// The asker's own choice or means: « Dois-je renouer avec elle ? », "How can I make up with my sister?".
const FR_ASKER_CHOICE =
  /^(dois je|devrais je|faut il que je|faut il|est ce que je dois|est ce que je devrais|comment|que faire|puis je|est ce une bonne idee)\b/;
const EN_ASKER_CHOICE =
  /^(should i|shall i|do i need to|must i|how can i|how do i|how to|what can i|is it a good idea|is it wise|can i)\b/;

// A feeling verb with a person (or « quelqu'un d'autre », "another woman") as its object: at most three
// words after it (« aime-t-il encore sa nouvelle copine », "in love with my boyfriend"). « Aime-t-il son
// travail ? » has no person after the verb: it stays ordinary.
function heartTowardSomeone(m: QuestionModel): boolean {
  const objects = [...(m.concepts.get('person') ?? []), ...(m.concepts.get('rival') ?? [])];
  return (m.concepts.get('feel_for') ?? []).some((f) =>
    objects.some((o) => o.at >= f.at + f.len && o.at - (f.at + f.len) <= 3),
  );
}

// Getting in touch with a third person of their love life (« écrit-il encore à son ex ? », "Is my fiancé
// still texting his ex?"): their private conduct, as their feelings are. With anyone else (« Mon fils
// parle-t-il à son professeur ? ») it stays ordinary.
function contactWithRival(m: QuestionModel): boolean {
  const rivals = m.concepts.get('rival') ?? [];
  return (m.concepts.get('contact') ?? []).some((c) =>
    rivals.some((o) => o.at >= c.at + c.len && o.at - (c.at + c.len) <= 3),
  );
}

// What may stand between a regret and its object without being one: the inverted subject, adverbs.
const REGRET_FILLERS: Record<'fr' | 'en', ReadonlySet<string>> = {
  fr: new Set(
    't il elle ils elles on encore vraiment deja toujours un jour aujourd hui maintenant au fond'.split(' '),
  ),
  en: new Set('it that this still really already ever now deep down at all anything'.split(' ')),
};
// An object of regret that is the asker or their bond: « regrette-t-il de m'avoir quitté ? », "regret
// leaving me", "regret what he did", « notre histoire ».
const ASKER_SIDE: Record<'fr' | 'en', ReadonlySet<string>> = {
  fr: new Set('moi m me nous notre nos mon ma mes rupture separation'.split(' ')),
  en: new Set('me us our my leaving dumping losing cheating hurting breaking what'.split(' ')),
};

/**
 * Another's regret is about the asker when nothing follows it (« Mon ex regrette-t-il ? », "Does he regret
 * it?"), or when the asker, their bond or a person comes within four words; about a thing it is their own
 * life, ordinary: « Mon père regrette-t-il son ancien métier ? ».
 */
function regretTowardAsker(m: QuestionModel): boolean {
  const lang = m.lang === 'fr' ? 'fr' : 'en';
  const people = [...(m.concepts.get('person') ?? []), ...(m.concepts.get('rival') ?? [])];
  return (m.concepts.get('regret') ?? []).some((r) => {
    const start = r.at + r.len;
    const after = m.tokens.slice(start).filter((t) => !REGRET_FILLERS[lang].has(t));
    if (after.length === 0) return true;
    if (after.slice(0, 4).some((t) => ASKER_SIDE[lang].has(t))) return true;
    return people.some((p) => p.at >= start && p.at - start <= 4);
  });
}

function thirdParty(m: QuestionModel): boolean {
  const text = m.tokens.join(' ');
  // A bond mended takes the other person too (« Mon amitié avec Lucie va-t-elle se réparer ? », "Will
  // Lucy and I be friends again?"): whether it happens is partly their choice, however it is worded.
  const mended =
    (m.has('repair') && (m.has('bond', 'person') || m.subject === 'other')) ||
    (m.has('bond') && m.has('mend', 'recovery') && (m.has('person') || m.subject === 'other'));
  if (mended) return !(m.lang === 'fr' ? FR_ASKER_CHOICE : EN_ASKER_CHOICE).test(text);
  if (
    m.has('proposal') &&
    !(m.subject === 'asker' && m.lang === 'fr' && /\b(le|la|l) demander\b/.test(m.tokens.join(' ')))
  )
    return m.subject !== 'asker' || /\b(etre|being|be|get|getting)\b/.test(m.tokens.join(' '));
  if (m.subject !== 'other') return false;
  // Another's heart turned toward a third person of their love life (« pense-t-elle encore à son ex ? »,
  // "Is my wife seeing someone else?"): their inner life and private choice, as much as their feelings
  // toward the asker are.
  if (heartTowardSomeone(m) || (m.has('rival') && m.has('feeling'))) return true;
  if (contactWithRival(m) || regretTowardAsker(m)) return true;
  return m.has('feeling', 'decision', 'conduct');
}

/** What the model shows that the site must handle apart, self-harm and death aside; null when nothing. */
export function handlingOf(m: QuestionModel): Sensitivity | null {
  if (refusedMedical(m)) return 'medical';
  if (carefulHealth(m)) return 'health';
  if (m.has('legal_actor', 'legal_act')) return 'legal';
  if (financial(m)) return 'financial';
  if (thirdParty(m)) return 'other_person';
  return null;
}

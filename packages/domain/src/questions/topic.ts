// What a question is about, from its words (folded form, both languages: the topic words of one
// language rarely mean something else in the other).
import type { Sensitivity } from './sensitivity';

export type QuestionTopic = 'amour' | 'travail' | 'sante' | 'argent' | 'famille' | 'general';

const KIN =
  '(mere|pere|maman|papa|parents|fils|fille|filles|enfants?|bebe|frere|freres|soeur|soeurs|grand mere|grand pere|grands parents|belle mere|beau pere|beaux parents|oncle|tante|cousine?|neveu|niece|petit fils|petite fille|famille)';
const EN_KIN =
  '(mother|mom|mum|father|dad|parents|son|daughter|children|kids?|baby|brother|sister|siblings?|grandmother|grandma|grandfather|grandpa|grandparents|in laws|mother in law|father in law|uncle|aunt|cousin|nephew|niece|family)';

const TOPIC_WORDS: Readonly<Record<Exclude<QuestionTopic, 'general'>, RegExp>> = {
  amour:
    /\b(amour|amours|amoureux|amoureuse|aime|aimer|m aime|couple|ex|copain|copine|petit ami|petite amie|mari|femme|epoux|epouse|conjoint|conjointe|compagnon|compagne|fiance|fiancee|fiancailles|mariage|marier|epouser|celibat|celibataire|ame soeur|rencontre|rencontrer|relation|relations|sentiments|coeur|seduire|rupture|divorce|divorcer|tromper|trompe|infidele|jaloux|jalouse|revenir|love|loves|lover|relationship|boyfriend|girlfriend|husband|wife|partner|crush|date|dating|marriage|marry|married|soulmate|single|breakup|break up|cheating|cheat|feelings|romance|engaged|propose|come back|my ex|meet someone|meeting someone|someone special|find love)\b/g,
  travail:
    /\b(travail|boulot|job|emploi|poste|carriere|metier|professionnel|professionnelle|medecin|infirmier|infirmiere|professeur|entreprise|societe|patron|patronne|chef|collegues?|entretien|embauche|embaucher|recrutement|promotion|licenciement|licencie|chomage|demission|demissionner|examen|examens|concours|etudes|diplome|ecole|universite|fac|stage|alternance|formation|projet professionnel|boutique|boulangerie|restaurant|commerce|auto entrepreneur|freelance|client|clients|contrat|cdi|cdd|augmentation|salaire|lancer|reconversion|work|career|careers|professional|doctor|nurse|teacher|boss|colleagues?|coworkers?|interview|hired|hiring|promotion|fired|layoff|unemployed|resign|exam|exams|studies|degree|school|college|university|internship|business|company|shop|bakery|startup|contract|raise|salary|project|clients)\b/g,
  sante:
    /\b(sante|forme|energie|sommeil|fatigue|stress|poids|sport|health|healthy|energy|energetic|sleep|tired|weight|fitness|sick|illness)\b/g,
  argent:
    /\b(argent|finances?|dettes?|credit|pret|banque|economies|epargne|budget|heritage|immobilier|appartement|maison|vendre|acheter|achat|money|finances?|debts?|loan|mortgage|bank|savings|budget|inheritance|house|apartment|flat|sell|buy|rich|wealth)\b/g,
  famille: new RegExp(
    `\\b((mon|ma|mes|notre|nos|son|sa|ses) ${KIN}|famille|familial|familiale|(my|our|his|her) ${EN_KIN}|family)\\b`,
    'g',
  ),
};

const FORCED: Partial<Record<Sensitivity, QuestionTopic>> = {
  medical: 'sante',
  health: 'sante',
  financial: 'argent',
  coercive_love: 'amour',
};

/** Every topic the question has at least one word of (folded form). */
export function topicsNamed(folded: string): Set<QuestionTopic> {
  const named = new Set<QuestionTopic>();
  for (const [topic, pattern] of Object.entries(TOPIC_WORDS) as [QuestionTopic, RegExp][])
    if ([...folded.matchAll(pattern)].length > 0) named.add(topic);
  return named;
}

/**
 * The topic with the most words in the question; between equals, the one named last (the object of a
 * question usually comes after its subject: « Mon mari va-t-il trouver du travail ? » is about work).
 * A medical, health, financial or coercive question has its topic by definition.
 */
export function detectTopic(folded: string, sensitivity: Sensitivity | null): QuestionTopic {
  const forced = sensitivity ? FORCED[sensitivity] : undefined;
  if (forced) return forced;
  let best: { topic: QuestionTopic; count: number; last: number } = { topic: 'general', count: 0, last: -1 };
  for (const [topic, pattern] of Object.entries(TOPIC_WORDS) as [QuestionTopic, RegExp][]) {
    const found = [...folded.matchAll(pattern)];
    if (found.length === 0) continue;
    const last = Math.max(...found.map((m) => m.index));
    const count = found.length;
    if (count > best.count || (count === best.count && last > best.last)) best = { topic, count, last };
  }
  return best.topic;
}

// The answer to a question the site refuses (nothing charged): said once here, shown by the web form
// before it sends anything and by the API if the question reaches it anyway.
import type { QuestionLang } from './normalize';
import type { RefusedSensitivity } from './sensitivity';

export const QUESTION_REFUSALS = {
  self_harm: {
    fr: 'Nous ne répondrons pas à cette question par une consultation, et rien ne vous a été facturé. Si vous pensez au suicide ou à vous faire du mal, parlez-en maintenant : appelez le 3114 (numéro national de prévention du suicide, 24 h/24, gratuit). En cas de danger immédiat, appelez le 15 ou le 112.',
    en: 'We will not answer this question with a reading, and nothing has been charged. If you are thinking about suicide or about hurting yourself, please talk to someone now: in France, call 3114 (national suicide prevention line, 24/7, free); elsewhere, your local crisis line. In immediate danger, call 112 or your local emergency number.',
  },
  medical: {
    fr: 'Cette question touche à votre santé : une consultation ne peut ni poser un diagnostic ni remplacer un avis médical, et rien ne vous a été facturé. Parlez-en à un médecin ou, en urgence, appelez le 15 ou le 112.',
    en: 'This question is about health: a reading cannot diagnose anything or replace medical advice, and nothing has been charged. Please see a doctor or, in an emergency, call 112 or your local emergency number (15 in France).',
  },
  death: {
    fr: 'Nous ne répondons pas aux questions sur la mort, la vôtre ou celle d’un proche : ni les cartes, ni les astres, ni les nombres ne peuvent la prédire, et rien ne vous a été facturé. Si cette inquiétude vous pèse, un médecin ou une personne de confiance peut vous aider à la porter ; si des idées noires vous traversent, le 3114 répond 24 h/24, gratuitement.',
    en: 'We do not answer questions about death, yours or a loved one’s: neither cards, nor stars, nor numbers can foretell it, and nothing has been charged. If this worry weighs on you, a doctor or someone you trust can help you carry it; if dark thoughts come, in France the 3114 line answers 24/7, free (112 in an emergency).',
  },
} as const satisfies Record<RefusedSensitivity, Record<QuestionLang, string>>;

export function refusalMessage(sensitivity: RefusedSensitivity, lang: QuestionLang): string {
  return QUESTION_REFUSALS[sensitivity][lang];
}

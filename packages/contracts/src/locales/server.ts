// The server's catalogues, bundled into the API (JSON imports): the same files as the web's, in the
// same folder, read by an i18next instance of the API's own (apps/api/src/lib/i18n.ts).
import answersEn from './en/answers.json';
import domainsEn from './en/domains.json';
import domainsFr from './fr/domains.json';
import answersFr from './fr/answers.json';
import errorsEn from './en/errors.json';
import errorsFr from './fr/errors.json';
import legalEn from './en/legal.json';
import legalFr from './fr/legal.json';
import mailEn from './en/mail.json';
import mailFr from './fr/mail.json';
import pdfEn from './en/pdf.json';
import pdfFr from './fr/pdf.json';
import toolsEn from './en/tools.json';
import toolsFr from './fr/tools.json';
import type { ServerNamespace } from './catalogues';

export const SERVER_RESOURCES = {
  fr: {
    errors: errorsFr,
    answers: answersFr,
    mail: mailFr,
    pdf: pdfFr,
    tools: toolsFr,
    legal: legalFr,
    domains: domainsFr,
  },
  en: {
    errors: errorsEn,
    answers: answersEn,
    mail: mailEn,
    pdf: pdfEn,
    tools: toolsEn,
    legal: legalEn,
    domains: domainsEn,
  },
} as const satisfies Record<'fr' | 'en', Record<ServerNamespace, unknown>>;

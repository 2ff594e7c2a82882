// The type of every text catalogue, read from the French files (the site's language; the parity
// test keeps the English ones to the same keys and placeholders). The web and the API both type
// i18next's keys with it (their `i18next.d.ts`), so a key missing from the catalogues fails the typecheck.
import type account from './fr/account.json';
import type answers from './fr/answers.json';
import type admin from './fr/admin.json';
import type auth from './fr/auth.json';
import type cardLibrary from './fr/card-library.json';
import type common from './fr/common.json';
import type consent from './fr/consent.json';
import type domains from './fr/domains.json';
import type errors from './fr/errors.json';
import type freeTools from './fr/free-tools.json';
import type home from './fr/home.json';
import type journal from './fr/journal.json';
import type legal from './fr/legal.json';
import type mail from './fr/mail.json';
import type pdf from './fr/pdf.json';
import type purchase from './fr/purchase.json';
import type readings from './fr/readings.json';
import type reviews from './fr/reviews.json';
import type sky from './fr/sky.json';
import type tarot from './fr/tarot.json';
import type tools from './fr/tools.json';

export interface Catalogues {
  account: typeof account;
  answers: typeof answers;
  admin: typeof admin;
  auth: typeof auth;
  'card-library': typeof cardLibrary;
  common: typeof common;
  consent: typeof consent;
  domains: typeof domains;
  errors: typeof errors;
  'free-tools': typeof freeTools;
  home: typeof home;
  journal: typeof journal;
  legal: typeof legal;
  mail: typeof mail;
  pdf: typeof pdf;
  purchase: typeof purchase;
  readings: typeof readings;
  reviews: typeof reviews;
  sky: typeof sky;
  tarot: typeof tarot;
  tools: typeof tools;
}

/**
 * The namespaces the server reads: those only it reads (errors, the other texts of its answers,
 * e-mails, PDF labels, the free tools' labels), which the web's glob leaves out, and two it shares with
 * the web: `legal` (the terms, attached as a PDF to each order's confirmation) and `domains` (the order
 * sentence beside each reading's button, restated in that confirmation).
 */
export const SERVER_NAMESPACES = ['errors', 'answers', 'mail', 'pdf', 'tools', 'legal', 'domains'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

import { TERMS_VERSION } from './legal-texts';

/**
 * The sentence beside every reading's order button (its wording is in the web's `domains` locale,
 * `order.terms`): ordering asks for immediate execution and, the reading once delivered, gives up the
 * right of withdrawal for it (L221-28 13°). It is part of the terms: the terms' version (legal-texts.ts) is
 * stored with each order; change the sentence and the terms' version together.
 */
export const ORDER_TERMS_VERSION = TERMS_VERSION;

/** The reading request carries this field, true when the customer ordered with the button. */
export const ORDER_ACCEPTANCE_FIELD = 'accept_order';

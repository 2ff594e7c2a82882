/**
 * The sentence beside every reading's order button (its wording is in the web's `domains` locale,
 * `order.terms`): ordering asks for immediate execution and, the reading once delivered, gives up the
 * right of withdrawal for it (L221-28 13°). Its version is stored with each order; change it with the text.
 */
export const ORDER_TERMS_VERSION = '2026-11-23';

/** The reading request carries this field, true when the customer ordered with the button. */
export const ORDER_ACCEPTANCE_FIELD = 'accept_order';

import type { LegalInfoResponse } from '@arcanes/contracts/legal';
import { LEGAL_TEXTS } from '@arcanes/contracts/legal-texts';
import type { Config } from '#api/config.ts';

/** The publisher's identity comes from configuration (LEGAL_*), so each deployment states its own. */
export function legalInfo(config: Config): LegalInfoResponse {
  return {
    publisher: config.LEGAL_PUBLISHER,
    director: config.LEGAL_DIRECTOR,
    host: config.LEGAL_HOST,
    contact: config.LEGAL_CONTACT,
    phone: config.LEGAL_PHONE,
    host_phone: config.LEGAL_HOST_PHONE,
    capital: config.LEGAL_CAPITAL ?? null,
    rcs: config.LEGAL_RCS ?? null,
    siren: config.LEGAL_SIREN ?? null,
    vat: config.LEGAL_VAT ?? null,
    processors: {
      ai: config.ai === 'openai' ? (config.PROCESSOR_AI ?? null) : null,
      mail: config.mail === 'smtp' ? (config.PROCESSOR_MAIL ?? null) : null,
    },
    mediator: config.LEGAL_MEDIATOR,
    delivery_promise_hours: config.DELIVERY_PROMISE_HOURS,
    partners: config.PARTNERS,
    versions: LEGAL_TEXTS,
  };
}

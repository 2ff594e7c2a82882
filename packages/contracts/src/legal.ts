import { z } from 'zod';

/** Who publishes and hosts the site (LEGAL_* settings), shown on the legal notice and the terms. */
export const legalInfoResponseSchema = z.object({
  publisher: z.string(),
  director: z.string(),
  host: z.string(),
  contact: z.string(),
  /** The consumer mediator customers may refer a dispute to, free of charge (LEGAL_MEDIATOR). */
  mediator: z.string(),
  /** The delivery promise for PDF readings (DELIVERY_PROMISE_HOURS), quoted by the terms. */
  delivery_promise_hours: z.number().positive(),
});
export type LegalInfoResponse = z.infer<typeof legalInfoResponseSchema>;

/** The date printed as "Dernière mise à jour" on every legal page. */
export const LEGAL_LAST_UPDATED = '2026-11-22';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { READING_DATA_ACCEPTANCE_FIELD } from '@arcanes/contracts/reading-data';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { attachAcceptanceToReading, recordOrderAcceptance } from './orders.service';

declare module 'fastify' {
  interface FastifyRequest {
    orderAcceptanceId: number | null;
  }
}

/** The paid reading forms: every POST under /api/openai/, and the question box of /user/request. */
const isReadingOrder = (request: FastifyRequest) =>
  request.method === 'POST' &&
  ((request.routeOptions.url ?? '').startsWith('/api/openai/') ||
    request.routeOptions.url === '/api/user/request');

/**
 * Records the order sentence accepted with a reading (time and wording version), and at the first
 * order the acceptance of what is sent to the interpreter, before the readings module runs, and links it to the reading once it is answered. Registered before the reading routes so
 * that its hooks wrap them; the readings module itself is not changed.
 */
async function ordersPlugin(app: FastifyInstance) {
  app.decorateRequest('orderAcceptanceId', null);
  app.addHook('preValidation', async (request) => {
    if (!isReadingOrder(request) || !request.user) return;
    // The first order shows what is sent to the interpreter; ordering with it shown accepts it.
    const data = (request.body as Record<string, unknown> | null)?.[READING_DATA_ACCEPTANCE_FIELD];
    if (data === true || data === 'true')
      await acceptReadingData(app.db, request.user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
    const row = await recordOrderAcceptance(app.db, request.user.id, request.routeOptions.url!, request.body);
    request.orderAcceptanceId = row?.id ?? null;
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.orderAcceptanceId === null || reply.statusCode !== 200) return payload;
    const readingId = (payload as { reading_id?: unknown } | null)?.reading_id;
    if (typeof readingId === 'string')
      await attachAcceptanceToReading(app.db, request.orderAcceptanceId, readingId);
    return payload;
  });
}

export const ordersRoutes = fp(ordersPlugin, { name: 'orders', dependencies: ['db', 'auth'] });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod contracts (packages/contracts). */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Arcanes API',
        version: '1.0.0',
        description:
          'Readings in astrology, numerology and tarot paid from a prepaid euro wallet. Errors: { status: "error", code, message } in the request language. ' +
          'Lists that grow page by keyset (decision 0305): they take `?cursor=` (opaque: the `next_cursor` of the page before; absent for the first page) and `?limit=` (1–100), and answer with their items under the usual field and `next_cursor` beside them, null on the last page. A damaged cursor, or one of another list, is a 400 INVALID_CURSOR. Rows added between two pages neither repeat nor hide older ones.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'arcanes_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // In production the map of every route (admin ones included) is for administrators only.
  const adminOnly = app.config.NODE_ENV === 'production' ? { preHandler: app.requireAdmin } : {};
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiHooks: adminOnly });
  app.get('/api/openapi.json', { schema: { hide: true }, ...adminOnly }, async () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi', dependencies: ['auth'] });

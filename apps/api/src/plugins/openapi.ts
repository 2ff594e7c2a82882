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
          'Readings in astrology, numerology and tarot paid from a prepaid euro wallet. Errors: { status: "error", code, message } in the request language.',
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@arcanes/contracts/common';
import { pageQuerySchema } from '@arcanes/contracts/paging';
import { invoiceIdParamsSchema, invoicesResponseSchema } from '@arcanes/contracts/invoices';
import { invoicePdf, userInvoices } from './invoices.service';

/** The buyer's invoices and credit notes, and each one's PDF. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/invoices',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'Your invoices (top-ups) and credit notes (refunds), newest first, paged by `cursor`',
        querystring: pageQuerySchema,
        response: { 200: invoicesResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return userInvoices(app.db, request.user!.id, request.query);
    },
  );

  app.get(
    '/api/user/invoices/:id/pdf',
    {
      onRequest: [app.requireUser],
      schema: {
        tags: ['wallet'],
        summary: 'One of your invoices or credit notes (application/pdf)',
        params: invoiceIdParamsSchema,
      },
    },
    async (request, reply) => {
      const doc = await invoicePdf(app.db, app.config, request.params.id, request.user!.id);
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="arcanes-${doc.reference}.pdf"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(Buffer.from(doc.pdf));
    },
  );
};

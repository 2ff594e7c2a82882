import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, langSchema } from '@arcanes/contracts/common';
import { paymentIdParamsSchema } from '@arcanes/contracts/payments';
import type { Payment } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { SESSION_COOKIE } from '#api/plugins/auth.ts';
import { resolveSession } from '#api/modules/accounts/sessions.service.ts';
import { DEMO_CSS, renderDemoCheckout, renderDemoNotFound } from './demo-checkout.view';
import { failPayment, fulfilPayment } from './fulfilment.service';
import { findPayment } from './payments.repository';
import { perUser } from './payments.routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The demo provider, active for a method while its real provider has no keys: a test checkout page
 * and its three actions (pay, simulate a failure, cancel). Its success goes through the same fulfilment as a Stripe webhook; only the
 * payment's owner (cookie session, SameSite=Lax, Origin-checked) can complete it, once, while pending.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const demoActive = (p: Payment) =>
    p.provider === 'demo' &&
    (p.method === 'card' ? app.config.cardPayments === 'demo' : app.config.paypal === 'demo');
  // `same-origin`, not `no-referrer`: with no-referrer, browsers send `Origin: null` on the page's
  // form posts, which the Origin check refuses (seen in Chromium: the Pay button answered 403).
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(body);

  // Browsers submit the two forms as urlencoded; this scope alone parses that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get('/demo-checkout/demo.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(DEMO_CSS),
  );

  app.get(
    '/demo-checkout/:id',
    { schema: { hide: true } },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const notFound = () => html(reply, 404, renderDemoNotFound(request.lang, app.config.publicUrl));
      const { id } = request.params;
      // Outside /api/ the auth plugin resolves no session: this page reads the cookie itself.
      const token = request.cookies[SESSION_COOKIE];
      const user = token
        ? await resolveSession(app.db, token, {
            idleHours: app.config.SESSION_IDLE_HOURS,
            absoluteDays: app.config.SESSION_ABSOLUTE_DAYS,
          })
        : null;
      if (!user || !UUID.test(id)) return notFound();
      const payment = await findPayment(app.db, id);
      if (!payment || payment.user_id !== user.id || !demoActive(payment)) return notFound();
      return html(reply, 200, renderDemoCheckout(payment, request.lang, app.config.publicUrl));
    },
  );

  const action = (outcome: 'succeed' | 'fail' | 'cancel') =>
    app.post(
      `/api/payments/demo/:id/${outcome}`,
      {
        onRequest: [app.requireUser],
        config: limit(app.config, 30, '15 minutes', perUser),
        schema: {
          tags: ['payments'],
          summary:
            outcome === 'succeed'
              ? 'Demo provider: pay (only when no real provider is configured)'
              : outcome === 'fail'
                ? 'Demo provider: simulate a failure'
                : 'Demo provider: cancel and go back to the site (the payment ends as cancelled)',
          params: paymentIdParamsSchema,
          body: z.object({ lang: langSchema.optional() }).nullish(),
          response: {
            303: z.null(),
            401: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const payment = await findPayment(app.db, request.params.id);
        if (!payment || payment.user_id !== request.user!.id || !demoActive(payment))
          throw new AppError('NOT_FOUND');
        const back = (status: 'success' | 'failed' | 'cancelled') =>
          reply.redirect(`${app.config.publicUrl}/?payment=${status}&payment_id=${payment.id}`, 303);
        // A double click on "Pay" lands on the same confirmation; nothing is credited twice.
        if (outcome === 'succeed' && payment.status === 'succeeded') return back('success');
        if (outcome === 'cancel' && payment.status === 'cancelled') return back('cancelled');
        if (payment.status !== 'pending') throw new AppError('PAYMENT_NOT_PENDING');
        if (outcome === 'cancel') {
          if (
            !(await failPayment(
              { db: app.db, log: request.log },
              payment.id,
              'cancelled_by_buyer',
              'cancelled',
            ))
          )
            throw new AppError('PAYMENT_NOT_PENDING');
          return back('cancelled');
        }
        if (outcome === 'fail') {
          if (!(await failPayment({ db: app.db, log: request.log }, payment.id, 'demo_failure')))
            throw new AppError('PAYMENT_NOT_PENDING');
          return back('failed');
        }
        const r = await fulfilPayment({ db: app.db, queue: app.queue, log: request.log }, payment.id, {
          provider: 'demo',
          externalRef: payment.external_reference ?? `demo_${payment.id}`,
          amountCents: payment.amount_cents,
          currency: payment.currency,
          eventId: `demo:${payment.id}`,
        });
        return back(r.outcome === 'credited' || r.outcome === 'already' ? 'success' : 'failed');
      },
    );
  action('succeed');
  action('fail');
  action('cancel');
};

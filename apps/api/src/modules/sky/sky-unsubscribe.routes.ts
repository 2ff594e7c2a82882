import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { limit } from '#api/lib/rate-limit.ts';
import { tokenUser, UNSUBSCRIBE_PATH, unsubscribeByToken } from './sky-unsubscribe.service';

const querystring = z.object({ token: z.string().max(100) });

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (no session, no script): the question and its button, or the outcome. */
function page(lang: Lang, body: string): string {
  const t = texts(lang, 'mail');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('skyUnsubscribe.title'))}</title></head>
<body><main><h1>${escapeHtml(t('skyUnsubscribe.title'))}</h1>${body}</main></body></html>`;
}

/**
 * One-click unsubscribe from the morning e-mail (RFC 8058, decision 0277). A GET, which mail scanners
 * and previews follow, only shows a button; the POST (the mail client's one click, or that button)
 * unsubscribes, without a session, as often as it is sent.
 */
export const skyUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 posts « List-Unsubscribe=One-Click » as a form, either encoding: the token decides, the
  // body is read only so that neither is refused as an unknown type.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin') // the button's POST then carries our Origin, not « null »
      .type('text/html; charset=utf-8')
      .send(body);
  const config = limit(app.config, 30, '1 minute', (request) => `sky-unsub:${request.ip}`);

  app.get(UNSUBSCRIBE_PATH, { config, schema: { hide: true, querystring } }, async (request, reply) => {
    const t = texts(request.lang, 'mail');
    if ((await tokenUser(app.db, request.query.token)) === null)
      return html(reply, 400, page(request.lang, `<p>${escapeHtml(t('skyUnsubscribe.invalid'))}</p>`));
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
    return html(
      reply,
      200,
      page(
        request.lang,
        `<p>${escapeHtml(t('skyUnsubscribe.question'))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t('skyUnsubscribe.button'))}</button></form>`,
      ),
    );
  });

  app.post(UNSUBSCRIBE_PATH, { config, schema: { hide: true, querystring } }, async (request, reply) => {
    const t = texts(request.lang, 'mail');
    if (!(await unsubscribeByToken(app.db, request.query.token)))
      return html(reply, 400, page(request.lang, `<p>${escapeHtml(t('skyUnsubscribe.invalid'))}</p>`));
    return html(reply, 200, page(request.lang, `<p>${escapeHtml(t('skyUnsubscribe.done'))}</p>`));
  });
};

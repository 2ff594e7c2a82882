import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Config } from '#api/config.ts';
import { sendError } from './errors';
import { isAppPath } from '@arcanes/contracts/web-paths';
import { publicPageHead, withPageHead } from './page-head';
import { loadRoutePreloads, withPreloads } from './route-preloads';
import { SESSION_COOKIE } from './auth';
import { loadCustomerScreens, sessionBootOf, withCustomerScreen, withSessionBoot } from './session-boot';

/** Serves the built web app (apps/web/dist) with an SPA fallback for every non-API GET. */
async function webPlugin(app: FastifyInstance, opts: { config: Config }) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.resolve(opts.config.WEB_DIST ?? path.join(here, '..', '..', 'web', 'dist'));
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'web app not built: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    // No route per file: the fallback below sends the files (`reply.sendFile`). One route per file (two
    // with HEAD) meant globbing the build and adding ~530 routes at every start (0.4 s of CPU).
    serve: false,
    index: false,
    // The build wrote `<file>.br` at brotli 11 (apps/web/build/precompress.ts): sent as it is to
    // browsers that accept br; @fastify/compress leaves an encoded answer alone.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html always revalidates.
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  // The page's own code and CSS, asked for with the HTML (decision 0246).
  const preloads = loadRoutePreloads(root);
  // The customer pages' pre-painted first screens, filled for the page's customer (decision 0251).
  const customerScreens = loadCustomerScreens(root);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [url = '/', search = ''] = request.url.split(/\?(.*)/s);
    if (url.startsWith('/api/')) return sendError(reply, request.lang, 'NOT_FOUND');
    const file = builtFile(root, url);
    if (file) return reply.sendFile(file);
    // The free tools and the card library are for search engines too: their own title and
    // description in the HTML itself, not only once the app has started.
    const head = publicPageHead(url);
    // A card's address of before its name took the plural suit (« deux-de-coupe ») moved for good:
    // a permanent redirect keeps old links and bookmarks, and tells search engines the new address.
    if (head?.status === 301 && head.paths)
      return reply.redirect(`${head.paths[head.lang]}${search ? `?${search}` : ''}`, 301);
    // An address the app has no page for: the app shows its « Page introuvable », answered with a 404
    // and kept out of search engines (issue 41, decision 0291), as an unknown card or sign already was.
    // Its language stays the visitor's (no head marks it by the address).
    const unknown = !head && !isAppPath(url);
    let page = head ? withPageHead(html, head, opts.config.publicUrl) : html;
    if (unknown) page = page.replace('</head>', '  <meta name="robots" content="noindex" />\n  </head>');
    const pageFiles = preloads ? preloads(url) : '';
    if (preloads) page = withPreloads(page, pageFiles);
    // A request with a session cookie gets its user (and the reading-data status) in the page (the first render needs no request,
    // decision 0249): that answer is this browser's alone, and is never stored — not by a shared
    // cache, not by the browser's, so a page kept from before a logout cannot show the user again.
    // Without the cookie the page is the same for everyone, and says so (`user: null`).
    const withCookie = request.cookies[SESSION_COOKIE] !== undefined;
    const boot = withCookie ? await sessionBootOf(app, request) : { user: null };
    page = withSessionBoot(page, boot);
    // A customer's own first screen, painted before the app's code has run (never in a visitor's page).
    if (customerScreens) {
      const css = pageFiles.split(' ').filter((f) => f.endsWith('.css'));
      page = withCustomerScreen(page, customerScreens(url, search, boot), css);
    }
    return reply
      .code(head?.status ?? (unknown ? 404 : 200))
      .header('cache-control', withCookie ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  });
}

/**
 * The path, relative to the build, of the file `url` names, or null (the app's page is sent): never a
 * file outside the build, whatever the encoded dots, nor one of a sibling folder named alike.
 */
function builtFile(root: string, url: string): string | null {
  if (url === '/') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return null; // a malformed escape names no file
  }
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? path.relative(root, file) : null;
}

export default fp(webPlugin, { name: 'web', dependencies: ['auth'] });

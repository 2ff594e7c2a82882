import fs from 'node:fs';
import path from 'node:path';

/**
 * The files a page's own code needs, named in its HTML (decision 0246): the build lists, per address
 * pattern of the web app's router, the chunks and CSS its lazy route needs
 * (apps/web/build/route-preloads.ts writes route-preloads.json). Without them the browser asks for
 * them only once the entry has run; with them start.js asks for them with the entry.
 * Returns the files for a path (a space-separated list, '' for none), or null when the build has no list.
 */
export function loadRoutePreloads(root: string): ((pathname: string) => string) | null {
  const file = path.join(root, 'route-preloads.json');
  if (!fs.existsSync(file)) return null;
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  const exact = new Map<string, string>();
  const patterns: { segments: string[]; files: string }[] = [];
  for (const [pattern, urls] of Object.entries(list)) {
    // Only files of the build, by a name that needs no escaping.
    const files = urls.filter((f) => /^\/assets\/[\w.-]+\.(js|css)$/.test(f)).join(' ');
    if (!files) continue;
    const key = normalize(pattern);
    if (key.includes('/:')) patterns.push({ segments: key.split('/'), files });
    else exact.set(key, files);
  }
  return (pathname) => {
    const key = normalize(pathname);
    if (key.startsWith('/api/')) return '';
    const found = exact.get(key);
    if (found !== undefined) return found;
    const segments = key.split('/');
    for (const p of patterns)
      if (
        p.segments.length === segments.length &&
        p.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i]))
      )
        return p.files;
    return '';
  };
}

/** As React Router matches: without case, a trailing slash or not. */
function normalize(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

/**
 * The HTML with the page's files given to start.js (apps/web/public/start.js), which asks for them
 * right after the entry, once the first paint is done. Not `<link>` tags in the head: those went
 * before the CSS, the display font and start.js itself, and delayed the first paint and the app
 * (measured in decision 0246).
 */
export function withPreloads(html: string, files: string): string {
  return files
    ? html.replace('<script src="/start.js"', `<script src="/start.js" data-page-preload="${files}"`)
    : html;
}

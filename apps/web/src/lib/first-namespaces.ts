/**
 * The namespaces fetched before the first render, in the visitor's language: what every page shows
 * (header, footer, cookie banner) and the landing page. Read by lib/i18n.ts and by the build, which
 * names their files for public/start.js to preload beside the entry (build/app-shell.ts).
 */
export const FIRST_NAMESPACES = ['common', 'consent', 'home'] as const;

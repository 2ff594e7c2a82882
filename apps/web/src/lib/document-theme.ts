import { useSyncExternalStore } from 'react';
import type { Theme } from './theme';

/**
 * The theme currently applied to the page (`<html data-theme>`), for pictures drawn in the
 * theme's palette (card faces, chart wheel). Reads the document rather than `useTheme()`, whose
 * state belongs to the toggle button, so a switch anywhere redraws them.
 */
export function useDocumentTheme(): Theme {
  return useSyncExternalStore(subscribe, read, () => 'classique');
}

function read(): Theme {
  return document.documentElement.dataset.theme === 'nuit' ? 'nuit' : 'classique';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** An SVG string as an `<img>` source: the markup is never parsed into the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

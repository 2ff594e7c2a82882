/** In-page anchors land this far below the top, clear of the sticky navbar (the seed's 50 px). */
export const ANCHOR_OFFSET_PX = 50;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** The scroll position that puts an element `offset` px below the top of the viewport. */
export function anchorScrollTop(elementTop: number, scrollY: number, offset = ANCHOR_OFFSET_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Smoothly (unless the visitor asked for less motion) scrolls to the element with this id. */
export function scrollToId(id: string, offset = ANCHOR_OFFSET_PX): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = anchorScrollTop(el.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/** In-page anchors land this far below the top, clear of the sticky navbar (the seed's 50 px). */
export const ANCHOR_OFFSET_PX = 50;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** Room left between the sticky header's lower edge and the element scrolled to. */
export const BELOW_HEADER_GAP_PX = 12;

/**
 * The scroll position that puts an element `offset` px below the top of the viewport — or, when the
 * sticky header reaches lower than that (62 px on a desktop, against the seed's 50 px navbar), just
 * below the header, so that the element's first line is never hidden under it.
 */
export function anchorScrollTop(
  elementTop: number,
  scrollY: number,
  offset = ANCHOR_OFFSET_PX,
  headerBottom = 0,
): number {
  const clear = Math.max(offset, headerBottom > 0 ? headerBottom + BELOW_HEADER_GAP_PX : 0);
  return Math.max(0, Math.round(elementTop + scrollY - clear));
}

/** Where the sticky header ends on the screen (0 when it does not stay on top of the page). */
function stickyHeaderBottom(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/** Smoothly (unless the visitor asked for less motion) scrolls to the element with this id. */
export function scrollToId(id: string, offset = ANCHOR_OFFSET_PX): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = anchorScrollTop(el.getBoundingClientRect().top, window.scrollY, offset, stickyHeaderBottom());
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Keyboard and screen-reader users continue from the section they jumped to.
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

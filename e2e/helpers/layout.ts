import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page reaches past the right edge of a `width`-wide window, even where a clipping
 * ancestor (such as `<main>`'s `overflow-x: clip`) would hide the overflow from `scrollWidth`.
 * Content inside a box that scrolls or clips on purpose (a scrolling table, a visually hidden
 * header) counts as long as that box itself fits; invisible elements do not count.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  // Compared with the configured width, not innerWidth: a phone widens its layout viewport to fit overflowing content.
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((w) => {
    const page = new Set([document.documentElement, document.body, document.querySelector('main')]);
    const fits = (el: Element) => el.getBoundingClientRect().right <= w + 0.5;
    const containedByOwnBox = (el: Element) => {
      for (let a = el.parentElement; a && !page.has(a); a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && fits(a)) return true;
      }
      return false;
    };
    const wide = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || fits(el)) return false;
      if (getComputedStyle(el).visibility === 'hidden') return false;
      return !containedByOwnBox(el);
    });
    const tooWide =
      document.documentElement.scrollWidth > w ? [`document ${document.documentElement.scrollWidth} px`] : [];
    return [
      ...tooWide,
      ...wide
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className)} (right ${Math.round(el.getBoundingClientRect().right)} px)`,
        ),
    ];
  }, width);
}

/** The page is no wider than the window: nothing to scroll sideways, nothing cut at the edge. */
export async function expectNoHorizontalOverflow(page: Page, what = page.url()): Promise<void> {
  expect(await sidewaysOverflow(page), `horizontal overflow on ${what}`).toEqual([]);
}

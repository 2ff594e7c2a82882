import { expect, test } from 'vitest';
import { ANCHOR_OFFSET_PX, anchorScrollTop } from './scroll';

test('anchors land 50 px below the top, never above the page', () => {
  expect(ANCHOR_OFFSET_PX).toBe(50);
  expect(anchorScrollTop(300, 1000)).toBe(1250);
  expect(anchorScrollTop(-200, 1000)).toBe(750);
  expect(anchorScrollTop(20, 0)).toBe(0);
  expect(anchorScrollTop(300, 1000, 100)).toBe(1200);
});

test('an element scrolled to lands below a sticky header taller than the offset', () => {
  // The desktop header is 62 px: the element's top goes 12 px below it, not under it.
  expect(anchorScrollTop(300, 1000, ANCHOR_OFFSET_PX, 62)).toBe(1300 - 74);
  // A header lower than the offset changes nothing; a larger offset still wins.
  expect(anchorScrollTop(300, 1000, ANCHOR_OFFSET_PX, 30)).toBe(1250);
  expect(anchorScrollTop(300, 1000, 100, 62)).toBe(1200);
});

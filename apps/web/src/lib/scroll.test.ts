import { expect, test } from 'vitest';
import { ANCHOR_OFFSET_PX, anchorScrollTop } from './scroll';

test('anchors land 50 px below the top, never above the page', () => {
  expect(ANCHOR_OFFSET_PX).toBe(50);
  expect(anchorScrollTop(300, 1000)).toBe(1250);
  expect(anchorScrollTop(-200, 1000)).toBe(750);
  expect(anchorScrollTop(20, 0)).toBe(0);
  expect(anchorScrollTop(300, 1000, 100)).toBe(1200);
});

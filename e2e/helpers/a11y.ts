import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x A and AA rules, 2.2 included, and axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome a theme can change. The two themes differ in colours only (custom properties
 * in tokens.css and a few `[data-theme]` colour rules): a page passes every rule in the first theme, and
 * the colour rules in the second (decision 0250). axe's full run costs seconds a page on a busy machine.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** axe options for a theme: every rule in « classique », the colour rules in « nuit ». */
export const forTheme = (theme: string): Pick<AxeOptions, 'rules'> =>
  theme === 'classique' ? {} : { rules: THEME_RULES };

/**
 * Waits until every finite animation has finished: a dialog fading in is half transparent for a
 * moment, and axe would measure its text's contrast through it (a failure that depends on timing).
 */
export async function untilAnimationsSettle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

interface AxeOptions {
  /** Only this part of the page. */
  include?: string;
  /** Only these rule tags (default: every rule axe has). */
  tags?: string[];
  /** Only these rules (then `tags` is not used). */
  rules?: string[];
  /** Only serious and critical violations. */
  seriousOnly?: boolean;
}

/** axe's violations on the settled page, one readable line each (rule, impact, help, first targets). */
export async function axeViolations(
  page: Page,
  { include, tags, rules, seriousOnly = false }: AxeOptions = {},
): Promise<string[]> {
  await untilAnimationsSettle(page);
  // axe.run() in the page itself (« legacy mode »), not runPartial() in each frame and finishRun() in
  // a blank page opened for it: the same rules over the same document, with the same results (no page
  // of the site has a frame), without a second page and a second injection of axe each time — half an
  // analysis's time, over a second on a busy machine.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (rules) builder = builder.withRules(rules);
  else if (tags) builder = builder.withTags(tags);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

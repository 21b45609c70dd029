// Test support: how many tabs and carousel slides the stylesheet's fallbacks cover before the scripts run. CSS
// cannot pair "the n-th panel is the target" with "the n-th tab" for any n (no selector relates two elements'
// positions), so app.css writes one rule per position; tests hold every tab list and carousel the content
// renders to what these rules cover, and fail when the content outgrows them.

import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The stylesheet as written (tests run from the repository's root; a DOM test's module URL is not a file). */
export const appCss = readFileSync(join(process.cwd(), "app", "app.css"), "utf8");

/** The largest n such that `positions` holds every one of 1..n. */
function contiguous(positions: ReadonlySet<number>): number {
  let n = 0;
  while (positions.has(n + 1)) n++;
  return n;
}

/**
 * How many tabs the `tab-current` variant follows before the scripts run: the first with no target, and tab n
 * while panel n (child n + 1, after the tab list) is the target.
 */
export function tabsCovered(css = appCss): number {
  const pairs = css.matchAll(/> \[role="tabpanel"\]:nth-child\((\d+)\):target\) &:nth-child\((\d+)\)/g);
  const tabs = new Set<number>();
  for (const [, panel, tab] of pairs) if (Number(panel) === Number(tab) + 1) tabs.add(Number(tab));
  return css.includes(':not(:has(> [role="tabpanel"]:target)) &:first-child') ? contiguous(tabs) : 0;
}

/** How many slides' dots show as current before the scripts run, while their slide is the target. */
export function slidesCovered(css = appCss): number {
  const pairs = css.matchAll(
    /\[data-slide\]:nth-child\((\d+)\):target\) \[data-carousel-dots\] > a:nth-child\((\d+)\)/g,
  );
  const slides = new Set<number>();
  for (const [, slide, dot] of pairs) if (slide === dot) slides.add(Number(slide));
  return contiguous(slides);
}

// Large text on a small phone: with the browser's text size raised, no page scrolls sideways and no control is
// cut off. The text size is the browser's own default font size (what a phone's text setting changes), so it
// reaches the page only through relative sizes: the test also checks that <html> keeps it.
import type { Page } from "@playwright/test";
import { cartLinkName } from "../../app/content/navigation";
import { products } from "../../app/features/catalog/catalog";
import { oneLine } from "../../app/lib/plain-text";
import { productPath } from "../../app/lib/store-paths";
import { expect, pageWidth, scrollThrough, test } from "./fixtures";
import { sitePages } from "./site-pages";

const KEY = "industrial-suppliers-cart";
/** The browser's default text size, 16 px, as Chromium sets it and the percentages below scale. */
const DEFAULT_FONT_PX = 16;

const SETTINGS = [
  { width: 360, percent: 200 },
  { width: 320, percent: 150 },
] as const;

/** Lines with the catalogue's longest names and the most the cart takes of each: long words, long prices. */
const LONGEST = [...products].sort((a, b) => b.name.length - a.name.length).slice(0, 3);
const STORED = LONGEST.map((product) => ({
  id: product.id,
  name: product.name,
  priceCents: product.listPriceCents,
  quantity: 9_999,
  image: "",
  category: "",
}));
const COUNT = STORED.reduce((sum, line) => sum + line.quantity, 0);
/** A product's name with a word longer than a phone's line at large text, as staff might type one. */
const LONG_NAME = "Hydroelectromechanical Supercompressor";

/** The browser's text size setting, for every page this tab opens. */
async function setTextSize(page: Page, percent: number) {
  const session = await page.context().newCDPSession(page);
  const standard = (DEFAULT_FONT_PX * percent) / 100;
  await session.send("Page.setFontSizes", { fontSizes: { standard, fixed: standard } });
}

interface Problem {
  what: string;
  left: number;
  right: number;
}

/**
 * What a visitor would find cut off inside `scope`: a control (link, button, field) or a line of text reaching past
 * either edge of the screen, or a line of text outside a box that hides its overflow (overflow hidden or clip, or
 * a section's paint containment, which clips silently without widening the page). What sits in a scroller the
 * visitor can move sideways counts only if the scroller itself does not fit the screen. Hidden things do not
 * count, nor text hidden for screen readers only, nor a summary clamped to its lines on purpose (it ends in an
 * ellipsis), nor decorative layers with no text. Runs in the page.
 */
function findCutOff(scope: string): Problem[] {
  const width = window.innerWidth;
  const problems: Problem[] = [];
  const describe = (element: Element) => {
    const text = (element instanceof HTMLElement && element.innerText) || element.textContent;
    const label = element.getAttribute("aria-label") ?? text.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label}"`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
  };
  /** The nearest box, `element` itself or around it, that hides, clamps, clips or scrolls what is in it. */
  const nearestClip = (element: Element) => {
    for (let parent: Element | null = element; parent; parent = parent.parentElement) {
      if (parent === document.documentElement || parent === document.body) return null;
      const style = getComputedStyle(parent);
      if (style.getPropertyValue("clip") !== "auto" || parent.clientWidth <= 1)
        return { box: parent, how: "hidden" as const };
      if (style.webkitLineClamp !== "none") return { box: parent, how: "clamp" as const };
      const overflow = [style.overflowX, style.overflowY];
      if (overflow.includes("auto") || overflow.includes("scroll"))
        return { box: parent, how: "scroll" as const };
      if (overflow.includes("hidden") || overflow.includes("clip") || style.contentVisibility === "auto") {
        return { box: parent, how: "clip" as const };
      }
    }
    return null;
  };
  const offScreen = (box: DOMRect) => box.left < -0.5 || box.right > width + 0.5;
  const reported = new Set<Element>();
  const report = (what: string, element: Element, box: DOMRect) => {
    if (reported.has(element)) return;
    reported.add(element);
    problems.push({ what: `${what} ${describe(element)}`, left: box.left, right: box.right });
  };
  for (const root of document.querySelectorAll(scope)) {
    for (const control of root.querySelectorAll(
      "a[href], button, summary, input, select, textarea, [role='button']",
    )) {
      if (!shown(control)) continue;
      // A control hidden for screen readers only (a skip link until focused) is not cut off.
      if (nearestClip(control)?.how === "hidden") continue;
      const clip = control.parentElement ? nearestClip(control.parentElement) : null;
      const box = (clip?.how === "scroll" ? clip.box : control).getBoundingClientRect();
      if (offScreen(box)) report(clip?.how === "scroll" ? "scroller" : "control", control, box);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      const clip = nearestClip(parent);
      if (clip?.how === "hidden" || clip?.how === "clamp") continue;
      if (clip?.how === "scroll") {
        const box = clip.box.getBoundingClientRect();
        if (offScreen(box)) report("scroller", clip.box, box);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width < 1) continue;
        if (offScreen(line)) report("text past the screen's edge in", parent, line);
        if (clip) {
          const box = clip.box.getBoundingClientRect();
          const outside =
            line.left < box.left - 1 ||
            line.right > box.right + 1 ||
            line.top < box.top - 1 ||
            line.bottom > box.bottom + 1;
          if (outside) report(`text cut off by ${describe(clip.box)} in`, parent, line);
        }
      }
    }
  }
  return problems;
}

/**
 * The words that break across lines mid-word inside `scope` (a break at a hyphen or a dash is a word's own), with
 * their font size: a word fits its line when the room is there. An element of `scope` whose whole text is one of
 * `staffText` is left out. Runs in the page.
 */
function findBrokenWords({ scope, staffText = [] }: { scope: string; staffText?: string[] }): string[] {
  const broken: string[] = [];
  for (const root of document.querySelectorAll(scope)) {
    if (staffText.includes(root.textContent.replace(/\s+/g, " ").trim())) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      for (const word of (node.textContent ?? "").matchAll(/[^\s\-\u2013\u2014]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
        );
        if (lines.size > 1) broken.push(`"${word[0]}" at ${getComputedStyle(node.parentElement).fontSize}`);
      }
    }
  }
  return broken;
}

/**
 * The site's own headings (pages, sections, cards) and the products' prices, whose words and figures must keep their
 * lines: their sizes are fitted to the screen as well as to the text (app.css: the theme's larger sizes and
 * `text-fit-*`), and the room around them stops growing with the text on a narrow screen (app.css, `--spacing`). Not
 * a product's name, on its card (an article's heading) or as its page's heading: staff may give a product any word,
 * and a word longer than the line breaks rather than widening the page, so what staff type can never fail this check.
 */
const FITTED_HEADINGS = {
  scope: "main :is(h1, h2, h3):not(article :is(h2, h3)), main [data-testid='product-price']",
  staffText: products.map((product) => oneLine(product.name)),
};

/**
 * The page neither scrolls sideways nor cuts anything off in `scope`, once scrolled through: sections further down
 * are laid out only as they come near the screen.
 */
async function expectFits(page: Page, width: number, scope: string) {
  await scrollThrough(page);
  expect(await pageWidth(page), "the page's width").toBeLessThanOrEqual(width);
  expect(await page.evaluate(findCutOff, scope)).toEqual([]);
}

/** The header's three things a buyer needs keep their place on the screen: home, the cart and its count, the menu. */
async function expectHeaderKept(page: Page, width: number) {
  const header = page.locator("header").first();
  const kept = [
    header.getByRole("link", { name: /home|Since/i }).first(),
    header.getByRole("link", { name: cartLinkName(COUNT), exact: true }),
    header.getByTestId("cart-badge"),
    header.getByRole("button", { name: "Open menu" }),
  ];
  for (const part of kept) {
    await expect(part).toBeVisible();
    const box = (await part.boundingBox()) ?? { x: -1, width: 0 };
    expect(box.x, "its left edge").toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, "its right edge").toBeLessThanOrEqual(width);
  }
}

// What a failure looks like is kept with it: the whole page as the visitor sees it (Playwright's own screenshot on
// failure). A passing run keeps none: a hundred full pages at 2x were a fifth of the browser tests' time.
test.use({ screenshot: { mode: "only-on-failure", fullPage: true } });

for (const { width, percent } of SETTINGS) {
  test.describe(`${width} px wide, text at ${percent} %`, { tag: "@responsive" }, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await setTextSize(page, percent);
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: KEY,
        value: JSON.stringify(STORED),
      });
    });

    for (const { path } of sitePages()) {
      test(`${path} does not scroll sideways or cut anything off`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveCSS("font-size", `${(DEFAULT_FONT_PX * percent) / 100}px`);
        await expectHeaderKept(page, width);
        if (path === "/cart" || path === "/cart/quotation") {
          // The lines are the cart's island's: wait for them, then measure.
          await expect(page.locator("main")).toContainText(STORED[0]?.name ?? "");
        }
        await expectFits(page, width, "header, main");
        expect(await page.evaluate(findBrokenWords, FITTED_HEADINGS), "words broken mid-word").toEqual([]);
      });
    }

    test("a product whose name has a word longer than the line still fits: staff may type any name", async ({
      page,
    }) => {
      const product = products[0];
      if (!product) throw new Error("the catalogue has no product");
      await page.goto(productPath(product.id));
      // The name as staff might type it, put wherever the page shows the product's name on its own.
      const renamed = await page.evaluate(
        ([name, long]) => {
          const shown = [...document.querySelectorAll("main *")].filter(
            (element) => element.children.length === 0 && element.textContent.trim() === name,
          );
          for (const element of shown) element.textContent = long;
          return shown.length;
        },
        [product.name, LONG_NAME] as const,
      );
      expect(renamed, "places that show the product's name").toBeGreaterThan(1);
      await expectHeaderKept(page, width);
      await expectFits(page, width, "header, main");
    });

    test("the open phone menu fits, with Services expanded", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await menu.locator("summary").click();
      await expect(menu.getByRole("link", { name: /Mining/ }).first()).toBeVisible();
      expect(await pageWidth(page), "the page's width").toBeLessThanOrEqual(width);
      expect(await menu.evaluate((panel) => panel.scrollWidth), "the menu's width").toBeLessThanOrEqual(
        width,
      );
      expect(await page.evaluate(findCutOff, "#site-menu")).toEqual([]);
      expect(await page.evaluate(findBrokenWords, { scope: "#site-menu" }), "words broken mid-word").toEqual(
        [],
      );
    });
  });
}

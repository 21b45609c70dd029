// Large text on a small phone: with the browser's text size raised, no page scrolls sideways and no control is
// cut off. The text size is the browser's own default font size (what a phone's text setting changes), so it
// reaches the page only through relative sizes: the test also checks that <html> keeps it.
import type { Page, TestInfo } from "@playwright/test";
import { cartLinkName } from "../../app/content/navigation";
import { products } from "../../app/features/catalog/catalog";
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
 * What a visitor would find cut off inside `scope`: a control (link, button, field) reaching past either edge of
 * the screen, or a box that hides part of its own text (overflow hidden or clipped with content wider or taller
 * than it). Hidden things do not count, nor what sits in a scroller the visitor can move sideways, nor boxes of
 * 1 px that hide text for screen readers only. Runs in the page.
 */
function findCutOff(scope: string): Problem[] {
  const width = window.innerWidth;
  const problems: Problem[] = [];
  const describe = (element: Element) => {
    const label =
      element.getAttribute("aria-label") ?? (element as HTMLElement).innerText.trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${label}"`;
  };
  const inScroller = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow === "auto" || overflow === "scroll") return parent !== document.documentElement;
    }
    return false;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
  };
  for (const root of document.querySelectorAll(scope)) {
    for (const control of root.querySelectorAll(
      "a[href], button, summary, input, select, textarea, [role='button']",
    )) {
      if (!shown(control) || inScroller(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push({ what: `control ${describe(control)}`, left: box.left, right: box.right });
      }
    }
    for (const element of root.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
      const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
      if ((!clipsX && !clipsY) || !shown(element) || !element.innerText.trim()) continue;
      // A summary clamped to its lines on purpose ends in an ellipsis and links to the whole text.
      if (style.webkitLineClamp !== "none") continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const wider = clipsX && element.scrollWidth > element.clientWidth + 1;
      const taller = clipsY && element.scrollHeight > element.clientHeight + 1;
      if (wider || taller) {
        const box = element.getBoundingClientRect();
        problems.push({
          what: `text cut off (${wider ? `${element.scrollWidth} > ${element.clientWidth} wide` : ""}${
            taller ? `${element.scrollHeight} > ${element.clientHeight} tall` : ""
          }) in ${describe(element)}`,
          left: box.left,
          right: box.right,
        });
      }
    }
  }
  return problems;
}

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

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, animations: "disabled" }),
    contentType: "image/png",
  });
}

const slug = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "-"));

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
      test(`${path} does not scroll sideways or cut anything off`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveCSS("font-size", `${(DEFAULT_FONT_PX * percent) / 100}px`);
        await expectHeaderKept(page, width);
        if (path === "/cart" || path === "/cart/quotation") {
          // The lines are the cart's island's: wait for them, then measure.
          await expect(page.locator("main")).toContainText(STORED[0]?.name ?? "");
        }
        await expectFits(page, width, "header, main");
        if (percent === 200) await screenshot(page, testInfo, `${slug(path)}-${width}-${percent}`);
      });
    }

    test("the open phone menu fits, with Services expanded", async ({ page }, testInfo) => {
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
      if (percent === 200) {
        await testInfo.attach(`menu-${width}-${percent}`, {
          body: await menu.screenshot({ animations: "disabled" }),
          contentType: "image/png",
        });
      }
    });
  });
}

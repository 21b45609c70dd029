import type { Page, Route } from "@playwright/test";
import { businessLines } from "../../app/content/navigation";
import { products } from "../../app/features/catalog/catalog";
import { CART_STORAGE_KEY } from "../../app/lib/stored-cart";
import { productPath } from "../../app/lib/store-paths";
import { expect, expectNoAxeViolations, isLive, seedStorage, test, waitUntilLive } from "./fixtures";
import { nativeState, SERVICES_TRIGGER } from "./native-state";

/**
 * The header ships no React: with scripts disabled, with the page's script files blocked (its inline scripts run),
 * and on a page with islands whose scripts are held back and then released. The menus are native popovers and
 * disclosures, the solid header is a scroll-driven animation and the cart badge comes from an inline script, so
 * all of them work from the first paint, and the islands coming alive changes none of them.
 */

const header = (page: Page) => page.locator("header").first();
const cartLink = (page: Page, name: string) => header(page).getByRole("link", { name, exact: true });

/** A cart an earlier visit left: 5 items in two valid lines, and a line the cart drops. */
const storedCart = JSON.stringify([
  { id: "prod-001", name: "Air Compressor", priceCents: 1_299_999, image: "", category: "", quantity: 2 },
  { id: "prod-002", name: "Slurry Pump", priceCents: 825_000, image: "", category: "", quantity: 3 },
  { id: "bad", name: "", priceCents: 1, quantity: 4 },
]);
const WHITE = "rgb(255, 255, 255)";
const badge = (page: Page) => header(page).getByTestId("cart-badge");
/** A page with islands, whose scripts can be held back. */
const [firstProduct] = products;
if (!firstProduct) throw new Error("the catalogue needs a product");
const ISLAND_PAGE = productPath(firstProduct.id);
const CLEAR = "rgba(255, 255, 255, 0)";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe("with scripts disabled", { tag: "@responsive" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the header turns solid white with a shadow past 10 px of scroll, and back", async ({ page }) => {
    await page.goto("/about");
    await expect(header(page)).toHaveCSS("background-color", CLEAR);
    await expect(header(page)).toHaveCSS("box-shadow", /rgba\(0, 0, 0, 0\)/);
    await scrollTo(page, 10);
    await expect(header(page)).toHaveCSS("background-color", CLEAR);
    await scrollTo(page, 11);
    await expect(header(page)).toHaveCSS("background-color", WHITE);
    await expect(header(page)).toHaveCSS("box-shadow", /rgba\(0, 0, 0, 0\.1\)/);
    await scrollTo(page, 0);
    await expect(header(page)).toHaveCSS("background-color", CLEAR);
  });

  test("the cart icon links to the cart and shows no badge", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
    await expect(badge(page)).toBeHidden();
  });

  test.describe("phone menu", () => {
    test.skip(({ isMobile }) => !isMobile, "phone only");

    test("opens full screen, expands Services in place, closes on Escape and its button", async ({
      page,
    }) => {
      await page.goto("/about");
      const open = page.getByRole("button", { name: "Open menu" });
      expect(await nativeState(page, "button[aria-label='Open menu']", "expanded")).toBe(false);
      await open.click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expect
        .poll(async () => JSON.stringify(await menu.boundingBox()))
        .toBe(JSON.stringify({ x: 0, y: 0, width: 375, height: 740 }));
      await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();

      const services = menu.locator("summary", { hasText: "Services" });
      await expect(menu.getByRole("link", { name: "Solar Energy" })).toBeHidden();
      await services.click();
      await expect(menu).toBeVisible();
      await expect(menu.locator("details")).toHaveAttribute("open", "");
      for (const line of businessLines) {
        for (const child of line.children) {
          await expect(menu.getByRole("link", { name: child.label, exact: true })).toHaveAttribute(
            "href",
            child.href,
          );
        }
      }

      // Tab stays in the menu: the page behind is inert while it is open.
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        const outside = await menu.evaluate(
          (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }

      await menu.getByRole("link", { name: "About" }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
      expect(await nativeState(page, "button[aria-label='Open menu']", "expanded")).toBe(false);

      await open.click();
      await menu.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    });

    test("choosing a link loads its page with the menu closed", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.getByRole("link", { name: "Product Store" }).click();
      await expect(page).toHaveURL("/store");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    });
  });

  test.describe("desktop Services dropdown", () => {
    test.skip(({ isMobile }) => isMobile, "desktop only");

    test("opens by click under its button with the exact labels, closes on a click outside", async ({
      page,
    }) => {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: "Services" });
      expect(await nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
      await trigger.click();
      expect(await nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
      for (const line of businessLines) {
        await expect(nav.getByRole("link", { name: line.label, exact: true })).toHaveAttribute(
          "href",
          line.href,
        );
        for (const child of line.children) {
          await expect(nav.getByRole("link", { name: child.label, exact: true })).toBeVisible();
        }
      }
      const button = await trigger.boundingBox();
      const panel = await page.locator("#services-menu").boundingBox();
      expect(Math.round(panel?.y ?? 0)).toBe(Math.round((button?.y ?? 0) + (button?.height ?? 0)));
      expect(Math.round(panel?.x ?? 0)).toBe(Math.round(button?.x ?? 0));

      await page.mouse.click(640, 700);
      await expect(nav.getByRole("link", { name: "Building Works" })).toBeHidden();
      expect(await nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
    });

    test("opens with Enter and Space and closes on Escape, focus staying on its button", async ({ page }) => {
      await page.goto("/about");
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: "Services" });
      const item = nav.getByRole("link", { name: "Pumps & Pump Spares" });
      for (const key of ["Enter", " "]) {
        await trigger.focus();
        await page.keyboard.press(key);
        await expect(item).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(nav.getByRole("link", { name: "Mining & Industrial" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(item).toBeHidden();
        await expect(trigger).toBeFocused();
      }
      await trigger.click();
      await item.click();
      await expect(page).toHaveURL("/mining-industrial/pumps");
    });
  });
});

test.describe("with the page's scripts blocked (the inline ones run)", () => {
  test("a returning buyer's cart link says its count, and the badge shows it", async ({ page }) => {
    await seedStorage(page, CART_STORAGE_KEY, storedCart);
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/about");
    await expect(cartLink(page, "Cart, 5 items")).toHaveAttribute("href", "/cart");
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveCSS("counter-reset", "cart-count 5");

    await seedStorage(
      page,
      CART_STORAGE_KEY,
      JSON.stringify([{ id: "prod-003", name: "Pump", priceCents: 1, quantity: 1 }]),
    );
    await page.goto("/contact");
    await expect(cartLink(page, "Cart, 1 item")).toBeVisible();
  });

  test("an empty cart's link is just Cart", async ({ page }) => {
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(cartLink(page, "Cart")).toHaveAttribute("href", "/cart");
  });
});

test.describe("with scripts held back, then released", { tag: "@responsive" }, () => {
  /**
   * Holds every script request until `release` is called; returns that function. The page's `load` event waits
   * for its preloaded scripts, so these tests go to a page with `waitUntil: "domcontentloaded"`.
   */
  async function holdScripts(page: Page) {
    const held: Route[] = [];
    let released = false;
    await page.route("**/*.js", async (route) => {
      if (released) await route.fallback();
      else held.push(route);
    });
    return async () => {
      released = true;
      for (const route of held.splice(0)) await route.fallback();
    };
  }

  // The islands coming alive is the point of these tests (they wait until live): the header must not change.
  test("the badge shows the stored count at once, and keeps it with its accessible name once live", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, value);
        sessionStorage.setItem("seeded", "1");
      },
      [CART_STORAGE_KEY, storedCart] as const,
    );
    const release = await holdScripts(page);
    await page.goto(ISLAND_PAGE, { waitUntil: "domcontentloaded" });
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveCSS("counter-reset", "cart-count 5");
    await expect(cartLink(page, "Cart, 5 items")).toHaveAttribute("href", "/cart");
    expect(await isLive(page)).toBe(false);

    await release();
    await waitUntilLive(page);
    await expect(badge(page)).toBeVisible();
    await expect(badge(page)).toHaveCSS("counter-reset", "cart-count 5");
    await expect(cartLink(page, "Cart, 5 items")).toHaveAttribute("href", "/cart");
    // No hydration mismatch and no refused inline script (a CSP violation is logged as a console error).
    expect(consoleErrors.filter((text) => !text.includes("Failed to load resource"))).toEqual([]);
  });

  test("an empty cart shows no badge before or after", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(ISLAND_PAGE, { waitUntil: "domcontentloaded" });
    await expect(badge(page)).toBeHidden();
    await release();
    await waitUntilLive(page);
    await expect(badge(page)).toBeHidden();
    await expect(cartLink(page, "Cart")).toHaveAttribute("href", "/cart");
  });

  test("the header state follows the scroll made before the scripts ran", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(ISLAND_PAGE, { waitUntil: "domcontentloaded" });
    await scrollTo(page, 300);
    await expect(header(page)).toHaveCSS("background-color", WHITE);
    await release();
    await waitUntilLive(page);
    await expect(header(page)).toHaveCSS("background-color", WHITE);
    await scrollTo(page, 0);
    await expect(header(page)).toHaveCSS("background-color", CLEAR);
  });

  test("a phone menu opened before the scripts stays open and usable after", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone only");
    const release = await holdScripts(page);
    await page.goto(ISLAND_PAGE, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.locator("summary", { hasText: "Services" }).click();
    // Axe needs scripts of its own, so it checks the open menu here rather than with scripts disabled.
    await expectNoAxeViolations(page);
    await release();
    await waitUntilLive(page);
    await expect(menu).toBeVisible();
    await expect(menu.locator("details")).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "Solar Energy" }).click();
    await expect(page).toHaveURL("/energy-solutions/solar");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Solar Energy" })).toBeVisible();
  });

  test("a dropdown opened before the scripts stays open, and its next click closes it", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "desktop only");
    const release = await holdScripts(page);
    await page.goto(ISLAND_PAGE, { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.click();
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeVisible();
    await expectNoAxeViolations(page);
    await release();
    await waitUntilLive(page);
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeVisible();
    expect(await nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
    // The menu script kept the open state: the next click on the trigger closes the menu (not reopens it).
    await trigger.click();
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeHidden();
    expect(await nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeHidden();
  });
});

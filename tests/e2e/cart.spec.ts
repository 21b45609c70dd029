import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import {
  atWidth,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  isLive,
  pageWidth,
  seedStorage,
  test,
} from "./fixtures";
import { expectBadge, holdScripts, routeWhatsApp } from "./cart-page";
import { expectNoCspViolations, watchViolations } from "./csp-check";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import { formatUsd } from "../../app/lib/money";
import { loadProducts } from "../../app/content/data-files";

const { products } = loadProducts();

const KEY = "industrial-suppliers-cart";
const CLOSING = "Please provide your delivery details and preferred payment method. Thank you!";
const lines = (page: Page) => page.getByTestId("cart-line");
const line = (page: Page, name: string) => lines(page).filter({ hasText: name });
const headerCartLink = (page: Page) => page.locator("header").first().getByRole("link", { name: /^Cart/ });

/** The catalogue's name of a product. */
function catalogueName(id: string): string {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the catalogue has no ${id}`);
  return product.name;
}

/** Real errors only: the offline fixture makes every external image fail to load, which is expected. */
const realErrors = (errors: string[]) => errors.filter((text) => !text.includes("Failed to load resource"));

/** Two lines as an earlier visit leaves them: 2 compressors at the list price, 1 pump at its product page's. */
const STORED = [
  {
    id: "prod-001",
    name: "Heavy-Duty Industrial Air Compressor",
    priceCents: 1_299_999,
    image: "https://images.unsplash.com/photo-1?auto=format",
    category: "Mining & Industrial",
    quantity: 2,
  },
  {
    id: "prod-002",
    name: "Submersible Slurry Pump",
    priceCents: 825_000,
    image: "https://images.unsplash.com/photo-2?auto=format",
    category: "Mining & Industrial",
    quantity: 1,
  },
];

async function addFromListing(page: Page, name: string) {
  const card = page.getByRole("article").filter({ hasText: name });
  await card.getByRole("button", { name: /Add to Cart/ }).click();
}

test.describe("cart", () => {
  test("is empty at first, with Continue Shopping", { tag: "@responsive" }, async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectBadge(page, 0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL("/store");
  });

  test(
    "browse, add, adjust, remove and check out on WhatsApp",
    { tag: "@responsive" },
    async ({ page, context, consoleErrors, isMobile }) => {
      await routeWhatsApp(context);
      await page.goto("/store");
      await page
        .getByRole("link", { name: /Mining & Industrial/ })
        .first()
        .click();
      await expect(page).toHaveURL(categoryPath("mining"));
      await addFromListing(page, "Heavy-Duty Industrial Air Compressor");
      await expectBadge(page, 1);
      await addFromListing(page, "Heavy-Duty Industrial Air Compressor");
      await expectBadge(page, 2);

      await page.getByRole("link", { name: "Submersible Slurry Pump", exact: true }).click();
      await expect(page).toHaveURL(productPath("prod-002"));
      await expect(page.getByRole("heading", { level: 1, name: "Submersible Slurry Pump" })).toBeVisible();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: /Add to Cart/ }).click();
      await expectBadge(page, 5);

      await headerCartLink(page).click();
      await expect(page).toHaveURL("/cart");
      await expect(lines(page)).toHaveCount(2);
      // Each line keeps the price of the page it was added from: list price, then detail price.
      await expect(line(page, "Compressor")).toContainText("$12,999.99 each");
      await expect(line(page, "Compressor").getByTestId("line-total")).toHaveText("$25,999.98");
      await expect(line(page, "Slurry Pump")).toContainText("$8,250.00 each");
      await expect(line(page, "Slurry Pump").getByTestId("line-total")).toHaveText("$24,750.00");
      await expect(page.getByText("Free", { exact: true })).toBeVisible();
      await expect(page.getByTestId("cart-total")).toHaveText("$50,749.98");
      // The last Add to Cart's toast may still be fading in or out, which axe reads as low contrast: check the
      // page once it has gone.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (isMobile) {
        // A full cart fits a phone as narrow as 320 px: nothing scrolls sideways, the checkout included.
        await atWidth(page, 320, async () => {
          expect(await pageWidth(page)).toBeLessThanOrEqual(320);
          const checkoutRight = await page
            .getByRole("link", { name: /Checkout via WhatsApp/ })
            .evaluate((element) => element.getBoundingClientRect().right);
          expect(checkoutRight).toBeLessThanOrEqual(320);
        });
      }

      const pump = line(page, "Slurry Pump");
      await pump.getByRole("button", { name: "Increase quantity" }).click();
      await expect(pump.getByTestId("line-total")).toHaveText("$33,000.00");
      await expectBadge(page, 6);
      const field = pump.getByRole("textbox", { name: "Quantity for Submersible Slurry Pump" });
      await field.fill("abc");
      await field.blur();
      await expect(field).toHaveValue("1");
      await expect(pump.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
      await field.fill("12345");
      await field.blur();
      await expect(field).toHaveValue("9999");
      await expectBadge(page, 10_001);
      await field.fill("2.5");
      await field.blur();
      await expect(field).toHaveValue("2");

      await page.getByRole("button", { name: "Remove Heavy-Duty Industrial Air Compressor" }).click();
      await expect(lines(page)).toHaveCount(1);
      await expectBadge(page, 2);
      await expect(page.getByTestId("cart-total")).toHaveText("$16,500.00");

      const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
      await expect(checkout).toHaveAttribute("target", "_blank");
      await expect(checkout).toHaveAttribute("rel", /noopener/);
      const [popup] = await Promise.all([context.waitForEvent("page"), checkout.click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
      // The order's reference, made as it is sent, after the heading; the rest of the message as before.
      const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
      expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
      expect(url.searchParams.get("text")).toBe(
        [
          `New Order Request - Ref. ${reference}`,
          "",
          "Submersible Slurry Pump x 2 - $16500.00",
          "",
          "Total: $16500.00",
          "",
          CLOSING,
        ].join("\n"),
      );
      expect(await popup.evaluate(() => window.opener === null)).toBe(true);
      expect(realErrors(consoleErrors)).toEqual([]);

      // The cart survives a reload.
      await page.goto("/cart");
      await expect(lines(page)).toHaveCount(1);
      await expectBadge(page, 2);

      // The last line removed: the empty cart, and no badge.
      await page.getByRole("button", { name: "Remove Submersible Slurry Pump" }).click();
      await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
      await expectBadge(page, 0);
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    },
  );

  test("a stored cart that does not parse is logged, deleted and ignored", async ({
    page,
    consoleErrors,
  }) => {
    await seedStorage(page, KEY, "{not json");
    await gotoHydrated(page, "/cart", "the scripts read the stored cart, log the bad one and delete it");
    await expect
      .poll(() => consoleErrors.some((text) => text.includes("Failed to parse cart from localStorage")))
      .toBe(true);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectBadge(page, 0);
  });

  test(
    "a line whose product is no longer sold stays, named as stored, out of the order; a changed price is told",
    { tag: "@responsive" },
    async ({ page }, testInfo) => {
      const pump = products.find((product) => product.id === "prod-002");
      if (!pump) throw new Error("the catalogue has no prod-002");
      const gone = {
        id: "prod-099",
        name: "Discontinued Transformer",
        priceCents: 339_900,
        image: "",
        category: "Energy Solutions",
        quantity: 1,
      };
      // An earlier visit's cart: a product since removed from the catalogue, and the pump at a price it no
      // longer has.
      const stored = [
        { ...STORED[0], quantity: 1 },
        gone,
        { ...STORED[1], priceCents: 799_900, quantity: 2 },
      ];
      await seedStorage(page, KEY, JSON.stringify(stored));
      await page.goto("/cart");
      // Before the scripts and after, the header counts what can be ordered: 1 compressor and 2 pumps.
      await expectBadge(page, 3);
      await expect(lines(page)).toHaveCount(3);
      const kept = line(page, "Discontinued Transformer");
      await expect(kept.getByRole("heading", { name: "Discontinued Transformer" })).toBeVisible();
      await expect(kept).toContainText("No longer sold");
      await expect(kept).toContainText(
        "We no longer sell this product, so it is not part of your order. Remove it when you have seen this.",
      );
      await expect(kept.getByRole("link")).toHaveCount(0);
      await expect(kept.getByRole("textbox")).toHaveCount(0);
      // Its photo's placeholder keeps the photo's 4:3 shape beside the longer text, not the line's height.
      const slot = await kept.getByRole("img", { name: "Discontinued Transformer" }).last().boundingBox();
      expect(slot?.height ?? 0, "the placeholder's height").toBeCloseTo(((slot?.width ?? 0) * 3) / 4, 0);
      const changed = line(page, pump.name);
      await expect(changed).toContainText(
        `The price has changed from $7,999.00 to ${formatUsd(pump.listPriceCents)} since you added it.`,
      );
      const total = 1_299_999 + 2 * pump.listPriceCents;
      await expect(page.getByTestId("cart-total")).toHaveText(formatUsd(total));
      // No order text holds the line no longer sold: WhatsApp, e-mail, the copied text.
      const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
      const message = decodeURIComponent((await checkout.getAttribute("href")) ?? "");
      expect(message).toContain(`${pump.name} x 2`);
      expect(message).not.toContain("Discontinued Transformer");
      const mail = page.getByRole("link", { name: /Send by e-mail/ });
      expect(decodeURIComponent((await mail.getAttribute("href")) ?? "")).not.toContain(
        "Discontinued Transformer",
      );
      expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      await expectNoAxeViolations(page);
      await page.locator("main").screenshot({ path: testInfo.outputPath("cart-changes.png") });

      // The quotation quotes only what can be ordered.
      await page.goto("/cart/quotation");
      await expect(page.getByTestId("quotation-line")).toHaveCount(2);
      await expect(page.getByTestId("quotation-total")).toHaveText(formatUsd(total));
      await expect(page.locator("main")).not.toContainText("Discontinued Transformer");

      // It stays until the buyer removes it; then the cart says nothing more of it.
      await page.goto("/cart");
      await expect(kept).toBeVisible();
      await kept.getByRole("button", { name: "Remove Discontinued Transformer" }).click();
      await expect(lines(page)).toHaveCount(2);
      await expectBadge(page, 3);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? "", KEY))
        .not.toContain("Discontinued Transformer");
    },
  );

  test(
    "a cart holding only products no longer sold shows them and says nothing can be ordered",
    { tag: "@responsive" },
    async ({ page }, testInfo) => {
      const gone = { id: "prod-099", name: "Discontinued Transformer", priceCents: 339_900, quantity: 1 };
      await seedStorage(page, KEY, JSON.stringify([{ ...gone, image: "", category: "" }]));
      await page.goto("/cart");
      await expectBadge(page, 0);
      await expect(line(page, "Discontinued Transformer")).toContainText("No longer sold");
      await expect(page.getByRole("heading", { name: "Nothing here can be ordered" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Checkout via WhatsApp/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.locator("main").screenshot({ path: testInfo.outputPath("cart-nothing-to-order.png") });
    },
  );

  test(
    "a stored cart of the wrong shape keeps only its good lines, by the catalogue's names, and never shows NaN",
    { tag: "@responsive" },
    async ({ page }) => {
      const good = {
        id: "prod-004",
        name: "Solar Panel",
        priceCents: 27_999,
        quantity: 2,
        image: "",
        category: "",
      };
      const stored = [
        good,
        { ...good, id: "prod-005", quantity: "lots" },
        { ...good, id: "prod-006", quantity: -4 },
        { ...good, id: "prod-007", priceCents: null },
        { ...good, id: "prod-008", name: "<img src=x onerror=alert(1)>", quantity: 1e12 },
        { ...good, id: "prod-009", quantity: 1.9 },
        { ...good, id: "prod-010", image: 42, category: ["not", "text"] },
        null,
        "text",
        ...Array.from({ length: 3_000 }, () => ({ junk: true })),
      ];
      await seedStorage(page, KEY, JSON.stringify(stored));
      await page.goto("/cart");
      // The header counts the same lines before the scripts arrive as the cart shows after.
      await expectBadge(page, 2 + 9_999 + 1 + 2);
      await expect(lines(page)).toHaveCount(4);
      await expect(line(page, catalogueName("prod-008")).getByRole("textbox")).toHaveValue("9999");
      await expect(line(page, catalogueName("prod-004"))).toBeVisible();
      await expect(page.locator("main")).not.toContainText("<img src=x");
      await expect(page.locator("main img[src='x']")).toHaveCount(0);
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(/NaN|undefined|Infinity|null|\[object/);
      await expectNoAxeViolations(page);
    },
  );

  test("a name edited in storage, or a product the catalogue no longer has, never reaches the order", async ({
    page,
    context,
  }) => {
    await routeWhatsApp(context);
    const panel = catalogueName("prod-004");
    // Another product's name on the solar panel's line, and a product that is no longer sold.
    await seedStorage(
      page,
      KEY,
      JSON.stringify([
        { id: "prod-004", name: "Industrial Pump", priceCents: 27_999, quantity: 1, image: "", category: "" },
        { id: "prod-099", name: "Retired Pump", priceCents: 100, quantity: 3, image: "", category: "" },
      ]),
    );
    await page.goto("/cart");
    // The product no longer sold stays in sight, named as stored and marked; the edited name is never shown.
    await expect(lines(page)).toHaveCount(2);
    await expect(line(page, panel)).toBeVisible();
    await expect(line(page, "Retired Pump")).toContainText("No longer sold");
    await expect(page.locator("main")).not.toContainText("Industrial Pump");
    const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
    const text = new URL((await checkout.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
    expect(text.split("\n")[2]).toBe(`${panel} x 1 - $279.99`);
    expect(text).not.toMatch(/Industrial Pump|Retired Pump/);
  });

  test("storage that throws leaves the cart working in memory, for as long as the page is open", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto(categoryPath("featured"));
    await addFromListing(page, "Submersible Slurry Pump");
    await addFromListing(page, "Submersible Slurry Pump");
    // The badge shows the cart in memory, which the cart's change event carries: storage has nothing.
    await expectBadge(page, 2);
    await addFromListing(page, "Heavy-Duty Industrial Air Compressor");
    await expectBadge(page, 3);
    // Without storage nothing outlives the page: the next one opens an empty cart, and still works.
    await headerCartLink(page).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectBadge(page, 0);
    expect(pageErrors).toEqual([]);
  });

  test("a change in one tab shows in the other, the header badge included", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(categoryPath("all"));
    await gotoHydrated(second, "/cart", "the cart must be open and live before the other tab changes it");
    await expect(second.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    await addFromListing(first, "Steel Frame Scaffolding Set");
    await expectBadge(first, 1);
    await expectBadge(second, 1);
    await expect(lines(second)).toHaveCount(1);

    await second.getByRole("button", { name: "Increase quantity" }).click();
    await expectBadge(second, 2);
    await expectBadge(first, 2);

    await second.getByRole("button", { name: "Remove Steel Frame Scaffolding Set" }).click();
    await expectBadge(second, 0);
    await expectBadge(first, 0);

    // Storage cleared in one tab (the browser's own "clear site data" does the same): the other's cart empties.
    await addFromListing(first, "Steel Frame Scaffolding Set");
    await expect(lines(second)).toHaveCount(1);
    await first.evaluate(() => localStorage.clear());
    await expect(second.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectBadge(second, 0);
  });

  for (const path of [
    "/store",
    categoryPath("all"),
    productPath("prod-001"),
    "/cart",
    "/cart/quotation",
    "/",
  ]) {
    test(`${path} hydrates with a stored cart, without hydration errors`, async ({ page, consoleErrors }) => {
      await seedStorage(page, KEY, JSON.stringify([{ ...STORED[0], quantity: 1 }]));
      await gotoHydrated(page, path, "hydration errors are reported only once React has hydrated");
      await expectBadge(page, 1);
      expect(realErrors(consoleErrors)).toEqual([]);
    });
  }

  test("reads a stored cart with no policy violation (the check compiles no code)", async ({ page }) => {
    const reports = await watchViolations(page);
    await seedStorage(page, KEY, JSON.stringify(STORED));
    await gotoHydrated(page, "/cart", "the stored cart is checked by the page's scripts");
    await expect(lines(page)).toHaveCount(2);
    await expectNoCspViolations(page, reports);
  });
});

test.describe("the cart before its scripts", { tag: "@responsive" }, () => {
  test("while they are held back, says it is loading and the badge already counts; then shows the lines", async ({
    page,
  }) => {
    await seedStorage(page, KEY, JSON.stringify(STORED));
    const scripts = await holdScripts(page);
    await page.goto("/cart", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("status").filter({ hasText: "Loading your cart..." })).toBeVisible();
    await expectBadge(page, 3);
    await expectNoAxeViolations(page);
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByTestId("cart-total")).toHaveText("$34,249.98");
    await expectBadge(page, 3);
  });

  test("with the site's script files blocked, the page says so only as loading, and passes axe", async ({
    page,
  }) => {
    await seedStorage(page, KEY, JSON.stringify(STORED));
    // Axe needs JavaScript in the page, so the site's script files are aborted instead of switched off.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/cart", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("status").filter({ hasText: "Loading your cart..." })).toBeVisible();
    // The header's inline script counts the stored cart all the same.
    await expectBadge(page, 3);
    await expectNoAxeViolations(page);
  });
});

test.describe("the cart with no JavaScript at all", { tag: "@responsive" }, () => {
  test.use({ javaScriptEnabled: false });

  test("says the cart needs JavaScript and how else to order, with no endless spinner", async ({ page }) => {
    await page.goto("/cart");
    const status = page.getByRole("status").filter({ hasText: "needs JavaScript" });
    await expect(
      status.getByText(
        "Your cart needs JavaScript. Please enable it, or call or e-mail our sales team to order.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(status.getByText("Loading your cart...")).toBeHidden();
    await expect(status.locator("svg")).toBeHidden();
    await expect(
      page.locator("header").first().getByRole("link", { name: "Cart", exact: true }),
    ).toBeVisible();
  });
});

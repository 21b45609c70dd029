import type { BrowserContext, Page } from "@playwright/test";
import { site } from "../../app/content/site";
import {
  atWidth,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  pageWidth,
  seedStorage,
  test,
} from "./fixtures";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import { products } from "../../app/content/store/products";

const KEY = "industrial-suppliers-cart";
const CLOSING = "Please provide your delivery details and preferred payment method. Thank you!";
const badge = (page: Page) => page.locator("header").first().getByTestId("cart-badge");
const lines = (page: Page) => page.getByTestId("cart-line");
const line = (page: Page, name: string) => lines(page).filter({ hasText: name });

/** The catalogue's name of a product. */
function catalogueName(id: string): string {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the catalogue has no ${id}`);
  return product.name;
}

/** Real errors only: the offline fixture makes every external image fail to load, which is expected. */
const realErrors = (errors: string[]) => errors.filter((text) => !text.includes("Failed to load resource"));

async function addFromListing(page: Page, name: string) {
  const card = page.getByRole("article").filter({ hasText: name });
  await card.getByRole("button", { name: /Add to Cart/ }).click();
}

async function routeWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
}

test.describe("cart", () => {
  test("is empty at first, with Continue Shopping", async ({ page }) => {
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
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
      await expect(badge(page)).toHaveText("1");
      await addFromListing(page, "Heavy-Duty Industrial Air Compressor");
      await expect(badge(page)).toHaveText("2");

      await page.getByRole("link", { name: "Submersible Slurry Pump", exact: true }).click();
      await expect(page).toHaveURL(productPath("prod-002"));
      await expect(page.getByRole("heading", { level: 1, name: "Submersible Slurry Pump" })).toBeVisible();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: /Add to Cart/ }).click();
      await expect(badge(page)).toHaveText("5");

      await page.locator("header").first().getByRole("link", { name: /Cart/ }).click();
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
      await expect(badge(page)).toHaveText("6");
      const field = pump.getByRole("textbox", { name: "Quantity for Submersible Slurry Pump" });
      await field.fill("abc");
      await field.blur();
      await expect(field).toHaveValue("1");
      await expect(pump.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
      await field.fill("12345");
      await field.blur();
      await expect(field).toHaveValue("9999");
      await expect(badge(page)).toHaveText("10001");
      await field.fill("2.5");
      await field.blur();
      await expect(field).toHaveValue("2");

      await page.getByRole("button", { name: "Remove Heavy-Duty Industrial Air Compressor" }).click();
      await expect(lines(page)).toHaveCount(1);
      await expect(badge(page)).toHaveText("2");
      await expect(page.getByTestId("cart-total")).toHaveText("$16,500.00");

      const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
      await expect(checkout).toHaveAttribute("target", "_blank");
      await expect(checkout).toHaveAttribute("rel", /noopener/);
      const [popup] = await Promise.all([context.waitForEvent("page"), checkout.click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
      expect(url.searchParams.get("text")).toBe(
        [
          "New Order Request",
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
      await expect(badge(page)).toHaveText("2");
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
    await expect(badge(page)).toHaveCount(0);
  });

  test("a stored cart of the wrong shape keeps only its good lines, by the catalogue's names, and never shows NaN", async ({
    page,
  }) => {
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
      null,
      "text",
      ...Array.from({ length: 3_000 }, () => ({ junk: true })),
    ];
    await seedStorage(page, KEY, JSON.stringify(stored));
    await page.goto("/cart");
    await expect(lines(page)).toHaveCount(3);
    await expect(line(page, catalogueName("prod-008")).getByRole("textbox")).toHaveValue("9999");
    await expect(line(page, catalogueName("prod-004"))).toBeVisible();
    await expect(page.locator("main")).not.toContainText("<img src=x");
    await expect(page.locator("main")).not.toContainText("Solar Panel x");
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    await expect(badge(page)).toHaveText(String(2 + 9_999 + 1));
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).not.toMatch(/NaN|undefined|Infinity|null/);
    await expectNoAxeViolations(page);
  });

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
    await expect(lines(page)).toHaveCount(1);
    await expect(line(page, panel)).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/Industrial Pump|Retired Pump/);
    const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
    const text = new URL((await checkout.getAttribute("href")) ?? "").searchParams.get("text") ?? "";
    expect(text.split("\n")[2]).toBe(`${panel} x 1 - $279.99`);
    expect(text).not.toMatch(/Industrial Pump|Retired Pump/);
  });

  test("storage that throws leaves the cart working in memory", async ({ page }) => {
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
    await expect(badge(page)).toHaveText("2");
    await page.locator("header").first().getByRole("link", { name: /Cart/ }).click();
    await expect(lines(page)).toHaveCount(1);
    await line(page, "Slurry Pump").getByRole("button", { name: "Increase quantity" }).click();
    await expect(badge(page)).toHaveText("3");
    expect(pageErrors).toEqual([]);
  });

  test("a change in one tab shows in the other", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(categoryPath("all"));
    await gotoHydrated(second, "/cart", "the cart must be open and live before the other tab changes it");
    await expect(second.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    await addFromListing(first, "Steel Frame Scaffolding Set");
    await expect(badge(first)).toHaveText("1");
    await expect(badge(second)).toHaveText("1");
    await expect(lines(second)).toHaveCount(1);

    await second.getByRole("button", { name: "Remove Steel Frame Scaffolding Set" }).click();
    await expect(badge(second)).toHaveCount(0);
    await expect(badge(first)).toHaveCount(0);
  });

  test("hydrates a stored cart without hydration errors", async ({ page, consoleErrors }) => {
    await page.goto(productPath("prod-001"));
    await page.getByRole("button", { name: /Add to Cart/ }).click();
    await expect(badge(page)).toHaveText("1");
    for (const path of ["/store", categoryPath("all"), productPath("prod-001"), "/cart", "/"]) {
      await gotoHydrated(page, path, "hydration errors are reported only once React has hydrated");
      await expect(badge(page)).toHaveText("1");
    }
    await expect(page.getByText("$999.99")).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});

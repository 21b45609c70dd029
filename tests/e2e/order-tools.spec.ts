import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { compressor as compressorLine, expectBadge, holdScripts, KEY, pump as pumpLine } from "./cart-page";
import { loadProducts } from "../../app/content/data-files";
import { expect as baseExpect, expectNoAxeViolations, pageWidth, seedStorage, test } from "./fixtures";
import { categoryPath, productPath } from "../../app/lib/store-paths";

const { products } = loadProducts();

// Seven builds and browsers share two cores here: generous limits, while every wait is on a condition.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const CLOSING = "Please provide your delivery details and preferred payment method. Thank you!";

/** The cart page's two lines, with a photo each. */
const PHOTO = "https://images.unsplash.com/photo-1?auto=format";
const compressor = { ...compressorLine, image: PHOTO };
const pump = { ...pumpLine, image: PHOTO };

/** The WhatsApp message for the two lines above, as the checkout writes it. */
const MESSAGE = [
  "New Order Request",
  "",
  "Heavy-Duty Industrial Air Compressor x 2 - $25999.98",
  "Submersible Slurry Pump x 1 - $8250.00",
  "",
  "Total: $34249.98",
  "",
  CLOSING,
].join("\n");

/** The message as sent: the order's reference after the heading on its first line, the rest as above. */
const sentMessage = (reference: string) =>
  MESSAGE.replace("New Order Request\n", `New Order Request - Ref. ${reference}\n`);

/** The reference the cart shows once the order is sent: six letters and digits, none of 0, O, 1, I or L. */
async function shownReference(page: Page): Promise<string> {
  const shown = page.getByTestId("order-reference");
  await expect(shown).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  return (await shown.textContent()) ?? "";
}

/** Puts a cart in storage the way an earlier visit would have left it, then opens the page. */
async function openWithCart(page: Page, path: string, lines: unknown[] = [compressor, pump]) {
  await seedStorage(page, KEY, JSON.stringify(lines));
  await page.goto(path);
}

/** The category page's spec'd 500 ms loading state is over and its grid (or message) is shown. */
const listingShown = (page: Page) =>
  expect(page.locator("[data-simulated-content]").filter({ visible: true })).toHaveCount(1);

const storedCart = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

test.describe("copy the order", { tag: "@responsive" }, () => {
  test("puts exactly the WhatsApp message on the clipboard and leaves the cart alone", async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openWithCart(page, "/cart");
    const before = await storedCart(page);
    await page.getByRole("button", { name: "Copy order" }).click();
    await expect(page.getByText("Order copied.", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      sentMessage(await shownReference(page)),
    );
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    expect(await storedCart(page)).toBe(before);
    await expectNoAxeViolations(page);
    await page
      .getByRole("region", { name: "Order Summary" })
      .screenshot({ path: testInfo.outputPath("summary.png") });
    await page.getByRole("region", { name: "Other ways to send your order" }).screenshot({
      path: testInfo.outputPath("order-actions.png"),
    });
  });

  test("shows the text selected in a read-only box when the clipboard is refused", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", {
        get: () => ({ writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) }),
      });
    });
    await openWithCart(page, "/cart");
    const copy = page.getByRole("button", { name: "Copy order" });
    await copy.focus();
    await page.keyboard.press("Enter");
    const box = page.getByRole("textbox", { name: "Your order as text" });
    await expect(box).toBeFocused();
    const message = sentMessage(await shownReference(page));
    await expect(box).toHaveValue(message);
    await expect(box).toHaveAttribute("readonly", "");
    const selection = await box.evaluate((element: HTMLTextAreaElement) => [
      element.selectionStart,
      element.selectionEnd,
    ]);
    expect(selection).toEqual([0, message.length]);
    await expectNoAxeViolations(page);
  });
});

test.describe("e-mail the order", { tag: "@responsive" }, () => {
  test("links to the sales e-mail with the order as subject and body", async ({ page }) => {
    await openWithCart(page, "/cart");
    const link = page.getByRole("link", { name: "Send by e-mail" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${site.salesEmail}?subject=`)).toBe(true);
    expect(href).toContain("%0D%0A");
    expect(href.length).toBeLessThanOrEqual(2_000);
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("New Order Request: 3 items, total $34,249.98");
    expect(url.searchParams.get("body")).toBe(MESSAGE.replace(/\n/g, "\r\n"));
  });

  test("names every product as the catalogue does: names lengthened in storage neither reach the e-mail nor make it too long", async ({
    page,
  }) => {
    // Every product of the catalogue, each under a long name of the buyer's own: as stored, the order would be too
    // long for a link (the page then says so and offers Copy order, as its component test shows).
    const many = products.map((product, index) => ({
      ...compressor,
      id: product.id,
      name: `Armoured Cable 4-Core 16 mm² (100 m Drum), with glands, lugs and a test certificate #${index}`,
    }));
    await openWithCart(page, "/cart", many);
    const link = page.getByRole("link", { name: "Send by e-mail" });
    const body = new URL((await link.getAttribute("href")) ?? "").searchParams.get("body") ?? "";
    for (const product of products) expect(body).toContain(`${product.name} x 2 - $`);
    expect(body).not.toContain("test certificate");
    await expect(page.getByTestId("email-too-long")).toHaveCount(0);
  });
});

test.describe("printable quotation", { tag: "@responsive" }, () => {
  test("shows the company, a dated reference, the lines and the total; prints without the site's frame", async ({
    page,
  }, testInfo) => {
    await openWithCart(page, "/cart");
    await page.getByRole("link", { name: "Print quotation" }).click();
    await expect(page).toHaveURL("/cart/quotation");
    await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeVisible();
    const reference = page.getByTestId("quotation-reference");
    await expect(reference).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
    const quoted = await reference.textContent();
    await expect(page.getByTestId("quotation-line")).toHaveCount(2);
    await expect(page.getByTestId("quotation-line").first()).toContainText("$12,999.99");
    await expect(page.getByTestId("quotation-line").first()).toContainText("$25,999.98");
    await expect(page.getByTestId("quotation-total")).toHaveText("$34,249.98");
    await expect(page.getByText("Free", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Prices are subject to confirmation by our sales team.", { exact: false }),
    ).toBeVisible();
    const sheet = page.getByRole("article");
    for (const text of [site.legalName, site.address.street, site.phone, site.salesEmail]) {
      await expect(sheet).toContainText(text);
    }
    // Nothing scrolls sideways, even on a 375 px phone.
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.locator("body > footer")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to Cart" })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("quotation-print.png"), fullPage: true });
    await page.emulateMedia({ media: "screen" });
    await page.screenshot({ path: testInfo.outputPath("quotation-screen.png"), fullPage: true });

    // Refresh: the same cart, the same reference.
    await page.reload();
    await expect(reference).toHaveText(quoted ?? "");
  });

  test("an empty cart has no quotation, on direct entry", async ({ page }) => {
    await page.goto("/cart/quotation");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL("/store");
  });

  test("is being prepared while the scripts are held back, then dated from the buyer's clock", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(2027, 0, 31, 9, 30));
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    const scripts = await holdScripts(page);
    await page.goto("/cart/quotation", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("status").filter({ hasText: "Preparing your quotation..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Quotation" })).toBeAttached();
    await expectBadge(page, 3);
    await expectNoAxeViolations(page);
    scripts.release();
    await expect(page.getByTestId("quotation-line")).toHaveCount(2);
    await expect(page.getByTestId("quotation-date")).toHaveText("31 January 2027");
    await expect(page.getByTestId("quotation-reference")).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  });

  test("is kept out of search engines", async ({ page }) => {
    await page.goto("/cart/quotation");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test.describe("the quotation with no JavaScript at all", { tag: "@responsive" }, () => {
  test.use({ javaScriptEnabled: false });

  test("says why it cannot be made here and how else to get one, with no endless spinner", async ({
    page,
  }) => {
    await page.goto("/cart/quotation");
    const status = page.getByRole("status").filter({ hasText: "needs JavaScript" });
    await expect(
      status.getByText(
        "Your quotation is made from the cart kept in this browser, which needs JavaScript. Please enable it, or call or e-mail our sales team for a quotation.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(status.getByText("Preparing your quotation...")).toBeHidden();
    await expect(status.locator("svg")).toBeHidden();
  });
});

test.describe("order one product now", { tag: "@responsive" }, () => {
  test("opens WhatsApp with this product alone at the chosen quantity, without touching the cart", async ({
    page,
    context,
  }) => {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await page.goto(productPath("prod-002"));
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    const order = page.getByRole("link", { name: /Order on WhatsApp/ });
    await expect(order).toHaveAttribute("target", "_blank");
    await expect(order).toHaveAttribute("rel", /noopener/);
    const [popup] = await Promise.all([context.waitForEvent("page"), order.click()]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsappNumber}`);
    expect(url.searchParams.get("text")).toBe(
      [
        "New Order Request",
        "",
        "Submersible Slurry Pump x 3 - $24750.00",
        "",
        "Total: $24750.00",
        "",
        CLOSING,
      ].join("\n"),
    );
    await expectBadge(page, 0);
    expect(await storedCart(page)).toBeNull();
    await expectNoAxeViolations(page);
  });
});

test.describe("find a product", { tag: "@responsive" }, () => {
  const names = (page: Page) => page.getByRole("article").getByRole("heading");

  test("search from the store home, sort the results, and Back through both", async ({ page }) => {
    await page.goto("/store");
    const field = page.getByRole("searchbox", { name: "Search products" });
    await field.fill("PUMP");
    await field.press("Enter");
    await expect(page).toHaveURL(`${categoryPath("all")}?q=PUMP`);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    await expect(page.getByTestId("search-summary")).toHaveText(/products? match(es)? "PUMP"/);
    await expect(names(page).filter({ hasText: "Submersible Slurry Pump" })).toHaveCount(1);
    await expect(
      page
        .locator("mark")
        .filter({ hasText: /^pump$/i })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("name");
    await expect(page).toHaveURL(`${categoryPath("all")}?q=PUMP&sort=name`);
    await expect
      .poll(async () => {
        const sorted = await names(page).allTextContents();
        return sorted.join("|") === [...sorted].sort((a, b) => a.localeCompare(b, "en")).join("|");
      })
      .toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(`${categoryPath("all")}?q=PUMP`);
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL("/store");
  });

  test("sorts a category by price through the address bar and by keyboard", async ({ page }) => {
    await page.goto(`${categoryPath("all")}?sort=price-desc`);
    await listingShown(page);
    const prices = page.getByTestId("product-price");
    await expect(prices).toHaveCount(15);
    const cents = async () =>
      (await prices.allTextContents()).map((text) => Number(text.replace(/[^0-9]/g, "")));
    const down = await cents();
    expect(down).toEqual([...down].sort((a, b) => b - a));

    const select = page.getByRole("combobox", { name: "Sort by" });
    await expect(select).toHaveValue("price-desc");
    // By keyboard: the choice applies as it changes, and focus stays on the select.
    await select.focus();
    await page.keyboard.press("ArrowUp");
    await expect(page).toHaveURL(`${categoryPath("all")}?sort=price-asc`);
    await expect.poll(cents).toEqual([...down].reverse());
    await expect(select).toBeFocused();
  });

  test("unknown or hostile values never break the page", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await page.goto(
      `${categoryPath("mining")}?q=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&sort=bogus`,
    );
    await expect(page.getByText(/No products match/)).toContainText('"><img src=x onerror=alert(1)>');
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("");
    await page.getByRole("link", { name: "Show all products" }).click();
    await expect(page).toHaveURL(categoryPath("mining"));
    await expect(page.getByRole("article")).toHaveCount(5);
    expect(dialogs).toEqual([]);

    await page.goto(`${categoryPath("no-such-slug")}?q=pump&sort=name`);
    await expect(page.getByRole("heading", { level: 1, name: "no-such-slug" })).toBeVisible();
    await expect(page.getByText("No products found in this category.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Store" })).toBeVisible();
  });
});

// The cart as a link (Share list, the shared list's page), the order's reference on every channel, and Your
// orders with Order again.
import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { compressor, expectBadge, KEY, pump, REFERENCE, routeWhatsApp } from "./cart-page";
import { expect, expectNoAxeViolations, seedStorage, test } from "./fixtures";

const cartLines = (page: Page) => page.getByTestId("cart-line");

async function openCart(page: Page, lines: unknown[] = [compressor, pump]) {
  await seedStorage(page, KEY, JSON.stringify(lines));
  await page.goto("/cart");
}

test.describe("share list", { tag: "@responsive" }, () => {
  test("shares the cart as a short link to this site: the share sheet on a phone, else copied", async ({
    page,
    context,
    isMobile,
  }, testInfo) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await openCart(page);
    await page.getByRole("button", { name: "Share list" }).click();
    const link = `${new URL(page.url()).origin}/cart/shared?l=prod-001.2_prod-002.1d`;
    if (isMobile) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
        .toEqual([{ title: "Product list", url: link }]);
    } else {
      await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toHaveText(
        "Link copied. Paste it into a chat or an e-mail: it opens this list.",
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
    // Sharing the cart gives it its reference.
    await expect(page.getByTestId("order-reference")).toHaveText(REFERENCE);
    await expectNoAxeViolations(page);
    await page
      .getByRole("region", { name: "Other ways to send your order" })
      .screenshot({ path: testInfo.outputPath("share-list.png") });
  });
});

test.describe("a shared list", { tag: "@responsive" }, () => {
  test("shows today's names and prices, names what it skips, and adds to the cart", async ({
    page,
  }, testInfo) => {
    await seedStorage(page, KEY, JSON.stringify([{ ...pump, quantity: 3 }]));
    await page.goto("/cart/shared?l=prod-001.2_prod-099.1_prod-002.0_prod-002.1d");
    await expect(page.getByRole("heading", { level: 1, name: "Shared product list" })).toBeVisible();
    const rows = page.getByTestId("shared-line");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Heavy-Duty Industrial Air Compressor");
    await expect(rows.first()).toContainText("$25,999.98");
    await expect(rows.nth(1)).toContainText("Submersible Slurry Pump");
    await expect(page.getByTestId("shared-total")).toHaveText("$34,249.98");
    const skipped = page.getByRole("region", { name: "Not added from this link" });
    await expect(skipped.getByRole("listitem")).toHaveText([
      "prod-099: a product we do not sell (any more).",
      'Submersible Slurry Pump: "0" is not a quantity from 1 to 9,999.',
    ]);
    await expect(page.getByText("Replace my cart removes the 3 items in your cart now.")).toBeVisible();
    await expectBadge(page, 3);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("shared-list.png"), fullPage: true });

    await page.getByRole("button", { name: "Add to my cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).filter({ hasText: "Compressor" })).toContainText("$12,999.99 each");
    // The pump already in the cart keeps its price; the list's one more is added to it.
    await expectBadge(page, 6);
  });

  test("replaces the cart with the list", async ({ page }) => {
    await seedStorage(page, KEY, JSON.stringify([{ ...pump, quantity: 3 }]));
    await page.goto("/cart/shared?l=prod-001.2");
    await page.getByRole("button", { name: "Replace my cart" }).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLines(page)).toHaveCount(1);
    await expect(cartLines(page)).toContainText("Heavy-Duty Industrial Air Compressor");
    await expectBadge(page, 2);
  });

  test("a hostile link runs nothing and changes nothing", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await seedStorage(page, KEY, JSON.stringify([pump]));
    const before = await page.evaluate((key) => localStorage.getItem(key), KEY);
    await page.goto(
      `/cart/shared?l=${encodeURIComponent("<img src=x onerror=alert(1)>_prod-001.1e9_javascript:alert(1)")}`,
    );
    const skipped = page.getByRole("region", { name: "Not added from this link" });
    await expect(skipped.getByRole("listitem")).toHaveCount(3);
    await expect(skipped).toContainText('"<img src=x onerror=alert(1)>": not a line of a list.');
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to my cart" })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(before);
    expect(dialogs).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("a link with no list says so", async ({ page }) => {
    await page.goto("/cart/shared");
    await expect(page.getByText("This link has no list in it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the store" })).toHaveAttribute("href", "/store");
    await expectNoAxeViolations(page);
  });
});

test.describe("the order's reference and Your orders", { tag: "@responsive" }, () => {
  test("one reference on WhatsApp, the e-mail and the quotation; the order kept and ordered again", async ({
    page,
    context,
  }, testInfo) => {
    await routeWhatsApp(context);
    await openCart(page);
    await expect(page.getByTestId("order-reference")).toHaveCount(0);
    const checkout = page.getByRole("link", { name: /Checkout via WhatsApp/ });
    const [popup] = await Promise.all([context.waitForEvent("page"), checkout.click()]);
    const text = new URL(popup.url()).searchParams.get("text") ?? "";
    const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE);
    expect(text.split("\n")[0]).toBe(`New Order Request - Ref. ${reference}`);
    expect(text.split("\n").slice(1).join("\n")).toBe(
      [
        "",
        "Heavy-Duty Industrial Air Compressor x 2 - $25999.98",
        "Submersible Slurry Pump x 1 - $8250.00",
        "",
        "Total: $34249.98",
        "",
        "Please provide your delivery details and preferred payment method. Thank you!",
      ].join("\n"),
    );
    await popup.close();

    // The same reference on the e-mail, with the list's link, and on the quotation.
    const mail = new URL(
      (await page.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")) ?? "",
    );
    expect(mail.pathname).toBe(site.salesEmail);
    expect(mail.searchParams.get("subject")).toBe(
      `New Order Request ${reference}: 3 items, total $34,249.98`,
    );
    const origin = new URL(page.url()).origin;
    expect(mail.searchParams.get("body")?.split("\r\n").at(-1)).toBe(
      `Open this list on our website: ${origin}/cart/shared?l=prod-001.2_prod-002.1d`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Print quotation" }).click();
    await expect(page.getByTestId("quotation-reference")).toHaveText(reference);

    // A changed cart is a new order, with a new reference.
    await page.getByRole("link", { name: "Back to Cart" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).first().click();
    await expect(page.getByTestId("order-reference")).toHaveCount(0);

    await page.locator("footer").getByRole("link", { name: "Your orders" }).click();
    await expect(page).toHaveURL("/orders");
    const order = page.getByRole("article", { name: `Reference ${reference}` });
    await expect(order).toContainText("Heavy-Duty Industrial Air Compressor x 2");
    await expect(order).toContainText("Submersible Slurry Pump x 1");
    await expect(order).toContainText("$34,249.98");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("orders.png"), fullPage: true });

    // Ordered again: its lines join the cart (3 compressors and a pump now), at their prices.
    await order.getByRole("button", { name: `Order again: ${reference}` }).click();
    await expect(page).toHaveURL("/cart");
    await expect(cartLines(page)).toHaveCount(2);
    await expectBadge(page, 7);
    await expect(page.getByTestId("cart-total")).toHaveText("$81,499.95");
  });

  test("Your orders is linked from the cart, and says when there are none", async ({ page }) => {
    await openCart(page);
    await page.getByRole("link", { name: "Your orders" }).first().click();
    await expect(page).toHaveURL("/orders");
    await expect(page.getByRole("heading", { name: "No orders sent yet" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

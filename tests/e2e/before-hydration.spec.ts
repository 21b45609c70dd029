import type { Page } from "@playwright/test";
import { cartCopy } from "../../app/content/store/store";
import { contactForm, whatsappEnquiry } from "../../app/content/contact";
import { answerForWhatsApp, expectEnquiryLink } from "./contact-form";
import { products } from "../../app/features/catalog/catalog";
import { testimonials } from "../../app/content/home";
import { PHOTOS_WAIT_MS } from "../../app/before-scripts/photos-wait";
import { expect, expectNoAxeViolations, isLive, test } from "./fixtures";
import { expectCartCount, holdScripts, open } from "./store-page";
import { categoryPath, productPath } from "../../app/lib/store-paths";

// Nothing a visitor does before the page's scripts arrive is lost: on a slow phone the page paints seconds
// before its islands hydrate. These tests hold the scripts back (or block them) and use the page meanwhile.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const [first, second] = products;
if (!first || !second) throw new Error("the catalogue needs two products");

test.describe("with the scripts held back, then released", { tag: "@responsive" }, () => {
  test("a tap on Add to Cart on the store home ends in the cart, with the toast and the badge", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await open(page, "/store");
    const card = page.getByRole("article").filter({ hasText: first.name });
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expectCartCount(page, 2);
    await expect(toast(page, cartCopy.added(first.name)).first()).toBeVisible();
    // Once live, a tap is handled at once, and only once.
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    await expectCartCount(page, 3);
  });

  test("a tap on Add to Cart in a category grid is kept", async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, categoryPath("all"));
    // The spec's 500 ms loading state ends from the stylesheet, scripts or not.
    const card = page.getByRole("article").filter({ hasText: second.name });
    await card.getByRole("button", { name: /Add to Cart/ }).click();
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expectCartCount(page, 1);
    await expect(toast(page, cartCopy.added(second.name))).toBeVisible();
  });

  for (const path of [categoryPath("all"), productPath(second.id)]) {
    test(`${path}: what the stylesheet has shown stays shown as the page comes alive`, async ({ page }) => {
      // Whether the products are visible, each time the page changes: hidden again even for a moment, they would
      // take no tap then (it would land on the box behind them).
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { visibilityLog: seen });
        new MutationObserver(() => {
          const content = document.querySelector("[data-simulated-content]");
          if (content) seen.push(getComputedStyle(content).visibility);
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      const log = () => page.evaluate(() => (window as unknown as { visibilityLog: string[] }).visibilityLog);
      const scripts = await holdScripts(page);
      await open(page, path);
      await expect(page.getByRole("button", { name: /Add to Cart/ }).first()).toBeVisible();
      await page.evaluate(() => (window as unknown as { visibilityLog: string[] }).visibilityLog.splice(0));
      scripts.release();
      await expect.poll(() => isLive(page)).toBe(true);
      await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
      expect(await log()).not.toContain("hidden");
    });
  }

  test("the product page's quantity, stepped and typed before, is used", async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, productPath(second.id));
    const quantity = page.getByRole("textbox", { name: /Quantity for/ });
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("3");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await page.getByRole("button", { name: /Add to Cart/ }).click();
    await quantity.fill("5");
    expect(await isLive(page)).toBe(false);
    scripts.release();
    await expectCartCount(page, 2);
    await expect(toast(page, cartCopy.added(second.name))).toBeVisible();
    // The 5 typed before the page was live is the page's quantity now.
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(quantity).toHaveValue("5");
    await page.getByRole("button", { name: /Add to Cart/ }).click();
    await expectCartCount(page, 7);
  });

  test("text typed into the contact form survives, and a Send pressed meanwhile hands it to WhatsApp", async ({
    page,
    context,
  }) => {
    await answerForWhatsApp(context);
    const scripts = await holdScripts(page);
    await open(page, "/contact");
    const field = {
      name: page.getByRole("textbox", { name: /Full Name/ }),
      email: page.getByRole("textbox", { name: /Email/ }),
      phone: page.getByRole("textbox", { name: /Phone/ }),
      service: page.getByRole("combobox", { name: /Service/ }),
      message: page.getByRole("textbox", { name: /Message/ }),
    };
    await field.name.fill("Tendai Moyo");
    await field.email.fill("tendai@example.com");
    await field.phone.fill("+263 77 123 4567");
    await field.service.selectOption("civil");
    await field.message.fill("Please quote a warehouse in Msasa.");
    await page.getByRole("button", { name: contactForm.submit }).click();
    // The button says the message is on its way, and the page has not gone anywhere.
    await expect(page.getByRole("button", { name: contactForm.sending })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(field.message).toHaveValue("Please quote a warehouse in Msasa.");
    expect(await isLive(page)).toBe(false);
    scripts.release();
    // No tap is left to open WhatsApp with (a browser blocks the window): the form's link is the way there.
    const link = page.getByRole("link", { name: whatsappEnquiry.open });
    await expect(page.getByRole("status").filter({ hasText: whatsappEnquiry.ready })).toBeVisible();
    await expect(field.name).toHaveValue("");
    await expect(field.service).toHaveValue("");
    expect(context.pages()).toEqual([page]);
    const opened = context.waitForEvent("page");
    await link.click();
    const whatsapp = await opened;
    await expect.poll(() => whatsapp.url()).toMatch(/^https:\/\/wa\.me\//);
    expectEnquiryLink(whatsapp.url());
    await expect(link).toHaveAttribute("href", whatsapp.url());
    await expectNoAxeViolations(page, "form");
  });

  test("contact text typed before is the form's own once live", async ({ page, context }) => {
    await answerForWhatsApp(context);
    const scripts = await holdScripts(page);
    await open(page, "/contact");
    const name = page.getByRole("textbox", { name: /Full Name/ });
    await name.fill("Rudo");
    await page.getByRole("combobox", { name: /Service/ }).selectOption("energy");
    scripts.release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(name).toHaveValue("Rudo");
    await expect(page.getByRole("combobox", { name: /Service/ })).toHaveValue("energy");
    // The form's state holds it too: finishing the form and sending works as usual.
    await name.pressSequentially(" Chikwanha");
    await page.getByRole("textbox", { name: /Email/ }).fill("rudo@example.com");
    await page.getByRole("textbox", { name: /Message/ }).fill("Solar quote, please.");
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByRole("button", { name: contactForm.sending })).toBeDisabled();
    await expect.poll(async () => (await opened).url()).toMatch(/^https:\/\/wa\.me\/.*Rudo%20Chikwanha/);
    await expect(page.getByRole("status").filter({ hasText: whatsappEnquiry.opened })).toBeVisible();
    await expect(name).toHaveValue("");
  });
});

/**
 * A photo, one whatever the width or format asked for: its path on the image host, or the name a photo staff
 * uploaded is built under (/assets/photos/<name>-<width>.<format>).
 */
function photoOf(address: string): string {
  const { pathname } = new URL(address);
  return /^\/assets\/photos\/(.+)-\d+\.(?:avif|webp|jpg)$/.exec(pathname)?.[1] ?? pathname;
}

/** The photos a page has asked for, from the image host or the site's own, by photo. */
function photoRequests(page: Page) {
  const requested = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    const photo = url.hostname === "images.unsplash.com" || url.pathname.startsWith("/assets/photos/");
    if (request.resourceType() === "image" && photo) requested.add(photoOf(request.url()));
  });
  return requested;
}

/** The page's photos in document order: which wait, which are in the first screen, and the height of each box. */
async function photos(page: Page) {
  const found = await page.locator("main img").evaluateAll((images) =>
    images.map((image) => ({
      photo: (image as HTMLImageElement).src,
      waits: getComputedStyle(image).translate !== "none",
      firstScreen: image.hasAttribute("data-first-screen") || (image as HTMLImageElement).loading !== "lazy",
      height: image.getBoundingClientRect().height,
    })),
  );
  return found.map((photo) => ({ ...photo, photo: photoOf(photo.photo) }));
}

test.describe("photos below the first screen, until the page is live", { tag: "@responsive" }, () => {
  // Pages with islands: their photos further down wait for the islands' scripts, which come first.
  for (const path of ["/store", categoryPath("all")]) {
    test(`${path}: they wait, in their place, while the first screen's photos load at once`, async ({
      page,
    }) => {
      const requested = photoRequests(page);
      const scripts = await holdScripts(page);
      await open(page, path);
      const onScreen = (await photos(page)).filter((photo) => photo.firstScreen);
      expect(onScreen.length).toBeGreaterThan(0);
      for (const { photo } of onScreen) await expect.poll(() => requested.has(photo), photo).toBe(true);

      const waiting = (await photos(page)).filter((photo) => photo.waits);
      expect(waiting.length).toBeGreaterThan(0);
      for (const { photo, height } of waiting) {
        expect(requested.has(photo), photo).toBe(false);
        // The photo keeps its box: nothing moves when it comes.
        expect(height, photo).toBeGreaterThan(50);
      }
      expect(await isLive(page)).toBe(false);

      scripts.release();
      // What follows is about the live page: the browser's own lazy loading takes the nearest one now.
      await expect.poll(() => isLive(page)).toBe(true);
      // The release is the stylesheet's, keyed on the live mark; photos in sections the browser is skipping
      // (content-visibility) may take a frame longer to have their style brought up to date.
      await expect.poll(async () => (await photos(page)).filter((photo) => photo.waits)).toEqual([]);
      await expect.poll(() => requested.has(waiting[0]?.photo ?? "")).toBe(true);
    });
  }

  test("a page with no island is live as it paints, and none of its photos waits", async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, "/about");
    expect(await isLive(page)).toBe(true);
    expect((await photos(page)).filter((photo) => photo.waits)).toEqual([]);
    scripts.release();
  });

  test("if the scripts never arrive, they load after a few seconds all the same", async ({ page }) => {
    await page.clock.install();
    await page.route("**/assets/**/*.js", (route) => route.abort());
    const requested = photoRequests(page);
    await open(page, "/store");
    const [next] = (await photos(page)).filter((photo) => photo.waits);
    if (!next) throw new Error("the store home has photos below the first screen");
    expect(requested.has(next.photo)).toBe(false);
    await page.clock.fastForward(PHOTOS_WAIT_MS);
    await expect.poll(() => requested.has(next.photo)).toBe(true);
  });
});

test.describe("with the site's scripts blocked", { tag: "@responsive" }, () => {
  // Axe needs JavaScript in the page, so the site's own scripts are aborted instead of switched off.
  test.beforeEach(async ({ page }) => {
    await page.route("**/assets/**/*.js", (route) => route.abort());
  });

  test("the product page's early controls and HTML tabs pass axe", async ({ page }) => {
    await open(page, productPath(first.id));
    await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
    await page.getByRole("tab", { name: "Specifications" }).click();
    await expect(page.getByRole("tabpanel", { name: "Specifications" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the home page's carousel works from its own inline script, and passes axe", async ({ page }) => {
    // Its behaviour is written into the page, so no file it could miss stops it.
    await open(page, "/");
    const dot = page
      .locator('[aria-roledescription="carousel"]')
      .getByRole("link", { name: /testimonial 2/ });
    await dot.click();
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expectNoAxeViolations(page);
  });
});

test.describe("with no JavaScript at all", { tag: "@responsive" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form keeps its values and a Send does not leave the page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: /Full Name/ }).fill("Tendai Moyo");
    await page.getByRole("textbox", { name: /Email/ }).fill("tendai@example.com");
    await page.getByRole("combobox", { name: /Service/ }).selectOption("civil");
    await page.getByRole("textbox", { name: /Message/ }).fill("Please quote a warehouse.");
    await page.getByRole("button", { name: contactForm.submit }).click();
    await page.getByRole("textbox", { name: /Message/ }).press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("textbox", { name: /Full Name/ })).toHaveValue("Tendai Moyo");
    await expect(page.getByText(contactForm.noscript)).toBeVisible();
  });

  test("the product tabs are links to panels that can all be read", async ({ page }) => {
    await page.goto(productPath(first.id));
    const description = page.getByRole("tabpanel", { name: "Description" });
    await expect(description).toBeVisible();
    const chosenColour = await page
      .getByRole("tab", { name: "Description" })
      .evaluate((tab) => getComputedStyle(tab).borderBottomColor);
    await page.getByRole("tab", { name: "Specifications" }).click();
    const specifications = page.getByRole("tabpanel", { name: "Specifications" });
    await expect(specifications).toBeVisible();
    await expect(specifications).toContainText("45 kg");
    await expect(description).toBeHidden();
    expect(chosenColour).not.toBe("rgba(0, 0, 0, 0)");
    // The underline moves to the tab whose panel shows.
    await expect(page.getByRole("tab", { name: "Specifications" })).toHaveCSS(
      "border-bottom-color",
      chosenColour,
    );
    await expect(page.getByRole("tab", { name: "Description" })).not.toHaveCSS(
      "border-bottom-color",
      chosenColour,
    );
    await page.getByRole("tab", { name: "Reviews" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tabpanel", { name: "Reviews" })).toBeVisible();
    await expect(specifications).toBeHidden();
  });

  test("the carousel's dots bring their testimonial into view", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const third = testimonials[2];
    if (!third) throw new Error("three testimonials expected");
    await carousel.getByRole("link", { name: "Show testimonial 3 of 3" }).click();
    await expect(page).toHaveURL(/#testimonial-3$/);
    await expect(carousel.getByText(third.content)).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByRole("group", { name: "1 of 3" })).not.toBeInViewport();
  });

  test("photos load as the browser's lazy loading decides, with nothing held back", async ({ page }) => {
    const requested = photoRequests(page);
    await page.goto("/");
    const all = await photos(page);
    expect(all.filter((photo) => photo.waits)).toEqual([]);
    const lazy = all.filter((photo) => !photo.firstScreen);
    await expect.poll(() => requested.has(lazy[0]?.photo ?? "")).toBe(true);
  });

  test("no fading section hides content", async ({ page }) => {
    for (const path of ["/", "/about", "/services"]) {
      await page.goto(path);
      const sections = page.locator("[data-fade-in]");
      const count = await sections.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        const section = sections.nth(index);
        await section.scrollIntoViewIfNeeded();
        await expect(section).toHaveCSS("opacity", "1");
      }
    }
  });
});

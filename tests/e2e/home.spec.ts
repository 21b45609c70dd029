import { PARALLAX_FACTOR } from "../../app/components/sections/page-hero";
import { TESTIMONIAL_INTERVAL_MS } from "../../app/components/sections/testimonial-carousel";
import { brands, carouselLabels, figures, hero, testimonials } from "../../app/content/home";
import { serviceLines } from "../../app/content/services";
import { afterFrames, axeAfterScrolling, expect, expectNoAxeViolations, test } from "./fixtures";

const quote = (index: number) => testimonials[index]?.content ?? "";

const heroSection = (page: import("@playwright/test").Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });

test.describe("home hero", () => {
  test("shows the exact headline, tagline and both actions", { tag: "@responsive" }, async ({ page }) => {
    await page.goto("/");
    const section = heroSection(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Powering Industries, Reliable Solutions, Since 1991",
    );
    await expect(
      section.getByText(
        "From Mining Equipment to Renewable Energy and Civil Contracting, We Deliver Excellence Across Southern Africa.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
    await section.getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("the hero text is in the prerendered HTML and is the largest paint", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(hero.title);
    expect(html).toContain(hero.tagline);
    await page.goto("/");
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = (list.getEntries() as LargestContentfulPaint[]).at(-1);
            resolve(entry?.element?.tagName ?? "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest).toBe("H1");
  });

  test("the background moves at 0.3 of the scroll distance", async ({ page }) => {
    await page.goto("/");
    const background = page.getByTestId("hero-background");
    expect(PARALLAX_FACTOR).toBe(0.3);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect
      .poll(() => background.evaluate((el) => getComputedStyle(el).transform))
      .toBe(`matrix(1, 0, 0, 1, 0, ${400 * PARALLAX_FACTOR})`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => background.evaluate((el) => getComputedStyle(el).transform))
      .toBe("matrix(1, 0, 0, 1, 0, 0)");
  });

  test("the background stays still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 400));
    // The parallax moves on the frame after a scroll: give it frames to (wrongly) do so.
    await afterFrames(page);
    expect(await page.getByTestId("hero-background").evaluate((el) => getComputedStyle(el).transform)).toBe(
      "none",
    );
  });
});

test.describe("home sections", () => {
  test("Our Services shows three cards linking to the service paths", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Our Services" }) });
    for (const line of serviceLines) {
      await expect(section.getByRole("heading", { name: line.title, level: 3 })).toBeVisible();
      await expect(
        section.getByRole("link", { name: new RegExp(`^Learn More.*${line.title}$`) }),
      ).toHaveAttribute("href", line.href);
    }
    await expect(section.getByRole("listitem")).toHaveCount(3);
  });

  test("a service card lands on its business line, and Back returns home, not to a redirect", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /^Learn More.*Mining & Industrial$/ }).click();
    await expect(page).toHaveURL("/mining-industrial");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  });

  test("shows the figures and a Legacy section linking to About", async ({ page }) => {
    await page.goto("/");
    for (const { value, label } of [
      { value: "30+", label: "Years of Experience" },
      { value: "500+", label: "Clients Served" },
      { value: "100%", label: "Client Satisfaction" },
    ]) {
      const term = page.getByText(label, { exact: true });
      await term.scrollIntoViewIfNeeded();
      await expect(term).toBeVisible();
      await expect(page.locator("dd", { hasText: value })).toBeVisible();
    }
    expect(figures).toHaveLength(3);
    const legacy = page.locator("section", {
      has: page.getByRole("heading", { name: "A Legacy of Reliability" }),
    });
    await legacy.getByRole("link", { name: /Learn More/ }).click();
    await expect(page).toHaveURL("/about");
  });

  test("the call to action links to /contact and /store", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator("section", {
      has: page.getByRole("heading", { name: "Ready to Power Your Next Project?" }),
    });
    await expect(cta.getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Visit Our Store" })).toHaveAttribute("href", "/store");
  });

  test("sections fade in once, when 10% is visible", async ({ page }) => {
    await page.goto("/");
    const brandsSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Brands We Supply" }),
    });
    await expect(brandsSection).toHaveCSS("opacity", "0");
    await brandsSection.scrollIntoViewIfNeeded();
    await expect(brandsSection).toHaveCSS("opacity", "1");
    await expect(brandsSection).toHaveAttribute("data-fade-in", "done");
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back out of view, the section stays faded in: it does not fade a second time.
    await afterFrames(page);
    await expect(brandsSection).toHaveCSS("opacity", "1");
    await expect.poll(() => brandsSection.evaluate((section) => section.getAnimations().length)).toBe(0);
  });

  test("under reduced motion nothing is hidden or animated", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const brandsSection = page.locator("section", {
      has: page.getByRole("heading", { name: "Brands We Supply" }),
    });
    await expect(brandsSection).toHaveCSS("opacity", "1");
    expect(await brandsSection.evaluate((section) => section.getAnimations().length)).toBe(0);
    await expect(page.getByRole("heading", { name: "Brands We Supply" })).toBeVisible();
  });
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is visible in the prerendered page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    for (const name of [
      "Our Services",
      "A Legacy of Reliability",
      "Brands We Supply",
      "What Our Clients Say",
    ]) {
      const heading = page.locator("main").getByRole("heading", { name, level: 2 });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
    await expect(page.getByText(quote(0))).toBeVisible();
  });

  test("the carousel's slides sit side by side, and a dot brings its slide into view and is drawn current", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const dots = carousel.getByRole("link", { name: /Show testimonial/ });
    await expect(carousel.getByRole("button")).toBeHidden();
    const width = (n: number) =>
      dots
        .nth(n)
        .locator("span")
        .evaluate((dot) => dot.getBoundingClientRect().width);
    // The dots' width eases (a transition): wait for where it ends.
    await expect.poll(async () => [await width(0), await width(1)]).toEqual([32, 12]);
    await dots.nth(2).click();
    await expect(page).toHaveURL(/#testimonial-3$/);
    await expect(carousel.getByText(quote(2))).toBeInViewport({ ratio: 0.9 });
    await expect(carousel.getByText(quote(0))).not.toBeInViewport();
    await expect.poll(async () => [await width(0), await width(2)]).toEqual([12, 32]);
  });
});

test.describe("brands grid", () => {
  test(
    "shows eight brands; hover and keyboard focus bring colour and the name",
    { tag: "@responsive" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      const tiles = page.getByTestId("brand-tile");
      await expect(tiles).toHaveCount(8);
      expect(brands).toHaveLength(8);
      const first = tiles.first();
      await first.scrollIntoViewIfNeeded();
      const logo = first.locator("div").first();
      const caption = first.locator("figcaption");
      await expect(caption).toHaveText(brands[0]?.name ?? "");
      await expect(logo).toHaveCSS("filter", "grayscale(1)");
      await expect(caption).toHaveCSS("opacity", "0");
      // Phones have no hover (Tailwind's hover: needs a pointer that hovers); a tap focuses the tile instead.
      if (isMobile) await first.tap();
      else await first.hover();
      await expect(logo).toHaveCSS("filter", "grayscale(0)");
      await expect(caption).toHaveCSS("opacity", "1");

      await page.mouse.move(0, 0);
      const second = tiles.nth(1);
      await second.focus();
      await expect(second).toBeFocused();
      await expect(second.locator("div").first()).toHaveCSS("filter", "grayscale(0)");
      await expect(second.locator("figcaption")).toHaveCSS("opacity", "1");
      await page.keyboard.press("Tab");
      await expect(tiles.nth(2)).toBeFocused();
    },
  );

  test("a logo that cannot load becomes a wordmark of the brand name", async ({ page }) => {
    await page.route("**/brands/**", (route) => route.abort("failed"));
    await page.goto("/");
    const tiles = page.getByTestId("brand-tile");
    await tiles.first().scrollIntoViewIfNeeded();
    for (const [index, brand] of brands.entries()) {
      const tile = tiles.nth(index);
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.getByTestId("brand-wordmark")).toHaveText(brand.name);
      await expect(tile.getByTestId("brand-wordmark")).toBeVisible();
      await expect(tile.locator("img")).toBeHidden();
      // Said once: the caption names the tile, for screen readers only now that the wordmark shows the name.
      await expect(page.getByRole("figure", { name: brand.name, exact: true })).toBeVisible();
      await expect(tile.locator("figcaption")).toHaveCSS("position", "absolute");
    }
  });

  test("logos load from the site itself", async ({ page }) => {
    await page.goto("/");
    const img = page.getByTestId("brand-tile").first().locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe("testimonials carousel", () => {
  const carousel = (page: import("@playwright/test").Page) =>
    page.locator('[aria-roledescription="carousel"]');
  /** A clock that only moves when the test says so, so timing is exact however slow the machine is. */
  const pausedClock = async (page: import("@playwright/test").Page) => {
    const start = new Date("2026-01-05T08:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
  };
  const slide = (page: import("@playwright/test").Page) => carousel(page).getByRole("group");

  test("advances every 6 s and wraps", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/");
    await expect(slide(page)).toContainText(quote(0));
    await page.clock.runFor(5900);
    await expect(slide(page)).toContainText(quote(0));
    await page.clock.runFor(100);
    await expect(slide(page)).toContainText(quote(1));
    await page.clock.runFor(6000);
    await expect(slide(page)).toContainText(quote(2));
    await page.clock.runFor(6000);
    await expect(slide(page)).toContainText(quote(0));
  });

  test("dots jump to an item and mark the current one", async ({ page }) => {
    await page.goto("/");
    const dots = carousel(page).getByRole("link", { name: /Show testimonial/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(slide(page)).toContainText(quote(2));
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(0)).not.toHaveAttribute("aria-current");
    await expect(carousel(page).getByTestId("testimonial-live")).toHaveAttribute("aria-live", "polite");
  });

  test("pauses on hover and on focus", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/");
    await carousel(page).scrollIntoViewIfNeeded();
    await slide(page).hover();
    await page.clock.runFor(20_000);
    await expect(slide(page)).toContainText(quote(0));
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect(slide(page)).toContainText(quote(1));
    await carousel(page).getByRole("link", { name: "Show testimonial 1 of 3" }).focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expect(slide(page)).toContainText(quote(1));
  });

  test("does not rotate by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pausedClock(page);
    await page.goto("/");
    await page.clock.runFor(20_000);
    await expect(slide(page)).toContainText(quote(0));
    await expect(carousel(page).getByRole("button")).toBeHidden();
    await expect(carousel(page).getByTestId("testimonial-live")).toHaveAttribute("aria-live", "polite");
    // The dots still show their slide.
    await carousel(page).getByRole("link", { name: "Show testimonial 2 of 3" }).click();
    await expect(slide(page)).toContainText(quote(1));
  });

  test("stops for good with its Stop button, and starts again", async ({ page }) => {
    await pausedClock(page);
    await page.goto("/");
    const live = carousel(page).getByTestId("testimonial-live");
    await expect(live).toHaveAttribute("aria-live", "off");
    await carousel(page).getByRole("button", { name: carouselLabels.stop }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS * 3);
    await expect(slide(page)).toContainText(quote(0));
    await expect(live).toHaveAttribute("aria-live", "polite");
    await carousel(page).getByRole("button", { name: carouselLabels.start }).click();
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { level: 1 }).click();
    await page.clock.runFor(TESTIMONIAL_INTERVAL_MS);
    await expect(slide(page)).toContainText(quote(1));
  });

  test(
    "before its script runs, its slides sit side by side, a dot links to its slide, and it passes axe",
    { tag: "@responsive" },
    async ({ page }) => {
      // The page as it is until the carousel's inline script has run: the same HTML without that script (the
      // other scripts run, so axe can).
      const carouselScript =
        /<script>((?!<\/script>)[\s\S])*data-carousel-track((?!<\/script>)[\s\S])*<\/script>/;
      await page.route(
        (url) => url.pathname === "/",
        async (route) => {
          const response = await route.fetch();
          const html = await response.text();
          expect(html).toMatch(carouselScript);
          await route.fulfill({ response, body: html.replace(carouselScript, "") });
        },
      );
      await page.goto("/");
      await expect(carousel(page)).toHaveAttribute("data-carousel", "static");
      await carousel(page).getByRole("link", { name: "Show testimonial 2 of 3" }).click();
      await expect(page).toHaveURL(/#testimonial-2$/);
      await expect(carousel(page).getByText(quote(1))).toBeInViewport({ ratio: 0.9 });
      await expectNoAxeViolations(page);
    },
  );

  test("passes axe while live, one slide shown", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await carousel(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, '[aria-roledescription="carousel"]');
  });
});

test("/ passes axe once every section has faded in", async ({ page }) => {
  await page.goto("/");
  await axeAfterScrolling(page);
});

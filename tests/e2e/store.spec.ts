import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { storeCategoryCards } from "../../app/content/store/store-home";
import { categoryCopy, categoryPages, LINKED_UNKNOWN_SLUGS } from "../../app/content/store/store";
import { productCopy } from "../../app/content/store/store-product";
import { searchCopy } from "../../app/content/store/store-search";
import { SIMULATED_LOAD_MS } from "../../app/features/catalog/simulated-loading";
import { documentTitle } from "../../app/lib/seo";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import { loadProducts } from "../../app/content/data-files";
import { expect, expectNoAxeViolations, gotoHydrated, isLive, test } from "./fixtures";
import { expectCartCount, holdScripts, loadingStatus, loadingTimeOver, open } from "./store-page";

const EMPTY = categoryCopy.empty;
const NOT_FOUND_TEXT = productCopy.notFound.text;

/** The page's clock stands still until the test moves it, so durations are exact however slow the machine is. */
async function pausedClock(page: Page) {
  const start = new Date("2026-01-05T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const { products } = loadProducts();

test.describe("store home", () => {
  test(
    "has the hero, three category cards with counts, four featured products and the explainer",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto("/store");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute(
        "href",
        categoryPath("featured"),
      );
      for (const [index, card] of storeCategoryCards.entries()) {
        const link = page.getByRole("link", { name: new RegExp(card.name) }).first();
        await expect(link).toHaveAttribute("href", categoryPath(card.id));
        await expect(link).toContainText(`${[48, 36, 25][index]} items`);
      }
      const featured = page
        .getByRole("region")
        .or(page.locator("section"))
        .filter({
          has: page.getByRole("heading", { level: 2, name: "Featured Products" }),
        });
      await expect(featured.getByRole("article")).toHaveCount(4);
      await expect(featured.getByRole("button", { name: /Add to Cart/ })).toHaveCount(4);
      // As shipped, the store front features the first four products, in file-name order (app/data/store-front.json).
      expect(await featured.getByRole("article").getByRole("heading").allTextContents()).toEqual(
        products.slice(0, 4).map((product) => product.name),
      );
      await expect(page.getByRole("link", { name: "View All Products" })).toHaveAttribute(
        "href",
        categoryPath("all"),
      );
      await expect(page.getByRole("heading", { level: 2, name: "Why Shop With Us" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/store");
      await expectNoAxeViolations(page);
    },
  );

  test("its search goes to the all-products page, with or without scripts", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/store");
      await page.getByRole("searchbox", { name: searchCopy.label }).fill("compactor");
      await page.getByRole("button", { name: searchCopy.submit, exact: true }).click();
      await expect(page).toHaveURL(`${categoryPath("all")}?q=compactor`);
      await context.close();
    }
  });
});

test.describe("category pages", () => {
  const counts: Record<string, number> = { mining: 5, energy: 5, construction: 5, all: 15, featured: 4 };
  for (const category of categoryPages) {
    test(
      `${category.slug} is titled ${category.title} and lists its products`,
      { tag: "@responsive" },
      async ({ page }) => {
        await page.goto(categoryPath(category.slug));
        await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
        await expect(loadingStatus(page)).toBeHidden();
        await expect(page.getByRole("article")).toHaveCount(counts[category.slug] ?? -1);
        await expect(page.getByRole("button", { name: /Add to Cart/ })).toHaveCount(
          counts[category.slug] ?? -1,
        );
        await expect(page.getByRole("link", { name: "Back to Store" })).toHaveAttribute("href", "/store");
        // Its notice for a browser whose scripts cannot search is not shown here.
        await expect(page.getByText(searchCopy.notApplied)).toBeHidden();
        await expectNoAxeViolations(page);
      },
    );
  }

  test("the prerendered HTML holds the product grid, and it shows without JavaScript", async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(categoryPath("all"))).text();
    expect(html).toContain("Heavy-Duty Industrial Air Compressor");
    expect(html).toContain("Silent Diesel Generator 60 kVA");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(categoryPath("all"));
    await expect(page.getByRole("article")).toHaveCount(15);
    await expect(page.getByRole("article").first()).toBeVisible();
    // The loading state is for the scripts' simulated delay: without them it never shows.
    await expect(page.getByText(categoryCopy.loading)).toBeHidden();
    await page.goto(productPath("prod-003"));
    await expect(page.getByText("$1,849.00")).toBeVisible();
    await context.close();
  });

  for (const slug of ["air-conditioning", "energy-solutions", "constructor", "__proto__", "toString"]) {
    const prerendered = (LINKED_UNKNOWN_SLUGS as readonly string[]).includes(slug);
    test(`the unknown slug ${slug} shows the empty state (status ${prerendered ? 200 : 404})`, async ({
      page,
    }) => {
      const response = await page.goto(categoryPath(slug));
      expect(response?.status()).toBe(prerendered ? 200 : 404);
      await expect(page.getByRole("heading", { level: 1, name: slug, exact: true })).toBeVisible();
      await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      await expect(page).toHaveTitle(documentTitle(prerendered ? `Store: ${slug}` : slug, site.name));
      if (slug === "air-conditioning" || slug === "constructor") await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Return to Store" }).click();
      await expect(page).toHaveURL("/store");
    });
  }

  test("a slug with markup is shown as text", async ({ page }) => {
    // categoryPath encodes the slug, as a link does.
    await page.goto(categoryPath("<img src=x onerror=alert(1)>"));
    await expect(page.getByRole("heading", { level: 1, name: "<img src=x onerror=alert(1)>" })).toBeVisible();
    await expect(page.locator("main img[src='x']")).toHaveCount(0);
    await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test("odd characters in a slug still give the page, the slug as its heading", async ({ page }) => {
    const slugs = [
      "\n",
      "\u2028",
      "a\nb",
      "line\u2028separator",
      "tab\there",
      "$&$1 #",
      "🛠 tools",
      "%",
      "café",
    ];
    for (const slug of slugs) {
      const response = await page.goto(categoryPath(slug));
      expect(response?.status(), slug).toBe(404);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, slug).toBeAttached();
      expect(await heading.textContent(), slug).toBe(slug);
      await expect(page.getByText(EMPTY), slug).toBeVisible();
      // A title reads with runs of spaces, tabs and line breaks as one space, and none at either end.
      const title = documentTitle(slug, site.name)
        .replace(/[\t\n\f\r ]+/g, " ")
        .replace(/^ | $/g, "");
      expect(await page.title(), slug).toBe(title);
    }
    // An escape cut short cannot be decoded: the heading is the address as the browser has it.
    await page.goto("/store/category/%E0%A4%A");
    await expect(page.getByRole("heading", { level: 1, name: "%E0%A4%A" })).toBeVisible();
    await expect(page.getByText(EMPTY)).toBeVisible();
  });
});

test.describe("the loading state", () => {
  /** Each frame, from the first: when the content and the status were visible, on the document's timeline. */
  async function recordFrames(page: Page) {
    await page.addInitScript(() => {
      const frames: [number, boolean, boolean][] = [];
      Object.assign(window, { loadingFrames: frames });
      // The page's own: the not-found page holds one for each store state, and shows one state.
      const shown = (selector: string) =>
        [...document.querySelectorAll(selector)].find((element) => element.checkVisibility());
      const tick = () => {
        const content = shown("[data-simulated-content]");
        const status = shown("[data-simulated-loading]");
        if (content && status && document.timeline.currentTime !== null)
          frames.push([
            Number(document.timeline.currentTime),
            getComputedStyle(content).visibility === "visible",
            getComputedStyle(status).visibility === "visible",
          ]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }

  /** The stylesheet's timing of the loading state on the page now open, and what each frame showed. */
  const timing = (page: Page) =>
    page.evaluate(() => {
      const ends = document
        .getAnimations()
        .filter((animation): animation is CSSAnimation => animation instanceof CSSAnimation)
        .filter((animation) => ["simulated-loaded", "simulated-shown"].includes(animation.animationName));
      return {
        starts: ends.map((animation) => Number(animation.startTime)),
        delays: ends.map((animation) => animation.effect?.getTiming().delay),
        frames: (window as unknown as { loadingFrames: [number, boolean, boolean][] }).loadingFrames,
      };
    });

  /** Store pages with the loading state: what each shows after it, and whether it has islands to wait for. */
  const pages = [
    { path: categoryPath("mining"), shows: /Add to Cart/, islands: true },
    { path: productPath("prod-002"), shows: /Add to Cart/, islands: true },
    { path: categoryPath("air-conditioning"), shows: "Return to Store", islands: false },
    { path: productPath("prod-999"), shows: "Return to Store", islands: false },
    { path: categoryPath("nope"), shows: "Return to Store", islands: false },
  ];
  for (const { path, shows, islands } of pages) {
    test(`${path}: ${SIMULATED_LOAD_MS} ms from the first paint, by the stylesheet, scripts late or not`, async ({
      page,
    }) => {
      await recordFrames(page);
      const scripts = await holdScripts(page);
      await open(page, path);
      await loadingTimeOver(page);
      await expect(loadingStatus(page)).toBeHidden();
      await expect(page.getByRole(islands ? "button" : "link", { name: shows }).first()).toBeVisible();
      // A page with islands is not live yet: the stylesheet alone ended it.
      expect(await isLive(page)).toBe(!islands);
      const { starts, delays, frames } = await timing(page);
      expect(delays).toEqual([SIMULATED_LOAD_MS, SIMULATED_LOAD_MS]);
      const [start = Infinity] = starts;
      expect(starts).toEqual([start, start]);
      // The stylesheet's clock starts when the spinner is first drawn (a CSS animation starts with the frame that
      // first renders it): every frame until 500 ms later showed the spinner alone, every frame after the content.
      expect(frames[0]?.slice(1)).toEqual([false, true]);
      expect(frames.filter(([at]) => at < start + SIMULATED_LOAD_MS)).toEqual(
        frames.filter(([at, content, status]) => at < start + SIMULATED_LOAD_MS && !content && status),
      );
      const after = frames.filter(([at]) => at >= start + SIMULATED_LOAD_MS);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every(([, content, status]) => content && !status)).toBe(true);

      // The page coming alive never brings it back.
      scripts.release();
      await expect.poll(() => isLive(page)).toBe(true);
      await expect.poll(async () => (await timing(page)).frames.length).toBeGreaterThan(frames.length);
      const live = await timing(page);
      expect(live.frames.slice(frames.length).every(([, content, status]) => content && !status)).toBe(true);
      await expect(loadingStatus(page)).toBeHidden();
    });
  }

  test("comes again with every page a link opens", async ({ page }) => {
    await recordFrames(page);
    await page.goto("/store");
    await page
      .getByRole("link", { name: /Energy Solutions/ })
      .first()
      .click();
    await expect(page).toHaveURL(categoryPath("energy"));
    await loadingTimeOver(page);
    const { starts, frames } = await timing(page);
    const [start = Infinity] = starts;
    const [first] = frames;
    expect(first?.[0]).toBeLessThan(start + SIMULATED_LOAD_MS);
    expect(first?.slice(1)).toEqual([false, true]);
    await expect(loadingStatus(page)).toBeHidden();
    await expect(page.getByRole("article")).toHaveCount(5);
  });
});

test.describe("search and sort by address", () => {
  const names = (page: Page) => page.getByRole("article").getByRole("heading");

  test(
    "a query's page keeps its loading state, and nothing to tap, until its island has applied the query",
    { tag: "@responsive" },
    async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, `${categoryPath("all")}?q=compactor`);
      await loadingTimeOver(page);
      // Long past its 500 ms, the whole category the HTML holds is still covered, and takes no tap.
      await expect(loadingStatus(page)).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
      const hidden = page
        .locator("article")
        .first()
        .getByRole("button", { name: /Add to Cart/, includeHidden: true });
      const box = await hidden.boundingBox();
      if (!box) throw new Error("the prerendered grid has a first card");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.getByTestId("search-summary")).toHaveCount(0);

      scripts.release();
      await expect(page.getByTestId("search-summary")).toHaveText('1 product matches "compactor"');
      await expect(names(page)).toHaveText(["Reversible Plate Compactor 400 kg"]);
      await expect(loadingStatus(page)).toBeHidden();
      await expect(page.getByRole("searchbox", { name: searchCopy.label })).toHaveValue("compactor");
      await expect.poll(() => isLive(page)).toBe(true);
      // The tap on the covered grid added nothing.
      await expectCartCount(page, 0);
      await expectNoAxeViolations(page);
    },
  );

  test("a sort in the address orders the listing before it shows", async ({ page }) => {
    await page.goto(`${categoryPath("energy")}?sort=price-asc`);
    await expect(loadingStatus(page)).toBeHidden();
    const prices = page.getByRole("article").getByTestId("product-price");
    await expect(prices).toHaveCount(5);
    const cents = (await prices.allTextContents()).map((text) => Number(text.replace(/[^0-9]/g, "")));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    await expect(page.getByRole("combobox", { name: searchCopy.sort.label })).toHaveValue("price-asc");
  });

  test(
    "search, sort and Back step through the addresses as pages",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto(categoryPath("mining"));
      await expect(names(page)).toHaveCount(5);
      const field = page.getByRole("searchbox", { name: searchCopy.label });
      await field.fill("pump");
      await field.press("Enter");
      await expect(page).toHaveURL(`${categoryPath("all")}?q=pump`);
      await expect(loadingStatus(page)).toBeHidden();
      await expect(page.getByTestId("search-summary")).toHaveText(/products? match(es)? "pump"/);
      const found = await names(page).allTextContents();
      expect(found).toContain("Submersible Slurry Pump");

      await page.getByRole("combobox", { name: searchCopy.sort.label }).selectOption("name");
      await expect(page).toHaveURL(`${categoryPath("all")}?q=pump&sort=name`);
      await expect(names(page)).toHaveText([...found].sort((a, b) => a.localeCompare(b, "en")));
      await expect(page.getByRole("combobox", { name: searchCopy.sort.label })).toBeFocused();

      await page.goBack();
      await expect(page).toHaveURL(`${categoryPath("all")}?q=pump`);
      await expect(names(page)).toHaveText(found);
      await expect(page.getByRole("combobox", { name: searchCopy.sort.label })).toHaveValue("");
      await expect(field).toHaveValue("pump");
      await page.goBack();
      await expect(page).toHaveURL(categoryPath("mining"));
      await expect(names(page)).toHaveCount(5);
      await expect(field).toHaveValue("");
      await page.goForward();
      await expect(page).toHaveURL(`${categoryPath("all")}?q=pump`);
      await expect(names(page)).toHaveText(found);
    },
  );

  test("what is typed into the search before the scripts arrive is kept", async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, categoryPath("mining"));
    const field = page.getByRole("searchbox", { name: searchCopy.label });
    await field.fill("valve");
    await page.getByRole("heading", { level: 1 }).click();
    scripts.release();
    await expect.poll(() => isLive(page)).toBe(true);
    await expect(field).toHaveValue("valve");
    await field.press("Enter");
    await expect(page).toHaveURL(`${categoryPath("all")}?q=valve`);
    await expect(names(page)).toContainText(["Cast Steel Gate Valve DN150"]);
  });

  test(
    "with the page's scripts blocked, a query's page says the listing is the whole category",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.route("**/assets/**/*.js", (route) => route.abort());
      await open(page, `${categoryPath("mining")}?q=pump&sort=name`);
      // Astro tries the island's script twice before it gives up; the page then says what it shows.
      await expect(page.getByText(searchCopy.notApplied)).toBeVisible();
      await expect(loadingStatus(page)).toBeHidden();
      await expect(page.getByRole("article")).toHaveCount(5);
      await expect(page.getByTestId("search-summary")).toHaveCount(0);
      await expect(page.getByRole("searchbox", { name: searchCopy.label })).toHaveValue("");
      await expectNoAxeViolations(page);
    },
  );

  test(
    "without JavaScript, a category page says its search and sort cannot run",
    { tag: "@responsive" },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${categoryPath("energy")}?q=solar`);
      await expect(page.getByText(searchCopy.notApplied)).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(5);
      await expect(page.getByTestId("search-summary")).toHaveCount(0);
      await context.close();
    },
  );
});

test.describe("product page", () => {
  test("prod-001 lists at $12,999.99 and shows $999.99 on its own page", async ({ page }) => {
    await page.goto(categoryPath("featured"));
    const card = page.getByRole("article").filter({ hasText: "Heavy-Duty Industrial Air Compressor" });
    await expect(card.getByTestId("product-price")).toHaveText("$12,999.99");
    await card.getByRole("link", { name: "Heavy-Duty Industrial Air Compressor", exact: true }).click();
    await expect(page).toHaveURL(productPath("prod-001"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Heavy-Duty Industrial Air Compressor" }),
    ).toBeVisible();
    await expect(page.getByTestId("product-price")).toHaveText("$999.99");
  });

  test(
    "has breadcrumb, rating, preview, stepper, Add to Cart, notes and tabs",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto(productPath("prod-001"));
      await expect(
        page.getByRole("heading", { level: 1, name: "Heavy-Duty Industrial Air Compressor" }),
      ).toBeVisible();
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Mining & Industrial" })).toHaveAttribute(
        "href",
        categoryPath("mining"),
      );
      await expect(page.getByRole("img", { name: "Rated 4.8 out of 5" }).first()).toBeVisible();
      const preview = page.getByText(/^A 55 kW rotary screw compressor.*\.\.\.$/);
      await expect(preview).toBeVisible();
      expect((await preview.textContent())?.length).toBe(153);
      await expect(
        page.getByRole("textbox", { name: "Quantity for Heavy-Duty Industrial Air Compressor" }),
      ).toHaveValue("1");
      await expect(page.getByRole("button", { name: /Add to Cart/ })).toBeVisible();
      for (const note of ["In stock", "Free delivery on orders over $10,000", "1 year warranty"]) {
        await expect(page.getByText(note)).toBeVisible();
      }
      await expect(page.getByRole("tabpanel", { name: "Description" })).toBeVisible();
      // A tab is a link to its panel before the scripts run and a button after: a click shows it either way.
      await page.getByRole("tab", { name: "Specifications" }).click();
      const specs = page.getByRole("tabpanel", { name: "Specifications" });
      for (const [label, value] of <[string, string][]>[
        ["Brand", "Atlas Copco"],
        ["Model", "IS-001"],
        ["Warranty", "1 Year Limited"],
        ["Country of Origin", "Sweden"],
        ["Certification", "ISO 9001, CE"],
        ["Shipping Weight", "45 kg"],
      ]) {
        await expect(specs.getByText(label, { exact: true })).toBeVisible();
        await expect(specs.getByText(value, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("tabpanel", { name: "Description" })).toBeHidden();
      await expectNoAxeViolations(page);
    },
  );

  test(
    "the tabs follow the arrow keys and Load More Reviews adds nothing",
    { tag: "@responsive" },
    async ({ page }) => {
      await gotoHydrated(page, productPath("prod-001"), "the arrow keys move between tabs once live");
      const description = page.getByRole("tab", { name: "Description" });
      await expect(description).toHaveAttribute("aria-selected", "true");
      const underline = await description.evaluate((tab) => getComputedStyle(tab).borderBottomColor);
      expect(underline).not.toBe("rgba(0, 0, 0, 0)");
      await description.focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Specifications" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("tab", { name: "Specifications" })).toHaveCSS(
        "border-bottom-color",
        underline,
      );
      await expect(description).not.toHaveCSS("border-bottom-color", underline);
      await expect(page.getByRole("tab", { name: "Specifications" })).toBeFocused();
      // The focus ring shows whole: the tab row may scroll sideways, and clips whatever is drawn outside it.
      const ring = await page.getByRole("tab", { name: "Specifications" }).evaluate((tab) => {
        const style = getComputedStyle(tab);
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const own = tab.getBoundingClientRect();
        const row = (tab.parentElement ?? tab).getBoundingClientRect();
        return {
          drawn: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
          inside:
            own.top - reach >= row.top &&
            own.bottom + reach <= row.bottom &&
            own.left - reach >= row.left &&
            own.right + reach <= row.right,
        };
      });
      expect(ring).toEqual({ drawn: true, inside: true });
      await expect(page.getByRole("tabpanel")).toContainText("Atlas Copco");
      await expectNoAxeViolations(page);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
      const more = page.getByRole("button", { name: "Load More Reviews" });
      const before = await page.getByRole("tabpanel").getByRole("listitem").count();
      await more.click();
      await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(before);
      await expectNoAxeViolations(page);
    },
  );

  test(
    "adding shows a toast for 3 seconds and the header badge counts the items",
    { tag: "@responsive" },
    async ({ page }) => {
      await pausedClock(page);
      await gotoHydrated(page, productPath("prod-004"), "it times the toast from the click, on a live page");
      await expect(loadingStatus(page)).toBeHidden();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: /Add to Cart/ }).click();
      // A toast under the pointer would wait for it to leave.
      await page.mouse.move(0, 0);
      const toast = page.getByText("Monocrystalline Solar Panel 550 W added to cart");
      // The toaster loads on the first notice (React reveals it a few hundred ms after its script arrives): move
      // the clock a frame at a time until the toast is there. Its 3 s count from then.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(16);
            return toast.count();
          },
          { intervals: [50], timeout: 20_000 },
        )
        .toBe(1);
      await expect(toast).toBeVisible();
      await expectCartCount(page, 3);
      await page.clock.runFor(2_900);
      await expect(toast).toBeVisible();
      // 3 s, then its exit animation.
      await page.clock.runFor(600);
      await expect(toast).toBeHidden();
    },
  );
});

test.describe("the islands' scripts", () => {
  test("a store page asks for every file its islands need from its HTML, none found in a chain", async ({
    page,
  }) => {
    // Each step of a chain (a file that names the next) costs a round trip on a slow line.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const asked: { file: string; by: string }[] = [];
    cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
      const { pathname } = new URL(request.url);
      if (/^\/assets\/.+\.js$/.test(pathname)) asked.push({ file: pathname, by: initiator.type });
    });
    for (const path of ["/store", categoryPath("all"), productPath("prod-001")]) {
      asked.length = 0;
      await gotoHydrated(page, path, "every file its islands need has been asked for");
      expect(asked.length, path).toBeGreaterThan(3);
      expect(
        asked.filter(({ by }) => by !== "parser"),
        path,
      ).toEqual([]);
    }
  });
});

test.describe("not-found states: one page, chosen by the address", () => {
  test("an unknown id shows Product Not Found, with status 404", { tag: "@responsive" }, async ({ page }) => {
    const response = await page.goto(productPath("prod-999"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: productCopy.notFound.title })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(productCopy.notFound.title, site.name));
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeHidden();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to Store" }).click();
    await expect(page).toHaveURL("/store");
  });

  test(
    "an unknown category shows its slug and the empty state, with status 404",
    { tag: "@responsive" },
    async ({ page }) => {
      const response = await page.goto(categoryPath("tools"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "tools", exact: true })).toBeVisible();
      await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeHidden();
      await expectNoAxeViolations(page);
    },
  );

  test("any other address is the site's not-found page, and the address is logged", async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ["/store/products/prod-001", "/store/category", "/store/category/mining/pumps"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" }), path).toBeVisible();
      await expect(page.getByRole("link", { name: "Return to Home" }), path).toHaveAttribute("href", "/");
      await expect(page.getByText(NOT_FOUND_TEXT), path).toBeHidden();
      expect(
        consoleErrors.some((text) => text.includes(path)),
        path,
      ).toBe(true);
    }
  });

  test("another case of a store address is not that page", async ({ page }) => {
    const cases: [string, string][] = [
      ["/STORE", "Oops! Page not found"],
      ["/Store/product/prod-001", "Oops! Page not found"],
      [productPath("PROD-001"), productCopy.notFound.title],
      [categoryPath("MINING"), "MINING"],
    ];
    for (const [path, heading] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    }
  });

  test("with its script refused, it is the site's not-found page, never an empty one", async ({ page }) => {
    // The script altered by a byte: the page's policy no longer allows it, as after a faulty deploy.
    await page.route("**/store/product/prod-999", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("404 Error:", "404 error:");
      await route.fulfill({ response, body });
    });
    await page.goto(productPath("prod-999"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("without JavaScript, every unknown address is the site's not-found page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [productPath("prod-999"), categoryPath("tools"), "/no/such/page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Oops! Page not found");
      await expect(page.getByRole("link", { name: "Return to Home" }), path).toBeVisible();
    }
    await context.close();
  });
});

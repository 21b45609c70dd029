import { globSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CDPSession, Page } from "@playwright/test";
import { MENU_DELAYS } from "../../app/components/layout/menu-delays";
import { HEADER_SOLID_AFTER_PX } from "../../app/components/layout/site-header";
import { businessLines, mainLinks } from "../../app/content/navigation";
import { notFoundCopy } from "../../app/content/not-found";
import { placeholderPages, UNDER_CONSTRUCTION_MESSAGE } from "../../app/content/placeholder-pages";
import { productCopy } from "../../app/content/store/store-product";
import { buildUrl } from "../../scripts/build/build-dir.mjs";
import { REDIRECTS, sitePages } from "./site-pages";
import { expectLazyImagesLoaded, expectNoCspViolations, watchViolations } from "./csp-check";
import {
  afterFrames,
  atWidth,
  expect,
  expectNoAxeViolations,
  pageWidth,
  scrollThrough,
  test,
  waitUntilLive,
} from "./fixtures";
import { nativeState, SERVICES_TRIGGER } from "./native-state";
import { productPath } from "../../app/lib/store-paths";

/** Every page the site serves (not the redirects or the files). */
const pages = sitePages();

const NOT_FOUND = "Oops! Page not found";

/** Pages that share a layout: every product page, every category page, every under-construction page. */
function layoutOf(path: string): string {
  if (path in placeholderPages) return "under construction";
  return path.replace(/^\/store\/(category|product)\/.+$/, "/store/$1");
}

/** The group a page's visit belongs to: pages of a kind are opened one after another in one tab. */
function groupOf(path: string): string {
  const layout = layoutOf(path);
  if (layout === "/store/product") return "product pages";
  if (layout === "/store/category") return "category pages";
  if (layout === "under construction") return "under-construction pages";
  if (/^\/(mining-industrial|energy-solutions|civil-contracting)(\/|$)/.test(path)) return "business lines";
  if (path === "/store" || path.startsWith("/cart")) return "store and cart pages";
  return "company pages";
}

/** At most this many pages a test, so the workers share a long group. */
const PAGES_PER_TEST = 6;

/** Every page, in site order, in its group's tests; on the phone, only the first page of each layout is visited. */
function routeTests(): { title: string; paths: { path: string; onPhone: boolean }[] }[] {
  const groups = new Map<string, { path: string; onPhone: boolean }[]>();
  const layoutsSeen = new Set<string>();
  for (const { path } of pages) {
    // On the phone, one page of each layout is enough.
    const onPhone = !layoutsSeen.has(layoutOf(path));
    layoutsSeen.add(layoutOf(path));
    const group = groups.get(groupOf(path)) ?? [];
    group.push({ path, onPhone });
    groups.set(groupOf(path), group);
  }
  return [...groups].flatMap(([name, paths]) => {
    const parts = Math.ceil(paths.length / PAGES_PER_TEST);
    const size = Math.ceil(paths.length / parts);
    return Array.from({ length: parts }, (_, part) => ({
      title: parts > 1 ? `${name} (${part + 1} of ${parts})` : name,
      paths: paths.slice(part * size, (part + 1) * size),
    }));
  });
}

test.describe("every route", () => {
  // One tab visits the pages of a group one after another, a step each; a page's failures are soft, so every
  // failing page is reported.
  for (const { title, paths } of routeTests()) {
    test(
      `${title}: each renders its own page, passes axe and loads without a CSP violation`,
      { tag: paths.some((entry) => entry.onPhone) ? "@responsive" : [] },
      async ({ page, isMobile }, testInfo) => {
        const visits = paths.filter((entry) => !isMobile || entry.onPhone).map((entry) => entry.path);
        // The same ceiling for each page as a test of its own.
        test.setTimeout(testInfo.timeout * visits.length);
        // Still content: axe must not catch a section half-way through its fade-in (the motion itself, and axe
        // once every section has faded in, are covered by home.spec, company-pages.spec and contact.spec).
        await page.emulateMedia({ reducedMotion: "reduce" });
        const reports = await watchViolations(page);
        for (const path of visits) {
          await test.step(path, async () => {
            reports.length = 0;
            // As a buyer opens it: checked at once, without waiting for the scripts.
            const response = await page.goto(path);
            expect.soft(response?.status()).toBe(200);
            expect.soft(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
            await expect.soft(page.getByRole("heading", { level: 1 })).toBeVisible();
            await expect.soft(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);
            // At desktop width axe reads the page as it opens, at the top.
            if (!isMobile) await expectNoAxeViolations(page, undefined, { soft: true });
            // The policy must allow what the page's scripts load too: the rest waits until they have run.
            await waitUntilLive(page);
            // Bring lazy images and frames (the map) into view so their loads are checked too.
            await scrollThrough(page);
            if (isMobile) {
              // Nothing scrolls sideways on a 375 px phone, lazy pictures included (offline here, so their
              // placeholders must fit too).
              expect.soft(await pageWidth(page)).toBeLessThanOrEqual(375);
              // Nor on the narrowest phone the site is made for, 320 px wide (WCAG's reflow width).
              const narrowest = await atWidth(page, 320, () => pageWidth(page));
              expect.soft(narrowest, "at 320 px").toBeLessThanOrEqual(320);
              // On the phone axe reads the page scrolled through, every lazy picture brought in.
              await expectNoAxeViolations(page, undefined, { soft: true });
            }
            await expectLazyImagesLoaded(page);
            await expectNoCspViolations(page, reports);
          });
        }
      },
    );
  }

  test("titles and descriptions in the prerendered HTML are unique", async ({ request }) => {
    const seen = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, `${path} has a title`).not.toBe("");
      expect(seen.get(title), `${path} repeats the title of ${seen.get(title)}`).toBeUndefined();
      seen.set(title, path);
      expect(description.length, `${path} description length`).toBeGreaterThanOrEqual(50);
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      descriptions.set(description, path);
    }
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 and shows the not-found page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
    await expect(page.getByText("404").first()).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    expect(consoleErrors.some((text) => text.includes("/no/such/page"))).toBe(true);
  });

  test("an unknown address answers with the site's frame and the not-found page in its HTML", async ({
    request,
  }) => {
    const response = await request.get(productPath("no-such-id"));
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Skip to main content");
    // The page needs no script to say so; the store's own states wait in the HTML for the address to choose them.
    expect(html).toContain(notFoundCopy.heading);
    expect(html).toContain(productCopy.notFound.title);
    expect(html).not.toContain("Hey developer");
  });

  test("the not-found page passes axe", async ({ page }) => {
    await page.goto("/missing");
    // The page learns from its scripts that the address is unknown: check what it then shows.
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("service redirects", () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    test(`${from} replaces itself with ${to}`, async ({ page }) => {
      await page.goto("/about");
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL("/about");
    });
  }
});

test.describe("under-construction pages", () => {
  for (const [path, { title, back }] of Object.entries(placeholderPages)) {
    test(`${path} says it is under construction and links back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(UNDER_CONSTRUCTION_MESSAGE, { exact: true })).toBeVisible();
      await page.getByRole("link", { name: back.label }).click();
      await expect(page).toHaveURL(back.href);
    });
  }
});

test.describe("header", () => {
  test(
    "is transparent at the top and solid white past 10 px of scroll, as soon as it is painted",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto("/about");
      const header = page.locator("header").first();
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header).toHaveCSS("background-color", "rgba(255, 255, 255, 0)");
      await page.evaluate((y) => window.scrollTo(0, y), HEADER_SOLID_AFTER_PX);
      await expect(header).toHaveCSS("background-color", "rgba(255, 255, 255, 0)");
      await page.evaluate((y) => window.scrollTo(0, y), HEADER_SOLID_AFTER_PX + 1);
      await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
      expect(await header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe("none");
    },
  );

  test("where the browser has no scroll-driven animations, the menu script marks it solid past 10 px", async ({
    page,
  }) => {
    // The browser says it has none: the script takes over from the stylesheet.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...args: [string, string?]) =>
        !args.join(":").includes("animation-timeline") && supports(...(args as [string]));
    });
    await page.goto("/about");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SOLID_AFTER_PX);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_SOLID_AFTER_PX + 1);
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test(
    "has Request a Quote to /contact and the cart icon without a badge when empty",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto("/");
      const header = page.locator("header").first();
      await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      await expect(header.getByTestId("cart-badge")).toBeHidden();
      const quote = header.getByRole("link", { name: "Request a Quote" });
      if (await quote.isVisible()) await expect(quote).toHaveAttribute("href", "/contact");
    },
  );

  test("the skip link is the first focus stop and moves to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("desktop menu", () => {
  test("the Services dropdown lists the three business lines and their thirteen subpages", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    for (const line of businessLines) {
      await expect(nav.getByRole("link", { name: line.label, exact: true })).toHaveAttribute(
        "href",
        line.href,
      );
      for (const child of line.children) {
        await expect(nav.getByRole("link", { name: child.label, exact: true })).toHaveAttribute(
          "href",
          child.href,
        );
      }
    }
    expect(businessLines.flatMap((line) => line.children)).toHaveLength(13);
    await nav.getByRole("link", { name: "Pipes, Fittings & Valves" }).click();
    await expect(page).toHaveURL("/mining-industrial/pipes");
    await expect(page.getByRole("heading", { level: 1, name: "Pipes, Fittings & Valves" })).toBeVisible();
  });

  test("the dropdown works from the keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
  });

  test("the dropdown opens on hover and closes when the pointer leaves, as soon as it is painted", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.hover();
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
    await expect(nav.getByRole("link", { name: "Building Works" })).toBeHidden();
  });

  test("a click on the trigger the pointer has just opened keeps the dropdown open", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    await trigger.hover();
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
    await trigger.click();
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(true);
    await trigger.click();
    await expect.poll(() => nativeState(page, SERVICES_TRIGGER, "expanded")).toBe(false);
  });

  test("hovering waits 200 ms to open, leaving 150 ms to close, and reopening within 300 ms is at once", async ({
    page,
  }) => {
    // A clock that moves only when the test says so: the delays are exact however busy the machine is.
    const start = new Date("2026-01-05T08:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Services" });
    const expanded = () => nativeState(page, SERVICES_TRIGGER, "expanded");
    await trigger.hover();
    await page.clock.runFor(MENU_DELAYS.open - 1);
    expect(await expanded()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(expanded).toBe(true);
    // Out and back in before the close delay: it stays open.
    await page.mouse.move(5, 700);
    await page.clock.runFor(MENU_DELAYS.close - 1);
    expect(await expanded()).toBe(true);
    await trigger.hover();
    await page.clock.runFor(MENU_DELAYS.close * 2);
    expect(await expanded()).toBe(true);
    await page.mouse.move(5, 700);
    await page.clock.runFor(MENU_DELAYS.close);
    await expect.poll(expanded).toBe(false);
    // Back within the skip window: open at once.
    await page.clock.runFor(MENU_DELAYS.skip - MENU_DELAYS.close - 1);
    await trigger.hover();
    await expect.poll(expanded).toBe(true);
    // A pointer that only passes through, after the window, opens nothing.
    await page.mouse.move(5, 700);
    await page.clock.runFor(MENU_DELAYS.close + MENU_DELAYS.skip);
    await expect.poll(expanded).toBe(false);
    await trigger.hover();
    await page.clock.runFor(MENU_DELAYS.open / 2);
    await page.mouse.move(5, 700);
    await page.clock.runFor(MENU_DELAYS.open * 2);
    expect(await expanded()).toBe(false);
  });

  test("links to About, Product Store and Contact Us", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of mainLinks) {
      await expect(nav.getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
  });
});

test.describe("mobile menu", { tag: "@responsive" }, () => {
  test.skip(({ isMobile }) => !isMobile, "phone only");

  test("opens full screen, expands Services without closing, and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // Full screen once the slide-in has finished.
    await expect
      .poll(async () => JSON.stringify(await menu.boundingBox()))
      .toBe(JSON.stringify({ x: 0, y: 0, width: 375, height: 740 }));
    // Services is a native disclosure (<details>), which has sub-items: it expands and the menu stays open.
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.locator("details")).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "Solar Energy" }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL("/energy-solutions/solar");
  });

  test("closes with its button and on Escape, keeps focus inside and returns it", async ({ page }) => {
    await page.goto("/about");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("passes axe while open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).locator("summary", { hasText: "Services" }).click();
    // The open menu covers the screen and the page behind it is inert: the menu is what a visitor can use. (A
    // section partly scrolled into view behind it is mid-fade, which axe would read as low contrast.)
    await expectNoAxeViolations(page, ".site-menu");
  });
});

test.describe("footer", () => {
  test("has its sections, social icons, legal links, contact details and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const heading of ["Our Services", "Quick Links", "Contact Us"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("listitem")).toHaveCount(4);
    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Sitemap", "/sitemap.xml"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} Industrial Suppliers`)).toBeVisible();
    await expect(footer.getByText(/Harare, Zimbabwe/)).toBeVisible();
    await expect(footer.getByRole("link", { name: /^\+?[0-9 ]+$/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:info@/);
    await expect(
      footer.getByText(/reliable solutions in industrial supplies, renewable energy and civil contracting/i),
    ).toBeVisible();
  });
});

test.describe("navigation", () => {
  test("every page entry starts at the top, with focus at the start of the page", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A new document: the first Tab reaches the skip link, which moves on to the main content.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    // Back, and on a reload, the page starts at the top again rather than where it was left.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Every page the build wrote, by address: not the redirects, the not-found page or the content manager. */
function builtPages(): string[] {
  const client = fileURLToPath(new URL("client/", buildUrl()));
  const redirected = new Set(Object.keys(REDIRECTS));
  return globSync("**/index.html", { cwd: client, exclude: ["admin/**"] })
    .map(
      (file) =>
        `/${file
          .split("\\")
          .join("/")
          .replace(/\/?index\.html$/, "")}`,
    )
    .filter((path) => !redirected.has(path))
    .sort();
}

test("the build writes exactly the pages the page files make (tests/e2e/site-pages.ts)", () => {
  expect(builtPages()).toEqual(pages.map((entry) => entry.path).sort());
});

/** The pages the browser fetched ahead of a tap (its speculation rules), as Chromium reports them. */
async function watchPrefetches(page: Page): Promise<{ cdp: CDPSession; urls: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const urls: string[] = [];
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    const path = new URL(event.prefetchUrl).pathname;
    if (!urls.includes(path)) urls.push(path);
  });
  await cdp.send("Preload.enable");
  return { cdp, urls };
}

test.describe("prefetch on a sign of intent only", { tag: "@responsive" }, () => {
  test("nothing is fetched ahead for the links in view, nor while the page is scrolled through", async ({
    page,
  }) => {
    const { urls } = await watchPrefetches(page);
    await page.goto("/");
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await afterFrames(page, 10);
    expect(urls).toEqual([]);
  });

  test("a link is fetched ahead as the pointer rests on it, or as a finger comes down on it", async ({
    page,
    isMobile,
  }) => {
    const { cdp, urls } = await watchPrefetches(page);
    await page.goto("/about");
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" });
    await link.scrollIntoViewIfNeeded();
    if (isMobile) {
      const box = await link.boundingBox();
      const point = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await expect.poll(() => urls).toEqual(["/contact"]);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    } else {
      await link.hover();
      await expect.poll(() => urls).toEqual(["/contact"]);
      await link.click();
    }
    await expect(page).toHaveURL("/contact");
  });

  test("the rules fetch ahead on hover only where the pointer can hover", async ({ page, isMobile }) => {
    await page.goto("/about");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hover-pointer"))).toBe(
      !isMobile,
    );
  });
});

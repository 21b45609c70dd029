import { REDIRECTS } from "./site-pages";
import type { Locator, Page } from "@playwright/test";
import { legacy } from "../../app/content/home";
import { products } from "../../app/features/catalog/catalog";
import { serviceLines, servicesPage } from "../../app/content/services";
import { productPath } from "../../app/lib/store-paths";
import { categoryCopy } from "../../app/content/store/store";
import { afterFrames, expect, test, waitUntilLive } from "./fixtures";

// A tap on a link lands where the link says, whenever it comes while the page starts: on a page with nothing but
// its inline scripts, as soon as it is painted; on a page with islands, before their scripts, while they come
// alive and once the page is live. Links are always the browser's own (navigation is between documents), so no
// script may ever get in the way. The processor is slowed four times, as on a cheap phone, and the scripts are
// held back and let through at chosen moments. The taps rest on the link for two drawn frames, as a finger does: a
// link that moves under a press (a section sliding in as it scrolls into view) loses the tap here at once, where
// a quick click loses it only now and then.

const [first] = products;
const energy = serviceLines.find((line) => line.line === "energy");
const energyTarget = energy && REDIRECTS[energy.href];
if (!first || !energy || !energyTarget)
  throw new Error("the catalogue needs a product, and the services the energy line at a redirect address");

/** The site's script files, held back until released. */
async function holdScripts(page: Page) {
  let held = true;
  let waiting: (() => void)[] = [];
  await page.route("**/assets/**/*.js", async (route) => {
    if (held) await new Promise<void>((resume) => waiting.push(resume));
    await route.continue();
  });
  return {
    release() {
      held = false;
      for (const resume of waiting) resume();
      waiting = [];
    },
  };
}

/**
 * Taps `link` as a finger does. Like Playwright's own click, and switch or voice control tapping a control's
 * centre, it brings the link into view and takes its centre at once, before the page draws again; then it
 * presses there, rests for two drawn frames (a finger stays on the glass about a tenth of a second) and lifts.
 * Playwright's click presses and lifts in the same instant, so it misses a link moving between the two only when
 * the page happens to draw in that instant.
 */
async function tap(page: Page, link: Locator, touch: boolean) {
  const point = await link.evaluate((element) => {
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await afterFrames(page, 2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else {
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    await afterFrames(page, 2);
    await page.mouse.up();
  }
}

const links = [
  {
    kind: "a page link",
    from: "/",
    link: (page: Page) => page.getByRole("link", { name: legacy.link.ariaLabel }),
    to: legacy.link.href,
    islands: false,
  },
  {
    kind: "a redirect address",
    from: "/services",
    link: (page: Page) =>
      page.getByRole("link", { name: new RegExp(`^${servicesPage.linkLabel}\\W+${energy.title}$`) }),
    to: energyTarget,
    islands: false,
  },
  {
    kind: "a store link",
    from: "/store",
    link: (page: Page) =>
      page
        .getByRole("article")
        .filter({ hasText: first.name })
        .getByRole("link", { name: new RegExp(`^${categoryCopy.viewDetails}`) }),
    to: productPath(first.id),
    islands: true,
  },
] as const;

type Scripts = Awaited<ReturnType<typeof holdScripts>>;

const moments: {
  moment: string;
  islands: boolean;
  reach: (page: Page, scripts: Scripts) => Promise<void> | void;
}[] = [
  { moment: "as soon as it is painted", islands: false, reach: () => undefined },
  { moment: "before the islands' scripts", islands: true, reach: () => undefined },
  // Astro takes the `ssr` mark off an island as it hands it to React, which then hydrates it.
  {
    moment: "as an island comes alive",
    islands: true,
    reach: async (page, scripts) => {
      scripts.release();
      await page.waitForFunction(() => document.querySelector("astro-island:not([ssr])") !== null, null, {
        polling: "raf",
      });
    },
  },
  {
    moment: "once the page is live",
    islands: true,
    reach: async (page, scripts) => {
      scripts.release();
      await waitUntilLive(page);
    },
  },
];

// Touch on the phone: a tap there is a touch, which the browser turns into a click.
test.describe("a tap on a link is never lost while the page starts", { tag: "@responsive" }, () => {
  for (const { kind, from, link, to, islands } of links) {
    for (const { moment, reach } of moments.filter((entry) => entry.islands === islands)) {
      test(`${kind} (${from} to ${to}), tapped ${moment}`, async ({ page, hasTouch }) => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        const scripts = await holdScripts(page);
        await page.goto(from, { waitUntil: "domcontentloaded" });
        await reach(page, scripts);
        await tap(page, link(page), hasTouch);
        scripts.release();
        await expect(page).toHaveURL(to);
      });
    }
  }
});

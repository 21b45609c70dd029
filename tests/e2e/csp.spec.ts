import type { Page } from "@playwright/test";
import { pages } from "../../app/content/site-map";
import { expect, gotoHydrated, scrollThrough, test } from "./fixtures";

// The Content-Security-Policy blocks nothing the site needs, and does block injected inline code.

declare global {
  interface Window {
    __cspViolations?: string[];
    __inlineHandlerRan?: boolean;
    __inlineScriptRan?: boolean;
  }
}

/** Records CSP violations (the DOM event and the console report) from the first byte of every page. */
async function watchViolations(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(text)) reports.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return reports;
}

/** An image from a host the policy does not allow (and that does not exist). */
const CONTROL_IMAGE = "https://csp-control.invalid/pixel.png";

async function violations(page: Page, console: string[]): Promise<string[]> {
  return [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

// Under npm start's policy; the server contract (server-contract.spec.ts) checks that every engine sends a policy
// of the same form, and opens a few pages under each of the others.
test.describe("Content-Security-Policy", () => {
  for (const path of [...pages.map((entry) => entry.path), "/no/such/page"]) {
    test(`${path} loads without a CSP violation`, async ({ page }) => {
      const console = await watchViolations(page);
      const response = await gotoHydrated(page, path, "what the page's scripts load must be allowed too");
      expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
      // Bring lazy images and frames (the map) into view so their loads are checked too, and let them finish.
      await scrollThrough(page);
      // (An image that takes no space, such as one hidden at this width, is never fetched.)
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.images].filter((image) => image.getClientRects().length > 0 && !image.complete)
                .length,
          ),
        )
        .toBe(0);
      // Positive control: a load the policy refuses is reported through the same listeners. Reports arrive in
      // order, so once this one is in, any the page itself caused would be in too.
      await page.evaluate((src) => {
        const image = new Image();
        image.src = src;
        document.body.append(image);
      }, CONTROL_IMAGE);
      await expect
        .poll(() => page.evaluate(() => window.__cspViolations ?? []))
        .toContain(`img-src blocked ${CONTROL_IMAGE}`);
      const reported = (await violations(page, console)).filter((report) => !report.includes(CONTROL_IMAGE));
      expect(reported).toEqual([]);
    });
  }

  test("refuses inline event handlers and injected inline scripts", async ({ page }) => {
    const console = await watchViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const button = document.createElement("button");
      button.setAttribute("onclick", "window.__inlineHandlerRan = true");
      button.textContent = "injected";
      document.body.append(button);
      button.click();
      const script = document.createElement("script");
      script.textContent = "window.__inlineScriptRan = true";
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations?.length ?? 0))
      .toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => window.__inlineHandlerRan)).toBeUndefined();
    expect(await page.evaluate(() => window.__inlineScriptRan)).toBeUndefined();
    const reported = await violations(page, console);
    expect(reported).toContainEqual(expect.stringMatching(/^script-src-attr blocked inline/));
    expect(reported).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
  });
});

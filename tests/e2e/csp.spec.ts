import { expect, gotoHydrated, scrollThrough, test } from "./fixtures";
import { expectLazyImagesLoaded, expectNoCspViolations, violations, watchViolations } from "./csp-check";

// The Content-Security-Policy blocks nothing the site needs, and does block injected inline code. Every page of the
// site is checked in the same visit as its render and axe checks (shell.spec.ts, "every route"), with the checks
// of csp-check.ts.

declare global {
  interface Window {
    __inlineHandlerRan?: boolean;
    __inlineScriptRan?: boolean;
  }
}

// Under npm start's policy; the server contract (server-contract.spec.ts) checks that every engine sends a policy
// of the same form, and opens a few pages under each of the others.
test.describe("Content-Security-Policy", () => {
  test("/no/such/page loads without a CSP violation", async ({ page }) => {
    const reports = await watchViolations(page);
    const response = await gotoHydrated(
      page,
      "/no/such/page",
      "what the page's scripts load must be allowed too",
    );
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
    // Bring lazy images and frames (the map) into view so their loads are checked too, and let them finish.
    await scrollThrough(page);
    await expectLazyImagesLoaded(page);
    await expectNoCspViolations(page, reports);
  });

  test("refuses inline event handlers and injected inline scripts", async ({ page }) => {
    const reports = await watchViolations(page);
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
    const reported = await violations(page, reports);
    expect(reported).toContainEqual(expect.stringMatching(/^script-src-attr blocked inline/));
    expect(reported).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
  });
});

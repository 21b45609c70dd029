import { expect, test } from "./fixtures";

// The content manager (Decap CMS) at /admin starts under its own security policy. The policy itself, the noindex
// header and the one address are part of the server contract (server-contract.spec.ts), checked on every engine.

test.describe("the content manager at /admin", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "staff edit at a desk; server behaviour does not depend on the screen",
  );

  test("starts Decap CMS under its own policy", async ({ page, consoleErrors }) => {
    // Decap is a 5 MB script: on a loaded test machine it takes a while to start.
    test.setTimeout(120_000);
    await page.goto("/admin");
    // Signing in needs GitHub (live site) or decap-server (`npm run cms`); the CMS itself has started.
    await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 90_000 });
    expect(consoleErrors.filter((error) => /Content Security Policy|EvalError/i.test(error))).toEqual([]);
  });
});

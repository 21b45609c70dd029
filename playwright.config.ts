import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const isCI = Boolean(process.env.CI);
const CMS_SPEC = "cms.spec.ts";
/** Large text on a small phone: a phone's text setting, tried on the phone alone (at desktop it was the same again). */
const PHONE_ONLY = "large-text.spec.ts";

// Debian's Chromium, not a Playwright download (the network here reaches only package registries). Its headless
// shell (package chromium-headless-shell: the same engine without the browser's own interface, what Playwright
// itself runs headless) when installed: the full browser in headless mode spends about a third more processor
// time on every test, part of it in renderers for its own interface.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try hides a race: no retries, anywhere.
  retries: 0,
  forbidOnly: isCI,
  // A ceiling for a hung test, not a speed check: on a busy 2-core machine a page plus axe can take 30 s.
  timeout: 60_000,
  // How long an assertion waits for what a visitor would see. Content the scripts bring (the cart's lines, a
  // toast) can take several seconds to appear on a busy 2-core machine; a ceiling, not a delay.
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // No trace unless asked for (`--trace on` to debug a failure): recording one for every test, to keep it only
    // when it fails, made shell.spec.ts 8 % to 30 % slower in back-to-back runs ("retain-on-first-failure" records
    // every test just the same when nothing is retried).
    trace: "off",
    // Blocked by default: these tests are not about the offline copy, and a worker would serve pages from its
    // caches and add its own downloads. The offline copy's own specs opt back in with serviceWorkers: "allow".
    serviceWorkers: "block",
  },
  // Every test runs at desktop width, but large text on a small phone, which runs on the phone alone. A test runs on
  // the phone too only when tagged @responsive: what depends on the width or on touch (layout, menus, sideways
  // overflow, taps). `npm test` also runs the server contract
  // (tests/e2e/server-contract.spec.ts) against nginx and Cloudflare's local Pages server, with E2E_ENGINE set.
  // Tests tagged @endpoint need a build with a contact endpoint and skip without one: `npm test` makes that build
  // and runs them on it.
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [CMS_SPEC, PHONE_ONLY],
    },
    {
      name: "phone",
      grep: /@responsive/,
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testIgnore: CMS_SPEC,
    },
    // The content manager's edit-and-rebuild flow: slow (it builds a copy of the site), desktop only.
    { name: "cms", use: { viewport: { width: 1280, height: 800 } }, testMatch: CMS_SPEC },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: "node scripts/serve/start.mjs",
        url: `http://127.0.0.1:${port}/`,
        env: { PORT: String(port) },
        reuseExistingServer: !isCI,
        timeout: 180_000,
      },
});

// `npm test`: every check, in order, stopping at the first failure. Prints each step's duration, then one
// "N passed, N failed" line. A browser test that passed only on a second try counts as failed (there are no
// retries; a flaky result would hide a race).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

/** What every server and static host must do with the build; the browser tests run it against npm start. */
const SERVER_CONTRACT = "tests/e2e/server-contract.spec.ts";

// The port the browser tests' server takes (as playwright.config.ts reads it); the build with a contact endpoint is
// served 4 above it and its endpoint listens 5 above (nginx and Cloudflare Pages take 1 to 3 above). The functions'
// stand-ins listen 6 and 7 above, and the functions' spec starts a second Cloudflare Pages server 8 above.
const e2ePort = Number(process.env.E2E_PORT ?? 4173);

// Each step may name the report it leaves; its counts are read right after it runs, because a later Playwright
// run clears its output folder. A step may first run a command of its own (`before`), with the same environment.
const steps = [
  { name: "type-check", command: "npm", args: ["run", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "lint"] },
  { name: "format", command: "npx", args: ["prettier", "--check", "."] },
  {
    name: "unit and component tests",
    command: "npx",
    args: [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      "--outputFile=test-results/unit-report.json",
    ],
    report: { kind: "vitest", path: "test-results/unit-report.json" },
  },
  { name: "production build", command: "npm", args: ["run", "build"] },
  { name: "byte budgets", command: "node", args: ["scripts/check/check-budgets.mjs"] },
  { name: "HTML check (the W3C's Nu HTML Checker)", command: "node", args: ["scripts/check/html-check.mjs"] },
  {
    name: "browser tests (npm start)",
    command: "npx",
    args: ["playwright", "test", "--project=desktop", "--project=phone"],
    report: { kind: "playwright", path: "test-results/e2e-report.json" },
  },
  {
    name: "contact endpoint (a build with VITE_CONTACT_ENDPOINT, posting to a real endpoint the tests start)",
    before: { command: "npm", args: ["run", "build"] },
    command: "npx",
    args: [
      "playwright",
      "test",
      "--grep=@endpoint",
      "--project=desktop",
      // The endpoint listens on the one port the build was made with.
      "--workers=1",
      "--output=test-results/contact-endpoint",
    ],
    env: {
      BUILD_DIR: "build/contact-endpoint",
      VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${e2ePort + 5}/enquiries`,
      E2E_PORT: String(e2ePort + 4),
      PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e-contact-endpoint-report.json",
    },
    report: { kind: "playwright", path: "test-results/e2e-contact-endpoint-report.json" },
  },
  {
    name: "content manager: edit at /admin, rebuild (a copy of the checkout)",
    command: "npx",
    args: ["playwright", "test", "--project=cms", "--output=test-results/cms"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e-cms-report.json" },
    report: { kind: "playwright", path: "test-results/e2e-cms-report.json" },
  },
  {
    name: "load check (npm start)",
    command: "node",
    args: ["scripts/check/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-npm-start.json" },
  },
  // The contract every engine must keep, at desktop width: the app is the same files.
  serverContract("nginx", "scripts/serve/nginx.mjs"),
  // Cloudflare's own engine over the build's _headers, _redirects and _routes.json, running the functions deployed
  // with the site (tests/e2e/host-functions.spec.ts), their settings pointing at the stand-ins that spec starts.
  serverContract("Cloudflare Pages local", "scripts/serve/cloudflare-pages.mjs", {
    specs: ["tests/e2e/host-functions.spec.ts"],
    env: {
      ENQUIRY_FORWARD_URL: `http://127.0.0.1:${e2ePort + 6}/forms`,
      GITHUB_URL: `http://127.0.0.1:${e2ePort + 7}`,
      GITHUB_CLIENT_ID: "test-client-id",
      GITHUB_CLIENT_SECRET: "test-client-secret",
    },
  }),
  {
    name: "load check (nginx)",
    command: "node",
    args: ["scripts/serve/nginx.mjs", "--", "node", "scripts/check/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-nginx.json" },
  },
];

/**
 * The server contract run against the engine `runner` starts over the build, with the engine's own `specs` and
 * the `env` they need.
 * @param {string} engine
 * @param {string} runner
 * @param {{ specs?: string[], env?: Record<string, string> }} [options]
 */
function serverContract(engine, runner, { specs = [], env = {} } = {}) {
  const slug = engine.split(" ")[0].toLowerCase();
  const report = `test-results/e2e-${slug}-report.json`;
  return {
    name: `server contract (${engine})`,
    command: "node",
    args: [
      runner,
      "--",
      "npx",
      "playwright",
      "test",
      SERVER_CONTRACT,
      ...specs,
      "--project=desktop",
      `--output=test-results/${slug}`,
    ],
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    report: { kind: "playwright", path: report },
  };
}

rmSync("test-results", { recursive: true, force: true });
const totals = { passed: 0, failed: 0 };
/** @type {{ name: string, seconds: number }[]} */
const durations = [];
const started = Date.now();
for (const { name, before, command, args, env = {}, report } of steps) {
  console.log(`\n=== ${name} ===`);
  if (report) rmSync(report.path, { force: true });
  const stepStarted = Date.now();
  const run = (/** @type {{ command: string, args: string[] }} */ what) =>
    spawnSync(what.command, what.args, {
      stdio: "inherit",
      env: { ...process.env, FORCE_COLOR: "0", ...env },
    });
  const prepared = before ? run(before) : undefined;
  const result = prepared && prepared.status !== 0 ? prepared : run({ command, args });
  durations.push({ name, seconds: (Date.now() - stepStarted) / 1000 });
  const counted = report ? count(report) : false;
  if (result.status !== 0 || counted === "flaky") {
    if (!counted) totals.failed += 1;
    console.error(`\n${name} failed${counted === "flaky" ? " (a test passed only on a retry)" : ""}`);
    printDurations();
    printTotals();
    process.exit(result.status || 1);
  }
}
printDurations();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
printTotals();

/** Adds a step's test counts to the totals; false when it left no report, "flaky" when a test needed a retry. */
function count({ kind, path }) {
  if (!existsSync(path)) return false;
  const report = JSON.parse(readFileSync(path, "utf8"));
  if (kind === "vitest") {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else if (kind === "playwright") {
    totals.passed += report.stats.expected;
    totals.failed += report.stats.unexpected + report.stats.flaky;
    printSlowest(report);
    if (report.stats.flaky > 0) return "flaky";
  } else {
    // A load check counts as one test.
    if (report.failures === 0) totals.passed += 1;
    else totals.failed += 1;
  }
  return true;
}

/** The five slowest browser tests of a Playwright JSON report, where a faster suite would start. */
function printSlowest(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ title: `[${test.projectName}] ${spec.file}: ${spec.title}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  tests.sort((a, b) => b.ms - a.ms);
  console.log("\nSlowest browser tests:");
  for (const { title, ms } of tests.slice(0, 5))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`);
}

function printDurations() {
  console.log("\nStep durations:");
  for (const { name, seconds } of durations) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  const total = durations.reduce((sum, step) => sum + step.seconds, 0);
  console.log(`  ${total.toFixed(1).padStart(7)} s  total`);
}

function printTotals() {
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

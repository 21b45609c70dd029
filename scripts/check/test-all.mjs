// `npm test`: every check, stopping at the first failure. Checks that share nothing run side by side (the machine
// has cores to spare while one check waits on a single thread); their output is printed whole as each ends. Prints
// each step's duration, then one "N passed, N failed" line. A browser test that passed only on a second try counts
// as failed (there are no retries; a flaky result would hide a race).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

/** What every server and static host must do with the build; the browser tests run it against npm start. */
const SERVER_CONTRACT = "tests/e2e/server-contract.spec.ts";

// The port the browser tests' server takes (as playwright.config.ts reads it); the build with a contact endpoint is
// served 4 above it and its endpoint listens 5 above (nginx and Cloudflare Pages take 1 to 3 above). The functions'
// stand-ins listen 6 and 7 above, and the functions' spec starts a second Cloudflare Pages server 8 above. The
// content manager's tests take free ports of their own.
const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/** Where the build with a contact endpoint goes, and what it is built and served with. */
const CONTACT_ENDPOINT_ENV = {
  BUILD_DIR: "build/contact-endpoint",
  VITE_CONTACT_ENDPOINT: `http://127.0.0.1:${e2ePort + 5}/enquiries`,
  E2E_PORT: String(e2ePort + 4),
};

/**
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>,
 *   report?: { kind: "vitest" | "playwright" | "load", path: string } }} Step
 */

/**
 * Colour codes stay out of the log. FORCE_COLOR=0 (every step's default, `run`) turns them off for Playwright and
 * Node, which set FORCE_COLOR in their own children: with NO_COLOR beside it, Node warns in every one. Vitest and
 * Astro (its build and its check) read any FORCE_COLOR, even 0, as on, so their steps take NO_COLOR instead.
 */
const PLAIN_TEXT = { NO_COLOR: "1" };

// A step may name the report it leaves; its counts are read right after its phase, because a later Playwright run
// clears its output folder.
/** @type {Record<string, Step>} */
const step = {
  typeCheck: { name: "type-check", command: "npm", args: ["run", "typecheck"], env: PLAIN_TEXT },
  lint: { name: "lint", command: "npm", args: ["run", "lint"] },
  format: { name: "format", command: "npx", args: ["prettier", "--check", "."] },
  unit: {
    name: "unit and component tests",
    command: "npx",
    args: [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      "--outputFile=test-results/unit-report.json",
    ],
    env: PLAIN_TEXT,
    report: { kind: "vitest", path: "test-results/unit-report.json" },
  },
  build: { name: "production build", command: "npm", args: ["run", "build"], env: PLAIN_TEXT },
  contactBuild: {
    name: "build with a contact endpoint (VITE_CONTACT_ENDPOINT)",
    command: "npm",
    args: ["run", "build"],
    env: { ...CONTACT_ENDPOINT_ENV, ...PLAIN_TEXT },
  },
  budgets: { name: "byte budgets", command: "node", args: ["scripts/check/check-budgets.mjs"] },
  html: {
    name: "HTML check (the W3C's Nu HTML Checker)",
    command: "node",
    args: ["scripts/check/html-check.mjs"],
  },
  browser: {
    name: "browser tests (npm start)",
    command: "npx",
    args: ["playwright", "test", "--project=desktop", "--project=phone"],
    report: { kind: "playwright", path: "test-results/e2e-report.json" },
  },
  contactEndpoint: {
    name: "contact endpoint (the build with VITE_CONTACT_ENDPOINT, posting to a real endpoint the tests start)",
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
      ...CONTACT_ENDPOINT_ENV,
      PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e-contact-endpoint-report.json",
    },
    report: { kind: "playwright", path: "test-results/e2e-contact-endpoint-report.json" },
  },
  cms: {
    name: "content manager: edit at /admin, rebuild (a copy of the checkout)",
    command: "npx",
    args: ["playwright", "test", "--project=cms", "--output=test-results/cms"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e-cms-report.json" },
    report: { kind: "playwright", path: "test-results/e2e-cms-report.json" },
  },
  loadStart: {
    name: "load check (npm start)",
    command: "node",
    args: ["scripts/check/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-npm-start.json" },
  },
  // The contract every engine must keep, at desktop width: the app is the same files.
  nginx: serverContract("nginx", "scripts/serve/nginx.mjs"),
  // Cloudflare's own engine over the build's _headers, _redirects and _routes.json, running the functions deployed
  // with the site (tests/e2e/host-functions.spec.ts), their settings pointing at the stand-ins that spec starts.
  cloudflare: serverContract("Cloudflare Pages local", "scripts/serve/cloudflare-pages.mjs", {
    specs: ["tests/e2e/host-functions.spec.ts"],
    env: {
      ENQUIRY_FORWARD_URL: `http://127.0.0.1:${e2ePort + 6}/forms`,
      GITHUB_URL: `http://127.0.0.1:${e2ePort + 7}`,
      GITHUB_CLIENT_ID: "test-client-id",
      GITHUB_CLIENT_SECRET: "test-client-secret",
    },
  }),
  loadNginx: {
    name: "load check (nginx)",
    command: "node",
    args: ["scripts/serve/nginx.mjs", "--", "node", "scripts/check/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-nginx.json" },
  },
};

/**
 * The phases, one after the other; in each, its lines run side by side, each line's steps one after the other.
 * What keeps a phase's lines apart: lint reads the types `astro check` writes in .astro/, which a build writes
 * again, so no build runs beside them; one Astro build at a time (the builds share node_modules/.astro); the
 * browser tests take both cores alone; the load checks time a server, so nothing runs beside them.
 * @type {Step[][][]}
 */
const phases = [
  [[step.typeCheck, step.lint], [step.unit], [step.format]],
  [[step.build]],
  [[step.contactBuild], [step.budgets, step.html]],
  [[step.browser]],
  [[step.contactEndpoint], [step.cms]],
  [[step.nginx], [step.cloudflare]],
  [[step.loadStart]],
  [[step.loadNginx]],
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
for (const phase of phases) {
  const alone = phase.length === 1 && phase[0]?.length === 1;
  const lines = await Promise.all(phase.map((line) => runLine(line, { alone })));
  /** @type {string[]} */
  const failed = [];
  for (const line of lines) {
    for (const { step: ran, status } of line) {
      const counted = ran.report ? count(ran.report) : false;
      if (status !== 0 || counted === "flaky") {
        if (!counted) totals.failed += 1;
        failed.push(`${ran.name} failed${counted === "flaky" ? " (a test passed only on a retry)" : ""}`);
      }
    }
  }
  if (failed.length > 0) {
    for (const message of failed) console.error(`\n${message}`);
    printDurations();
    printTotals();
    process.exit(1);
  }
}
printDurations();
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
printTotals();

/**
 * Runs a line's steps one after the other, stopping at the first that fails. `alone`: the only step of its phase,
 * its output shown as it comes; else kept and printed whole when the step ends.
 * @param {Step[]} line
 * @param {{ alone: boolean }} options
 * @returns {Promise<{ step: Step, status: number }[]>}
 */
async function runLine(line, { alone }) {
  const results = [];
  for (const current of line) {
    if (alone) console.log(`\n=== ${current.name} ===`);
    if (current.report) rmSync(current.report.path, { force: true });
    const stepStarted = Date.now();
    const { status, output } = await run(current, { alone });
    durations.push({ name: current.name, seconds: (Date.now() - stepStarted) / 1000 });
    if (!alone) process.stdout.write(`\n=== ${current.name} ===\n${output}`);
    results.push({ step: current, status });
    if (status !== 0) break;
  }
  return results;
}

/**
 * A step's environment: FORCE_COLOR=0 unless the step asks for NO_COLOR (PLAIN_TEXT), never both.
 * @param {Record<string, string>} env the step's own
 */
function stepEnv(env) {
  /** @type {NodeJS.ProcessEnv} */
  const combined = { ...process.env, FORCE_COLOR: "0", ...env };
  if ("NO_COLOR" in env) delete combined.FORCE_COLOR;
  return combined;
}

/**
 * Runs one step; its exit status (1 when it could not start or was killed), and what it printed unless `alone`.
 * @param {Step} current
 * @param {{ alone: boolean }} options
 * @returns {Promise<{ status: number, output: string }>}
 */
function run({ command, args, env = {} }, { alone }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env: stepEnv(env),
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      resolve({ status: 1, output: Buffer.concat(chunks).toString("utf8") });
    });
    child.on("close", (code) =>
      resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString("utf8") }),
    );
  });
}

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
  console.log("\nStep durations (steps of one phase overlap):");
  for (const { name, seconds } of durations) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  in all`);
}

function printTotals() {
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

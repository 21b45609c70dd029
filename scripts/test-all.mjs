// `npm test`: every check, in order, stopping at the first failure. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const NGINX_SPECS = [
  "tests/e2e/server.spec.ts",
  "tests/e2e/csp.spec.ts",
  "tests/e2e/seo.spec.ts",
  "tests/e2e/shell.spec.ts",
  "tests/e2e/admin.spec.ts",
];

// Each step may name the report it leaves; its counts are read right after it runs, because a later Playwright
// run clears its output folder.
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
  { name: "byte budgets", command: "node", args: ["scripts/check-budgets.mjs"] },
  {
    name: "browser tests (npm start)",
    command: "npx",
    args: ["playwright", "test", "--project=desktop", "--project=phone"],
    report: { kind: "playwright", path: "test-results/e2e-report.json" },
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
    args: ["scripts/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-npm-start.json" },
  },
  {
    name: "headers and browser smoke tests (nginx)",
    command: "node",
    // Desktop only: the phone project adds nothing about the server.
    args: [
      "scripts/nginx.mjs",
      "--",
      "npx",
      "playwright",
      "test",
      ...NGINX_SPECS,
      "--project=desktop",
      "--output=test-results/nginx",
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e-nginx-report.json" },
    report: { kind: "playwright", path: "test-results/e2e-nginx-report.json" },
  },
  {
    name: "load check (nginx)",
    command: "node",
    args: ["scripts/nginx.mjs", "--", "node", "scripts/load-check.mjs"],
    report: { kind: "load", path: "test-results/load-check-nginx.json" },
  },
];

rmSync("test-results", { recursive: true, force: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();
for (const { name, command, args, env = {}, report } of steps) {
  console.log(`\n=== ${name} ===`);
  if (report) rmSync(report.path, { force: true });
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, FORCE_COLOR: "0", ...env },
  });
  const counted = report ? count(report) : false;
  if (result.status !== 0) {
    if (!counted) totals.failed += 1;
    console.error(`\n${name} failed`);
    printTotals();
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
printTotals();

/** Adds a step's test counts to the totals; false when it left no report. */
function count({ kind, path }) {
  if (!existsSync(path)) return false;
  const report = JSON.parse(readFileSync(path, "utf8"));
  if (kind === "vitest") {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } else if (kind === "playwright") {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
  } else {
    // A load check counts as one test.
    if (report.failures === 0) totals.passed += 1;
    else totals.failed += 1;
  }
  return true;
}

function printTotals() {
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
}

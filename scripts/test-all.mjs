// `npm test`: every check, in order, stopping at the first failure. Ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const steps = [
  ["type-check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npx", ["prettier", "--check", "."]],
  [
    "unit and component tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile=test-results/unit-report.json"],
  ],
  ["production build", "npm", ["run", "build"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

rmSync("test-results", { recursive: true, force: true });
const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  if (result.status !== 0) {
    console.error(`\n${name} failed`);
    printTotals(1);
    process.exit(result.status ?? 1);
  }
}
console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
printTotals(0);

/** `stepFailed`: a step failed; counted as one failure when no test report recorded it. */
function printTotals(stepFailed) {
  let passed = 0;
  let failed = 0;
  const unit = readJson("test-results/unit-report.json");
  if (unit) {
    passed += unit.numPassedTests;
    failed += unit.numFailedTests;
  }
  const e2e = readJson("test-results/e2e-report.json");
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  console.log(`${passed} passed, ${Math.max(failed, stepFailed)} failed`);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

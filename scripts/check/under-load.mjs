// The browser tests on a busy machine: keeps `--busy N` cores busy with spinning processes of its own, runs the
// browser tests (desktop and phone, against the production build, as `npm test` runs them) `--runs K` times in a
// row, and prints each run's counts and time. No retries, as everywhere: one failure in any run is a race to
// find, and the exit code says so.
//
//   npm run build && node scripts/check/under-load.mjs --busy 1 --runs 3
//   node scripts/check/under-load.mjs --busy 2 --runs 1 -- tests/e2e/cart.spec.ts    (extra Playwright arguments)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: {
    busy: { type: "string", default: "1" },
    runs: { type: "string", default: "1" },
  },
  allowPositionals: true,
});
const busy = Number(values.busy);
const runs = Number(values.runs);
if (!Number.isInteger(busy) || busy < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error(
    "--busy takes a whole number of cores (0 or more), --runs a whole number of runs (1 or more)",
  );
  process.exit(2);
}

// A spinning process per busy core, at the same priority as the tests: what a phone's other apps, or a second
// job on a CI machine, take from the page.
const spinners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }),
);
const stopSpinners = () => {
  for (const spinner of spinners) spinner.kill("SIGKILL");
};
process.on("exit", stopSpinners);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const REPORT = "test-results/under-load-report.json";
const results = [];
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  console.log(`\n=== run ${run} of ${runs}, ${busy} core(s) kept busy ===`);
  const result = spawnSync(
    "npx",
    [
      "playwright",
      "test",
      "--project=desktop",
      "--project=phone",
      "--output=test-results/under-load",
      ...positionals,
    ],
    {
      stdio: "inherit",
      env: { ...process.env, FORCE_COLOR: "0", PLAYWRIGHT_JSON_OUTPUT_FILE: REPORT },
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  const stats = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, "utf8")).stats : null;
  results.push({
    run,
    seconds,
    passed: stats?.expected ?? 0,
    failed: stats ? stats.unexpected + stats.flaky : 1,
    skipped: stats?.skipped ?? 0,
    status: result.status,
  });
}
stopSpinners();

console.log(`\nBrowser tests with ${busy} core(s) of 2 kept busy:`);
for (const { run, seconds, passed, failed, skipped } of results)
  console.log(`  run ${run}: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
const failed = results.reduce((sum, { failed, status }) => sum + (failed || (status !== 0 ? 1 : 0)), 0);
const passed = results.reduce((sum, { passed }) => sum + passed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

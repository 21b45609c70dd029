// Runs Astro's own command line (`node scripts/build/astro-cli.mjs build`, `dev`, `check`...) with its usage
// reports off: Astro reads ASTRO_TELEMETRY_DISABLED before it prints its notice or records anything, and the
// setting in astro.config.mjs comes too late for the notice. Every script of package.json that starts Astro goes
// through here, so the repository's own configuration keeps telemetry off on any machine, whatever its user set.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The environment every Astro command of the repository runs with. */
export const ASTRO_ENV = { ASTRO_TELEMETRY_DISABLED: "1" };

/** The `astro` command's own file, as npm links it (the package exports no path to it). */
const astro = fileURLToPath(
  new URL("bin/astro.mjs", `file://${createRequire(import.meta.url).resolve("astro/package.json")}`),
);

/**
 * Starts Astro's command line with `args`, telemetry off, and the caller's input and output.
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function spawnAstro(args, { env = process.env, cwd } = {}) {
  return spawn(process.execPath, [astro, ...args], { cwd, stdio: "inherit", env: { ...env, ...ASTRO_ENV } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawnAstro(process.argv.slice(2));
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

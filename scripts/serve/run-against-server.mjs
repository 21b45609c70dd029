// The skeleton shared by the scripts that serve the build on a real host's engine (scripts/serve/nginx.mjs,
// scripts/serve/cloudflare-pages.mjs): a fresh temp folder for the server's files, the server started on a loopback
// port and stopped on Ctrl+C, SIGTERM or SIGHUP, and either serving until stopped or running one command against
// it with E2E_BASE_URL and E2E_ENGINE set, then stopping it and exiting with the command's code. The temp
// folder is removed however the run ends.
//
//   node scripts/serve/<host>.mjs                 serve until Ctrl+C
//   node scripts/serve/<host>.mjs -- <command>    serve, run the command, stop, exit with its code
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

/** The checkout's root folder, with a trailing slash. */
export const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Whether a server's output may keep its colour codes: only on a terminal, and not with NO_COLOR set or FORCE_COLOR=0
 * (how `npm test` asks for plain text).
 * @param {{ isTTY?: boolean }} out where the output goes
 * @param {NodeJS.ProcessEnv} env
 */
export function colourWanted(out, env) {
  return Boolean(out.isTTY) && env.NO_COLOR === undefined && env.FORCE_COLOR !== "0";
}

/**
 * Passes `from`'s lines on to `to` without colour codes (or other terminal control codes); resolves when `from` ends.
 * @param {NodeJS.ReadableStream | null} from
 * @param {{ write(text: string): unknown }} to
 * @returns {Promise<void>}
 */
export function passWithoutColour(from, to) {
  if (!from) return Promise.resolve();
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on("line", (line) => to.write(`${stripVTControlCharacters(line)}\n`));
  return new Promise((resolve) => lines.once("close", () => resolve()));
}

/** How long to wait for the stopped server to exit before killing it. */
const STOP_GRACE_MS = 5_000;
/** How often to ask the server whether it answers yet. */
const POLL_MS = 100;

/**
 * The command to run against the server: the arguments after `--`, or every argument when there is no `--`
 * (`npm run <script> -- cmd` drops it). Empty: serve until stopped.
 * @returns {string[]}
 */
export function commandFromArgs() {
  const separator = process.argv.indexOf("--");
  return process.argv.slice(separator === -1 ? 2 : separator + 1);
}

/**
 * The port from its own variable, else E2E_PORT plus an offset (so parallel test runs on different E2E_PORTs
 * never collide), else a fixed default. Exits with a message when it is not a port number up to `max`.
 * @param {{ variable: string, e2eOffset: number, fallback: number, max?: number }} options
 * @returns {number}
 */
export function portFromEnv({ variable, e2eOffset, fallback, max = 65535 }) {
  const e2ePort = process.env.E2E_PORT;
  const port = Number(process.env[variable] ?? (e2ePort ? Number(e2ePort) + e2eOffset : fallback));
  if (!Number.isInteger(port) || port < 1 || port > max)
    fail(`${variable} must be a port number, got ${port}`);
  return port;
}

/**
 * Prints the message and exits with code 1.
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Starts the server, waits until it answers on `/`, then serves until a signal, or runs the command and exits
 * with its code. Never returns once a command ran: the process exits.
 * @param {object} options
 * @param {string} options.name the program, in messages ("nginx stopped unexpectedly")
 * @param {string} options.serverName E2E_ENGINE for the command (the server contract branches on it, the load
 *   check names its report by it)
 * @param {number} options.port loopback port the server listens on
 * @param {string} options.tempPrefix the temp folder is named industrial-suppliers-<prefix>-XXXXXX
 * @param {(temp: string) => import("node:child_process").ChildProcess} options.start writes what the server
 *   needs into `temp` and spawns it; an error it throws is printed and ends the run, temp folder removed
 * @param {NodeJS.Signals} [options.stopSignal] asks the server to stop (SIGKILL follows after 5 s); SIGTERM
 * @param {boolean} [options.processGroup] the server was spawned `detached`: signal its whole process group,
 *   so the processes it started stop with it
 * @param {number} options.readyTimeoutMs how long the server may take to answer
 * @param {(baseUrl: string, temp: string) => string} options.readyMessage printed once it answers
 * @param {(temp: string) => void} [options.onFailure] prints the server's own logs when the server or the
 *   command failed
 * @returns {Promise<void>}
 */
export async function runAgainstServer({
  name,
  serverName,
  port,
  tempPrefix,
  start,
  stopSignal = "SIGTERM",
  processGroup = false,
  readyTimeoutMs,
  readyMessage,
  onFailure = () => {},
}) {
  const command = commandFromArgs();
  // Something already listening there would answer the readiness check in the server's place.
  if (!(await isFree(port))) fail(`${name} cannot start: port ${port} is already in use`);
  const temp = mkdtempSync(join(tmpdir(), `industrial-suppliers-${tempPrefix}-`));
  const cleanUp = () => rmSync(temp, { recursive: true, force: true });

  /** @type {import("node:child_process").ChildProcess | undefined} */
  let server;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let child;
  /** @type {Promise<void> | undefined} */
  let stopped;
  // One stop however many ask for it (a signal and the command's exit may both): each waits for it to finish.
  const stop = () =>
    (stopped ??= (async () => {
      if (isRunning(server) && server?.pid) {
        const { pid } = server;
        const signal = (/** @type {NodeJS.Signals} */ sent) =>
          processGroup ? process.kill(-pid, sent) : server?.kill(sent);
        const exited = new Promise((resolve) => server?.once("exit", resolve));
        signal(stopSignal);
        const timer = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
    })());

  try {
    server = start(temp);
  } catch (error) {
    cleanUp();
    fail(error instanceof Error ? error.message : String(error));
  }
  server.on("exit", (code, signal) => {
    if (!stopped) {
      onFailure(temp);
      cleanUp();
      // The command would go on against a dead server, after this process is gone.
      if (isRunning(child)) child?.kill("SIGTERM");
      fail(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
    }
  });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
    process.on(signal, () => {
      // Ctrl+C reaches the command from the terminal; a signal sent to this process alone is passed on.
      if (signal !== "SIGINT" && isRunning(child)) child?.kill(signal);
      void stop().then(() => process.exit(130));
    });
  }

  const baseUrl = `http://127.0.0.1:${port}`;
  if (!(await answers(`${baseUrl}/`, readyTimeoutMs))) {
    onFailure(temp);
    await stop();
    fail(`${name} did not answer on ${baseUrl}/ within ${readyTimeoutMs / 1000} s`);
  }
  console.log(readyMessage(baseUrl, temp));

  if (command.length === 0) {
    console.log("Press Ctrl+C to stop.");
    return;
  }
  const [program = "", ...rest] = command;
  const running = spawn(program, rest, {
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_ENGINE: serverName },
  });
  child = running;
  /** @type {number} */
  const code = await new Promise((resolve) => running.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  // Not when a signal stopped the run: the command failed because it was stopped.
  if (code !== 0 && !stopped) onFailure(temp);
  await stop();
  process.exit(code);
}

/**
 * Whether the process was started and has not exited yet.
 * @param {import("node:child_process").ChildProcess | undefined} child
 */
function isRunning(child) {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/**
 * Whether nothing listens on the loopback port yet.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * Whether the URL answers 2xx before the deadline, asking again every 100 ms while it refuses or errs.
 * @param {string} url
 * @param {number} timeoutMs
 */
async function answers(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

// `npm start`: builds when there is no production build yet, then serves build/client on PORT (default 4173).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number.parseInt(process.env.PORT ?? "4173", 10);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}

if (!existsSync(`${root}build/client/404.html`)) {
  console.log("No production build yet: building first.");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serveBin = createRequire(import.meta.url).resolve("serve/build/main.js");
const server = spawn(
  process.execPath,
  [
    serveBin,
    `${root}build/client`,
    "--listen",
    `tcp://0.0.0.0:${port}`,
    "--config",
    `${root}deploy/serve.json`,
    "--no-clipboard",
  ],
  { cwd: root, stdio: "inherit", env: { ...process.env, NO_UPDATE_CHECK: "1" } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

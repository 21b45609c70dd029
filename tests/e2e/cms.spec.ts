// The content manager end to end, as staff use it: `npm run cms`, change a price at /admin, save, rebuild, and
// the store shows the new price. It runs on a copy of the checkout (node_modules linked), so the repository is
// never changed, and it builds the site once: the slowest test, kept to one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { formatUsd } from "../../app/lib/money";
import { freePorts } from "../../scripts/serve/free-ports.mjs";
import { copyCheckout } from "./checkout-copy";
import { expect, test } from "./fixtures";
import { categoryPath } from "../../app/content/site-routes";

const PRODUCT_FILE = "app/data/products/prod-001.json";

/** Starts a command in its own process group, so that stopping it stops everything it started. */
function start(cwd: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

async function answers(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

function readProduct(copy: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(copy, PRODUCT_FILE), "utf8")) as Record<string, unknown>;
}

/** The list price once the file is whole again: the local backend truncates it before it writes the new text. */
function savedListPrice(copy: string): unknown {
  try {
    return readProduct(copy).listPrice;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

test("staff change a list price at /admin, and the next build shows it in the store", async ({ page }) => {
  test.setTimeout(10 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const before = readProduct(copy);
    // Ports of this run's own: with fixed ones, a second run at the same time (another checkout, `--repeat-each`)
    // would edit through the first run's servers, into the first run's copy.
    const [sitePort, proxyPort] = await freePorts(2);
    server = start(copy, ["scripts/cms/cms.mjs"], {
      PORT: String(sitePort),
      DECAP_SERVER_PORT: String(proxyPort),
    });
    // Decap looks for its local backend only when the page is on localhost.
    const admin = `http://localhost:${sitePort}/admin/`;
    await expect.poll(() => answers(admin), { timeout: 120_000 }).toBe(200);

    await page.goto(admin);
    // With the local backend there is no account: "Login" just opens the CMS.
    await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
    await page.getByRole("link", { name: /Heavy-Duty Industrial Air Compressor/ }).click({ timeout: 60_000 });
    const listPrice = page.getByLabel("List price (US$)");
    await expect(listPrice).toHaveValue("12999.99", { timeout: 60_000 });
    await listPrice.fill("13499.5");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();

    // Only the price changed, and it is still a number in the file.
    await expect.poll(() => savedListPrice(copy), { timeout: 30_000 }).toBe(13499.5);
    expect(readProduct(copy)).toEqual({ ...before, listPrice: 13499.5 });
    await stop(server);

    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);

    server = start(copy, ["scripts/serve/start.mjs"], { PORT: String(sitePort) });
    const site = `http://127.0.0.1:${sitePort}`;
    await expect.poll(() => answers(`${site}/`), { timeout: 60_000 }).toBe(200);
    await page.goto(`${site}${categoryPath("mining")}`);
    const card = page.getByRole("article").filter({ hasText: "Heavy-Duty Industrial Air Compressor" });
    await expect(card).toContainText(formatUsd(1_349_950));
    await expect(card).not.toContainText(formatUsd(1_299_999));
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

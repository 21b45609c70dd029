// What staff choose in the content manager, as buyers then see it: a copy of the checkout with the store front
// reordered and two products withdrawn (one of them featured, one on the Electrical Materials page's cards), built
// and served once per project; the build is the slow part. The shipped choice (the first four) is store.spec.ts's.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { loadProducts } from "../../app/content/data-files";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import { freePorts } from "../../scripts/serve/free-ports.mjs";
import { copyCheckout } from "./checkout-copy";
import { expect, expectNoAxeViolations, pageWidth, test } from "./fixtures";
import { expectBadge } from "./cart-page";

const { products } = loadProducts();
const named = (id: string) => {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the catalogue has no ${id}`);
  return product.name;
};

/** The store front staff chose: prod-003 is then withdrawn, and leaves it. */
const FEATURED = ["prod-010", "prod-003", "prod-007", "prod-001"];
const WITHDRAWN = ["prod-003", "prod-006"];
const SHOWN = FEATURED.filter((id) => !WITHDRAWN.includes(id));

test.describe.configure({ mode: "serial", timeout: 300_000 });

let copy = "";
let server: ChildProcess | undefined;
let site = "";

async function answers(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

test.beforeAll(async () => {
  copy = copyCheckout("staff-choices-");
  writeFileSync(
    join(copy, "app/data/store-front.json"),
    `${JSON.stringify({ featured: FEATURED }, null, 2)}\n`,
  );
  for (const id of WITHDRAWN) {
    const file = join(copy, `app/data/products/${id}.json`);
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, `${JSON.stringify({ ...data, withdrawn: true }, null, 2)}\n`);
  }
  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
  const [port] = await freePorts(1);
  server = spawn(process.execPath, ["scripts/serve/start.mjs"], {
    cwd: copy,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  site = `http://127.0.0.1:${String(port)}`;
  await expect.poll(() => answers(`${site}/`), { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

test(
  "the store front and its Featured category list the products staff chose, in their order, less the withdrawn",
  { tag: "@responsive" },
  async ({ page }, testInfo) => {
    await page.goto(`${site}/store`);
    const featured = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: "Featured Products" }) });
    await expect(featured.getByRole("article")).toHaveCount(SHOWN.length);
    expect(await featured.getByRole("article").getByRole("heading").allTextContents()).toEqual(
      SHOWN.map(named),
    );
    await expectNoAxeViolations(page);
    await featured.screenshot({ path: testInfo.outputPath("store-front.png") });

    await page.goto(`${site}${categoryPath("featured")}`);
    await expect(page.getByRole("article")).toHaveCount(SHOWN.length);
    expect(await cardNames(page)).toEqual(SHOWN.map(named));
  },
);

test(
  "a withdrawn product leaves every list and the search; its page says it is no longer sold and links its category",
  { tag: "@responsive" },
  async ({ page }, testInfo) => {
    const [gone = "", alsoGone = ""] = WITHDRAWN;
    await page.goto(`${site}${categoryPath("all")}`);
    await expect(page.getByRole("article")).toHaveCount(products.length - WITHDRAWN.length);
    expect(await cardNames(page)).not.toContain(named(gone));
    await page.goto(`${site}${categoryPath("all")}?q=${encodeURIComponent(named(alsoGone))}`);
    await expect(page.getByRole("article").filter({ hasText: named(alsoGone) })).toHaveCount(0);
    await page.goto(`${site}${categoryPath("energy")}`);
    await expect(page.getByRole("article").filter({ hasText: named(alsoGone) })).toHaveCount(0);

    const response = await page.goto(`${site}${productPath(alsoGone)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: named(alsoGone) })).toBeVisible();
    const notice = page.getByTestId("product-withdrawn");
    await expect(notice.getByRole("heading", { name: "No longer sold" })).toBeVisible();
    await expect(notice).toContainText(
      "We no longer sell this product. Its page stays so that links and saved carts still lead somewhere.",
    );
    await expect(notice.getByRole("link", { name: "See what we sell in Energy Solutions" })).toHaveAttribute(
      "href",
      categoryPath("energy"),
    );
    await expect(page.getByRole("button", { name: /Add to Cart/ })).toHaveCount(0);
    await expect(page.getByTestId("product-price")).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);
    await page.locator("main").screenshot({ path: testInfo.outputPath("withdrawn-product.png") });

    // The Electrical Materials page's card keeps its name and link; the link leads to that page.
    await page.goto(`${site}/energy-solutions/materials`);
    await expect(page.locator(`main a[href="${productPath(alsoGone)}"]`).first()).toBeAttached();
  },
);

test(
  "a stored line for a withdrawn product stays in the cart, named as stored and marked no longer sold",
  { tag: "@responsive" },
  async ({ page }) => {
    const [gone = ""] = WITHDRAWN;
    const stored = { id: gone, name: named(gone), priceCents: 189_900, image: "", category: "", quantity: 2 };
    await page.goto(`${site}/robots.txt`);
    await page.evaluate(
      (value) => localStorage.setItem("industrial-suppliers-cart", value),
      JSON.stringify([stored]),
    );
    await page.goto(`${site}/cart`);
    await expectBadge(page, 0);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(named(gone));
    await expect(line).toContainText("No longer sold");
    await expect(page.getByRole("heading", { name: "Nothing here can be ordered" })).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

// The content manager end to end, as staff use it: `npm run cms`, edit at /admin, save. Each test runs on a copy
// of the checkout (node_modules linked), so the repository is never changed, with the CMS on ports of its own.
// - What staff save keeps every check of `npm test` green and changes one line per field changed, the site `npm run
//   cms` serves reloads with it, and the next build shows it (this test builds the site once: the slowest test).
// - What the build would refuse, the content manager refuses before saving, saying why, and no file changes.
// - A photo uploaded is kept as it was taken in app/data/photos, and the next build serves it in every format.
// - A data file broken by hand fails the build and shows on the dev server, naming the file, the item and the field.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parseCompany, parseProducts } from "../../app/content/data-schema";
import { IMAGE_HOSTS } from "../../app/content/image-hosts";
import { categoryPath, productPath } from "../../app/lib/store-paths";
import { formatUsd } from "../../app/lib/money";
import { canonicalJson, FIELD_ORDER } from "../../public/admin/cms-rules.js";
import { freePorts } from "../../scripts/serve/free-ports.mjs";
import { copyCheckout, ROOT } from "./checkout-copy";
import { expect, test } from "./fixtures";

// An action that cannot happen fails within a minute, not at the end of the test's time (Decap's first load on a
// busy machine can take most of that minute).
test.use({ actionTimeout: 60_000 });

const PRODUCT_FILE = "app/data/products/prod-001.json";
/** The price fields' rule, as the content manager says it. */
const PRICE_RULE = "must be a positive amount with at most 2 decimals, at most 1000000";
const COMPANY_FILE = "app/data/company.json";
const PRODUCTS_DIR = "app/data/products";

/** Starts a command in its own process group, so that stopping it stops everything it started. */
function start(cwd: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
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

const read = (copy: string, file: string) => readFileSync(join(copy, file), "utf8");

/** A saved file's text once it is whole again: the local backend truncates a file before it writes the new text. */
function savedText(copy: string, file: string): string | undefined {
  const text = read(copy, file);
  try {
    JSON.parse(text);
    return text;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The file's new text once the save has written it whole. */
async function saved(copy: string, file: string, before: string | undefined): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      () => {
        text = savedText(copy, file);
        return text !== undefined && text !== before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return text ?? "";
}

/** The lines that differ between two texts of the same length, or all of the new one's. */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  if (lines.length !== old.length) return lines;
  return lines.filter((line, index) => line !== old[index]);
}

/** `npm run cms` on a copy of the checkout, on ports of this run's own; the content manager's page answers. */
async function startCms(copy: string): Promise<{ server: ChildProcess; admin: string }> {
  const [sitePort, proxyPort] = await freePorts(2);
  const server = start(copy, ["scripts/cms/cms.mjs"], {
    PORT: String(sitePort),
    DECAP_SERVER_PORT: String(proxyPort),
  });
  // Decap looks for its local backend only when the page is on localhost.
  const admin = `http://localhost:${sitePort}/admin/`;
  await expect.poll(() => answers(admin), { timeout: 120_000 }).toBe(200);
  return { server, admin };
}

/** The content manager on a copy of the checkout, logged in to the local backend (no account). */
async function openContentManager(
  page: Page,
  copy: string,
): Promise<{ server: ChildProcess; admin: string }> {
  // Ports of this run's own: with fixed ones, a second run at the same time (another checkout, `--repeat-each`)
  // would edit through the first run's servers, into the first run's copy.
  const { server, admin } = await startCms(copy);
  // Leaving an entry with refused changes: staff confirm they drop them (a photo's address is asked for apart).
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "prompt") void dialog.accept();
  });
  await page.goto(admin);
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
  return { server, admin };
}

/**
 * Replaces a field's text, as staff do (select it all, type). Decap's text fields put the cursor back where it was
 * when they take focus, which can collapse the selection `fill` makes and add the text instead: until the field
 * holds exactly the value, it is filled again (the field has focus by then).
 */
async function enter(field: Locator, value: string): Promise<void> {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Leaves the entry open for another, as staff do: the back arrow (dropping unsaved changes), the collection, the
 * entry. (Decap can open an entry reached by changing the address from another entry without its data.)
 */
async function openEntry(page: Page, collection: "Products" | "Company details", entry: string | RegExp) {
  await page.getByRole("link", { name: /^← Writing in/ }).click();
  await page.getByRole("link", { name: collection, exact: true }).click();
  await page.getByRole("link", { name: entry }).click();
}

/** Gives the product's photo as an address on the image host ("Insert from URL", which asks for it). */
async function givePhotoAddress(page: Page, address: string): Promise<void> {
  page.once("dialog", (dialog) => void dialog.accept(address));
  await page.getByRole("button", { name: "Insert from URL" }).click();
  await expect(page.getByRole("button", { name: "Replace with URL" })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * Publishes an entry that may be saved, as staff do: while the product id field is still asking for the other
 * products' ids (slow on a busy machine), the content manager refuses with "save again in a moment", and staff
 * publish again once that message is gone.
 */
async function publishToSave(page: Page): Promise<void> {
  const checking = page.getByText("still checking the other products; save again in a moment");
  const unsaved = page.getByText("Unsaved Changes");
  await publish(page);
  let outcome = "";
  await expect
    .poll(
      async () => {
        outcome = (await checking.isVisible()) ? "checking" : (await unsaved.isVisible()) ? "" : "saving";
        return outcome;
      },
      { timeout: 60_000 },
    )
    .not.toBe("");
  if (outcome === "checking") {
    await expect(checking).toBeHidden({ timeout: 60_000 });
    await publishToSave(page);
  }
}

test("a price and the WhatsApp number saved at /admin change one line each, keep the checks green, show at once on the site npm run cms serves, and the next build shows them", async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const productBefore = read(copy, PRODUCT_FILE);
    const companyBefore = read(copy, COMPANY_FILE);
    let admin: string;
    ({ server, admin } = await openContentManager(page, copy));

    // The site as `npm run cms` serves it, open beside the content manager: it reloads itself with each save.
    const served = await page.context().newPage();
    await served.goto(new URL(categoryPath("mining"), admin).href);
    const liveCard = served.getByRole("article").filter({ hasText: "Heavy-Duty Industrial Air Compressor" });
    await expect(liveCard).toContainText(formatUsd(1_299_999), { timeout: 60_000 });

    await page.getByRole("link", { name: /Heavy-Duty Industrial Air Compressor/ }).click();
    const listPrice = page.getByLabel("List price (US$)");
    await expect(listPrice).toHaveValue("12999.99", { timeout: 60_000 });
    await enter(listPrice, "13499.5");
    await publishToSave(page);
    const product = await saved(copy, PRODUCT_FILE, productBefore);
    expect(changedLines(productBefore, product)).toEqual(['  "listPrice": 13499.5,']);
    await expect(liveCard).toContainText(formatUsd(1_349_950), { timeout: 60_000 });
    await served.close();

    await openEntry(page, "Company details", "Contact details, offices, business hours and quotation terms");
    const whatsapp = page.getByLabel("WhatsApp number");
    await expect(whatsapp).toHaveValue("263000000000");
    await enter(whatsapp, "263772123456");
    await publishToSave(page);
    const company = await saved(copy, COMPANY_FILE, companyBefore);
    expect(changedLines(companyBefore, company)).toEqual(['  "whatsappNumber": "263772123456",']);
    await stop(server);

    // Every check of `npm test` that reads the data files passes on what was saved: the format check, the data
    // files' form, and the data schema (the build's check).
    const format = spawnSync("npx", ["prettier", "--check", PRODUCT_FILE, COMPANY_FILE], {
      cwd: copy,
      encoding: "utf8",
    });
    expect(format.status, format.stdout + format.stderr).toBe(0);
    expect(product).toBe(canonicalJson(JSON.parse(product), FIELD_ORDER.products));
    expect(company).toBe(canonicalJson(JSON.parse(company), FIELD_ORDER.company));
    expect(() => parseCompany({ path: COMPANY_FILE, data: JSON.parse(company) })).not.toThrow();

    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);

    const [sitePort] = await freePorts(1);
    server = start(copy, ["scripts/serve/start.mjs"], { PORT: String(sitePort) });
    const site = `http://127.0.0.1:${sitePort}`;
    await expect.poll(() => answers(`${site}/`), { timeout: 60_000 }).toBe(200);
    await page.goto(`${site}${categoryPath("mining")}`);
    const card = page.getByRole("article").filter({ hasText: "Heavy-Duty Industrial Air Compressor" });
    await expect(card).toContainText(formatUsd(1_349_950));
    await expect(card).not.toContainText(formatUsd(1_299_999));
    await page.goto(`${site}${productPath("prod-001")}`);
    await expect(page.locator('a[href^="https://wa.me/263772123456?"]').first()).toBeAttached();
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("a photo chosen shows in the form and the preview at once, before Publish", async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const photo = "tony-webster-97532.jpg";
    ({ server } = await openContentManager(page, copy));
    await page.getByRole("link", { name: /Heavy-Duty Industrial Air Compressor/ }).click();
    await expect(page.getByLabel("List price (US$)")).toHaveValue("12999.99", { timeout: 60_000 });
    await page.getByRole("button", { name: /^Choose (an|different) image$/ }).click();
    const library = page.getByRole("dialog");
    await library.locator('input[type="file"]').setInputFiles(join(ROOT, "tests/fixtures/photos", photo));
    const card = library.getByText(photo, { exact: true });
    const choose = library.getByRole("button", { name: "Choose selected" });
    await expect(card).toBeVisible();
    await expect(async () => {
      if (await choose.isDisabled()) await card.click();
      await expect(choose).toBeEnabled({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await choose.click();
    await expect(library).toBeHidden();
    // Nothing is saved yet: the photo's /photos/ address answers "not found" until Publish.
    expect(readdirSync(join(copy, "app/data")).includes("photos")).toBe(false);
    /** Whether the picture has loaded: a broken one has no width of its own. */
    const loaded = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);
    const thumbnail = page.locator(`img[src^="blob:"]`).first();
    await expect.poll(() => loaded(thumbnail), { timeout: 30_000 }).toBe(true);
    const preview = page.locator("iframe").first().contentFrame();
    const previewCard = preview.getByRole("img", { name: "Heavy-Duty Industrial Air Compressor" }).first();
    await expect.poll(() => loaded(previewCard), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: test.info().outputPath("photo-chosen.png") });
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("at 375 px every field and Publish are reached without scrolling sideways, and a price edited there is saved", async ({
    page,
  }) => {
    test.setTimeout(5 * 60_000);
    const copy = copyCheckout("cms-e2e-");
    let server: ChildProcess | undefined;
    try {
      const productBefore = read(copy, PRODUCT_FILE);
      ({ server } = await openContentManager(page, copy));
      await page.getByRole("link", { name: /Heavy-Duty Industrial Air Compressor/ }).click();
      const listPrice = page.getByLabel("List price (US$)");
      await expect(listPrice).toHaveValue("12999.99", { timeout: 60_000 });
      // The price edited first: Publish shows once there is something to publish.
      await enter(listPrice, "13499.5");
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(375);
      /** Whether the element lies within the screen's width, from its left edge to its right. */
      const withinWidth = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= 375;
      };
      // Every field of the form, brought into view as staff scroll to it, lies within the screen's width.
      for (const label of [
        "Product id",
        "Name",
        "List price (US$)",
        "Product page price (US$)",
        "Description",
        "Brand",
        "Country of origin",
        "Certification",
        "Rating (0 to 5)",
        "Number of reviews",
      ]) {
        const field = page.getByLabel(label, { exact: false }).first();
        await field.scrollIntoViewIfNeeded();
        expect(await withinWidth(field), label).toBe(true);
      }
      await page.getByText("Category", { exact: true }).scrollIntoViewIfNeeded();
      expect(await withinWidth(page.getByRole("button", { name: /^Choose (an|different) image$/ }))).toBe(
        true,
      );
      // Publish stays on screen however far down the form staff are (here at its last field).
      await page.getByLabel("Number of reviews", { exact: false }).scrollIntoViewIfNeeded();
      const publishButton = page.getByRole("button", { name: "Publish", exact: true });
      await expect(publishButton).toBeInViewport();
      expect(await withinWidth(publishButton)).toBe(true);
      expect(await pageWidth()).toBeLessThanOrEqual(375);
      await page.screenshot({ path: test.info().outputPath("editor-375.png") });

      await publishToSave(page);
      const product = await saved(copy, PRODUCT_FILE, productBefore);
      expect(changedLines(productBefore, product)).toEqual(['  "listPrice": 13499.5,']);
      await expect(page.getByText("Changes saved", { exact: false })).toBeVisible();
    } finally {
      await stop(server);
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

test("what the build would refuse, the content manager refuses before saving, saying why, and no file changes", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const files = () => readdirSync(join(copy, PRODUCTS_DIR)).sort();
    const productsBefore = files();
    const productBefore = read(copy, PRODUCT_FILE);
    const companyBefore = read(copy, COMPANY_FILE);
    /** After a refusal is shown, the files are as they were: nothing is saved once Decap has refused. */
    const unchanged = () => {
      expect(files()).toEqual(productsBefore);
      expect(read(copy, PRODUCT_FILE)).toBe(productBefore);
      expect(read(copy, COMPANY_FILE)).toBe(companyBefore);
    };
    let admin: string;
    ({ server, admin } = await openContentManager(page, copy));

    // An existing product: each field's rule, named above the field in the staff's words.
    await page.goto(`${admin}#/collections/products/entries/prod-001`);
    const listPrice = page.getByLabel("List price (US$)");
    await expect(listPrice).toHaveValue("12999.99", { timeout: 60_000 });

    // The preview shows the product as the store does, in the site's own style sheet.
    const preview = page.locator("iframe").first().contentFrame();
    const previewCard = preview.getByRole("article");
    await expect(previewCard.getByTestId("product-price")).toHaveText(formatUsd(1_299_999));
    await expect(previewCard.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeVisible();
    await expect(preview.getByText("$999.99")).toBeVisible();
    await expect(previewCard.getByTestId("product-price")).toHaveCSS("font-weight", "800");
    await expect(previewCard.getByText("Mining & Industrial")).toHaveCSS("text-transform", "uppercase");

    const refusals: [label: string | RegExp, value: string, message: string][] = [
      ["List price (US$)", "10.999", `List price (US$) ${PRICE_RULE}.`],
      ["List price (US$)", "0", `List price (US$) ${PRICE_RULE}.`],
      // The one price range: above the stored cart's ceiling, or the typo 1e9.
      ["List price (US$)", "1500000", `List price (US$) ${PRICE_RULE}.`],
      ["List price (US$)", "1e9", `List price (US$) ${PRICE_RULE}.`],
      ["Product page price (US$)", "-5", `Product page price (US$) ${PRICE_RULE}`],
      ["Name", "   ", "Name must not be empty."],
      ["Brand", "", "Brand is required."],
      [/^Rating/, "5.5", "Rating (0 to 5) must be a number from 0 to 5 with at most 1 decimal."],
      [/^Number of reviews/, "0", "Number of reviews must be at least 1."],
      ["Product id", "prod-002", "Product id prod-002 is already used by “Submersible Slurry Pump”"],
      // A saved product keeps its file, named after its id: the build refuses the two apart.
      [
        "Product id",
        "prod-099",
        "Product id must stay prod-001, the name of this product's file and its page's address; for another id, " +
          "create a new product and withdraw this one.",
      ],
    ];
    for (const [label, value, message] of refusals) {
      const field = page.getByLabel(label, { exact: typeof label === "string" });
      const before = await field.inputValue();
      await enter(field, value);
      await publish(page);
      await expect(page.getByText(message)).toBeVisible();
      unchanged();
      await enter(field, before);
      await expect(page.getByText(message)).toBeHidden();
    }

    // A rule across fields: a rating without its number of reviews.
    await enter(page.getByLabel(/^Number of reviews/), "");
    await publish(page);
    await expect(
      page.getByText(
        "Not saved. Rating and number of reviews go together: fill in both, or leave both empty",
      ),
    ).toBeVisible();
    unchanged();
    await enter(page.getByLabel(/^Number of reviews/), "24");

    // A photo on a host the site does not allow (the field itself sees only the file's name).
    page.once("dialog", (dialog) => void dialog.accept("https://example.com/pump.jpg"));
    await page.getByRole("button", { name: "Replace with URL" }).click();
    await publish(page);
    await expect(page.getByText("Not saved. Photo:")).toBeVisible();
    unchanged();

    // A new product: a malformed id, one another product has, no category chosen.
    await openEntry(page, "Products", "Create entry of type Product");
    const id = page.getByLabel("Product id");
    await enter(id, "Prod 16");
    await enter(page.getByLabel("Name", { exact: true }), "Borehole Pump");
    await enter(page.getByLabel("List price (US$)"), "1200");
    await enter(page.getByLabel("Product page price (US$)"), "1150.5");
    await givePhotoAddress(page, "https://images.unsplash.com/photo-1?w=800");
    await enter(page.getByLabel("Description"), "A solar borehole pump.");
    await enter(page.getByLabel("Brand"), "Grundfos");
    await enter(page.getByLabel("Country of origin"), "Denmark");
    await enter(page.getByLabel("Certification"), "CE");
    await publish(page);
    await expect(
      page.getByText("Product id must be prod- followed by lower-case letters, digits or"),
    ).toBeVisible();
    await expect(page.getByText("Category is required.")).toBeVisible();
    unchanged();
    await enter(id, "prod-001");
    await publish(page);
    await expect(
      page.getByText("Product id prod-001 is already used by “Heavy-Duty Industrial Air Compressor”"),
    ).toBeVisible();
    unchanged();

    // The company's details: a field's rule, then a rule across fields (opening without closing).
    await openEntry(page, "Company details", "Contact details, offices, business hours and quotation terms");
    const whatsapp = page.getByLabel("WhatsApp number");
    await enter(whatsapp, "+263772123456");
    await publish(page);
    await expect(
      page.getByText("WhatsApp number must be digits only in international form, no + (e.g. 263772123456)."),
    ).toBeVisible();
    unchanged();
    await enter(whatsapp, "263000000000");
    await enter(page.getByLabel(/^Opens/).nth(2), "09:00");
    await publish(page);
    await expect(
      page.getByText(
        "Not saved. Business hours, Sunday: fill in both times, or neither for a day closed all day.",
      ),
    ).toBeVisible();
    unchanged();

    // What may be saved is: a new product without a rating, with nothing invented for it.
    await openEntry(page, "Products", "Create entry of type Product");
    await enter(page.getByLabel("Product id"), "prod-016");
    await enter(page.getByLabel("Name", { exact: true }), "Borehole Pump");
    await enter(page.getByLabel("List price (US$)"), "1200");
    await enter(page.getByLabel("Product page price (US$)"), "1150.5");
    await page.getByLabel("Category").click();
    await page.getByText("Energy Solutions", { exact: true }).click();
    await givePhotoAddress(page, "https://images.unsplash.com/photo-1?w=800");
    await enter(page.getByLabel("Description"), "A solar borehole pump.");
    await enter(page.getByLabel("Brand"), "Grundfos");
    await enter(page.getByLabel("Country of origin"), "Denmark");
    await enter(page.getByLabel("Certification"), "CE");
    await expect(preview.getByRole("article")).not.toContainText("Rated");
    await publishToSave(page);
    const added = `${PRODUCTS_DIR}/prod-016.json`;
    await expect.poll(() => files(), { timeout: 30_000 }).toContain("prod-016.json");
    const text = await saved(copy, added, undefined);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(text).toBe(canonicalJson(data, FIELD_ORDER.products));
    expect(data).not.toHaveProperty("rating");
    expect(data).not.toHaveProperty("reviewCount");
    const all = files().map((name) => ({
      path: `${PRODUCTS_DIR}/${name}`,
      data: JSON.parse(read(copy, `${PRODUCTS_DIR}/${name}`)) as unknown,
    }));
    expect(parseProducts(all, IMAGE_HOSTS).at(-1)).toMatchObject({ id: "prod-016", reviews: null });
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("a photo uploaded at /admin lands in app/data/photos, a refused type is not saved, and the next build serves it in every format", async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const photo = "tony-webster-97532.jpg";
    const productBefore = read(copy, PRODUCT_FILE);
    ({ server } = await openContentManager(page, copy));
    await page.getByRole("link", { name: /Heavy-Duty Industrial Air Compressor/ }).click();
    await expect(page.getByLabel("List price (US$)")).toHaveValue("12999.99", { timeout: 60_000 });

    /** Uploads a file through the Photo field's media library and chooses it for the field. */
    const upload = async (file: Parameters<Locator["setInputFiles"]>[0], name: string) => {
      await page.getByRole("button", { name: /^Choose (an|different) image$/ }).click();
      const library = page.getByRole("dialog");
      await expect(library.getByRole("button", { name: "Choose selected" })).toBeVisible();
      await library.locator('input[type="file"]').setInputFiles(file);
      // Decap selects a file once it is uploaded, and a click on a selected file unselects it: the file is
      // clicked only while nothing is selected.
      const card = library.getByText(name, { exact: true });
      const choose = library.getByRole("button", { name: "Choose selected" });
      await expect(card).toBeVisible();
      await expect(async () => {
        if (await choose.isDisabled()) await card.click();
        await expect(choose).toBeEnabled({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await choose.click();
      await expect(library).toBeHidden();
    };

    // A photo as the phone took it: kept as it was taken, beside the data files.
    await upload(join(ROOT, "tests/fixtures/photos", photo), photo);
    await publishToSave(page);
    const product = await saved(copy, PRODUCT_FILE, productBefore);
    expect(changedLines(productBefore, product)).toEqual([`  "image": "/photos/${photo}",`]);
    // The local backend writes the photo beside the entry: whole once it has the upload's bytes.
    const uploaded = readFileSync(join(ROOT, "tests/fixtures/photos", photo));
    await expect
      .poll(() => readFileSync(join(copy, "app/data/photos", photo)).equals(uploaded), { timeout: 30_000 })
      .toBe(true);
    const format = spawnSync("npx", ["prettier", "--check", PRODUCT_FILE], { cwd: copy, encoding: "utf8" });
    expect(format.status, format.stdout + format.stderr).toBe(0);

    // A type the site cannot use (the file picker offers none, but a file can still be dropped or chosen by
    // name): refused before saving, the product file as it was.
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
    await upload({ name: "pump.gif", mimeType: "image/gif", buffer: gif }, "pump.gif");
    await publish(page);
    await expect(page.getByText("must be a JPEG, PNG or WebP photo")).toBeVisible();
    expect(read(copy, PRODUCT_FILE)).toBe(product);
    expect(readdirSync(join(copy, "app/data/photos"))).toEqual([photo]);
    await stop(server);

    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);

    const [sitePort] = await freePorts(1);
    server = start(copy, ["scripts/serve/start.mjs"], { PORT: String(sitePort) });
    const site = `http://127.0.0.1:${sitePort}`;
    await expect.poll(() => answers(`${site}/`), { timeout: 60_000 }).toBe(200);
    await page.goto(`${site}${productPath("prod-001")}`);
    const picture = page.locator("main picture").first();
    for (const type of ["image/avif", "image/webp"]) {
      await expect(picture.locator(`source[type="${type}"]`)).toHaveAttribute(
        "srcset",
        /^\/assets\/photos\//,
      );
    }
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("src", /^\/assets\/photos\/.+\.jpg$/);
    await expect(img).toHaveAttribute("srcset", /^\/assets\/photos\//);
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect
      .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("a data file broken by hand fails the build and shows on the site npm run cms serves, naming the file, the item and the field", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  try {
    const before = read(copy, PRODUCT_FILE);
    const broken = before.replace('"listPrice": 12999.99,', '"listPrice": 12999.999,');
    expect(broken).not.toBe(before);
    const problem =
      "app/data/products/prod-001.json: prod-001 listPrice: must be a positive amount with at most 2 decimals";
    writeFileSync(join(copy, PRODUCT_FILE), broken);
    const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8" });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain(problem);

    let admin: string;
    ({ server, admin } = await startCms(copy));
    const productPage = new URL(productPath("prod-001"), admin).href;
    const response = await page.goto(productPage);
    expect(response?.status()).toBe(500);
    await expect(page.getByText(problem).first()).toBeVisible();
    // Corrected, the page shows the product again.
    writeFileSync(join(copy, PRODUCT_FILE), before);
    await expect(async () => {
      await page.goto(productPage);
      await expect(
        page.getByRole("heading", { level: 1, name: "Heavy-Duty Industrial Air Compressor" }),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("staff order the store front's featured products and withdraw a product, which has no Delete", async ({
  page,
}, testInfo) => {
  test.setTimeout(5 * 60_000);
  const copy = copyCheckout("cms-e2e-");
  let server: ChildProcess | undefined;
  const STORE_FRONT = "app/data/store-front.json";
  const WITHDRAWN_FILE = "app/data/products/prod-006.json";
  try {
    const storeFrontBefore = read(copy, STORE_FRONT);
    const productBefore = read(copy, WITHDRAWN_FILE);
    ({ server } = await openContentManager(page, copy));

    await page.getByRole("link", { name: "Store front", exact: true }).click();
    await page.getByRole("link", { name: "Featured products" }).click();
    await expect(page.getByText(/in this order: drag an entry by its handle to move it/)).toBeVisible({
      timeout: 60_000,
    });
    // A product added at the end of the list, then published: the file lists it last.
    await page.getByRole("button", { name: /^Add product$/i }).click();
    const choice = page.getByRole("combobox").last();
    await choice.click();
    await choice.pressSequentially("prod-010");
    await page.getByRole("option", { name: /prod-010/ }).click();
    await page.screenshot({ path: testInfo.outputPath("store-front-editor.png"), fullPage: true });
    await publish(page);
    const storeFront = await saved(copy, STORE_FRONT, storeFrontBefore);
    expect(JSON.parse(storeFront)).toEqual({
      featured: ["prod-001", "prod-002", "prod-003", "prod-004", "prod-010"],
    });

    await page.getByRole("link", { name: /^← Writing in/ }).click();
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByRole("link", { name: /Lithium Battery Bank 10 kWh/ }).click();
    await expect(page.getByLabel("Product id")).toHaveValue("prod-006", { timeout: 60_000 });
    await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    await page.getByText("Withdrawn (no longer sold)").click();
    await publishToSave(page);
    const product = await saved(copy, WITHDRAWN_FILE, productBefore);
    expect(JSON.parse(product)).toEqual({ ...(JSON.parse(productBefore) as object), withdrawn: true });
  } finally {
    await stop(server);
    rmSync(copy, { recursive: true, force: true });
  }
});

// "Share quotation (PDF)" on the cart and the quotation: the file made in the browser, shared where the phone
// shares files, kept for a second tap when the phone asks for one, downloaded elsewhere; the same facts as the
// printed quotation; the order's one reference; the PDF's code fetched only on tap and then kept for offline use.
import type { Download, Page } from "@playwright/test";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { quotationCompany } from "../../app/content/quotation-company";
import { quotationPdfCopy } from "../../app/content/store/quotation-pdf";
import { readPdf, type ReadPdf } from "../../app/features/cart/pdf/pdf-reader.testing";
import { compressor, holdScripts, KEY, pump, REFERENCE } from "./cart-page";
import { expect, expectNoAxeViolations, seedStorage, test } from "./fixtures";
import { cachedEntries, MAIN_BUILD, offlineCopyReady, serveBuild } from "./offline-copy";

const TOTAL = "$34,249.98";
const LIST = "/cart/shared?l=prod-001.2_prod-002.1d";

const pdfButton = (page: Page) => page.getByRole("button", { name: quotationPdfCopy.share });
const pdfStatus = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

/** The downloaded file, read back as a common reader reads it; a copy kept in the test's output. */
async function readDownload(download: Download, name: string): Promise<ReadPdf & { bytes: number }> {
  const path = await download.path();
  const data = readFileSync(path);
  const folder = test.info().outputPath();
  mkdirSync(folder, { recursive: true });
  copyFileSync(path, join(folder, name));
  return { ...(await readPdf(new Uint8Array(data))), bytes: data.length };
}

/** Records every share the page asks for, answering each with the next of `answers` ("ok" or an error's name). */
async function stubShare(page: Page, answers: string[]) {
  await page.addInitScript((queue: string[]) => {
    const shared: { name: string; type: string; size: number; title?: string; text?: string }[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, "canShare", {
      configurable: true,
      value: (data: ShareData) => (data.files ?? []).every((file) => file.type === "application/pdf"),
    });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        const file = data.files?.[0];
        const answer = queue.shift() ?? "ok";
        if (answer !== "ok") return Promise.reject(new DOMException("refused", answer));
        shared.push({
          name: file?.name ?? "",
          type: file?.type ?? "",
          size: file?.size ?? 0,
          title: data.title,
          text: data.text,
        });
        return Promise.resolve();
      },
    });
  }, answers);
}

const sharedFiles = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { shared: { name: string; type: string; size: number }[] }).shared,
  );

test.describe("Share quotation (PDF)", { tag: "@responsive" }, () => {
  test("downloads the PDF where the browser shares no files: the printed quotation's facts, terms and link", async ({
    page,
    consoleErrors,
  }) => {
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    await page.goto("/cart");
    const downloading = page.waitForEvent("download");
    await pdfButton(page).click();
    const download = await downloading;
    const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE);
    expect(download.suggestedFilename()).toBe(`quotation-${reference}.pdf`);
    await expect(pdfStatus(page, quotationPdfCopy.downloaded(`quotation-${reference}.pdf`))).toBeVisible();
    await expectNoAxeViolations(page);

    const pdf = await readDownload(download, `quotation-${reference}.pdf`);
    const text = pdf.text.join(" ");
    expect(pdf.title).toBe(`Quotation ${reference}`);
    for (const expected of [
      quotationCompany.name,
      `Reference ${reference}`,
      compressor.name,
      pump.name,
      `Total ${TOTAL}`,
      "US dollars (USD)",
      quotationCompany.paymentTerms,
      quotationCompany.deliveryTerms,
      `Registration number ${quotationCompany.registrationNumber}`,
    ])
      expect(text).toContain(expected);
    const origin = new URL(page.url()).origin;
    expect(pdf.links).toContain(`${origin}${LIST}`);

    // The printed quotation states the same facts: the same reference, total, validity and terms.
    await page.goto("/cart/quotation");
    await expect(page.getByTestId("quotation-reference")).toHaveText(reference);
    await expect(page.getByTestId("quotation-total")).toHaveText(TOTAL);
    const validUntil = (await page.getByTestId("quotation-valid-until").textContent()) ?? "";
    expect(text).toContain(`Valid until ${validUntil}`);
    for (const id of ["quotation-payment-terms", "quotation-delivery-terms", "quotation-registration-number"])
      expect(text).toContain((await page.getByTestId(id).textContent()) ?? "");
    await expect(page.getByTestId("quotation-list-link")).toHaveAttribute("href", `${origin}${LIST}`);

    // Making the PDF sent the order: it is in Your orders, under the same reference.
    await page.goto("/orders");
    await expect(page.getByText(reference).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("from the quotation page too, with the quotation's reference", async ({ page }) => {
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    await page.goto("/cart/quotation");
    const reference = (await page.getByTestId("quotation-reference").textContent()) ?? "";
    const downloading = page.waitForEvent("download");
    await pdfButton(page).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`quotation-${reference}.pdf`);
    const pdf = await readDownload(download, "from-quotation.pdf");
    expect(pdf.text.join(" ")).toContain(`Reference ${reference}`);
    await expect(pdfStatus(page, "downloaded")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shares the PDF as a file on a phone; a computer downloads it", async ({ page, isMobile }) => {
    await stubShare(page, ["ok"]);
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    await page.goto("/cart");
    if (!isMobile) {
      const downloading = page.waitForEvent("download");
      await pdfButton(page).click();
      await downloading;
      expect(await sharedFiles(page)).toEqual([]);
      return;
    }
    await pdfButton(page).click();
    await expect(pdfStatus(page, quotationPdfCopy.shared)).toBeVisible();
    const reference = (await page.getByTestId("order-reference").textContent()) ?? "";
    const [file] = await sharedFiles(page);
    expect(file).toMatchObject({
      name: `quotation-${reference}.pdf`,
      type: "application/pdf",
      title: `Quotation ${reference}`,
    });
    expect(file?.size).toBeGreaterThan(1_000);
    expect(file?.size).toBeLessThan(150 * 1024);
    await expectNoAxeViolations(page);
  });

  test("when the phone asks for a fresh tap, the file is kept and the next tap shares it", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "only a phone shares files");
    await stubShare(page, ["NotAllowedError", "ok"]);
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    await page.goto("/cart");
    await pdfButton(page).click();
    await expect(pdfStatus(page, quotationPdfCopy.ready)).toBeVisible();
    const again = page.getByRole("button", { name: quotationPdfCopy.shareNow });
    await expect(again).toBeVisible();
    await expectNoAxeViolations(page);
    await again.click();
    await expect(pdfStatus(page, quotationPdfCopy.shared)).toBeVisible();
    expect(await sharedFiles(page)).toHaveLength(1);
    await expect(pdfButton(page)).toBeVisible();
  });

  test("a buyer who closes the share sheet is told nothing", async ({ page, isMobile }) => {
    test.skip(!isMobile, "only a phone shares files");
    await stubShare(page, ["AbortError"]);
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    await page.goto("/cart");
    await pdfButton(page).click();
    await expect(page.getByTestId("order-reference")).toHaveText(REFERENCE);
    await expect(pdfButton(page)).toBeVisible();
    await expect(pdfStatus(page, /PDF/)).toHaveCount(0);
  });

  test("before the scripts arrive there is no PDF button to tap; it works once they do", async ({ page }) => {
    await seedStorage(page, KEY, JSON.stringify([compressor, pump]));
    const scripts = await holdScripts(page);
    await page.goto("/cart", { waitUntil: "domcontentloaded" });
    // The cart waits for the stored cart, which only the scripts read: nothing of the order's tools is there yet.
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /Loading|cart/i })
        .first(),
    ).toBeVisible();
    await expect(pdfButton(page)).toHaveCount(0);
    scripts.release();
    const downloading = page.waitForEvent("download");
    await pdfButton(page).click();
    expect((await downloading).suggestedFilename()).toMatch(/^quotation-[2-9A-HJKMNP-Z]{6}\.pdf$/);
  });
});

test.describe("the PDF's code and the offline copy", () => {
  test.use({ serviceWorkers: "allow" });

  test("is not fetched with the first visit; once used, the PDF is made with no network", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const server = await serveBuild(MAIN_BUILD);
    const pdfCode = () => server.requests.filter((request) => /\/assets\/quotation-pdf/.test(request.path));
    await page.goto(server.url("/robots.txt"));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      KEY,
      JSON.stringify([compressor, pump]),
    ] as const);
    await page.goto(server.url("/cart"));
    await offlineCopyReady(page);
    expect(pdfCode()).toEqual([]);
    expect((await cachedEntries(page))["offline-on-tap"] ?? 0).toBe(0);

    const first = page.waitForEvent("download");
    await pdfButton(page).click();
    await first;
    expect(pdfCode().map((request) => request.path.replace(/\.[\w-]+\.js$/, ""))).toEqual(
      expect.arrayContaining(["/assets/quotation-pdf", "/assets/quotation-pdf-library"]),
    );
    await expect.poll(async () => (await cachedEntries(page))["offline-on-tap"]).toBe(2);

    await server.stop();
    await context.setOffline(true);
    await page.reload();
    const offline = page.waitForEvent("download");
    await pdfButton(page).click();
    const pdf = await readDownload(await offline, "offline.pdf");
    expect(pdf.text.join(" ")).toContain(`Total ${TOTAL}`);
    await context.setOffline(false);
  });
});

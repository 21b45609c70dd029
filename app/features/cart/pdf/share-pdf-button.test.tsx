import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_HISTORY_KEY } from "../orders/order-history";
import { ORDER_REFERENCE_KEY } from "../orders/order-reference";
import { compressor, pump, testCompany } from "../test-items";
import { readPdf } from "./pdf-reader.testing";
import { SharePdfButton } from "./share-pdf-button";

const lines = [
  { ...compressor, quantity: 2 },
  { ...pump, quantity: 1 },
];
const REFERENCE = /^[2-9A-HJKMNP-Z]{6}$/;

/** What the button handed to the browser's download: the file's name and the file. */
let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  const files = new Map<string, Blob>();
  let next = 0;
  // jsdom has no object URLs: each file handed to the download gets one here, and the link's click reads it back.
  Object.defineProperty(URL, "createObjectURL", {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${next++}`;
      files.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = files.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => {
  localStorage.clear();
  for (const name of ["createObjectURL", "revokeObjectURL"]) Reflect.deleteProperty(URL, name);
  for (const name of ["share", "canShare"]) Reflect.deleteProperty(navigator, name);
});

/** A phone's touch screen with a share sheet that answers each share with the next of `answers`. */
function phoneSharing(...answers: (Error | null)[]) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(pointer: coarse)" }));
  const share = vi.fn<(data: ShareData) => Promise<void>>(() => {
    const answer = answers.shift() ?? null;
    return answer ? Promise.reject(answer) : Promise.resolve();
  });
  Object.defineProperty(navigator, "share", { configurable: true, value: share });
  Object.defineProperty(navigator, "canShare", {
    configurable: true,
    value: (data: ShareData) => (data.files ?? []).every((file) => file.type === "application/pdf"),
  });
  return share;
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const status = () => screen.getByRole("status");

describe("SharePdfButton", () => {
  it("downloads the PDF where the device does not share files, gives the order its reference and keeps it", async () => {
    const user = userEvent.setup();
    render(<SharePdfButton lines={lines} company={testCompany} />);
    await user.click(button("Share quotation (PDF)"));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const reference = (JSON.parse(localStorage.getItem(ORDER_REFERENCE_KEY) ?? "{}") as { reference: string })
      .reference;
    expect(reference).toMatch(REFERENCE);
    expect(downloads[0]?.name).toBe(`quotation-${reference}.pdf`);
    expect(status()).toHaveTextContent(`Quotation PDF downloaded as quotation-${reference}.pdf.`);
    // Kept in Your orders, as printing and sending do.
    expect(localStorage.getItem(ORDER_HISTORY_KEY)).toContain(reference);
    const read = await readPdf(new Uint8Array(await (downloads[0]?.blob ?? new Blob()).arrayBuffer()));
    const text = read.text.join(" ");
    expect(text).toContain(`Reference ${reference}`);
    expect(text).toContain("Total $34,449.98");
    expect(read.links).toContain(`${window.location.origin}/cart/shared?l=prod-001.2_prod-002.1`);
  });

  it("shares the PDF as a file on a phone that shares files", async () => {
    const user = userEvent.setup();
    const share = phoneSharing(null);
    render(<SharePdfButton lines={lines} company={testCompany} />);
    await user.click(button("Share quotation (PDF)"));
    await vi.waitFor(() => expect(status()).toHaveTextContent("Quotation PDF shared."));
    const data = share.mock.calls[0]?.[0];
    const file = data?.files?.[0];
    expect(file?.name).toMatch(/^quotation-[2-9A-HJKMNP-Z]{6}\.pdf$/);
    expect(file?.type).toBe("application/pdf");
    expect(data?.title).toMatch(/^Quotation [2-9A-HJKMNP-Z]{6}$/);
    expect(data?.text).toMatch(/total \$34,449\.98\.$/);
    expect(downloads).toEqual([]);
  });

  it("keeps the PDF when the phone asks for a fresh tap, and shares it on the next", async () => {
    const user = userEvent.setup();
    const share = phoneSharing(new DOMException("Needs a tap", "NotAllowedError"), null);
    render(<SharePdfButton lines={lines} company={testCompany} />);
    await user.click(button("Share quotation (PDF)"));
    await vi.waitFor(() =>
      expect(status()).toHaveTextContent("Your PDF is ready. Tap Share the PDF now to send it."),
    );
    await user.click(button("Share the PDF now"));
    await vi.waitFor(() => expect(status()).toHaveTextContent("Quotation PDF shared."));
    expect(share).toHaveBeenCalledTimes(2);
    // The very file made on the first tap.
    expect(share.mock.calls[1]?.[0].files?.[0]).toBe(share.mock.calls[0]?.[0].files?.[0]);
    expect(button("Share quotation (PDF)")).toBeInTheDocument();
  });

  it("says nothing when the buyer closes the share sheet", async () => {
    const user = userEvent.setup();
    const share = phoneSharing(new DOMException("Closed", "AbortError"));
    render(<SharePdfButton lines={lines} company={testCompany} />);
    await user.click(button("Share quotation (PDF)"));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(status()).toHaveTextContent(/^$/));
    expect(button("Share quotation (PDF)")).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it("downloads the PDF when sharing fails for another reason", async () => {
    const user = userEvent.setup();
    phoneSharing(new TypeError("Too big"));
    render(<SharePdfButton lines={lines} company={testCompany} />);
    await user.click(button("Share quotation (PDF)"));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(status()).toHaveTextContent(/^Quotation PDF downloaded as quotation-[2-9A-HJKMNP-Z]{6}\.pdf\./);
  });
});

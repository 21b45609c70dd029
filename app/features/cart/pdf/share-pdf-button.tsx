import { FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import type { QuotationCompany } from "~/content/quotation-company";
import { quotationPdfCopy } from "~/content/store/quotation-pdf";
import { formatUsd } from "~/lib/money";
import { cartFingerprint } from "../orders/order-reference";
import { sendOrder } from "../orders/send-order";
import { sharedListUrl } from "../share/shared-list";
import { orderLines, subtotalCents, type CartLines } from "../state/cart-reducer";
import { downloadFile, shareFile, sharesFiles, type ShareOutcome } from "./deliver-pdf";

type Status = "idle" | "making" | "ready" | "shared" | "downloaded" | "failed";

/** A file made for one cart: kept for the next tap while the cart is the same. */
interface Made {
  cart: string;
  file: File;
  text: { title: string; text: string };
}

const touchScreen = () => typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;

/**
 * "Share quotation (PDF)": makes the quotation's PDF (its code loaded only now), then shares it as a file where
 * the phone shares files, else downloads it. Making it gives the order its reference and keeps it in Your orders,
 * as printing and sending do. When making it used the tap up, the file is kept and the button's next tap shares it.
 */
export function SharePdfButton({
  lines,
  company,
  wide = true,
}: {
  lines: CartLines;
  company: QuotationCompany;
  /** As wide as its column (the cart's actions), or as its label (beside Print). */
  wide?: boolean;
}) {
  const [status, setStatus] = useState<Status>("idle");
  const [fileName, setFileName] = useState("");
  const [made, setMade] = useState<Made | null>(null);
  const cart = cartFingerprint(orderLines(lines));
  // A file made for another cart is never shared: the button makes a new one.
  const kept = made?.cart === cart ? made : null;
  const ready = status === "ready" && kept !== null;

  /** The file shared or downloaded: what the status line then says. */
  const deliver = async (file: File, text: Made["text"]) => {
    let outcome: ShareOutcome = "not-shared";
    if (sharesFiles(file, navigator, touchScreen())) outcome = await shareFile(file, text, navigator);
    if (outcome === "not-shared") {
      downloadFile(file);
      setFileName(file.name);
      setStatus("downloaded");
      return outcome;
    }
    setStatus(outcome === "shared" ? "shared" : outcome === "needs-tap" ? "ready" : "idle");
    return outcome;
  };

  const make = async () => {
    const ordered = orderLines(lines);
    const reference = sendOrder(lines);
    setStatus("making");
    try {
      const { quotationPdf } = await import("./quotation-pdf");
      const pdf = quotationPdf({
        company,
        lines: ordered,
        reference,
        date: new Date(),
        listUrl: sharedListUrl(window.location.origin, ordered, cartCatalogue),
      });
      const file = new File([pdf.bytes], pdf.fileName, { type: "application/pdf" });
      const text = {
        title: quotationPdfCopy.shareTitle(reference),
        text: quotationPdfCopy.shareText(company.name, reference, formatUsd(subtotalCents(ordered))),
      };
      setMade({ cart: cartFingerprint(ordered), file, text });
      await deliver(file, text);
    } catch {
      setMade(null);
      setStatus("failed");
    }
  };

  return (
    <div className={wide ? "grid gap-2" : "grid max-w-xs gap-2"}>
      <Button
        type="button"
        variant="outline"
        className={wide ? "w-full" : undefined}
        aria-busy={status === "making"}
        onClick={() => {
          if (status === "making") return;
          if (ready) {
            // Shared within this tap: the phone's permission to share is the tap's.
            void deliver(kept.file, kept.text).then((outcome) => {
              // A second refusal: the file is downloaded rather than asked for again.
              if (outcome === "needs-tap") {
                downloadFile(kept.file);
                setFileName(kept.file.name);
                setStatus("downloaded");
              }
            });
            return;
          }
          void make();
        }}
      >
        <FileDown aria-hidden="true" />
        {ready ? quotationPdfCopy.shareNow : quotationPdfCopy.share}
      </Button>
      <p role="status" className="text-sm font-semibold text-slate-700">
        {status === "making"
          ? quotationPdfCopy.making
          : ready
            ? quotationPdfCopy.ready
            : status === "shared"
              ? quotationPdfCopy.shared
              : status === "downloaded"
                ? quotationPdfCopy.downloaded(fileName)
                : status === "failed"
                  ? quotationPdfCopy.failed
                  : ""}
      </p>
    </div>
  );
}

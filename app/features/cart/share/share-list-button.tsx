import { Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cartCatalogue } from "~/content/cart-catalogue";
import { shareListCopy } from "~/content/store/share-list";
import type { CartLines } from "../state/cart-reducer";
import { writeClipboard } from "../copy-order";
import { shareReference } from "../orders/send-order";
import { sharedListUrl } from "./shared-list";

type Shared = "shared" | "copied" | "not-copied";

/** Web Share where the phone has it (a touch screen), else the clipboard; "not-copied" when neither took it. */
async function shareLink(url: string): Promise<Shared> {
  const share = typeof navigator.share === "function" && matchMedia("(pointer: coarse)").matches;
  if (share) {
    try {
      await navigator.share({ title: shareListCopy.shareTitle, url });
      return "shared";
    } catch (error) {
      // The buyer closed the share sheet: nothing else to do.
      if (error instanceof DOMException && error.name === "AbortError") return "shared";
    }
  }
  return (await writeClipboard(url)) ? "copied" : "not-copied";
}

/** "Share list": the cart as a link to this site, shared or copied; the link shown to copy by hand otherwise. */
export function ShareListButton({ lines }: { lines: CartLines }) {
  const [result, setResult] = useState<{ kind: Shared; url: string } | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (result?.kind !== "not-copied") return;
    box.current?.focus();
    box.current?.select();
  }, [result]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={() => {
          shareReference(lines);
          const url = sharedListUrl(window.location.origin, lines, cartCatalogue);
          void shareLink(url).then((kind) => setResult({ kind, url }));
        }}
      >
        <Share2 aria-hidden="true" />
        {shareListCopy.share}
      </Button>
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {result?.kind === "copied" ? shareListCopy.copied : ""}
      </p>
      {result?.kind === "not-copied" && (
        <div className="grid gap-2">
          <label htmlFor={id} className="text-ink text-sm font-semibold">
            {shareListCopy.fallback.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {shareListCopy.fallback.hint}
          </p>
          <input
            ref={box}
            id={id}
            readOnly
            aria-describedby={`${id}-hint`}
            value={result.url}
            className="text-ink w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}

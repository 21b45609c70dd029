import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { orderToolsCopy } from "~/content/store/order-tools";

/** The clipboard can be missing (insecure page) or refused (permissions): then the text is offered to copy by hand. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    // navigator.clipboard is undefined on pages served over plain HTTP, whatever the types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copy order": puts the order message on the clipboard, or shows it selected in a read-only box. The text is made
 * as the buyer taps (copying sends the order).
 */
export function CopyOrder({ text: orderText }: { text: () => string }) {
  const [fallback, setFallback] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (fallback === null) return;
    box.current?.focus();
    box.current?.select();
  }, [fallback]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={() => {
          const text = orderText();
          void writeClipboard(text).then((copied) => {
            if (copied) {
              setFallback(null);
              notify({ kind: "success", message: orderToolsCopy.copied });
            } else {
              setFallback(text);
            }
          });
        }}
      >
        <Copy aria-hidden="true" />
        {orderToolsCopy.copy}
      </Button>
      {fallback !== null && (
        <div className="grid gap-2">
          <label htmlFor={id} className="text-ink text-sm font-semibold">
            {orderToolsCopy.copyFallback.label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-700">
            {orderToolsCopy.copyFallback.hint}
          </p>
          <textarea
            ref={box}
            id={id}
            readOnly
            aria-describedby={`${id}-hint`}
            value={fallback}
            rows={Math.min(12, fallback.split("\n").length)}
            className="text-ink w-full rounded-md border border-slate-300 bg-white p-3 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
    </>
  );
}

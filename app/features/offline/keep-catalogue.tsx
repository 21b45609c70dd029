import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { offlineCopy } from "~/content/offline";
import { withOfflineCopy } from "./load-offline-copy";
import { useOfflineCopy } from "./offline-state";

/**
 * On a phone that asks to save data, the store fetches nothing ahead: this offers to keep the catalogue for
 * offline use, and says when it is done. Elsewhere the copy is kept on its own and this shows nothing.
 */
export function KeepCatalogue() {
  const { keep } = useOfflineCopy();
  if (keep === "hidden") return null;
  const copy = offlineCopy.keep;
  const status = { offered: "", saving: copy.saving, kept: copy.kept, failed: copy.failed }[keep];
  return (
    <section aria-label={copy.label} className="border-b border-slate-200 bg-white py-6">
      <Container className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-slate-700">{copy.intro}</p>
          <p role="status" className="mt-1 font-medium text-slate-900">
            {status}
          </p>
        </div>
        {keep !== "kept" && (
          <Button
            variant="secondary"
            onClick={() => withOfflineCopy((offline) => offline.keepCatalogue())}
            disabled={keep === "saving"}
          >
            <Download aria-hidden="true" />
            {copy.button}
          </Button>
        )}
      </Container>
    </section>
  );
}

import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { offlineCopy } from "~/content/offline";
import { offlineCopyEnabled } from "~/lib/build-info";

/** The attribute of the offer's section, which the page's offline script finds it by. */
export const KEEP_CATALOGUE_ATTRIBUTE = "data-keep-catalogue";

/**
 * On a phone that asks to save data, the store fetches nothing ahead: this offers to keep the catalogue for
 * offline use, and says when it is done. Hidden in the HTML: the page's offline script
 * (page-scripts/offline-copy.ts) shows it where it applies and runs its button. Nothing at all in a build
 * without an offline copy.
 */
export function KeepCatalogue() {
  if (!offlineCopyEnabled) return null;
  const copy = offlineCopy.keep;
  return (
    <section
      {...{ [KEEP_CATALOGUE_ATTRIBUTE]: "" }}
      hidden
      aria-label={copy.label}
      className="border-b border-slate-200 bg-white py-6"
    >
      <Container className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-slate-700">{copy.intro}</p>
          <p role="status" className="mt-1 font-medium text-slate-900" />
        </div>
        <Button variant="secondary" type="button">
          <Download aria-hidden="true" />
          {copy.button}
        </Button>
      </Container>
    </section>
  );
}

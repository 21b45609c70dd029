import { Container } from "~/components/ui/container";
import { offlineCopy } from "~/content/offline";
import { formatDay } from "~/lib/build-date";
import { buildDateForHtml } from "~/lib/build-info";

/** The attribute the note's element carries, which the page's script finds it by. */
export const OFFLINE_PRICE_NOTE_ATTRIBUTE = "data-offline-price-note";

/**
 * The line a page with prices shows while the device is offline: prices are as of the build, sales confirm. The
 * line waits in a <template>; a script at the end of the page (page-scripts/offline-price-note.ts) writes it
 * into the status region while the device says it is offline.
 */
export function OfflinePriceNote() {
  const date = formatDay(buildDateForHtml);
  return (
    <div {...{ [OFFLINE_PRICE_NOTE_ATTRIBUTE]: "" }} className="print:hidden">
      <div role="status" />
      <template>
        <div className="border-b border-amber-200 bg-amber-50">
          <Container className="py-2.5 text-sm font-medium text-amber-900">
            {date === undefined ? offlineCopy.prices.undated : offlineCopy.prices.asOf(date)}
          </Container>
        </div>
      </template>
    </div>
  );
}

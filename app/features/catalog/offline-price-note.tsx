import { Container } from "~/components/ui/container";
import { offlineCopy } from "~/content/offline";
import { buildDateOf, formatDay } from "~/lib/build-date";
import { useOnline } from "./use-online";

/** The line a page with prices shows while the device is offline: prices are as of the build, sales confirm. */
export function OfflinePriceNote() {
  const online = useOnline();
  const day = online ? undefined : buildDateOf(document);
  const date = day === undefined ? undefined : formatDay(day);
  return (
    <div role="status" className={online ? undefined : "border-b border-amber-200 bg-amber-50 print:hidden"}>
      {!online && (
        <Container className="py-2.5 text-sm font-medium text-amber-900">
          {date === undefined ? offlineCopy.prices.undated : offlineCopy.prices.asOf(date)}
        </Container>
      )}
    </div>
  );
}

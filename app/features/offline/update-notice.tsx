import { Button } from "~/components/ui/button";
import { offlineCopy } from "~/content/offline";
import { withOfflineCopy } from "./load-offline-copy";
import { useOfflineCopy } from "./offline-state";

/**
 * The quiet offer of a new version: a status line in the corner with Reload, never a dialog, so the buyer
 * finishes what they are doing first. The status element is always there, so screen readers announce the offer.
 */
export function UpdateNotice() {
  const { updateReady } = useOfflineCopy();
  const { message, reload } = offlineCopy.update;
  return (
    <div
      className={
        updateReady
          ? "bg-ink fixed inset-x-3 bottom-3 z-40 flex items-center justify-between gap-4 rounded-lg px-4 py-3 text-sm text-white shadow-lg sm:right-auto sm:left-4 sm:max-w-md print:hidden"
          : "sr-only"
      }
    >
      <p role="status">{updateReady ? message : ""}</p>
      {updateReady && (
        <Button size="sm" onClick={() => withOfflineCopy((offline) => offline.applyUpdate())}>
          {reload}
        </Button>
      )}
    </div>
  );
}

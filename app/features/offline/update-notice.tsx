import { offlineCopy } from "~/content/offline";

/** The attribute the update offer carries; the page's offline script shows it when a new version waits. */
export const UPDATE_NOTICE_ATTRIBUTE = "data-update-notice";

/**
 * The quiet offer of a new version: a status line in the corner with Reload, never a dialog, so the buyer
 * finishes what they are doing first. Hidden until the page's offline script finds a new version waiting
 * (app.css shows it from `data-update-notice="shown"`); the status element is always there, so screen readers
 * announce the offer when its text is written in.
 */
export function UpdateNotice() {
  const { message, reload } = offlineCopy.update;
  return (
    <div
      {...{ [UPDATE_NOTICE_ATTRIBUTE]: "" }}
      data-message={message}
      className="update-notice bg-ink fixed inset-x-3 bottom-3 z-40 items-center justify-between gap-4 rounded-lg px-4 py-3 text-sm text-white shadow-lg sm:right-auto sm:left-4 sm:max-w-md print:hidden"
    >
      <p role="status" />
      <button
        type="button"
        className="bg-accent-500 text-ink hover:bg-accent-400 inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold"
      >
        {reload}
      </button>
    </div>
  );
}

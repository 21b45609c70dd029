// The one door to the offline copy's code for components: offline-copy.ts imports the state (offline-state.ts), so
// the state may not load it back; this module does, on demand.
import { noted } from "./offline-state";

/** Loads the offline copy's code (there already once the page has settled) and runs `task` with it. */
export function withOfflineCopy(task: (offline: typeof import("./offline-copy")) => void): void {
  import("./offline-copy").then(task).catch(noted);
}

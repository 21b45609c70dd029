// The page's side of the early-action recorder: components take the taps recorded for them, and the root marks
// the page live once React has hydrated it, after which the recorder lets every event through.
import { EARLY, parseEarlyAction, type EarlyAction } from "./early-actions";

interface RecorderState {
  live: boolean;
  queue: unknown[];
}

function recorder(): RecorderState | null {
  const state =
    typeof window === "undefined"
      ? undefined
      : (window as unknown as Record<string, Partial<RecorderState> | undefined>)[EARLY.global];
  return Array.isArray(state?.queue) ? (state as RecorderState) : null;
}

/**
 * Removes from the queue, and returns, the recorded actions that `mine` accepts; malformed entries are never
 * returned. Nothing once the page is live.
 */
export function takeEarlyActions<T extends EarlyAction>(mine: (action: EarlyAction) => action is T): T[] {
  const state = recorder();
  if (!state || state.live) return [];
  const taken: T[] = [];
  state.queue = state.queue.filter((entry) => {
    const action = parseEarlyAction(entry);
    if (action === null || !mine(action)) return true;
    taken.push(action);
    return false;
  });
  return taken;
}

/** Ends recording: from now on the islands handle every event. Whatever no component took is dropped. */
export function markPageLive(): void {
  const state = recorder();
  if (state) {
    state.live = true;
    state.queue = [];
  }
  if (typeof document === "undefined") return;
  for (const element of document.querySelectorAll(`[${EARLY.pending}]`))
    element.removeAttribute(EARLY.pending);
  // Lets browser tests (and anyone debugging) know the page is now interactive.
  document.documentElement.dataset.hydrated = "true";
}

/** Islands that have come alive on this page. */
let liveIslands = 0;

/**
 * One island has hydrated and its components have taken the taps meant for them: once every island the page
 * loads at once (`client:load`) has, the page is live. Islands that wait to be seen or for a quiet moment do not
 * hold the page back.
 */
export function islandLive(): void {
  liveIslands += 1;
  if (liveIslands >= document.querySelectorAll('astro-island[client="load"]').length) markPageLive();
}

// The page's side of the early-action recorder: an island's components take the taps recorded for them as it
// comes alive, and once every island is live the page is marked so, and whatever no component took is dropped.
import { EARLY, parseEarlyAction, type EarlyAction } from "./early-actions";

interface RecorderState {
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
 * returned. The recorder keeps taps only inside islands that are not live yet, so an island's components find
 * their own here as they mount, and nothing after.
 */
export function takeEarlyActions<T extends EarlyAction>(mine: (action: EarlyAction) => action is T): T[] {
  const state = recorder();
  if (!state) return [];
  const taken: T[] = [];
  state.queue = state.queue.filter((entry) => {
    const action = parseEarlyAction(entry);
    if (action === null || !mine(action)) return true;
    taken.push(action);
    return false;
  });
  return taken;
}

/** Every island is live: whatever no component took is dropped, and no control waits any more. */
export function markPageLive(): void {
  const state = recorder();
  if (state) state.queue = [];
  if (typeof document === "undefined") return;
  for (const element of document.querySelectorAll(`[${EARLY.pending}]`))
    element.removeAttribute(EARLY.pending);
  // The page is live: for the stylesheet (photos waiting for it) and for browser tests.
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

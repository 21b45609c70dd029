// What the pages and the offline copy's worker (app/service-worker/sw.ts) must agree on, said once. No imports:
// the worker, the pages' inline scripts and the build (scripts/build/service-worker.mjs) all read it.

/** The worker's address: at the site's root, so its scope is the whole site. */
export const WORKER_URL = "/sw.js";

/** The message a page sends the waiting version when the buyer chooses Reload: it takes over at once. */
export const SKIP_WAITING = "SKIP_WAITING";

// Chromium's per-file compile hint (Chrome 136 and later): a script that opens with this comment has all its
// functions compiled eagerly, on the thread that streams it in, instead of lazily on the main thread when each is
// first called. vite.config.ts puts it on every file a page runs at startup; scripts/check/check-budgets.mjs checks it.
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

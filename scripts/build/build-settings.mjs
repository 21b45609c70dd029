// The build's own switches, read from the environment in one place: astro.config.mjs writes them into the pages,
// scripts/build/service-worker.mjs decides which worker to ship. Plain Node ESM (postbuild runs it as is).

/**
 * @typedef {object} BuildSettings
 * @property {boolean} serviceWorker whether pages register the offline copy's worker (SERVICE_WORKER=off: no,
 *   and /sw.js is the kill switch that removes it from browsers that kept it)
 * @property {string} buildDate the day the build was made, YYYY-MM-DD (BUILD_DATE sets it): offline, pages with
 *   prices say the prices are as of this day
 */

/**
 * @param {Record<string, string | undefined>} env
 * @param {Date} [now]
 * @returns {BuildSettings}
 */
export function buildSettings(env, now = new Date()) {
  const worker = (env.SERVICE_WORKER ?? "").trim().toLowerCase();
  if (!["", "on", "off"].includes(worker)) {
    throw new Error(`SERVICE_WORKER must be "on" or "off" (unset means on), got "${env.SERVICE_WORKER}"`);
  }
  const buildDate = env.BUILD_DATE?.trim() || now.toISOString().slice(0, 10);
  if (!isCalendarDay(buildDate))
    throw new Error(`BUILD_DATE must be a day as YYYY-MM-DD, got "${buildDate}"`);
  return { serviceWorker: worker !== "off", buildDate };
}

/** @param {string} text */
function isCalendarDay(text) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/**
 * The settings as Vite `define` values, for the names app/lib/build-info.ts declares.
 * @param {BuildSettings} settings
 */
export function buildDefines(settings) {
  return {
    __SERVICE_WORKER__: JSON.stringify(settings.serviceWorker),
    __BUILD_DATE__: JSON.stringify(settings.buildDate),
  };
}

/**
 * The dev server's port (`npm run dev`): PORT, as `npm start` reads it, or Vite's 5173; strict, so a port in use
 * is an error instead of the next free one the visitor was not told about.
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, strictPort: true }}
 */
export function devServer(env) {
  const text = env.PORT?.trim() || "5173";
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    throw new Error(`PORT must be a number from 1 to 65535, got "${env.PORT}"`);
  return { port, strictPort: true };
}

// Values the build writes in (vite.config.ts `define`, from scripts/build/build-settings.mjs).

declare const __SERVICE_WORKER__: boolean;
declare const __BUILD_DATE__: string;

/** Whether this build's pages keep an offline copy (not with SERVICE_WORKER=off, and never in development). */
export const offlineCopyEnabled: boolean = import.meta.env.PROD && __SERVICE_WORKER__;

/** The name of the <meta> element the prerendered pages carry the build's day in. */
export const BUILD_DATE_META = "build-date";

/**
 * The day the site was built (YYYY-MM-DD), in the prerendered HTML only: the browser's copy of the scripts reads
 * it from the page (`buildDateOf`), so that a new day does not change every script file and cost buyers a
 * download of all of them.
 */
export const buildDateForHtml: string = import.meta.env.SSR ? __BUILD_DATE__ : "";

/** The build's day as the page carries it, or undefined when it carries none. */
export function buildDateOf(doc: Pick<Document, "querySelector">): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_DATE_META}"]`)?.content ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(content) ? content : undefined;
}

const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-11-25" reads "25 November 2025"; undefined for anything that is not a day. */
export function formatDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().startsWith(day) ? DAY.format(date) : undefined;
}

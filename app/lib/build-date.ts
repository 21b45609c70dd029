// The build's day on the page: where the prerendered HTML carries it, and how the note on prices reads it.
import { longDate } from "./long-date";

/** The name of the <meta> element the prerendered pages carry the build's day in. */
export const BUILD_DATE_META = "build-date";

/** The build's day as the page carries it, or undefined when it carries none. */
export function buildDateOf(doc: Pick<Document, "querySelector">): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_DATE_META}"]`)?.content ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(content) ? content : undefined;
}

/** "2025-11-25" reads "25 November 2025"; undefined for anything that is not a day. */
export function formatDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().startsWith(day)
    ? longDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : undefined;
}

// Values the build writes in (astro.config.mjs `define`, from scripts/build/build-settings.mjs).

declare const __SERVICE_WORKER__: boolean;
declare const __BUILD_DATE__: string;

/** Whether this build's pages keep an offline copy (not with SERVICE_WORKER=off, and never in development). */
export const offlineCopyEnabled: boolean = import.meta.env.PROD && __SERVICE_WORKER__;

/**
 * The day the site was built (YYYY-MM-DD), in the prerendered HTML only: the browser's copy of the scripts reads
 * it from the page (`buildDateOf` in build-date.ts), so that a new day does not change every script file and cost buyers a
 * download of all of them.
 */
export const buildDateForHtml: string = import.meta.env.SSR ? __BUILD_DATE__ : "";

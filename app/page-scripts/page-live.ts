// What every page does once its HTML is parsed, with no framework: every page entry starts at the top, sections
// fade in once, the copyright shows the current year, and a page without islands is marked live at once (a page
// with islands is marked by them).

export interface PageLiveSettings {
  /** Share of a section that must be on screen for it to have faded in. */
  fadeInThreshold: number;
  /** The attribute the footer's year carries. */
  yearAttribute: string;
}

/**
 * Every page entry starts at the top. Sections fade in by CSS as they scroll into view (app.css, `[data-fade-in]`); once one has been seen it is
 * marked "done", which ends its animation, so it fades in once and not every time it comes back. It runs as its
 * source text (before-scripts/inline-script.tsx).
 */
export function startPage(settings: PageLiveSettings): void {
  // Every page entry starts at the top, as a new page does: the browser restores no old position on a reload or a
  // step through the history, nor when it brings a page back from its memory (unless the address names a place).
  history.scrollRestoration = "manual";
  addEventListener("pageshow", (event) => {
    if (event.persisted && !location.hash) scrollTo(0, 0);
  });
  const root = document.documentElement;
  if (!document.querySelector("astro-island")) root.dataset.hydrated = "true";
  for (const year of document.querySelectorAll(`[${settings.yearAttribute}]`))
    year.textContent = String(new Date().getFullYear());
  if (typeof IntersectionObserver === "undefined") return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.fadeIn = "done";
        observer.unobserve(entry.target);
      }
    },
    { threshold: settings.fadeInThreshold },
  );
  for (const section of document.querySelectorAll('[data-fade-in=""]')) observer.observe(section);
}

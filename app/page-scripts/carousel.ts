// The testimonial carousel's behaviour (components/sections/testimonial-carousel.tsx), as a plain inline script:
// the carousel is the home page's only moving part, and React is not worth its bytes for a timer and a few clicks.

export interface CarouselSettings {
  /** The carousel's id. */
  id: string;
  /** How long each slide stays while it rotates. */
  intervalMs: number;
  /** The Stop button's label while it rotates, and once stopped. */
  labels: { stop: string; start: string };
}

/**
 * Makes the carousel live: the slide a visitor brought into view before (by a dot's link, or by swiping the
 * track) stays current, then it advances every `intervalMs` and wraps. A dot shows its slide and restarts the count
 * (its link is not followed: the page does not jump). Rotation pauses while the pointer is over the carousel or
 * focus is inside it, stops for good with the Stop button, and never runs while the visitor prefers reduced motion
 * (the button is then hidden too). The track is announced politely except while it rotates by itself. It runs as
 * its source text (before-scripts/inline-script.tsx), so it uses only its argument and browser globals.
 */
export function startCarousel(settings: CarouselSettings): void {
  const root = document.getElementById(settings.id);
  const track = root?.querySelector<HTMLElement>("[data-carousel-track]");
  if (!root || !track) return;
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...root.querySelectorAll<HTMLAnchorElement>("[data-carousel-dots] a")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  const count = slides.length;
  if (count === 0) return;

  const chosen = slides.findIndex((slide) => location.hash === `#${slide.id}`);
  const swiped = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
  let index = chosen >= 0 ? chosen : Math.min(count - 1, Math.max(0, swiped));
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    clearTimeout(timer);
    const rotating = count > 1 && !reduced.matches && !stopped && !hovered && !focused;
    slides.forEach((slide, n) => {
      if (n === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, n) => {
      if (n === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    track.setAttribute("aria-live", rotating ? "off" : "polite");
    root.toggleAttribute("data-stopped", stopped);
    if (toggle) {
      toggle.hidden = count < 2 || reduced.matches;
      toggle.setAttribute("aria-label", stopped ? settings.labels.start : settings.labels.stop);
    }
    // A fresh count for every slide: a jump, or the end of a pause, restarts it.
    if (rotating)
      timer = setTimeout(() => {
        index = (index + 1) % count;
        show();
      }, settings.intervalMs);
  };

  root.dataset.carousel = "live";
  // Stacked, the track no longer scrolls.
  track.removeAttribute("tabindex");
  root.addEventListener("mouseenter", () => {
    hovered = true;
    show();
  });
  root.addEventListener("mouseleave", () => {
    hovered = false;
    show();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    show();
  });
  root.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && root.contains(next)) return;
    focused = false;
    show();
  });
  dots.forEach((dot, n) =>
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      index = n;
      show();
    }),
  );
  toggle?.addEventListener("click", () => {
    stopped = !stopped;
    show();
  });
  reduced.addEventListener("change", show);
  show();
}

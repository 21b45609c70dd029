import { Pause, Play, Quote } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Testimonial } from "~/content/home";
import { cn } from "~/lib/cn";
import { useReducedMotion } from "./use-reduced-motion";

/** Time each testimonial stays before the next one: 6 s. */
export const TESTIMONIAL_INTERVAL_MS = 6000;

/** The id of the n-th slide (from 1), the target of its dot's link. One carousel per page. */
export const slideId = (n: number) => `testimonial-${n}`;

/** The slide a visitor brought into view before the scripts ran: by a dot's link, or by swiping the track. */
function slideInView(track: HTMLElement | null, count: number): number {
  for (let n = 1; n <= count; n++) if (window.location.hash === `#${slideId(n)}`) return n - 1;
  if (!track || track.clientWidth === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
}

/**
 * Testimonials, one at a time. Advances every 6 s and wraps; dots jump to an item. Rotation pauses while the
 * pointer is over it or focus is in it, stops for good with the Pause button, and never starts under reduced
 * motion. Following the WAI-ARIA carousel pattern, changes are announced politely whenever the visitor is in
 * control, and not every 6 s while it rotates by itself.
 *
 * Before its scripts run the slides sit side by side in a scroll-snapping track and each dot is a link to its
 * slide, so the dots and swiping work from the HTML alone. Once live, the slides are stacked (the tallest sets
 * the height, so nothing shifts) and only the current one is shown.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const live = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const id = useId();
  const count = items.length;
  const rotating = live && count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  // Before the first live render: keep the slide the visitor chose while the page was loading.
  useLayoutEffect(() => setIndex(slideInView(track.current, count)), [count]);

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per item: a jump restarts the 6 s count.
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-3xl"
      data-carousel={live ? "live" : "static"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        id={id}
        ref={track}
        aria-live={rotating ? "off" : "polite"}
        data-testid="testimonial-live"
        // Before the scripts run the track scrolls, so it must be reachable by keyboard.
        tabIndex={live ? undefined : 0}
        className={cn(
          live
            ? "grid [&>*]:col-start-1 [&>*]:row-start-1"
            : "flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none]",
        )}
      >
        {items.map((item, position) => {
          const hidden = live && position !== index;
          return (
            <figure
              key={item.author}
              id={slideId(position + 1)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={hidden || undefined}
              data-slide=""
              className={cn(
                "w-full shrink-0 snap-center rounded-2xl bg-white p-8 text-center shadow-lg sm:p-12",
                hidden && "invisible",
              )}
            >
              <Quote className="text-accent-500 mx-auto size-10" aria-hidden="true" />
              <blockquote className="text-ink mt-6 text-lg leading-relaxed sm:text-xl">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="text-ink block font-bold">{item.author}</span>
                <span className="block text-sm text-slate-600">{item.position}</span>
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        {live && !reducedMotion && (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? "Start rotating testimonials" : "Stop rotating testimonials"}
            className="text-ink inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-200"
          >
            {stopped ? (
              <Play className="size-5" aria-hidden="true" />
            ) : (
              <Pause className="size-5" aria-hidden="true" />
            )}
          </button>
        )}
        <div className="flex items-center gap-3" data-carousel-dots="">
          {items.map((item, position) => (
            <a
              key={item.author}
              href={`#${slideId(position + 1)}`}
              aria-controls={id}
              aria-label={`Show testimonial ${position + 1} of ${count}`}
              aria-current={live && position === index ? "true" : undefined}
              onClick={(event) => {
                event.preventDefault();
                setIndex(position);
              }}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  "block h-3 rounded-full transition-all motion-reduce:transition-none",
                  position === index ? "bg-brand-700 w-8" : "w-3 bg-slate-400 group-hover:bg-slate-600",
                )}
                aria-hidden="true"
              />
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}

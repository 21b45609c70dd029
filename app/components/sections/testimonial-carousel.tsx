import { Pause, Play, Quote } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { Testimonial } from "~/content/home";
import { cn } from "~/lib/cn";
import { useReducedMotion } from "./use-reduced-motion";

/** Time each testimonial stays before the next one (SPEC.md section 9). */
export const TESTIMONIAL_INTERVAL_MS = 6000;

/**
 * Testimonials, one at a time. Advances every 6 s and wraps; dots jump to an item. Rotation pauses while the
 * pointer is over it or focus is in it, stops for good with the Pause button, and never starts under reduced
 * motion. Following the WAI-ARIA carousel pattern, changes are announced politely whenever the visitor is in
 * control, and not every 6 s while it rotates by itself.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const id = useId();
  const count = items.length;
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // A fresh timer per item: a jump restarts the 6 s count.
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const current = items[index % count];
  if (!current) return null;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div id={id} aria-live={rotating ? "off" : "polite"} data-testid="testimonial-live">
        <figure
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className="rounded-2xl bg-white p-8 text-center shadow-lg sm:p-12"
        >
          <Quote className="text-accent-500 mx-auto size-10" aria-hidden="true" />
          <blockquote className="text-ink mt-6 text-lg leading-relaxed sm:text-xl">
            <p>{current.content}</p>
          </blockquote>
          <figcaption className="mt-6">
            <span className="text-ink block font-bold">{current.author}</span>
            <span className="block text-sm text-slate-600">{current.position}</span>
          </figcaption>
        </figure>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        {!reducedMotion && (
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
        {items.map((item, position) => (
          <button
            key={item.author}
            type="button"
            aria-controls={id}
            aria-label={`Show testimonial ${position + 1} of ${count}`}
            aria-current={position === index ? "true" : undefined}
            onClick={() => setIndex(position)}
            className="group inline-flex size-11 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                "block h-3 rounded-full transition-all motion-reduce:transition-none",
                position === index ? "bg-brand-700 w-8" : "w-3 bg-slate-400 group-hover:bg-slate-600",
              )}
              aria-hidden="true"
            />
          </button>
        ))}
      </div>
    </div>
  );
}

import { Pause, Play, Quote } from "lucide-react";
import { carouselLabels, type Testimonial } from "~/content/home";

/** Time each testimonial stays before the next one: 6 s. */
export const TESTIMONIAL_INTERVAL_MS = 6000;

/** The carousel's id, which its script finds it by. One carousel per page. */
export const CAROUSEL_ID = "testimonials";

/** The id of the n-th slide (from 1), the target of its dot's link. */
export const slideId = (n: number) => `testimonial-${n}`;

const TRACK_ID = `${CAROUSEL_ID}-track`;

/** A label with its slide's position (`#`) and the number of slides (`%`). */
const numbered = (label: string, n: number, count: number) =>
  label.replace("#", String(n)).replace("%", String(count));

/**
 * Testimonials, one at a time, as HTML that works before and without any script: the slides sit side by side in a
 * scroll-snapping track, and each dot is a link to its slide, so swiping and the dots work from the HTML alone (the
 * dot of the slide a link brought into view is drawn current by app.css).
 *
 * The page's carousel script (page-scripts/carousel.ts), inline and run as the carousel is parsed, makes it
 * live: the slides are stacked (the tallest sets the height, so nothing shifts) and only the current one is shown;
 * it advances every 6 s and wraps, the dots jump to an item and mark it current, rotation pauses while the pointer
 * is over the carousel or focus is in it, stops for good with the Stop button, and never starts under reduced
 * motion. Following the WAI-ARIA carousel pattern, changes are announced politely whenever the visitor is in
 * control, and not every 6 s while it rotates by itself.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const count = items.length;
  return (
    <div
      id={CAROUSEL_ID}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel="static"
      className="group/carousel mx-auto max-w-3xl"
    >
      <div
        id={TRACK_ID}
        aria-live="polite"
        data-carousel-track=""
        data-testid="testimonial-live"
        // Before the script runs the track scrolls, so it must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-2xl [scrollbar-width:none]"
      >
        {items.map((item, position) => (
          <div
            key={item.author}
            id={slideId(position + 1)}
            role="group"
            aria-roledescription="slide"
            aria-label={numbered(carouselLabels.slide, position + 1, count)}
            data-slide=""
            className="w-full shrink-0 snap-center"
          >
            <figure className="h-full rounded-2xl bg-white p-8 text-center shadow-lg sm:p-12">
              <Quote className="text-accent-500 mx-auto size-10" aria-hidden="true" />
              <blockquote className="text-ink mt-6 text-lg leading-relaxed sm:text-xl">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="text-ink block font-bold">{item.author}</span>
                <span className="block text-sm text-slate-600">{item.position}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {/* Shown by the script where the carousel rotates: never without it, nor under reduced motion. */}
        <button
          type="button"
          hidden
          aria-label={carouselLabels.stop}
          data-carousel-toggle=""
          className="text-ink inline-flex size-[44px] items-center justify-center rounded-full hover:bg-slate-200"
        >
          <Pause className="size-5 group-data-stopped/carousel:hidden" aria-hidden="true" />
          <Play className="hidden size-5 group-data-stopped/carousel:block" aria-hidden="true" />
        </button>
        <div className="flex flex-wrap items-center justify-center gap-3" data-carousel-dots="">
          {items.map((item, position) => (
            <a
              key={item.author}
              href={`#${slideId(position + 1)}`}
              aria-controls={TRACK_ID}
              aria-label={numbered(carouselLabels.dot, position + 1, count)}
              className="group inline-flex size-[44px] items-center justify-center rounded-full"
            >
              <span
                className="group-aria-[current=true]:bg-brand-700 block size-[12px] rounded-full bg-slate-400 transition-all group-hover:bg-slate-600 group-aria-[current=true]:w-[32px] motion-reduce:transition-none"
                aria-hidden="true"
              />
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}

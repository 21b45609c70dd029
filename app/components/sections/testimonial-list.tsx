import { Quote } from "lucide-react";
import type { Line, Testimonial } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";

/** Client quotes, all visible at once (the home page has the rotating carousel). */
export function TestimonialList({
  line,
  testimonials,
}: {
  line: Line;
  testimonials: readonly Testimonial[];
}) {
  return (
    <ul className="grid grid-cols-1 gap-8 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <Quote className={cn("size-8", lineAccent[line].text)} aria-hidden="true" />
            <blockquote className="mt-4 flex-1 text-lg text-slate-700">
              <p>{testimonial.content}</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-slate-200 pt-4">
              <span className="text-ink block font-bold">{testimonial.author}</span>
              <span className="block text-sm text-slate-600">{testimonial.position}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

import { ArrowRight, Check } from "lucide-react";
import type { Line, ServiceCard } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { buttonVariants } from "../ui/button";
import { Image } from "../ui/image";
import { lineStyle } from "./line-style";

// Widths rather than grid columns, so a short last row (five cards in threes) sits centred, not left-aligned.
const itemWidths = {
  2: "sm:w-[calc((100%-1.5rem)/2)]",
  3: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
  4: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]",
} as const;

/** Grid of service cards in the line's colour; a card links as a whole or through its own action. */
export function ServiceCardGrid({
  line,
  cards,
  columns = cards.length % 4 === 0 ? 4 : 3,
}: {
  line: Line;
  cards: readonly ServiceCard[];
  columns?: keyof typeof itemWidths;
}) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {cards.map((card) => (
        <li key={card.title} className={cn("flex w-full", itemWidths[columns])}>
          <ServiceCardItem line={line} card={card} />
        </li>
      ))}
    </ul>
  );
}

function ServiceCardItem({ line, card }: { line: Line; card: ServiceCard }) {
  const accent = lineAccent[line];
  const wholeCardLink = Boolean(card.href) && !card.action;
  return (
    <article
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-xl border border-t-4 border-slate-200 bg-white shadow-sm transition-shadow",
        lineStyle[line].topBorder,
        wholeCardLink && "hover:shadow-lg",
      )}
    >
      {card.image && (
        <Image
          src={card.image.src}
          alt={card.image.alt}
          width={800}
          height={500}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <span className={cn("inline-flex size-11 items-center justify-center rounded-lg", accent.soft)}>
          <card.icon className={cn("size-6", accent.text)} aria-hidden="true" />
        </span>
        <h3 className="text-ink mt-4 text-xl font-bold">
          {wholeCardLink && card.href ? (
            // The stretched link makes the whole card clickable while the title stays its accessible name.
            <a href={card.href} className="after:absolute after:inset-0 hover:underline">
              {card.title}
            </a>
          ) : (
            card.title
          )}
        </h3>
        <p className="mt-2 text-slate-600">{card.description}</p>
        {card.features && (
          <ul className="mt-4 space-y-2 text-sm text-slate-700">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className={cn("mt-0.5 size-4 shrink-0", accent.text)} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        {wholeCardLink && (
          <span
            className={cn("mt-auto flex items-center gap-1 pt-5 text-sm font-semibold", accent.text)}
            aria-hidden="true"
          >
            Explore <ArrowRight className="size-4" />
          </span>
        )}
        {card.action && (
          <div className="mt-auto pt-6">
            <a
              href={card.action.href}
              aria-label={card.action.ariaLabel}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {card.action.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        )}
      </div>
    </article>
  );
}

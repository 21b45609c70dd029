import { Check } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import type { Line } from "~/content/business-lines/types";
import type { Picture, SectionCopy } from "~/content/shapes";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { SectionHeading } from "../sections/section-heading";
import type { SectionSize } from "../sections/page-section";

const bands: Record<SectionSize, string> = { sm: "py-14", md: "py-16 lg:py-20", lg: "py-16 lg:py-24" };

/**
 * A section with a photo on one side and its heading and text on the other. On a phone the photo comes first
 * when `imageFirst`, else after the text; `reverse` swaps the two sides on a wide screen.
 */
export function SplitSection({
  copy,
  image,
  imageFirst = false,
  reverse = false,
  tone = "plain",
  size = "md",
  as: Band = "section",
  children,
}: {
  copy: SectionCopy;
  image: Picture;
  imageFirst?: boolean;
  reverse?: boolean;
  tone?: "plain" | "muted";
  size?: SectionSize;
  /** `FadeIn` to fade in once when 10% is visible. */
  as?: "section" | React.ComponentType<React.ComponentProps<"section">>;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const photo = (
    <Image
      src={image.src}
      alt={image.alt}
      width={800}
      height={600}
      sizes="(min-width: 1024px) 50vw, 100vw"
      className={cn("aspect-[4/3] w-full rounded-2xl object-cover shadow-lg", reverse && "lg:order-last")}
    />
  );
  return (
    <Band aria-labelledby={headingId} className={cn(bands[size], tone === "muted" && "bg-slate-50")}>
      <Container className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {imageFirst && photo}
        <div>
          <SectionHeading id={headingId} align="left" {...copy} />
          <div className="mt-6">{children}</div>
        </div>
        {!imageFirst && photo}
      </Container>
    </Band>
  );
}

/** Paragraphs of a split section's text. */
export function SplitText({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-4 text-lg text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Ticked points in the line's colour. */
export function CheckList({ line, points }: { line: Line; points: readonly string[] }) {
  return (
    <ul className="space-y-3 text-slate-700">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <Check className={cn("mt-0.5 size-5 shrink-0", lineAccent[line].text)} aria-hidden="true" />
          <span className="min-w-0">{point}</span>
        </li>
      ))}
    </ul>
  );
}

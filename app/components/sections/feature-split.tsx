import { Check } from "lucide-react";
import { useId } from "react";
import type { Feature, Line } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { ActionLinks } from "./action-links";
import { SectionHeading } from "./section-heading";

/** A section with a picture on one side and a heading, points and one action on the other. */
export function FeatureSplit({
  line,
  feature,
  reverse = false,
  tone = "plain",
}: {
  line: Line;
  feature: Feature;
  reverse?: boolean;
  tone?: "plain" | "muted";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("py-16 lg:py-20", tone === "muted" && "bg-slate-50")}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Image
          src={feature.image.src}
          alt={feature.image.alt}
          width={800}
          height={600}
          className={cn("aspect-[4/3] w-full rounded-2xl object-cover shadow-lg", reverse && "lg:order-last")}
        />
        <div>
          <SectionHeading id={headingId} align="left" {...feature.copy} />
          <ul className="mt-6 space-y-3 text-slate-700">
            {feature.points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check className={cn("mt-0.5 size-5 shrink-0", lineAccent[line].text)} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <ActionLinks actions={[feature.action]} className="mt-8" />
        </div>
      </Container>
    </section>
  );
}

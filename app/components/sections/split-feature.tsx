import type * as React from "react";
import type { ContentImage } from "~/content/services";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { FadeIn } from "./fade-in";
import { SectionHeading } from "./section-heading";

/** A fading section with text on one side and a photo on the other. */
export function SplitFeature({
  id,
  eyebrow,
  title,
  image,
  imageSide = "right",
  className,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  image: ContentImage;
  imageSide?: "left" | "right";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <FadeIn aria-labelledby={id} className={cn("py-16 lg:py-24", className)}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(imageSide === "left" && "lg:order-2")}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} align="left" />
          <div className="mt-6 space-y-4 text-lg text-slate-700">{children}</div>
        </div>
        <Image
          src={image.src}
          alt={image.alt}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
        />
      </Container>
    </FadeIn>
  );
}

import { ArrowRight, Check } from "lucide-react";
import type { ServiceLine } from "~/content/services";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { Image } from "../ui/image";
import { FadeIn } from "./fade-in";
import { serviceLineIcon } from "./service-line-icon";

/** The services overview: one block per business line, image and text alternating sides. */
export function ServiceLineBlocks({
  lines,
  linkLabel,
}: {
  lines: readonly ServiceLine[];
  linkLabel: string;
}) {
  return lines.map((line, position) => {
    const Icon = serviceLineIcon[line.line];
    const accent = lineAccent[line.line];
    const headingId = `service-${line.line}`;
    return (
      <FadeIn
        key={line.href}
        aria-labelledby={headingId}
        data-testid="service-block"
        className={cn("py-16 lg:py-24", position % 2 === 1 && "bg-slate-50")}
      >
        <Container className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <Image
            src={line.image.src}
            alt={line.image.alt}
            width={800}
            height={560}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className={cn(
              "aspect-[10/7] w-full rounded-2xl object-cover shadow-lg",
              position % 2 === 1 && "lg:order-2",
            )}
          />
          <div>
            <span className={cn("inline-flex size-14 items-center justify-center rounded-full", accent.soft)}>
              <Icon className={cn("size-7", accent.text)} aria-hidden="true" />
            </span>
            <h2 id={headingId} className="text-ink text-fit-3xl mt-4 font-extrabold tracking-tight">
              {line.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{line.description}</p>
            <ul className="mt-6 space-y-3">
              {line.features.map((feature) => (
                <li key={feature} className="flex gap-3 text-slate-800">
                  <Check className={cn("mt-0.5 size-5 shrink-0", accent.text)} aria-hidden="true" />
                  <span className="min-w-0">{feature}</span>
                </li>
              ))}
            </ul>
            <a href={line.href} className={cn(buttonVariants({ variant: "secondary" }), "mt-8")}>
              {linkLabel}
              <span className="sr-only">: {line.title}</span>
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </Container>
      </FadeIn>
    );
  });
}

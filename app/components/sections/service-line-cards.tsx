import { ArrowRight } from "lucide-react";
import type { ServiceLine } from "~/content/services";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { Image } from "../ui/image";
import { serviceLineIcon } from "../company/service-line-icon";

/** The business lines as cards: image, icon, title, one sentence and a link. */
export function ServiceLineCards({ lines, linkLabel }: { lines: readonly ServiceLine[]; linkLabel: string }) {
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-3">
      {lines.map((line) => {
        const Icon = serviceLineIcon[line.line];
        const accent = lineAccent[line.line];
        return (
          <li
            key={line.href}
            className={cn(
              "flex flex-col overflow-hidden rounded-2xl border-t-4 bg-white shadow-md transition-shadow hover:shadow-xl",
              accent.border,
            )}
          >
            <Image
              src={line.image.src}
              alt={line.image.alt}
              width={600}
              height={360}
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[5/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <span
                className={cn("inline-flex size-12 items-center justify-center rounded-full", accent.soft)}
              >
                <Icon className={cn("size-6", accent.text)} aria-hidden="true" />
              </span>
              <h3 className="text-ink mt-4 text-xl font-bold">{line.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{line.summary}</p>
              <a
                href={line.href}
                className="text-brand-700 mt-5 inline-flex items-center gap-1 font-semibold hover:underline"
              >
                {linkLabel}
                <span className="sr-only">: {line.title}</span>
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

import type { Line, Reason } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { lineStyle } from "./line-style";

/** Short icon-led points: reasons to choose the company, services offered, specialised categories. */
export function ReasonList({ line, reasons }: { line: Line; reasons: readonly Reason[] }) {
  const accent = lineAccent[line];
  return (
    <ul
      className={cn(
        "grid gap-6 sm:grid-cols-2",
        reasons.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {reasons.map((reason) => (
        <li
          key={reason.title}
          className={cn(
            "rounded-xl border-l-4 bg-white p-6 shadow-sm ring-1 ring-slate-200",
            lineStyle[line].leftBorder,
          )}
        >
          <span className={cn("inline-flex size-11 items-center justify-center rounded-full", accent.soft)}>
            <reason.icon className={cn("size-6", accent.text)} aria-hidden="true" />
          </span>
          <h3 className="text-ink mt-4 text-lg font-bold">{reason.title}</h3>
          <p className="mt-2 text-slate-600">{reason.description}</p>
        </li>
      ))}
    </ul>
  );
}

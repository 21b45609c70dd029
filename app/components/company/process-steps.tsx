import type { Line, ProcessStep } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";

/** Numbered stages of a way of working, in order. */
export function ProcessSteps({ line, steps }: { line: Line; steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid grid-cols-1 gap-8 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
        >
          <span
            className={cn(
              "mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-extrabold text-white",
              lineAccent[line].bg,
            )}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="text-ink mt-4 text-xl font-bold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

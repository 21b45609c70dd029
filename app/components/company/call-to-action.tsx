import type { Action } from "~/content/shapes";
import { Container } from "../ui/container";
import { ActionLinks } from "../sections/action-links";

/** The closing band of a page: a heading, a sentence and one or two actions. */
export function CallToAction({
  title,
  text,
  actions,
  arrow = false,
}: {
  title: string;
  text?: string;
  actions: readonly Action[];
  /** Mark the main action with an arrow, as the business-line pages do. */
  arrow?: boolean;
}) {
  return (
    <section className="on-dark bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-8 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="w-full max-w-2xl lg:w-auto">
          <h2 className="text-fit-3xl font-extrabold tracking-tight text-balance">{title}</h2>
          {text && <p className="mt-3 text-lg text-slate-200">{text}</p>}
        </div>
        <ActionLinks actions={actions} onDark arrow={arrow} />
      </Container>
    </section>
  );
}

import type * as React from "react";
import { Container } from "../ui/container";

/** Closing band of a page: a heading, a sentence and one or two actions. */
export function CallToAction({
  title,
  text,
  actions,
}: {
  title: React.ReactNode;
  text?: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <section className="on-dark bg-brand-800 text-white">
      <Container className="flex flex-col items-start gap-8 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-extrabold tracking-tight text-balance">{title}</h2>
          {text && <p className="mt-3 text-lg text-slate-200">{text}</p>}
        </div>
        <div className="flex flex-wrap gap-4">{actions}</div>
      </Container>
    </section>
  );
}

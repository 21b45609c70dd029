import type * as React from "react";
import { Container } from "../ui/container";

/** Dark title band at the top of pages without a photo hero; the transparent header sits over it. */
export function PageBanner({
  title,
  eyebrow,
  children,
}: {
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="on-dark bg-ink pt-28 pb-12 text-white lg:pt-36 lg:pb-16">
      <Container>
        {eyebrow && <div className="text-accent-300 mb-3 text-sm font-semibold">{eyebrow}</div>}
        <h1 className="text-fit-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-slate-200">{children}</div>}
      </Container>
    </section>
  );
}

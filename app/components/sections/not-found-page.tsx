import { Link } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export interface NotFoundPageCopy {
  code: string;
  heading: string;
  text: string;
  homeLink: string;
}

/** The page an address no page has: its banner, the big code, why, and the way home. */
export function NotFoundPage({ copy }: { copy: NotFoundPageCopy }) {
  return (
    <>
      <PageBanner eyebrow={copy.code} title={copy.heading} />
      <Container className="py-16 text-center">
        <p aria-hidden="true" className="text-brand-600 text-8xl font-extrabold">
          {copy.code}
        </p>
        <p className="mt-4 text-lg text-slate-700">{copy.text}</p>
        <Link to="/" className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8`}>
          {copy.homeLink}
        </Link>
      </Container>
    </>
  );
}

import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { notFoundCopy } from "~/content/not-found";
import { pageMeta } from "./page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    { path: location.pathname, title: notFoundCopy.documentTitle, description: notFoundCopy.description },
    { noindex: true },
  );

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageBanner eyebrow={notFoundCopy.code} title={notFoundCopy.heading} />
      <Container className="py-16 text-center">
        <p aria-hidden="true" className="text-brand-600 text-8xl font-extrabold">
          {notFoundCopy.code}
        </p>
        <p className="mt-4 text-lg text-slate-700">{notFoundCopy.text}</p>
        <Link to="/" className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-8`}>
          {notFoundCopy.homeLink}
        </Link>
      </Container>
    </>
  );
}

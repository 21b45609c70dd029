import { Construction } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { placeholderEntry, placeholderPages, UNDER_CONSTRUCTION_MESSAGE } from "~/content/placeholder-pages";
import { lineTrailData, pageMeta } from "./page-meta";
import type { Route } from "./+types/under-construction";

/** The placeholder page's own path, as `placeholderPages` keys it: without a trailing slash. */
const pagePath = (pathname: string) => pathname.replace(/\/$/, "");

export const meta: Route.MetaFunction = ({ location }) => {
  const entry = placeholderEntry(pagePath(location.pathname));
  return entry ? pageMeta(entry, { structuredData: lineTrailData(entry.path) }) : [];
};

export default function UnderConstruction() {
  const { pathname } = useLocation();
  const page = placeholderPages[pagePath(pathname)];
  if (!page) throw new Response("Not Found", { status: 404 });
  return (
    <>
      <PageBanner title={page.title} />
      <Container className="py-16">
        <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-slate-50 p-8 text-center">
          <Construction className="text-civil mx-auto size-12" aria-hidden="true" />
          <p className="mt-4 text-lg text-slate-700">{UNDER_CONSTRUCTION_MESSAGE}</p>
          <Link to={page.back.href} className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
            {page.back.label}
          </Link>
        </div>
      </Container>
    </>
  );
}

import { useEffect } from "react";
import { useLocation } from "react-router";
import { NotFoundPage } from "~/components/sections/not-found-page";
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
  return <NotFoundPage copy={notFoundCopy} />;
}

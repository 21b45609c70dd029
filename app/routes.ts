import { index, route, type RouteConfigEntry, type RouteConfig } from "@react-router/dev/routes";
import { pageRoutes, REDIRECTS, routePattern, storeRoutes } from "./content/site-routes";

// The route table, generated from the page list in content/site-routes.ts. Each module is a thin page: its meta,
// then sections fed from content/. A module that serves several addresses gets the address's last segment as id.

// Every address matches in one case only: /CART is no page, and the servers answer it with the not-found page,
// which must not come alive as the cart (React Router matches any case unless told).
const ONE_CASE = { caseSensitive: true } as const;

const lastSegment = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const moduleUses = new Map<string, number>();
for (const module of Object.values(pageRoutes)) moduleUses.set(module, (moduleUses.get(module) ?? 0) + 1);

const pages = Object.entries(pageRoutes).map(([path, module]): RouteConfigEntry => {
  const file = `routes/${module}.tsx`;
  if (path === "/") return index(file);
  const shared = (moduleUses.get(module) ?? 0) > 1;
  return route(path.slice(1), file, shared ? { ...ONE_CASE, id: lastSegment(path) } : ONE_CASE);
});

const redirects = Object.keys(REDIRECTS).map((from) =>
  route(from.slice(1), "routes/service-redirect.tsx", { ...ONE_CASE, id: `redirect-${lastSegment(from)}` }),
);

export default [
  ...pages,
  ...redirects,
  ...Object.values(storeRoutes).map((entry) =>
    route(routePattern(entry).slice(1), `routes/${entry.module}.tsx`, ONE_CASE),
  ),

  // Generated files (resource routes, prerendered like the pages).
  route("sitemap.xml", "routes/sitemap-xml.ts", ONE_CASE),
  route("robots.txt", "routes/robots-txt.ts", ONE_CASE),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

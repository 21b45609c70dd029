import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// The route table: every address the site serves and the module that renders it, in site order. The build
// prerenders every page of it, and sitemap.xml lists them (app/site-pages.ts reads this table, with the catalogue
// for the store's category and product pages). A new page is one line here plus its module in routes/, whose `meta`
// gives its title, description and sharing tags.

// Every address matches in one case only: /CART is no page, and the servers answer it with the not-found page,
// which must not come alive as the cart (React Router matches any case unless told).
const oneCase = { caseSensitive: true } as const;

/** A page still being written: the shared under-construction module, its id the address's last segment. */
const underConstruction = (path: string) =>
  route(path, "routes/under-construction.tsx", { ...oneCase, id: path });

/** An old service address, kept alive: routes/service-redirect.tsx sends it to its business line's landing page. */
const oldServiceAddress = (line: string) =>
  route(`services/${line}`, "routes/service-redirect.tsx", { ...oneCase, id: `redirect-${line}` });

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx", oneCase),
  route("about", "routes/about.tsx", oneCase),

  ...prefix("mining-industrial", [
    route("", "routes/mining-industrial.tsx", oneCase),
    route("air-conditioning", "routes/air-conditioning.tsx", oneCase),
    underConstruction("pumps"),
    underConstruction("power-transmission"),
    underConstruction("electrical"),
    route("pipes", "routes/pipes.tsx", oneCase),
  ]),

  ...prefix("energy-solutions", [
    route("", "routes/energy-solutions.tsx", oneCase),
    underConstruction("solar"),
    underConstruction("renewable"),
    underConstruction("power-equipment"),
    route("materials", "routes/electrical-materials.tsx", oneCase),
  ]),

  ...prefix("civil-contracting", [
    route("", "routes/civil-contracting.tsx", oneCase),
    route("building", "routes/building-works.tsx", oneCase),
    route("infrastructure", "routes/infrastructure.tsx", oneCase),
    route("specialty", "routes/specialty-construction.tsx", oneCase),
    route("additional", "routes/additional-services.tsx", oneCase),
  ]),

  // The store's category and product pages: one per category and product of the catalogue.
  ...prefix("store", [
    route("", "routes/store.tsx", oneCase),
    route("category/:category", "routes/store-category.tsx", oneCase),
    route("product/:id", "routes/store-product.tsx", oneCase),
  ]),
  route("cart", "routes/cart.tsx", oneCase),
  route("cart/quotation", "routes/cart-quotation.tsx", oneCase),
  route("contact", "routes/contact.tsx", oneCase),

  oldServiceAddress("industrial"),
  oldServiceAddress("energy"),
  oldServiceAddress("civil"),

  // Generated files (resource routes, prerendered like the pages).
  route("sitemap.xml", "routes/sitemap-xml.ts", oneCase),
  route("robots.txt", "routes/robots-txt.ts", oneCase),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of SPEC.md section 2. Each module is a thin page: its meta, then sections fed from content/.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/industrial", "routes/service-redirect.tsx", { id: "redirect-industrial" }),
  route("services/energy", "routes/service-redirect.tsx", { id: "redirect-energy" }),
  route("services/civil", "routes/service-redirect.tsx", { id: "redirect-civil" }),
  route("about", "routes/about.tsx"),

  route("mining-industrial", "routes/mining-industrial.tsx"),
  route("mining-industrial/air-conditioning", "routes/air-conditioning.tsx"),
  route("mining-industrial/pumps", "routes/under-construction.tsx", { id: "pumps" }),
  route("mining-industrial/power-transmission", "routes/under-construction.tsx", {
    id: "power-transmission",
  }),
  route("mining-industrial/electrical", "routes/under-construction.tsx", { id: "electrical" }),
  route("mining-industrial/pipes", "routes/pipes.tsx"),

  route("energy-solutions", "routes/energy-solutions.tsx"),
  route("energy-solutions/solar", "routes/under-construction.tsx", { id: "solar" }),
  route("energy-solutions/renewable", "routes/under-construction.tsx", { id: "renewable" }),
  route("energy-solutions/power-equipment", "routes/under-construction.tsx", { id: "power-equipment" }),
  route("energy-solutions/materials", "routes/electrical-materials.tsx"),

  route("civil-contracting", "routes/civil-contracting.tsx"),
  route("civil-contracting/building", "routes/building-works.tsx"),
  route("civil-contracting/infrastructure", "routes/infrastructure.tsx"),
  route("civil-contracting/specialty", "routes/specialty-construction.tsx"),
  route("civil-contracting/additional", "routes/additional-services.tsx"),

  route("store", "routes/store.tsx"),
  route("store/category/:category", "routes/store-category.tsx"),
  route("store/product/:id", "routes/store-product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("cart/quotation", "routes/cart-quotation.tsx"),
  route("contact", "routes/contact.tsx"),

  // Generated files (resource routes, prerendered like the pages).
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

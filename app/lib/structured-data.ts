// Structured data (schema.org JSON-LD) that search engines read: the company, products and breadcrumb trails.
import { businessLines, type NavLink } from "~/content/navigation";
import { products, type CategoryName, type Product } from "~/content/products";
import { businessHours, site } from "~/content/site";
import { categoryPath, productPath } from "~/content/site-routes";
import { categoryPageFor } from "~/content/store";
import { absoluteUrl } from "./absolute-url";

export interface JsonLd {
  "@context"?: "https://schema.org";
  "@type": string;
  [key: string]: unknown;
}

const SHARE_IMAGE = "/og-image.png";
const ORGANIZATION_ID = `${absoluteUrl("/")}#organization`;

/** The store category listing a product's catalogue category: the breadcrumb link of a product page. */
function categoryLink(category: CategoryName): NavLink {
  const page = categoryPageFor(category);
  return { label: page.title, href: categoryPath(page.slug) };
}

/** Integer cents as the plain decimal schema.org expects ("999.99"), without float arithmetic. */
export function schemaPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Price must be whole cents, got ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The company as a LocalBusiness (a kind of Organization): name, address, contact, hours, founding year. */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(SHARE_IMAGE),
    telephone: site.phone,
    email: site.infoEmail,
    foundingDate: String(site.foundingYear),
    areaServed: "Southern Africa",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    // Closed days are listed as 00:00-00:00, the form search engines read as "closed all day".
    openingHoursSpecification: businessHours.map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...entry.dayOfWeek],
      opens: entry.opens ?? "00:00",
      closes: entry.closes ?? "00:00",
    })),
  };
}

/** A product with the price shown on its own page (the detail price) as an Offer in US dollars. */
export function productJsonLd(product: Product): JsonLd {
  const url = absoluteUrl(productPath(product.id));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    sku: product.id,
    name: product.name,
    description: product.description,
    // Another host's photo as it is; the site's own at its full address.
    image: [absoluteUrl(product.image)],
    category: product.category,
    brand: { "@type": "Brand", name: product.brand },
    // A product nobody has reviewed yet publishes no rating.
    ...(product.reviews && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.reviews.rating,
        reviewCount: product.reviews.count,
        bestRating: 5,
      },
    }),
    offers: {
      "@type": "Offer",
      url,
      price: schemaPrice(product.detailPriceCents),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@id": ORGANIZATION_ID },
    },
  };
}

/** A breadcrumb trail, first link to current page; every item names an absolute URL. */
export function breadcrumbJsonLd(trail: readonly NavLink[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((link, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: link.label,
      item: absoluteUrl(link.href),
    })),
  };
}

const home: NavLink = { label: "Home", href: "/" };
const store: NavLink = { label: "Store", href: "/store" };

function productTrail(product: Product): NavLink[] {
  return [
    home,
    store,
    categoryLink(product.category),
    { label: product.name, href: productPath(product.id) },
  ];
}

const byPath = new Map<string, JsonLd[]>([
  ["/", [organizationJsonLd()]],
  ["/contact", [organizationJsonLd()]],
  ...products.map((product): [string, JsonLd[]] => [
    productPath(product.id),
    [productJsonLd(product), breadcrumbJsonLd(productTrail(product))],
  ]),
  ...businessLines.flatMap((line) =>
    line.children.map((child): [string, JsonLd[]] => [
      child.href,
      [breadcrumbJsonLd([home, { label: line.label, href: line.href }, child])],
    ]),
  ),
]);

/** The JSON-LD blocks a page publishes; none for pages without structured data. */
export function structuredDataFor(path: string): readonly JsonLd[] {
  return byPath.get(path) ?? [];
}

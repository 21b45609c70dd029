// Structured data (schema.org JSON-LD) that search engines read: the company, products and breadcrumb trails, from
// what the page file passes (app/layouts/page-meta.ts holds the company's facts and trails).
import { absoluteUrl } from "./absolute-url";
import { productPath } from "./store-paths";

export interface JsonLd {
  "@context"?: "https://schema.org";
  "@type": string;
  [key: string]: unknown;
}

const SHARE_IMAGE = "/og-image.png";
const organizationId = (siteUrl: string) => `${absoluteUrl("/", siteUrl)}#organization`;

/** A link of a breadcrumb trail. */
export interface TrailLink {
  label: string;
  href: string;
}

/** What the company's JSON-LD says of it. */
export interface OrganizationFacts {
  name: string;
  legalName: string;
  description: string;
  phone: string;
  infoEmail: string;
  foundingYear: number;
  address: { street: string; city: string; countryCode: string };
}

/** A row of opening hours; a closed day has neither time. */
export interface OpeningHours {
  dayOfWeek: readonly string[];
  opens?: string | null;
  closes?: string | null;
}

/** What a product's JSON-LD says of it. */
export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  image: string;
  category: string;
  brand: string;
  detailPriceCents: number;
  reviews?: { rating: number; count: number } | null;
  /** Taken off sale: published as discontinued. */
  withdrawn?: boolean;
}

/** Integer cents as the plain decimal schema.org expects ("999.99"), without float arithmetic. */
export function schemaPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Price must be whole cents, got ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The company as a LocalBusiness (a kind of Organization): name, address, contact, hours, founding year. */
export function organizationJsonLd(
  site: OrganizationFacts,
  businessHours: readonly OpeningHours[],
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(siteUrl),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/", siteUrl),
    image: absoluteUrl(SHARE_IMAGE, siteUrl),
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
export function productJsonLd(product: ProductFacts, siteUrl: string): JsonLd {
  const url = absoluteUrl(productPath(product.id), siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    sku: product.id,
    name: product.name,
    description: product.description,
    // Another host's photo as it is; the site's own at its full address.
    image: [absoluteUrl(product.image, siteUrl)],
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
      // A withdrawn product's page still answers, and says it is no longer sold.
      availability: product.withdrawn ? "https://schema.org/Discontinued" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@id": organizationId(siteUrl) },
    },
  };
}

/** A breadcrumb trail, first link to current page; every item names an absolute URL. */
export function breadcrumbJsonLd(trail: readonly TrailLink[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((link, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: link.label,
      item: absoluteUrl(link.href, siteUrl),
    })),
  };
}

// Pages search engines are told to skip: each says `noindex` in its own head, and sitemap.xml leaves it out (a
// test holds the two together). The cart, its quotation, a shared list and Your orders are personal; the two category slugs that pages link to
// but the catalogue does not know are served (no link may end on the not-found page) yet always empty.
import { LINKED_UNKNOWN_SLUGS } from "./store/store.ts";

export const NOT_INDEXED: readonly string[] = [
  "/cart",
  "/cart/quotation",
  "/cart/shared",
  "/orders",
  ...LINKED_UNKNOWN_SLUGS.map((slug) => `/store/category/${slug}`),
];

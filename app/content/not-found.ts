export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: "Return to Home",
  documentTitle: "Page Not Found",
  description:
    "The page you asked for is not here. Return to the home page to find our products and services.",
} as const;

/**
 * The page served for any address that was not prerendered (404.html), shown until its scripts know what the
 * address is: a product or category the catalogue does not have, or no page at all (root.tsx, HydrateFallback).
 */
export const unknownAddressCopy = {
  loading: "Loading page...",
  noscript: "This page needs JavaScript, or it does not exist.",
  homeLink: "Return to Home",
} as const;

/**
 * The page served for any address that was not prerendered (404.html), shown until its scripts know what the
 * address is: a product or category the catalogue does not have, or no page at all (root.tsx, HydrateFallback).
 * Its own module: every page loads it with the shell.
 */
export const unknownAddressCopy = {
  loading: "Loading page...",
  /** The title instead, for a visitor without JavaScript. */
  noscriptTitle: "Page not available",
  noscript: "This page needs JavaScript, or it does not exist.",
  homeLink: "Return to Home",
} as const;

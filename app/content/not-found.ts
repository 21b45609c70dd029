export const notFoundCopy = {
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: "Return to Home",
  documentTitle: "Page Not Found",
  description:
    "The page you asked for is not here. Return to the home page to find our products and services.",
} as const;

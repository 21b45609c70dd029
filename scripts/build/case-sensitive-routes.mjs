// The route table matches every address in one case only (`caseSensitive: true` in app/routes.ts): /CART is no
// page. React Router's prerender honours it, but the router it starts in the browser builds its routes from the
// build's manifest without that flag (React Router 8.5), so the not-found page that servers send for /CART would
// come alive as the cart. This plugin hands the flag on where React Router builds those routes, in the production
// build; the build fails, naming this file, once that code changes shape (then check whether React Router passes
// the flag on itself, and drop the plugin).

/** Where React Router turns the manifest into the browser's routes, and the object it builds for each. */
const CLIENT_ROUTES = "function createClientRoutes(";
const ROUTE_OBJECT = /let dataRoute = \{\s*id: route\.id,\s*index: route\.index,\s*path: route\.path\s*\};/;

/**
 * React Router's module text with the browser's routes carrying each route's `caseSensitive`, or the text unchanged
 * when it does not build them.
 * @param {string} code
 * @returns {string}
 */
export function withCaseSensitiveClientRoutes(code) {
  const start = code.indexOf(CLIENT_ROUTES);
  if (start === -1) return code;
  const match = ROUTE_OBJECT.exec(code.slice(start));
  if (!match) {
    throw new Error(
      "scripts/build/case-sensitive-routes.mjs: React Router's createClientRoutes no longer builds its routes as " +
        "this plugin expects; check whether it now passes `caseSensitive` on itself",
    );
  }
  const at = start + match.index + match[0].indexOf("{") + 1;
  return `${code.slice(0, at)} caseSensitive: route.caseSensitive,${code.slice(at)}`;
}

/** @returns {import("vite").Plugin} */
export function caseSensitiveRoutes() {
  return {
    name: "case-sensitive-client-routes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler(code) {
        const patched = withCaseSensitiveClientRoutes(code);
        return patched === code ? null : { code: patched, map: null };
      },
    },
  };
}

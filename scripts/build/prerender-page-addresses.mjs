// React Router asks for each page it prerenders with a slash at the end of its address (/about/, written to
// about/index.html) and renders the page at that address: its meta and components would read /about/ as the page's
// path, so the page's canonical link and sharing address, a form's action or a lookup by path would name an
// address the site never serves (every page is served without the slash). This plugin takes the slash off the
// build's prerender requests, so each page is rendered at the address a visitor opens; React Router still writes
// the file where it chose. Only React Router's prerender requests are changed (it marks them with
// IS_RR_BUILD_REQUEST); `vite preview` run by hand is left alone.

/**
 * The address a page request is rendered at: its path without the slash at its end (the root keeps its slash),
 * the query unchanged.
 * @param {string} url a request's path and query
 * @returns {string}
 */
export function pageAddress(url) {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" || trimmed === path ? url : `${trimmed}${query}`;
}

/** @returns {import("vite").Plugin} */
export function prerenderPageAddresses() {
  return {
    name: "prerender-page-addresses",
    // React Router's prerender serves the build from Vite's preview server, whose middleware this runs before.
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (process.env.IS_RR_BUILD_REQUEST === "yes" && req.method === "GET" && req.url) {
          req.url = pageAddress(req.originalUrl ?? req.url);
          req.originalUrl = req.url;
        }
        next();
      });
    },
  };
}

// The offline copy: after one visit the whole site opens without a connection.
// - The build's scripts, the app shell (the page that renders any address once its scripts run) and the small
//   files pages use are fetched once the worker installs; scripts the page already loaded come from the HTTP
//   cache, not the network. A new build's worker fetches only what changed, then waits until the buyer reloads.
// - A page visited before opens from the pages cache at once: a build's HTML never changes within that build, and
//   a new build comes with a new worker. Otherwise the network, and the page is kept; with no network, the shell.
// - Photos are kept as the buyer sees them (never fetched ahead), the image host's and the site's own sizes of
//   uploaded ones alike: whole ones only (the page asks for the host's with CORS, so their status can be read),
//   a bounded number for a bounded time.
// - The content manager (/admin) and other hosts are left to the browser.
// - With Background Sync, the enquiries the contact endpoint cannot take now are kept and delivered later, the
//   site's tabs closed or not (enquiry-sync.ts).
// Anything that fails here (storage full, a cache evicted) falls back to the network: the site works as without
// a worker.
import type { WorkboxPlugin } from "workbox-core/types.js";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { PrecacheController } from "workbox-precaching";
import { CacheFirst } from "workbox-strategies";
import { assetsLeftBehind, cacheNames, outdatedCaches, RETIRED_CACHES } from "./caches";
import { endpointUrl } from "./enquiries";
import { enquirySync } from "./enquiry-sync";
import {
  isKeepablePage,
  isKeepablePhoto,
  pageCacheKey,
  requestKind,
  withoutQuery,
  type SiteScope,
} from "./requests";

declare let self: ServiceWorkerGlobalScope;

/** Written in by the build (scripts/build/service-worker.mjs). */
declare const __OFFLINE_COPY__: {
  /** Changes with any file of the site, pages included. */
  version: string;
  /** The app shell's address: the file every host serves for an unknown address. */
  shell: string;
  adminPrefix: string;
  assetsPrefix: string;
  photosPrefix: string;
  photoOrigins: string[];
  /** Where the contact form posts enquiries: an absolute URL, a site path ("/api/enquiry"), or null for none. */
  enquiryEndpoint: string | null;
};

/** Photos kept at most; the oldest used goes first (and all of them when storage runs out). */
const PHOTOS_KEPT = 60;
/** A photo unseen this long is dropped (and one the host dated longer ago is fetched again when online). */
const PHOTO_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The message the page sends (workbox-window's messageSkipWaiting) when the buyer chooses Reload. */
const SKIP_WAITING = "SKIP_WAITING";

const { version, shell, enquiryEndpoint, ...paths } = __OFFLINE_COPY__;
const scope: SiteScope = { origin: self.location.origin, ...paths };
const names = cacheNames(version);
const shellUrl = new URL(shell, self.location.origin).href;

/** Some hosts (nginx) serve the shell only as their not-found page, with status 404: keep it as a page. */
const acceptShell: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status === 200) return response;
    const html = /^text\/html\b/i.test(response.headers.get("Content-Type") ?? "");
    if (response.status !== 404 || !html || withoutQuery(request.url) !== shellUrl) return null;
    return new Response(await response.blob(), { status: 200, headers: response.headers });
  },
};

/** Whole photos only: never an error answer, nor an opaque one (a page of an earlier build asks without CORS). */
const keepPhotos: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      isKeepablePhoto({ status: response.status, contentType: response.headers.get("Content-Type") })
        ? response
        : null,
    ),
};

// Set up while the script first runs: the browser delivers sync events only to listeners added then.
const enquiries = enquirySync(endpointUrl(enquiryEndpoint, self.location.origin));

const precache = new PrecacheController({ cacheName: names.precache, plugins: [acceptShell] });
precache.addToCacheList(self.__WB_MANIFEST);

const photos = new CacheFirst({
  cacheName: names.photos,
  plugins: [
    keepPhotos,
    new ExpirationPlugin({
      maxEntries: PHOTOS_KEPT,
      maxAgeSeconds: PHOTO_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});

/** The result, or undefined when storage fails: the caller then goes to the network. */
async function quietly<T>(task: () => Promise<T>): Promise<T | undefined> {
  try {
    return await task();
  } catch {
    return undefined;
  }
}

/** No version of the offline copy was in place when this one installed: the pages open now predate any worker. */
let firstVersion = false;

self.addEventListener("install", (event) => {
  firstVersion = !self.registration.active;
  // No skipWaiting: a new version waits until every tab of the old one is gone, or the buyer chooses Reload.
  void precache.install(event);
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await quietly(keepPreviousAssets);
      await quietly(() => precache.activate(event));
      await quietly(deleteOutdatedCaches);
      // The first version takes over the open page at once, so it works offline without a reload.
      await self.clients.claim();
      if (firstVersion) await quietly(keepOpenPages);
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (typeof data === "object" && data !== null && "type" in data && data.type === SKIP_WAITING) {
    void self.skipWaiting();
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (enquiries?.handle(event)) return;
  switch (requestKind(request, scope)) {
    case "page":
      event.respondWith(page(event));
      return;
    case "asset":
      event.respondWith(asset(request));
      return;
    case "file":
      if (precache.getCacheKeyForURL(withoutQuery(request.url))) event.respondWith(file(request));
      return;
    case "photo":
      event.respondWith(photos.handle({ event, request }).catch(() => fetch(request)));
      return;
    case "other":
      return;
  }
});

async function page(event: FetchEvent): Promise<Response> {
  const key = pageCacheKey(event.request.url);
  const kept = await quietly(() => caches.match(key, { cacheName: names.pages }));
  if (kept) return kept;
  try {
    const response = await fetch(event.request);
    if (keepable(response)) {
      const copy = response.clone();
      event.waitUntil(quietly(async () => (await caches.open(names.pages)).put(key, copy)));
    }
    return response;
  } catch (error) {
    const shellPage = await quietly(() => precache.matchPrecache(shellUrl));
    if (!shellPage) throw error;
    // As a fresh response, so the document keeps the address asked for.
    return new Response(shellPage.body, { status: 200, headers: shellPage.headers });
  }
}

function keepable(response: Response): boolean {
  const { status, type, redirected, headers } = response;
  return isKeepablePage({ status, type, redirected, contentType: headers.get("Content-Type") });
}

async function asset(request: Request): Promise<Response> {
  const url = withoutQuery(request.url);
  const kept =
    (await quietly(() => precache.matchPrecache(url))) ??
    (await quietly(() => caches.match(url, { cacheName: names.previousAssets })));
  return kept ?? fetch(request);
}

async function file(request: Request): Promise<Response> {
  return (await quietly(() => precache.matchPrecache(withoutQuery(request.url)))) ?? fetch(request);
}

/**
 * The pages open when the first version starts were loaded before any worker: keeps them as the browser already
 * has them (its HTTP cache only, so nothing is downloaded again), for the next visit to open at once. Never after
 * an update: those tabs hold the previous version's pages.
 */
async function keepOpenPages(): Promise<void> {
  const cache = await caches.open(names.pages);
  for (const client of await self.clients.matchAll({ type: "window" })) {
    if (
      requestKind({ url: client.url, method: "GET", mode: "navigate", destination: "document" }, scope) !==
      "page"
    )
      continue;
    const response = await quietly(() => fetch(client.url, { cache: "only-if-cached", mode: "same-origin" }));
    if (response && keepable(response)) await cache.put(pageCacheKey(client.url), response);
  }
}

/** Before the precache drops the last version's scripts, copies them aside (replacing the version before it). */
async function keepPreviousAssets(): Promise<void> {
  const cache = await caches.open(names.precache);
  const current = new Set(precache.getURLsToCacheKeys().values());
  const left = assetsLeftBehind(
    (await cache.keys()).map((request) => request.url),
    current,
    scope,
  );
  if (left.length === 0) return;
  await caches.delete(names.previousAssets);
  const previous = await caches.open(names.previousAssets);
  for (const url of left) {
    const response = await cache.match(url);
    if (response) await previous.put(url, response);
  }
}

async function deleteOutdatedCaches(): Promise<void> {
  for (const name of outdatedCaches(await caches.keys(), names)) {
    await caches.delete(name);
    // The retired photos cache's ages, kept by workbox-expiration beside it.
    if (RETIRED_CACHES.includes(name)) await new CacheExpiration(name, { maxEntries: PHOTOS_KEPT }).delete();
  }
}

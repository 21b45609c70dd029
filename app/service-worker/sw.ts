// The offline copy: after one visit the whole site opens without a connection.
// - Every page of the build comes in one file (page-bundle.ts), fetched once when the worker installs and kept
//   page by page, each with the headers its host sends (its Content-Security-Policy allows its inline scripts);
//   with it the build's scripts and the small pictures pages show. Scripts the page already loaded come from the
//   HTTP cache, not the network. A new build's worker fetches its own pages and only the scripts that changed,
//   then waits until the buyer reloads.
// - A page opens from the copy at once, with or without signal: a build's HTML never changes within that build,
//   and a new build comes with a new worker. The site's redirects answer as on every host. An address the copy
//   lacks goes to the network, and with no network gets the not-found page, status 404, which shows the state
//   the address calls for (an unknown product or category, or no such page).
// - The quotation's PDF code (jsPDF) is not fetched ahead: a buyer who never asks for the PDF never downloads it.
//   Once a page has fetched it, it is kept (cache first), so the PDF is made offline afterwards.
// - Photos are kept as the buyer sees them (never fetched ahead), the image host's and the site's own sizes of
//   uploaded ones alike: whole ones only (the page asks for the host's with CORS, so their status can be read),
//   a bounded number for a bounded time.
// - The content manager (/admin) and other hosts are left to the browser.
// - With Background Sync, the enquiries the contact endpoint cannot take now are kept and delivered later, the
//   site's tabs closed or not (enquiry-sync.ts).
// Anything that fails here (storage full, a cache evicted) falls back to the network: the site works as without
// a worker. A worker that cannot fetch the pages does not install, and the last one (or none) stays.
import type { WorkboxPlugin } from "workbox-core/types.js";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { PrecacheController, type PrecacheEntry } from "workbox-precaching";
import { CacheFirst } from "workbox-strategies";
import { SKIP_WAITING } from "../lib/offline-worker";
import { assetsLeftBehind, cacheNames, onTapLeftBehind, outdatedCaches, RETIRED_CACHES } from "./caches";
import { endpointUrl } from "./enquiries";
import { enquirySync } from "./enquiry-sync";
import { decodePages, parsePageBundle } from "./page-bundle";
import {
  isKeepablePhoto,
  pageCacheKey,
  redirectFor,
  requestKind,
  withoutQuery,
  type Redirect,
  type SiteScope,
} from "./requests";

declare let self: ServiceWorkerGlobalScope;

/** Written in by the build (scripts/build/service-worker.mjs). */
declare const __OFFLINE_COPY__: {
  /** Changes with any file of the site, pages included, and with any host's configuration. */
  version: string;
  /** The file of every page (page-bundle.ts), its address hashed. */
  pages: string;
  /** The not-found page's key in the bundle: what an address the copy lacks gets offline. */
  notFound: string;
  /** The site's permanent redirects, as the hosts answer them. */
  redirects: Redirect[];
  /** The build's scripts and the small pictures, each with its revision (null: its name carries a hash). */
  precache: PrecacheEntry[];
  /** Scripts fetched only when asked for and kept once fetched, as paths ("/assets/quotation-pdf.<hash>.js"). */
  onTap: string[];
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

const {
  version,
  pages,
  notFound,
  redirects,
  precache: precacheList,
  onTap: onTapList,
  enquiryEndpoint,
  ...paths
} = __OFFLINE_COPY__;
const scope: SiteScope = { origin: self.location.origin, ...paths };
const names = cacheNames(version);
const notFoundUrl = new URL(notFound, self.location.origin).href;

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

const precache = new PrecacheController({ cacheName: names.precache });
precache.addToCacheList(precacheList);

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

const onTapFiles = new Set(onTapList);
/** Whole scripts only, never an error answer. */
const onTap = new CacheFirst({
  cacheName: names.onTap,
  plugins: [
    { cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) },
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

self.addEventListener("install", (event) => {
  // No skipWaiting: a new version waits until every tab of the old one is gone, or the buyer chooses Reload.
  void precache.install(event);
  event.waitUntil(keepPages());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await quietly(keepPreviousAssets);
      await quietly(() => precache.activate(event));
      await quietly(deleteOutdatedCaches);
      await quietly(dropOnTapLeftBehind);
      // The first version takes over the open page at once, so it works offline without a reload.
      await self.clients.claim();
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
      event.respondWith(page(request));
      return;
    case "asset":
      if (onTapFiles.has(new URL(request.url).pathname)) {
        event.respondWith(onTap.handle({ event, request }).catch(() => fetch(request)));
        return;
      }
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

/** Every page of this build, kept under its address with its status and headers, from one download. */
async function keepPages(): Promise<void> {
  const response = await fetch(pages);
  if (!response.ok) throw new Error(`the offline copy's pages answered ${response.status}`);
  const bundle = parsePageBundle(await response.json());
  const cache = await caches.open(names.pages);
  await Promise.all(
    decodePages(bundle).map(({ path, status, headers, html }) =>
      cache.put(new URL(path, self.location.origin).href, new Response(html, { status, headers })),
    ),
  );
}

async function page(request: Request): Promise<Response> {
  const redirect = redirectFor(request.url, redirects);
  if (redirect) return Response.redirect(redirect.location, redirect.status);
  const key = pageCacheKey(request.url);
  const kept = await quietly(() => caches.match(key, { cacheName: names.pages }));
  if (kept) {
    // "/about/" is "/about", as on every host.
    if (key === withoutQuery(request.url)) return kept;
    return Response.redirect(`${key}${new URL(request.url).search}`, 301);
  }
  try {
    return await fetch(request);
  } catch (error) {
    const notFoundPage = await quietly(() => caches.match(notFoundUrl, { cacheName: names.pages }));
    if (!notFoundPage) throw error;
    return notFoundPage;
  }
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

/** The scripts kept once fetched that this version no longer loads. */
async function dropOnTapLeftBehind(): Promise<void> {
  if (!(await caches.has(names.onTap))) return;
  const cache = await caches.open(names.onTap);
  const keys = await cache.keys();
  for (const url of onTapLeftBehind(
    keys.map((request) => request.url),
    onTapList,
  ))
    await cache.delete(url);
}

async function deleteOutdatedCaches(): Promise<void> {
  for (const name of outdatedCaches(await caches.keys(), names)) {
    await caches.delete(name);
    // The retired photos cache's ages, kept by workbox-expiration beside it.
    if (RETIRED_CACHES.includes(name)) await new CacheExpiration(name, { maxEntries: PHOTOS_KEPT }).delete();
  }
}

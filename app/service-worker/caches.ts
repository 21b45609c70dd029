// The worker's caches and how a new version tidies those of the last one (pure, tested).

/** Every cache of the offline copy starts with this, so the kill switch and a new version find them all. */
export const CACHE_PREFIX = "offline-";

export type CacheNames = {
  /** The build's scripts and small pictures, fetched when the worker installs (shared by versions). */
  precache: string;
  /** Every page of this version, with its headers: a page never changes within a build. */
  pages: string;
  /** Photos as the buyer saw them, whole ones only, a bounded number for a bounded time. */
  photos: string;
  /** The previous build's scripts, for a tab still open on it after this version took over. */
  previousAssets: string;
  /** Scripts fetched only when the buyer asks for them (the quotation's PDF), kept once fetched (shared by versions). */
  onTap: string;
};

const PAGES_PREFIX = `${CACHE_PREFIX}pages-`;

/**
 * Caches of earlier versions that no version uses any more, deleted when a version takes over: the photos kept
 * as opaque answers (fetched without CORS: any status, each counted by browsers as megabytes of storage), which
 * a page asking for photos with CORS could not use; and the copy of the kept enquiries pages once read (the queue
 * it copied is the worker's, and pages now ask the worker).
 */
export const RETIRED_CACHES: readonly string[] = [`${CACHE_PREFIX}photos`, "enquiries"];

export function cacheNames(version: string): CacheNames {
  if (!/^\w+$/.test(version))
    throw new Error(`the worker's version must be letters and digits, got "${version}"`);
  return {
    precache: `${CACHE_PREFIX}precache`,
    pages: `${PAGES_PREFIX}${version}`,
    photos: `${CACHE_PREFIX}photos-whole`,
    previousAssets: `${CACHE_PREFIX}assets-previous`,
    onTap: `${CACHE_PREFIX}on-tap`,
  };
}

/**
 * The caches a version deletes when it takes over: the pages of other versions (they load other scripts) and the
 * retired caches. The enquiries kept for the buyer are in no cache (enquiry-sync.ts): they outlive every build.
 */
export function outdatedCaches(existing: readonly string[], current: CacheNames): string[] {
  return existing.filter(
    (name) => (name.startsWith(PAGES_PREFIX) && name !== current.pages) || RETIRED_CACHES.includes(name),
  );
}

/** Every cache of the offline copy, for the kill switch; other caches of the origin are left alone. */
export function offlineCopyCaches(existing: readonly string[]): string[] {
  return existing.filter((name) => name.startsWith(CACHE_PREFIX));
}

/**
 * The hashed scripts the last version kept that this one does not: a tab still running the previous build
 * loads its own islands and their lazily loaded parts from them (the host may already have deleted those files).
 * @param cached the precache's keys (absolute URLs)
 * @param current this version's precache keys
 */
export function assetsLeftBehind(
  cached: readonly string[],
  current: ReadonlySet<string>,
  scope: { origin: string; assetsPrefix: string },
): string[] {
  return cached.filter((key) => {
    const url = new URL(key);
    return url.origin === scope.origin && url.pathname.startsWith(scope.assetsPrefix) && !current.has(key);
  });
}

/**
 * The scripts kept once fetched that this version no longer loads (an earlier build's PDF code): dropped when it
 * takes over.
 * @param cached the cache's keys (absolute URLs)
 * @param current this version's scripts of that kind, as paths ("/assets/quotation-pdf.<hash>.js")
 */
export function onTapLeftBehind(cached: readonly string[], current: readonly string[]): string[] {
  const kept = new Set(current);
  return cached.filter((key) => !kept.has(new URL(key).pathname));
}

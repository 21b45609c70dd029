// The kill switch: a build made with SERVICE_WORKER=off ships this worker as /sw.js. Browsers that kept the
// offline copy find it at their next visit; it takes over at once, deletes the offline copy's caches and
// unregisters itself. It has no fetch handler, so the open pages keep working from the network; the cart and
// anything else in the page's own storage are left alone. Enquiries the last worker kept are its own to deliver
// until the endpoint has them: it stays (its sync, and the pages' questions) until none waits, then goes.
import { offlineCopyCaches } from "./caches";
import { enquirySync } from "./enquiry-sync";

declare let self: ServiceWorkerGlobalScope;

/** The database workbox-expiration keeps the photos' ages in. */
const EXPIRATION_DATABASE = "workbox-expiration";

// Set up while the script first runs: the browser delivers sync events only to listeners added then.
const enquiries = enquirySync(null, () => self.registration.unregister());

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(retire());
});

async function retire(): Promise<void> {
  const names = offlineCopyCaches(await caches.keys());
  await Promise.all(names.map((name) => caches.delete(name)));
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(EXPIRATION_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
  // With none waiting the round unregisters the worker; with some, the worker stays until they are delivered.
  if (enquiries) await enquiries.replay().catch(() => self.registration.unregister());
  else await self.registration.unregister();
}

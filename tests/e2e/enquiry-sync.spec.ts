// Enquiries the offline copy's worker keeps (Background Sync): the endpoint down or busy, the worker keeps the
// enquiry, says so to the page, and delivers it exactly once when the browser fires its sync, with every page of
// the site closed, after refusals and late answers, and across a new build. Runs against a build with a contact
// endpoint (tests/e2e/contact-endpoint.ts), on a server of its own that can deploy another build.
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactForm as copy, enquiryOutbox } from "../../app/content/contact";
import { OUTBOX_KEY_PREFIX } from "../../app/features/contact/delivery/enquiry-outbox";
import { endpoint, expect, test, type ContactEndpoint } from "./contact-endpoint";
import { field, form } from "./contact-form";
import { MAIN_BUILD, offlineCopyReady, serveBuild, type SiteServer } from "./offline-copy";
import type { Enquiry } from "../../app/features/contact/delivery/enquiry";

/** The enquiry most tests send, and what the endpoint holds once it is delivered exactly once. */
const TENDAI = { name: "Tendai Moyo", message: "Please quote a warehouse in Msasa." };
const ONLY_TENDAI = [expect.objectContaining(TENDAI)];

test.skip(!endpoint, "build with VITE_CONTACT_ENDPOINT set to run these");

// Every other spec blocks service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: "allow" });

/** The tag workbox-background-sync registers the `enquiries` queue's sync under. */
const SYNC_TAG = "workbox-background-sync:enquiries";

interface Sent {
  name: string;
  message: string;
}

/** What the endpoint receives: the enquiry as the page POSTs it. */
type Posted = Enquiry;

const posted = (endpoint: ContactEndpoint) => endpoint.posts as Posted[];
const delivered = (endpoint: ContactEndpoint) => endpoint.enquiries as Posted[];

/**
 * Opens a page of the site and waits until the offline copy's worker controls it: the worker keeps enquiries only
 * for pages it controls (before that, on a first visit, the page's own outbox keeps them), so these tests, about
 * what the worker does later, start once it does.
 */
async function openControlled(context: BrowserContext, server: SiteServer, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(server.url(path));
  await offlineCopyReady(page);
  return page;
}

/** Sends an enquiry from the contact form as a buyer does. */
async function send(page: Page, { name, message }: Sent) {
  await field(page, "Full Name").fill(name);
  await field(page, "Email").fill("tendai@example.com");
  await field(page, "Phone").fill("+263 77 123 4567");
  await field(page, "Service").selectOption({ label: "Civil Contractors" });
  await field(page, "Message").fill(message);
  await form(page).getByRole("button", { name: copy.submit }).click();
}

/** What the worker mirrors in the `enquiries` cache: the enquiries it keeps and those refused, by key. */
function mirrored(page: Page): Promise<{ kept: Posted[]; refused: Posted[] }> {
  return page.evaluate(async () => {
    const found: { kept: Posted[]; refused: Posted[] } = { kept: [], refused: [] };
    if (!(await caches.has("enquiries"))) return found;
    const cache = await caches.open("enquiries");
    for (const request of await cache.keys()) {
      const state = /\/__enquiries\/(kept|refused)\//.exec(new URL(request.url).pathname)?.[1];
      const response = await cache.match(request);
      if ((state === "kept" || state === "refused") && response)
        found[state].push((await response.json()) as Posted);
    }
    return found;
  });
}

/** How many requests the worker's queue holds (workbox-background-sync's database). */
function queued(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("workbox-background-sync");
        open.onerror = () => reject(open.error ?? new Error("no queue database"));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("requests")) {
            db.close();
            resolve(0);
            return;
          }
          const count = db
            .transaction("requests")
            .objectStore("requests")
            .index("queueName")
            .count("enquiries");
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error("no count"));
        };
      }),
  );
}

/** What the page's own outbox holds (localStorage): nothing while the worker keeps the enquiries. */
function pageOutbox(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
    OUTBOX_KEY_PREFIX,
  );
}

/**
 * The same build with a new version of its worker, as the next deploy brings (only the version written into the
 * worker differs, so it installs at once): a copy of `build` in a temporary folder.
 */
function newVersion(build: string): { build: string; folder: string; previous: string; version: string } {
  const folder = mkdtempSync(join(tmpdir(), "enquiry-sync-build-"));
  const copyOf = join(folder, "build");
  cpSync(build, copyOf, { recursive: true });
  const worker = join(copyOf, "client", "sw.js");
  const script = readFileSync(worker, "utf8");
  const previous = /\bversion:\s*[`"']([0-9a-f]{16})[`"']/.exec(script)?.[1];
  if (!previous) throw new Error(`no version in ${worker}`);
  // Each hex digit one on: another version of the same length.
  const version = previous.replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16));
  writeFileSync(worker, script.replace(previous, version));
  // The server would send the stored compressed copies of the old worker.
  for (const stored of [`${worker}.br`, `${worker}.gz`]) rmSync(stored, { force: true });
  return { build: copyOf, folder, previous, version };
}

/**
 * Fires the worker's sync as the browser does when the signal allows (over the DevTools protocol, from a page that
 * is not the site's, so it works with every page of the site closed).
 */
async function syncFirer(context: BrowserContext, server: SiteServer) {
  const driver = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(driver);
  const origin = new URL(server.url("/")).origin;
  let registrationId: string | undefined;
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    for (const registration of registrations)
      if (!registration.isDeleted && new URL(registration.scopeURL).origin === origin)
        registrationId = registration.registrationId;
  });
  await cdp.send("ServiceWorker.enable");
  return {
    driver,
    fire: async () => {
      await expect.poll(() => registrationId, "the worker's registration").toBeDefined();
      await cdp.send("ServiceWorker.dispatchSyncEvent", {
        origin,
        registrationId: registrationId ?? "",
        tag: SYNC_TAG,
        lastChance: false,
      });
    },
  };
}

test.describe("enquiries the offline copy keeps", { tag: "@endpoint" }, () => {
  let server: SiteServer;

  test.beforeEach(async () => {
    server = await serveBuild(MAIN_BUILD);
  });

  test.afterEach(async () => {
    await server.stop();
  });

  test("with the endpoint down while the page is online, the enquiry is kept by the worker", async ({
    context,
    contactEndpoint,
  }) => {
    await contactEndpoint.down();
    const page = await openControlled(context, server, "/contact");
    expect(await page.evaluate(() => "sync" in ServiceWorkerRegistration.prototype)).toBe(true);
    await send(page, TENDAI);

    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    for (const label of ["Full Name", "Email", "Phone", "Message"])
      await expect(field(page, label)).toHaveValue("");
    await expect.poll(() => mirrored(page)).toEqual({ kept: ONLY_TENDAI, refused: [] });
    expect(await queued(page)).toBe(1);
    expect(await pageOutbox(page)).toEqual([]);
    expect(posted(contactEndpoint)).toEqual([]);
  });

  test("are delivered exactly once by the worker's sync, with every page of the site closed", async ({
    context,
    contactEndpoint,
  }) => {
    const sync = await syncFirer(context, server);
    await contactEndpoint.down();
    const page = await openControlled(context, server, "/contact");
    await send(page, TENDAI);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    await expect.poll(() => queued(page)).toBe(1);
    await page.close();

    await contactEndpoint.up();
    await sync.fire();
    await expect.poll(() => delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
    // The next visit finds nothing kept: nothing is left to send again.
    const next = await openControlled(context, server, "/about");
    await expect.poll(() => queued(next)).toBe(0);
    await expect.poll(() => mirrored(next)).toEqual({ kept: [], refused: [] });
    expect(posted(contactEndpoint)).toHaveLength(1);
  });

  test("stay kept while the endpoint answers 500, and are delivered once when it answers 200", async ({
    context,
    contactEndpoint,
  }) => {
    const sync = await syncFirer(context, server);
    contactEndpoint.answerWith(500);
    const page = await openControlled(context, server, "/contact");
    await send(page, TENDAI);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    expect(posted(contactEndpoint)).toHaveLength(1);

    // A later sync finds the endpoint still failing: the enquiry stays kept.
    await sync.fire();
    await expect.poll(() => posted(contactEndpoint).length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => queued(page)).toBe(1);
    expect((await mirrored(page)).kept).toHaveLength(1);

    contactEndpoint.answerWith(200);
    await sync.fire();
    await expect.poll(() => delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
    await expect.poll(() => queued(page)).toBe(0);
    await expect.poll(() => mirrored(page)).toEqual({ kept: [], refused: [] });
    // The open page hears it from the worker: nothing waits any more.
    await expect(form(page).getByText(enquiryOutbox.waiting(1))).toBeHidden();
    expect(new Set(posted(contactEndpoint).map((post) => post.key)).size).toBe(1);
  });

  test("one refused for good never holds back the next, and the buyer is shown its text", async ({
    context,
    contactEndpoint,
  }) => {
    const sync = await syncFirer(context, server);
    contactEndpoint.answerWith(503);
    const page = await openControlled(context, server, "/contact");
    const first = TENDAI;
    const second = { name: "Rudo Chikwanha", message: "Two borehole pumps for Bulawayo, please." };
    await send(page, first);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    await expect(field(page, "Message")).toHaveValue("");
    await send(page, second);
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(2));
    await expect.poll(() => queued(page)).toBe(2);
    const firstKey = posted(contactEndpoint).find((post) => post.name === first.name)?.key;
    expect(firstKey).toBeDefined();
    await page.close();

    contactEndpoint.refuse(firstKey ?? "");
    contactEndpoint.answerWith(200);
    await sync.fire();
    await expect.poll(() => delivered(contactEndpoint)).toEqual([expect.objectContaining(second)]);

    // Told on whatever page the buyer opens next, once; the contact page shows the enquiry's text.
    const elsewhere = await context.newPage();
    await elsewhere.goto(server.url("/about"));
    await expect(elsewhere.getByText(enquiryOutbox.refusedLater)).toBeVisible();
    await elsewhere.close();

    const next = await context.newPage();
    await next.goto(server.url("/contact"));
    await expect(next.getByText(enquiryOutbox.refusedTitle)).toBeVisible();
    await expect(next.getByText(first.message)).toBeVisible();
    for (const count of [1, 2]) await expect(form(next).getByText(enquiryOutbox.waiting(count))).toBeHidden();
    expect(await mirrored(next)).toEqual({ kept: [], refused: [expect.objectContaining(first)] });
    expect(await queued(next)).toBe(0);
  });

  test("a late answer never makes a second enquiry", async ({ context, contactEndpoint }) => {
    const sync = await syncFirer(context, server);
    const page = await openControlled(context, server, "/contact");
    // The endpoint takes the enquiry but answers only after the worker stopped waiting (10 s).
    const slow = contactEndpoint.hold();
    await send(page, TENDAI);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => queued(page)).toBe(1);
    slow.release();

    await sync.fire();
    // The endpoint had it already: the replay is answered 200 and the worker drops its copy (the mirror's last,
    // once the queue no longer holds it).
    await expect.poll(() => mirrored(page)).toEqual({ kept: [], refused: [] });
    expect(await queued(page)).toBe(0);
    expect(posted(contactEndpoint).length).toBeGreaterThanOrEqual(2);
    expect(delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
  });

  test("a new build never drops a kept enquiry", async ({ context, contactEndpoint }) => {
    const sync = await syncFirer(context, server);
    await contactEndpoint.down();
    const page = await openControlled(context, server, "/contact");
    await send(page, TENDAI);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    await expect.poll(() => queued(page)).toBe(1);

    const next = newVersion(MAIN_BUILD);
    try {
      server.deploy(next.build);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect
        .poll(() =>
          page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
        )
        .toBe(true);
      // With no page of the old version left open, the new one takes over and tidies the old one's caches.
      await page.close();
      const after = await context.newPage();
      await after.goto(server.url("/contact"));
      await expect
        .poll(() => after.evaluate(() => caches.keys()))
        .toEqual(expect.not.arrayContaining([`offline-pages-${next.previous}`]));
      await expect
        .poll(() => after.evaluate(() => caches.keys()))
        .toEqual(expect.arrayContaining([`offline-pages-${next.version}`, "enquiries"]));
      await expect(form(after).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
      expect(await queued(after)).toBe(1);
      expect((await mirrored(after)).kept).toHaveLength(1);

      await contactEndpoint.up();
      await sync.fire();
      await expect.poll(() => delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
      await expect.poll(() => queued(after)).toBe(0);
      await expect(form(after).getByText(enquiryOutbox.waiting(1))).toBeHidden();
    } finally {
      rmSync(next.folder, { recursive: true, force: true });
    }
  });
});

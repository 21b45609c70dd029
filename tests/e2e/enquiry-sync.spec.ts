// Enquiries the offline copy's worker keeps (where the browser has Background Sync): the endpoint down, failing or
// late, the worker owns the enquiry (the page keeps none of it), says so to the page, and delivers it exactly once,
// with one send per tap and no second try before its time; whether the browser fires the worker's sync the moment
// the enquiry is kept (as Chromium with signal does) or never (Background Sync blocked for the site, or a browser
// without it working, as Chromium's headless shell). Runs against a build with a contact endpoint
// (tests/e2e/contact-endpoint.ts), on a server of its own that can deploy another build.
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contactForm as copy, enquiryOutbox, undeliveredEnquiry } from "../../app/content/contact";
import { site } from "../../app/content/site";
import type { Enquiry } from "../../app/features/contact/delivery/enquiry";
import { whatsappEnquiryUrl } from "../../app/features/contact/delivery/enquiry-text";
import { OUTBOX_KEY_PREFIX } from "../../app/features/contact/delivery/outbox";
import { endpoint, expect, test, type ContactEndpoint } from "./contact-endpoint";
import { field, form } from "./contact-form";
import { expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { MAIN_BUILD, offlineCopyReady, serveBuild, type SiteServer } from "./offline-copy";

/** The enquiry most tests send, and what the endpoint holds once it is delivered exactly once. */
const TENDAI = { name: "Tendai Moyo", message: "Please quote a warehouse in Msasa." };
const ONLY_TENDAI = [expect.objectContaining(TENDAI)];

test.skip(!endpoint, "build with VITE_CONTACT_ENDPOINT set to run these");

// Every other spec blocks service workers (playwright.config.ts); these are about the worker.
test.use({ serviceWorkers: "allow" });
// Each test installs the offline copy afresh and opens several pages of the site: on a loaded 2-core machine that
// alone can take most of the usual minute. A ceiling for a hung test, as everywhere.
test.describe.configure({ timeout: 120_000 });

/** The tag workbox-background-sync registers the `enquiries` queue's sync under. */
const SYNC_TAG = "workbox-background-sync:enquiries";

const posted = (endpoint: ContactEndpoint) => endpoint.posts as Enquiry[];
const delivered = (endpoint: ContactEndpoint) => endpoint.enquiries as Enquiry[];

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
async function send(page: Page, { name, message }: { name: string; message: string }) {
  await field(page, "Full Name").fill(name);
  await field(page, "Email").fill("tendai@example.com");
  await field(page, "Phone").fill("+263 77 123 4567");
  await field(page, "Service").selectOption({ label: "Civil Contractors" });
  await field(page, "Message").fill(message);
  await form(page).getByRole("button", { name: copy.submit }).click();
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

/** The syncs the browser holds for the site's worker, to fire when it chooses (none where it refuses them). */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    try {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags: () => Promise<string[]> };
      };
      return await registration.sync.getTags();
    } catch {
      return [];
    }
  });
}

/** Fires the worker's sync over the DevTools protocol, from a page that is not the site's (so every page of it may be closed). */
async function syncFirer(context: BrowserContext, server: SiteServer) {
  const driver = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(driver);
  const origin = new URL(server.url("/")).origin;
  let registrationId: string | undefined;
  const versions = new Map<string, string>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    for (const registration of registrations)
      if (!registration.isDeleted && new URL(registration.scopeURL).origin === origin)
        registrationId = registration.registrationId;
  });
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version.status);
  });
  await cdp.send("ServiceWorker.enable");
  return {
    /** Each version of the worker the browser has seen, by id, with its status ("activated", "redundant"...). */
    versions,
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

/**
 * How the browser treats the worker's sync. Chromium with signal fires a sync the moment it is registered, as the
 * Background Sync specification allows; the test fires it then too, over the DevTools protocol, so that a browser
 * that would not (the headless shell, which has no Background Sync of its own) behaves the same. Never fired: the
 * site's permissions are reset to none granted (the DevTools protocol's Browser.grantPermissions denies every other),
 * so Chromium refuses to register the worker's sync at all, as for a site whose background sync the buyer blocked;
 * then only the pages of the site, asking the worker, get the enquiries sent.
 */
const MODES = [
  {
    name: "the browser fires its sync at once",
    async setUp(context: BrowserContext, server: SiteServer) {
      await context.grantPermissions(["background-sync"], { origin: server.url("/") });
      const sync = await syncFirer(context, server);
      return {
        sync,
        /** Right after an enquiry was kept: the sync fires, as Chromium fires a new one when it has signal. */
        afterKeep: () => sync.fire(),
        /** The worker tries again: the browser's sync, with every page of the site closed. */
        tryAgain: async () => {
          for (const page of context.pages()) if (page.url().startsWith(server.url("/"))) await page.close();
          await sync.fire();
        },
      };
    },
  },
  {
    name: "the browser never fires its sync",
    async setUp(context: BrowserContext, server: SiteServer) {
      await context.grantPermissions([], { origin: server.url("/") });
      const sync = await syncFirer(context, server);
      /** A page of the site the buyer keeps open: it asks the worker when it opens and when the signal returns. */
      let open: Page | undefined;
      return {
        sync,
        /** Right after an enquiry was kept: the browser holds no sync it could fire. */
        afterKeep: async (page: Page) => expect(await syncTags(page)).toEqual([]),
        /** The worker tries again: the signal returns to a page of the site the buyer has open. */
        tryAgain: async () => {
          if (!open || open.isClosed()) {
            open = await context.newPage();
            await gotoHydrated(open, server.url("/about"), "the page asks the worker once it is live");
          }
          await context.setOffline(true);
          await context.setOffline(false);
        },
      };
    },
  },
] as const;

for (const mode of MODES) {
  test.describe(`enquiries the offline copy's worker keeps, ${mode.name}`, { tag: "@endpoint" }, () => {
    let server: SiteServer;

    test.beforeEach(async () => {
      server = await serveBuild(MAIN_BUILD);
    });

    test.afterEach(async () => {
      await server.stop();
    });

    test("the endpoint down: the worker keeps it, the page keeps nothing, and it is delivered exactly once when the endpoint is back", async ({
      context,
      contactEndpoint,
    }) => {
      const browser = await mode.setUp(context, server);
      await contactEndpoint.down();
      const page = await openControlled(context, server, "/contact");
      await send(page, TENDAI);
      await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
      for (const label of ["Full Name", "Email", "Phone", "Message"])
        await expect(field(page, label)).toHaveValue("");
      await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
      await browser.afterKeep(page);
      await expect.poll(() => queued(page)).toBe(1);
      expect(await pageOutbox(page)).toEqual([]);

      await contactEndpoint.up();
      await expect
        .poll(async () => {
          await browser.tryAgain();
          return delivered(contactEndpoint);
        })
        .toEqual(ONLY_TENDAI);
      expect(posted(contactEndpoint)).toHaveLength(1);
      // The next visit finds nothing kept: nothing is left to send again.
      const next = await openControlled(context, server, "/contact");
      await expect.poll(() => queued(next)).toBe(0);
      await expect(form(next).getByText(enquiryOutbox.waiting(1))).toBeHidden();
      expect(posted(contactEndpoint)).toHaveLength(1);
    });

    test("an error answer keeps it: one send per tap, none before its Retry-After, delivered once when the endpoint answers 200", async ({
      context,
      contactEndpoint,
    }) => {
      const browser = await mode.setUp(context, server);
      contactEndpoint.answerWith(503, { retryAfter: 2 });
      const page = await openControlled(context, server, "/contact");
      await send(page, TENDAI);
      await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
      await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
      await browser.afterKeep(page);
      expect(posted(contactEndpoint)).toHaveLength(1);

      contactEndpoint.answerWith(200);
      await expect
        .poll(async () => {
          await browser.tryAgain();
          return delivered(contactEndpoint);
        })
        .toEqual(ONLY_TENDAI);
      // The tap's send and the one that delivered it: the sync fired at once sent nothing, its time not come.
      expect(posted(contactEndpoint)).toHaveLength(2);
      expect(new Set(posted(contactEndpoint).map((post) => post.key)).size).toBe(1);
      const next = await openControlled(context, server, "/contact");
      await expect.poll(() => queued(next)).toBe(0);
      await expect(form(next).getByText(enquiryOutbox.waiting(1))).toBeHidden();
    });

    test("one that cannot be delivered never holds back the next; the buyer is told on any page, and offered its text on WhatsApp and by e-mail", async ({
      context,
      contactEndpoint,
    }) => {
      const browser = await mode.setUp(context, server);
      contactEndpoint.answerWith(503, { retryAfter: 1 });
      const page = await openControlled(context, server, "/contact");
      const second = { name: "Rudo Chikwanha", message: "Two borehole pumps for Bulawayo, please." };
      await send(page, TENDAI);
      await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
      await expect(field(page, "Message")).toHaveValue("");
      await send(page, second);
      await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(2));
      await browser.afterKeep(page);
      await expect.poll(() => queued(page)).toBe(2);
      const first = posted(contactEndpoint).find((post) => post.name === TENDAI.name);
      if (!first) throw new Error("the first enquiry was never posted");

      contactEndpoint.refuse(first.key);
      contactEndpoint.answerWith(200);
      await expect
        .poll(async () => {
          await browser.tryAgain();
          return delivered(contactEndpoint);
        })
        .toEqual([expect.objectContaining(second)]);

      // Told on whatever page the buyer opens next; the contact page shows its text and the ways to send it.
      const elsewhere = await context.newPage();
      await elsewhere.goto(server.url("/about"));
      await expect(elsewhere.getByText(enquiryOutbox.undeliveredLater)).toBeVisible();
      await elsewhere.close();
      const next = await context.newPage();
      await next.goto(server.url("/contact"));
      await expect(form(next).getByText(undeliveredEnquiry.refused)).toBeVisible();
      await expect(form(next).getByText(TENDAI.message)).toBeVisible();
      await expect(form(next).getByRole("link", { name: /Send on WhatsApp/ })).toHaveAttribute(
        "href",
        whatsappEnquiryUrl(site.whatsappNumber, first),
      );
      for (const count of [1, 2])
        await expect(form(next).getByText(enquiryOutbox.waiting(count))).toBeHidden();
      expect(await queued(next)).toBe(0);
      await expectNoAxeViolations(next, "form");
      await form(next)
        .getByRole("button", { name: enquiryOutbox.dismissLabel(TENDAI.name) })
        .click();
      await expect(form(next).getByText(undeliveredEnquiry.refused)).toBeHidden();
    });

    test("a late answer never makes a second enquiry", async ({ context, contactEndpoint }) => {
      const browser = await mode.setUp(context, server);
      const page = await openControlled(context, server, "/contact");
      // The endpoint takes the enquiry but answers only after the worker stopped waiting (10 s).
      const slow = contactEndpoint.hold();
      await send(page, TENDAI);
      await expect(page.getByText(enquiryOutbox.kept)).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => queued(page)).toBe(1);
      slow.release();
      await browser.afterKeep(page);

      // The endpoint had it already: a try answered 200 ends it, and the worker drops its copy.
      await expect
        .poll(async () => {
          await browser.tryAgain();
          const next = await context.newPage();
          await next.goto(server.url("/about"));
          await offlineCopyReady(next);
          const left = await queued(next);
          await next.close();
          return left;
        })
        .toBe(0);
      expect(posted(contactEndpoint).length).toBeGreaterThanOrEqual(2);
      expect(delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
    });

    test("not set up on this host (501): told at once with WhatsApp and e-mail offered, and kept by no one", async ({
      context,
      contactEndpoint,
    }) => {
      await mode.setUp(context, server);
      contactEndpoint.answerWith(501);
      const page = await openControlled(context, server, "/contact");
      await send(page, TENDAI);
      const told = form(page).getByRole("alert");
      await expect(told).toContainText(undeliveredEnquiry["not-set-up"]);
      await expect(told.getByRole("link", { name: /Send by e-mail/ })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${site.salesEmail}\\?subject=`),
      );
      await expect(field(page, "Message")).toHaveValue(TENDAI.message);
      expect(await queued(page)).toBe(0);
      expect(await pageOutbox(page)).toEqual([]);
      expect(await syncTags(page)).toEqual([]);
      expect(posted(contactEndpoint)).toHaveLength(1);
      await expectNoAxeViolations(page, "form");
    });
  });
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

test.describe("enquiries the offline copy's worker keeps, across builds", { tag: "@endpoint" }, () => {
  test("a new build never drops a kept enquiry", async ({ context, contactEndpoint }) => {
    const server = await serveBuild(MAIN_BUILD);
    const sync = await syncFirer(context, server);
    await contactEndpoint.down();
    const page = await openControlled(context, server, "/contact");
    await send(page, TENDAI);
    await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
    await expect.poll(() => queued(page)).toBe(1);
    const activated = () =>
      [...sync.versions].filter(([, status]) => status === "activated").map(([id]) => id);
    const [old] = activated();

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
      // With no page of the old version left open, the new one takes over; a page opened before it has would be
      // the old one's, and keep it.
      await page.close();
      await expect.poll(() => activated().filter((id) => id !== old)).toHaveLength(1);
      const after = await openControlled(context, server, "/contact");
      await expect
        .poll(() => after.evaluate(() => caches.keys()))
        .toEqual(expect.not.arrayContaining([`offline-pages-${next.previous}`]));
      await expect(form(after).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
      expect(await queued(after)).toBe(1);

      await contactEndpoint.up();
      await sync.fire();
      await expect.poll(() => delivered(contactEndpoint)).toEqual(ONLY_TENDAI);
      await expect.poll(() => queued(after)).toBe(0);
      await expect(form(after).getByText(enquiryOutbox.waiting(1))).toBeHidden();
    } finally {
      rmSync(next.folder, { recursive: true, force: true });
      await server.stop();
    }
  });
});

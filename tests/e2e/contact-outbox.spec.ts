import type { Page } from "@playwright/test";
import { contactForm as copy, enquiryOutbox, undeliveredEnquiry } from "../../app/content/contact";
import { OUTBOX_KEY_PREFIX } from "../../app/features/contact/delivery/outbox";
import { endpoint, expect, test } from "./contact-endpoint";
import { field, fill, form } from "./contact-form";
import { expectNoAxeViolations, gotoHydrated, waitUntilLive } from "./fixtures";

// An enquiry the endpoint cannot take yet (no signal, or the endpoint down) is kept on the device and sent later,
// exactly once and always with the key it was made with, from whichever page of the site is open; one the endpoint
// refuses for good is shown with its text and holds back no other. Runs against a build with a contact endpoint
// (tests/e2e/contact-endpoint.ts). The offline copy's worker is blocked: these test the page's own outbox, the
// path of browsers without Background Sync (tests/e2e/enquiry-sync.spec.ts tests the worker's).

test.skip(!endpoint, "build with VITE_CONTACT_ENDPOINT set to run these");
test.use({ serviceWorkers: "block" });

const ENQUIRY = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: "+263 77 123 4567",
  service: "civil",
  message: "Please quote a warehouse in Msasa.",
};
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const keyed = (enquiry: object = ENQUIRY) => ({ ...enquiry, key: expect.stringMatching(KEY) as unknown });

interface Kept {
  enquiry: { key: string; name: string };
  undelivered?: string;
  retryAt?: number;
}

/** The values kept on the device, as stored, oldest first. */
const kept = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .sort()
        .map((key) => JSON.parse(localStorage.getItem(key) ?? "null") as Kept),
    OUTBOX_KEY_PREFIX,
  );

/** Resolves once the page has fetched the script file `name` (`name.<hash>.js`, as the build names it). */
const fetched = (page: Page, name: string) =>
  page.waitForResponse((response) => new RegExp(`/assets/${name}\\.[\\w-]+\\.js$`).test(response.url()));

/**
 * Opens the contact form once live and its endpoint code and toasts have arrived (they load with the form, while
 * there is signal), then takes the signal away and sends an enquiry, which the device keeps.
 */
async function sendWithNoSignal(page: Page) {
  const scripts = Promise.all(
    ["outbox", "kept-enquiries", "sonner-toaster"].map((name) => fetched(page, name)),
  );
  await gotoHydrated(
    page,
    "/contact",
    "the enquiry is kept by the form's scripts, loaded before the signal goes",
  );
  await scripts;
  await fill(page);
  await page.context().setOffline(true);
  await send(page);
}

/** Presses Send and waits until the form says the enquiry is kept and has cleared. */
async function send(page: Page) {
  await form(page).getByRole("button", { name: copy.submit }).click();
  await expect(page.getByText(enquiryOutbox.kept).last()).toBeVisible();
  await expect(field(page, "Message")).toHaveValue("");
}

test.describe("enquiries the endpoint cannot take yet", { tag: "@endpoint" }, () => {
  test("are kept on this device with no signal, the form says so, and nothing is sent or lost", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    for (const label of ["Full Name", "Email", "Phone", "Service", "Message"])
      await expect(field(page, label)).toHaveValue("");
    expect(await kept(page)).toEqual([{ enquiry: keyed() }]);
    expect(contactEndpoint.posts).toEqual([]);
  });

  test("are sent when the signal returns, exactly once with the key they were kept with, and the form says so", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    const [{ enquiry } = { enquiry: { key: "" } }] = await kept(page);
    await page.context().setOffline(false);
    await expect(page.getByText(enquiryOutbox.sent)).toBeVisible();
    expect(contactEndpoint.posts).toEqual([{ ...ENQUIRY, key: enquiry.key }]);
    await expect(form(page).getByRole("status")).toBeEmpty();
    expect(await kept(page)).toEqual([]);
    // Later visits find nothing kept and send nothing again.
    for (const path of ["/contact", "/"]) {
      await page.goto(path);
      // The outbox is tried once the page is live: before that, "nothing sent again" would hold vacuously.
      await waitUntilLive(page);
      expect(await kept(page), path).toEqual([]);
    }
    expect(contactEndpoint.posts).toHaveLength(1);
  });

  test("are sent on the next visit to any page", async ({ page, context, contactEndpoint }) => {
    await sendWithNoSignal(page);
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto("/about");
    await expect(next.getByText(enquiryOutbox.sent)).toBeVisible();
    expect(contactEndpoint.posts).toEqual([keyed()]);
    expect(await kept(next)).toEqual([]);
  });

  test("are sent once when the signal returns to two open pages of the site", async ({
    page,
    context,
    contactEndpoint,
  }) => {
    const other = await context.newPage();
    await gotoHydrated(other, "/about", "it listens for the signal's return");
    await sendWithNoSignal(page);
    // The endpoint takes its time: the page that sends first holds the turn while the other waits for it.
    const slow = contactEndpoint.hold();
    await context.setOffline(false);
    const turns = () =>
      page.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return { held: held.length, pending: pending.length };
      });
    await expect.poll(turns).toEqual({ held: 1, pending: 1 });
    slow.release();
    await expect.poll(turns).toEqual({ held: 0, pending: 0 });
    expect(contactEndpoint.posts).toEqual([keyed()]);
    expect(await kept(other)).toEqual([]);
  });

  test("are kept when the endpoint is down with signal, not tried before its Retry-After, then sent with the same key once it is back", async ({
    page,
    contactEndpoint,
  }) => {
    contactEndpoint.answerWith(503, { retryAfter: 600 });
    await page.goto("/contact");
    await fill(page);
    await send(page);
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    const [first] = await kept(page);
    expect(first).toEqual({ enquiry: keyed(), retryAt: expect.any(Number) as unknown });
    // Not before its time: the next page sends nothing.
    await page.goto("/about");
    await waitUntilLive(page);
    expect(contactEndpoint.posts).toHaveLength(1);
    // Its time come (the page's clock ten minutes on, its timers running), the next page tries: still down.
    await page.clock.setFixedTime(new Date(Date.now() + 601_000));
    await page.goto("/contact");
    await expect(page.getByText(enquiryOutbox.failed)).toBeVisible();
    expect(contactEndpoint.posts).toHaveLength(2);
    contactEndpoint.answerWith(200);
    await page.clock.setFixedTime(new Date(Date.now() + 1_300_000));
    await page.goto("/");
    await expect(page.getByText(enquiryOutbox.sent)).toBeVisible();
    const key = first?.enquiry.key;
    expect(contactEndpoint.posts).toEqual([1, 2, 3].map(() => ({ ...ENQUIRY, key })));
    expect(contactEndpoint.enquiries).toEqual([{ ...ENQUIRY, key }]);
    expect(await kept(page)).toEqual([]);
  });

  test("limited by the endpoint (429): the buyer is told it waits its turn, and it is not tried again before then", async ({
    page,
    contactEndpoint,
  }) => {
    contactEndpoint.answerWith(429, { retryAfter: 300 });
    await page.goto("/contact");
    await fill(page);
    await form(page).getByRole("button", { name: copy.submit }).click();
    await expect(page.getByText(enquiryOutbox.limited(5))).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    await expectNoAxeViolations(page, "form");
    for (const path of ["/about", "/contact"]) {
      await page.goto(path);
      await waitUntilLive(page);
    }
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    expect(contactEndpoint.posts).toHaveLength(1);
  });

  test("one the endpoint refuses for good holds back no other, and is shown with its text until dismissed", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    await fill(page);
    await field(page, "Full Name").fill("Rudo Chikwanha");
    await send(page);
    const [refused, other] = await kept(page);
    expect(refused?.enquiry.name).toBe("Tendai Moyo");
    contactEndpoint.refuse(refused?.enquiry.key ?? "");
    await page.context().setOffline(false);
    await expect(page.getByText(enquiryOutbox.sent)).toBeVisible();
    await expect(page.getByText(enquiryOutbox.undeliveredLater)).toBeVisible();
    expect(contactEndpoint.enquiries).toEqual([
      { ...ENQUIRY, name: "Rudo Chikwanha", key: other?.enquiry.key },
    ]);
    // Its text stays on the page, nothing waits any more, and it is never tried again.
    await expect(form(page).getByText(undeliveredEnquiry.refused)).toBeVisible();
    await expect(form(page).getByText(/Full Name: Tendai Moyo/)).toContainText(ENQUIRY.message);
    await expect(form(page).getByRole("status")).toBeEmpty();
    await page.goto("/about");
    await waitUntilLive(page);
    expect(contactEndpoint.posts).toHaveLength(2);
    await page.goto("/contact");
    const dismiss = form(page).getByRole("button", { name: enquiryOutbox.dismissLabel("Tendai Moyo") });
    await expect(dismiss).toBeVisible();
    await expectNoAxeViolations(page, "form");
    await dismiss.click();
    await expect(form(page).getByText(undeliveredEnquiry.refused)).toHaveCount(0);
    expect(await kept(page)).toEqual([]);
  });
});

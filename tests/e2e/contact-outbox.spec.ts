import type { Page } from "@playwright/test";
import { contactForm as copy, enquiryOutbox } from "../../app/content/contact";
import { OUTBOX_KEY_PREFIX } from "../../app/features/contact/enquiry-outbox";
import { endpoint, expect, test } from "./contact-endpoint";
import { field, fill, form } from "./contact-form";
import { gotoHydrated, waitUntilLive } from "./fixtures";

// An enquiry sent with no signal is kept on the device and sent once the signal is back, exactly once, from
// whichever page of the site is open. Runs against a build with a contact endpoint (tests/e2e/contact-endpoint.ts).

test.skip(!endpoint, "build with VITE_CONTACT_ENDPOINT set to run these");

const ENQUIRY = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: "+263 77 123 4567",
  service: "civil",
  message: "Please quote a warehouse in Msasa.",
};

/** The values kept on the device, as stored. */
const kept = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown),
    OUTBOX_KEY_PREFIX,
  );

/** Resolves once the page has fetched the script file whose name starts with `name`. */
const fetched = (page: Page, name: string) =>
  page.waitForResponse((response) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(response.url()));

/**
 * Opens the contact form once live and its endpoint code and toasts have arrived (they load with the form, while
 * there is signal), then takes the signal away and sends an enquiry, which the device keeps.
 */
async function sendWithNoSignal(page: Page) {
  const scripts = Promise.all([fetched(page, "endpoint-delivery"), fetched(page, "sonner-toaster")]);
  await gotoHydrated(
    page,
    "/contact",
    "the enquiry is kept by the form's scripts, loaded before the signal goes",
  );
  await scripts;
  await fill(page);
  await page.context().setOffline(true);
  await form(page).getByRole("button", { name: copy.submit }).click();
  await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
}

test.describe("enquiries sent with no signal", { tag: "@endpoint" }, () => {
  test("are kept on this device, the form says so, and nothing is sent or lost", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    for (const label of ["Full Name", "Email", "Phone", "Service", "Message"])
      await expect(field(page, label)).toHaveValue("");
    expect(await kept(page)).toEqual([{ enquiry: ENQUIRY }]);
    expect(contactEndpoint.posts).toEqual([]);
  });

  test("are sent when the signal returns, exactly once, and the form says so", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    await page.context().setOffline(false);
    await expect(page.getByText(enquiryOutbox.sent)).toBeVisible();
    expect(contactEndpoint.posts).toEqual([ENQUIRY]);
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
    expect(contactEndpoint.posts).toEqual([ENQUIRY]);
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
    expect(contactEndpoint.posts).toEqual([ENQUIRY]);
    expect(await kept(other)).toEqual([]);
  });

  test("stay kept when the endpoint refuses them, and the visitor is told", async ({
    page,
    contactEndpoint,
  }) => {
    await sendWithNoSignal(page);
    contactEndpoint.answerWith(503);
    await page.context().setOffline(false);
    await expect(page.getByText(enquiryOutbox.failed)).toBeVisible();
    await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
    expect(contactEndpoint.posts).toEqual([ENQUIRY]);
  });
});

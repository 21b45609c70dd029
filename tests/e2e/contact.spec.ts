import {
  contactForm as copy,
  enquiryOutbox,
  SERVICE_OPTIONS,
  undeliveredEnquiry,
  whatsappEnquiry,
} from "../../app/content/contact";
import { businessHours, site } from "../../app/content/site";
import { endpoint, test as endpointTest } from "./contact-endpoint";
import { answerForWhatsApp, expectEnquiryLink, expectFilled, field, fill, form } from "./contact-form";
import { axeAfterScrolling, expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

test.describe("contact form", () => {
  test("has its fields, required markers and service options", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    for (const label of ["Full Name", "Email", "Service", "Message"]) {
      await expect(field(page, label)).toHaveAttribute("required", "");
      await expect(
        form(page).locator("label", { hasText: label }).locator('[aria-hidden="true"]'),
      ).toHaveText("*");
    }
    await expect(field(page, "Phone")).not.toHaveAttribute("required");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(form(page).getByText(/Fields marked/)).toBeVisible();
    const options = field(page, "Service").locator("option");
    await expect(options).toHaveText(["Select a service", ...SERVICE_OPTIONS.map((option) => option.label)]);
    expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "",
      "industrial",
      "energy",
      "civil",
      "other",
    ]);
    await expect(options.first()).toBeDisabled();
    await expect(field(page, "Service")).toHaveValue("");
  });

  test("invalid: the browser stops an incomplete form or a bad e-mail, and nothing is sent", async ({
    page,
  }) => {
    await page.goto("/contact");
    const submit = form(page).getByRole("button", { name: copy.submit });
    await submit.click();
    await expect(field(page, "Full Name")).toBeFocused();
    await expect(submit).toBeEnabled();
    await fill(page);
    await field(page, "Email").fill("not-an-email");
    await submit.click();
    await expect(field(page, "Email")).toBeFocused();
    expect(await field(page, "Email").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(
      true,
    );
    await field(page, "Email").fill("tendai@example.com");
    await field(page, "Message").fill("   ");
    await submit.click();
    await expect(field(page, "Message")).toBeFocused();
    expect(await field(page, "Message").evaluate((el: HTMLTextAreaElement) => el.validationMessage)).toBe(
      copy.blank,
    );
    await expect(page.getByText(copy.success)).toHaveCount(0);
    await expect(submit).toHaveText(copy.submit);
  });

  test(
    "WhatsApp: Sending... on a disabled button, WhatsApp opens with the enquiry, the form says the last tap is there and clears",
    { tag: "@responsive" },
    async ({ page, context }) => {
      test.skip(Boolean(endpoint), "this build posts to an endpoint");
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") posts.push(request.url());
      });
      await answerForWhatsApp(context);
      const start = new Date("2026-01-05T08:00:00Z");
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1000));
      await gotoHydrated(page, "/contact", "WhatsApp opens within the tap on a live form's Send");
      await fill(page);
      const opened = context.waitForEvent("page");
      await form(page).getByRole("button", { name: copy.submit }).click();
      await expect(form(page).getByRole("button", { name: copy.sending })).toBeDisabled();
      const whatsapp = await opened;
      await expect.poll(() => whatsapp.url()).toMatch(/^https:\/\/wa\.me\//);
      expectEnquiryLink(whatsapp.url());
      await page.clock.runFor(1000);
      await expect(form(page).getByRole("button", { name: copy.submit })).toBeEnabled();
      const status = form(page).getByRole("status");
      await expect(status).toContainText(whatsappEnquiry.opened);
      await expect(status.getByRole("link", { name: whatsappEnquiry.openAgain })).toHaveAttribute(
        "href",
        whatsapp.url(),
      );
      for (const label of ["Full Name", "Email", "Phone", "Service", "Message"]) {
        await expect(field(page, label)).toHaveValue("");
      }
      // Emptied after a delivery, not marked as wrongly filled in (the red border of an edited, invalid field).
      await expect(form(page).locator(":user-invalid")).toHaveCount(0);
      await expect(page.getByText(/has been sent/)).toHaveCount(0);
      expect(posts).toEqual([]);
      await page.clock.resume();
      await expectNoAxeViolations(page, "form");
    },
  );

  // `npm test` runs these against a build with an endpoint and a real one listening (tests/e2e/contact-endpoint.ts).
  endpointTest.describe("with a configured endpoint", { tag: "@endpoint" }, () => {
    endpointTest.skip(!endpoint, "build with VITE_CONTACT_ENDPOINT set to run these");

    endpointTest.use({ serviceWorkers: "block" });

    endpointTest(
      "POSTs the enquiry as JSON with its key, then confirms and clears the form",
      async ({ page, contactEndpoint }) => {
        await page.goto("/contact");
        await fill(page);
        await form(page).getByRole("button", { name: copy.submit }).click();
        await expect(page.getByText(copy.success)).toBeVisible();
        expect(contactEndpoint.posts).toEqual([
          {
            key: expect.stringMatching(
              /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
            ),
            name: "Tendai Moyo",
            email: "tendai@example.com",
            phone: "+263 77 123 4567",
            service: "civil",
            message: "Please quote a warehouse in Msasa.",
          },
        ]);
        await expect(field(page, "Full Name")).toHaveValue("");
      },
    );

    for (const [answer, status] of [
      ["refused", 400],
      ["not-set-up", 501],
    ] as const) {
      endpointTest(
        `${answer} (${status}): says so at once, keeps every value, offers it on WhatsApp and by e-mail, keeps nothing to retry`,
        async ({ page, contactEndpoint }) => {
          contactEndpoint.answerWith(status);
          await page.goto("/contact");
          await fill(page);
          await form(page).getByRole("button", { name: copy.submit }).click();
          const told = form(page).getByRole("alert");
          await expect(told).toContainText(undeliveredEnquiry[answer]);
          expectEnquiryLink(
            (await told.getByRole("link", { name: /Send on WhatsApp/ }).getAttribute("href")) ?? "",
          );
          await expect(told.getByRole("link", { name: /Send by e-mail/ })).toHaveAttribute(
            "href",
            new RegExp(`^mailto:${site.salesEmail}\\?subject=`),
          );
          await expectFilled(page);
          await expect(form(page).getByRole("button", { name: copy.submit })).toBeEnabled();
          await expect(form(page).getByRole("status")).toBeEmpty();
          expect(contactEndpoint.posts).toHaveLength(1);
          await expectNoAxeViolations(page, "form");
        },
      );
    }

    endpointTest(
      "endpoint down with signal: the enquiry is kept on this device, the form says so and clears",
      async ({ page, contactEndpoint }) => {
        contactEndpoint.answerWith(503);
        await page.goto("/contact");
        await fill(page);
        await form(page).getByRole("button", { name: copy.submit }).click();
        await expect(page.getByText(enquiryOutbox.kept)).toBeVisible();
        await expect(form(page).getByRole("status")).toHaveText(enquiryOutbox.waiting(1));
        await expect(field(page, "Message")).toHaveValue("");
        expect(contactEndpoint.enquiries).toEqual([]);
        await expectNoAxeViolations(page, "form");
      },
    );
  });
});

test.describe("offices, hours and map", () => {
  test("shows both offices with the sales e-mail and phone", async ({ page }) => {
    await page.goto("/contact");
    for (const office of site.offices) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: office.name }) });
      await expect(card.getByText(office.street, { exact: false })).toBeVisible();
      await expect(card.getByRole("link", { name: office.salesEmail })).toHaveAttribute(
        "href",
        `mailto:${office.salesEmail}`,
      );
      await expect(card.getByRole("link", { name: office.phone })).toHaveAttribute("href", /^tel:\+?[0-9]+$/);
    }
    expect(site.offices.map((office) => office.name)).toEqual(["Harare Main Office", "Marlborough Branch"]);
  });

  test("shows the business hours", async ({ page }) => {
    await page.goto("/contact");
    const hours = page.locator("section", { has: page.getByRole("heading", { name: "Business Hours" }) });
    await expect(hours.locator("dt")).toHaveText(["Monday to Friday", "Saturday", "Sunday"]);
    await expect(hours.locator("dd")).toHaveText(["8:00 to 17:00", "8:00 to 12:00", "Closed"]);
    expect(businessHours).toHaveLength(3);
  });

  test("embeds a lazy, titled map with an Open in Google Maps link and an address panel", async ({
    page,
  }) => {
    await page.goto("/contact");
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", site.map.title);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    const link = page.getByRole("link", { name: /Open in Google Maps/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    // The map host is unreachable here: the address stays readable beside the frame.
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator("figcaption").getByText(site.address.street, { exact: false })).toBeVisible();
  });
});

test("/contact passes axe once every section has faded in", async ({ page }) => {
  await page.goto("/contact");
  await axeAfterScrolling(page);
});

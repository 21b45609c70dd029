import type { BrowserContext, Page } from "@playwright/test";
import { contactForm as copy, whatsappEnquiry } from "../../app/content/contact";
import { site } from "../../app/content/site";
import { expect } from "./fixtures";

// The contact form as a visitor finds and fills it, for the specs about it.

export const form = (page: Page) => page.getByRole("form", { name: copy.title });
export const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${label}`));

export async function fill(page: Page) {
  await field(page, "Full Name").fill("Tendai Moyo");
  await field(page, "Email").fill("tendai@example.com");
  await field(page, "Phone").fill("+263 77 123 4567");
  await field(page, "Service").selectOption({ label: "Civil Contractors" });
  await field(page, "Message").fill("Please quote a warehouse in Msasa.");
}

export async function expectFilled(page: Page) {
  await expect(field(page, "Full Name")).toHaveValue("Tendai Moyo");
  await expect(field(page, "Email")).toHaveValue("tendai@example.com");
  await expect(field(page, "Phone")).toHaveValue("+263 77 123 4567");
  await expect(field(page, "Service")).toHaveValue("civil");
  await expect(field(page, "Message")).toHaveValue("Please quote a warehouse in Msasa.");
}

/** wa.me is out of reach here: WhatsApp's page is a blank one of the test's, so a window opened there loads. */
export async function answerForWhatsApp(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
  );
}

/** The link opens a chat with the business's number, the enquiry the form filled in written out. */
export function expectEnquiryLink(address: string) {
  const url = new URL(address);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsappNumber}`);
  expect(url.searchParams.get("text")?.split("\n")).toEqual([
    whatsappEnquiry.heading,
    "",
    "Full Name: Tendai Moyo",
    "Email: tendai@example.com",
    "Phone: +263 77 123 4567",
    "Service: Civil Contractors",
    "",
    "Please quote a warehouse in Msasa.",
  ]);
}

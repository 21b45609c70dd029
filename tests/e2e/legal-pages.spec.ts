// The Privacy Policy and the Terms of Service: reached from every page's footer and from beside the contact form and
// the cart's checkout, each the text of its data file (app/data/legal/) with the company's own e-mail under it.
import { legalPages } from "../../app/content/legal";
import { site } from "../../app/content/site";
import { readLegalFile } from "../../scripts/cms/legal-files";
import { expect, expectNoAxeViolations, pageWidth, test } from "./fixtures";

const privacy = readLegalFile(legalPages.privacy.entry).data;
const terms = readLegalFile(legalPages.terms.entry).data;

test(
  "the footer's Privacy Policy leads to the policy: what stays on the phone, what is sent, how to ask for removal",
  {
    tag: "@responsive",
  },
  async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy.title);
    const updated = privacy.updated.toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" });
    await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
    for (const heading of [
      "What stays on your phone or computer",
      "What is sent, and to whom",
      "Asking for your details to be removed",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("The site sets no cookies for visitors.", { exact: false })).toBeVisible();
    const contact = page.getByRole("region", { name: "Contact us" });
    await expect(contact.getByRole("link", { name: site.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${site.infoEmail}`,
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await expectNoAxeViolations(page);
  },
);

test("the footer's Terms of Service leads to the terms", { tag: "@responsive" }, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(terms.title);
  await expect(page.getByRole("heading", { level: 2, name: "Orders and quotations" })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page);
});

for (const path of ["/contact", "/cart"]) {
  test(`${path} links both pages beside what the buyer sends`, async ({ page }) => {
    await page.goto(path);
    const aside = page.getByText("What we keep and send:");
    await expect(aside.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(aside.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });
}

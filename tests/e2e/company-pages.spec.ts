import { principles, team } from "../../app/content/about";
import { serviceLines } from "../../app/content/services";
import { axeAfterScrolling, expect, test } from "./fixtures";

test.describe("services overview", () => {
  test("shows three blocks, each with title, description, five bullets, Learn More and an image", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    const blocks = page.getByTestId("service-block");
    await expect(blocks).toHaveCount(3);
    for (const [index, line] of serviceLines.entries()) {
      const block = blocks.nth(index);
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(line.title);
      await expect(block.getByText(line.description)).toBeVisible();
      const bullets = block.getByRole("listitem");
      await expect(bullets).toHaveCount(5);
      await expect(bullets).toHaveText([...line.features]);
      await expect(block.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", line.href);
      // Offline, the photo shows its labelled placeholder: either way there is an image with its description.
      await expect(block.getByRole("img", { name: line.image.alt })).toBeVisible();
    }
    expect(serviceLines.map((line) => line.line)).toEqual(["mining", "energy", "civil"]);
  });

  test("the blocks alternate sides on a wide screen", async ({ page }) => {
    await page.goto("/services");
    const blocks = page.getByTestId("service-block");
    const imageIsLeft = async (index: number) => {
      const block = blocks.nth(index);
      const image = await block.getByRole("img").boundingBox();
      const heading = await block.getByRole("heading", { level: 2 }).boundingBox();
      return (image?.x ?? 0) < (heading?.x ?? 0);
    };
    expect([await imageIsLeft(0), await imageIsLeft(1), await imageIsLeft(2)]).toEqual([true, false, true]);
  });

  test("Learn More goes to the business line's landing page", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: /^Learn More.*Energy Solutions$/ }).click();
    await expect(page).toHaveURL("/energy-solutions");
    await page.goBack();
    await expect(page).toHaveURL("/services");
  });
});

test.describe("about", () => {
  test("tells the history with the incorporation details", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(
      page.getByText(
        /incorporated in August 1991 under the Zimbabwe Companies Act, certificate number 3619\/91/,
      ),
    ).toBeVisible();
  });

  test("states the mission, values and aim", async ({ page }) => {
    await page.goto("/about");
    for (const item of principles.items) {
      const heading = page.getByRole("heading", { level: 3, name: item.title });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect(page.getByText(item.text)).toBeVisible();
    }
    expect(principles.items.map((item) => item.title)).toEqual(["Our Mission", "Our Values", "Our Aim"]);
  });

  test("introduces a leadership team of three and ends with a call to contact", async ({ page }) => {
    await page.goto("/about");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Our Leadership Team" }),
    });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("listitem")).toHaveCount(3);
    expect(team).toHaveLength(3);
    for (const member of team) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: member.name }) });
      await expect(card.getByText(member.title, { exact: true })).toBeVisible();
      await expect(card.getByText(member.blurb)).toBeVisible();
    }
    await page.locator("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test("/services passes axe once every section has faded in", async ({ page }) => {
  await page.goto("/services");
  await axeAfterScrolling(page);
});

test("/about passes axe once every section has faded in", async ({ page }) => {
  await page.goto("/about");
  await axeAfterScrolling(page);
});

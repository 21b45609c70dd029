// @vitest-environment node
// The content manager's preview pane takes the site's style sheet from the built home page, which carries it inline.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PREVIEW_STYLES, siteStyles, writePreviewStyles } from "./preview-styles.mjs";

const SITE_SHEET = `/*! tailwindcss */ .text-ink{color:#111}${" .x{}".repeat(400)}`;
const page = (...sheets: string[]) =>
  `<!doctype html><html><head>${sheets.map((css) => `<style>${css}</style>`).join("")}</head><body></body></html>`;

const work = mkdtempSync(join(tmpdir(), "preview-styles-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the preview's style sheet", () => {
  it("is the site's sheet the home page carries, not the few rules Astro adds beside it", () => {
    expect(siteStyles(page("astro-island{display:contents}", SITE_SHEET, "a{b:c}"))).toBe(SITE_SHEET);
  });

  it("fails the build, saying so, when the home page carries no site sheet", () => {
    expect(() => siteStyles(page("astro-island{display:contents}"))).toThrow(
      "the home page holds no site style sheet for the content manager's preview",
    );
  });

  it("is written beside the content manager's page as the page loads it", async () => {
    const admin = join(work, "admin");
    mkdirSync(admin);
    writeFileSync(join(work, "index.html"), page(SITE_SHEET));
    expect(await writePreviewStyles(work, admin)).toBe(SITE_SHEET.length);
    expect(readFileSync(join(admin, PREVIEW_STYLES), "utf8")).toBe(SITE_SHEET);
    expect(readFileSync(new URL("../../public/admin/cms-setup.js", import.meta.url), "utf8")).toContain(
      `CMS.registerPreviewStyle("/admin/${PREVIEW_STYLES}")`,
    );
  });
});

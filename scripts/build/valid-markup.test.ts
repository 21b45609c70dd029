// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ISLAND_STYLE, validMarkup } from "./valid-markup.mjs";

describe("validMarkup", () => {
  it("moves the style of Astro's island runtime from <body> into <head>, once", () => {
    const page =
      `<!DOCTYPE html><html><head><title>Cart</title></head><body><h1>Cart</h1>` +
      `${ISLAND_STYLE}<script>/* runtime */</script><astro-island></astro-island></body></html>`;
    expect(validMarkup(page)).toBe(
      `<!DOCTYPE html><html><head><title>Cart</title>${ISLAND_STYLE}</head><body><h1>Cart</h1>` +
        `<script>/* runtime */</script><astro-island></astro-island></body></html>`,
    );
    expect(validMarkup(validMarkup(page))).toBe(validMarkup(page));
  });

  it("writes the refresh of Astro's redirect page with the space its content needs", () => {
    const stub =
      "<!doctype html>\n<title>Redirecting to: /energy-solutions</title>\n" +
      '<meta http-equiv="refresh" content="0;url=/energy-solutions">\n<body></body>';
    expect(validMarkup(stub)).toContain('<meta http-equiv="refresh" content="0; url=/energy-solutions">');
  });

  it("leaves a page without either as it was", () => {
    const page =
      "<!DOCTYPE html><html><head><style>h1{margin:0}</style></head><body><p>About</p></body></html>";
    expect(validMarkup(page)).toBe(page);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePages, encodePages, parsePageBundle, SHARED_LENGTH, type PlainPage } from "./page-bundle";

const HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'self'",
};

/** A page as the site's are: the same long head, header and footer around its own content. */
function sitePage(path: string, content: string, headers: Record<string, string> = HEADERS): PlainPage {
  const style = `<style>${"main{margin:0 auto}".repeat(300)}</style>`;
  const header = `<header>${Array.from({ length: 40 }, (_, i) => `<a href="/line-${i}" class="menu-link">Line ${i}</a>`).join("")}</header>`;
  const footer = `<footer><p class="small print">Industrial Suppliers, since 1991</p></footer>`;
  return {
    path,
    status: 200,
    headers,
    html: `<!DOCTYPE html><html lang="en"><head><title>${content} | Shop</title>${style}</head><body>${header}<main><h1>${content}</h1></main>${footer}</body></html>`,
  };
}

describe("the page bundle", () => {
  it("gives back every page as it was, with its status and headers", () => {
    const pages = [
      sitePage("/", "Home"),
      sitePage("/about", "About Us"),
      { ...sitePage("/404.html", "Page not found", { ...HEADERS, "X-Frame-Options": "DENY" }), status: 404 },
    ];
    expect(decodePages(parsePageBundle(JSON.parse(JSON.stringify(encodePages(pages)))))).toEqual(pages);
  });

  it("gives back any text as it was, through JSON", () => {
    const text = fc.stringMatching(/^[<>a-z "=/\n{}é€\\\\]{0,80}$/);
    fc.assert(
      fc.property(fc.array(fc.array(text, { maxLength: 6 }), { maxLength: 5 }), (bodies) => {
        const pages = bodies.map((parts, index) => ({
          path: `/page-${index}`,
          status: 200,
          headers: index % 2 === 0 ? HEADERS : {},
          html: parts.join(""),
        }));
        const sent = JSON.parse(JSON.stringify(encodePages(pages))) as unknown;
        expect(decodePages(parsePageBundle(sent))).toEqual(pages);
      }),
    );
  });

  it("says each repeated piece once: what is left of a page is its own text, close to the one before it", () => {
    const pages = Array.from({ length: 30 }, (_, index) => sitePage(`/product/${index}`, `Pump ${index}`));
    const bundle = encodePages(pages);
    const [first, ...others] = bundle.pages;
    const text = (parts: readonly (string | number)[]) =>
      parts.filter((part) => typeof part === "string").join("");
    expect(text(first?.parts ?? [])).toContain("<style>");
    // From the second page on, the style sheet, the header and the footer are numbers.
    for (const [index, page] of others.entries()) {
      expect(text(page.parts)).not.toContain("<style>");
      expect(JSON.stringify(page).length).toBeLessThan((pages[index + 1]?.html.length ?? 0) / 10);
    }
    // Each header set once.
    expect(bundle.headers).toEqual([HEADERS]);
  });

  it("numbers only text long enough to be worth a number", () => {
    const bundle = encodePages([
      { path: "/a", status: 200, headers: {}, html: "<b>x</b>y" },
      { path: "/b", status: 200, headers: {}, html: "<b>x</b>y" },
    ]);
    expect("<b>x</b>y".length).toBeLessThan(SHARED_LENGTH);
    expect(bundle.pages.map((page) => page.parts)).toEqual([["<b>x</b>y"], ["<b>x</b>y"]]);
  });

  it.each([
    ["nothing", null],
    ["a list", []],
    ["no pages", { headers: [] }],
    ["headers that are not text", { headers: [{ "Content-Type": 1 }], pages: [] }],
    ["a page without an address", { headers: [{}], pages: [{ status: 200, headers: 0, parts: [] }] }],
    ["a relative address", { headers: [{}], pages: [{ path: "about", status: 200, headers: 0, parts: [] }] }],
    [
      "a status no response has",
      { headers: [{}], pages: [{ path: "/", status: 99, headers: 0, parts: [] }] },
    ],
    [
      "a part that is neither",
      { headers: [{}], pages: [{ path: "/", status: 200, headers: 0, parts: [true] }] },
    ],
    ["a negative number", { headers: [{}], pages: [{ path: "/", status: 200, headers: 0, parts: [-1] }] }],
  ])("refuses %s", (_, value) => {
    expect(() => parsePageBundle(value)).toThrow("not one");
  });

  it("refuses to give a page back from a number or header set it was never given", () => {
    const page = { path: "/", status: 200, headers: 0 };
    expect(() => decodePages({ headers: [{}], pages: [{ ...page, parts: [0] }] })).toThrow("never given");
    expect(() => decodePages({ headers: [], pages: [{ ...page, parts: ["<p>Hi</p>"] }] })).toThrow("lacks");
  });
});

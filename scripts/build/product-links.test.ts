// @vitest-environment node
import fc from "fast-check";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtPages, productLinkProblems } from "./product-links.ts";

const ids = new Set(["prod-005", "prod-006"]);
const card = (id: string) => `<a href="/store/product/${id}">View</a>`;

describe("the product links of the built pages", () => {
  it("pass when every link leads to a product the data files have", () => {
    expect(
      productLinkProblems([{ path: "/energy-solutions/materials", html: card("prod-005") }], ids),
    ).toEqual([]);
  });

  it("name the page and the product of a link to a product no file has, once per page", () => {
    const html = card("prod-005") + card("prod-099") + card("prod-099");
    expect(productLinkProblems([{ path: "/energy-solutions/materials", html }], ids)).toEqual([
      "/energy-solutions/materials links to the product prod-099, which no product file has " +
        "(app/data/products/prod-099.json): withdraw a product rather than delete it, or correct the link",
    ]);
  });

  it("find a link written with the site's origin, and an id written encoded", () => {
    const html = `<a href="https://www.example.com/store/product/prod%2D077?x=1">`;
    expect(productLinkProblems([{ path: "/", html }], ids)).toEqual([
      expect.stringContaining("/ links to the product prod-077,") as string,
    ]);
  });

  it("flag exactly the links to products outside the catalogue", () => {
    const id = fc.stringMatching(/^prod-[0-9]{3}$/);
    fc.assert(
      fc.property(fc.array(id, { maxLength: 8 }), (linked) => {
        const problems = productLinkProblems([{ path: "/p", html: linked.map(card).join("") }], ids);
        expect(problems).toHaveLength(new Set(linked.filter((link) => !ids.has(link))).size);
      }),
    );
  });
});

describe("a built site with a dead product link (a fixture)", () => {
  const client = mkdtempSync(join(tmpdir(), "product-links-"));
  afterAll(() => rmSync(client, { recursive: true, force: true }));
  mkdirSync(join(client, "energy-solutions", "materials"), { recursive: true });
  mkdirSync(join(client, "admin"), { recursive: true });
  writeFileSync(
    join(client, "energy-solutions", "materials", "index.html"),
    card("prod-005") + card("prod-008"),
  );
  writeFileSync(join(client, "index.html"), card("prod-006"));
  writeFileSync(join(client, "admin", "index.html"), card("prod-404"));

  it("fails, naming the page and the product; the content manager's page is not the site's", async () => {
    const pages = await builtPages(client, (file) => file.startsWith("admin/"));
    expect(pages.map(({ path }) => path)).toEqual(["/energy-solutions/materials", "/"]);
    expect(productLinkProblems(pages, ids)).toEqual([
      expect.stringMatching(/^\/energy-solutions\/materials links to the product prod-008, /) as string,
    ]);
  });
});

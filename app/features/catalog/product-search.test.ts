import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categoryListing, type ListedProduct } from "./catalog";
import {
  fold,
  highlightParts,
  matchesTerms,
  MAX_QUERY_LENGTH,
  parseQuery,
  parseSort,
  queryTerms,
  sortProducts,
  SORT_KEYS,
} from "./product-search";

const all = categoryListing("all").products;
const search = (query: string) =>
  all
    .filter((product) => matchesTerms({ product, extra: product.searchSpecs }, queryTerms(parseQuery(query))))
    .map((product) => product.name);

describe("parseSort", () => {
  it.each(SORT_KEYS)("knows %s", (key) => expect(parseSort(key)).toBe(key));

  it("gives the catalogue's own order for anything else", () => {
    for (const raw of [null, "", "PRICE-ASC", "price", "name ", "__proto__", "<script>", "constructor"]) {
      expect(parseSort(raw)).toBeNull();
    }
  });
});

describe("parseQuery", () => {
  it("trims, collapses whitespace and caps the length", () => {
    expect(parseQuery("  slurry \n\t pump  ")).toBe("slurry pump");
    expect(parseQuery(null)).toBe("");
    expect(Array.from(parseQuery("\u{1F6E0}".repeat(500)))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("never returns more than the cap, nor outer whitespace, for any input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (raw) => {
        const query = parseQuery(raw);
        expect(Array.from(query).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(query).toBe(query.trim());
      }),
    );
  });
});

describe("matching products", () => {
  it("finds products by name, description, category, brand and model", () => {
    expect(search("slurry pump")).toEqual(["Submersible Slurry Pump"]);
    expect(search("PERKINS")).toEqual(["Silent Diesel Generator 60 kVA"]);
    expect(search("is-004")).toEqual(["Monocrystalline Solar Panel 550 W"]);
    expect(search("civil contracting")).toHaveLength(5);
    expect(search("")).toHaveLength(all.length);
  });

  it("ignores case and accents on either side", () => {
    expect(search("SÓLÄR pánel")).toEqual(search("solar panel"));
    expect(search("solar panel").length).toBeGreaterThan(0);
  });

  it("finds nothing for words no product has, and survives hostile input", () => {
    expect(search("zzzqqq")).toEqual([]);
    expect(search('"><img src=x onerror=alert(1)>')).toEqual([]);
  });

  it("finds every product by its own name, in any case and with accents added", () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.boolean(), (product, upper) => {
        const typed = upper ? product.name.toUpperCase() : product.name.replace(/e/g, "\u00e9");
        expect(search(typed)).toContain(product.name);
      }),
    );
  });
});

describe("sortProducts", () => {
  it("sorts by price both ways and by name, leaving the input alone", () => {
    const before = all.map((product) => product.id);
    const up = sortProducts(all, "price-asc").map((product) => product.priceCents);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = sortProducts(all, "price-desc").map((product) => product.priceCents);
    expect(down).toEqual([...up].reverse());
    const names = sortProducts(all, "name").map((product) => product.name);
    expect(names[0]).toBe("Armoured Cable 4-Core 16 mm² (100 m Drum)");
    expect(sortProducts(all, null).map((product) => product.id)).toEqual(before);
    expect(all.map((product) => product.id)).toEqual(before);
  });

  it("keeps the same products for any sort", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...SORT_KEYS), (sort) => {
        const ids = (list: readonly ListedProduct[]) => list.map((product) => product.id).sort();
        expect(ids(sortProducts(all, sort))).toEqual(ids(all));
      }),
    );
  });
});

describe("highlightParts", () => {
  it("marks the matched words, keeping the original letters", () => {
    expect(highlightParts("Énergie Solar panel", ["energie", "panel"])).toEqual([
      { text: "Énergie", match: true },
      { text: " Solar ", match: false },
      { text: "panel", match: true },
    ]);
  });

  it("always gives back exactly the original text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.string({ unit: "grapheme", maxLength: 10 }),
        (text, query) => {
          const parts = highlightParts(text, queryTerms(query));
          expect(parts.map((part) => part.text).join("")).toBe(text);
          for (const part of parts.filter((candidate) => candidate.match)) {
            expect(queryTerms(query).some((term) => fold(text).includes(term))).toBe(true);
            expect(part.text.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

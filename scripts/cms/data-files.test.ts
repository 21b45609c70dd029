// @vitest-environment node
// The data files staff edit (app/data/) are kept in exactly the form the content manager writes them, instead of
// Prettier's (.prettierignore leaves them out): a save through /admin then changes only the lines of the fields
// staff changed, and never fails this check or the format check.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalJson, FIELD_ORDER } from "../../public/admin/cms-rules.js";

const DATA = new URL("../../app/data/", import.meta.url);
const files = [
  { path: "company.json", fields: FIELD_ORDER.company },
  ...readdirSync(new URL("products/", DATA))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ path: join("products", name), fields: FIELD_ORDER.products })),
];

describe("the data files", () => {
  it.each(files.map((file) => [file.path, file] as const))(
    "app/data/%s is as the content manager saves it: two-space JSON, keys in config.yml's order",
    (_path, { path, fields }) => {
      const text = readFileSync(new URL(path, DATA), "utf8");
      // On failure: write the file as the expected text below (the content manager would).
      expect(text).toBe(canonicalJson(JSON.parse(text), fields));
    },
  );
});

describe("the content manager's form", () => {
  const product = { name: "Pump", id: "prod-016", extra: 1, listPrice: 12.5 };

  it("puts keys in the fields' order, keys of no field last, lists' items too", () => {
    expect(Object.keys(JSON.parse(canonicalJson(product, FIELD_ORDER.products)) as object)).toEqual([
      "id",
      "name",
      "listPrice",
      "extra",
    ]);
    const company = { offices: [{ countryCode: "ZW", name: "Main" }], phone: "+263 4 000 111" };
    expect(canonicalJson(company, FIELD_ORDER.company)).toBe(
      '{\n  "phone": "+263 4 000 111",\n  "offices": [\n    {\n      "name": "Main",\n      "countryCode": "ZW"\n    }\n  ]\n}\n',
    );
  });

  it("changes one line when one field changes", () => {
    const before = canonicalJson(product, FIELD_ORDER.products).split("\n");
    const after = canonicalJson({ ...product, listPrice: 13 }, FIELD_ORDER.products).split("\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['  "listPrice": 13,']);
  });
});

// @vitest-environment node
// The content manager (public/admin/config.yml and the rules of public/admin/cms-rules.js) and the data schema
// the build checks (app/content/data-schema.ts) must accept the same files: what staff can save must build, and
// what builds must be savable. This fails when a field or a rule is in one and not the other.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import {
  changedIdProblem,
  companyProblems,
  duplicateIdProblem,
  FIELD_ORDER,
  idOfFile,
  OPTIONAL_NUMBERS,
  productProblems,
  withoutEmptyNumbers,
  type FieldOrder,
} from "../../public/admin/cms-rules.js";
import {
  companySchema,
  DataFileError,
  parseCompany,
  parseProducts,
  productFields as productFieldsSchema,
  storeFrontSchema,
  WEEKDAYS,
} from "../../app/content/data-schema.ts";
import { IMAGE_HOSTS } from "../../app/content/image-hosts.ts";
import { MAX_PRICE_CENTS } from "../../app/lib/stored-cart.ts";

// config.yml as far as these checks read it, checked at the edge like any outside data.
interface Field {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: string;
  options?: string[];
  multiple?: boolean;
  fields?: Field[];
}
const FieldSchema: z.ZodType<Field> = z.looseObject({
  name: z.string(),
  label: z.string(),
  widget: z.string(),
  required: z.boolean().optional(),
  pattern: z.tuple([z.string(), z.string()]).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  value_type: z.string().optional(),
  options: z.array(z.string()).optional(),
  multiple: z.boolean().optional(),
  get fields() {
    return z.array(FieldSchema).optional();
  },
});
/** One product chosen by its id, in an entry of its own. */
const productChoice = z.looseObject({
  widget: z.literal("relation"),
  collection: z.literal("products"),
  value_field: z.literal("{{id}}"),
});
const ConfigSchema = z.looseObject({
  collections: z.tuple([
    z.looseObject({
      name: z.literal("products"),
      description: z.string(),
      delete: z.literal(false),
      fields: z.array(FieldSchema),
    }),
    z.looseObject({
      name: z.literal("store-front"),
      files: z.tuple([
        z.looseObject({
          file: z.literal("app/data/store-front.json"),
          fields: z.tuple([
            z.looseObject({
              name: z.literal("featured"),
              widget: z.literal("list"),
              min: z.number(),
              // One product per entry, so that the list's entries can be dragged into order.
              field: productChoice,
            }),
            z.looseObject({
              name: z.literal("order"),
              widget: z.literal("list"),
              required: z.literal(false),
              hint: z.string(),
              field: productChoice,
            }),
          ]),
        }),
      ]),
    }),
    z.looseObject({
      name: z.literal("company"),
      files: z.tuple([
        z.looseObject({ file: z.literal("app/data/company.json"), fields: z.array(FieldSchema) }),
      ]),
    }),
    z.looseObject({
      name: z.literal("legal"),
      files: z.tuple([
        z.looseObject({ name: z.literal("privacy"), file: z.literal("app/data/legal/privacy.md") }),
        z.looseObject({ name: z.literal("terms"), file: z.literal("app/data/legal/terms.md") }),
      ]),
    }),
  ]),
});

const config = ConfigSchema.parse(
  parse(readFileSync(new URL("../../public/admin/config.yml", import.meta.url), "utf8")),
);
const [productsCollection, storeFrontCollection, companyCollection] = config.collections;
const productFields = productsCollection.fields;
const companyFields = companyCollection.files[0].fields;

// The schema's structure, read from zod's schema objects: a field's own schema under its default, its
// optionality, its transforms (pipes, whose input side holds the rules) and its checks.
type Schema = z.core.$ZodType;

function unwrap(schema: Schema): Schema {
  const { def } = schema._zod;
  if (def.type === "optional" || def.type === "default") {
    return unwrap((def as z.core.$ZodOptionalDef | z.core.$ZodDefaultDef).innerType);
  }
  if (def.type === "pipe") return unwrap((def as z.core.$ZodPipeDef).in);
  return schema;
}
const entriesOf = (schema: Schema) => (unwrap(schema) as z.ZodObject).shape as Record<string, Schema>;
const minLength = (schema: Schema) =>
  (unwrap(schema)._zod.def.checks ?? [])
    .map((check) => check._zod.def)
    .find((def): def is z.core.$ZodCheckMinLengthDef => def.check === "min_length")?.minimum;
const itemOf = (schema: Schema) => (unwrap(schema) as z.ZodArray).element;
const optionsOf = (schema: Schema) => (unwrap(schema) as z.ZodEnum).options;
/** A field the file must have: neither optional nor read as a default when left out. */
const isRequired = (schema: Schema) => !["optional", "default"].includes(schema._zod.def.type);
const accepts = (schema: Schema, value: unknown) => z.safeParse(schema, value).success;

const productEntries = entriesOf(productFieldsSchema(IMAGE_HOSTS));
const companyEntries = entriesOf(companySchema);

/** config.yml's field names, lists with their items' names: the shape of FIELD_ORDER. */
function orderOf(fields: readonly Field[]): FieldOrder[] {
  return fields.map((field) =>
    field.widget === "list" && field.fields ? [field.name, orderOf(field.fields)] : field.name,
  );
}

// What Decap stores for what staff type, and whether it lets it be saved (its rules for each field).
function stored(field: Field, typed: string): string | number {
  if (field.widget !== "number") return typed;
  const number = field.value_type === "int" ? Number.parseInt(typed, 10) : Number.parseFloat(typed);
  return Number.isNaN(number) ? "" : number;
}

function decapAccepts(field: Field, value: string | number | undefined): boolean {
  if (value === undefined || value === "") return field.required === false;
  // The file and image fields hold the pattern to the file's name alone: the address's last part.
  const checked = ["file", "image"].includes(field.widget) ? String(value).split("/").at(-1) : String(value);
  // The photo's whole address is checked before saving, with the rules across fields (cms-rules.js).
  if (field.name === "image" && productProblems({ image: value }).length > 0) return false;
  if (field.pattern) return new RegExp(field.pattern[0]).test(checked ?? "");
  // The number field checks min and max only when it has no pattern.
  if (field.widget === "number" && typeof value === "number") {
    if (field.min !== undefined && value < field.min) return false;
    if (field.max !== undefined && value > field.max) return false;
  }
  return true;
}

/** The data as the content manager saves it: cleared optional numbers left out (cms-setup.js, before saving). */
function saved(field: Field, value: unknown, optionalNumbers: readonly string[]): unknown {
  return withoutEmptyNumbers({ [field.name]: value }, optionalNumbers)[field.name];
}

const TYPED_TEXT = [
  "",
  " ",
  "x",
  "Atlas Copco",
  " Harare ",
  "prod-016",
  "prod-16a",
  "prod-a-b",
  "Prod-016",
  "prod_016",
  "prod-",
  "prod--1",
  "+263 24 212 3456",
  "+263 4 000 111",
  "263772123456",
  "+263772123456",
  "0772123456",
  "26377",
  "call us",
  "info@example.com",
  "info at example.com",
  "a@b",
  "ZW",
  "zw",
  "ZWE",
  "08:00",
  "8:00",
  "24:00",
  "23:59",
  "https://images.unsplash.com/photo-1?w=800",
  "https://example.com/a.jpg",
  "http://images.unsplash.com/photo-1",
  "/images/photo.jpg",
  "/photos/pump.jpg",
  "/photos/pump.gif",
];
const TYPED_NUMBERS = [
  "",
  "abc",
  "0",
  "0.00",
  "0.01",
  "1",
  "10.999",
  "12999.99",
  "13499.50",
  "-5",
  "1e3",
  "1e-7",
  "99999999999.99",
  "12345678901234",
  "4.8",
  "5",
  "5.0",
  "5.5",
  "4.75",
  "0.5",
  "2.5",
  "24",
];

/** Every field that holds a single value, with the schema entry that checks it. */
function singleValueFields(
  fields: readonly Field[],
  entries: Record<string, Schema>,
  at: string,
): { path: string; field: Field; entry: Schema }[] {
  return fields.flatMap((field) => {
    const entry = entries[field.name];
    if (!entry) return [];
    if (field.widget === "list" && field.fields) {
      return singleValueFields(field.fields, entriesOf(itemOf(entry)), `${at}${field.name}.`);
    }
    // A tick box stores true or false, nothing typed (checked below).
    if (field.widget === "select" || field.widget === "boolean") return [];
    return [{ path: `${at}${field.name}`, field, entry }];
  });
}

describe("config.yml and the data schema", () => {
  it("have the same fields in the same order, and FIELD_ORDER is that order", () => {
    expect(productFields.map((field) => field.name)).toEqual(Object.keys(productEntries));
    expect(companyFields.map((field) => field.name)).toEqual(Object.keys(companyEntries));
    for (const field of companyFields.filter((field) => field.fields)) {
      const entry = companyEntries[field.name];
      if (!entry) throw new Error(`no schema entry for ${field.name}`);
      expect(field.fields?.map((item) => item.name)).toEqual(Object.keys(entriesOf(itemOf(entry))));
    }
    expect(orderOf(productFields)).toEqual(FIELD_ORDER.products);
    expect(orderOf(companyFields)).toEqual(FIELD_ORDER.company);
  });

  it("agree on which fields are required, at every level", () => {
    const compare = (fields: readonly Field[], entries: Record<string, Schema>) => {
      for (const field of fields) {
        const entry = entries[field.name];
        if (!entry) throw new Error(`no schema entry for ${field.name}`);
        expect([field.name, field.required !== false]).toEqual([field.name, isRequired(entry)]);
        if (field.fields) compare(field.fields, entriesOf(itemOf(entry)));
      }
    };
    compare(productFields, productEntries);
    compare(companyFields, companyEntries);
  });

  it("offer the same choices: categories and weekdays, and the same least number of list items", () => {
    const category = productFields.find((field) => field.name === "category");
    const categoryEntry = productEntries.category;
    if (!categoryEntry) throw new Error("no category in the schema");
    expect(category?.options).toEqual(optionsOf(categoryEntry));

    for (const list of companyFields.filter((field) => field.widget === "list")) {
      const entry = companyEntries[list.name];
      if (!entry) throw new Error(`no schema entry for ${list.name}`);
      expect([list.name, list.min]).toEqual([list.name, minLength(entry)]);
    }
    const hours = companyFields.find((field) => field.name === "businessHours");
    const days = hours?.fields?.find((field) => field.name === "days");
    const hoursEntry = companyEntries.businessHours;
    if (!hoursEntry) throw new Error("no businessHours in the schema");
    const daysEntry = entriesOf(itemOf(hoursEntry)).days;
    if (!daysEntry) throw new Error("no days in the schema");
    expect(days?.options).toEqual([...WEEKDAYS]);
    expect(days?.options).toEqual(optionsOf(itemOf(daysEntry)));
    expect(days?.min).toBe(minLength(daysEntry));
  });

  const cases = [
    ...singleValueFields(productFields, productEntries, "products: ").map((item) => ({
      ...item,
      optionalNumbers: OPTIONAL_NUMBERS.products,
    })),
    ...singleValueFields(companyFields, companyEntries, "company: ").map((item) => ({
      ...item,
      optionalNumbers: OPTIONAL_NUMBERS.company,
    })),
  ];

  it.each(cases.map((item) => [item.path, item] as const))(
    "accept the same values for %s: what the content manager saves is what the build accepts",
    (_path, { field, entry, optionalNumbers }) => {
      const typed = field.widget === "number" ? TYPED_NUMBERS : TYPED_TEXT;
      const verdicts = typed.map((text) => {
        const value = stored(field, text);
        return {
          typed: text,
          decap: decapAccepts(field, value),
          schema: accepts(entry, saved(field, value, optionalNumbers)),
        };
      });
      expect(verdicts.filter(({ decap, schema }) => decap !== schema)).toEqual([]);
      // Each rule is tried both ways: some typed value passes it, and some fails it.
      expect(new Set(verdicts.map(({ schema }) => schema))).toEqual(new Set([true, false]));
    },
  );

  it("leave out exactly the optional number fields when staff clear them", () => {
    const optional = (fields: readonly Field[]) =>
      fields
        .filter((field) => field.widget === "number" && field.required === false)
        .map((field) => field.name);
    expect(OPTIONAL_NUMBERS.products).toEqual(optional(productFields));
    expect(OPTIONAL_NUMBERS.company).toEqual(optional(companyFields));
  });
});

describe("the rules across fields (cms-rules.js) and the data schema", () => {
  const product = {
    id: "prod-016",
    name: "Test Pump",
    listPrice: 100,
    detailPrice: 99.5,
    category: "Energy Solutions",
    image: "https://images.unsplash.com/photo-1?w=800",
    description: "A pump.",
    brand: "Acme",
    countryOfOrigin: "Zimbabwe",
    certification: "CE",
  };
  const builds = (parse: () => unknown) => {
    try {
      parse();
      return true;
    } catch (error) {
      if (error instanceof DataFileError) return false;
      throw error;
    }
  };

  it("agree on a product's rating and number of reviews", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, "", 4.5),
        fc.constantFrom(undefined, "", 12),
        (rating, reviewCount) => {
          const draft = withoutEmptyNumbers({ ...product, rating, reviewCount }, OPTIONAL_NUMBERS.products);
          const data = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
          const file = { path: "app/data/products/prod-016.json", data };
          expect(productProblems(draft).length === 0).toBe(builds(() => parseProducts([file], IMAGE_HOSTS)));
        },
      ),
    );
  });

  it("agree on the business hours: both times or neither, closing after opening, each day once", () => {
    const company = JSON.parse(
      readFileSync(new URL("../../app/data/company.json", import.meta.url), "utf8"),
    ) as Record<string, unknown>;
    const time = fc.constantFrom("", "08:00", "12:00", "17:00");
    const row = fc.record({
      label: fc.constantFrom("Weekdays", "Saturday", ""),
      days: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1, maxLength: 3 }),
      opens: time,
      closes: time,
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 4 }), (rows) => {
        // Labels are a single field's rule (not empty), held apart from the rules across fields here.
        const businessHours = rows.map((item) => ({ ...item, label: item.label || "Row" }));
        const data = { ...company, businessHours };
        expect(companyProblems(data).length === 0).toBe(
          builds(() => parseCompany({ path: "app/data/company.json", data })),
        );
      }),
    );
  });

  it("agree that a product id another file has is refused", () => {
    const others = new Map([["prod-001", "Heavy-Duty Industrial Air Compressor"]]);
    expect(duplicateIdProblem("prod-001", others)).toContain("Heavy-Duty Industrial Air Compressor");
    expect(duplicateIdProblem("prod-016", others)).toBeUndefined();
    const file = (path: string) => ({ path, data: { ...product, id: "prod-001" } });
    expect(
      builds(() =>
        parseProducts(
          [file("app/data/products/prod-001.json"), file("app/data/products/prod-016.json")],
          IMAGE_HOSTS,
        ),
      ),
    ).toBe(false);
  });
});

describe("a product's id and its file's name", () => {
  const product = {
    id: "prod-016",
    name: "Test Pump",
    listPrice: 100,
    detailPrice: 99.5,
    category: "Energy Solutions",
    image: "https://images.unsplash.com/photo-1?w=800",
    description: "A pump.",
    brand: "Acme",
    countryOfOrigin: "Zimbabwe",
    certification: "CE",
  };

  it("agree in the content manager as in the build: a saved product keeps its id, a new one names its file", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("prod-016", "prod-017", "prod-16a"),
        fc.constantFrom("", "app/data/products/prod-016.json", "app/data/products/prod-017.json"),
        (id, path) => {
          // A new entry (no path yet) is saved as <id>.json: the content manager's slug is the id.
          const file = { path: path || `app/data/products/${id}.json`, data: { ...product, id } };
          const builds = (() => {
            try {
              parseProducts([file], IMAGE_HOSTS);
              return true;
            } catch (error) {
              if (error instanceof DataFileError) return false;
              throw error;
            }
          })();
          expect(changedIdProblem(id, idOfFile(path)) === undefined).toBe(builds);
        },
      ),
    );
  });

  it("reads the id a file's name gives, and none for an entry not saved yet", () => {
    expect(idOfFile("app/data/products/prod-003.json")).toBe("prod-003");
    expect(idOfFile("")).toBeUndefined();
    expect(idOfFile(undefined)).toBeUndefined();
    expect(changedIdProblem("prod-099", "prod-001")).toBe(
      "must stay prod-001, the name of this product's file and its page's address; for another id, create a new " +
        "product and withdraw this one",
    );
  });
});

describe("the words of config.yml", () => {
  it("send staff to the store front to choose the featured products, and to Withdrawn in place of delete", () => {
    expect(productsCollection.description).toContain("is chosen under Store front");
    expect(productsCollection.description).toContain('to stop selling it, tick "Withdrawn"');
  });
});

describe("withdrawn", () => {
  it("is a tick box the schema reads as false when a file leaves it out", () => {
    const field = productFields.find(({ name }) => name === "withdrawn");
    expect(field?.widget).toBe("boolean");
    expect(field?.required).toBe(false);
    const entry = productEntries.withdrawn ?? z.never();
    expect(z.parse(entry, undefined)).toBe(false);
    expect([true, false].map((value) => accepts(entry, value))).toEqual([true, true]);
  });
});

describe("the store front", () => {
  it("lists products by their id, at least as many as the schema requires", () => {
    const [file] = storeFrontCollection.files;
    const [featured] = file.fields;
    expect(featured.min).toBe(minLength(entriesOf(storeFrontSchema).featured ?? z.never()));
  });

  it("has a list order staff may leave out or empty, as the schema does", () => {
    const [file] = storeFrontCollection.files;
    const [, order] = file.fields;
    const entry = entriesOf(storeFrontSchema).order ?? z.never();
    expect(order.required).toBe(false);
    expect(order).not.toHaveProperty("min");
    expect(isRequired(entry)).toBe(false);
    expect(minLength(entry)).toBeUndefined();
    expect(z.parse(entry, undefined)).toEqual([]);
    expect(order.hint).toBe(
      "Products listed here come first, in this order, on every list of the store (All Products, each category, " +
        "search); the rest follow in the order they were added.",
    );
  });
});

describe("the one price range", () => {
  const priceFields = productFields.filter((field) => ["listPrice", "detailPrice"].includes(field.name));

  it("is the stored cart's ceiling, in the content manager and in the schema", () => {
    expect(priceFields).toHaveLength(2);
    for (const field of priceFields) expect(field.max).toBe(MAX_PRICE_CENTS / 100);
    const price = productEntries.listPrice ?? z.never();
    expect(accepts(price, MAX_PRICE_CENTS / 100)).toBe(true);
    expect(accepts(price, MAX_PRICE_CENTS / 100 + 0.01)).toBe(false);
  });

  it("refuses an implausible amount in both, naming it", () => {
    for (const amount of [1_500_000, 1e9, 1e21, 1_000_000.01]) {
      for (const field of priceFields) expect(decapAccepts(field, amount)).toBe(false);
      const result = z.safeParse(productEntries.listPrice ?? z.never(), amount);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        `must be a positive amount with at most 2 decimals, at most 1000000, not ${String(amount)}`,
      );
    }
  });
});

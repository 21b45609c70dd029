// @vitest-environment node
import * as astroZod from "astro/zod";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { loadContentData } from "./data-files";
import { MAX_PRICE_CENTS } from "../lib/stored-cart";
import { DataFileError, parseCompany, parseProducts, parseStoreFront, type DataFile } from "./data-schema";

const HOSTS = ["https://images.unsplash.com"];

const product = {
  id: "prod-003",
  name: "Industrial Split Air Conditioner 24,000 BTU",
  listPrice: 1899,
  detailPrice: 1849.5,
  category: "Mining & Industrial",
  image: "https://images.unsplash.com/photo-1?w=800",
  description: "Inverter split unit.",
  brand: "Daikin",
  countryOfOrigin: "Thailand",
  certification: "ISO 14001, CE",
  rating: 4.6,
  reviewCount: 31,
};

const productFile = (data: object, path = "app/data/products/prod-003.json"): DataFile => ({ path, data });

/** The problems a set of product files has, one line each. */
function productProblems(...files: DataFile[]): readonly string[] {
  try {
    parseProducts(files, HOSTS);
    return [];
  } catch (error) {
    if (error instanceof DataFileError) return error.problems;
    throw error;
  }
}

const company = {
  phone: "+263 24 212 3456",
  infoEmail: "info@company.co.zw",
  salesEmail: "sales@company.co.zw",
  whatsappNumber: "263772123456",
  offices: [
    {
      name: "Harare Main Office",
      street: "14 Coventry Road, Workington",
      area: "Workington",
      city: "Harare",
      country: "Zimbabwe",
      countryCode: "ZW",
    },
  ],
  businessHours: [
    { label: "Monday to Friday", days: ["Monday", "Friday"], opens: "08:00", closes: "17:00" },
    { label: "Sunday", days: ["Sunday"], opens: "", closes: "" },
  ],
  registeredName: "Test Suppliers (Private) Limited",
  registrationNumber: "1234/2001",
  quotationValidityDays: 14,
  paymentTerms: "Cash before delivery.",
  deliveryTerms: "Collected from our yard.",
};

function companyProblems(data: object): readonly string[] {
  try {
    parseCompany({ path: "app/data/company.json", data });
    return [];
  } catch (error) {
    if (error instanceof DataFileError) return error.problems;
    throw error;
  }
}

describe("product files", () => {
  it("read prices as whole cents and keep every other field", () => {
    const [parsed] = parseProducts([productFile(product)], HOSTS);
    expect(parsed).toEqual({
      ...product,
      listPrice: undefined,
      detailPrice: undefined,
      rating: undefined,
      reviewCount: undefined,
      listPriceCents: 189_900,
      detailPriceCents: 184_950,
      reviews: { rating: 4.6, count: 31 },
      withdrawn: false,
    });
    expect(parsed).not.toHaveProperty("listPrice");
  });

  it("read a product without a rating and a number of reviews as one nobody has reviewed yet", () => {
    const unreviewed: Partial<typeof product> = { ...product };
    delete unreviewed.rating;
    delete unreviewed.reviewCount;
    const [parsed] = parseProducts([productFile(unreviewed)], HOSTS);
    expect(parsed?.reviews).toBeNull();
  });

  it.each([
    ["a rating without a number of reviews", { reviewCount: undefined }],
    ["a number of reviews without a rating", { rating: undefined }],
  ])("fail on %s", (_, change) => {
    const data = Object.fromEntries(
      Object.entries({ ...product, ...change }).filter(([, v]) => v !== undefined),
    );
    expect(productProblems(productFile(data))).toEqual([
      "app/data/products/prod-003.json: prod-003 reviewCount: goes with rating: give both, or neither for a product without reviews",
    ]);
  });

  it.each([
    ["rating", 5.5, "must be a number from 0 to 5 with at most 1 decimal"],
    ["rating", 4.75, "must be a number from 0 to 5 with at most 1 decimal"],
    ["reviewCount", 0, "must be a whole number, 1 or more"],
    ["reviewCount", 2.5, "must be a whole number, 1 or more"],
  ])("fail on a %s of %s", (field, value, rule) => {
    expect(productProblems(productFile({ ...product, [field]: value }))).toEqual([
      `app/data/products/prod-003.json: prod-003 ${field}: ${rule}`,
    ]);
  });

  it("turn any amount with at most 2 decimals into exactly its cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PRICE_CENTS }), (cents) => {
        const amount = Number(`${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
        const [parsed] = parseProducts([productFile({ ...product, listPrice: amount })], HOSTS);
        expect(parsed?.listPriceCents).toBe(cents);
      }),
    );
  });

  it.each([
    ["more than 2 decimals", 12.999, ", not 12.999"],
    ["zero", 0, ", not 0"],
    ["a negative amount", -5, ", not -5"],
    ["above the stored cart's ceiling", 1_500_000, ", not 1500000"],
    ["the typo 1e9", 1e9, ", not 1000000000"],
    ["only written with an exponent", 1e21, ", not 1e+21"],
    ["text", "12.99", ""],
    ["not a number", Number.NaN, ""],
  ])("fail on a list price that is %s, naming the file, item, field and amount", (_, listPrice, named) => {
    expect(productProblems(productFile({ ...product, listPrice }))).toEqual([
      "app/data/products/prod-003.json: prod-003 listPrice: must be a positive amount with at most 2 decimals, " +
        `at most 1000000${named}`,
    ]);
  });

  it("take the highest price the stored cart keeps, and refuse a cent more", () => {
    const [parsed] = parseProducts([productFile({ ...product, listPrice: MAX_PRICE_CENTS / 100 })], HOSTS);
    expect(parsed?.listPriceCents).toBe(MAX_PRICE_CENTS);
    expect(
      productProblems(productFile({ ...product, listPrice: MAX_PRICE_CENTS / 100 + 0.01 })),
    ).toHaveLength(1);
  });

  it("read a product without Withdrawn as on sale, and take Withdrawn when ticked", () => {
    expect(parseProducts([productFile(product)], HOSTS)[0]?.withdrawn).toBe(false);
    expect(parseProducts([productFile({ ...product, withdrawn: true })], HOSTS)[0]?.withdrawn).toBe(true);
    expect(productProblems(productFile({ ...product, withdrawn: "yes" }))).toEqual([
      "app/data/products/prod-003.json: prod-003 withdrawn: must be true or false",
    ]);
  });

  it("fail on a missing field", () => {
    const withoutBrand: Partial<typeof product> = { ...product };
    delete withoutBrand.brand;
    expect(productProblems(productFile(withoutBrand))).toEqual([
      "app/data/products/prod-003.json: prod-003 brand: is missing",
    ]);
  });

  it("fail on an unknown category, listing the allowed ones", () => {
    expect(productProblems(productFile({ ...product, category: "Air Conditioning" }))).toEqual([
      "app/data/products/prod-003.json: prod-003 category: must be one of: Mining & Industrial, Energy Solutions, Civil Contracting",
    ]);
  });

  it("fail on a misspelt field name", () => {
    expect(productProblems(productFile({ ...product, listprice: 5 }))).toEqual([
      "app/data/products/prod-003.json: prod-003 listprice: is not a field of this item; check its spelling",
    ]);
  });

  it("fail on an image the site's security policy would block", () => {
    expect(productProblems(productFile({ ...product, image: "https://example.com/a.jpg" }))).toEqual([
      "app/data/products/prod-003.json: prod-003 image: must be a photo uploaded in the content manager " +
        "(/photos/<file>.jpg, .png or .webp) or an https address on https://images.unsplash.com",
    ]);
  });

  it("take a photo uploaded in the content manager: a JPEG, PNG or WebP in its photos folder", () => {
    for (const image of [
      "/photos/pump.jpg",
      "/photos/IMG_2041.JPEG",
      "/photos/pump-2.png",
      "/photos/pump.webp",
    ])
      expect(productProblems(productFile({ ...product, image })), image).toEqual([]);
    for (const image of [
      "/photos/pump.gif",
      "/photos/pump.heic",
      "/photos/../company.json",
      "/photos/sub/pump.jpg",
      "/photos/.jpg",
      "photos/pump.jpg",
      "/images/pump.jpg",
    ])
      expect(productProblems(productFile({ ...product, image })), image).toHaveLength(1);
  });

  it("fail on a duplicate id, naming both files", () => {
    expect(
      productProblems(productFile(product), productFile({ ...product }, "app/data/products/prod-103.json")),
    ).toEqual([
      "app/data/products/prod-103.json: prod-003 id: is already used by app/data/products/prod-003.json",
    ]);
  });

  it("fail on an id that is not the file's name, saying how to make them agree", () => {
    expect(productProblems(productFile({ ...product, id: "prod-016" }))).toEqual([
      "app/data/products/prod-003.json: prod-016 id: must be the file's name (prod-003), or the file renamed prod-016.json",
    ]);
    expect(productProblems(productFile(product, "app/data/products/Pump.json"))).toEqual([
      "app/data/products/Pump.json: prod-003 id: must be the file's name (Pump), or the file renamed prod-003.json",
    ]);
  });

  it("name every misspelt field of an item, one line each", () => {
    expect(productProblems(productFile({ ...product, listprice: 5, Brand: "x" }))).toEqual([
      "app/data/products/prod-003.json: prod-003 listprice: is not a field of this item; check its spelling",
      "app/data/products/prod-003.json: prod-003 Brand: is not a field of this item; check its spelling",
    ]);
  });

  it("report every problem of every file at once", () => {
    const problems = productProblems(
      productFile({ ...product, name: " ", rating: 7 }),
      productFile({ ...product, id: "item-4" }, "app/data/products/item-4.json"),
    );
    expect(problems).toEqual([
      "app/data/products/item-4.json: item-4 id: must be prod- followed by lower-case letters, digits or hyphens, e.g. prod-016",
      "app/data/products/prod-003.json: prod-003 name: must not be empty",
      expect.stringMatching(/^app\/data\/products\/prod-003\.json: prod-003 rating: /),
    ]);
  });

  it("are listed in file-name order, prod-2 before prod-10", () => {
    const ids = parseProducts(
      [
        productFile({ ...product, id: "prod-10" }, "app/data/products/prod-10.json"),
        productFile({ ...product, id: "prod-2" }, "app/data/products/prod-2.json"),
      ],
      HOSTS,
    ).map((parsed) => parsed.id);
    expect(ids).toEqual(["prod-2", "prod-10"]);
  });
});

describe("the company file", () => {
  it("reads opening hours, a closed day as null", () => {
    expect(parseCompany({ path: "app/data/company.json", data: company }).businessHours).toEqual([
      { label: "Monday to Friday", days: ["Monday", "Friday"], hours: { opens: "08:00", closes: "17:00" } },
      { label: "Sunday", days: ["Sunday"], hours: null },
    ]);
  });

  it.each(["+263772123456", "263 77 212 3456", "0772123456", "26377"])(
    "fails on the WhatsApp number %s",
    (whatsappNumber) => {
      expect(companyProblems({ ...company, whatsappNumber })).toEqual([
        "app/data/company.json: company whatsappNumber: must be digits only in international form, no + (e.g. 263772123456)",
      ]);
    },
  );

  it("reads the quotation terms as written", () => {
    const parsed = parseCompany({ path: "app/data/company.json", data: company });
    expect(parsed).toMatchObject({
      registeredName: "Test Suppliers (Private) Limited",
      registrationNumber: "1234/2001",
      quotationValidityDays: 14,
      paymentTerms: "Cash before delivery.",
    });
  });

  it.each([0, 91, 7.5, "30"])("fails on a quotation validity of %o days", (quotationValidityDays) => {
    expect(companyProblems({ ...company, quotationValidityDays })).toEqual([
      "app/data/company.json: company quotationValidityDays: must be a whole number of days from 1 to 90",
    ]);
  });

  it("fails on empty payment terms", () => {
    expect(companyProblems({ ...company, paymentTerms: " " })).toEqual([
      "app/data/company.json: company paymentTerms: must not be empty",
    ]);
  });

  it("names the office and field of a bad office detail", () => {
    const offices = [company.offices[0], { ...company.offices[0], salesEmail: "sales at company" }];
    expect(companyProblems({ ...company, offices })).toEqual([
      "app/data/company.json: company offices #2 salesEmail: must be an e-mail address, or empty for the company's",
    ]);
  });

  it.each([
    [{ opens: "08:00", closes: "" }, "needs both times, or neither when closed"],
    [{ opens: "17:00", closes: "08:00" }, "must be later than the opening time"],
    [{ opens: "8am", closes: "17:00" }, "must be a time such as 08:00"],
  ])("fails on opening hours %o", (times, rule) => {
    const businessHours = [{ ...company.businessHours[0], ...times }];
    expect(companyProblems({ ...company, businessHours })).toEqual([
      expect.stringMatching(
        new RegExp(`^app/data/company\\.json: company businessHours #1 (opens|closes): ${rule}`),
      ),
    ]);
  });

  it("fails when a day is in two rows", () => {
    const businessHours = [
      ...company.businessHours,
      { label: "Fridays", days: ["Friday"], opens: "", closes: "" },
    ];
    expect(companyProblems({ ...company, businessHours })).toEqual([
      "app/data/company.json: company businessHours: must name each day at most once",
    ]);
  });
});

describe("the schema library", () => {
  it("is the one copy of zod that Astro's content collections use, at the version package.json pins", () => {
    expect(astroZod.ZodType).toBe(z.ZodType);
    const version = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    const pinned = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(pinned.dependencies.zod).toBe(version(createRequire(import.meta.url).resolve("zod/package.json")));
  });
});

describe("the repository's data files", () => {
  it("pass every check", () => {
    const { products, company: details } = loadContentData();
    expect(products.length).toBeGreaterThan(0);
    expect(details.offices.length).toBeGreaterThan(0);
  });
});

describe("the store front", () => {
  const file = (data: unknown): DataFile => ({ path: "app/data/store-front.json", data });
  const known = ["prod-001", "prod-002", "prod-010"].map((id) => ({ id: id as `prod-${string}` }));
  const problems = (data: unknown) => {
    try {
      parseStoreFront(file(data), known);
      return [];
    } catch (error) {
      if (error instanceof DataFileError) return error.problems;
      throw error;
    }
  };

  it("keeps the featured products in the order staff listed them", () => {
    expect(parseStoreFront(file({ featured: ["prod-010", "prod-001"] }), known).featured).toEqual([
      "prod-010",
      "prod-001",
    ]);
  });

  it("fails on a product no product file has, naming the file, the list and the product", () => {
    expect(problems({ featured: ["prod-001", "prod-099"], order: ["prod-098", "prod-002"] })).toEqual([
      "app/data/store-front.json: store front featured #2: names prod-099, which no product file has",
      "app/data/store-front.json: store front order #1: names prod-098, which no product file has",
    ]);
  });

  it("keeps the list order in the order staff listed it", () => {
    expect(
      parseStoreFront(file({ featured: ["prod-001"], order: ["prod-010", "prod-002"] }), known).order,
    ).toEqual(["prod-010", "prod-002"]);
  });

  it.each([[{ featured: ["prod-001"] }], [{ featured: ["prod-001"], order: [] }]])(
    "reads %j as no list order: the store's lists stay in file-name order",
    (data) => {
      expect(parseStoreFront(file(data), known).order).toEqual([]);
    },
  );

  it.each([
    [{ featured: [] }, "app/data/store-front.json: store front featured: must list at least one product"],
    [
      { featured: ["prod-001", "prod-001"] },
      "app/data/store-front.json: store front featured #2: names prod-001 again, already #1; each product at most once",
    ],
    [
      { featured: ["prod-001"], order: ["prod-002", "prod-010", "prod-002"] },
      "app/data/store-front.json: store front order #3: names prod-002 again, already #1; each product at most once",
    ],
    [
      { featured: ["prod-001"], order: ["Pump"] },
      "app/data/store-front.json: store front order #1: must be prod- followed by lower-case letters, digits or hyphens, e.g. prod-016",
    ],
    [
      { featured: ["prod-001"], order: "prod-001" },
      "app/data/store-front.json: store front order: must be a list of product ids",
    ],
    [
      { featured: ["Pump"] },
      "app/data/store-front.json: store front featured #1: must be prod- followed by lower-case letters, digits or hyphens, e.g. prod-016",
    ],
    [{}, "app/data/store-front.json: store front featured: is missing"],
  ])("fails on %j", (data, problem) => {
    expect(problems(data)).toEqual([problem]);
  });
});

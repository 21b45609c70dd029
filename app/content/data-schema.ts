// The shape of the data files staff edit through the CMS (app/data/), checked when the site is built (the content
// collections of app/content.config.ts run it before any page renders): a typo fails the build with the file, the
// item and the field it is in, never a page. Types come from the schemas. zod, the schema library Astro's content
// collections use: one library for the data files, the build settings and the content manager's tests.
import { z } from "zod";
import { uploadedPhotoName } from "../lib/photos.ts";
import { EMAIL, PHONE, WHATSAPP } from "../config/site-env.ts";
import { MAX_PRICE_CENTS } from "../lib/stored-cart.ts";

export const CATEGORY_NAMES = ["Mining & Industrial", "Energy Solutions", "Civil Contracting"] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day on the 24-hour clock, "HH:MM". */
export type ClockTime = `${number}${number}:${number}${number}`;

/** The one price range: the content manager's price fields (config.yml's max) and the stored cart's ceiling agree. */
const AMOUNT_RULE = `must be a positive amount with at most 2 decimals, at most ${String(MAX_PRICE_CENTS / 100)}`;
const RATING_RULE = "must be a number from 0 to 5 with at most 1 decimal";
const REVIEW_COUNT_RULE = "must be a whole number, 1 or more";
const PRODUCT_ID_RULE = "must be prod- followed by lower-case letters, digits or hyphens, e.g. prod-016";
const text = z.string({ error: "must be text" }).trim().min(1, "must not be empty");
/** Text that may be left out: read as "". */
const optionalText = (valid: (value: string) => boolean, rule: string) =>
  z.string({ error: "must be text" }).refine(valid, rule).default("");

/**
 * A price as staff type it (12999.99), read as integer cents without float arithmetic. An amount above the stored
 * cart's ceiling (MAX_PRICE_CENTS) or one only an exponent writes (1e21) is refused, the problem naming it.
 */
const amount = z
  .number({ error: AMOUNT_RULE })
  .refine(
    (value) => value > 0 && value * 100 <= MAX_PRICE_CENTS && /^\d{1,13}(\.\d{1,2})?$/.test(String(value)),
    { error: (issue) => `${AMOUNT_RULE}, not ${String(issue.input)}` },
  )
  .transform((value) => {
    const [whole = "0", fraction = ""] = String(value).split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  });

/** A product's id: its file's name (prod-003.json) and its page's address (/store/product/prod-003). */
const productId = z
  .string({ error: PRODUCT_ID_RULE })
  .regex(/^prod-[a-z0-9]+(-[a-z0-9]+)*$/, PRODUCT_ID_RULE)
  .pipe(z.templateLiteral(["prod-", z.string()]));

/**
 * A product's photo: one staff uploaded in the content manager (/photos/<file>, kept in app/data/photos/, which
 * the build makes into the sizes pages show), or an https address on one of the image hosts.
 */
function productImage(imageHosts: readonly string[]) {
  const rule =
    `must be a photo uploaded in the content manager (/photos/<file>.jpg, .png or .webp) or an https address ` +
    `on ${imageHosts.join(" or ")}`;
  return z.string({ error: rule }).refine((input) => {
    if (uploadedPhotoName(input) !== undefined) return true;
    try {
      return imageHosts.includes(new URL(input).origin) && input.startsWith("https://");
    } catch {
      return false;
    }
  }, rule);
}

/** A product file's fields as staff write them, each with its own rule. */
export function productFields(imageHosts: readonly string[]) {
  return z.strictObject(
    {
      id: productId,
      name: text,
      listPrice: amount,
      detailPrice: amount,
      category: z.enum(CATEGORY_NAMES, { error: `must be one of: ${CATEGORY_NAMES.join(", ")}` }),
      image: productImage(imageHosts),
      description: text,
      brand: text,
      countryOfOrigin: text,
      certification: text,
      // Optional: a new product has no reviews yet, and nothing is made up for it.
      rating: z
        .number({ error: RATING_RULE })
        .refine((value) => value >= 0 && value <= 5 && /^\d(\.\d)?$/.test(String(value)), RATING_RULE)
        .optional(),
      reviewCount: z
        .number({ error: REVIEW_COUNT_RULE })
        .refine((value) => Number.isInteger(value) && value >= 1, REVIEW_COUNT_RULE)
        .optional(),
      // Taken off sale: the product leaves every list and cannot be added to a cart; its page still answers, saying
      // it is no longer sold (a product is withdrawn, never deleted, so that no address or cart loses it).
      withdrawn: z.boolean({ error: "must be true or false" }).default(false),
    },
    { error: "must be an object" },
  );
}

/** A product file: its fields, the rule across them, and the product as the site uses it. */
export function productSchema(imageHosts: readonly string[]) {
  return productFields(imageHosts)
    .refine(({ rating, reviewCount }) => (rating === undefined) === (reviewCount === undefined), {
      message: "goes with rating: give both, or neither for a product without reviews",
      path: ["reviewCount"],
    })
    .transform(({ listPrice, detailPrice, rating, reviewCount, ...rest }) => ({
      ...rest,
      listPriceCents: listPrice,
      detailPriceCents: detailPrice,
      /** What buyers said, or null for a product nobody has reviewed yet. */
      reviews: rating === undefined || reviewCount === undefined ? null : { rating, count: reviewCount },
    }));
}

export type Product = z.output<ReturnType<typeof productSchema>>;
export type ProductReviews = NonNullable<Product["reviews"]>;

const CLOCK_RULE = "must be a time such as 08:00";
/** An opening or closing time, or "" (left out too) when the offices are closed all day. */
const optionalClock = z
  .custom<"" | ClockTime>(
    (input) => typeof input === "string" && /^(([01]\d|2[0-3]):[0-5]\d)?$/.test(input),
    CLOCK_RULE,
  )
  .default("");

const openingHours = z
  .strictObject({
    label: text,
    days: z
      .array(z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(", ")}` }), {
        error: "must be a list of days",
      })
      .min(1, "must name at least one day"),
    opens: optionalClock,
    closes: optionalClock,
  })
  .refine((row) => (row.opens === "") === (row.closes === ""), {
    message: "needs both times, or neither when closed",
    path: ["closes"],
    // One problem at a time: a missing time is not also "earlier than the opening".
    abort: true,
  })
  .refine((row) => row.opens === "" || row.opens < row.closes, {
    message: "must be later than the opening time",
    path: ["closes"],
  })
  .transform(({ label, days, opens, closes }) => ({
    label,
    days,
    /** null when the offices are closed all day. */
    hours: opens === "" || closes === "" ? null : { opens, closes },
  }));

export type OpeningHours = z.output<typeof openingHours>;

const office = z.strictObject({
  name: text,
  street: text,
  area: text,
  city: text,
  country: text,
  countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code such as ZW"),
  /** Empty: the office shows the company's phone and sales e-mail. */
  phone: optionalText(
    (value) => value === "" || PHONE.test(value),
    "must be a phone number, or empty for the company's",
  ),
  salesEmail: optionalText(
    (value) => value === "" || EMAIL.test(value),
    "must be an e-mail address, or empty for the company's",
  ),
});

/** The days a quotation holds: the content manager's validity field has the same range. */
export const MIN_VALIDITY_DAYS = 1;
export const MAX_VALIDITY_DAYS = 90;
const VALIDITY_RULE = `must be a whole number of days from ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS}`;

export const companySchema = z.strictObject(
  {
    phone: z
      .string({ error: "must be text" })
      .regex(PHONE, "must be a phone number such as +263 24 212 3456"),
    infoEmail: z.string({ error: "must be text" }).regex(EMAIL, "must be an e-mail address"),
    salesEmail: z.string({ error: "must be text" }).regex(EMAIL, "must be an e-mail address"),
    whatsappNumber: z
      .string({ error: "must be text" })
      .regex(WHATSAPP, "must be digits only in international form, no + (e.g. 263772123456)"),
    offices: z.array(office, { error: "must be a list of offices" }).min(1, "must list the main office"),
    businessHours: z
      .array(openingHours, { error: "must be a list" })
      .min(1, "must list at least one row")
      .refine((rows) => {
        const days = rows.flatMap((row) => row.days);
        return new Set(days).size === days.length;
      }, "must name each day at most once"),
    /** The company's name as registered, on quotations and in the about page's history. */
    registeredName: text,
    /** The company's registration (certificate) number, on quotations. */
    registrationNumber: text,
    /** How many days a quotation holds from its date. */
    quotationValidityDays: z
      .number({ error: VALIDITY_RULE })
      .int(VALIDITY_RULE)
      .min(MIN_VALIDITY_DAYS, VALIDITY_RULE)
      .max(MAX_VALIDITY_DAYS, VALIDITY_RULE),
    /** On quotations, as staff write them. */
    paymentTerms: text,
    deliveryTerms: text,
  },
  { error: "must be an object" },
);

export type Company = z.output<typeof companySchema>;

/** A data file as read from disk: its path in the repository and its parsed JSON. */
export interface DataFile {
  path: string;
  data: unknown;
}

/** Thrown with one line per problem: `file: item field: rule`. */
export class DataFileError extends Error {
  // A field, not a parameter property: build scripts load this module with Node's type stripping.
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`The site's data files have ${problems.length} problem(s):\n${problems.join("\n")}`);
    this.problems = problems;
    this.name = "DataFileError";
  }
}

/** A field as problems name it: its key, an item of a list by its number ("offices #2 salesEmail"). */
function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === "number" ? `#${key + 1}` : String(key))).join(" ");
}

/** One line per problem zod found: a field left out is missing, a key no field has is misspelt. */
function describe(file: DataFile, item: string, issues: readonly z.core.$ZodIssue[]): string[] {
  const line = (path: readonly PropertyKey[], problem: string) =>
    [`${file.path}:`, item, `${fieldName(path)}:`, problem].join(" ");
  return issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        line([...issue.path, key], "is not a field of this item; check its spelling"),
      );
    }
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    return [line(issue.path, missing ? "is missing" : issue.message)];
  });
}

/** zod's issues with the value each is about, which tells a field left out from one of the wrong type. */
const PARSE_OPTIONS = { reportInput: true } as const;

function idOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || !("id" in data)) return undefined;
  return typeof data.id === "string" && data.id !== "" ? data.id : undefined;
}

/** A data file's name without its folder and its .json: a product file's is the product's id. */
function fileStem(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
}

/**
 * Every product file, in file-name order (the store lists them so), or every problem found in them. A product's
 * id is its file's name, so no two products share one.
 */
export function parseProducts(files: readonly DataFile[], imageHosts: readonly string[]): Product[] {
  const schema = productSchema(imageHosts);
  const problems: string[] = [];
  const products: Product[] = [];
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path, "en", { numeric: true }));
  const fileNamed = new Map(sorted.map((file) => [fileStem(file.path), file.path]));
  for (const file of sorted) {
    const item = idOf(file.data) ?? "(product without an id)";
    const result = schema.safeParse(file.data, PARSE_OPTIONS);
    if (!result.success) {
      problems.push(...describe(file, item, result.error.issues));
      continue;
    }
    const { id } = result.data;
    const stem = fileStem(file.path);
    if (id !== stem) {
      const other = fileNamed.get(id);
      problems.push(
        other
          ? `${file.path}: ${item} id: is already used by ${other}`
          : `${file.path}: ${item} id: must be the file's name (${stem}), or the file renamed ${id}.json`,
      );
      continue;
    }
    products.push(result.data);
  }
  if (files.length === 0) problems.push("app/data/products/: there must be at least one product");
  if (problems.length > 0) throw new DataFileError(problems);
  return products;
}

/** A list of product ids, each named at most once: a repeat is a problem of its own entry, naming the product. */
const productIds = () =>
  z.array(productId, { error: "must be a list of product ids" }).superRefine((ids, context) => {
    const first = new Map<string, number>();
    ids.forEach((id, index) => {
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, index);
      else {
        context.addIssue({
          code: "custom",
          path: [index],
          message: `names ${id} again, already #${String(earlier + 1)}; each product at most once`,
        });
      }
    });
  });

/**
 * The store as staff choose it: the products featured on its front page, in the order listed, and the products
 * every list of the store (All Products, each category, search) shows first, in the order listed; the rest follow
 * in file-name order. Left out or empty, the lists are in file-name order.
 */
export const storeFrontSchema = z.strictObject(
  {
    featured: productIds().min(1, "must list at least one product"),
    order: productIds().default([]),
  },
  { error: "must be an object" },
);

export type StoreFront = z.output<typeof storeFrontSchema>;

/**
 * The store front, the products of its lists each one the catalogue has, or every problem found in it: a product
 * listed that no product file has fails the build, naming the file, the list and the product.
 */
export function parseStoreFront(file: DataFile, products: readonly Pick<Product, "id">[]): StoreFront {
  const result = storeFrontSchema.safeParse(file.data, PARSE_OPTIONS);
  if (!result.success) throw new DataFileError(describe(file, "store front", result.error.issues));
  const known = new Set<string>(products.map((product) => product.id));
  const problems = (["featured", "order"] as const).flatMap((list) =>
    result.data[list].flatMap((id, index) =>
      known.has(id)
        ? []
        : [`${file.path}: store front ${list} #${String(index + 1)}: names ${id}, which no product file has`],
    ),
  );
  if (problems.length > 0) throw new DataFileError(problems);
  return result.data;
}

/** The company's details, or every problem found in them. */
export function parseCompany(file: DataFile): Company {
  const result = companySchema.safeParse(file.data, PARSE_OPTIONS);
  if (!result.success) throw new DataFileError(describe(file, "company", result.error.issues));
  return result.data;
}

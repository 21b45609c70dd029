// The shape of the data files staff edit through the CMS (app/data/), checked when the site is built: a typo
// fails the build with the file, the item and the field it is in, never a page. Types come from the schemas.
import * as v from "valibot";
import { uploadedPhotoName } from "../lib/photos.ts";
import { EMAIL, PHONE, WHATSAPP } from "../config/site-env.ts";

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

const AMOUNT_RULE = "must be a positive amount with at most 2 decimals";
const RATING_RULE = "must be a number from 0 to 5 with at most 1 decimal";
const REVIEW_COUNT_RULE = "must be a whole number, 1 or more";
const text = v.pipe(v.string("must be text"), v.trim(), v.nonEmpty("must not be empty"));
const optionalString = v.optional(v.string("must be text"), "");

/** A price as staff type it (12999.99), read as integer cents without float arithmetic. */
const amount = v.pipe(
  v.number(AMOUNT_RULE),
  v.check((value) => value > 0 && /^\d{1,13}(\.\d{1,2})?$/.test(String(value)), AMOUNT_RULE),
  v.transform((value) => {
    const [whole = "0", fraction = ""] = String(value).split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  }),
);

const productId = v.custom<`prod-${string}`>(
  (input) => typeof input === "string" && /^prod-[a-z0-9]+(-[a-z0-9]+)*$/.test(input),
  "must be prod- followed by lower-case letters, digits or hyphens, e.g. prod-016",
);

/**
 * A product's photo: one staff uploaded in the content manager (/photos/<file>, kept in app/data/photos/, which
 * the build makes into the sizes pages show), or an https address on one of the image hosts.
 */
function productImage(imageHosts: readonly string[]) {
  const rule =
    `must be a photo uploaded in the content manager (/photos/<file>.jpg, .png or .webp) or an https address ` +
    `on ${imageHosts.join(" or ")}`;
  return v.pipe(
    v.string(rule),
    v.check((input) => {
      if (uploadedPhotoName(input) !== undefined) return true;
      try {
        return imageHosts.includes(new URL(input).origin) && input.startsWith("https://");
      } catch {
        return false;
      }
    }, rule),
  );
}

export function productSchema(imageHosts: readonly string[]) {
  return v.pipe(
    v.strictObject(
      {
        id: productId,
        name: text,
        listPrice: amount,
        detailPrice: amount,
        category: v.picklist(CATEGORY_NAMES, `must be one of: ${CATEGORY_NAMES.join(", ")}`),
        image: productImage(imageHosts),
        description: text,
        brand: text,
        countryOfOrigin: text,
        certification: text,
        // Optional: a new product has no reviews yet, and nothing is made up for it.
        rating: v.optional(
          v.pipe(
            v.number(RATING_RULE),
            v.minValue(0, RATING_RULE),
            v.maxValue(5, RATING_RULE),
            v.check((value) => /^\d(\.\d)?$/.test(String(value)), RATING_RULE),
          ),
        ),
        reviewCount: v.optional(
          v.pipe(v.number(REVIEW_COUNT_RULE), v.integer(REVIEW_COUNT_RULE), v.minValue(1, REVIEW_COUNT_RULE)),
        ),
      },
      "must be an object",
    ),
    v.forward(
      v.check(
        ({ rating, reviewCount }) => (rating === undefined) === (reviewCount === undefined),
        "goes with rating: give both, or neither for a product without reviews",
      ),
      ["reviewCount"],
    ),
    v.transform(({ listPrice, detailPrice, rating, reviewCount, ...rest }) => ({
      ...rest,
      listPriceCents: listPrice,
      detailPriceCents: detailPrice,
      /** What buyers said, or null for a product nobody has reviewed yet. */
      reviews: rating === undefined || reviewCount === undefined ? null : { rating, count: reviewCount },
    })),
  );
}

export type Product = v.InferOutput<ReturnType<typeof productSchema>>;
export type ProductReviews = NonNullable<Product["reviews"]>;

const clockTime = v.custom<ClockTime>(
  (input) => typeof input === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(input),
  "must be a time such as 08:00, or empty when closed all day",
);
const optionalClock = v.optional(v.union([v.literal(""), clockTime], "must be a time such as 08:00"), "");

const openingHours = v.pipe(
  v.strictObject({
    label: text,
    days: v.pipe(
      v.array(v.picklist(WEEKDAYS, `must be one of ${WEEKDAYS.join(", ")}`), "must be a list of days"),
      v.minLength(1, "must name at least one day"),
    ),
    opens: optionalClock,
    closes: optionalClock,
  }),
  v.forward(
    v.check((row) => (row.opens === "") === (row.closes === ""), "needs both times, or neither when closed"),
    ["closes"],
  ),
  v.forward(
    v.check((row) => row.opens === "" || row.opens < row.closes, "must be later than the opening time"),
    ["closes"],
  ),
  v.transform(({ label, days, opens, closes }) => ({
    label,
    days,
    /** null when the offices are closed all day. */
    hours: opens === "" || closes === "" ? null : { opens, closes },
  })),
);

export type OpeningHours = v.InferOutput<typeof openingHours>;

const office = v.strictObject({
  name: text,
  street: text,
  area: text,
  city: text,
  country: text,
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, "must be a two-letter country code such as ZW")),
  /** Empty: the office shows the company's phone and sales e-mail. */
  phone: v.pipe(
    optionalString,
    v.check(
      (value) => value === "" || PHONE.test(value),
      "must be a phone number, or empty for the company's",
    ),
  ),
  salesEmail: v.pipe(
    optionalString,
    v.check(
      (value) => value === "" || EMAIL.test(value),
      "must be an e-mail address, or empty for the company's",
    ),
  ),
});

export const companySchema = v.strictObject({
  phone: v.pipe(v.string("must be text"), v.regex(PHONE, "must be a phone number such as +263 24 212 3456")),
  infoEmail: v.pipe(v.string("must be text"), v.regex(EMAIL, "must be an e-mail address")),
  salesEmail: v.pipe(v.string("must be text"), v.regex(EMAIL, "must be an e-mail address")),
  whatsappNumber: v.pipe(
    v.string("must be text"),
    v.regex(WHATSAPP, "must be digits only in international form, no + (e.g. 263772123456)"),
  ),
  offices: v.pipe(v.array(office, "must be a list of offices"), v.minLength(1, "must list the main office")),
  businessHours: v.pipe(
    v.array(openingHours, "must be a list"),
    v.minLength(1, "must list at least one row"),
    v.check((rows) => {
      const days = rows.flatMap((row) => row.days);
      return new Set(days).size === days.length;
    }, "must name each day at most once"),
  ),
});

export type Company = v.InferOutput<typeof companySchema>;

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

function fieldName(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => (typeof item.key === "number" ? `#${item.key + 1}` : String(item.key)))
    .join(" ");
}

function problem(issue: v.BaseIssue<unknown>): string {
  const missing = issue.input === undefined && issue.kind === "schema";
  const unknownField = issue.expected === "never";
  return missing
    ? "is missing"
    : unknownField
      ? "is not a field of this item; check its spelling"
      : issue.message;
}

function describe(file: DataFile, item: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => [`${file.path}:`, item, `${fieldName(issue)}:`, problem(issue)].join(" "));
}

function idOf(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null || !("id" in data)) return undefined;
  return typeof data.id === "string" && data.id !== "" ? data.id : undefined;
}

/** Every product file, in file-name order (the store lists them so), or every problem found in them. */
export function parseProducts(files: readonly DataFile[], imageHosts: readonly string[]): Product[] {
  const schema = productSchema(imageHosts);
  const problems: string[] = [];
  const products: Product[] = [];
  const seen = new Map<string, string>();
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path, "en", { numeric: true }));
  for (const file of sorted) {
    const item = idOf(file.data) ?? "(product without an id)";
    const result = v.safeParse(schema, file.data, { abortPipeEarly: true });
    if (!result.success) {
      problems.push(...describe(file, item, result.issues));
      continue;
    }
    const other = seen.get(result.output.id);
    if (other) problems.push(`${file.path}: ${item} id: is already used by ${other}`);
    seen.set(result.output.id, file.path);
    products.push(result.output);
  }
  if (files.length === 0) problems.push("app/data/products/: there must be at least one product");
  if (problems.length > 0) throw new DataFileError(problems);
  return products;
}

/** The company's details, or every problem found in them. */
export function parseCompany(file: DataFile): Company {
  const result = v.safeParse(companySchema, file.data, { abortPipeEarly: true });
  if (!result.success) throw new DataFileError(describe(file, "company", result.issues));
  return result.output;
}

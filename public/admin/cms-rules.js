// What the content manager checks and writes beyond config.yml's field-by-field rules: the rules that span
// fields or files, the order a data file's keys are written in, and the store's price format for the preview.
// A plain browser module (the admin page loads it as it is, no build step); the unit tests hold it to config.yml
// and to the data schema the build checks (app/content/data-schema.ts), so the two cannot drift apart.

/**
 * A field of a data file: its name, or its name and its items' fields (a list of objects).
 * @typedef {string | readonly [string, readonly FieldOrder[]]} FieldOrder
 */

/**
 * Each collection's fields in config.yml's order: the order a saved file's keys are written in, so that changing
 * one field changes one line of the file.
 * @type {{ products: readonly FieldOrder[], company: readonly FieldOrder[] }}
 */
export const FIELD_ORDER = {
  products: [
    "id",
    "name",
    "listPrice",
    "detailPrice",
    "category",
    "image",
    "description",
    "brand",
    "countryOfOrigin",
    "certification",
    "rating",
    "reviewCount",
    "withdrawn",
  ],
  company: [
    "phone",
    "infoEmail",
    "salesEmail",
    "whatsappNumber",
    ["offices", ["name", "street", "area", "city", "country", "countryCode", "phone", "salesEmail"]],
    ["businessHours", ["label", "days", "opens", "closes"]],
    "registeredName",
    "registrationNumber",
    "quotationValidityDays",
    "paymentTerms",
    "deliveryTerms",
  ],
};

/**
 * Optional number fields: a number field staff clear holds "", which is no number; the file leaves it out.
 * @type {{ products: readonly string[], company: readonly string[] }}
 */
export const OPTIONAL_NUMBERS = { products: ["rating", "reviewCount"], company: [] };

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The data with its keys in the fields' order, at every level; keys no field names keep their order, last.
 * @param {Record<string, unknown>} data
 * @param {readonly FieldOrder[]} fields
 * @returns {Record<string, unknown>}
 */
export function inFieldOrder(data, fields) {
  /** @type {Record<string, unknown>} */
  const ordered = {};
  for (const field of fields) {
    const [name, itemFields] = typeof field === "string" ? [field, undefined] : field;
    if (!Object.hasOwn(data, name)) continue;
    const value = data[name];
    ordered[name] =
      itemFields && Array.isArray(value)
        ? value.map((item) => (isRecord(item) ? inFieldOrder(item, itemFields) : item))
        : value;
  }
  for (const [name, value] of Object.entries(data)) {
    if (!Object.hasOwn(ordered, name)) ordered[name] = value;
  }
  return ordered;
}

/**
 * A data file's text as the content manager saves it: two-space JSON, keys in the fields' order, a final newline.
 * The repository's files are kept in exactly this form (a unit test checks), so a save rewrites no other line.
 * @param {unknown} data
 * @param {readonly FieldOrder[]} fields
 */
export function canonicalJson(data, fields) {
  return `${JSON.stringify(isRecord(data) ? inFieldOrder(data, fields) : data, null, 2)}\n`;
}

/** @param {unknown} value */
const isBlank = (value) => value === undefined || value === null || value === "";

/**
 * The data without the optional number fields staff left empty.
 * @param {Record<string, unknown>} data
 * @param {readonly string[]} optionalNumbers
 */
export function withoutEmptyNumbers(data, optionalNumbers) {
  return Object.fromEntries(
    Object.entries(data).filter(([name, value]) => !(optionalNumbers.includes(name) && isBlank(value))),
  );
}

/**
 * What is wrong with a product beyond its single fields, in the staff's words; empty when it may be saved.
 * @param {Record<string, unknown>} product
 * @returns {string[]}
 */
export function productProblems(product) {
  /** @type {string[]} */
  const problems = [];
  if (isBlank(product.rating) !== isBlank(product.reviewCount)) {
    problems.push(
      "Rating and number of reviews go together: fill in both, or leave both empty for a product without reviews.",
    );
  }
  if (!isBlank(product.image) && !isSitePhoto(product.image)) {
    problems.push(
      "Photo: upload a JPEG, PNG or WebP photo, or give an https://images.unsplash.com/... address (the only " +
        "image host the site allows).",
    );
  }
  return problems;
}

/** The hosts the site loads photos from (app/content/image-hosts.ts; a unit test holds the two together). */
export const IMAGE_HOSTS = ["https://images.unsplash.com"];

/**
 * Whether a photo field's value is one the build takes: an uploaded JPEG, PNG or WebP (/photos/<file>), or an https
 * address on an image host. The field's own pattern (config.yml) reads the file's name alone, so it cannot tell.
 * @param {unknown} image
 */
function isSitePhoto(image) {
  if (typeof image !== "string") return false;
  if (/^\/photos\/[^/\\.][^/\\]*\.(jpe?g|png|webp)$/i.test(image)) return true;
  try {
    return image.startsWith("https://") && IMAGE_HOSTS.includes(new URL(image).origin);
  } catch {
    return false;
  }
}

/**
 * What is wrong with the company's details beyond their single fields (the business hours), in the staff's
 * words; empty when they may be saved.
 * @param {Record<string, unknown>} company
 * @returns {string[]}
 */
export function companyProblems(company) {
  const rows = Array.isArray(company.businessHours) ? company.businessHours.filter(isRecord) : [];
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const rowOfDay = new Map();
  rows.forEach((row, index) => {
    const name = typeof row.label === "string" && row.label.trim() !== "" ? row.label : `row ${index + 1}`;
    const opens = typeof row.opens === "string" ? row.opens : "";
    const closes = typeof row.closes === "string" ? row.closes : "";
    if ((opens === "") !== (closes === "")) {
      problems.push(`Business hours, ${name}: fill in both times, or neither for a day closed all day.`);
    } else if (opens !== "" && opens >= closes) {
      problems.push(`Business hours, ${name}: the closing time must be later than the opening time.`);
    }
    for (const day of Array.isArray(row.days) ? row.days : []) {
      const other = rowOfDay.get(String(day));
      if (other !== undefined) {
        problems.push(`Business hours: ${String(day)} is in both ${other} and ${name}; name each day once.`);
      }
      rowOfDay.set(String(day), name);
    }
  });
  return problems;
}

/**
 * Why a product id cannot be used: another product's file has it. `others` maps the ids of the other products
 * to their names.
 * @param {unknown} id
 * @param {ReadonlyMap<string, string>} others
 * @returns {string | undefined}
 */
export function duplicateIdProblem(id, others) {
  if (typeof id !== "string" || !others.has(id)) return undefined;
  return `${id} is already used by “${others.get(id) ?? ""}”; give this product another id, such as the next free number`;
}

/**
 * The id a product file's name gives ("app/data/products/prod-003.json" gives prod-003), or undefined for an entry
 * not saved yet.
 * @param {unknown} path
 * @returns {string | undefined}
 */
export function idOfFile(path) {
  if (typeof path !== "string" || path === "") return undefined;
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
}

/**
 * Why a saved product's id cannot change: its file is named after it (the build holds the two together), and the
 * content manager keeps a file's name when an entry changes. `fileId` is `idOfFile` of the entry's file.
 * @param {unknown} id
 * @param {string | undefined} fileId
 * @returns {string | undefined}
 */
export function changedIdProblem(id, fileId) {
  if (fileId === undefined || id === fileId) return undefined;
  return `must stay ${fileId}, the name of this product's file and its page's address; for another id, create a new product and withdraw this one`;
}

/**
 * A price in US dollars as the store shows it: 12999.99 -> "$12,999.99" (app/lib/money.ts, formatUsd).
 * @param {number} amount
 */
export function formatUsd(amount) {
  const cents = Math.round(amount * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Decap's English messages where they would puzzle staff: a rule broken says the rule, not "didn't match the
 * pattern", and a refused save says why it was refused.
 */
export const PHRASES = {
  editor: {
    editorControlPane: {
      widget: {
        regexPattern: "%{fieldLabel} %{pattern}.",
        processing: "%{fieldLabel}: still checking the other products; save again in a moment.",
      },
    },
  },
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      missingRequiredField: "Not saved: correct the fields marked in red, then save again.",
    },
  },
};

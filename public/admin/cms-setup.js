// Starts Decap CMS (window.CMS, loaded just before with CMS_MANUAL_INIT set) with what config.yml cannot say:
// - the product id field, which also refuses an id another product's file already has;
// - before every save, the rules that span fields (cms-rules.js), and the file's keys put in config.yml's order
//   with cleared optional numbers left out, so that a save changes only the lines of the fields staff changed;
// - the product preview in the store's own look (cms-preview.js, with the site's style sheet);
// - English messages in the staff's words;
// - where the build chose the site's own GitHub sign-in (site-sign-in.js), this page's origin as its base_url.
import {
  changedIdProblem,
  companyProblems,
  duplicateIdProblem,
  FIELD_ORDER,
  idOfFile,
  inFieldOrder,
  OPTIONAL_NUMBERS,
  PHRASES,
  productProblems,
  withoutEmptyNumbers,
} from "./cms-rules.js";
import { productPreview } from "./cms-preview.js";
import { chosenPhoto, watchPhotoPickers } from "./photo-upload.js";
import { signInOptions } from "./site-sign-in.js";

const { CMS, h, createClass } = /** @type {any} */ (window);

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `base` with `extra` laid over it, object by object.
 * @param {Record<string, unknown>} base
 * @param {Record<string, unknown>} extra
 * @returns {Record<string, unknown>}
 */
function merged(base, extra) {
  const result = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = result[key];
    result[key] = isRecord(value) && isRecord(under) ? merged(under, value) : value;
  }
  return result;
}

CMS.registerLocale("en", merged(CMS.getLocale("en"), PHRASES));

/** A refused save: the toast shows its message as it is, without "Error:". */
class Refusal extends Error {
  toString() {
    return this.message;
  }
}

// The product id: Decap's text field, plus a check against the ids of the other products' files (Decap would
// otherwise save a second file with the same id under another name, prod-001-1.json, and the build would fail),
// and, for a product saved before, against its file's name (Decap keeps the name when the id changes).
const StringControl = CMS.getWidget("string").control;
const ProductIdControl = createClass({
  componentDidMount() {
    const { query, forID, entry } = this.props;
    const ownPath = entry.get("path");
    this.others = query(forID, "products", ["id"], "").then((/** @type {any} */ action) => {
      /** @type {Map<string, string>} */
      const others = new Map();
      for (const hit of action?.payload?.hits ?? []) {
        if (hit.path !== ownPath && typeof hit.data?.id === "string") others.set(hit.data.id, hit.data.name);
      }
      this.known = others;
      return others;
    });
  },
  /** @param {Map<string, string>} others */
  problemOf(others) {
    const { value, entry } = this.props;
    return duplicateIdProblem(value, others) ?? changedIdProblem(value, idOfFile(entry.get("path")));
  },
  /** @param {Map<string, string>} others */
  problemWith(others) {
    const problem = this.problemOf(others);
    if (problem === undefined) return true;
    const label = this.props.field.get("label");
    return { error: { type: "CUSTOM", message: `${label} ${problem}.` } };
  },
  isValid() {
    if (this.known) return this.problemWith(this.known);
    // Still loading: Decap shows "processing" and checks again when this settles.
    return this.others.then((/** @type {Map<string, string>} */ others) => {
      const problem = this.problemOf(others);
      if (problem !== undefined) throw new Refusal(problem);
    });
  },
  render() {
    return h(StringControl, this.props);
  },
});
CMS.registerWidget("product-id", ProductIdControl, CMS.getWidget("string").preview);

/**
 * Plain data as Decap's own (Immutable) data, maps keeping their keys' order.
 * @param {unknown} value
 * @param {any} emptyMap an empty ordered map
 * @param {any} emptyList an empty list
 * @returns {unknown}
 */
function asDecapData(value, emptyMap, emptyList) {
  if (Array.isArray(value))
    return emptyList.concat(value.map((item) => asDecapData(item, emptyMap, emptyList)));
  if (!isRecord(value)) return value;
  return emptyMap.withMutations((/** @type {any} */ map) => {
    for (const [key, item] of Object.entries(value)) map.set(key, asDecapData(item, emptyMap, emptyList));
  });
}

CMS.registerEventListener({
  name: "preSave",
  handler: (/** @type {{ entry: any }} */ { entry }) => {
    const collection = entry.get("collection");
    if (collection !== "products" && collection !== "company") return undefined;
    const decapData = entry.get("data");
    const data = withoutEmptyNumbers(decapData.toJS(), OPTIONAL_NUMBERS[collection]);
    const problems = collection === "products" ? productProblems(data) : companyProblems(data);
    if (problems.length > 0) throw new Refusal(problems.join(" "));
    const ordered = inFieldOrder(data, FIELD_ORDER[collection]);
    return asDecapData(ordered, decapData.clear().toOrderedMap(), decapData.toList().clear());
  },
});

// The preview pane shows the product in the site's own style sheet (the dev server and the build both serve it).
CMS.registerPreviewStyle("/admin/site.css");
CMS.registerPreviewTemplate(
  "products",
  createClass({
    render() {
      const data = this.props.entry.get("data").toJS();
      // An uploaded photo (/photos/...) is not served as it is: the file chosen in this page until it is saved,
      // then the file Decap hands over.
      const image =
        typeof data.image === "string" && data.image
          ? (chosenPhoto(data.image, window.location.href) ?? String(this.props.getAsset(data.image)))
          : data.image;
      return productPreview(h, { ...data, image });
    },
  }),
);

watchPhotoPickers(document);
CMS.init(await signInOptions(document, window.location.origin));

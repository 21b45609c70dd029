// Byte budgets and the first-paint rules for every built page (run after the build, part of `npm test`). Bytes
// and markup are deterministic, so they are enforced here; speed is measured by `npm run bench`.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import {
  BUDGETS,
  brotliSize,
  gzipSize,
  markupKinds,
  pageScripts,
  pictureSources,
  scanHtml,
  scriptBudget,
  SCRIPT_BUDGETS,
  shareImage,
} from "./budgets-lib.mjs";
import { loadProducts, photoStem } from "../../app/content/data-files.ts";
import { BUILT_PHOTOS_PREFIX } from "../../app/lib/photos.ts";
import { PHOTO_SLOTS, slotWidth, takenWidth } from "../../app/lib/photo-slots.ts";
import { makePhoto, phoneFiles } from "../build/photos.ts";
import { ADMIN_PREFIX } from "../build/security-headers.mjs";
import { buildUrl } from "../build/build-dir.mjs";

// The build's pages: build/client, or BUILD_DIR's.
const client = new URL("client/", buildUrl()).pathname;
// The pages where a buyer acts carry a table of the catalogue: their ceilings grow with it.
const productCount = loadProducts().products.length;
// Pages of an earlier build, captured by scripts/check/capture-page-fixture.mjs: the markup the scanner was checked on.
const fixtures = new URL("fixtures/", import.meta.url);
const capturedKinds = new Set(
  readdirSync(fixtures)
    .filter((name) => name.endsWith(".html"))
    .flatMap((name) => markupKinds(readFileSync(new URL(name, fixtures), "utf8"))),
);
/** @type {Map<string, string>} */
const texts = new Map();
/** @type {Map<string, number>} */
const sizes = new Map();
const files = {
  read(/** @type {string} */ url) {
    let text = texts.get(url);
    if (text === undefined) texts.set(url, (text = readFileSync(join(client, url), "utf8")));
    return text;
  },
  size(/** @type {string} */ url) {
    let size = sizes.get(url);
    if (size === undefined) sizes.set(url, (size = brotliSize(readFileSync(join(client, url)))));
    return size;
  },
};

const adminDir = join(client, ADMIN_PREFIX.replaceAll("/", ""));

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Not the site's pages: hashed assets, and the content manager (Decap CMS), which only staff open.
    if (statSync(path).isDirectory()) return name === "assets" || path === adminDir ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @type {{ page: string, kind: string, budget: number, html: number, css: number, script: ReturnType<typeof pageScripts> }[]} */
const rows = [];
/** @type {string[]} */
const failures = [];
/** Each built photo a page shows: the file a 375 px phone at 2x takes, by slot. */
/** @type {{ page: string, slot: string, url: string, bytes: number }[]} */
const photoRows = [];
const { phone } = BUDGETS.photos;

/**
 * The photos the page offers in several formats: what the phone takes from each (the first format, at the width
 * its slot asks for) weighs at most the slot's budget; and a share image of the site's own at most its budget.
 * @param {string} page
 * @param {string} html
 */
function checkPhotos(page, html) {
  for (const picture of pictureSources(html)) {
    const slot = Object.keys(PHOTO_SLOTS).find((name) => PHOTO_SLOTS[name] === picture.sizes);
    if (!slot) {
      failures.push(
        `${page}: a photo drawn with sizes="${picture.sizes}", none of PHOTO_SLOTS (app/lib/photo-slots.ts)`,
      );
      continue;
    }
    const widths = picture.candidates.map((candidate) => candidate.width);
    const width = takenWidth(widths, slotWidth(picture.sizes, phone.viewport), phone.density);
    const url = picture.candidates.find((candidate) => candidate.width === width)?.url ?? "";
    let bytes;
    try {
      bytes = statSync(join(client, url)).size;
    } catch {
      failures.push(`${page}: ${url} (the ${slot}'s photo on a phone) is not in the build`);
      continue;
    }
    photoRows.push({ page, slot, url, bytes });
    if (bytes > BUDGETS.photos.slots[slot])
      failures.push(
        `${page}: the ${slot}'s photo on a phone, ${url}: ${kb(bytes)} > ${kb(BUDGETS.photos.slots[slot])}`,
      );
  }
  const share = shareImage(html);
  const sharePath = share ? new URL(share).pathname : "";
  if (sharePath.startsWith(BUILT_PHOTOS_PREFIX)) {
    let bytes;
    try {
      bytes = statSync(join(client, sharePath)).size;
    } catch {
      failures.push(`${page}: its share image ${sharePath} is not in the build`);
      return;
    }
    if (bytes > BUDGETS.photos.share)
      failures.push(`${page}: share image ${sharePath}: ${kb(bytes)} > ${kb(BUDGETS.photos.share)}`);
  }
}

for (const file of htmlFiles(client)) {
  const html = readFileSync(file, "utf8");
  // The address the page answers at; the not-found page answers at none, and is budgeted as "/404".
  const page =
    "/" +
    relative(client, file)
      .replace(/(^|\/)index\.html$/, "")
      .replace(/\.html$/, "");
  const unknown = markupKinds(html).filter((kind) => !capturedKinds.has(kind));
  for (const kind of unknown)
    failures.push(
      `${page}: markup the budget scanner has not been checked on: <${kind}>. Check scripts/check/budgets-lib.mjs ` +
        `against it, then run node scripts/check/capture-page-fixture.mjs`,
    );
  const scanned = scanHtml(html);
  // Astro's page for an old address that moved: the hosts answer it with a 301 before it is ever sent.
  if (scanned.redirect) continue;
  const { kind, bytes: budget } = scriptBudget(page, productCount);
  const script = pageScripts(scanned, files);
  const row = {
    page,
    kind,
    budget,
    html: gzipSize(html),
    css: scanned.inlineCss ? gzipSize(scanned.inlineCss) : 0,
    script,
  };
  rows.push(row);
  checkPhotos(page, html);
  if (script.bytes > budget)
    failures.push(
      `${page} (${kind}): script on a first visit ${kb(script.bytes)} (inline ${kb(script.inlineBytes)}, files ` +
        `${kb(script.fileBytes)}: ${script.files.join(", ") || "none"}) > ${kb(budget)}`,
    );
  if (row.html > BUDGETS.htmlBytes) failures.push(`${page}: HTML ${kb(row.html)} > ${kb(BUDGETS.htmlBytes)}`);
  if (row.css > BUDGETS.cssBytes) failures.push(`${page}: CSS ${kb(row.css)} > ${kb(BUDGETS.cssBytes)}`);
  if (!scanned.inlineCss) failures.push(`${page}: has no inline CSS`);
  for (const tag of scanned.unsizedImages)
    failures.push(`${page}: image without width and height: ${tag.slice(0, 120)}`);
  // The first paint needs the HTML only: its CSS is inline, nothing blocks rendering, no image is preloaded.
  for (const url of scanned.renderBlocking) failures.push(`${page}: the first paint waits for ${url}`);
  for (const href of scanned.imagePreloads)
    failures.push(`${page}: preloads an image (${href.slice(0, 80)})`);
  // Every file a page runs at once is asked for from its HTML: none waits for another to arrive first.
  const preloaded = new Set(scanned.preloaded);
  for (const url of script.files)
    if (!preloaded.has(url)) failures.push(`${page}: ${url} is not asked for from the page's <head>`);
}

/** @param {(row: (typeof rows)[number]) => number} pick */
const largest = (pick) => rows.reduce((top, row) => (pick(row) > pick(top) ? row : top));
console.log(`Byte budgets over ${rows.length} built pages:`);
console.log(
  "  Script on a first visit (brotli: inline scripts and the files loaded at once), by kind of page:",
);
for (const { kind } of SCRIPT_BUDGETS) {
  const ofKind = rows.filter((row) => row.kind === kind);
  if (ofKind.length === 0) continue;
  const top = ofKind.reduce((a, b) => (b.script.bytes > a.script.bytes ? b : a));
  const later = Math.max(...ofKind.map((row) => row.script.laterBytes));
  console.log(
    `    ${kind.padEnd(18)} ${String(ofKind.length).padStart(2)} page${ofKind.length === 1 ? " " : "s"}, largest ${kb(top.script.bytes)} (${top.page}: ` +
      `inline ${kb(top.script.inlineBytes)}, ${top.script.files.length} files ${kb(top.script.fileBytes)})` +
      `${later > 0 ? `, up to ${kb(later)} more near the screen` : ""}  budget ${kb(top.budget)}`,
  );
}
const css = largest((row) => row.css);
const html = largest((row) => row.html);
console.log(
  `  CSS         largest ${kb(css.css)} gzip (inline, ${css.page})  budget ${kb(BUDGETS.cssBytes)}`,
);
console.log(
  `  HTML        largest ${kb(html.html)} gzip (CSS and inline scripts included, ${html.page})  budget ${kb(BUDGETS.htmlBytes)}`,
);

// The photos staff upload: the build's photos as pages show them, and a real phone-sized photo (tests/fixtures/photos/)
// made by the build's own photo step, whether or not a product uses an uploaded photo today.
const SAMPLE = new URL("../../tests/fixtures/photos/tony-webster-97532.jpg", import.meta.url).pathname;
const sample = await makePhoto({
  file: SAMPLE,
  shown: "tests/fixtures/photos/tony-webster-97532.jpg",
  owner: "the sample photo",
  stem: photoStem(SAMPLE),
});
const sampleFiles = phoneFiles(sample.record);
for (const [slot, file] of Object.entries(sampleFiles)) {
  if (file.bytes > BUDGETS.photos.slots[slot])
    failures.push(
      `the sample photo: the ${slot}'s on a phone ${kb(file.bytes)} > ${kb(BUDGETS.photos.slots[slot])}`,
    );
}
if (sample.record.share.bytes > BUDGETS.photos.share)
  failures.push(
    `the sample photo: share image ${kb(sample.record.share.bytes)} > ${kb(BUDGETS.photos.share)}`,
  );
const bySlot = (entries) => entries.map(([slot, text]) => `${slot} ${text}`).join(", ");
const { width: sampleWidth, height: sampleHeight } = sample.record.source;
const builtLargest = Object.keys(PHOTO_SLOTS).flatMap((slot) => {
  const sizes = photoRows.filter((row) => row.slot === slot).map((row) => row.bytes);
  return sizes.length > 0 ? [[slot, kb(Math.max(...sizes))]] : [];
});
console.log(
  `  Photos      on a 375 px phone at 2x (AVIF), budgets ` +
    `${bySlot(Object.entries(BUDGETS.photos.slots).map(([slot, bytes]) => [slot, kb(bytes)]))}, ` +
    `share image ${kb(BUDGETS.photos.share)}`,
);
console.log(
  `              the sample (${sampleWidth} x ${sampleHeight}, ${kb(statSync(SAMPLE).size)}): ` +
    `${bySlot(Object.entries(sampleFiles).map(([slot, file]) => [slot, `${kb(file.bytes)} (${file.width} px)`]))}, ` +
    `share image ${kb(sample.record.share.bytes)}`,
);
console.log(
  `              the build: ${photoRows.length} photos shown` +
    (builtLargest.length > 0 ? `, largest ${bySlot(builtLargest)}` : " (no product uses an uploaded photo)"),
);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  "All pages within budget; every <img> has width and height; no image is preloaded; the CSS is inline and nothing " +
    "blocks the first paint; every script a page runs at once is asked for from its <head>; the markup is the " +
    "captured page's; every product photo a phone takes is within its budget.",
);

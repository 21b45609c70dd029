// Byte budgets and the first-paint rules for every prerendered page (run after the build, part of `npm test`).
// Bytes and markup are deterministic, so they are enforced here; speed is measured by `npm run bench`.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { COMPILE_HINT } from "../build/compile-hint.mjs";
import {
  BUDGETS,
  gzipSize,
  markupKinds,
  pictureSources,
  scanHtml,
  shareImage,
  staticImports,
} from "./budgets-lib.mjs";
import { photoStem } from "../../app/content/data-files.ts";
import { BUILT_PHOTOS_PREFIX } from "../../app/lib/photos.ts";
import { PHOTO_SLOTS, slotWidth, takenWidth } from "../../app/lib/photo-slots.ts";
import { makePhoto, phoneFiles } from "../build/photos.ts";
import { ADMIN_PREFIX } from "../build/security-headers.mjs";
import { buildUrl } from "../build/build-dir.mjs";

// The build's pages: build/client, or BUILD_DIR's.
const client = new URL("client/", buildUrl()).pathname;
// A page of an earlier build, captured by scripts/check/capture-page-fixture.mjs: the markup the scanner was checked on.
const capturedKinds = new Set(
  markupKinds(readFileSync(new URL("fixtures/product-page.html", import.meta.url), "utf8")),
);
const sizeCache = new Map();

function fileSize(url) {
  if (!sizeCache.has(url)) sizeCache.set(url, gzipSize(readFileSync(join(client, url))));
  return sizeCache.get(url);
}

/** Every module the URL pulls in statically, itself included. */
function moduleGraph(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(join(client, url), "utf8");
  for (const specifier of staticImports(code)) {
    if (specifier.startsWith(".") || specifier.startsWith("/")) {
      moduleGraph(specifier.startsWith("/") ? specifier : posix.join(posix.dirname(url), specifier), seen);
    }
  }
  return seen;
}

const adminDir = join(client, ADMIN_PREFIX.replaceAll("/", ""));

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Not the site's pages: hashed assets, and the content manager (Decap CMS), which only staff open.
    if (statSync(path).isDirectory()) return name === "assets" || path === adminDir ? [] : htmlFiles(path);
    return name.endsWith(".html") && !name.startsWith("__") ? [path] : [];
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
const failures = [];
/** Each built photo a page shows: the file a 375 px phone at 2x takes, by slot. */
const photoRows = [];
const { phone } = BUDGETS.photos;

/**
 * The photos the page offers in several formats: what the phone takes from each (the first format, at the width
 * its slot asks for) weighs at most the slot's budget; and a share image of the site's own at most its budget.
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
  const page = "/" + relative(client, file).replace(/(^|\/)index\.html$/, "");
  const unknown = markupKinds(html).filter((kind) => !capturedKinds.has(kind));
  for (const kind of unknown)
    failures.push(
      `${page}: markup the budget scanner has not been checked on: <${kind}>. Check scripts/check/budgets-lib.mjs ` +
        `against it, then run node scripts/check/capture-page-fixture.mjs`,
    );
  const {
    scripts,
    preloadedScripts,
    entryModules,
    renderBlocking,
    inlineCss,
    unsizedImages,
    imagePreloads,
    hydrates,
  } = scanHtml(html);
  const modules = new Set(scripts.flatMap((url) => [...moduleGraph(url)]));
  const row = {
    page,
    html: gzipSize(html),
    js: [...modules].reduce((sum, url) => sum + fileSize(url), 0),
    css: inlineCss ? gzipSize(inlineCss) : 0,
  };
  rows.push(row);
  checkPhotos(page, html);
  if (row.html > BUDGETS.htmlBytes) failures.push(`${page}: HTML ${kb(row.html)} > ${kb(BUDGETS.htmlBytes)}`);
  if (row.js > BUDGETS.jsCeilingBytes)
    failures.push(`${page}: JavaScript ${kb(row.js)} > ${kb(BUDGETS.jsCeilingBytes)}`);
  if (row.css > BUDGETS.cssBytes) failures.push(`${page}: CSS ${kb(row.css)} > ${kb(BUDGETS.cssBytes)}`);
  for (const tag of unsizedImages)
    failures.push(`${page}: image without width and height: ${tag.slice(0, 120)}`);
  // The first paint needs the HTML only: its CSS is inline, nothing blocks rendering, no image is preloaded.
  for (const url of renderBlocking) failures.push(`${page}: the first paint waits for ${url}`);
  for (const href of imagePreloads) failures.push(`${page}: preloads an image (${href.slice(0, 80)})`);
  if (hydrates && !inlineCss) failures.push(`${page}: has no inline CSS`);
  // Every script starts with the HTML: each file the page runs is preloaded from it, none waits for another.
  if (hydrates && (entryModules.length === 0 || preloadedScripts.length === 0))
    failures.push(`${page}: found no module script or no preloads in a page React hydrates`);
  const preloaded = new Set(preloadedScripts);
  const graph = new Set(entryModules.flatMap((url) => [...moduleGraph(url)]));
  for (const url of graph) if (!preloaded.has(url)) failures.push(`${page}: ${url} is not preloaded`);
  // ...and compiles while it downloads. React Router writes its route manifest (data, no functions to speak of)
  // outside the bundle, without the hint.
  for (const url of graph) {
    if (
      !url.includes("/manifest-") &&
      !readFileSync(join(client, url), "utf8").startsWith(`${COMPILE_HINT}\n`)
    )
      failures.push(`${page}: ${url} does not open with the compile hint`);
  }
}

rows.sort((a, b) => b.js - a.js);
const max = (key) => Math.max(...rows.map((row) => row[key]));
console.log(`Byte budgets over ${rows.length} prerendered pages (gzip):`);
const overGoal = rows.filter((row) => row.js > BUDGETS.jsBytes);
console.log(
  `  JavaScript  largest ${kb(max("js"))} (${rows[0]?.page}), smallest ${kb(Math.min(...rows.map((row) => row.js)))}` +
    `  goal ${kb(BUDGETS.jsBytes)} (${overGoal.length} of ${rows.length} pages over it), enforced ceiling ${kb(BUDGETS.jsCeilingBytes)}`,
);
console.log(`  CSS         largest ${kb(max("css"))} (inline)  budget ${kb(BUDGETS.cssBytes)}`);
console.log(`  HTML        largest ${kb(max("html"))} (CSS included)  budget ${kb(BUDGETS.htmlBytes)}`);

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
    "blocks the first paint; every script a page runs is preloaded from its HTML and compiles as it downloads; the markup is the captured page's; " +
    "every product photo a phone takes is within its budget.",
);

// Random addresses no page has, as a link cut from a mail, a mistyped address or a scanner sends them: line breaks
// and other control characters, Unicode's line and paragraph separators, spaces, quotes, markup, slashes and
// backslashes escaped or not, letters of other scripts, file-like endings, under the store's addresses or not. And
// what a visitor must see at each: which not-found page, by the address alone, as any engine or framework gives it.
import fc from "fast-check";
import { notFoundCopy } from "../../app/content/not-found";
import { categoryCopy } from "../../app/content/store/store";
import { productCopy } from "../../app/content/store/store-product";
import { sitePages } from "./site-pages";

/** Characters an address segment is made of: a page's own, then odd ones. */
const PLAIN = Array.from("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~");
const ODD = [
  "\n",
  "\r",
  "\u2028",
  "\u2029",
  "\u0085",
  "\t",
  "\u000b",
  "\u000c",
  "\u001f",
  "\u007f",
  " ",
  "\u00a0",
  "\u200b",
  "\u200e",
  "\u202e",
  "\ufeff",
  "\u0301",
  "%",
  "?",
  "#",
  "/",
  "\\",
  '"',
  "'",
  "<",
  ">",
  "`",
  "{",
  "}",
  "|",
  "^",
  "[",
  "]",
  "@",
  ":",
  ";",
  "=",
  "&",
  "+",
  "$",
  ",",
  "!",
  "*",
  "(",
  ")",
  "é",
  "中",
  "ß",
  "🚀",
];
/** Characters that would change the address's parts if written as they are: always escaped. */
const STRUCTURAL = new Set(["%", "?", "#", "/"]);

/** One character of a segment, escaped (`%0A`) or written as it is, as a link may have it. */
const piece = fc
  .tuple(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...PLAIN) }, fc.constantFrom(...ODD)), fc.boolean())
  .map(([character, raw]) => (raw && !STRUCTURAL.has(character) ? character : encodeURIComponent(character)));

const segment = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(""));

/** Where an odd address may sit: at the top, or under a part of the site that has pages of its own. */
const PREFIXES = [
  "",
  "/store/product",
  "/store/category",
  "/store",
  "/assets",
  "/cart",
  "/mining-industrial",
];
/** Endings of the build's own files, which some hosts treat as files rather than pages. */
const ENDINGS = [
  "",
  "",
  "",
  ".js",
  ".css",
  ".png",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".data",
  ".webmanifest",
  ".yml",
];

/**
 * An address as a link writes it (before the browser's own clean-up: it drops tabs and line breaks written as they
 * are, reads a backslash as a slash, escapes spaces and other characters).
 */
export const oddAddress = fc
  .tuple(
    fc.constantFrom(...PREFIXES),
    fc.array(segment, { minLength: 1, maxLength: 3 }),
    fc.constantFrom(...ENDINGS),
  )
  .map(([prefix, segments, ending]) => `${prefix}/${segments.join("/")}${ending}`);

/** The addresses the issue named, and their kin: tried first, on every run. */
export const ODD_EXAMPLES = [
  "/a%0Ab",
  "/a%0Db",
  "/a%E2%80%A8b",
  "/a%E2%80%A9b",
  "/%0A",
  "/store/%0A/x",
  "/store/product/x%0A",
  "/store/category/%E2%80%A8",
  "/x.js",
  "/a.css",
  "/x.png",
  "/assets/x%0A.js",
  "/no-such-page.txt",
  "/sitemap%0A.xml",
  "/admin/no-such-page",
  "/admin/x%E2%80%A8.js",
];

/** What a visitor sees at an address with no page: its heading (undefined: the address itself) and its text. */
export type NotFoundState = {
  kind: "no-page" | "unknown-product" | "unknown-category";
  heading?: string;
  text: string;
};

/**
 * The page an address no page has must show, by its path as the browser sends it (escaped): an unknown product
 * under /store/product/, an unknown category under /store/category/ (headed by its name), else no page at all.
 */
export function notFoundStateOf(pathname: string): NotFoundState {
  const segments = pathname.split("/").slice(1);
  const [first, second, third, ...rest] = segments;
  if (first === "store" && second === "product" && third && rest.length === 0)
    return { kind: "unknown-product", heading: productCopy.notFound.title, text: productCopy.notFound.text };
  if (first === "store" && second === "category" && third && rest.length === 0)
    return { kind: "unknown-category", text: categoryCopy.empty };
  return { kind: "no-page", heading: notFoundCopy.heading, text: notFoundCopy.text };
}

/** Every address the site answers with a page, a redirect or a file of its own (the route table's). */
const KNOWN = new Set(sitePages().map((page) => page.path));

/** A segment decoded as a server reads it, or undefined when it cannot be decoded. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser sends this address as one no page, redirect or file of the site has, and that every engine
 * answers alike: each segment decodes, none is `.` or `..` once decoded (a server may read `a%2F..%2Fabout` as
 * /about), no NUL byte (nginx refuses it with 400 and Cloudflare's local server with its own 502, tested apart),
 * no empty segment (a slash at the end redirects), no page's address once decoded, however a server joins or
 * cleans it.
 * @param pathname the address's path as the browser sends it (`new URL(address, origin).pathname`)
 */
export function isOddUnknownAddress(pathname: string): boolean {
  const segments = pathname.split("/").slice(1);
  const plain = segments.map(decoded);
  if (plain.some((part) => part === undefined || part === "")) return false;
  const parts = plain.flatMap((part = "") => part.split(/[/\\]/));
  if (parts.some((part) => part === "." || part === ".." || part.includes("\0"))) return false;
  if (/\.html?$/i.test(pathname)) return false;
  const path = `/${parts.join("/")}`;
  return !KNOWN.has(path) && !KNOWN.has(path.replace(/\/index$/, "") || "/");
}

// The offline copy's pages as one file (pure, tested): the build writes every page of the site into it, the worker
// fetches it once when it installs and keeps each page under its own address.
//
// Pages share most of their text (the style sheet, the header, the footer, the inline scripts): sent one by one
// they would cost about fifteen times what they cost together. One stream compressed with brotli finds the
// repeats on its own, but gzip looks back only 32 KB, less than one page. So the file itself says each repeated
// piece once: a page is a list of parts, each either text or the number of a piece given earlier. A piece is a
// tag and the text after it up to the next tag, written out the first time it appears (any text part at least
// SHARED_LENGTH characters long is numbered, in order) and by its number after that. What is left per page is
// small, and gzip then finds the repeats between pages too.
// No imports: the build (Node) and the worker both load this file.

/** Text parts this long or longer are numbered, in the order they appear, for later parts to repeat. */
export const SHARED_LENGTH = 16;

/** One page of the bundle: its address, its status and headers, and its HTML as parts. */
export interface BundledPage {
  /** The address the page answers at ("/", "/about"), or the not-found page's file ("/404.html"). */
  path: string;
  status: number;
  /** Which of the bundle's header sets the page is sent with. */
  headers: number;
  /** Text, or the number of a text part given earlier in the bundle. */
  parts: (string | number)[];
}

export interface PageBundle {
  /** The header sets the pages are sent with, each given once (most pages share one). */
  headers: Record<string, string>[];
  pages: BundledPage[];
}

/** A page as the build has it. */
export interface PlainPage {
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** Every page in one bundle, in the order given. */
export function encodePages(pages: readonly PlainPage[]): PageBundle {
  const headerSets: string[] = [];
  const numbered = new Map<string, number>();
  const encoded = pages.map(({ path, status, headers, html }): BundledPage => {
    const headerKey = JSON.stringify(headers);
    if (!headerSets.includes(headerKey)) headerSets.push(headerKey);
    const parts: (string | number)[] = [];
    const emit = (text: string) => {
      if (text === "") return;
      const known = numbered.get(text);
      if (known !== undefined) {
        parts.push(known);
        return;
      }
      parts.push(text);
      if (text.length >= SHARED_LENGTH) numbered.set(text, numbered.size);
    };
    // Short pieces (a closing tag, a word) are run together: numbering each would cost more than it saves.
    let short = "";
    for (const piece of html.split(/(?=<)/)) {
      if (piece.length < SHARED_LENGTH) {
        short += piece;
        continue;
      }
      emit(short);
      short = "";
      emit(piece);
    }
    emit(short);
    return { path, status, headers: headerSets.indexOf(headerKey), parts };
  });
  return { headers: headerSets.map((set) => JSON.parse(set) as Record<string, string>), pages: encoded };
}

/** Every page of a bundle as it was given to `encodePages`. Throws on a part that names no earlier text. */
export function decodePages(bundle: PageBundle): PlainPage[] {
  const numbered: string[] = [];
  return bundle.pages.map(({ path, status, headers, parts }) => {
    let html = "";
    for (const part of parts) {
      if (typeof part === "number") {
        const text = numbered[part];
        if (text === undefined)
          throw new Error(`the page bundle's ${path} repeats text ${part}, never given`);
        html += text;
        continue;
      }
      if (part.length >= SHARED_LENGTH) numbered.push(part);
      html += part;
    }
    const headerSet = bundle.headers[headers];
    if (!headerSet) throw new Error(`the page bundle's ${path} names header set ${headers}, which it lacks`);
    return { path, status, headers: { ...headerSet }, html };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === "string");

const isPart = (value: unknown): value is string | number =>
  typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value) && value >= 0);

function isBundledPage(value: unknown): value is BundledPage {
  return (
    isRecord(value) &&
    typeof value.path === "string" &&
    value.path.startsWith("/") &&
    typeof value.status === "number" &&
    Number.isInteger(value.status) &&
    value.status >= 200 &&
    value.status <= 599 &&
    typeof value.headers === "number" &&
    Number.isSafeInteger(value.headers) &&
    Array.isArray(value.parts) &&
    value.parts.every(isPart)
  );
}

/** The bundle the network gave, checked before anything is kept from it. Throws when it is not one. */
export function parsePageBundle(value: unknown): PageBundle {
  if (
    !isRecord(value) ||
    !Array.isArray(value.headers) ||
    !value.headers.every(isStringRecord) ||
    !Array.isArray(value.pages) ||
    !value.pages.every(isBundledPage)
  )
    throw new Error("the offline copy's page bundle is not one");
  return { headers: value.headers, pages: value.pages };
}

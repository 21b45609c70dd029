// Reads a PDF back as a common reader does (pdf.js, the reader of Firefox and many apps), for the tests: each
// page's text, and the addresses its links open.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPdf {
  pages: number;
  /** Each page's text, its pieces joined by spaces. */
  text: string[];
  /** The addresses of every page's links. */
  links: string[];
  /** The document's title, as readers show it. */
  title: string;
}

export async function readPdf(bytes: ArrayBuffer | Uint8Array): Promise<ReadPdf> {
  const data = bytes instanceof Uint8Array ? new Uint8Array(bytes) : new Uint8Array(bytes.slice(0));
  const task = getDocument({ data, disableFontFace: true, verbosity: 0 });
  const pdf = await task.promise;
  const text: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    text.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join(" ")
        .replace(/\s+/g, " "),
    );
    for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[]) {
      if (annotation.subtype === "Link" && annotation.url) links.push(annotation.url);
    }
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  const pages = pdf.numPages;
  await task.destroy();
  return { pages, text, links, title: info.Title ?? "" };
}

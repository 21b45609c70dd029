// The legal pages' data files as the tests read them (the build reads them through the `legal` content collection):
// the front matter checked by the collection's schema, and the Markdown text below it.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { LEGAL_DIR, legalSchema } from "../../app/content/legal-schema.ts";

export interface LegalFile {
  data: ReturnType<typeof legalSchema.parse>;
  body: string;
}

/** app/data/legal/<name>.md, read and checked; a file without front matter, or with a bad field, throws. */
export function readLegalFile(name: string): LegalFile {
  const path = `${LEGAL_DIR}/${name}.md`;
  const source = readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${path} has no front matter`);
  return { data: legalSchema.parse(parse(match[1] ?? "")), body: match[2] ?? "" };
}

// @vitest-environment node
// The Privacy Policy and the Terms of Service: the content manager edits the fields the build reads, the files
// shipped pass the build's schema, and each page's file is the one its address is written from.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { legalPages } from "../../app/content/legal.ts";
import { LEGAL_DIR, legalSchema } from "../../app/content/legal-schema.ts";
import { readLegalFile } from "./legal-files.ts";

const LegalConfig = z.looseObject({
  collections: z.array(z.looseObject({ name: z.string() })),
});
const LegalCollection = z.looseObject({
  files: z.array(
    z.looseObject({
      name: z.string(),
      file: z.string(),
      format: z.literal("frontmatter"),
      fields: z.array(z.looseObject({ name: z.string(), widget: z.string() })),
    }),
  ),
});

const config = LegalConfig.parse(
  parse(readFileSync(new URL("../../public/admin/config.yml", import.meta.url), "utf8")),
);
const legal = LegalCollection.parse(config.collections.find((collection) => collection.name === "legal"));

describe("the legal pages", () => {
  it("are edited in the content manager, one file each, in the fields the build reads and a Markdown body", () => {
    expect(legal.files.map(({ name, file }) => ({ name, file }))).toEqual(
      Object.values(legalPages).map(({ entry }) => ({ name: entry, file: `${LEGAL_DIR}/${entry}.md` })),
    );
    for (const file of legal.files) {
      expect(file.fields.map((field) => field.name)).toEqual([...Object.keys(legalSchema.shape), "body"]);
      expect(file.fields.at(-1)?.widget).toBe("markdown");
    }
  });

  it("ship files the build accepts, each with a text", () => {
    for (const file of legal.files) {
      const { data, body } = readLegalFile(file.name);
      expect(data.title.length, file.file).toBeGreaterThan(0);
      expect(body.trim().length, file.file).toBeGreaterThan(200);
    }
  });

  it("refuse a file without a title", () => {
    expect(legalSchema.safeParse({ title: " ", description: "x", updated: "2026-11-27" }).success).toBe(
      false,
    );
  });
});

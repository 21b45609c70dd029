// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import {
  decapFiles,
  localAdminHeaders,
  PLACEHOLDER_REPO,
  withLocalBackendPort,
  withoutLocalBackend,
  withRepository,
} from "./decap-admin.mjs";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "../build/security-headers.mjs";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const));

describe("the content manager's policy", () => {
  it("allows eval for Decap's scripts only, and keeps the page unframeable", () => {
    const admin = directives(adminContentSecurityPolicy());
    expect(admin.get("script-src")).toEqual(["'self'", "'unsafe-eval'"]);
    expect(admin.get("frame-ancestors")).toEqual(["'none'"]);
    expect(admin.get("object-src")).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ scriptHashes: [] })).not.toContain("'unsafe-eval'");
  });

  it("reaches only https origins on the live site: no local server, no plain http", () => {
    const admin = directives(adminContentSecurityPolicy());
    expect(admin.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://raw.githubusercontent.com",
    ]);
    expect(adminContentSecurityPolicy()).not.toMatch(/http:|localhost|127\.0\.0\.1/);
  });

  it("lets Decap read an uploaded photo back from its blob: address to save it, on the site's pages never", () => {
    expect(directives(adminContentSecurityPolicy()).get("connect-src")).toContain("blob:");
    expect(directives(contentSecurityPolicy({ scriptHashes: [] })).get("connect-src")).not.toContain("blob:");
  });

  it("lets `npm run cms` reach decap-server on its own port, in its own local serving only", () => {
    const local = localAdminHeaders("5611")["Content-Security-Policy"];
    expect(directives(local).get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "https://api.github.com",
      "https://raw.githubusercontent.com",
      "http://localhost:5611",
    ]);
    // Everything else is the live policy.
    expect(local.replace(" http://localhost:5611", "")).toBe(adminContentSecurityPolicy());
  });
});

describe("Decap's files", () => {
  it("are the script and its chunks, without source maps or WebAssembly", async () => {
    const files = await decapFiles();
    expect(files).toContain("decap-cms.js");
    expect(files.every((file) => /^(\d+\.)?decap-cms\.js(\.LICENSE\.txt)?$/.test(file))).toBe(true);
  });

  it("point the local backend at decap-server's port", () => {
    const config = "local_backend:\n  url: http://localhost:8081/api/v1\n";
    expect(withLocalBackendPort(config, "5611")).toBe(
      "local_backend:\n  url: http://localhost:5611/api/v1\n",
    );
  });
});

describe("the content manager's repository", () => {
  const shipped = readFileSync(new URL("../../public/admin/config.yml", import.meta.url), "utf8");

  it("is the placeholder in the shipped config, which the build warns about", () => {
    expect(shipped).toContain(`repo: ${PLACEHOLDER_REPO}`);
    expect(withRepository(shipped).placeholder).toBe(true);
  });

  it("is set for a build by CMS_REPO and CMS_BRANCH, and then no longer the placeholder", () => {
    const { text, placeholder } = withRepository(shipped, { CMS_REPO: "acme/site", CMS_BRANCH: "live" });
    expect(placeholder).toBe(false);
    expect(text).toMatch(/^\s*repo: acme\/site$/m);
    expect(text).toMatch(/^\s*branch: live$/m);
    // Only the live backend changes, and the local backend goes; the collections stay as shipped.
    expect(text.replace("acme/site", PLACEHOLDER_REPO).replace("branch: live", "branch: main")).toBe(
      withoutLocalBackend(shipped),
    );
  });

  it("leaves the local backend out of the live config: Decap on a page at localhost would try to reach it", () => {
    expect(shipped).toMatch(/^local_backend:\n\s+url: http:\/\/localhost:/m);
    const { text } = withRepository(shipped);
    expect(text).not.toMatch(/^local_backend:|http:\/\/localhost/m);
    expect(parse(text)).toEqual({ ...(parse(shipped) as object), local_backend: undefined });
  });

  it("refuses a CMS_REPO that is not owner/name", () => {
    expect(() => withRepository(shipped, { CMS_REPO: "just-a-name" })).toThrow(/owner\/name/);
  });
});

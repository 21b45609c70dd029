// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { decapFiles, PLACEHOLDER_REPO, withLocalBackendPort, withRepository } from "./decap-admin.mjs";
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
    // Only the live backend changes; the local backend and the collections stay as shipped.
    expect(text.replace("acme/site", PLACEHOLDER_REPO).replace("branch: live", "branch: main")).toBe(shipped);
  });

  it("refuses a CMS_REPO that is not owner/name", () => {
    expect(() => withRepository(shipped, { CMS_REPO: "just-a-name" })).toThrow(/owner\/name/);
  });
});

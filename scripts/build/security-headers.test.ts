// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  allowingScripts,
  DOCUMENT_HEADERS,
  EVERY_RESPONSE_HEADERS,
  contentSecurityPolicy,
  endpointOrigins,
  inlineScripts,
  scriptHash,
} from "./security-headers.mjs";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("inlineScripts", () => {
  it("finds the inline scripts a browser runs or the policy governs, and skips external scripts and data blocks", () => {
    const html = [
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="module" src="/assets/z.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="text/javascript">\n  b();\n</script>',
      "<script>(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;})();</script>",
      '<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}</script>',
    ].join("");
    expect(inlineScripts(html)).toEqual([
      "window.a = 1;",
      'import "/assets/x.js";',
      "\n  b();\n",
      "(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;})();",
      '{"prefetch":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}',
    ]);
  });

  it("keeps the text byte for byte, empty scripts included", () => {
    expect(inlineScripts("<script></script><SCRIPT>x </SCRIPT >")).toEqual(["", "x "]);
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the UTF-8 text, as CSP defines it", () => {
    const text = 'console.log("héllo 💿")';
    const expected = createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64");
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`);
    // The empty script: a well-known value.
    expect(scriptHash("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = [scriptHash("b"), scriptHash("a"), scriptHash("b")];
  const policy = directives(contentSecurityPolicy({ scriptHashes: hashes }));

  it("allows only the site itself by default", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows scripts from the site and the hashed inline scripts, never inline code or eval", () => {
    expect(policy.get("script-src")).toEqual(["'self'", ...[scriptHash("a"), scriptHash("b")].sort()]);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("allows images from the site, data: URLs and the image host; the map frame; no framing of the site", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://images.unsplash.com"]);
    expect(policy.get("frame-src")).toEqual(["https://www.google.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets the site's own service worker and web app manifest load, from the site only", () => {
    expect(policy.get("worker-src")).toEqual(["'self'"]);
    expect(policy.get("manifest-src")).toEqual(["'self'"]);
  });

  it("has exactly the site's directives", () => {
    expect([...policy.keys()]).toEqual([
      "default-src",
      "script-src",
      "style-src",
      "img-src",
      "font-src",
      "connect-src",
      "worker-src",
      "manifest-src",
      "frame-src",
      "frame-ancestors",
      "object-src",
      "base-uri",
      "form-action",
    ]);
  });

  it("lets the page call the contact endpoint only when one is configured", () => {
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    const withEndpoint = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        connectOrigins: endpointOrigins("https://forms.example.org/enquiry?x=1"),
      }),
    );
    expect(withEndpoint.get("connect-src")).toEqual(["'self'", "https://forms.example.org"]);
  });
});

describe("endpointOrigins", () => {
  it("is empty when the endpoint is unset or blank", () => {
    expect(endpointOrigins(undefined)).toEqual([]);
    expect(endpointOrigins("  ")).toEqual([]);
  });

  it("is empty for a path of this site, which 'self' covers, and names the origin of an absolute URL", () => {
    expect(endpointOrigins("/api/enquiry")).toEqual([]);
    expect(endpointOrigins("http://127.0.0.1:4449/enquiries")).toEqual(["http://127.0.0.1:4449"]);
    expect(() => endpointOrigins("//forms.example.org/enquiry")).toThrow();
  });

  it("rejects a malformed endpoint instead of widening the policy", () => {
    expect(() => endpointOrigins("not a url")).toThrow();
  });
});

describe("EVERY_RESPONSE_HEADERS and DOCUMENT_HEADERS", () => {
  it("deny the browser features the site never uses", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(DOCUMENT_HEADERS["Permissions-Policy"]).toContain(`${feature}=()`);
    }
    expect(EVERY_RESPONSE_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(DOCUMENT_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("keep every answer on https for two years, subdomains included (HSTS)", () => {
    const hsts = EVERY_RESPONSE_HEADERS["Strict-Transport-Security"].split("; ");
    expect(hsts).toEqual(["max-age=63072000", "includeSubDomains"]);
    // The HTTP Observatory's full marks need at least six months.
    expect(Number(hsts[0]?.slice("max-age=".length))).toBeGreaterThanOrEqual(15_552_000);
  });
});

describe("allowingScripts", () => {
  it("adds the hashes to script-src only, once each, sorted, and leaves a policy without script-src alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self'";
    const [a, b] = [scriptHash("a"), scriptHash("b")];
    expect(allowingScripts(policy, [b, a, b])).toBe(
      `default-src 'self'; script-src 'self' 'unsafe-eval' ${[a, b].sort().join(" ")}; style-src 'self'`,
    );
    expect(allowingScripts(allowingScripts(policy, [a]), [a])).toBe(allowingScripts(policy, [a]));
    expect(allowingScripts("default-src 'none'", [a])).toBe("default-src 'none'");
  });
});

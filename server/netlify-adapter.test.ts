// Netlify's function (netlify/functions/enquiry.mts) called as Netlify calls it: a Web Request in, a Response out.
// Netlify has no runtime to run offline here, so its default export is called directly.
import { describe, expect, it, vi } from "vitest";
import enquiryFunction, { config } from "../netlify/functions/enquiry.mts";

const SITE = "https://shop.example";

function post(body: unknown) {
  return new Request(`${SITE}/api/enquiry`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: SITE },
  });
}

const enquiry = () => ({
  key: crypto.randomUUID(),
  name: "Ann",
  email: "ann@example.com",
  phone: null,
  service: "other",
  message: "Hello",
});

describe("netlify/functions/enquiry.mts", () => {
  it("answers /api/enquiry, behind Netlify's own per-address rate limit", () => {
    expect(config).toEqual({
      path: "/api/enquiry",
      rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
    });
  });

  it("forwards to ENQUIRY_FORWARD_URL from the site's environment", async () => {
    vi.stubEnv("ENQUIRY_FORWARD_URL", "https://forms.example/f/abc");
    const fetch = vi.fn(() => Promise.resolve(Response.json({ ok: true })));
    vi.stubGlobal("fetch", fetch);
    const response = await enquiryFunction(post(enquiry()), { ip: "203.0.113.20" });
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      "https://forms.example/f/abc",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("answers 501 when ENQUIRY_FORWARD_URL is not set, says so to a GET, and refuses a bad request", async () => {
    vi.stubEnv("ENQUIRY_FORWARD_URL", undefined);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect((await enquiryFunction(post(enquiry()))).status).toBe(501);
    expect(await (await enquiryFunction(new Request(`${SITE}/api/enquiry`))).text()).toContain(
      "not set up: ENQUIRY_FORWARD_URL is missing",
    );
    expect((await enquiryFunction(new Request(`${SITE}/api/enquiry`, { method: "DELETE" }))).status).toBe(
      405,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("limits by the address Netlify gives (context.ip)", async () => {
    vi.stubEnv("ENQUIRY_FORWARD_URL", "https://forms.example/f/abc");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ ok: true }))),
    );
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await enquiryFunction(post(enquiry()), { ip: "203.0.113.21" })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await enquiryFunction(post(enquiry()), { ip: "203.0.113.22" })).status).toBe(200);
  });
});

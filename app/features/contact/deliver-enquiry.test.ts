import { describe, expect, it, vi } from "vitest";
import { deliverEnquiry } from "./deliver-enquiry";
import type { Enquiry } from "./send-enquiry";

const enquiry: Enquiry = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: null,
  service: "civil",
  message: "Please quote a warehouse.",
};
const ENDPOINT = "https://forms.example.com/enquiry";
const ok = () => Promise.resolve(new Response(null, { status: 204 }));

describe("deliverEnquiry", () => {
  it("sends with signal, and keeps nothing", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(ok);
    const keep = vi.fn(() => true);
    expect(await deliverEnquiry(enquiry, { endpoint: ENDPOINT, fetch, keep, online: () => true })).toBe(
      "sent",
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(keep).not.toHaveBeenCalled();
  });

  it("keeps the enquiry without trying when there is no signal", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(ok);
    const keep = vi.fn(() => true);
    expect(await deliverEnquiry(enquiry, { endpoint: ENDPOINT, fetch, keep, online: () => false })).toBe(
      "kept",
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(keep).toHaveBeenCalledWith(enquiry);
  });

  it("keeps the enquiry when the signal goes while sending", async () => {
    let online = true;
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      online = false;
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    const keep = vi.fn(() => true);
    expect(await deliverEnquiry(enquiry, { endpoint: ENDPOINT, fetch, keep, online: () => online })).toBe(
      "kept",
    );
    expect(keep).toHaveBeenCalledOnce();
  });

  it("fails, keeping nothing, when the endpoint refuses or cannot be reached with signal", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const keep = vi.fn(() => true);
    for (const fetch of [
      vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response("down", { status: 500 }))),
      vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError("Failed to fetch"))),
    ]) {
      expect(await deliverEnquiry(enquiry, { endpoint: ENDPOINT, fetch, keep, online: () => true })).toBe(
        "failed",
      );
    }
    expect(keep).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("fails when there is no signal and the device cannot keep it", async () => {
    expect(
      await deliverEnquiry(enquiry, { endpoint: ENDPOINT, keep: () => false, online: () => false }),
    ).toBe("failed");
  });
});

import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { SERVICE_OPTIONS } from "~/content/contact";
import { hasKept, keptIds, OUTBOX_KEY_PREFIX } from "./enquiry-outbox";
import {
  keepEnquiry,
  keptCount,
  loadOutbox,
  markSending,
  MAX_KEPT,
  parseEnquiry,
  parseKept,
  removeKept,
} from "./kept-enquiries";
import { memoryStorage, throwingStorage } from "./test-storage";
import { sampleEnquiry } from "./test-enquiry";

const enquiry = sampleEnquiry;

describe("parseEnquiry", () => {
  it("reads back an enquiry as it was kept, trimmed", () => {
    expect(parseEnquiry(enquiry)).toEqual(enquiry);
    expect(parseEnquiry({ ...enquiry, name: "  Tendai Moyo ", phone: " +263 77 123 4567 " })).toEqual({
      ...enquiry,
      phone: "+263 77 123 4567",
    });
  });

  it.each([
    ["a missing name", { ...enquiry, name: undefined }],
    ["a blank message", { ...enquiry, message: "   " }],
    ["an e-mail without @", { ...enquiry, email: "tendai.example.com" }],
    ["an unknown service", { ...enquiry, service: "plumbing" }],
    ["a phone that is not text", { ...enquiry, phone: 263 }],
    ["a blank phone instead of none", { ...enquiry, phone: " " }],
    ["a message too long to be typed", { ...enquiry, message: "x".repeat(20_001) }],
    ["not an object", ["Tendai"]],
  ])("refuses %s", (_, value) => {
    expect(parseEnquiry(value)).toBeNull();
  });
});

describe("parseKept", () => {
  it("reads the enquiry and the time a page started sending it", () => {
    expect(parseKept({ enquiry })).toEqual({ enquiry });
    expect(parseKept({ enquiry, sendingSince: 1_700_000_000_000 })).toEqual({
      enquiry,
      sendingSince: 1_700_000_000_000,
    });
    expect(parseKept({ enquiry, sendingSince: "soon" })).toEqual({ enquiry });
    expect(parseKept({ enquiry: { ...enquiry, service: "?" } })).toBeNull();
  });

  it("never throws and returns only an enquiry that reads back as itself, whatever is stored", () => {
    const services = SERVICE_OPTIONS.map((option) => option.value);
    const stored = fc.record({
      enquiry: fc.oneof(
        fc.anything(),
        fc.record({
          name: fc.string(),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          phone: fc.oneof(fc.constant(null), fc.string()),
          service: fc.oneof(fc.constantFrom(...services), fc.string()),
          message: fc.string(),
        }),
      ),
      sendingSince: fc.oneof(fc.double(), fc.anything()),
    });
    fc.assert(
      fc.property(fc.oneof(stored, fc.anything()), (value) => {
        const kept = parseKept(value);
        if (kept) expect(parseEnquiry(kept.enquiry)).toEqual(kept.enquiry);
        if (kept?.sendingSince !== undefined) expect(Number.isFinite(kept.sendingSince)).toBe(true);
      }),
    );
  });
});

describe("keeping enquiries", () => {
  it("keeps each enquiry under a key of its own, oldest first, and removes only the one sent", () => {
    const { storage, map } = memoryStorage({ "industrial-suppliers-cart": "[]" });
    expect(hasKept(storage)).toBe(false);
    expect(keepEnquiry(storage, { ...enquiry, name: "Rudo" }, 2_000)).toBe(true);
    expect(keepEnquiry(storage, enquiry, 1_000)).toBe(true);
    expect(hasKept(storage)).toBe(true);
    const keys = [...map.keys()].filter((key) => key.startsWith(OUTBOX_KEY_PREFIX));
    expect(keys).toHaveLength(2);
    const [first, second] = loadOutbox(storage);
    expect(first?.enquiry).toEqual(enquiry);
    expect(second?.enquiry.name).toBe("Rudo");
    removeKept(storage, first?.id ?? "");
    expect(loadOutbox(storage)).toEqual([second]);
    removeKept(storage, second?.id ?? "");
    expect([...map.keys()]).toEqual(["industrial-suppliers-cart"]);
    expect(keptCount(storage)).toBe(0);
  });

  it("marks an enquiry as being sent, and unmarks it, leaving the others as they are", () => {
    const { storage } = memoryStorage();
    keepEnquiry(storage, enquiry, 1_000);
    keepEnquiry(storage, { ...enquiry, name: "Rudo" }, 2_000);
    const [first, second] = loadOutbox(storage);
    if (!first) throw new Error("nothing kept");
    expect(markSending(storage, first, 5_000)).toBe(true);
    expect(loadOutbox(storage)).toEqual([{ ...first, sendingSince: 5_000 }, second]);
    expect(markSending(storage, first, undefined)).toBe(true);
    expect(loadOutbox(storage)).toEqual([first, second]);
  });

  it("refuses to keep what would not read back, past MAX_KEPT, or where storage refuses", () => {
    const { storage } = memoryStorage();
    expect(keepEnquiry(storage, { ...enquiry, message: "x".repeat(20_001) })).toBe(false);
    for (let i = 0; i < MAX_KEPT; i++) expect(keepEnquiry(storage, enquiry)).toBe(true);
    expect(keepEnquiry(storage, enquiry)).toBe(false);
    expect(keepEnquiry(throwingStorage, enquiry)).toBe(false);
    expect(keepEnquiry(null, enquiry)).toBe(false);
  });

  it("reads nothing from storage that throws, and deletes values under its prefix that cannot be trusted", () => {
    expect(loadOutbox(throwingStorage)).toEqual([]);
    expect(hasKept(throwingStorage)).toBe(false);
    expect(loadOutbox(null)).toEqual([]);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage, map } = memoryStorage({
      [`${OUTBOX_KEY_PREFIX}0001-a`]: "{not json",
      [`${OUTBOX_KEY_PREFIX}0002-b`]: JSON.stringify({ enquiry: { ...enquiry, email: "" } }),
      [`${OUTBOX_KEY_PREFIX}0003-c`]: JSON.stringify({ enquiry }),
      [`${OUTBOX_KEY_PREFIX}NOT AN ID`]: JSON.stringify({ enquiry }),
    });
    expect(loadOutbox(storage)).toEqual([{ id: "0003-c", enquiry }]);
    expect(error).toHaveBeenCalledOnce();
    expect(keptIds(storage)).toEqual(["0003-c"]);
    // A key that is not one of its ids is not its to delete.
    expect(map.has(`${OUTBOX_KEY_PREFIX}NOT AN ID`)).toBe(true);
  });
});

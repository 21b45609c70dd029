import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { hasKept, keptIds, OUTBOX_KEY_PREFIX, writeKept } from "./enquiry-outbox";
import type { Enquiry } from "./enquiry";
import {
  keepEnquiry,
  loadOutbox,
  MAX_KEPT,
  parseKept,
  removeKept,
  sendKept,
  SENDING_EXPIRES_MS,
} from "./kept-enquiries";
import { memoryStorage, throwingStorage } from "./test-storage";
import { enquiryFrom, sampleEnquiry as enquiry } from "./test-enquiry";

const ENDPOINT = "https://forms.example.com/enquiry";
const { name, email, phone, service, message } = enquiry;
const keyless = { name, email, phone, service, message };

function storageWith(...names: string[]) {
  const { storage, map } = memoryStorage();
  names.forEach((name, index) => keepEnquiry(storage, enquiryFrom(name, index), 1_000 + index));
  return { storage, map };
}

const posted = (body: unknown) => JSON.parse(body as string) as Enquiry;
/** Runs the task at once: one tab. */
const alone = <T>(task: () => Promise<T>) => task();
const options = { endpoint: ENDPOINT, online: () => true, exclusive: alone };
/** An endpoint that answers each enquiry by its sender's name. */
const answeringBy = (status: Record<string, number>) =>
  vi.fn<typeof globalThis.fetch>((_, init) =>
    Promise.resolve(new Response(null, { status: status[posted(init?.body).name] ?? 204 })),
  );

describe("parseKept", () => {
  it("reads the enquiry, whether it was refused, and since when a page has been sending it", () => {
    expect(parseKept({ enquiry })).toEqual({ enquiry });
    expect(parseKept({ enquiry, sendingSince: 1_700_000_000_000 })).toEqual({
      enquiry,
      sendingSince: 1_700_000_000_000,
    });
    expect(parseKept({ enquiry, refused: true })).toEqual({ enquiry, refused: true });
    expect(parseKept({ enquiry, sendingSince: "soon", refused: "yes" })).toEqual({ enquiry });
    expect(parseKept({ enquiry: { ...enquiry, message: " " } })).toBeNull();
  });

  it("never throws, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ enquiry: fc.anything(), sendingSince: fc.anything(), refused: fc.anything() }),
          fc.anything(),
        ),
        (value) => {
          const kept = parseKept(value);
          if (kept?.sendingSince !== undefined) expect(Number.isFinite(kept.sendingSince)).toBe(true);
        },
      ),
    );
  });
});

describe("keeping enquiries", () => {
  it("keeps each enquiry under a name of its own, oldest first, and removes only the one sent", () => {
    const { storage, map } = memoryStorage({ "industrial-suppliers-cart": "[]" });
    expect(hasKept(storage)).toBe(false);
    expect(keepEnquiry(storage, enquiryFrom("Rudo", 1), 2_000)).toBe(true);
    expect(keepEnquiry(storage, enquiry, 1_000)).toBe(true);
    const [first, second] = loadOutbox(storage);
    expect(first?.enquiry).toEqual(enquiry);
    expect(second?.enquiry.name).toBe("Rudo");
    removeKept(storage, first?.id ?? "");
    expect(loadOutbox(storage)).toEqual([second]);
    removeKept(storage, second?.id ?? "");
    expect([...map.keys()]).toEqual(["industrial-suppliers-cart"]);
  });

  it("refuses to keep what would not read back, past MAX_KEPT, or where storage refuses", () => {
    const { storage } = memoryStorage();
    expect(keepEnquiry(storage, { ...enquiry, message: "x".repeat(20_001) })).toBe(false);
    for (let i = 0; i < MAX_KEPT; i++) expect(keepEnquiry(storage, enquiryFrom("Tendai", i), i)).toBe(true);
    expect(keepEnquiry(storage, enquiry)).toBe(false);
    expect(keepEnquiry(throwingStorage, enquiry)).toBe(false);
    expect(keepEnquiry(null, enquiry)).toBe(false);
  });

  it("gives an enquiry kept by an earlier build without a key one, once, and keeps it", () => {
    const { storage } = memoryStorage({
      [`${OUTBOX_KEY_PREFIX}00000rs-abc`]: JSON.stringify({ enquiry: { ...keyless, service: "retired" } }),
    });
    const [first] = loadOutbox(storage);
    expect(first?.enquiry).toEqual({ ...keyless, service: "retired", key: expect.any(String) as string });
    expect(loadOutbox(storage)).toEqual([first]);
  });

  it("reads nothing from storage that throws, and deletes only values under its prefix that are not enquiries", () => {
    expect(loadOutbox(throwingStorage)).toEqual([]);
    expect(hasKept(throwingStorage)).toBe(false);
    expect(loadOutbox(null)).toEqual([]);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage, map } = memoryStorage({
      [`${OUTBOX_KEY_PREFIX}0001-a`]: "{not json",
      [`${OUTBOX_KEY_PREFIX}0002-b`]: JSON.stringify({ enquiry: { ...enquiry, name: "" } }),
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

describe("sendKept", () => {
  it("sends every kept enquiry oldest first, once each, and empties the outbox", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    const fetch = answeringBy({});
    expect(await sendKept({ ...options, storage, fetch })).toEqual({
      sent: 2,
      handed: 0,
      refused: 0,
      later: 0,
    });
    expect(fetch.mock.calls.map(([, init]) => posted(init?.body).name)).toEqual(["Tendai", "Rudo"]);
    expect(hasKept(storage)).toBe(false);
  });

  it("sets aside one the endpoint refuses for good, never tries it again, and sends the others", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage } = storageWith("Refused", "Tendai", "Rudo");
    const fetch = answeringBy({ Refused: 400 });
    expect(await sendKept({ ...options, storage, fetch })).toEqual({
      sent: 2,
      handed: 0,
      refused: 1,
      later: 0,
    });
    expect(loadOutbox(storage)).toEqual([
      expect.objectContaining({ refused: true, enquiry: enquiryFrom("Refused", 0) }),
    ]);
    await sendKept({ ...options, storage, fetch });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("sends the same key on every try of the same enquiry", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = answeringBy({ Tendai: 503 });
    expect(await sendKept({ ...options, storage, fetch })).toEqual({
      sent: 0,
      handed: 0,
      refused: 0,
      later: 1,
    });
    await sendKept({ ...options, storage, fetch });
    const keys = fetch.mock.calls.map(([, init]) => posted(init?.body).key);
    expect(keys).toEqual([enquiryFrom("Tendai", 0).key, enquiryFrom("Tendai", 0).key]);
    expect(loadOutbox(storage)).toEqual([expect.objectContaining({ enquiry: enquiryFrom("Tendai", 0) })]);
    expect(loadOutbox(storage)[0]?.sendingSince).toBeUndefined();
  });

  it("tries each on its own: one to try later does not hold back the next", async () => {
    const { storage } = storageWith("Busy", "Tendai");
    const fetch = answeringBy({ Busy: 429 });
    expect(await sendKept({ ...options, storage, fetch })).toEqual({
      sent: 1,
      handed: 0,
      refused: 0,
      later: 1,
    });
    expect(loadOutbox(storage).map((kept) => kept.enquiry.name)).toEqual(["Busy"]);
  });

  it("hands one to the offline copy's worker when it answers that it keeps it", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response(null, { status: 202, headers: { "Enquiry-Kept": "1" } })),
    );
    expect(await sendKept({ ...options, storage, fetch })).toEqual({
      sent: 0,
      handed: 1,
      refused: 0,
      later: 0,
    });
    expect(hasKept(storage)).toBe(false);
  });

  it("stops when the signal goes, keeping what was not sent", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    let online = true;
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      online = false;
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    expect(await sendKept({ ...options, storage, fetch, online: () => online })).toEqual({
      sent: 0,
      handed: 0,
      refused: 0,
      later: 1,
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(loadOutbox(storage).map((kept) => kept.enquiry.name)).toEqual(["Tendai", "Rudo"]);
  });

  it("sends each enquiry once when two tabs try at the same time, taking turns", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = answeringBy({});
    // The Web Locks API in one line: each task starts when the one before has finished.
    let turn: Promise<unknown> = Promise.resolve();
    const exclusive = <T>(task: () => Promise<T>) => {
      const run = turn.then(task);
      turn = run;
      return run;
    };
    const results = await Promise.all([1, 2].map(() => sendKept({ ...options, storage, fetch, exclusive })));
    expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("leaves an enquiry another page is sending, until that page has been gone too long", async () => {
    const { storage } = storageWith("Tendai");
    const [kept] = loadOutbox(storage);
    if (!kept) throw new Error("nothing kept");
    writeKept(storage, kept.id, { enquiry: kept.enquiry, sendingSince: 10_000 });
    const fetch = answeringBy({});
    expect(
      await sendKept({ ...options, storage, fetch, now: () => 10_000 + SENDING_EXPIRES_MS - 1 }),
    ).toEqual({
      sent: 0,
      handed: 0,
      refused: 0,
      later: 0,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(
      (await sendKept({ ...options, storage, fetch, now: () => 10_000 + SENDING_EXPIRES_MS })).sent,
    ).toBe(1);
  });

  it("sends any mix of answers so that each enquiry ends sent, handed over, set aside or still kept, and no other", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statuses = fc.constantFrom(200, 202, 204, 400, 404, 408, 410, 422, 429, 500, 503);
    await fc.assert(
      fc.asyncProperty(fc.array(statuses, { minLength: 1, maxLength: 8 }), async (answers) => {
        const names = answers.map((_, index) => `Buyer ${index}`);
        const { storage } = storageWith(...names);
        const fetch = answeringBy(
          Object.fromEntries(names.map((name, index) => [name, answers[index] ?? 200])),
        );
        const result = await sendKept({ ...options, storage, fetch });
        expect(fetch).toHaveBeenCalledTimes(answers.length);
        const left = loadOutbox(storage);
        const refused = answers.filter(
          (status) => status >= 400 && ![408, 429].includes(status) && status < 500,
        );
        const later = answers.filter((status) => [408, 429].includes(status) || status >= 500);
        expect(result).toEqual({
          sent: answers.length - refused.length - later.length,
          handed: 0,
          refused: refused.length,
          later: later.length,
        });
        expect(left.filter((kept) => kept.refused)).toHaveLength(refused.length);
        expect(left.filter((kept) => !kept.refused)).toHaveLength(later.length);
      }),
    );
  });
});

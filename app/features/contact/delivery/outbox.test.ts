import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { answerOf, WAIT_AFTER_ERROR_MS } from "./answers";
import type { Enquiry } from "./enquiry";
import {
  hasKept,
  keepEnquiry,
  loadOutbox,
  MAX_KEPT,
  OUTBOX_KEY_PREFIX,
  parseKept,
  removeKept,
  sendOutbox,
  SENDING_EXPIRES_MS,
} from "./outbox";
import { memoryStorage, throwingStorage } from "./test-storage";
import { enquiryFrom, sampleEnquiry as enquiry } from "./test-enquiry";

const ENDPOINT = "https://forms.example.com/enquiry";
const NOW = 1_000_000;
const { name, email, phone, service, message } = enquiry;
const keyless = { name, email, phone, service, message };

function storageWith(...names: string[]) {
  const { storage, map } = memoryStorage();
  names.forEach((name, index) => keepEnquiry(storage, enquiryFrom(name, index), { now: 1_000 + index }));
  return { storage, map };
}

const posted = (body: unknown) => JSON.parse(body as string) as Enquiry;
/** Runs the task at once: one tab. */
const alone = <T>(task: () => Promise<T>) => task();
const options = { endpoint: ENDPOINT, online: () => true, exclusive: alone, now: () => NOW };
/** An endpoint that answers each enquiry by its sender's name. */
const answeringBy = (status: Record<string, number>, headers: HeadersInit = {}) =>
  vi.fn<typeof globalThis.fetch>((_, init) =>
    Promise.resolve(new Response(null, { status: status[posted(init?.body).name] ?? 204, headers })),
  );
const NOTHING = { delivered: 0, handed: 0, undelivered: 0, later: 0 };

describe("parseKept", () => {
  it("reads the enquiry, why it cannot be delivered, when it may be tried, since when a page sends it", () => {
    expect(parseKept({ enquiry })).toEqual({ enquiry });
    expect(parseKept({ enquiry, sendingSince: 1_700_000_000_000, retryAt: 5 })).toEqual({
      enquiry,
      sendingSince: 1_700_000_000_000,
      retryAt: 5,
    });
    expect(parseKept({ enquiry, undelivered: "not-set-up" })).toEqual({ enquiry, undelivered: "not-set-up" });
    // As an earlier build kept a refusal.
    expect(parseKept({ enquiry, refused: true })).toEqual({ enquiry, undelivered: "refused" });
    expect(parseKept({ enquiry, sendingSince: "soon", undelivered: "later" })).toEqual({ enquiry });
    expect(parseKept({ enquiry: { ...enquiry, message: " " } })).toBeNull();
  });

  it("never throws, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ enquiry: fc.anything(), sendingSince: fc.anything(), undelivered: fc.anything() }),
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
    expect(keepEnquiry(storage, enquiryFrom("Rudo", 1), { now: 2_000 })).toBe(true);
    expect(keepEnquiry(storage, enquiry, { now: 1_000, retryAt: 31_000 })).toBe(true);
    const [first, second] = loadOutbox(storage);
    expect(first).toEqual(expect.objectContaining({ enquiry, retryAt: 31_000 }));
    expect(second?.enquiry.name).toBe("Rudo");
    removeKept(storage, first?.id ?? "");
    expect(loadOutbox(storage)).toEqual([second]);
    removeKept(storage, second?.id ?? "");
    expect([...map.keys()]).toEqual(["industrial-suppliers-cart"]);
  });

  it("refuses to keep what would not read back, past MAX_KEPT, or where storage refuses", () => {
    const { storage } = memoryStorage();
    expect(keepEnquiry(storage, { ...enquiry, message: "x".repeat(20_001) })).toBe(false);
    for (let i = 0; i < MAX_KEPT; i++)
      expect(keepEnquiry(storage, enquiryFrom("Tendai", i), { now: i })).toBe(true);
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
    const { storage, map } = memoryStorage({
      [`${OUTBOX_KEY_PREFIX}0001-a`]: "{not json",
      [`${OUTBOX_KEY_PREFIX}0002-b`]: JSON.stringify({ enquiry: { ...enquiry, name: "" } }),
      [`${OUTBOX_KEY_PREFIX}0003-c`]: JSON.stringify({ enquiry }),
      [`${OUTBOX_KEY_PREFIX}NOT AN ID`]: JSON.stringify({ enquiry }),
    });
    expect(loadOutbox(storage)).toEqual([{ id: "0003-c", enquiry }]);
    // A key that is not one of its ids is not its to delete.
    expect([...map.keys()].sort()).toEqual([`${OUTBOX_KEY_PREFIX}0003-c`, `${OUTBOX_KEY_PREFIX}NOT AN ID`]);
  });
});

describe("sendOutbox", () => {
  it("sends every kept enquiry oldest first, once each, and empties the outbox", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    const fetch = answeringBy({});
    expect(await sendOutbox({ ...options, storage, fetch })).toEqual({ ...NOTHING, delivered: 2 });
    expect(fetch.mock.calls.map(([, init]) => posted(init?.body).name)).toEqual(["Tendai", "Rudo"]);
    expect(hasKept(storage)).toBe(false);
  });

  it("sets aside one refused or not set up, never tries it again, and sends the others", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { storage } = storageWith("Refused", "Nowhere", "Tendai");
    const fetch = answeringBy({ Refused: 400, Nowhere: 501 });
    expect(await sendOutbox({ ...options, storage, fetch })).toEqual({
      ...NOTHING,
      delivered: 1,
      undelivered: 2,
    });
    expect(loadOutbox(storage)).toEqual([
      expect.objectContaining({ undelivered: "refused", enquiry: enquiryFrom("Refused", 0) }),
      expect.objectContaining({ undelivered: "not-set-up", enquiry: enquiryFrom("Nowhere", 1) }),
    ]);
    await sendOutbox({ ...options, storage, fetch });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("keeps one to try later with its time, the same key each try, and it holds back the ones behind it", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    const fetch = answeringBy({ Tendai: 503 });
    expect(await sendOutbox({ ...options, storage, fetch })).toEqual({ ...NOTHING, later: 1 });
    const [first] = loadOutbox(storage);
    expect(first).toEqual(expect.objectContaining({ retryAt: NOW + WAIT_AFTER_ERROR_MS }));
    expect(first?.sendingSince).toBeUndefined();
    // Not before its time: the endpoint asked to wait.
    expect(await sendOutbox({ ...options, storage, fetch })).toEqual(NOTHING);
    const later = () => NOW + WAIT_AFTER_ERROR_MS;
    await sendOutbox({ ...options, storage, fetch, now: later });
    const keys = fetch.mock.calls.map(([, init]) => posted(init?.body).key);
    expect(keys).toEqual([enquiryFrom("Tendai", 0).key, enquiryFrom("Tendai", 0).key]);
  });

  it("waits as long as a 429's Retry-After says", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = answeringBy({ Tendai: 429 }, { "Retry-After": "600" });
    await sendOutbox({ ...options, storage, fetch });
    expect(loadOutbox(storage)[0]?.retryAt).toBe(NOW + 600_000);
  });

  it("hands one to the offline copy's worker when it answers that it keeps it", async () => {
    const { storage } = storageWith("Tendai");
    const fetch = answeringBy({ Tendai: 503 }, { "Enquiry-Kept": "1" });
    expect(await sendOutbox({ ...options, storage, fetch })).toEqual({ ...NOTHING, handed: 1 });
    expect(hasKept(storage)).toBe(false);
  });

  it("stops when the signal goes, keeping what was not sent", async () => {
    const { storage } = storageWith("Tendai", "Rudo");
    let online = true;
    const fetch = vi.fn<typeof globalThis.fetch>(() => {
      online = false;
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    expect(await sendOutbox({ ...options, storage, fetch, online: () => online })).toEqual({
      ...NOTHING,
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
    const results = await Promise.all(
      [1, 2].map(() => sendOutbox({ ...options, storage, fetch, exclusive })),
    );
    expect(results.map((result) => result.delivered).sort()).toEqual([0, 1]);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("leaves an enquiry another page is sending, until that page has been gone too long", async () => {
    const { storage } = storageWith("Tendai");
    const [kept] = loadOutbox(storage);
    storage.setItem(
      `${OUTBOX_KEY_PREFIX}${kept?.id ?? ""}`,
      JSON.stringify({ enquiry: kept?.enquiry, sendingSince: 10_000 }),
    );
    const fetch = answeringBy({});
    const at = (time: number) => () => time;
    expect(
      await sendOutbox({ ...options, storage, fetch, now: at(10_000 + SENDING_EXPIRES_MS - 1) }),
    ).toEqual(NOTHING);
    expect(fetch).not.toHaveBeenCalled();
    expect(
      (await sendOutbox({ ...options, storage, fetch, now: at(10_000 + SENDING_EXPIRES_MS) })).delivered,
    ).toBe(1);
  });

  it("leaves each enquiry delivered, set aside or still kept by the answer table, trying none after one to wait", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const statuses = fc.constantFrom(200, 204, 400, 404, 408, 410, 422, 429, 500, 501, 503);
    await fc.assert(
      fc.asyncProperty(fc.array(statuses, { minLength: 1, maxLength: 8 }), async (answers) => {
        const names = answers.map((_, index) => `Buyer ${index}`);
        const { storage } = storageWith(...names);
        const fetch = answeringBy(
          Object.fromEntries(names.map((name, index) => [name, answers[index] ?? 200])),
        );
        const result = await sendOutbox({ ...options, storage, fetch });
        const meanings = answers.map(answerOf);
        const wait = meanings.indexOf("later");
        const tried = wait === -1 ? meanings : meanings.slice(0, wait + 1);
        expect(fetch).toHaveBeenCalledTimes(tried.length);
        const count = (answer: string) => tried.filter((meaning) => meaning === answer).length;
        expect(result).toEqual({
          delivered: count("delivered"),
          handed: 0,
          undelivered: count("refused") + count("not-set-up"),
          later: count("later"),
        });
        const left = loadOutbox(storage);
        expect(left.filter((kept) => kept.undelivered)).toHaveLength(result.undelivered);
        expect(left.filter((kept) => !kept.undelivered)).toHaveLength(
          answers.length - tried.length + result.later,
        );
      }),
    );
  });
});

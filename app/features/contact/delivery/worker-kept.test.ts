import { describe, expect, it, vi } from "vitest";
import {
  ENQUIRIES_CHANGED,
  adoptWorkerKept,
  dismissWorkerRefused,
  hasWorkerKept,
  readWorkerKept,
  subscribeWorkerKept,
} from "./worker-kept";
import { enquiryFrom } from "./test-enquiry";
import { workerCache } from "./test-storage";

const tendai = enquiryFrom("Tendai", 1);
const rudo = enquiryFrom("Rudo", 2);

describe("readWorkerKept", () => {
  it("reads the kept and the refused enquiries, each checked against its entry's key", async () => {
    const { storage } = workerCache({
      [`/__enquiries/kept/${tendai.key}`]: tendai,
      [`/__enquiries/refused/${rudo.key}`]: rudo,
      [`/__enquiries/kept/${rudo.key}`]: tendai,
      "/__enquiries/kept/not-a-key": tendai,
      "/__enquiries/other/x": tendai,
    });
    expect(await readWorkerKept(storage)).toEqual({ kept: [tendai], refused: [rudo] });
  });

  it("is empty without the Cache API or the cache, and never throws", async () => {
    expect(await readWorkerKept(null)).toEqual({ kept: [], refused: [] });
    const none = { has: () => Promise.resolve(false) } as unknown as CacheStorage;
    expect(await readWorkerKept(none)).toEqual({ kept: [], refused: [] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { has: () => Promise.reject(new Error("SecurityError")) } as unknown as CacheStorage;
    expect(await readWorkerKept(broken)).toEqual({ kept: [], refused: [] });
  });
});

describe("dismissWorkerRefused", () => {
  it("deletes only that refused enquiry's entry", async () => {
    const { storage, map } = workerCache({
      [`/__enquiries/kept/${tendai.key}`]: tendai,
      [`/__enquiries/refused/${rudo.key}`]: rudo,
    });
    await dismissWorkerRefused(rudo.key, storage);
    expect([...map.keys()]).toEqual([`https://site.example/__enquiries/kept/${tendai.key}`]);
  });
});

describe("adoptWorkerKept and hasWorkerKept", () => {
  it("hand over each kept enquiry the page accepts, deleting only its entry, and leave the refused", async () => {
    const { storage, map } = workerCache({
      [`/__enquiries/kept/${tendai.key}`]: tendai,
      [`/__enquiries/kept/${rudo.key}`]: rudo,
      [`/__enquiries/refused/${rudo.key}`]: rudo,
    });
    expect(await hasWorkerKept(storage)).toBe(true);
    const taken: string[] = [];
    const adopted = await adoptWorkerKept((enquiry) => {
      if (enquiry.key === rudo.key) return false;
      taken.push(enquiry.key);
      return true;
    }, storage);
    expect(adopted).toBe(1);
    expect(taken).toEqual([tendai.key]);
    expect([...map.keys()].sort()).toEqual(
      [
        `https://site.example/__enquiries/kept/${rudo.key}`,
        `https://site.example/__enquiries/refused/${rudo.key}`,
      ].sort(),
    );
  });

  it("find nothing to send when only refused ones remain, or no cache at all", async () => {
    const { storage } = workerCache({ [`/__enquiries/refused/${rudo.key}`]: rudo });
    expect(await hasWorkerKept(storage)).toBe(false);
    expect(await hasWorkerKept(null)).toBe(false);
    expect(await adoptWorkerKept(() => true, null)).toBe(0);
  });
});

describe("subscribeWorkerKept", () => {
  it("calls back on the worker's ENQUIRIES_CHANGED message only", () => {
    const container = new EventTarget();
    vi.stubGlobal("navigator", { serviceWorker: container });
    const listener = vi.fn();
    const stop = subscribeWorkerKept(listener);
    container.dispatchEvent(new MessageEvent("message", { data: { type: "SKIP_WAITING" } }));
    container.dispatchEvent(new MessageEvent("message", { data: { type: ENQUIRIES_CHANGED } }));
    expect(listener).toHaveBeenCalledOnce();
    stop();
    container.dispatchEvent(new MessageEvent("message", { data: { type: ENQUIRIES_CHANGED } }));
    expect(listener).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

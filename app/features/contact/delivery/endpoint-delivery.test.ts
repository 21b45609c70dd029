// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { notify } from "~/components/ui/toaster";
import { enquiryOutbox as copy } from "~/content/contact";
import { deliver, readKept, sayWorkerRefused, sendKeptAndSay, subscribeKept } from "./endpoint-delivery";
import { browserStorage, hasKept } from "./enquiry-outbox";
import type { Enquiry } from "./enquiry";
import { keepEnquiry, loadOutbox } from "./kept-enquiries";
import { enquiryFrom, sampleEnquiry as enquiry } from "./test-enquiry";
import { workerCache } from "./test-storage";
import { ENQUIRIES_CHANGED } from "./worker-kept";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn(), preloadToaster: vi.fn() }));

const ENDPOINT = "https://forms.example.com/enquiry";
const answering = (status: number, headers: HeadersInit = {}) =>
  vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status, headers })));
const keys = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.map(([, init]) => (JSON.parse(init?.body as string) as Enquiry).key);

beforeEach(() => {
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("deliver", () => {
  it("is sent when the endpoint takes it, and keeps nothing", async () => {
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: answering(200) })).toBe("sent");
    expect(hasKept(browserStorage())).toBe(false);
  });

  it("keeps it on this device when the endpoint is down with signal, then sends it with the same key", async () => {
    const down = answering(503);
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: down })).toBe("kept");
    expect(loadOutbox(browserStorage()).map((kept) => kept.enquiry)).toEqual([enquiry]);
    const up = answering(200);
    await sendKeptAndSay(ENDPOINT, up);
    expect([...keys(down), ...keys(up)]).toEqual([enquiry.key, enquiry.key]);
    expect(hasKept(browserStorage())).toBe(false);
    expect(notify).toHaveBeenCalledWith({ kind: "success", message: copy.sent });
  });

  it("keeps it when the endpoint cannot be reached", async () => {
    const unreachable = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: unreachable })).toBe("kept");
    expect(hasKept(browserStorage())).toBe(true);
  });

  it("leaves it to the offline copy's worker when it answers that it keeps it", async () => {
    const worker = answering(202, { "Enquiry-Kept": "1" });
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: worker })).toBe("kept");
    expect(hasKept(browserStorage())).toBe(false);
  });

  it("is refused, keeping nothing, when the endpoint refuses it for good", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: answering(422) })).toBe("refused");
    expect(hasKept(browserStorage())).toBe(false);
  });

  it("fails when the endpoint is down and the device cannot keep it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(await deliver(enquiry, { endpoint: ENDPOINT, fetch: answering(500) })).toBe("failed");
  });
});

describe("sendKeptAndSay", () => {
  it("tells the buyer of a kept enquiry refused for good, and still sends the others", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    keepEnquiry(browserStorage(), enquiryFrom("Refused", 1), 1);
    keepEnquiry(browserStorage(), enquiryFrom("Tendai", 2), 2);
    const fetch = vi.fn<typeof globalThis.fetch>((_, init) =>
      Promise.resolve(
        new Response(null, {
          status: (JSON.parse(init?.body as string) as Enquiry).name === "Refused" ? 400 : 200,
        }),
      ),
    );
    await sendKeptAndSay(ENDPOINT, fetch);
    expect(notify).toHaveBeenCalledWith({ kind: "success", message: copy.sent });
    expect(notify).toHaveBeenCalledWith({ kind: "error", message: copy.refusedLater });
    expect((await readKept()).refused.map((refused) => refused.enquiry.name)).toEqual(["Refused"]);
  });
});

describe("sendKeptAndSay on a page no worker controls", () => {
  const controlled = (controller: object | null) => {
    Object.defineProperty(navigator, "serviceWorker", {
      value: Object.assign(new EventTarget(), { controller }),
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "serviceWorker");
    });
  };

  it("takes over and sends what the worker kept, once each, keeping its key (the offline copy switched off)", async () => {
    controlled(null);
    const [tendai, rudo] = [enquiryFrom("Tendai", 1), enquiryFrom("Rudo", 2)] as [Enquiry, Enquiry];
    keepEnquiry(browserStorage(), rudo, 1);
    const { storage, map } = workerCache({
      [`/__enquiries/kept/${tendai.key}`]: tendai,
      [`/__enquiries/kept/${rudo.key}`]: rudo,
    });
    vi.stubGlobal("caches", storage);
    const fetch = answering(200);
    await sendKeptAndSay(ENDPOINT, fetch);
    expect(keys(fetch).sort()).toEqual([tendai.key, rudo.key].sort());
    expect(map.size).toBe(0);
    expect(hasKept(browserStorage())).toBe(false);
  });

  it("leaves them to the worker while one controls the page", async () => {
    controlled({});
    const tendai = enquiryFrom("Tendai", 1);
    const { storage, map } = workerCache({ [`/__enquiries/kept/${tendai.key}`]: tendai });
    vi.stubGlobal("caches", storage);
    const fetch = answering(200);
    await sendKeptAndSay(ENDPOINT, fetch);
    expect(fetch).not.toHaveBeenCalled();
    expect(map.size).toBe(1);
  });

  it("keeps them with the worker when the page's outbox is full, and throws nothing", async () => {
    controlled(null);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const tendai = enquiryFrom("Tendai", 1);
    const { storage, map } = workerCache({ [`/__enquiries/kept/${tendai.key}`]: tendai });
    vi.stubGlobal("caches", storage);
    await sendKeptAndSay(ENDPOINT, answering(200));
    expect(map.size).toBe(1);
  });
});

describe("sayWorkerRefused", () => {
  it("tells the buyer once per enquiry the worker found refused, on any page, and again for a new one", async () => {
    const [first, second] = [enquiryFrom("First", 1), enquiryFrom("Second", 2)] as [Enquiry, Enquiry];
    const entries: Record<string, unknown> = { [`/__enquiries/refused/${first.key}`]: first };
    vi.stubGlobal("caches", workerCache(entries).storage);
    await sayWorkerRefused(sessionStorage);
    await sayWorkerRefused(sessionStorage);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ kind: "error", message: copy.refusedLater });
    vi.stubGlobal(
      "caches",
      workerCache({ ...entries, [`/__enquiries/refused/${second.key}`]: second }).storage,
    );
    await sayWorkerRefused(sessionStorage);
    expect(notify).toHaveBeenCalledTimes(2);
    sessionStorage.clear();
  });

  it("says nothing when the worker refused none, and tells again where the tab keeps nothing", async () => {
    vi.stubGlobal("caches", workerCache({}).storage);
    await sayWorkerRefused(null);
    expect(notify).not.toHaveBeenCalled();
    const refused = enquiryFrom("Refused", 1);
    vi.stubGlobal("caches", workerCache({ [`/__enquiries/refused/${refused.key}`]: refused }).storage);
    await sayWorkerRefused(null);
    await sayWorkerRefused(null);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});

describe("readKept", () => {
  it("counts what waits here and with the worker once each, and lists the refused ones to dismiss", async () => {
    const [here, both, worker, refusedHere, refusedThere] = ["Here", "Both", "Worker", "No", "Nope"].map(
      (name, index) => enquiryFrom(name, index),
    ) as [Enquiry, Enquiry, Enquiry, Enquiry, Enquiry];
    keepEnquiry(browserStorage(), here, 1);
    keepEnquiry(browserStorage(), both, 2);
    keepEnquiry(browserStorage(), refusedHere, 3);
    const [, , third] = loadOutbox(browserStorage());
    localStorage.setItem(
      `industrial-suppliers-contact-outbox:${third?.id ?? ""}`,
      JSON.stringify({ enquiry: refusedHere, refused: true }),
    );
    const { storage, map } = workerCache({
      [`/__enquiries/kept/${both.key}`]: both,
      [`/__enquiries/kept/${worker.key}`]: worker,
      [`/__enquiries/refused/${refusedThere.key}`]: refusedThere,
    });
    vi.stubGlobal("caches", storage);
    const view = await readKept();
    expect(view.waiting).toBe(3);
    expect(view.refused.map((refused) => refused.enquiry)).toEqual([refusedHere, refusedThere]);
    for (const refused of view.refused) await refused.dismiss();
    expect(await readKept()).toEqual({ waiting: 3, refused: [] });
    expect(map.size).toBe(2);
  });
});

describe("subscribeKept", () => {
  it("calls back when the signal returns, the worker says its enquiries changed, or Send left one kept", async () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "serviceWorker");
    });
    const listener = vi.fn();
    const stop = subscribeKept(listener);
    window.dispatchEvent(new Event("online"));
    container.dispatchEvent(new MessageEvent("message", { data: { type: ENQUIRIES_CHANGED } }));
    await deliver(enquiry, { endpoint: ENDPOINT, fetch: answering(202, { "Enquiry-Kept": "1" }) });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event("online"));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enquiryOutbox as copy } from "~/content/contact-form";
import { askWorker, dismissKept, readKept, watchKeptEnquiries, WORKER_ANSWER_MS } from "./kept-enquiries";
import { browserStorage, keepEnquiry, loadOutbox } from "./outbox";
import { enquiryFrom } from "./test-enquiry";
import type { WorkerKept } from "./worker-messages";

const ENDPOINT = "https://forms.example.com/enquiry";

/** A worker controlling the page that answers every question with `kept`, and records them. */
function workerKeeping(kept: WorkerKept) {
  const questions: unknown[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: {
      postMessage: (question: unknown, [port]: MessagePort[]) => {
        questions.push(question);
        port?.postMessage(kept);
      },
    },
    getRegistration: () => Promise.resolve(undefined),
  });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  // A browser with Background Sync: only there does a worker keep enquiries.
  vi.stubGlobal("SyncManager", function SyncManager() {});
  return {
    questions,
    /** The worker's word that what it keeps changed. */
    changed: () =>
      container.dispatchEvent(new MessageEvent("message", { data: { type: "ENQUIRIES_CHANGED" } })),
  };
}

const refused = enquiryFrom("Rudo Chikwanha", 7);

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  localStorage.clear();
  sessionStorage.clear();
});

describe("askWorker", () => {
  it("takes a page with no worker, or a worker that does not answer, to keep nothing", async () => {
    expect(await askWorker()).toEqual({ waiting: 0, undelivered: [] });
    vi.useFakeTimers();
    vi.stubGlobal("SyncManager", function SyncManager() {});
    Object.defineProperty(navigator, "serviceWorker", {
      value: Object.assign(new EventTarget(), { controller: { postMessage: () => undefined } }),
      configurable: true,
    });
    const asked = askWorker();
    await vi.advanceTimersByTimeAsync(WORKER_ANSWER_MS);
    expect(await asked).toEqual({ waiting: 0, undelivered: [] });
    vi.useRealTimers();
  });
});

describe("readKept", () => {
  it("counts what waits here and with the worker, and lists what neither can deliver, each to dismiss where it is kept", async () => {
    const storage = browserStorage();
    keepEnquiry(storage, enquiryFrom("Tendai", 1), { now: 1 });
    keepEnquiry(storage, enquiryFrom("Farai", 2), { now: 2 });
    const [, farai] = loadOutbox(storage);
    localStorage.setItem(
      `industrial-suppliers-contact-outbox:${farai?.id ?? ""}`,
      JSON.stringify({ enquiry: farai?.enquiry, undelivered: "not-set-up" }),
    );
    const worker = workerKeeping({
      waiting: 2,
      undelivered: [
        { body: JSON.stringify(refused), answer: "refused" },
        { body: "not an enquiry", answer: "refused" },
      ],
    });
    const view = await readKept();
    expect(view.waiting).toBe(3);
    expect(view.undelivered.map(({ enquiry, answer }) => [enquiry.name, answer])).toEqual([
      ["Farai", "not-set-up"],
      ["Rudo Chikwanha", "refused"],
    ]);
    const [onDevice, withWorker] = view.undelivered;
    if (!onDevice || !withWorker) throw new Error("two undelivered enquiries expected");
    await dismissKept(onDevice);
    expect(loadOutbox(storage).map((kept) => kept.enquiry.name)).toEqual(["Tendai"]);
    await dismissKept(withWorker);
    expect(worker.questions).toContainEqual({ type: "ENQUIRIES", dismiss: refused.key });
  });
});

describe("watchKeptEnquiries", () => {
  it("sends this device's outbox and asks the worker to try its own, then says what was sent", async () => {
    keepEnquiry(browserStorage(), enquiryFrom("Tendai", 1));
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    const worker = workerKeeping({ waiting: 1, undelivered: [] });
    const say = vi.fn();
    const stop = watchKeptEnquiries(ENDPOINT, say);
    await waitFor(() => expect(say).toHaveBeenCalledWith({ kind: "success", message: copy.sent }));
    expect(fetch).toHaveBeenCalledOnce();
    expect(worker.questions).toContainEqual({ type: "ENQUIRIES", replay: true });
    expect(loadOutbox(browserStorage())).toEqual([]);
    stop();
  });

  it("tells of an enquiry the worker could not deliver once per visit, on any page, however often the worker says it changed", async () => {
    const worker = workerKeeping({
      waiting: 0,
      undelivered: [{ body: JSON.stringify(refused), answer: "refused" }],
    });
    const say = vi.fn();
    const first = watchKeptEnquiries(ENDPOINT, say);
    await waitFor(() => expect(say).toHaveBeenCalledWith({ kind: "error", message: copy.undeliveredLater }));
    first();
    const next = watchKeptEnquiries(ENDPOINT, say);
    worker.changed();
    await waitFor(() => expect(worker.questions.length).toBeGreaterThanOrEqual(3));
    expect(say).toHaveBeenCalledOnce();
    next();
  });
});

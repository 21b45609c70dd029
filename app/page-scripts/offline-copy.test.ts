import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "~/before-scripts/inline-script";
import { offlineCopy } from "~/content/offline";
import { SKIP_WAITING, WORKER_URL } from "~/lib/offline-worker";
import {
  OFFLINE_COPY_TIMING,
  STARTING_ISLANDS,
  startOfflineCopy,
  type OfflineCopySettings,
} from "./offline-copy";

/** As the layout gives them (layouts/inline-scripts.ts), on a page of this test's own. */
const OFFLINE_COPY = {
  worker: WORKER_URL,
  notice: "data-update-notice",
  saveTypedText: "test:save-typed-text",
  skipWaiting: SKIP_WAITING,
  ...OFFLINE_COPY_TIMING,
  startingIslands: STARTING_ISLANDS,
  keep: {
    attribute: "data-keep-catalogue",
    saving: offlineCopy.keep.saving,
    kept: offlineCopy.keep.kept,
    failed: offlineCopy.keep.failed,
  },
} satisfies OfflineCopySettings;

/** A worker as the page sees it: its state, and the messages it is sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
}

/** The browser's side: what is registered, which worker controls the page. */
class FakeWorkers extends EventTarget {
  registered: { url: string; scope?: string }[] = [];
  constructor(
    public controller: FakeWorker | null,
    public registration: FakeRegistration,
    private existing: boolean,
  ) {
    super();
  }
  register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, scope: options?.scope });
    this.existing = true;
    return Promise.resolve(this.registration);
  }
  getRegistration() {
    return Promise.resolve(this.existing ? this.registration : undefined);
  }
}

let reloads = 0;

/**
 * A page load: the script runs from its text, as the build writes it, with the fakes in place of the browser's
 * `navigator` and `location`.
 */
function loadPage(workers: FakeWorkers | undefined, { saveData = false } = {}) {
  const navigatorLike = { serviceWorker: workers, connection: { saveData } };
  const locationLike = {
    reload: () => {
      reloads += 1;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function("navigator", "location", inlineScript(startOfflineCopy, OFFLINE_COPY)) as (
    navigator: unknown,
    location: unknown,
  ) => void;
  run(navigatorLike, locationLike);
}

const live = () => {
  document.documentElement.dataset.hydrated = "true";
};
const notice = () => document.querySelector<HTMLElement>(`[${OFFLINE_COPY.notice}]`);
const keepOffer = () => document.querySelector<HTMLElement>(`[${OFFLINE_COPY.keep.attribute}]`);
const keepStatus = () => keepOffer()?.querySelector('[role="status"]')?.textContent;
const keepButton = () => keepOffer()?.querySelector("button");
const offered = () => notice()?.getAttribute(OFFLINE_COPY.notice) === "shown";
/** Lets the quiet moment come (the page waits for one before it registers) and the promises after it settle. */
const settle = async () => {
  await vi.runAllTimersAsync();
};

beforeEach(() => {
  vi.useFakeTimers();
  reloads = 0;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `
    <section ${OFFLINE_COPY.keep.attribute}="" hidden aria-label="${offlineCopy.keep.label}">
      <p>${offlineCopy.keep.intro}</p><p role="status"></p>
      <button type="button">${offlineCopy.keep.button}</button>
    </section>
    <div ${OFFLINE_COPY.notice}="" data-message="${offlineCopy.update.message}">
      <p role="status"></p><button type="button">${offlineCopy.update.reload}</button>
    </div>`;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the offline copy's registration", () => {
  it("registers the worker for the whole site once the page's islands are live, in a quiet moment", async () => {
    document.body.insertAdjacentHTML("beforeend", '<astro-island client="load" ssr></astro-island>');
    const workers = new FakeWorkers(null, new FakeRegistration(), false);
    loadPage(workers);
    await settle();
    expect(workers.registered).toEqual([]);
    live();
    await settle();
    expect(workers.registered).toEqual([{ url: WORKER_URL, scope: "/" }]);
  });

  it("on a page whose islands wait to be seen, registers once the page has loaded", async () => {
    document.body.insertAdjacentHTML("beforeend", '<astro-island client="visible" ssr></astro-island>');
    const workers = new FakeWorkers(null, new FakeRegistration(), false);
    loadPage(workers);
    await settle();
    expect(workers.registered).toEqual([{ url: WORKER_URL, scope: "/" }]);
  });

  it("on a phone that asks to save data, fetches nothing ahead until the copy was asked for", async () => {
    live();
    const first = new FakeWorkers(null, new FakeRegistration(), false);
    loadPage(first, { saveData: true });
    await settle();
    expect(first.registered).toEqual([]);

    const kept = new FakeWorkers(new FakeWorker("activated"), new FakeRegistration(), true);
    loadPage(kept, { saveData: true });
    await settle();
    expect(kept.registered).toEqual([{ url: WORKER_URL, scope: "/" }]);
  });

  it("keeps no offer hidden that does not apply", async () => {
    live();
    loadPage(new FakeWorkers(null, new FakeRegistration(), false));
    await settle();
    expect(keepOffer()?.hidden).toBe(true);
    loadPage(new FakeWorkers(new FakeWorker("activated"), new FakeRegistration(), true), { saveData: true });
    await settle();
    expect(keepOffer()?.hidden).toBe(true);
  });

  it("does nothing where the browser has no workers", async () => {
    live();
    expect(() => loadPage(undefined)).not.toThrow();
    await settle();
    expect(offered()).toBe(false);
  });
});

describe("the offer to keep the catalogue, on a phone that asks to save data", () => {
  /** The first visit on such a phone, to the store's home: no copy yet. */
  async function offered() {
    live();
    const registration = new FakeRegistration();
    const workers = new FakeWorkers(null, registration, false);
    loadPage(workers, { saveData: true });
    await settle();
    const installing = new FakeWorker("installing");
    workers.register = (url, options) => {
      workers.registered.push({ url, scope: options?.scope });
      registration.installing = installing;
      return Promise.resolve(registration);
    };
    return { workers, installing };
  }

  it("shows, and says when the copy is kept once the buyer asks for it", async () => {
    const { workers, installing } = await offered();
    expect(keepOffer()?.hidden).toBe(false);
    expect(workers.registered).toEqual([]);

    keepButton()?.click();
    expect(keepStatus()).toBe(offlineCopy.keep.saving);
    expect(keepButton()?.disabled).toBe(true);
    await settle();
    expect(workers.registered).toEqual([{ url: WORKER_URL, scope: "/" }]);
    installing.become("installed");
    installing.become("activating");
    await settle();
    expect(keepStatus()).toBe(offlineCopy.keep.saving);
    installing.become("activated");
    await settle();
    expect(keepStatus()).toBe(offlineCopy.keep.kept);
    expect(keepButton()).toBeNull();
  });

  it("says so when the copy cannot be kept, and offers it again", async () => {
    const notes = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const { installing } = await offered();
    keepButton()?.click();
    await settle();
    installing.become("redundant");
    await settle();
    expect(keepStatus()).toBe(offlineCopy.keep.failed);
    expect(keepButton()?.disabled).toBe(false);
    expect(notes).toHaveBeenCalledTimes(1);
  });
});

describe("the update offer", () => {
  it("stays hidden on the first visit, when the first version takes over", async () => {
    live();
    const registration = new FakeRegistration();
    const workers = new FakeWorkers(null, registration, false);
    loadPage(workers);
    await settle();
    const first = new FakeWorker("installing");
    registration.installing = first;
    registration.dispatchEvent(new Event("updatefound"));
    first.become("installed");
    first.become("activated");
    workers.controller = first;
    workers.dispatchEvent(new Event("controllerchange"));
    expect(offered()).toBe(false);
  });

  it("shows when a new version has installed, and Reload keeps what was typed and lets it take over", async () => {
    live();
    const registration = new FakeRegistration();
    const workers = new FakeWorkers(new FakeWorker("activated"), registration, true);
    loadPage(workers);
    await settle();
    expect(offered()).toBe(false);

    const next = new FakeWorker("installing");
    registration.installing = next;
    registration.dispatchEvent(new Event("updatefound"));
    expect(offered()).toBe(false);
    next.become("installed");
    registration.installing = null;
    registration.waiting = next;
    expect(offered()).toBe(true);
    expect(notice()?.querySelector('[role="status"]')).toHaveProperty(
      "textContent",
      offlineCopy.update.message,
    );

    const saved = vi.fn();
    document.addEventListener(OFFLINE_COPY.saveTypedText, saved);
    notice()?.querySelector("button")?.click();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(next.messages).toEqual([{ type: SKIP_WAITING }]);
    expect(reloads).toBe(0);
    workers.controller = next;
    workers.dispatchEvent(new Event("controllerchange"));
    expect(reloads).toBe(1);
    document.removeEventListener(OFFLINE_COPY.saveTypedText, saved);
  });

  it("shows at once for a version already waiting, and reloads anyway if it never takes over", async () => {
    live();
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker("installed");
    loadPage(new FakeWorkers(new FakeWorker("activated"), registration, true));
    await settle();
    expect(offered()).toBe(true);
    notice()?.querySelector("button")?.click();
    await vi.advanceTimersByTimeAsync(OFFLINE_COPY.takeOverWaitMs - 1);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reloads).toBe(1);
  });

  it("shows when a new version took over from another tab", async () => {
    live();
    const workers = new FakeWorkers(new FakeWorker("activated"), new FakeRegistration(), true);
    loadPage(workers);
    await settle();
    workers.controller = new FakeWorker("activated");
    workers.dispatchEvent(new Event("controllerchange"));
    expect(offered()).toBe(true);
    expect(reloads).toBe(0);
  });

  it("looks for a new version when the connection comes back, and in a tab left open for an hour", async () => {
    live();
    const registration = new FakeRegistration();
    loadPage(new FakeWorkers(new FakeWorker("activated"), registration, true));
    await settle();
    window.dispatchEvent(new Event("online"));
    expect(registration.updates).toBe(1);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.updates).toBe(1);
    vi.setSystemTime(Date.now() + OFFLINE_COPY.checkEveryMs + 1);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(registration.updates).toBe(2);
  });
});

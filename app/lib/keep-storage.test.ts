import { beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module: it asks once per page. */
const load = async () => (await import("./keep-storage")).keepStorage;

beforeEach(() => {
  vi.resetModules();
});

describe("keepStorage", () => {
  it("asks the browser to keep the site's storage once, however often it is called", async () => {
    const keepStorage = await load();
    const persist = vi.fn(() => Promise.resolve(true));
    keepStorage({ persist });
    keepStorage({ persist });
    expect(persist).toHaveBeenCalledOnce();
  });

  it("returns at once, without waiting for the answer", async () => {
    const keepStorage = await load();
    const persist = vi.fn(() => new Promise<boolean>(() => undefined));
    keepStorage({ persist });
    expect(persist).toHaveBeenCalledOnce();
  });

  it.each([
    ["no StorageManager", null],
    ["no persist()", {}],
    [
      "a persist() that throws",
      {
        persist: () => {
          throw new Error("SecurityError");
        },
      },
    ],
    ["a persist() that rejects", { persist: () => Promise.reject(new Error("NotAllowedError")) }],
  ])("never throws, with %s", async (_, storage) => {
    const keepStorage = await load();
    expect(() => keepStorage(storage)).not.toThrow();
  });
});

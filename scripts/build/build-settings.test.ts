import { describe, expect, it } from "vitest";
import { buildDefines, buildSettings } from "./build-settings.mjs";

const NOW = new Date("2026-03-09T22:15:00Z");

describe("buildSettings", () => {
  it("ships the worker and dates the build today unless told otherwise", () => {
    expect(buildSettings({}, NOW)).toEqual({ serviceWorker: true, buildDate: "2026-03-09" });
  });

  it("turns the worker off with SERVICE_WORKER=off, in any case, and on with on", () => {
    expect(buildSettings({ SERVICE_WORKER: "off" }, NOW).serviceWorker).toBe(false);
    expect(buildSettings({ SERVICE_WORKER: " OFF " }, NOW).serviceWorker).toBe(false);
    expect(buildSettings({ SERVICE_WORKER: "on" }, NOW).serviceWorker).toBe(true);
    expect(buildSettings({ SERVICE_WORKER: "" }, NOW).serviceWorker).toBe(true);
  });

  it("refuses a switch it does not know rather than guess", () => {
    for (const value of ["false", "0", "no", "disabled"]) {
      expect(() => buildSettings({ SERVICE_WORKER: value }, NOW)).toThrow(/SERVICE_WORKER/);
    }
  });

  it("takes the build date from BUILD_DATE, and refuses a day that does not exist", () => {
    expect(buildSettings({ BUILD_DATE: "2025-11-25" }, NOW).buildDate).toBe("2025-11-25");
    for (const value of ["2025-02-30", "25/11/2025", "2025-11-25T10:00", "yesterday"]) {
      expect(() => buildSettings({ BUILD_DATE: value }, NOW)).toThrow(/BUILD_DATE/);
    }
  });
});

describe("buildDefines", () => {
  it("writes the settings as code for Vite to put in", () => {
    expect(buildDefines({ serviceWorker: false, buildDate: "2025-11-25" })).toEqual({
      __SERVICE_WORKER__: "false",
      __BUILD_DATE__: '"2025-11-25"',
    });
  });
});

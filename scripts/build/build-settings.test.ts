import { describe, expect, it, vi } from "vitest";
import { PLACEHOLDERS } from "../../app/config/site-env";
import { buildDefines, buildSettings, devServer } from "./build-settings.mjs";

type AstroConfig = { server?: unknown; vite?: { server?: unknown; envPrefix?: string | string[] } };

/** astro.config.mjs read afresh (a query makes it a module of its own), as Astro reads it when a command starts. */
async function astroConfig(query: string): Promise<AstroConfig> {
  const file = `../../astro.config.mjs?${query}`;
  const loaded: unknown = await import(/* @vite-ignore */ file);
  return (loaded as { default: AstroConfig }).default;
}

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

describe("the dev server's port", () => {
  it("is PORT, exactly: a port in use is an error, not another port", () => {
    expect(devServer({ PORT: "4490" })).toEqual({ port: 4490, strictPort: true });
    expect(devServer({ PORT: " 8080 " })).toEqual({ port: 8080, strictPort: true });
  });

  it("is Vite's 5173 without PORT, and PORT must be a port", () => {
    expect(devServer({})).toEqual({ port: 5173, strictPort: true });
    expect(devServer({ PORT: "" })).toEqual({ port: 5173, strictPort: true });
    for (const value of ["0", "65536", "80a", "-1", "http"]) {
      expect(() => devServer({ PORT: value })).toThrow(/PORT/);
    }
  });

  it("is what astro.config.mjs gives `npm run dev` and `npm run cms`: Astro's port, and Vite's strict rule", async () => {
    vi.stubEnv("PORT", "4490");
    const config = await astroConfig("port=4490");
    expect(config.server).toEqual({ port: 4490 });
    expect(config.vite?.server).toEqual({ strictPort: true });
  });
});

describe("the build variables", () => {
  it("reach the pages under their documented names: Vite shows them to the build by their prefix", async () => {
    const { envPrefix } = (await astroConfig("variables")).vite ?? {};
    const prefixes = [envPrefix ?? []].flat();
    for (const name of Object.keys(PLACEHOLDERS))
      expect(
        prefixes.some((prefix) => name.startsWith(prefix)),
        name,
      ).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "~/before-scripts/inline-script";
import { followOfflinePriceNotes } from "./offline-price-note";

const ATTRIBUTE = "data-offline-price-note";
const LINE = "You're offline: prices are as of 25 November 2025 and are confirmed by our sales team.";

let online = true;

/** A page load: the script runs from its text, as the build writes it after the note. */
function loadPage() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(inlineScript(followOfflinePriceNotes, ATTRIBUTE)) as () => void)();
}

const status = () => document.querySelector(`[${ATTRIBUTE}] [role="status"]`);
const goOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? "online" : "offline"));
};

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  document.body.innerHTML = `
    <div ${ATTRIBUTE}=""><div role="status"></div><template><div><p>${LINE}</p></div></template></div>`;
});

afterEach(() => {
  goOnline(true);
});

describe("the note on prices offline", () => {
  it("says nothing online, and the line while the device is offline", () => {
    loadPage();
    expect(status()?.textContent).toBe("");
    goOnline(false);
    expect(status()?.textContent).toBe(LINE);
    goOnline(false);
    expect(status()?.querySelectorAll("p")).toHaveLength(1);
    goOnline(true);
    expect(status()?.textContent).toBe("");
  });

  it("shows from the first paint on a page opened offline", () => {
    online = false;
    loadPage();
    expect(status()?.textContent).toBe(LINE);
  });
});

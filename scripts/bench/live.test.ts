import { describe, expect, it } from "vitest";
import { answeredInTime, liveFrom, QUIET_MS, TAP_RESPONSE_MS } from "./live.mjs";

const state = { now: 10_000, paint: 900, scriptEnd: 0, longTaskEnd: 0, loaded: true };

describe("liveFrom", () => {
  it("is the first paint for a page without scripts or long tasks, once it has been quiet long enough", () => {
    expect(liveFrom(state, 0)).toBe(900);
    expect(liveFrom({ ...state, now: 900 + QUIET_MS - 1 }, 0)).toBeUndefined();
    expect(liveFrom({ ...state, now: 900 + QUIET_MS }, 0)).toBe(900);
  });

  it("is the latest of the first paint, the last script download and the last long task", () => {
    expect(liveFrom({ ...state, scriptEnd: 2_100, longTaskEnd: 1_800 }, 0)).toBe(2_100);
    expect(liveFrom({ ...state, scriptEnd: 2_100, longTaskEnd: 2_600 }, 0)).toBe(2_600);
    expect(liveFrom({ ...state, paint: 3_000, scriptEnd: 2_100 }, 0)).toBe(3_000);
  });

  it("waits while a script is still downloading, before the first paint and before the load event", () => {
    expect(liveFrom(state, 1)).toBeUndefined();
    expect(liveFrom({ ...state, paint: 0 }, 0)).toBeUndefined();
    expect(liveFrom({ ...state, loaded: false }, 0)).toBeUndefined();
  });
});

describe("answeredInTime", () => {
  it("holds a tap made before the page is live to the moment it is live, give or take the response limit", () => {
    expect(answeredInTime({ at: 1_400, answered: 2_000 }, 2_600)).toBe(true);
    expect(answeredInTime({ at: 1_400, answered: 2_600 + TAP_RESPONSE_MS }, 2_600)).toBe(true);
    expect(answeredInTime({ at: 1_400, answered: 2_601 + TAP_RESPONSE_MS }, 2_600)).toBe(false);
  });

  it("gives a tap on a page already live the response limit from the tap", () => {
    expect(answeredInTime({ at: 1_000, answered: 1_000 + TAP_RESPONSE_MS }, 800)).toBe(true);
    expect(answeredInTime({ at: 1_000, answered: 1_001 + TAP_RESPONSE_MS }, 800)).toBe(false);
  });

  it("fails a tap never answered", () => {
    expect(answeredInTime({ at: 1_000, answered: null }, 800)).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inlineScript } from "./inline-script";
import { holdLazyPhotos, PHOTOS_WAIT_MS } from "./photos-wait";

/** Places each lazy photo's parent at `tops` (px from the top of the viewport, 100 px tall). */
function photosAt(tops: readonly number[]) {
  document.body.innerHTML = tops.map(() => '<div><img loading="lazy" alt=""></div>').join("");
  document.querySelectorAll("div").forEach((box, index) => {
    const top = tops[index] ?? 0;
    vi.spyOn(box, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 100 } as DOMRect);
  });
}

const waiting = () => document.documentElement.hasAttribute("data-photos-wait");
const marked = () =>
  [...document.querySelectorAll("img")].map((photo) => photo.hasAttribute("data-first-screen"));

describe("the photos-wait inline script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("innerHeight", 800);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.removeAttribute("data-photos-wait");
  });

  it("holds lazy photos, lets those of the first screen load once parsed, and gives up after the wait", () => {
    photosAt([-300, 100, 700, 900, 300]);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own script, run as the page runs it
    const script = new Function(inlineScript(holdLazyPhotos, PHOTOS_WAIT_MS)) as () => void;
    script();
    expect(waiting()).toBe(true);
    document.dispatchEvent(new Event("DOMContentLoaded"));
    // Above the screen: no; in it: yes; the first below it ends the search.
    expect(marked()).toEqual([false, true, true, false, false]);
    vi.advanceTimersByTime(PHOTOS_WAIT_MS - 1);
    expect(waiting()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(waiting()).toBe(false);
  });

  it("places a photo offered in several formats (a <picture>, which draws no box) by the picture's parent", () => {
    photosAt([100, 900]);
    for (const photo of document.querySelectorAll("img")) {
      const picture = document.createElement("picture");
      picture.style.display = "contents";
      photo.replaceWith(picture);
      picture.append(photo);
    }
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own script, run as the page runs it
    const script = new Function(inlineScript(holdLazyPhotos, PHOTOS_WAIT_MS)) as () => void;
    script();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(marked()).toEqual([true, false]);
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { slidesCovered } from "~/components/ui/static-fallbacks.testing";
import { carouselLabels, testimonials, type Testimonial } from "~/content/home";
import { startCarousel } from "~/page-scripts/carousel";
import { CAROUSEL_ID, TESTIMONIAL_INTERVAL_MS, TestimonialCarousel } from "./testimonial-carousel";

const items: Testimonial[] = [
  { content: "First quote.", author: "Ann", position: "Engineer" },
  { content: "Second quote.", author: "Ben", position: "Manager" },
  { content: "Third quote.", author: "Cleo", position: "Director" },
];

/** The visitor's motion setting, and a way to change it while the page is open. */
function stubReducedMotion(reduce: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal("matchMedia", () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const listener of listeners) listener();
  };
}

/** The carousel as the page has it: its HTML, then its inline script. */
function renderLive() {
  const result = render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
  startCarousel({
    id: CAROUSEL_ID,
    intervalMs: TESTIMONIAL_INTERVAL_MS,
    labels: { stop: carouselLabels.stop, start: carouselLabels.start },
  });
  return result;
}

const shown = () => screen.getByRole("group", { name: /of 3/ });
const dot = (n: number) => screen.getByRole("link", { name: `Show testimonial ${n} of 3` });
const region = () => screen.getByRole("region", { name: "What Our Clients Say" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  window.location.hash = "";
});

describe("TestimonialCarousel before its script runs", () => {
  it("has every slide side by side, a dot linking to each, and no Stop button", () => {
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    expect(region()).toHaveAttribute("data-carousel", "static");
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(dot(3)).toHaveAttribute("href", "#testimonial-3");
    // The track scrolls, so it is reachable by keyboard.
    expect(screen.getByTestId("testimonial-live")).toHaveAttribute("tabindex", "0");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("has no more slides than the stylesheet marks a current dot for", () => {
    // Over the limit: add a rule for the next position to the carousel's fallback in app.css.
    expect(testimonials.length).toBeLessThanOrEqual(slidesCovered());
  });
});

describe("TestimonialCarousel with its script", () => {
  it("advances every 6 s and wraps around", () => {
    renderLive();
    expect(region()).toHaveAttribute("data-carousel", "live");
    expect(screen.getByTestId("testimonial-live")).not.toHaveAttribute("tabindex");
    expect(shown()).toHaveTextContent("First quote.");
    vi.advanceTimersByTime(5999);
    expect(shown()).toHaveTextContent("First quote.");
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveTextContent("Second quote.");
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("Third quote.");
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("First quote.");
  });

  it("jumps to an item from its dot, marks the current dot, and restarts the count", () => {
    renderLive();
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    vi.advanceTimersByTime(4000);
    expect(fireEvent.click(dot(3))).toBe(false);
    expect(shown()).toHaveTextContent("Third quote.");
    expect(dot(3)).toHaveAttribute("aria-current", "true");
    expect(dot(1)).not.toHaveAttribute("aria-current");
    vi.advanceTimersByTime(5999);
    expect(shown()).toHaveTextContent("Third quote.");
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveTextContent("First quote.");
  });

  it("keeps the slide a dot's link chose before the script ran", () => {
    window.location.hash = "#testimonial-2";
    renderLive();
    expect(shown()).toHaveTextContent("Second quote.");
    expect(dot(2)).toHaveAttribute("aria-current", "true");
  });

  it("pauses while hovered and while focus is inside, and announces politely when paused", () => {
    renderLive();
    const live = screen.getByTestId("testimonial-live");
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.mouseEnter(region());
    expect(live).toHaveAttribute("aria-live", "polite");
    vi.advanceTimersByTime(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.mouseLeave(region());
    fireEvent.focusIn(dot(2));
    vi.advanceTimersByTime(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    // Focus moving between the carousel's own controls keeps it paused; leaving it resumes.
    fireEvent.focusOut(dot(2), { relatedTarget: dot(3) });
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.focusOut(dot(3), { relatedTarget: document.body });
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("Second quote.");
  });

  it("stops and starts again with its rotation button", () => {
    renderLive();
    fireEvent.click(screen.getByRole("button", { name: carouselLabels.stop }));
    expect(region()).toHaveAttribute("data-stopped");
    vi.advanceTimersByTime(6000 * 2);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.click(screen.getByRole("button", { name: carouselLabels.start }));
    expect(region()).not.toHaveAttribute("data-stopped");
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("Second quote.");
  });

  it("never rotates by itself under reduced motion, but the dots still work", () => {
    const setReduced = stubReducedMotion(true);
    renderLive();
    vi.advanceTimersByTime(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    expect(screen.getByTestId("testimonial-live")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: /rotating/ })).not.toBeInTheDocument();
    fireEvent.click(dot(2));
    expect(shown()).toHaveTextContent("Second quote.");
    // The setting changed while the page is open: rotation starts, and stops again.
    setReduced(false);
    expect(screen.getByRole("button", { name: carouselLabels.stop })).toBeVisible();
    vi.advanceTimersByTime(6000);
    expect(shown()).toHaveTextContent("Third quote.");
    setReduced(true);
    vi.advanceTimersByTime(6000 * 3);
    expect(shown()).toHaveTextContent("Third quote.");
  });
});

import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { slidesCovered } from "~/components/ui/static-fallbacks.testing";
import { testimonials, type Testimonial } from "~/content/home";
import { TestimonialCarousel } from "./testimonial-carousel";

const items: Testimonial[] = [
  { content: "First quote.", author: "Ann", position: "Engineer" },
  { content: "Second quote.", author: "Ben", position: "Manager" },
  { content: "Third quote.", author: "Cleo", position: "Director" },
];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const shown = () => screen.getByRole("group", { name: /of 3/ });
const dot = (n: number) => screen.getByRole("link", { name: `Show testimonial ${n} of 3` });

beforeEach(() => {
  // Only timeouts: React schedules its own work with setImmediate, which must stay real.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TestimonialCarousel", () => {
  it("advances every 6 s and wraps around", () => {
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    expect(shown()).toHaveTextContent("First quote.");
    advance(5999);
    expect(shown()).toHaveTextContent("First quote.");
    advance(1);
    expect(shown()).toHaveTextContent("Second quote.");
    advance(6000);
    expect(shown()).toHaveTextContent("Third quote.");
    advance(6000);
    expect(shown()).toHaveTextContent("First quote.");
  });

  it("jumps to an item from its dot, marks the current dot, and restarts the count", () => {
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    advance(4000);
    fireEvent.click(dot(3));
    // The click moved focus into the carousel; leave it so rotation resumes.
    fireEvent.blur(dot(3));
    expect(shown()).toHaveTextContent("Third quote.");
    expect(dot(3)).toHaveAttribute("aria-current", "true");
    expect(dot(1)).not.toHaveAttribute("aria-current");
    advance(5999);
    expect(shown()).toHaveTextContent("Third quote.");
    advance(1);
    expect(shown()).toHaveTextContent("First quote.");
  });

  it("pauses while hovered and while focus is inside, and announces politely when paused", () => {
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    const region = screen.getByRole("region", { name: "What Our Clients Say" });
    const live = screen.getByTestId("testimonial-live");
    expect(live).toHaveAttribute("aria-live", "off");
    fireEvent.mouseEnter(region);
    expect(live).toHaveAttribute("aria-live", "polite");
    advance(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.mouseLeave(region);
    fireEvent.focus(dot(2));
    advance(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.blur(dot(2));
    advance(6000);
    expect(shown()).toHaveTextContent("Second quote.");
  });

  it("stops and starts again with its rotation button", () => {
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    fireEvent.click(screen.getByRole("button", { name: "Stop rotating testimonials" }));
    fireEvent.blur(screen.getByRole("button", { name: "Start rotating testimonials" }));
    advance(6000 * 2);
    expect(shown()).toHaveTextContent("First quote.");
    fireEvent.click(screen.getByRole("button", { name: "Start rotating testimonials" }));
    fireEvent.blur(screen.getByRole("button", { name: "Stop rotating testimonials" }));
    advance(6000);
    expect(shown()).toHaveTextContent("Second quote.");
  });

  it("never rotates by itself under reduced motion, but the dots still work", () => {
    stubReducedMotion(true);
    render(<TestimonialCarousel items={items} label="What Our Clients Say" />);
    advance(6000 * 3);
    expect(shown()).toHaveTextContent("First quote.");
    expect(screen.getByTestId("testimonial-live")).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: /rotating/ })).not.toBeInTheDocument();
    fireEvent.click(dot(2));
    expect(shown()).toHaveTextContent("Second quote.");
  });
});

describe("before its scripts run", () => {
  it("has no more slides than the stylesheet marks a current dot for", () => {
    // Over the limit: add a rule for the next position to the carousel's fallback in app.css.
    expect(testimonials.length).toBeLessThanOrEqual(slidesCovered());
  });
});

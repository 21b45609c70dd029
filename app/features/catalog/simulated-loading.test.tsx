import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SimulatedLoading } from "./simulated-loading";

describe("SimulatedLoading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows an accessible status for 500 ms, with the content already in the document", () => {
    render(
      <SimulatedLoading label="Loading products...">
        <p>Grid</p>
      </SimulatedLoading>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading products...");
    expect(screen.getByText("Grid")).toBeInTheDocument();
    expect(screen.getByText("Grid").parentElement).toHaveClass("invisible");
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Grid").parentElement).not.toHaveClass("invisible");
  });
});

describe("SimulatedLoading on the prerendered page", () => {
  // A fake clock (performance.now() included), so the boundaries are exact however busy the machine is.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  const markup = renderToString(
    <SimulatedLoading label="Loading products...">
      <p>Grid</p>
    </SimulatedLoading>,
  );
  const hydrate = () => {
    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    act(() => {
      hydrateRoot(
        container,
        <SimulatedLoading label="Loading products...">
          <p>Grid</p>
        </SimulatedLoading>,
      );
    });
  };
  const firstPaintAgo = (ms: number) =>
    vi
      .spyOn(performance, "getEntriesByName")
      .mockReturnValue([{ startTime: performance.now() - ms } as PerformanceEntry]);
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it("counts the 500 ms from the first paint, when the prerendered spinner appeared", () => {
    firstPaintAgo(5_000);
    hydrate();
    // Over already: it ends as the page comes alive, with no moment of spinner over the content.
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Grid").parentElement).not.toHaveClass("invisible");
  });

  it("waits out the rest of the 500 ms when the page went live sooner", () => {
    // Painted 200 ms ago: 300 ms to go.
    firstPaintAgo(200);
    hydrate();
    advance(299);
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.getByText("Grid").parentElement).toHaveClass("invisible");
    advance(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

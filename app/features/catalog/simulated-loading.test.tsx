import { act, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIMULATED_LOAD_MS, SimulatedLoading } from "./simulated-loading";

describe("SimulatedLoading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows an accessible status for 500 ms, with the content already in the document", () => {
    expect(SIMULATED_LOAD_MS).toBe(500);
    render(
      <SimulatedLoading label="Loading products...">
        <p>Grid</p>
      </SimulatedLoading>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading products...");
    expect(screen.getByText("Grid")).toBeInTheDocument();
    expect(screen.getByText("Grid").parentElement).toHaveClass("invisible");
    act(() => {
      vi.advanceTimersByTime(SIMULATED_LOAD_MS - 1);
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
  afterEach(() => {
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

  it("counts the 500 ms from the first paint, when the prerendered spinner appeared", async () => {
    firstPaintAgo(5_000);
    const start = performance.now();
    hydrate();
    expect(screen.getByRole("status")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(performance.now() - start).toBeLessThan(SIMULATED_LOAD_MS / 2);
    expect(screen.getByText("Grid").parentElement).not.toHaveClass("invisible");
  });

  it("waits out the rest of the 500 ms when the page went live sooner", async () => {
    firstPaintAgo(200);
    const start = performance.now();
    hydrate();
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(performance.now() - start).toBeGreaterThanOrEqual(250);
  });
});

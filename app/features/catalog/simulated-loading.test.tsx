import { act, render, screen } from "@testing-library/react";
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

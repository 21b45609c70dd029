import { render, screen } from "@testing-library/react";
import { hydrateBuilt } from "~/test-hydrate";
import { describe, expect, it } from "vitest";
import { SIMULATED_LOAD_MS, SimulatedLoading } from "./simulated-loading";

const loading = (
  <SimulatedLoading label="Loading products...">
    <p>Grid</p>
  </SimulatedLoading>
);

// What the stylesheet does with it (the spinner's end after 500 ms, never undone by a script, held for a search
// the island has not applied) is timed in the browser: tests/e2e/store.spec.ts.
describe("SimulatedLoading", () => {
  it("has an accessible status and the content in the document, each ended by the stylesheet after 500 ms", () => {
    render(loading);
    expect(screen.getByRole("status")).toHaveTextContent("Loading products...");
    const content = screen.getByText("Grid").parentElement;
    expect(content).toHaveAttribute("data-simulated-content");
    expect(screen.getByRole("status")).toHaveAttribute("data-simulated-loading");
    for (const element of [content, screen.getByRole("status")])
      expect(element?.style.animationDelay).toBe(`${SIMULATED_LOAD_MS}ms`);
  });

  it("is hydrated as the page has it, and no script changes it later", async () => {
    let html = "";
    const container = await hydrateBuilt(loading, { prepare: (built) => (html = built.innerHTML) });
    expect(container.innerHTML).toBe(html);
    container.remove();
  });
});

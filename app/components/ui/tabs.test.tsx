import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const items = [
  { value: "one", label: "One", panel: <p>First panel</p> },
  { value: "two", label: "Two", panel: <p>Second panel</p> },
  { value: "three", label: "Three", panel: <p>Third panel</p> },
];

describe("Tabs", () => {
  it("names the tab list, links each tab to its panel and shows the first panel", () => {
    render(<Tabs label="Things" items={items} />);
    expect(screen.getByRole("tablist", { name: "Things" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: "One" });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "One" })).toHaveTextContent("First panel");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.queryByText("Second panel")).not.toBeInTheDocument();
  });

  it("is one tab stop: only the selected tab is in the tab order", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs label="Things" items={items} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("tab", { name: "One" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
  });

  it("moves and selects with the arrow keys (wrapping), Home and End", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Things" items={items} />);
    await user.click(screen.getByRole("tab", { name: "One" }));
    const expectSelected = (name: string) => {
      const tab = screen.getByRole("tab", { name });
      expect(tab).toHaveAttribute("aria-selected", "true");
      expect(tab).toHaveFocus();
      expect(tab).toHaveAttribute("tabindex", "0");
    };
    await user.keyboard("{ArrowLeft}");
    expectSelected("Three");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Third panel");
    await user.keyboard("{ArrowRight}");
    expectSelected("One");
    await user.keyboard("{End}");
    expectSelected("Three");
    await user.keyboard("{Home}");
    expectSelected("One");
    await user.keyboard("{ArrowRight}");
    expectSelected("Two");
    expect(screen.getByRole("tab", { name: "One" })).toHaveAttribute("tabindex", "-1");
  });

  it("selects a tab on click and ignores other keys", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Things" items={items} />);
    await user.click(screen.getByRole("tab", { name: "Three" }));
    expect(screen.getByRole("tabpanel", { name: "Three" })).toHaveTextContent("Third panel");
    await user.keyboard("{ArrowDown}x");
    expect(screen.getByRole("tab", { name: "Three" })).toHaveAttribute("aria-selected", "true");
  });
});

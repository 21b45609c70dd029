import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

function Harness({ start = 1, onChange }: { start?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantityStepper
        value={value}
        productName="Slurry Pump"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "Quantity for Slurry Pump" });
const value = () => screen.getByLabelText("value").textContent;

describe("QuantityStepper", () => {
  it("has accessible names for every control", () => {
    render(<Harness />);
    expect(field()).toHaveValue("1");
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  it("steps up and down but never below 1", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(value()).toBe("3");
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(value()).toBe("1");
    expect(field()).toHaveValue("1");
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  it.each([
    ["", "1"],
    ["abc", "1"],
    ["0", "1"],
    ["-4", "1"],
    ["3.7", "3"],
    ["25", "25"],
    ["123456", "9999"],
  ])("typing %j leaves %s once the field is left", async (typed, expected) => {
    const user = userEvent.setup();
    render(<Harness start={5} />);
    await user.clear(field());
    if (typed) await user.type(field(), typed);
    await user.tab();
    expect(field()).toHaveValue(expected);
    expect(value()).toBe(expected);
  });

  it("stops at 9,999", async () => {
    const user = userEvent.setup();
    render(<Harness start={9_998} />);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(value()).toBe("9999");
    expect(screen.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  });

  it("commits on Enter and steps with the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness start={2} onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), "x{Enter}");
    expect(field()).toHaveValue("1");
    await user.type(field(), "{ArrowUp}{ArrowUp}");
    expect(value()).toBe("3");
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});

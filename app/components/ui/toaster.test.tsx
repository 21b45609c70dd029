import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify, Toaster } from "./toaster";

describe("notify", () => {
  it("loads the toaster on the first notice and shows every notice", async () => {
    render(<Toaster />);
    notify({ kind: "success", message: "First notice" });
    notify({ kind: "error", message: "Second notice", description: "With detail" });
    // The first notice waits for sonner to load, which can take a while on a busy machine.
    expect(await screen.findByText("First notice", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText("Second notice")).toBeInTheDocument();
    expect(screen.getByText("With detail")).toBeInTheDocument();
    notify({ kind: "info", message: "Third notice" });
    expect(await screen.findByText("Third notice")).toBeInTheDocument();
  });
});

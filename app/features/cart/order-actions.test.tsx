import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCheckoutMessage } from "./checkout-message";
import { OrderActions } from "./order-actions";
import { OrderNowLink } from "./order-now-link";
import { compressor, pump } from "./test-items";

const notify = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toaster", () => ({ notify }));

const lines = [
  { ...compressor, quantity: 2 },
  { ...pump, quantity: 1 },
];

function renderActions(cart = lines) {
  render(<OrderActions lines={cart} salesEmail="sales@example.com" />);
}

/** After userEvent.setup(), which puts its own clipboard stub on navigator. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

afterEach(() => {
  notify.mockReset();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("OrderActions", () => {
  it("copies exactly the WhatsApp message and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderActions();
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    expect(writeText).toHaveBeenCalledWith(buildCheckoutMessage(lines));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "success" }));
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the text selected in a read-only box when the clipboard refuses or is missing", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    renderActions();
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    const box = await screen.findByRole("textbox", { name: "Your order as text" });
    expect(box).toHaveValue(buildCheckoutMessage(lines));
    expect(box).toHaveAttribute("readonly");
    expect(box).toHaveFocus();
    expect(notify).not.toHaveBeenCalled();

    Reflect.deleteProperty(navigator, "clipboard");
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    expect(screen.getByRole("textbox", { name: "Your order as text" })).toBeInTheDocument();
  });

  it("links Send by e-mail to the sales e-mail, and Print quotation to the quotation", () => {
    renderActions();
    const href = screen.getByRole("link", { name: "Send by e-mail" }).getAttribute("href") ?? "";
    expect(href.startsWith("mailto:sales@example.com?subject=New%20Order%20Request")).toBe(true);
    expect(screen.getByRole("link", { name: "Print quotation" })).toHaveAttribute("href", "/cart/quotation");
  });

  it("offers Copy order instead of a link too long for mail programs", () => {
    renderActions(
      Array.from({ length: 40 }, (_, index) => ({ ...compressor, id: `x-${index}`, quantity: 1 })),
    );
    expect(screen.queryByRole("link", { name: "Send by e-mail" })).not.toBeInTheDocument();
    expect(screen.getByText(/too long to open in an e-mail program/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "sales@example.com" })).toHaveAttribute(
      "href",
      "mailto:sales@example.com",
    );
  });
});

describe("OrderNowLink", () => {
  it("opens WhatsApp in a new tab with this product alone at the chosen quantity", () => {
    render(<OrderNowLink item={pump} quantity={3} whatsappNumber="263000000000" />);
    const link = screen.getByRole("link", { name: /Order on WhatsApp/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const url = new URL(link.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/263000000000");
    expect(url.searchParams.get("text")).toBe(buildCheckoutMessage([{ ...pump, quantity: 3 }]));
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCheckoutMessage } from "./checkout-message";
import { OrderActions } from "./order-actions";
import { OrderNowLink } from "./order-now-link";
import { loadOrders } from "./orders/order-history";
import { currentReference } from "./orders/order-reference";
import { compressor, pump, testCompany } from "./test-items";

const notify = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toaster", () => ({ notify }));

const lines = [
  { ...compressor, quantity: 2 },
  { ...pump, quantity: 1 },
];

function renderActions(cart = lines) {
  render(<OrderActions lines={cart} salesEmail="sales@example.com" company={testCompany} />);
}

/** After userEvent.setup(), which puts its own clipboard stub on navigator. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

afterEach(() => {
  localStorage.clear();
  notify.mockReset();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("OrderActions", () => {
  it("copies exactly the WhatsApp message, with the order's new reference, keeps the order and confirms", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderActions();
    expect(currentReference(localStorage, lines)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    const reference = currentReference(localStorage, lines) ?? "none";
    expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
    expect(writeText).toHaveBeenCalledWith(buildCheckoutMessage(lines, reference));
    expect(loadOrders(localStorage).map((order) => order.reference)).toEqual([reference]);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "success" }));
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("shows the text selected in a read-only box when the clipboard refuses or is missing", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    renderActions();
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    const box = await screen.findByRole("textbox", { name: "Your order as text" });
    expect(box).toHaveValue(buildCheckoutMessage(lines, currentReference(localStorage, lines) ?? "none"));
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
    expect(screen.getByRole("link", { name: "Your orders" })).toHaveAttribute("href", "/orders");
  });

  it("sends the e-mail with the order's reference and the list's link, the same reference on every channel", async () => {
    const user = userEvent.setup();
    stubClipboard(() => Promise.resolve());
    renderActions();
    const email = screen.getByRole("link", { name: "Send by e-mail" });
    // jsdom does not follow mailto: links; the click still runs what sending does.
    email.addEventListener("click", (event) => event.preventDefault());
    await user.click(email);
    const reference = currentReference(localStorage, lines) ?? "none";
    const url = new URL(email.getAttribute("href") ?? "");
    expect(url.searchParams.get("subject")).toBe(`New Order Request ${reference}: 3 items, total $34,449.98`);
    const body = url.searchParams.get("body") ?? "";
    expect(body.split("\r\n")[0]).toBe(`New Order Request - Ref. ${reference}`);
    expect(body).toContain(`Open this list on our website: ${window.location.origin}/cart/shared?l=`);
    await user.click(screen.getByRole("button", { name: "Copy order" }));
    expect(currentReference(localStorage, lines)).toBe(reference);
    expect(loadOrders(localStorage)).toHaveLength(1);
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

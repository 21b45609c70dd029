import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notify } from "~/components/ui/toaster";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm as copy, enquiryOutbox } from "~/content/contact";
import { ContactForm } from "./contact-form";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn(), preloadToaster: vi.fn() }));

const ENDPOINT = "https://forms.example.com/enquiry";

function setup(props: Partial<React.ComponentProps<typeof ContactForm>> = {}) {
  const user = userEvent.setup();
  render(<ContactForm endpoint={null} {...props} />);
  const field = {
    name: screen.getByLabelText(/^Full Name/),
    email: screen.getByLabelText(/^Email/),
    phone: screen.getByLabelText(/^Phone/),
    service: screen.getByLabelText(/^Service/),
    message: screen.getByLabelText(/^Message/),
  };
  // Pasting rather than typing key by key keeps the test fast on a busy machine.
  const enter = async (control: HTMLElement, text: string) => {
    await user.click(control);
    await user.paste(text);
  };
  const fill = async () => {
    await enter(field.name, "Tendai Moyo");
    await enter(field.email, "tendai@example.com");
    await enter(field.phone, "+263 77 123 4567");
    await user.selectOptions(field.service, "civil");
    await enter(field.message, "Please quote a warehouse.");
  };
  return {
    user,
    field,
    fill,
    enter,
    submit: () => user.click(screen.getByRole("button", { name: /Send Message/ })),
  };
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** The device has no signal (navigator.onLine is false) until the test ends. */
const noSignal = () => vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);

describe("ContactForm fields", () => {
  it("marks the required fields with an asterisk hidden from screen readers, and explains it", () => {
    const { field } = setup();
    for (const control of [field.name, field.email, field.service, field.message]) {
      expect(control).toBeRequired();
    }
    expect(field.phone).not.toBeRequired();
    expect(field.email).toHaveAttribute("type", "email");
    const label = screen.getByText("Full Name");
    expect(within(label).getByText("*")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText(/are required/)).toHaveTextContent(
      "Fields marked * with an asterisk are required.",
    );
  });

  it("offers the four services after a placeholder that cannot be chosen", () => {
    const { field } = setup();
    const options = within(field.service).getAllByRole("option");
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Select a service"],
      ["industrial", "Mining & Industrial"],
      ["energy", "Energy"],
      ["civil", "Civil Contractors"],
      ["other", "Other Inquiry"],
    ]);
    expect(options[0]).toBeDisabled();
    expect(field.service).toHaveValue("");
  });
});

describe("ContactForm without an endpoint (the simulated send)", () => {
  it("shows Sending... on a disabled button for 1.5 s, then a success toast and an empty form", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { field, fill } = setup({ fetch });
    await fill();
    // From the click on, setTimeout moves only when the test says so: the 1.5 s boundary is exact however busy
    // the machine is. (user-event awaits a real setTimeout after each action, hence a plain click here; React's
    // scheduler runs on setImmediate, which stays real.)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(notify).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(notify).toHaveBeenCalledWith({ kind: "success", message: copy.success });
    expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
    for (const control of Object.values(field)) expect(control).toHaveValue("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("does not send while a required field is missing or only spaces", async () => {
    const { field, enter, submit } = setup();
    await submit();
    expect(screen.queryByRole("button", { name: "Sending..." })).not.toBeInTheDocument();
    expect(field.name).toBeInvalid();
    await enter(field.name, "   ");
    expect(field.name).toBeInvalid();
    expect((field.name as HTMLInputElement).validationMessage).toBe("Please enter more than spaces.");
    await enter(field.email, "not-an-email");
    expect(field.email).toBeInvalid();
  });
});

describe("ContactForm with a configured endpoint", () => {
  it("POSTs the enquiry as JSON, then confirms and clears the form", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "success", message: copy.success }));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(init?.body as string)).toEqual({
      name: "Tendai Moyo",
      email: "tendai@example.com",
      phone: "+263 77 123 4567",
      service: "civil",
      message: "Please quote a warehouse.",
    });
    expect(field.name).toHaveValue("");
  });

  it("on failure shows an error toast and keeps every value", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status: 503 })));
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "error", message: copy.failure }));
    expect(notify).not.toHaveBeenCalledWith({ kind: "success", message: copy.success });
    expect(field.name).toHaveValue("Tendai Moyo");
    expect(field.email).toHaveValue("tendai@example.com");
    expect(field.phone).toHaveValue("+263 77 123 4567");
    expect(field.service).toHaveValue("civil");
    expect(field.message).toHaveValue("Please quote a warehouse.");
    expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
  });
});

describe("ContactForm with a configured endpoint and no signal", () => {
  it("keeps the enquiry on this device, says so, clears the form and sends nothing", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await fill();
    noSignal();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "info", message: enquiryOutbox.kept }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(enquiryOutbox.waiting(1));
    for (const control of Object.values(field)) expect(control).toHaveValue("");
    expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
  });

  it("keeps every value on screen and shows the error when the device cannot keep it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch: vi.fn<typeof globalThis.fetch>() });
    await fill();
    noSignal();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "error", message: copy.failure }));
    expect(field.name).toHaveValue("Tendai Moyo");
    expect(field.message).toHaveValue("Please quote a warehouse.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("keeps nothing without an endpoint: the simulated send needs no signal", () => {
    setup();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Profiler } from "react";
import { notify } from "~/components/ui/toaster";
import { hydrateBuilt } from "~/test-hydrate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactForm as copy, enquiryOutbox, undeliveredEnquiry, whatsappEnquiry } from "~/content/contact";
import { ContactForm, WHATSAPP_HANDOFF_MS } from "./contact-form";
import type { Enquiry } from "./delivery/enquiry";
import { emailEnquiryUrl, whatsappEnquiryUrl } from "./delivery/enquiry-text";
import { browserStorage, keepEnquiry, loadOutbox, OUTBOX_KEY_PREFIX } from "./delivery/outbox";
import { enquiryFrom } from "./delivery/test-enquiry";

vi.mock("~/components/ui/toaster", () => ({ notify: vi.fn(), preloadToaster: vi.fn() }));

const ENDPOINT = "https://forms.example.com/enquiry";
const WHATSAPP = "263772123456";
const SALES = "sales@example.com";

function setup(props: Partial<React.ComponentProps<typeof ContactForm>> = {}) {
  const user = userEvent.setup();
  render(<ContactForm endpoint={null} whatsappNumber={WHATSAPP} salesEmail={SALES} {...props} />);
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

const TYPED = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: "+263 77 123 4567",
  service: "civil",
  message: "Please quote a warehouse.",
};
const answering = (status: number, headers: HeadersInit = {}) =>
  vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null, { status, headers })));
const posted = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.map(([, init]) => JSON.parse(init?.body as string) as Enquiry);

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

describe("ContactForm without an endpoint (WhatsApp)", () => {
  it("opens WhatsApp with the enquiry in the tap, shows Sending... on a disabled button, then says the last tap is WhatsApp's and clears the form", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { field, fill } = setup({ fetch });
    await fill();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));
    });
    const url = whatsappEnquiryUrl(WHATSAPP, TYPED);
    expect(open).toHaveBeenCalledExactlyOnceWith(url, "_blank", "noopener,noreferrer");
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(WHATSAPP_HANDOFF_MS - 1));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(whatsappEnquiry.opened);
    expect(within(status).getByRole("link", { name: /Open WhatsApp again/ })).toHaveAttribute("href", url);
    for (const control of Object.values(field)) expect(control).toHaveValue("");
    expect(fetch).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(document.body).not.toHaveTextContent(/has been sent/);
  });

  it("does not send while a required field is missing or only spaces", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { field, enter, submit } = setup();
    await submit();
    expect(screen.queryByRole("button", { name: "Sending..." })).not.toBeInTheDocument();
    expect(field.name).toBeInvalid();
    await enter(field.name, "   ");
    expect(field.name).toBeInvalid();
    expect((field.name as HTMLInputElement).validationMessage).toBe("Please enter more than spaces.");
    await enter(field.email, "not-an-email");
    expect(field.email).toBeInvalid();
    expect(open).not.toHaveBeenCalled();
  });
});

describe("ContactForm with a configured endpoint", () => {
  it("POSTs the enquiry as JSON with a key of its own, then confirms and clears the form", async () => {
    const fetch = answering(200);
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "success", message: copy.success }));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(ENDPOINT);
    expect(posted(fetch)).toEqual([{ ...TYPED, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string }]);
    expect(field.name).toHaveValue("");
  });

  it("keeps the enquiry on this device when the endpoint is down with signal, says so and clears the form", async () => {
    const fetch = answering(503);
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "info", message: enquiryOutbox.kept }));
    const kept = loadOutbox(browserStorage());
    expect(kept.map((entry) => entry.enquiry)).toEqual(posted(fetch));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(enquiryOutbox.waiting(1)));
    for (const control of Object.values(field)) expect(control).toHaveValue("");
  });

  it("keeps the enquiry when the endpoint cannot be reached (no signal)", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "info", message: enquiryOutbox.kept }));
    expect(loadOutbox(browserStorage())).toHaveLength(1);
    expect(field.message).toHaveValue("");
  });

  it.each([
    ["refused", 400],
    ["not-set-up", 501],
  ] as const)(
    "%s (%i): says it was not sent, keeps every value and offers it on WhatsApp and by e-mail, keeping nothing to retry",
    async (answer, status) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const fetch = answering(status);
      const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch });
      await fill();
      await submit();
      const told = await screen.findByRole("alert");
      await waitFor(() => expect(told).toHaveTextContent(undeliveredEnquiry[answer]));
      const [sent] = posted(fetch);
      if (!sent) throw new Error("nothing posted");
      expect(within(told).getByRole("link", { name: /Send on WhatsApp/ })).toHaveAttribute(
        "href",
        whatsappEnquiryUrl(WHATSAPP, sent),
      );
      expect(within(told).getByRole("link", { name: /Send by e-mail/ })).toHaveAttribute(
        "href",
        emailEnquiryUrl(SALES, sent),
      );
      expect(notify).not.toHaveBeenCalled();
      expect(field.name).toHaveValue("Tendai Moyo");
      expect(field.email).toHaveValue("tendai@example.com");
      expect(field.phone).toHaveValue("+263 77 123 4567");
      expect(field.service).toHaveValue("civil");
      expect(field.message).toHaveValue("Please quote a warehouse.");
      expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
      expect(loadOutbox(browserStorage())).toEqual([]);
      expect(fetch).toHaveBeenCalledOnce();
    },
  );

  it("tells a buyer the endpoint limits that theirs waits its turn (Retry-After), and keeps it to send then", async () => {
    const fetch = answering(429, { "Retry-After": "300" });
    const { fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    await fill();
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ kind: "info", message: enquiryOutbox.limited(5) }),
    );
    const [kept] = loadOutbox(browserStorage());
    expect(kept?.retryAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("has a honeypot only a bot fills in, hidden from people and screen readers, posted only when filled", async () => {
    const fetch = answering(200);
    const { fill, submit } = setup({ endpoint: ENDPOINT, fetch });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
    await fill();
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(posted(fetch)[0]).not.toHaveProperty("website");
    cleanup();
    const bot = setup({ endpoint: ENDPOINT, fetch });
    await bot.fill();
    fireEvent.change(document.querySelector('input[name="website"]') ?? document.body, {
      target: { value: "https://spam.example" },
    });
    await bot.submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(posted(fetch)[1]).toEqual(expect.objectContaining({ website: "https://spam.example" }));
  });

  it("keeps every value on screen and shows the error when the endpoint is down and the device cannot keep it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const { field, fill, submit } = setup({ endpoint: ENDPOINT, fetch: answering(500) });
    await fill();
    await submit();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: "error", message: copy.failure }));
    expect(field.name).toHaveValue("Tendai Moyo");
    expect(field.message).toHaveValue("Please quote a warehouse.");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows a kept enquiry that cannot be delivered with its text and the other ways, until the buyer dismisses it", async () => {
    const refused = enquiryFrom("Rudo Chikwanha", 7);
    keepEnquiry(browserStorage(), refused, { now: 1 });
    const [entry] = loadOutbox(browserStorage());
    localStorage.setItem(
      `${OUTBOX_KEY_PREFIX}${entry?.id ?? ""}`,
      JSON.stringify({ enquiry: refused, undelivered: "refused" }),
    );
    const { user } = setup({ endpoint: ENDPOINT, fetch: answering(200) });
    expect(await screen.findByText(undeliveredEnquiry.refused)).toBeInTheDocument();
    expect(screen.getByText(/Full Name: Rudo Chikwanha/)).toHaveTextContent(refused.message);
    expect(screen.getByRole("link", { name: /Send on WhatsApp/ })).toHaveAttribute(
      "href",
      whatsappEnquiryUrl(WHATSAPP, refused),
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.click(screen.getByRole("button", { name: enquiryOutbox.dismissLabel("Rudo Chikwanha") }));
    await waitFor(() => expect(screen.queryByText(undeliveredEnquiry.refused)).not.toBeInTheDocument());
    expect(loadOutbox(browserStorage())).toEqual([]);
  });
});

describe("ContactForm hydrating the prerendered page", () => {
  /** Hydrates the build's HTML of the form, `prepare` run on it first, and counts React's commits of it. */
  async function hydrateForm(prepare: (form: HTMLFormElement) => void = () => undefined) {
    const element = <ContactForm endpoint={null} whatsappNumber={WHATSAPP} salesEmail={SALES} />;
    const commits = vi.fn();
    const container = await hydrateBuilt(element, {
      prepare: (built) => {
        const form = built.querySelector("form");
        if (!form) throw new Error("no form in the build's HTML");
        prepare(form);
      },
      hydrating: (
        <Profiler id="contact" onRender={commits}>
          {element}
        </Profiler>
      ),
    });
    return { commits, container };
  }

  it("renders once when nothing was typed before the scripts arrived: nothing to render again", async () => {
    const { commits, container } = await hydrateForm();
    expect(commits).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("takes over what was typed before, rendering it once more", async () => {
    const { commits, container } = await hydrateForm((form) => {
      const name = form.elements.namedItem("name");
      if (name instanceof HTMLInputElement) name.value = "Tendai Moyo";
    });
    expect(commits).toHaveBeenCalledTimes(2);
    expect(container.querySelector("form")?.elements.namedItem("name")).toHaveValue("Tendai Moyo");
    container.remove();
  });
});

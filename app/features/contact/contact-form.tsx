import { MessageCircle, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { earlySubmitAttributes, useEarlySubmit } from "~/before-scripts/early-submit";
import { buttonVariants, Button } from "~/components/ui/button";
import { contactForm as copy, enquiryOutbox, SERVICE_OPTIONS, whatsappEnquiry } from "~/content/contact-form";
import { notify, preloadToaster } from "~/components/ui/toaster";
import type { Undelivered } from "./delivery/answers";
import { EMPTY_DRAFT, HONEYPOT, toEnquiry, type Enquiry, type EnquiryDraft } from "./delivery/enquiry";
import { whatsappEnquiryUrl } from "./delivery/enquiry-text";
import { KeptEnquiriesNote, UndeliveredEnquiry } from "./delivery/kept-enquiries-note";
import { fieldClass, FormField } from "./form-field";
import { CONTACT_FORM_NAME, readDraft, sameDraft } from "./read-draft";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** "Sending..." stays on the button this long while WhatsApp opens, then the form says what is left to do. */
export const WHATSAPP_HANDOFF_MS = 1000;

/** Only-spaces text passes `required`; mark it invalid so the browser's own check stops it. */
function flagBlank(control: Control) {
  const blank = control.value !== "" && control.value.trim() === "" && control.required;
  control.setCustomValidity(blank ? copy.blank : "");
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Opens WhatsApp in a new tab (the app, on a phone); a browser may block it, which the form's link makes up for. */
function openWhatsApp(url: string) {
  try {
    window.open(url, "_blank", "noopener,noreferrer");
  } catch (error) {
    console.error(error);
  }
}

/** What the endpoint's code did with an enquiry, or `failed` when that code could not even load. */
async function deliverToEndpoint(
  enquiry: Enquiry,
  endpoint: string,
  fetch: typeof globalThis.fetch | undefined,
) {
  try {
    const { deliver } = await import("./delivery/outbox");
    return await deliver(enquiry, { endpoint, fetch });
  } catch (error) {
    console.error(error);
    return { kind: "failed" } as const;
  }
}

/** Whole minutes from now until `time`, at least one. */
const minutesUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 60_000));

export interface ContactFormProps {
  /** Where enquiries are POSTed (site.contactEndpoint); null: Send opens WhatsApp with the enquiry instead. */
  endpoint: string | null;
  /** The business's WhatsApp number (site.whatsappNumber). */
  whatsappNumber: string;
  /** The sales address (site.salesEmail): an enquiry the site cannot deliver is offered by e-mail to it. */
  salesEmail: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The enquiry form. The browser checks required fields and the e-mail format; while sending, the button is
 * disabled and reads "Sending...".
 * Without an endpoint, Send opens WhatsApp with the enquiry written out, then the form clears and says the last
 * tap, Send in WhatsApp, is the buyer's, with a link that opens WhatsApp with that enquiry again (the only way
 * there for a Send pressed before the page was live: a browser opens no window without a tap).
 * With an endpoint: sent, the form clears; not yet possible (no signal, no answer, endpoint busy or limiting), the
 * enquiry is kept on this device (or by the offline copy's worker), the form clears and says so; refused, or the
 * endpoint not set up, the form keeps every value and offers the enquiry, written out, on WhatsApp and by e-mail;
 * impossible to keep, the form keeps every value and says so.
 * A hidden field no person fills in (the honeypot) is posted when something filled it: the site's function then
 * forwards nothing.
 * Before the page's scripts arrive the fields keep what is typed, and Send is recorded by the page's inline
 * script (the button reads "Sending...") and carried out once they have. Without JavaScript the form's
 * `method="dialog"` makes a submit do nothing (no page load that would empty it) and a note says so.
 */
export function ContactForm({ endpoint, whatsappNumber, salesEmail, fetch }: ContactFormProps) {
  const [draft, setDraft] = useState<EnquiryDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  /** The last enquiry handed to WhatsApp: its link, and whether WhatsApp opened by itself. */
  const [handedOver, setHandedOver] = useState<{ url: string; opened: boolean } | null>(null);
  /** The last enquiry the endpoint will not deliver, and why. */
  const [undelivered, setUndelivered] = useState<{ enquiry: Enquiry; answer: Undelivered } | null>(null);
  const channels = { whatsappNumber, salesEmail };
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const fieldId = (name: keyof EnquiryDraft) => `${id}-${name}`;

  const update = (event: React.ChangeEvent<Control>) => {
    const { name, value } = event.currentTarget;
    flagBlank(event.currentTarget);
    setDraft((current) => ({ ...current, [name]: value }));
  };

  // The endpoint's code and the toasts are not needed before Send: they load while the visitor types, with
  // signal, so that a Send with none can still keep the enquiry and say so.
  useEffect(() => {
    if (endpoint === null) return;
    import("./delivery/kept-enquiries").catch(() => undefined);
    preloadToaster();
  }, [endpoint]);

  /** Empties the form after a delivery; its reset also ends the fields' "edited and invalid" look. */
  const clear = () => {
    form.current?.reset();
    setDraft(EMPTY_DRAFT);
  };

  /** Sends what the form holds; `live` is false for a Send pressed before the page was, which has no tap left. */
  const submitDraft = async (values: EnquiryDraft, live: boolean) => {
    const enquiry = toEnquiry(values);
    if (!enquiry) {
      // Only spaces in a required field: let the browser point at it.
      form.current?.querySelectorAll<Control>("[name]").forEach(flagBlank);
      form.current?.reportValidity();
      return;
    }
    setSending(true);
    setUndelivered(null);
    if (endpoint === null) {
      const url = whatsappEnquiryUrl(whatsappNumber, enquiry);
      // Opened within the tap that pressed Send: later, or with no tap, the browser would block the window.
      if (live) openWhatsApp(url);
      await wait(WHATSAPP_HANDOFF_MS);
      setSending(false);
      setHandedOver({ url, opened: live });
      clear();
      return;
    }
    const delivery = await deliverToEndpoint(enquiry, endpoint, fetch);
    setSending(false);
    if (delivery.kind === "undelivered") {
      setUndelivered({ enquiry, answer: delivery.answer });
      return;
    }
    if (delivery.kind === "failed") {
      notify({ kind: "error", message: copy.failure });
      return;
    }
    if (delivery.kind === "delivered") notify({ kind: "success", message: copy.success });
    else {
      const { limited } = delivery;
      notify({
        kind: "info",
        message: limited ? enquiryOutbox.limited(minutesUntil(limited.retryAt)) : enquiryOutbox.kept,
      });
    }
    clear();
  };

  // Takes over what was typed before the form was live, and sends it if Send was pressed in that time.
  useEarlySubmit(CONTACT_FORM_NAME, form, (element, submitted) => {
    const typed = readDraft(element);
    // Nothing typed: the state is already what the page shows, and hydration leaves nothing to render again.
    setDraft((current) => (sameDraft(current, typed) ? current : typed));
    if (submitted) void submitDraft(typed, false);
  });

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void submitDraft(draft, true);
  };

  return (
    <form
      ref={form}
      method="dialog"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-5"
      {...earlySubmitAttributes(CONTACT_FORM_NAME)}
    >
      <h2 id={`${id}-title`} className="text-ink text-2xl font-extrabold tracking-tight">
        {copy.title}
      </h2>
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span> <span className="sr-only">with an asterisk</span>{" "}
        {copy.requiredNote}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={copy.labels.name} required>
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            required
            value={draft.name}
            onChange={update}
            className={fieldClass}
          />
        </FormField>
        <FormField id={fieldId("email")} label={copy.labels.email} required>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={update}
            className={fieldClass}
          />
        </FormField>
        <FormField id={fieldId("phone")} label={copy.labels.phone} hint={copy.optional}>
          <input
            id={fieldId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={update}
            className={fieldClass}
          />
        </FormField>
        <FormField id={fieldId("service")} label={copy.labels.service} required>
          <select
            id={fieldId("service")}
            name="service"
            required
            value={draft.service}
            onChange={update}
            className={fieldClass}
          >
            <option value="" disabled>
              {copy.servicePlaceholder}
            </option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id={fieldId("message")} label={copy.labels.message} required>
        <textarea
          id={fieldId("message")}
          name="message"
          required
          rows={6}
          value={draft.message}
          onChange={update}
          className={fieldClass}
        />
      </FormField>
      {endpoint !== null && (
        // The honeypot: off screen, out of the tab order and hidden from screen readers; no person fills it in.
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT)}>{copy.honeypot}</label>
          <input
            id={fieldId(HONEYPOT)}
            name={HONEYPOT}
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={update}
          />
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={sending}
        className="w-full sm:w-auto"
        // Shown by the stylesheet while a submit made before the page was live waits for its scripts.
        data-pending-label={copy.sending}
      >
        <Send aria-hidden="true" />
        <span>{sending ? copy.sending : copy.submit}</span>
      </Button>
      {endpoint === null ? (
        <div role="status" className="space-y-3">
          {handedOver && (
            <>
              <p className="text-ink text-sm font-semibold">
                {handedOver.opened ? whatsappEnquiry.opened : whatsappEnquiry.ready}
              </p>
              <a
                href={handedOver.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline" })}
              >
                <MessageCircle aria-hidden="true" />
                <span>{handedOver.opened ? whatsappEnquiry.openAgain : whatsappEnquiry.open}</span>
                <span className="sr-only">{whatsappEnquiry.newTab}</span>
              </a>
            </>
          )}
        </div>
      ) : (
        <>
          <div role="alert">
            {undelivered && (
              <UndeliveredEnquiry
                enquiry={undelivered.enquiry}
                answer={undelivered.answer}
                channels={channels}
              />
            )}
          </div>
          <KeptEnquiriesNote channels={channels} />
        </>
      )}
      <p className="hidden text-sm text-slate-700 [@media(scripting:none)]:block">{copy.noscript}</p>
    </form>
  );
}

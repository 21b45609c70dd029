import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { earlySubmitAttributes, useEarlySubmit } from "~/before-scripts/early-submit";
import { Button } from "~/components/ui/button";
import { contactForm as copy, enquiryOutbox, SERVICE_OPTIONS } from "~/content/contact";
import { fieldClass, FormField } from "./form-field";
import { KeptEnquiriesNote } from "./kept-enquiries-note";
import { loadEndpointDelivery } from "./load-endpoint-delivery";
import { CONTACT_FORM_NAME, readDraft } from "./read-draft";
import { EMPTY_DRAFT, toEnquiry, type EnquiryDraft, type SendOptions } from "./send-enquiry";
import { submitEnquiry } from "./submit-enquiry";
import { notify, preloadToaster } from "~/components/ui/toaster";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Only-spaces text passes `required`; mark it invalid so the browser's own check stops it. */
function flagBlank(control: Control) {
  const blank = control.value !== "" && control.value.trim() === "" && control.required;
  control.setCustomValidity(blank ? copy.blank : "");
}

/**
 * The enquiry form. The browser checks required fields and the e-mail format; while sending, the button is
 * disabled and reads "Sending...". Success clears the form; failure keeps every value and says so. With an
 * endpoint and no signal, the enquiry is kept on this device and sent when the signal returns, and the form
 * says so.
 * Before the page's scripts arrive the fields keep what is typed, and Send is recorded by the page's inline
 * script (the button reads "Sending...") and carried out once they have. Without JavaScript the form's
 * `method="dialog"` makes a submit do nothing (no page load that would empty it) and a note says so.
 */
export function ContactForm({ endpoint, fetch }: Pick<SendOptions, "endpoint" | "fetch">) {
  const [draft, setDraft] = useState<EnquiryDraft>(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
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
    loadEndpointDelivery().catch(() => undefined);
    preloadToaster();
  }, [endpoint]);

  const submitDraft = async (values: EnquiryDraft) => {
    const enquiry = toEnquiry(values);
    if (!enquiry) {
      // Only spaces in a required field: let the browser point at it.
      form.current?.querySelectorAll<Control>("[name]").forEach(flagBlank);
      form.current?.reportValidity();
      return;
    }
    setSending(true);
    const delivery = await submitEnquiry(enquiry, { endpoint, fetch });
    setSending(false);
    if (delivery === "failed") {
      notify({ kind: "error", message: copy.failure });
      return;
    }
    notify(
      delivery === "sent"
        ? { kind: "success", message: copy.success }
        : { kind: "info", message: enquiryOutbox.kept },
    );
    setDraft(EMPTY_DRAFT);
  };

  // Takes over what was typed before the form was live, and sends it if Send was pressed in that time.
  useEarlySubmit(CONTACT_FORM_NAME, form, (element, submitted) => {
    const typed = readDraft(element);
    setDraft(typed);
    if (submitted) void submitDraft(typed);
  });

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void submitDraft(draft);
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
      {endpoint !== null && <KeptEnquiriesNote />}
      <p className="hidden text-sm text-slate-700 [@media(scripting:none)]:block">{copy.noscript}</p>
    </form>
  );
}

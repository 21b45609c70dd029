import { useEffect, useEffectEvent, type RefObject } from "react";
import { SERVICE_OPTIONS } from "~/content/contact";
import { EARLY, type EarlyAction, type EarlySubmit } from "~/lib/early-actions";
import { takeEarlyActions } from "~/lib/early-actions-queue";
import { EMPTY_DRAFT, type EnquiryDraft } from "./send-enquiry";

/** The name the page's inline script records this form's submit under. */
export const CONTACT_FORM_NAME = "contact";

export const earlySubmitAttributes = { [EARLY.submit]: CONTACT_FORM_NAME };

function text(form: HTMLFormElement, name: keyof EnquiryDraft): string {
  const control = form.elements.namedItem(name);
  return control && "value" in control && typeof control.value === "string" ? control.value : "";
}

/** What the form's fields hold, read from the page (a service that is not an option reads as none). */
export function readDraft(form: HTMLFormElement): EnquiryDraft {
  const service = text(form, "service");
  return {
    name: text(form, "name"),
    email: text(form, "email"),
    phone: text(form, "phone"),
    service: SERVICE_OPTIONS.find((option) => option.value === service)?.value ?? EMPTY_DRAFT.service,
    message: text(form, "message"),
  };
}

const isMine = (action: EarlyAction): action is EarlySubmit =>
  action.kind === "submit" && action.form === CONTACT_FORM_NAME;

/**
 * Once the form is live: takes over what was typed before (the fields still hold it), then sends it if the
 * visitor pressed Send in that time, which the page's inline script recorded after the browser's own checks.
 */
export function useEarlySubmit(
  form: RefObject<HTMLFormElement | null>,
  adopt: (draft: EnquiryDraft) => void,
  send: (draft: EnquiryDraft) => void,
) {
  const takeOver = useEffectEvent(() => {
    if (!form.current) return;
    const draft = readDraft(form.current);
    adopt(draft);
    if (takeEarlyActions(isMine).length > 0) send(draft);
  });
  useEffect(() => takeOver(), []);
}

import { SERVICE_OPTIONS } from "~/content/contact-form";
import { EMPTY_DRAFT, type EnquiryDraft } from "./delivery/enquiry";

/** The name the page's inline script records this form's submit under. */
export const CONTACT_FORM_NAME = "contact";

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
    website: text(form, "website"),
  };
}

/** Whether two drafts hold the same value in every field. */
export function sameDraft(a: EnquiryDraft, b: EnquiryDraft): boolean {
  return (Object.keys(a) as (keyof EnquiryDraft)[]).every((field) => a[field] === b[field]);
}

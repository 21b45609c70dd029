import { ContactForm } from "~/features/contact/contact-form";
import { IslandRoot } from "./island-root";

/** The contact form. */
export function ContactIsland({
  endpoint,
  whatsappNumber,
  salesEmail,
}: {
  endpoint: string | null;
  whatsappNumber: string;
  salesEmail: string;
}) {
  return (
    <IslandRoot toasts>
      <ContactForm endpoint={endpoint} whatsappNumber={whatsappNumber} salesEmail={salesEmail} />
    </IslandRoot>
  );
}

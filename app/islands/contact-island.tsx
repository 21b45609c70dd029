import { ContactForm } from "~/features/contact/contact-form";
import { IslandRoot } from "./island-root";

/** The contact form. */
export function ContactIsland({
  endpoint,
  whatsappNumber,
}: {
  endpoint: string | null;
  whatsappNumber: string;
}) {
  return (
    <IslandRoot toasts>
      <ContactForm endpoint={endpoint} whatsappNumber={whatsappNumber} />
    </IslandRoot>
  );
}

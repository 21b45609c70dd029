import { browserStorage, hasKept } from "./enquiry-outbox";
import { loadEndpointDelivery } from "./load-endpoint-delivery";

/**
 * Sends the enquiries kept on this device now, when the page has signal, and whenever the signal returns. The
 * sending code loads only when some are kept. Returns what stops the watch.
 */
export function watchKeptEnquiries(endpoint: string): () => void {
  const send = () => {
    if (!navigator.onLine || !hasKept(browserStorage())) return;
    loadEndpointDelivery()
      .then(({ sendKeptAndSay }) => sendKeptAndSay(endpoint))
      .catch((error: unknown) => {
        console.error(error);
      });
  };
  send();
  window.addEventListener("online", send);
  return () => {
    window.removeEventListener("online", send);
  };
}

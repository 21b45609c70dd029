import { browserStorage, hasKept } from "./enquiry-outbox";
import { loadEndpointDelivery } from "./load-endpoint-delivery";
import { hasWorkerKept, hasWorkerRefused, subscribeWorkerKept } from "./worker-kept";

/** Whether enquiries wait that this page must send: its own, or the worker's when no worker controls the page. */
async function pageMustSend(): Promise<boolean> {
  if (hasKept(browserStorage())) return true;
  const controlled = "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;
  return !controlled && (await hasWorkerKept());
}

/**
 * Sends the enquiries kept on this device now, when the page has signal, and whenever the signal returns. The
 * sending code loads only when some are kept. Returns what stops the watch.
 */
export function watchKeptEnquiries(endpoint: string): () => void {
  const send = async () => {
    if (!navigator.onLine || !(await pageMustSend())) return;
    await loadEndpointDelivery()
      .then(({ sendKeptAndSay }) => sendKeptAndSay(endpoint))
      .catch((error: unknown) => {
        console.error(error);
      });
  };
  // What the worker found refused for good is told on any page, not only where the contact form shows it.
  const tellRefused = async () => {
    if (!(await hasWorkerRefused())) return;
    await loadEndpointDelivery()
      .then(({ sayWorkerRefused }) => sayWorkerRefused())
      .catch((error: unknown) => {
        console.error(error);
      });
  };
  const sendNow = () => void send();
  const tellNow = () => void tellRefused();
  sendNow();
  tellNow();
  window.addEventListener("online", sendNow);
  const stopWorker = subscribeWorkerKept(tellNow);
  return () => {
    window.removeEventListener("online", sendNow);
    stopWorker();
  };
}

import { useEffect } from "react";
import { browserStorage, hasKept } from "./enquiry-outbox";
import { loadEndpointDelivery } from "./load-endpoint-delivery";

/**
 * On every page: sends the enquiries kept on this device when the page opens with signal and whenever the signal
 * returns. The sending code loads only when some are kept; nothing runs without an endpoint (the simulated send
 * keeps nothing).
 */
export function useSendKeptEnquiries(endpoint: string | null) {
  useEffect(() => {
    if (endpoint === null) return;
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
  }, [endpoint]);
}

import { useEffect, useState } from "react";
import { enquiryOutbox as copy } from "~/content/contact";
import { browserStorage, hasKept, subscribeOutbox } from "./enquiry-outbox";
import { loadEndpointDelivery } from "./load-endpoint-delivery";

/** Says how many enquiries wait on this device for the signal; empty (and silent) when none do. */
export function KeptEnquiriesNote() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    const update = () => {
      if (!hasKept(browserStorage())) {
        setCount(0);
        return;
      }
      loadEndpointDelivery()
        .then(({ countKept }) => {
          if (current) setCount(countKept());
        })
        .catch((error: unknown) => {
          console.error(error);
        });
    };
    update();
    const unsubscribe = subscribeOutbox(update);
    return () => {
      current = false;
      unsubscribe();
    };
  }, []);
  return (
    <p role="status" className="text-sm font-semibold text-slate-700 empty:mb-0">
      {count > 0 ? copy.waiting(count) : ""}
    </p>
  );
}

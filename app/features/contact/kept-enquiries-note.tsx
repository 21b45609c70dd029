import { useEffect, useState } from "react";
import { enquiryOutbox as copy } from "~/content/contact";
import { loadEndpointDelivery } from "./load-endpoint-delivery";

/**
 * Says how many enquiries wait on this device for the signal; empty (and silent) when none do. Shown only with a
 * contact endpoint, whose code the form loads anyway: the outbox is read through it.
 */
export function KeptEnquiriesNote() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    let unsubscribe = () => {};
    loadEndpointDelivery()
      .then(({ countKept, subscribeOutbox }) => {
        if (!current) return;
        const update = () => {
          setCount(countKept());
        };
        update();
        unsubscribe = subscribeOutbox(update);
      })
      .catch((error: unknown) => {
        console.error(error);
      });
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

// Loads the code a configured contact endpoint needs, once: the contact form's Send and its note on kept enquiries.
type EndpointDelivery = typeof import("./outbox") & typeof import("./kept-enquiries");

let loading: Promise<EndpointDelivery> | undefined;

/** The endpoint's code; a load that failed (no signal, say) is tried again on the next call. */
export function loadEndpointDelivery(): Promise<EndpointDelivery> {
  loading ??= Promise.all([import("./outbox"), import("./kept-enquiries")]).then(
    ([outbox, kept]) => ({ ...outbox, ...kept }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

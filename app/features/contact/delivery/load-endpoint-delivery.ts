// Loads the code for a configured contact endpoint once, for the form and for the pages that send kept enquiries.
type EndpointDelivery = typeof import("./endpoint-delivery");

let loading: Promise<EndpointDelivery> | undefined;

/** The endpoint's code; a load that failed (no signal, say) is tried again on the next call. */
export function loadEndpointDelivery(): Promise<EndpointDelivery> {
  loading ??= import("./endpoint-delivery").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

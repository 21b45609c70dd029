import type { Delivery } from "./deliver-enquiry";
import { loadEndpointDelivery } from "./load-endpoint-delivery";
import { simulateSend, type Enquiry, type SendOptions } from "./send-enquiry";

/**
 * What Send does with a complete enquiry: sends it to the endpoint (or keeps it on this device with no signal),
 * or simulates the send when there is no endpoint.
 */
export async function submitEnquiry(enquiry: Enquiry, { endpoint, fetch }: SendOptions): Promise<Delivery> {
  if (endpoint === null) {
    await simulateSend();
    return "sent";
  }
  try {
    const { deliver } = await loadEndpointDelivery();
    return await deliver(enquiry, { endpoint, fetch });
  } catch (error) {
    console.error(error);
    return "failed";
  }
}

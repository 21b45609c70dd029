// The enquiry the contact form's tests send, keep and post.
import type { Enquiry } from "./send-enquiry";

export const sampleEnquiry: Enquiry = {
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: null,
  service: "energy",
  message: "Please quote a 20 kW solar system.",
};

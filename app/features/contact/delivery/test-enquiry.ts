// The enquiry the contact form's tests send, keep and post.
import type { Enquiry } from "./enquiry";

export const sampleEnquiry: Enquiry = {
  key: "0b7e7c5e-3f1a-4d2b-9c8e-1a2b3c4d5e6f",
  name: "Tendai Moyo",
  email: "tendai@example.com",
  phone: null,
  service: "energy",
  message: "Please quote a 20 kW solar system.",
};

/** An enquiry from `name`, with a key of its own made from its number. */
export const enquiryFrom = (name: string, number = 0): Enquiry => ({
  ...sampleEnquiry,
  key: `00000000-0000-4000-8000-${number.toString(16).padStart(12, "0")}`,
  name,
});

// Cloudflare Pages Function at /api/enquiry: the site's enquiry handler (server/enquiry.ts) with the project's
// variables and the client's address as Cloudflare gives it (CF-Connecting-IP, which Cloudflare itself sets). Every
// method reaches it, so it answers the others itself.
import { handleEnquiry } from "../../server/enquiry";
import { textSetting } from "../../server/responses";

export const onRequest = (context: { request: Request; env: Readonly<Record<string, unknown>> }) =>
  handleEnquiry(context.request, {
    ENQUIRY_FORWARD_URL: textSetting(context.env, "ENQUIRY_FORWARD_URL"),
    clientAddress: context.request.headers.get("CF-Connecting-IP"),
  });

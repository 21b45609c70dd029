// Netlify Function (Functions 2: a Web Request in, a Response out) at /api/enquiry: the site's enquiry handler
// (server/enquiry.ts) with the site's environment variable and the client's address as Netlify gives it
// (context.ip). Netlify has no offline runtime here, so its test calls this default export with a Web Request
// (server/netlify-adapter.test.ts). Staff sign in on Netlify through Netlify's own GitHub OAuth, so no sign-in
// function is deployed there.
import { handleEnquiry } from "../../server/enquiry";

export default (request: Request, context?: { ip?: string }) =>
  handleEnquiry(request, {
    ENQUIRY_FORWARD_URL: process.env.ENQUIRY_FORWARD_URL,
    clientAddress: context?.ip,
  });

/**
 * Netlify's own rule in front of the function's (every plan may set one in code): at most 10 requests a minute from
 * one address to this site's function, answered 429 by Netlify before the function runs.
 */
export const config = {
  path: "/api/enquiry",
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

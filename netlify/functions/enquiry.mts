// Netlify Function (Functions 2: a Web Request in, a Response out) at /api/enquiry: the site's enquiry handler
// (server/enquiry.ts) with the site's environment variable. Netlify has no offline runtime here, so its test calls
// this default export with a Web Request (enquiry.test.ts beside it). Staff sign in on Netlify through Netlify's
// own GitHub OAuth, so no sign-in function is deployed there.
import { handleEnquiry } from "../../server/enquiry";

export default (request: Request) =>
  handleEnquiry(request, { ENQUIRY_FORWARD_URL: process.env.ENQUIRY_FORWARD_URL });

export const config = { path: "/api/enquiry" };

// Cloudflare Pages Function at /api/callback: GitHub sends the sign-in back here, and the page hands the token to
// the content manager (server/github-oauth.ts), with the project's variables.
import { handleCallback } from "../../server/github-oauth";
import { textSetting } from "../../server/responses";

export const onRequest = (context: { request: Request; env: Readonly<Record<string, unknown>> }) =>
  handleCallback(context.request, {
    GITHUB_CLIENT_ID: textSetting(context.env, "GITHUB_CLIENT_ID"),
    GITHUB_CLIENT_SECRET: textSetting(context.env, "GITHUB_CLIENT_SECRET"),
    GITHUB_URL: textSetting(context.env, "GITHUB_URL"),
  });

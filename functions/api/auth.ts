// Cloudflare Pages Function at /api/auth: the content manager's GitHub sign-in starts here (server/github-oauth.ts),
// with the project's variables.
import { handleAuth } from "../../server/github-oauth";
import { textSetting } from "../../server/responses";

export const onRequest = (context: { request: Request; env: Readonly<Record<string, unknown>> }) =>
  handleAuth(context.request, {
    GITHUB_CLIENT_ID: textSetting(context.env, "GITHUB_CLIENT_ID"),
    GITHUB_CLIENT_SECRET: textSetting(context.env, "GITHUB_CLIENT_SECRET"),
    GITHUB_URL: textSetting(context.env, "GITHUB_URL"),
  });

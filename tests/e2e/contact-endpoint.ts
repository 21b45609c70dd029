import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { test as base } from "./fixtures";

/**
 * The contact endpoint the build under test posts enquiries to (VITE_CONTACT_ENDPOINT), or none: `npm test` makes
 * a build with one, on a loopback port, and runs the tests tagged @endpoint against it (scripts/check/test-all.mjs).
 */
export const endpoint = process.env.VITE_CONTACT_ENDPOINT;

export interface ContactEndpoint {
  /** The enquiries POSTed so far, oldest first, as the endpoint received them. */
  posts: unknown[];
  /** Answers every later POST with this status (200 until then). */
  answerWith: (status: number) => void;
  /** Receives the later POSTs but answers none until `release` is called. */
  hold: () => { release: () => void };
}

interface EndpointServer {
  reset: () => ContactEndpoint;
}

/** The CORS headers a real endpoint sends so that the site, another origin, may post JSON to it. */
function allowSite(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Access-Control-Allow-Methods", "POST");
  response.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
  response.setHeader("Vary", "Origin");
}

/**
 * A small real endpoint, started by the first test that needs it in a worker, on the address the build was made
 * with: it records each POSTed enquiry and answers as a form service would. One worker at a time (the port is the
 * build's): the step that runs these tests runs them with --workers=1.
 */
export const test = base.extend<{ contactEndpoint: ContactEndpoint }, { endpointServer: EndpointServer }>({
  endpointServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      if (!endpoint) throw new Error("no VITE_CONTACT_ENDPOINT: this build posts nowhere");
      const url = new URL(endpoint);
      let state: ContactEndpoint;
      let status = 200;
      let held: (() => void)[] | null = null;
      const reset = () => {
        status = 200;
        held = null;
        state = {
          posts: [],
          answerWith: (next) => {
            status = next;
          },
          hold: () => {
            const waiting: (() => void)[] = [];
            held = waiting;
            return {
              release: () => {
                held = null;
                for (const answer of waiting.splice(0)) answer();
              },
            };
          },
        };
        return state;
      };
      reset();
      const server = createServer((request, response) => {
        allowSite(request, response);
        if (request.method === "OPTIONS") {
          response.writeHead(204).end();
          return;
        }
        if (request.method !== "POST" || request.url !== url.pathname) {
          response.writeHead(404).end();
          return;
        }
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          state.posts.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
          const answer = () => {
            response.writeHead(status, { "Content-Type": "application/json" }).end(status < 400 ? "{}" : "");
          };
          if (held) held.push(answer);
          else answer();
        });
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(Number(url.port), url.hostname, resolve);
      });
      await use({ reset });
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  contactEndpoint: async ({ endpointServer }, use) => {
    await use(endpointServer.reset());
  },
});

export { expect } from "./fixtures";

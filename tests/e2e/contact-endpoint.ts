import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { test as base } from "./fixtures";

/**
 * The contact endpoint the build under test posts enquiries to (VITE_CONTACT_ENDPOINT), or none: `npm test` makes
 * a build with one, on a loopback port, and runs the tests tagged @endpoint against it (scripts/check/test-all.mjs).
 */
export const endpoint = process.env.VITE_CONTACT_ENDPOINT;

export interface ContactEndpoint {
  /** Every POST so far, oldest first, as the endpoint received it (a repeated key too). */
  posts: unknown[];
  /**
   * The enquiries the endpoint has, oldest first: each key once, as a form service keeps them (a POST without a
   * key counts on its own). A repeated key is answered 200 and not kept again.
   */
  enquiries: unknown[];
  /**
   * Answers every later POST with this status (200 until then), and a Retry-After of this many seconds when given;
   * only a 2xx answer keeps the enquiry.
   */
  answerWith: (status: number, options?: { retryAfter?: number }) => void;
  /** Refuses the enquiry with this key for good (400), whatever the other answers. */
  refuse: (key: string) => void;
  /** Receives the later POSTs (and keeps them, when it answers 2xx) but answers none until `release`. */
  hold: () => { release: () => void };
  /** Stops listening: connections are refused, as when the endpoint is down. */
  down: () => Promise<void>;
  /** Listens again, on the same address. */
  up: () => Promise<void>;
}

interface EndpointServer {
  reset: () => Promise<ContactEndpoint>;
}

/** The CORS headers a real endpoint sends so that the site, another origin, may post JSON to it. */
function allowSite(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", request.headers.origin ?? "*");
  response.setHeader("Access-Control-Allow-Methods", "POST");
  response.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
  // So that the page (another origin) reads how long to wait.
  response.setHeader("Access-Control-Expose-Headers", "Retry-After");
  response.setHeader("Vary", "Origin");
}

/** The enquiry's key, when it has one. */
function keyOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("key" in body)) return undefined;
  return typeof body.key === "string" ? body.key : undefined;
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
      let retryAfter: number | undefined;
      let held: (() => void)[] | null = null;
      let refused = new Set<string>();
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
          const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          state.posts.push(body);
          const key = keyOf(body);
          let answerStatus = status;
          if (key !== undefined && refused.has(key)) answerStatus = 400;
          else if (status >= 200 && status < 300) {
            if (key === undefined || !state.enquiries.some((kept) => keyOf(kept) === key))
              state.enquiries.push(body);
            else answerStatus = 200;
          }
          // The caller may have given up waiting (a timeout): its connection is gone, and so is the answer.
          response.on("error", () => undefined);
          const answer = () => {
            if (request.socket.destroyed) return;
            response
              .writeHead(answerStatus, {
                "Content-Type": "application/json",
                ...(retryAfter !== undefined &&
                  answerStatus === status && { "Retry-After": String(retryAfter) }),
              })
              .end(answerStatus < 400 ? "{}" : "");
          };
          if (held) held.push(answer);
          else answer();
        });
      });
      const listen = () =>
        new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(Number(url.port), url.hostname, () => {
            server.off("error", reject);
            resolve();
          });
        });
      const close = () =>
        new Promise<void>((resolve) => {
          if (!server.listening) {
            resolve();
            return;
          }
          server.close(() => resolve());
          server.closeAllConnections();
        });
      const reset = async () => {
        status = 200;
        retryAfter = undefined;
        held = null;
        refused = new Set();
        if (!server.listening) await listen();
        state = {
          posts: [],
          enquiries: [],
          answerWith: (next, options = {}) => {
            status = next;
            retryAfter = options.retryAfter;
          },
          refuse: (key) => {
            refused.add(key);
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
          down: close,
          up: async () => {
            if (!server.listening) await listen();
          },
        };
        return state;
      };
      await use({ reset });
      await close();
    },
    { scope: "worker" },
  ],
  contactEndpoint: async ({ endpointServer }, use) => {
    await use(await endpointServer.reset());
  },
});

export { expect } from "./fixtures";

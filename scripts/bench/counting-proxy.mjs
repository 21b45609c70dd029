// A TCP proxy in front of the site that counts the bytes it sends back: what a buyer pays for over the wire
// (headers and compressed bodies), whatever the browser or its service worker fetched.
import { createConnection, createServer } from "node:net";

/** Listens on `port` and forwards every connection to `targetPort` on loopback. */
export async function startCountingProxy({ port, targetPort }) {
  let received = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: targetPort });
    sockets.add(client).add(upstream);
    upstream.on("data", (chunk) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  return {
    /** Bytes sent to the browser so far. */
    bytes: () => received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

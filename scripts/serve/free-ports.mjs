// Loopback ports nothing listens on, for a server a script or a test starts for itself.
import { createServer } from "node:net";

/**
 * `count` different ports free on 127.0.0.1 now: each is held open until all are found, so none is given twice.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const probes = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      probes.map(
        (probe) =>
          new Promise((resolve, reject) => {
            probe.once("error", reject);
            probe.listen(0, "127.0.0.1", () => {
              const address = probe.address();
              resolve(typeof address === "object" && address ? address.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(() => resolve(undefined)))));
  }
}

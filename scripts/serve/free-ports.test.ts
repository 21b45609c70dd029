import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePorts } from "./free-ports.mjs";

describe("freePorts", () => {
  it("gives different ports, each free to listen on", async () => {
    const ports = await freePorts(3);
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

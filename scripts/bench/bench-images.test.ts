// @vitest-environment node
import { createHash, createPublicKey } from "node:crypto";
import { connect } from "node:tls";
import { afterAll, describe, expect, it } from "vitest";
import { freePorts } from "../serve/free-ports.mjs";
import { IMAGE_HOST, startImageHost } from "./bench-images.mjs";

/** The certificate the host presents, as PEM. */
function servedCertificate(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: "127.0.0.1", port, servername: IMAGE_HOST, rejectUnauthorized: false },
      () => {
        const der = socket.getPeerCertificate(true).raw;
        socket.end();
        const lines = der.toString("base64").match(/.{1,64}/g) ?? [];
        resolve(`-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`);
      },
    );
    socket.once("error", reject);
  });
}

/**
 * The served certificate's key hashed as Chromium's SPKI list names it (base64 of the SHA-256 of the key's DER),
 * read from what the host presents rather than from the code under test.
 */
function spkiOf(pem: string) {
  const der = createPublicKey(pem).export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("base64");
}

describe("the stand-in image host", async () => {
  const [port = 0] = await freePorts(1);
  const host = await startImageHost({ port, picture: () => Buffer.from([0xff, 0xd8, 0xff, 0xd9]) });
  afterAll(() => host.close());

  it("maps the real host's name to itself and has Chromium trust its certificate by key, not blanket", async () => {
    const spki = spkiOf(await servedCertificate(port));
    expect(host.chromeFlags).toEqual([
      `--host-resolver-rules=MAP ${IMAGE_HOST} 127.0.0.1:${port}`,
      `--ignore-certificate-errors-spki-list=${spki}`,
    ]);
  });
});

// How many enquiries one client may have forwarded: at most `max` distinct ones (by key) in any `windowMs`. A retry
// of an enquiry already counted costs nothing, so a buyer's kept enquiry tried again and again never uses up the
// allowance; a script making up a new key for each POST does. In the memory of one instance of the function: a host
// runs several and restarts them, so the host's own rule (docs/deploying.md) is the outer wall and this the inner.

/** A client whose address the host does not give shares this allowance with every other such client. */
export const UNKNOWN_CLIENT = "unknown";

export class ClientLimit {
  /** Per client, the keys counted in the window and when, oldest first. */
  private readonly clients = new Map<string, { key: string; at: number }[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Clients remembered at most: the one seen least recently is forgotten first. */
    private readonly maxClients = 10_000,
  ) {}

  /**
   * Counts the enquiry `key` for `client` at `now`: null when it may go on, or how many milliseconds until the
   * client may send another.
   */
  take(client: string | null | undefined, key: string, now: number): number | null {
    const name = client?.trim() || UNKNOWN_CLIENT;
    const recent = (this.clients.get(name) ?? []).filter(({ at }) => now - at < this.windowMs);
    this.clients.delete(name);
    this.clients.set(name, recent);
    for (const [oldest] of this.clients) {
      if (this.clients.size <= this.maxClients) break;
      this.clients.delete(oldest);
    }
    if (recent.some((counted) => counted.key === key)) return null;
    const [first] = recent;
    if (first && recent.length >= this.max) return first.at + this.windowMs - now;
    recent.push({ key, at: now });
    return null;
  }
}

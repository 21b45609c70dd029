// What the site says about its offline copy: the update offer, the note on prices offline, and the button that
// keeps the catalogue on a phone that asks to save data.

export const offlineCopy = {
  update: {
    message: "A new version of the site is available",
    reload: "Reload",
  },
  /** Shown on pages with prices while the device is offline; `date` is the day the site was built. */
  prices: {
    asOf: (date: string) => `You're offline: prices are as of ${date} and are confirmed by our sales team.`,
    undated: "You're offline: prices are confirmed by our sales team.",
  },
  /** The store home, when the phone asks to save data: nothing is fetched ahead until the buyer asks. */
  keep: {
    label: "Offline copy",
    intro: "Keep the store on this phone to browse it and build your order without signal.",
    button: "Keep the catalogue for offline use",
    saving: "Keeping the catalogue for offline use…",
    kept: "Done: the catalogue is kept on this phone and opens without signal.",
    failed: "The catalogue could not be kept on this phone. The store still works online.",
  },
} as const;

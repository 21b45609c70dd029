// Copy for ordering one product on WhatsApp from its page.
export const orderNowCopy = {
  label: "Order on WhatsApp",
} as const;

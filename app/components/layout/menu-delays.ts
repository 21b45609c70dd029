/** Navigation menu delays: open 200 ms after the pointer arrives, 300 ms skip window, close 150 ms after it leaves. */
export const MENU_DELAYS = { open: 200, skip: 300, close: 150 } as const;

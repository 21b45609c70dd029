// Opening hours (SPEC.md section 9): shown on the contact page and published to search engines as structured data.

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day on the 24-hour clock, "HH:MM". */
export type ClockTime = `${number}${number}:${number}${number}`;

export interface OpeningHours {
  /** How the days are shown to visitors, e.g. "Monday - Friday". */
  label: string;
  days: readonly Weekday[];
  /** null when the office is closed on these days. */
  hours: { opens: ClockTime; closes: ClockTime } | null;
}

export const businessHours: readonly OpeningHours[] = [
  {
    label: "Monday - Friday",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    hours: { opens: "08:00", closes: "17:00" },
  },
  { label: "Saturday", days: ["Saturday"], hours: { opens: "08:00", closes: "12:00" } },
  { label: "Sunday", days: ["Sunday"], hours: null },
];

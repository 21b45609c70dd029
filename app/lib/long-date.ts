// A day in words, "25 November 2026", written by hand: the first Intl.DateTimeFormat a page creates loads the
// locale's data, 90 to 200 ms of a slow phone's CPU, and every page would pay it while starting up.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A calendar day as en-GB writes it in long form ("5 November 2026"); `monthIndex` counts from 0, as Date does. */
export function longDate(year: number, monthIndex: number, day: number): string {
  const month = MONTHS[monthIndex];
  if (month === undefined) throw new RangeError(`no month ${monthIndex}`);
  return `${day} ${month} ${year}`;
}

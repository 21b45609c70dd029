// Text a buyer typed, made safe to forward: a one-line field (a name, a phone number) never carries a line break or
// a control character into a mail header or a one-line layout, and a message keeps its line breaks and nothing else
// of the kind. Pure.

/** Every line break a text may hold: CR, LF, VT, FF, NEL (U+0085), and the line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Control characters (C0, DEL, C1), line breaks included. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/gu;

/** The text on one line: each line break a space, other control characters gone, spaces run together, trimmed. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, " ").replace(CONTROLS, "").replace(/\s+/g, " ").trim();
}

/** The text with each line break as "\n" and every other control character gone (tabs too), trimmed. */
export function withLineBreaks(text: string): string {
  return text
    .replace(LINE_BREAKS, "\n")
    .replace(CONTROLS, (character) => (character === "\n" ? "\n" : ""))
    .trim();
}

/** Whether the text holds a control character or a line break. */
export const hasControls = (text: string): boolean => new RegExp(CONTROLS.source, "u").test(text);

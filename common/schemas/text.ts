/**
 * Characters that text from a visitor may not carry, and how to show text
 * that already holds them. The contact schema refuses them on the way in;
 * the leads command and the e-mail neutralise them on the way out, since
 * rows stored before a rule existed are still read.
 */

/* eslint-disable no-control-regex -- these patterns exist to find control characters */

/** C0 controls other than tab, LF and CR; DEL; C1 controls (NEL among them). */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

/** Every way of breaking a line: CR, LF, VT, FF, NEL, line and paragraph separators. */
export const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/

/** Embeddings, overrides and isolates: they reorder what is shown around them. */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/

/** Zero-width characters, direction marks and the byte-order mark inside text. */
export const INVISIBLE = /[\u200B-\u200F\u061C\uFEFF\u2060-\u2064\u00AD]/

/** A lone UTF-16 surrogate: what an invalid escape such as "\ud800" decodes to. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Everything a terminal or a reader could be fooled by, for output. */
const UNSAFE_OUTPUT = new RegExp(
  `${CONTROL.source}|${BIDI_CONTROL.source}|${INVISIBLE.source}|[\\u2028\\u2029\\t\\n\\r]|${LONE_SURROGATE.source}`,
  "g",
)
const UNSAFE_OUTPUT_KEEPING_LINES = new RegExp(
  `${CONTROL.source}|${BIDI_CONTROL.source}|${INVISIBLE.source}|[\\u2028\\u2029]|${LONE_SURROGATE.source}`,
  "g",
)

function escaped(character: string): string {
  return `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`
}

/**
 * Text made safe to print on one line: every control, direction or
 * invisible character, tab and line break included, becomes a visible
 * escape such as \u001b, so the reader sees that it is there.
 */
export function printableLine(text: string): string {
  return text.replace(UNSAFE_OUTPUT, escaped)
}

/** As printableLine, but tabs and line breaks (LF, CR) are kept. */
export function printableText(text: string): string {
  return text.replace(UNSAFE_OUTPUT_KEEPING_LINES, escaped)
}

import * as z from "zod/mini"
import { limits, PAGE_PATH, type ErrorCode } from "./contact-fields.ts"
import { BIDI_CONTROL, CONTROL, INVISIBLE, LINE_BREAK } from "./text.ts"

/** The zod building blocks of the contact and demo payloads' text fields. */

/** Something that opens an HTML tag, comment or declaration ("<b", "</", "<!"). */
const MARKUP = /<[a-z!/?]/i
const PHONE = /^[+()\d\s./-]*$/

const refuse = (pattern: RegExp, code: ErrorCode) =>
  z.refine<string>((value) => !pattern.test(value), { error: code })

/**
 * A single-line text field: NFC, trimmed, bounded, and free of line breaks
 * (header values are built from these), control characters, direction
 * overrides and invisible characters (they disguise what the inbox shows),
 * and markup.
 */
export function line(
  max: number,
  minimum?: { length: number; code: ErrorCode },
) {
  return z
    .string({ error: "invalid_value" })
    .check(
      z.normalize("NFC"),
      z.trim(),
      ...(minimum
        ? [z.minLength(minimum.length, { error: minimum.code })]
        : []),
      z.maxLength(max, { error: "too_long" }),
      refuse(LINE_BREAK, "single_line"),
      refuse(CONTROL, "control_character"),
      refuse(/\t/, "control_character"),
      refuse(BIDI_CONTROL, "invisible_character"),
      refuse(INVISIBLE, "invisible_character"),
      refuse(MARKUP, "markup"),
    )
}

export function optionalLine(max: number) {
  return z._default(line(max), "")
}

/**
 * The message is plain text, escaped wherever it is shown: it keeps line
 * breaks, tabs and angle brackets ("we use <Outlook>"), and refuses control
 * characters and direction overrides.
 */
export const message = z._default(
  z
    .string({ error: "invalid_value" })
    .check(
      z.normalize("NFC"),
      z.trim(),
      z.maxLength(limits.message, { error: "too_long" }),
      refuse(CONTROL, "control_character"),
      refuse(BIDI_CONTROL, "invisible_character"),
    ),
  "",
)

/** Within what SMTP allows: 64 characters before the @, 63 per domain label. */
function addressFits(address: string): boolean {
  const at = address.lastIndexOf("@")
  return (
    at <= 64 &&
    address
      .slice(at + 1)
      .split(".")
      .every((label) => label.length <= 63)
  )
}

export const email = z.string({ error: "email_invalid" }).check(
  z.trim(),
  z.maxLength(limits.email, { error: "email_invalid" }),
  // One address, no display name, no list: the same pattern zod uses for z.email().
  z.regex(z.regexes.email, { error: "email_invalid" }),
  z.refine(addressFits, { error: "email_invalid" }),
)

export const phone = z._default(
  line(limits.phone).check(z.regex(PHONE, { error: "phone_invalid" })),
  "",
)

/** A path of the site, e.g. "/en/canteras". */
export const pagePath = z
  .string({ error: "invalid_value" })
  .check(
    z.maxLength(limits.page, { error: "page_invalid" }),
    z.regex(PAGE_PATH, { error: "page_invalid" }),
  )

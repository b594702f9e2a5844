import { formBody } from "./refusal.ts"

/** Honeypot values a bot may send; a person's browser sends "" or nothing. */
export const honeypotValues: readonly unknown[] = [
  ["spam"],
  ["", "spam"],
  [],
  {},
  { x: "y" },
  1,
  0,
  -1,
  3.14,
  true,
  false,
  "x",
  " spam ",
  "http://spam.example",
  "\u200b",
  "0",
  [[]],
  { website: "x" },
  "null",
  1e308,
]

/** The same honeypot filled in a plain form post, by a bot that sends the field twice or alone. */
export const honeypotForms: readonly string[] = [
  formBody("website=spam"),
  formBody("website=&website=spam"),
  formBody("website=spam&website="),
  formBody("website=%20x"),
]

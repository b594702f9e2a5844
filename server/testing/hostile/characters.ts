import { withField, type Refusal } from "./refusal.ts"

/** Characters that act on a terminal, hide or reorder text, or break a header line. */

const CONTROL_SAMPLES = [
  "\u001b",
  "\t",
  "\u0007",
  "\u0008",
  "\u007f",
  "\u0000",
  "\u009b",
  "\u0090",
  "\u001b]8;;https://evil.example/\u0007pulsa aqui\u001b]8;;\u0007",
]

export const controlCharacters: readonly Refusal[] = [
  "name",
  "subject",
  "company",
  "message",
].flatMap((field) =>
  CONTROL_SAMPLES.map((sample) =>
    withField(
      "control characters",
      field,
      field === "message"
        ? `Hola equipo ${sample === "\t" ? "\u0001" : sample} necesitamos ayuda`
        : `Ana ${sample} Garcia`,
      "control_character",
    ),
  ),
)

const INVISIBLE_SAMPLES = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u061C",
  "\uFEFF",
]

export const invisibleCharacters: readonly Refusal[] = [
  ...["name", "subject", "company"].flatMap((field) =>
    INVISIBLE_SAMPLES.map((sample) =>
      withField(
        "direction and invisible characters",
        field,
        `Ana${sample}López`,
        "invisible_character",
      ),
    ),
  ),
  withField(
    "direction and invisible characters",
    "name",
    "Ana\u202Emoc.evil@nimda",
    "invisible_character",
  ),
  withField(
    "direction and invisible characters",
    "message",
    "Pagad a la cuenta \u202E0987 6543\u202C cuanto antes",
    "invisible_character",
  ),
]

export const lineBreaks: readonly Refusal[] = [
  "name",
  "subject",
  "company",
  "phone",
].flatMap((field) =>
  ["\u0085", "\u000B", "\u000C", "\u2028", "\u2029"].map((sample) =>
    withField(
      "other line breaks",
      field,
      field === "phone" ? `600${sample}111222` : `Ana${sample}López`,
      "single_line",
    ),
  ),
)

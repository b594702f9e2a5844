import type { ContactLocale } from "#common/schemas/contact-fields.ts"

/** Hostile-looking input that is accepted, and how the answer's language is chosen. */

/** Plain text with angle brackets: accepted in the message, escaped in the e-mail. */
export const bracketMessages: readonly string[] = [
  "Usamos <Outlook> y Teams en toda la oficina.",
  "Nos sale este error: <html><body>500 Internal Server Error</body></html>",
  "<script>alert(document.cookie)</script> ¿esto es un problema?",
  'Hola <img src=x onerror="alert(1)"> equipo, ¿lo veis?',
  "<!-- comentario --> necesitamos presupuesto",
  "Si el coste es < 100 € y el plazo > 2 semanas, adelante.",
]

/**
 * Accept-Language headers and the language the answer must be in: the
 * quality values decide, not the order alone.
 */
export const languageChoices: ReadonlyArray<readonly [string, ContactLocale]> =
  [
    ["de-DE,en;q=0.8", "en"],
    ["de-DE,fr;q=0.9,en;q=0.8", "fr"],
    ["en;q=0.1,es;q=0.9", "es"],
    ["es;q=0,en", "en"],
    ["EN-gb", "en"],
    ["fr-CA;q=0.5, de;q=0.9", "fr"],
    ["de", "es"],
    ["*", "es"],
    ["", "es"],
    ["en;q=0, fr;q=0", "es"],
  ]

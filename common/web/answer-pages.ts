/**
 * The pages a form posted without JavaScript is answered with: built by the
 * site in its frame (app/pages/[...formAnswer].astro), in each language a
 * form is in, with marks where the server writes the answer
 * (server/routes/answer-page.ts). The server never sends them as they are
 * built: their addresses answer as unknown ones.
 */
export const answerPagePaths = {
  es: "/respuesta",
  en: "/en/answer",
  fr: "/fr/reponse",
} as const

/** Where the server writes each part of the answer, as the built page carries it. */
export const answerMarks = {
  title: "{answer:title}",
  /** `sent` or `error`, the card's look. */
  state: "{answer:state}",
  /** A paragraph, or a list of what to correct. */
  lines: "{answer:lines}",
  back: "{answer:back}",
  backHref: "{answer:back-href}",
} as const

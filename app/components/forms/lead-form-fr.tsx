import words from "#app/content/forms/fr.json"
import { fr as messages } from "#common/messages/fr.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormFr = leadFormIn(
  "fr",
  { ...words, messages },
  words.linkLanguages,
)

import words from "#app/content/forms/en.json"
import { en as messages } from "#common/messages/en.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormEn = leadFormIn(
  "en",
  { ...words, messages },
  words.linkLanguages,
)

import words from "#app/content/forms/es.json"
import { es as messages } from "#common/messages/es.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormEs = leadFormIn(
  "es",
  { ...words, messages },
  words.linkLanguages,
)

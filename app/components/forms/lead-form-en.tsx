import { enForms } from "#app/content/common/forms/en.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormEn = leadFormIn("en", enForms)

import { enForms } from "#app/content/common/forms/en.ts"
import { enLinkLanguages } from "#app/content/common/link-languages.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormEn = leadFormIn("en", enForms, enLinkLanguages)

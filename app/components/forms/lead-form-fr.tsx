import { frForms } from "#app/content/common/forms/fr.ts"
import { frLinkLanguages } from "#app/content/common/link-languages.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormFr = leadFormIn("fr", frForms, frLinkLanguages)

import { esForms } from "#app/content/common/forms/es.ts"
import { esLinkLanguages } from "#app/content/common/link-languages.ts"
import { leadFormIn } from "./lead-form.tsx"

/** The form island of the pages in this language (lead-form-island.astro). */
export const LeadFormEs = leadFormIn("es", esForms, esLinkLanguages)

import type { LocalesOf } from "#app/config/pages.ts"
import { en } from "./en.ts"
import { es } from "./es.ts"
import type { NewsletterContent } from "./types.ts"

export const newsletterContent: Record<
  LocalesOf<"newsletter">,
  NewsletterContent
> = { en, es }

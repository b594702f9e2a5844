import type { z } from "astro/zod"
import type { ContentCollection } from "#app/config/content-layout.ts"
import { homePage } from "./home.ts"
import { kitConsultingPage, kitDigitalPage } from "./kit.ts"
import {
  automotivePage,
  clinicAgentsPage,
  clinicAppointmentsPage,
  connextPage,
  notFoundPage,
  office365Page,
  quarryPage,
} from "./products.ts"
import { legalEntry } from "./legal.ts"
import { newsletterPage, newsPage, newsPost } from "./news.ts"
import { helpPage, tutorialEntry } from "./tutorials.ts"
import { formWords, uiStrings } from "./ui.ts"

/**
 * Every word of the site, as files under app/content/, one per page (or
 * post, or guide) per language in a folder per language
 * (app/config/content-layout.ts says where). Each collection has its schema
 * (app/schemas/): a missing or wrong field stops the build naming the file
 * and the field. The editor (keystatic.config.ts) edits the same files.
 */
export const contentSchemas = {
  ui: uiStrings,
  forms: formWords,
  home: homePage,
  kitDigital: kitDigitalPage,
  kitConsulting: kitConsultingPage,
  clinicAppointments: clinicAppointmentsPage,
  connext: connextPage,
  quarry: quarryPage,
  office365: office365Page,
  clinicAgents: clinicAgentsPage,
  automotive: automotivePage,
  notFound: notFoundPage,
  help: helpPage,
  tutorials: tutorialEntry,
  legal: legalEntry,
  news: newsPage,
  newsletter: newsletterPage,
  newsPosts: newsPost,
} as const satisfies Record<ContentCollection, z.ZodType>

import type { z } from "astro/zod"
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
import { spoken } from "./spoken-errors.ts"
import { helpPage, tutorialEntry } from "./tutorials.ts"
import { formWords, uiStrings } from "./ui.ts"

/**
 * The content collections, one line each: every word of the site, as files
 * under app/content/, one per page (or post, or guide) per language in a
 * folder per language. A page's collection is named after it in the page
 * table, and its files after its Spanish path (app/config/content-layout.ts);
 * the collections (app/content.config.ts), the editor and
 * `npm run translations` follow from this table. Each collection has its schema
 * (app/schemas/): a missing or wrong field stops the build naming the file
 * and the field (a page's, the frame's and the forms' say where in Spanish,
 * as the editor shows it: spoken-errors.ts). The editor (keystatic.config.ts)
 * edits the same files.
 */
export const contentSchemas = {
  // The titles are the names the editor gives each collection's files.
  ui: spoken(uiStrings).meta({ title: "Textos comunes: cabecera, pie y chat" }),
  forms: spoken(formWords).meta({ title: "Formularios" }),
  home: spoken(homePage).meta({ title: "Inicio" }),
  kitDigital: spoken(kitDigitalPage).meta({ title: "Kit Digital" }),
  kitConsulting: spoken(kitConsultingPage).meta({ title: "Kit Consulting" }),
  clinicAppointments: spoken(clinicAppointmentsPage).meta({
    title: "TrAbem Flex Salud: citas",
  }),
  connext: spoken(connextPage).meta({ title: "TRABEM Connext" }),
  quarry: spoken(quarryPage).meta({ title: "Canteras" }),
  office365: spoken(office365Page).meta({ title: "Office 365" }),
  clinicAgents: spoken(clinicAgentsPage).meta({
    title: "Agentes para clínicas",
  }),
  automotive: spoken(automotivePage).meta({ title: "Concesionarios" }),
  notFound: spoken(notFoundPage).meta({ title: "Página no encontrada" }),
  help: helpPage.meta({ title: "Centro de ayuda" }),
  tutorials: tutorialEntry.meta({ title: "Tutorial" }),
  legal: legalEntry.meta({ title: "Texto legal" }),
  news: newsPage,
  newsletter: newsletterPage,
  newsPosts: newsPost,
} as const satisfies Readonly<Record<string, z.ZodType>>

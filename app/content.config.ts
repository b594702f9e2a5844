import { defineCollection } from "astro:content"
import { glob } from "astro/loaders"
import type { z } from "astro/zod"
import { homePage } from "#app/schemas/home.ts"
import { kitConsultingPage, kitDigitalPage } from "#app/schemas/kit.ts"
import {
  automotivePage,
  clinicAgentsPage,
  clinicAppointmentsPage,
  connextPage,
  notFoundPage,
  office365Page,
  quarryPage,
} from "#app/schemas/products.ts"
import { formWords, uiStrings } from "#app/schemas/ui.ts"

/**
 * Every word of the site, as files under app/content/, one per page (or
 * post, or guide) per language in a folder per language. Each collection has
 * its schema (app/schemas/): a missing or wrong field stops the build naming
 * the file and the field. The editor (keystatic.config.ts) edits the same
 * files.
 */

/** The files of one page in every language: `pages/<locale>/<name>.yaml`, by locale. */
const pageFiles = (name: string) =>
  glob({
    pattern: `*/${name}.yaml`,
    base: "./app/content/pages",
    generateId: ({ entry }) => entry.slice(0, entry.indexOf("/")),
  })

/** One file per language in a folder: `<folder>/<locale>.<ext>`, by locale. */
const localeFiles = (folder: string, extension: string) =>
  glob({
    pattern: `*.${extension}`,
    base: `./app/content/${folder}`,
    generateId: ({ entry }) => entry.slice(0, entry.indexOf(".")),
  })

/**
 * Each page's words: the file name under app/content/pages/<locale>/ (the
 * page's Spanish path) and the schema it follows.
 */
export const pageContent = {
  home: { file: "home", schema: homePage },
  kitDigital: { file: "kitdigital", schema: kitDigitalPage },
  kitConsulting: { file: "asesores", schema: kitConsultingPage },
  clinicAppointments: {
    file: "trabemflex-salud",
    schema: clinicAppointmentsPage,
  },
  connext: { file: "trabem-connext", schema: connextPage },
  quarry: { file: "canteras", schema: quarryPage },
  office365: { file: "office-365", schema: office365Page },
  clinicAgents: { file: "trabemflex-clinica", schema: clinicAgentsPage },
  automotive: { file: "automocion", schema: automotivePage },
  notFound: { file: "404", schema: notFoundPage },
} as const

const page = <S extends z.ZodType>(entry: { file: string; schema: S }) =>
  defineCollection({ loader: pageFiles(entry.file), schema: entry.schema })

export const collections = {
  ui: defineCollection({
    loader: localeFiles("ui", "yaml"),
    schema: uiStrings,
  }),
  forms: defineCollection({
    loader: localeFiles("forms", "json"),
    schema: formWords,
  }),
  home: page(pageContent.home),
  kitDigital: page(pageContent.kitDigital),
  kitConsulting: page(pageContent.kitConsulting),
  clinicAppointments: page(pageContent.clinicAppointments),
  connext: page(pageContent.connext),
  quarry: page(pageContent.quarry),
  office365: page(pageContent.office365),
  clinicAgents: page(pageContent.clinicAgents),
  automotive: page(pageContent.automotive),
  notFound: page(pageContent.notFound),
}

import { z } from "astro/zod"
import { footerTargets, navTargets } from "#app/config/nav-targets.ts"
import { locales, type Locale } from "#app/config/locales.ts"
import { formKindTable } from "#common/schemas/form-kinds.ts"
import type { FormMessages } from "#common/messages/types.ts"
import { text } from "./blocks.ts"

/**
 * The words of the shared frame (header, menus, footer, chat, share, media
 * facades, carousels, contact card) and of the lead forms, in one language.
 * Where the links lead and the names every language shares are code
 * (app/config/nav-targets.ts); the labels are keyed by the same names, so a
 * language that misses one fails the build.
 */

const byKeys = <V extends z.ZodType>(keys: readonly string[], value: V) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])))

/** One label per link of a list, by the keys of its targets. */
const linkLabels = (targets: object) => byKeys(Object.keys(targets), text)

/** A dropdown's labels: each link's label and the line under it. */
const menuLabels = (targets: object) =>
  byKeys(
    Object.keys(targets),
    z.strictObject({ label: text, description: text }),
  )

const footerColumns = footerTargets("es")
const column = (targets: object) =>
  z.strictObject({ title: text, links: linkLabels(targets) })

/** How a link names each language when it leads to a page in another ("Privacy (in English)"). */
export const linkLanguages = byKeys(locales, text) as unknown as z.ZodType<
  Readonly<Record<Locale, string>>
>

export const uiStrings = z.strictObject({
  brandTagline: text,
  skipToContent: text,
  /** Said to screen readers after a link to another site. */
  opensInNewTab: text,
  nav: z.strictObject({
    label: text,
    home: text,
    services: text,
    industries: z.strictObject({
      label: text,
      links: menuLabels(navTargets.industries),
    }),
    hosting: text,
    products: z.strictObject({
      label: text,
      links: menuLabels(navTargets.products),
    }),
    contact: text,
    /** Name of the mobile menu button. */
    menu: text,
  }),
  language: z.strictObject({
    label: text,
    unavailable: text,
    /**
     * A group of links' note that they lead to pages in another language,
     * with `{language}` as the links say it: "Pages {language}".
     */
    groupNote: text,
  }),
  footer: z.strictObject({
    blurb: text,
    services: column(footerColumns.services),
    quickLinks: column(footerColumns.quickLinks),
    industries: column(footerColumns.industries),
    legal: column(footerColumns.legal),
    clinicSpecialties: column(footerColumns.clinicSpecialties),
    contactTitle: text,
    rights: text,
  }),
  chat: z.strictObject({
    open: text,
    close: text,
    title: text,
    frameTitle: text,
    /** Shown in the panel until the assistant's page is loaded: nothing of it loads before. */
    beforeLoading: text,
    /** The link that opens the assistant's page (in a new tab, without script). */
    openAssistant: text,
    fallbackIntro: text,
    callUs: text,
    writeUs: text,
  }),
  pageHeaders: z.strictObject({
    contact: text,
    clinicSlogan: text,
    connextTagline: text,
    automotiveTagline: text,
  }),
  share: z.strictObject({
    /** 'Descubre {title}: {description}' */
    template: text,
    title: text,
    copyLink: text,
    copied: text,
    /** 'Compartir en {network}' */
    shareOn: text,
  }),
  media: z.strictObject({
    playVideo: text,
    videoConsent: text,
    showMap: text,
    mapConsent: text,
    openInMaps: text,
    watchOnYoutube: text,
  }),
  carousel: z.strictObject({
    previous: text,
    next: text,
    /** '{index} de {total}' */
    slide: text,
    rating: text,
  }),
  hours: z.strictObject({
    label: text,
    /** 'Lunes a viernes, 9:00 a 18:00' */
    weekdays: text,
  }),
  contactCard: z.strictObject({
    address: text,
    phone: text,
    email: text,
  }),
  /** Around a legal page's text: its contents list, and when it last changed. */
  legalText: z.strictObject({
    contents: text,
    /** 'Última actualización: {date}' */
    updated: text,
  }),
})
export type UiStrings = z.infer<typeof uiStrings>

/**
 * The words of the lead forms that are not the messages the API shares
 * (common/messages): a JSON file per language, which the form island of that
 * language imports, so the words reach the browser without the rest of the
 * frame's.
 */
export const formWords = z.strictObject({
  placeholders: z.strictObject({
    name: text,
    email: text,
    company: text,
    phone: text,
    subject: text,
    message: text,
    fullName: text,
    clinicName: text,
    businessName: text,
    location: text,
  }),
  /** What a visitor reads for each service of a select; the value sent stays the service's name. */
  serviceLabels: byKeys(formKindTable.clinicService.services.select, text),
  /** After the label of an optional field. */
  optional: text,
  submit: z.strictObject({ contact: text, demo: text, information: text }),
  /** The submit button while the request is on its way. */
  sending: text,
  /** First-layer data protection notice under each form. */
  privacy: z.strictObject({ text, link: text }),
  /** Label of the field people never see and bots fill in. */
  honeypot: text,
  /** Accessible name of the form's notices' area (its toasts). */
  notifications: text,
  linkLanguages,
})
export type FormWords = z.infer<typeof formWords>

/** What a lead form island reads: its words and the messages it shares with the API. */
export type FormsContent = Omit<FormWords, "linkLanguages"> & {
  readonly messages: FormMessages
}

import type { LocalesOf } from "#app/config/pages.ts"
import { business } from "#app/config/business.ts"
import { carriers } from "./carriers.ts"
import { clients } from "./clients.ts"
import { deliveryNotes } from "./delivery-notes.ts"
import { carriers as carriersEn } from "./en/carriers.ts"
import { clients as clientsEn } from "./en/clients.ts"
import { deliveryNotes as deliveryNotesEn } from "./en/delivery-notes.ts"
import { invoices as invoicesEn } from "./en/invoices.ts"
import { reports as reportsEn } from "./en/reports.ts"
import {
  tutorialHeroUi as heroUiEn,
  tutorialsUi as tutorialsUiEn,
} from "./en/ui.ts"
import { invoices } from "./invoices.ts"
import { reports } from "./reports.ts"
import type {
  TutorialContent,
  TutorialHeroUi,
  TutorialPageId,
  TutorialsUi,
  TutorialWords,
} from "./types.ts"
import { tutorialHeroUi, tutorialsUi } from "./ui.ts"
import { withHero } from "./with-hero.ts"

/** The order of the previous/next links: master data first, then documents, then reports. */
export const tutorialOrder = [
  "tutorialClients",
  "tutorialCarriers",
  "tutorialDeliveryNotes",
  "tutorialInvoices",
  "tutorialReports",
] as const satisfies readonly TutorialPageId[]

interface TutorialsContent {
  readonly ui: TutorialsUi
  readonly pages: Readonly<Record<TutorialPageId, TutorialContent>>
}

/** One language's tutorials, each with its hero and the videos the site can play. */
function tutorialsIn(
  ui: TutorialsUi,
  heroUi: TutorialHeroUi,
  words: Readonly<Record<TutorialPageId, TutorialWords>>,
): TutorialsContent {
  const complete = (page: TutorialPageId) =>
    withHero(page, words[page], heroUi, business.videos.value)
  return {
    ui,
    pages: {
      tutorialReports: complete("tutorialReports"),
      tutorialDeliveryNotes: complete("tutorialDeliveryNotes"),
      tutorialClients: complete("tutorialClients"),
      tutorialCarriers: complete("tutorialCarriers"),
      tutorialInvoices: complete("tutorialInvoices"),
    },
  }
}

/**
 * The tutorials show the management app, whose screens are in Spanish; the
 * English guides quote each label as shown, with its meaning.
 */
export const tutorialContent: Record<
  LocalesOf<"tutorialReports">,
  TutorialsContent
> = {
  es: tutorialsIn(tutorialsUi, tutorialHeroUi, {
    tutorialReports: reports,
    tutorialDeliveryNotes: deliveryNotes,
    tutorialClients: clients,
    tutorialCarriers: carriers,
    tutorialInvoices: invoices,
  }),
  en: tutorialsIn(tutorialsUiEn, heroUiEn, {
    tutorialReports: reportsEn,
    tutorialDeliveryNotes: deliveryNotesEn,
    tutorialClients: clientsEn,
    tutorialCarriers: carriersEn,
    tutorialInvoices: invoicesEn,
  }),
}

import type { LocalesOf } from "#app/config/pages.ts"
import { carriers } from "./carriers.ts"
import { clients } from "./clients.ts"
import { deliveryNotes } from "./delivery-notes.ts"
import { invoices } from "./invoices.ts"
import { reports } from "./reports.ts"
import type { TutorialContent, TutorialPageId, TutorialsUi } from "./types.ts"
import { tutorialsUi } from "./ui.ts"
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

/** The tutorials exist in Spanish only: they show the Spanish management app. */
export const tutorialContent: Record<
  LocalesOf<"tutorialReports">,
  TutorialsContent
> = {
  es: {
    ui: tutorialsUi,
    pages: {
      tutorialReports: withHero("tutorialReports", reports),
      tutorialDeliveryNotes: withHero("tutorialDeliveryNotes", deliveryNotes),
      tutorialClients: withHero("tutorialClients", clients),
      tutorialCarriers: withHero("tutorialCarriers", carriers),
      tutorialInvoices: withHero("tutorialInvoices", invoices),
    },
  },
}

import type { HeroContent } from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type TutorialPageId =
  | "tutorialReports"
  | "tutorialDeliveryNotes"
  | "tutorialClients"
  | "tutorialCarriers"
  | "tutorialInvoices"

export interface TutorialContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
}

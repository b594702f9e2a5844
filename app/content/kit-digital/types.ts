import type {
  IconCard,
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-content.ts"

/** One tier of the grant, by company size, as content writes it: the amount in euros. */
export interface KitTierSource {
  readonly segment: string
  readonly name: string
  readonly employees: string
  readonly amount: number
}

/** A tier as the page shows it, with the amount written out in the page's language: '12.000 €'. */
export interface KitTier extends KitTierSource {
  readonly amountText: string
}

export interface KitDigitalContent extends LeadPageContent {
  readonly programme: {
    readonly intro: SectionIntro
    readonly facts: readonly IconCard[]
  }
  readonly eligibility: {
    readonly intro: SectionIntro
    readonly listTitle: string
    readonly requirements: readonly string[]
    readonly note: string
  }
  readonly solutions: IconCardsBlock
  readonly tiers: {
    readonly intro: SectionIntro
    /** Words before the amount: 'Bono de hasta'. */
    readonly amountPrefix: string
    readonly items: readonly KitTier[]
    readonly note: string
  }
}

/** The content of one language as written, before its amounts are written out (index.ts). */
export type KitDigitalSource = Omit<KitDigitalContent, "tiers"> & {
  readonly tiers: Omit<KitDigitalContent["tiers"], "items"> & {
    readonly items: readonly KitTierSource[]
  }
}

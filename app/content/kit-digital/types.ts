import type {
  IconCard,
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-shapes.ts"

/** One tier of the grant, by company size; the amount is in euros and formatted per language. */
export interface KitTier {
  readonly segment: string
  readonly name: string
  readonly employees: string
  readonly amount: number
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

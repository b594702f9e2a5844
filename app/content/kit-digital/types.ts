import type {
  CtaBand,
  FormIntro,
  HeroContent,
  IconCard,
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

/** One tier of the grant, by company size; the amount is in euros and formatted per language. */
export interface KitTier {
  readonly segment: string
  readonly name: string
  readonly employees: string
  readonly amount: number
}

export interface KitDigitalContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
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
  readonly cta: CtaBand
  readonly contact: FormIntro
}

import type { HeroContent, SectionIntro } from "#app/content/common/blocks.ts"
import type {
  CtaBandContent,
  IconCard,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type KitProgrammeIcon = "publicFunding" | "voucher" | "paperwork"

export type KitSolutionIcon =
  "website" | "cybersecurity" | "customers" | "communications"

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
    readonly facts: readonly IconCard<KitProgrammeIcon>[]
  }
  readonly eligibility: {
    readonly intro: SectionIntro
    readonly listTitle: string
    readonly requirements: readonly string[]
    readonly note: string
  }
  readonly solutions: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<KitSolutionIcon>[]
  }
  readonly tiers: {
    readonly intro: SectionIntro
    /** Words before the amount: 'Bono de hasta'. */
    readonly amountPrefix: string
    readonly items: readonly KitTier[]
    readonly note: string
  }
  readonly cta: CtaBandContent
  readonly contact: LeadContactContent
}

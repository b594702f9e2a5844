import type {
  HeroContent,
  SectionIntro,
  Testimonial,
} from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

/** Icons the page's cards may show; the sections map each name to a lucide icon. */
export type Office365IconName =
  | "apps"
  | "mail"
  | "meetings"
  | "cloud"
  | "shield"
  | "support"
  | "invoice"
  | "migration"
  | "licences"
  | "lock"
  | "distributor"
  | "partner"
  | "infrastructure"

export interface Office365Feature {
  readonly icon: Office365IconName
  readonly title: string
  readonly text: string
}

/** One link of the chain from Microsoft to the customer. */
export interface Office365ChainStep {
  readonly label: string
  readonly text: string
  /** The step that is TRABEM, drawn in the accent. */
  readonly isProvider?: boolean
}

export interface Office365Content {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly benefits: {
    readonly intro: SectionIntro
    /** Exactly five cards (SPEC.md point 2). */
    readonly items: readonly [
      Office365Feature,
      Office365Feature,
      Office365Feature,
      Office365Feature,
      Office365Feature,
    ]
  }
  readonly reasons: {
    readonly intro: SectionIntro
    readonly items: readonly Office365Feature[]
    readonly chain: {
      readonly title: string
      readonly steps: readonly Office365ChainStep[]
      readonly note: string
    }
  }
  readonly form: {
    readonly intro: SectionIntro
    readonly pointsTitle: string
    readonly points: readonly string[]
    readonly directTitle: string
    readonly phoneLabel: string
    readonly emailLabel: string
  }
  readonly testimonial: {
    readonly intro: SectionIntro
    readonly item: Testimonial
  }
  readonly trust: {
    readonly intro: SectionIntro
    readonly badges: readonly [
      Office365Feature,
      Office365Feature,
      Office365Feature,
    ]
  }
}

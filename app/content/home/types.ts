import type { Accent } from "#app/config/accents.ts"
import type { IconName } from "#app/components/ui/icon.tsx"
import type {
  CallToAction,
  IconCard,
  SectionIntro,
  ShareBlock,
  Stat,
  Testimonial,
} from "#app/content/common/blocks.ts"
import type { PageOpening } from "#app/content/common/page-content.ts"

export interface ServiceCard extends IconCard {
  readonly points: readonly string[]
  readonly cta: CallToAction
}

export interface StoryGroup {
  /** Stable key of the group (hosting, clinic, ai). */
  readonly id: "hosting" | "clinic" | "ai"
  /** The group's colour inside the section. */
  readonly accent: Accent
  readonly icon: IconName
  readonly title: string
  /** The claim this group backs, in large type. */
  readonly stat: Stat
  /** Accessible name of the group's carousel. */
  readonly carouselLabel: string
  readonly testimonials: readonly Testimonial[]
}

export interface HomeContent extends PageOpening {
  readonly heroTiles: {
    /** Accessible name of the tile list. */
    readonly label: string
    readonly items: readonly IconCard[]
  }
  readonly services: {
    readonly intro: SectionIntro
    readonly cards: readonly ServiceCard[]
  }
  readonly hosting: {
    readonly intro: SectionIntro
    readonly stats: readonly Stat[]
    readonly features: readonly IconCard[]
    readonly quote: CallToAction
    readonly partnersLabel: string
  }
  readonly trabemFlex: {
    readonly intro: SectionIntro
    readonly modules: readonly IconCard[]
    readonly productLink: CallToAction
    readonly demo: CallToAction
  }
  readonly aiPlatform: {
    readonly intro: SectionIntro
    readonly capabilities: readonly IconCard[]
    readonly platformLink: CallToAction
    readonly healthcare: {
      readonly eyebrow: string
      readonly title: string
      readonly description: string
      readonly points: readonly string[]
      readonly link: CallToAction
    }
  }
  readonly stories: {
    readonly intro: SectionIntro
    readonly groups: readonly StoryGroup[]
  }
  readonly about: {
    readonly intro: SectionIntro
    readonly story: string
    readonly stats: readonly Stat[]
    readonly differentiatorsTitle: string
    readonly differentiators: readonly IconCard[]
  }
  readonly contact: {
    readonly intro: SectionIntro
    readonly formTitle: string
    readonly formLead: string
    readonly cardTitle: string
    readonly mapTitle: string
  }
  readonly share: ShareBlock
}

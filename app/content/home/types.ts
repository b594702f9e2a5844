import type {
  CallToAction,
  HeroContent,
  SectionIntro,
  Stat,
  Testimonial,
} from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

/** Icons the home page's copy may name; each maps to one lucide icon. */
export type HomeIconName =
  | "server"
  | "shield"
  | "apps"
  | "consulting"
  | "globe"
  | "headset"
  | "backup"
  | "firewall"
  | "housing"
  | "scale"
  | "patients"
  | "records"
  | "appointments"
  | "billing"
  | "reports"
  | "fineTuning"
  | "retrieval"
  | "privacy"
  | "integration"
  | "health"
  | "onePartner"
  | "nearby"
  | "ownProducts"

/** An icon with a short title and one line of text. */
export interface IconItem {
  readonly icon: HomeIconName
  readonly title: string
  readonly text: string
}

export interface ServiceCard {
  readonly icon: HomeIconName
  readonly title: string
  readonly description: string
  readonly features: readonly string[]
  readonly cta: CallToAction
}

export interface StoryGroup {
  /** Stable key of the group (hosting, clinic, ai). */
  readonly id: "hosting" | "clinic" | "ai"
  readonly icon: HomeIconName
  readonly title: string
  /** The claim this group backs, in large type. */
  readonly stat: Stat
  /** Accessible name of the group's carousel. */
  readonly carouselLabel: string
  readonly testimonials: readonly Testimonial[]
}

export interface HomeContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly heroTiles: {
    /** Accessible name of the tile list. */
    readonly label: string
    readonly items: readonly IconItem[]
  }
  readonly services: {
    readonly intro: SectionIntro
    readonly cards: readonly ServiceCard[]
  }
  readonly hosting: {
    readonly intro: SectionIntro
    readonly stats: readonly Stat[]
    readonly features: readonly IconItem[]
    readonly quote: CallToAction
    readonly partnersLabel: string
  }
  readonly trabemFlex: {
    readonly intro: SectionIntro
    readonly modules: readonly IconItem[]
    readonly productLink: CallToAction
    readonly demo: CallToAction
  }
  readonly aiPlatform: {
    readonly intro: SectionIntro
    readonly capabilities: readonly IconItem[]
    readonly platformLink: CallToAction
    readonly healthcare: {
      readonly eyebrow: string
      readonly title: string
      readonly text: string
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
    readonly differentiators: readonly IconItem[]
  }
  readonly contact: {
    readonly intro: SectionIntro
    readonly formTitle: string
    readonly formLead: string
    readonly cardTitle: string
    readonly mapTitle: string
  }
  readonly share: {
    readonly title: string
    readonly lead: string
  }
}

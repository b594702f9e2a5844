import type {
  CallToAction,
  HeroContent,
  SectionIntro,
  Stat,
  Testimonial,
} from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

/** Icons the page's cards may show; the sections map each name to a lucide icon. */
export type ConnextIconName =
  | "inbox"
  | "route"
  | "bot"
  | "history"
  | "users"
  | "chart"
  | "stethoscope"
  | "landmark"
  | "graduation"
  | "headset"
  | "database"
  | "calendar"
  | "code"
  | "whatsapp"
  | "mail"
  | "globe"

export interface ConnextFeature {
  readonly icon: ConnextIconName
  readonly title: string
  readonly text: string
}

export interface ConnextAudience extends ConnextFeature {
  /** Two or three concrete situations the audience recognises. */
  readonly examples: readonly string[]
}

/** A labelled node of the channels-to-inbox diagram. */
export interface ConnextNode {
  readonly icon: ConnextIconName
  readonly label: string
}

export interface ConnextContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly about: {
    readonly intro: SectionIntro
    readonly paragraphs: readonly string[]
    readonly stats: readonly Stat[]
  }
  readonly benefits: {
    readonly intro: SectionIntro
    readonly items: readonly ConnextFeature[]
  }
  readonly audience: {
    readonly intro: SectionIntro
    readonly items: readonly ConnextAudience[]
  }
  readonly integration: {
    readonly intro: SectionIntro
    readonly points: readonly ConnextFeature[]
    readonly diagram: {
      /** What the diagram shows, for screen readers and as its caption. */
      readonly caption: string
      readonly channelsTitle: string
      readonly channels: readonly ConnextNode[]
      readonly inbox: { readonly title: string; readonly text: string }
      readonly destinationsTitle: string
      readonly destinations: readonly ConnextNode[]
      readonly systems: ConnextNode
    }
  }
  readonly testimonials: {
    readonly intro: SectionIntro
    readonly items: readonly Testimonial[]
  }
  readonly cta: {
    readonly title: string
    readonly text: string
    readonly primary: CallToAction
    readonly secondary: CallToAction
  }
  readonly contact: {
    readonly intro: SectionIntro
    readonly nextStepsTitle: string
    readonly nextSteps: readonly string[]
    readonly directTitle: string
    readonly phoneLabel: string
    readonly emailLabel: string
    readonly hours: string
  }
}

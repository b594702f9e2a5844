import type {
  HeroContent,
  SectionIntro,
  Stat,
  Testimonial,
} from "#app/content/common/blocks.ts"
import type {
  CtaBandContent,
  IconCard,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
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

/** Icons of the cards: lucide icons only (the channel marks appear in the diagram alone). */
export type ConnextCardIcon = Exclude<ConnextIconName, "whatsapp">

export type ConnextCard = IconCard<ConnextCardIcon>

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
    readonly items: readonly ConnextCard[]
  }
  readonly audience: {
    readonly intro: SectionIntro
    /** Each audience with two or three situations it recognises as points. */
    readonly items: readonly ConnextCard[]
  }
  readonly integration: {
    readonly intro: SectionIntro
    readonly points: readonly ConnextCard[]
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
  readonly cta: CtaBandContent
  readonly contact: LeadContactContent
}

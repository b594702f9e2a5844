import type { IconName } from "#app/components/ui/icon.tsx"
import type {
  IconCardsBlock,
  SectionIntro,
  Stat,
  TestimonialsBlock,
} from "#app/content/common/blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-content.ts"

/** A labelled node of the channels-to-inbox diagram. */
export interface ConnextNode {
  readonly icon: IconName
  readonly label: string
}

export interface ConnextContent extends LeadPageContent {
  readonly about: {
    readonly intro: SectionIntro
    readonly paragraphs: readonly string[]
    readonly stats: readonly Stat[]
  }
  readonly benefits: IconCardsBlock
  /** Each audience with two or three situations it recognises as points. */
  readonly audience: IconCardsBlock
  readonly integration: {
    readonly intro: SectionIntro
    readonly points: IconCardsBlock["items"]
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
  readonly testimonials: TestimonialsBlock
}

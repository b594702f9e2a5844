import type {
  FormIntro,
  HeroContent,
  IconCardsBlock,
  ShareBlock,
  Stat,
  TestimonialsBlock,
} from "#app/content/common/blocks.ts"
import type {
  AgentsBlock,
  ChatExample,
  ChatExamplesBlock,
} from "#app/content/common/chat-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

/**
 * The dealership page, in Spanish and French. Both share hero, claims,
 * challenges, the three assistants, testimonials, WhatsApp share and the
 * demo form; the Spanish page (the clinic-agent page adapted) adds chat
 * examples.
 */
export interface AutomotiveContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  /** The conversation drawn in the hero's phone. */
  readonly heroChat: ChatExample
  /** Over 30 dealerships, up to 35 % more leads, over 40 % fewer last-minute cancellations, 3-click campaigns. */
  readonly stats: readonly Stat[]
  readonly challenges: IconCardsBlock
  readonly examples?: ChatExamplesBlock
  /**
   * What the assistants bring: in Spanish the feature blocks (inventory and
   * spare parts, quotes, maintenance campaigns, control), in French six benefits.
   */
  readonly solutions: IconCardsBlock
  /** Appointments, sales and after-sales assistants, each with its feature list. */
  readonly assistants: AgentsBlock
  readonly testimonials: TestimonialsBlock
  /** Shared on WhatsApp only. */
  readonly share: ShareBlock
  /** The demo form section (#cta-section) with what the demo includes. */
  readonly demo: FormIntro
}

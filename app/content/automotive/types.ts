import type { IconCardsBlock } from "#app/content/common/blocks.ts"
import type {
  AgentsBlock,
  ChatExample,
  ChatExamplesBlock,
} from "#app/content/common/chat-blocks.ts"
import type { AgentPageContent } from "#app/content/common/page-shapes.ts"

/**
 * The dealership page, in Spanish and French. Both share hero, claims (over
 * 30 dealerships, up to 35 % more leads, over 40 % fewer last-minute
 * cancellations, 3-click campaigns), challenges, the three assistants,
 * testimonials, WhatsApp-only share and the demo form (#cta-section) with
 * what the demo includes; the Spanish page (the clinic-agent page adapted)
 * adds chat examples.
 */
export interface AutomotiveContent extends AgentPageContent {
  /** The conversation drawn in the hero's phone. */
  readonly heroChat: ChatExample
  readonly challenges: IconCardsBlock
  readonly examples?: ChatExamplesBlock
  /**
   * What the assistants bring: in Spanish the feature blocks (inventory and
   * spare parts, quotes, maintenance campaigns, control), in French six benefits.
   */
  readonly solutions: IconCardsBlock
  /** Appointments, sales and after-sales assistants, each with its feature list. */
  readonly assistants: AgentsBlock
}

import type { ChatExample } from "#app/content/common/chat-blocks.ts"
import type { AgentPageContent } from "#app/content/common/page-content.ts"

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
}

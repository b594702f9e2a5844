import type { IconCardsBlock } from "#app/content/common/blocks.ts"
import type {
  AgentsBlock,
  ChatExamplesBlock,
} from "#app/content/common/chat-blocks.ts"
import type { AgentPageContent } from "#app/content/common/page-shapes.ts"

/**
 * The clinic virtual-agent page. Its claims: up to 30 hours a week saved,
 * up to 70 % of admin tasks automated, 24/7; its four testimonials show two
 * per view in a looping carousel; the demo form is headed with the
 * 20-minute promise.
 */
export interface ClinicAgentsContent extends AgentPageContent {
  readonly examples: ChatExamplesBlock
  /** Saturated agenda, forgotten payments, time-consuming tasks, lack of control. */
  readonly painPoints: IconCardsBlock
  /** Four feature blocks. */
  readonly features: IconCardsBlock
  /** Ten agents in five categories. */
  readonly agents: AgentsBlock
}

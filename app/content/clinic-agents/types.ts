import type { ChatExamplesBlock } from "#app/content/common/chat-blocks.ts"
import type { AgentPageContent } from "#app/content/common/page-content.ts"

/**
 * The clinic virtual-agent page. Its claims: up to 30 hours a week saved,
 * up to 70 % of admin tasks automated, 24/7; its four testimonials show two
 * per view in a looping carousel; the demo form is headed with the
 * 20-minute promise.
 */
export interface ClinicAgentsContent extends AgentPageContent {
  readonly examples: ChatExamplesBlock
}

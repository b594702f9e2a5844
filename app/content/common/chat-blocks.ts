import type { IconName } from "#app/components/ui/icon.tsx"
import type { SectionIntro } from "./blocks.ts"

/** Content shapes of the virtual-agent pages: drawn chats and agent cards. */

/** One message of a drawn chat conversation. */
export interface ChatMessage {
  readonly from: "agent" | "client"
  readonly text: string
}

/** A conversation drawn inside a phone, with a caption saying what it shows. */
export interface ChatExample {
  readonly title: string
  readonly description: string
  /** Name in the chat's header bar, and the line under it ('en línea'). */
  readonly contactName: string
  readonly status: string
  readonly messages: readonly ChatMessage[]
}

export interface ChatExamplesBlock {
  readonly intro: SectionIntro
  /** Accessible name of the carousel. */
  readonly label: string
  readonly examples: readonly ChatExample[]
}

export interface AgentCategory {
  readonly id: string
  readonly name: string
}

/**
 * A virtual agent or assistant: its id is the card's anchor, its category one
 * of the block's categories.
 */
export interface AgentCard {
  readonly id: string
  readonly category: string
  readonly name: string
  readonly description: string
  readonly icon: IconName
  readonly points?: readonly string[]
}

export interface AgentsBlock {
  readonly intro: SectionIntro
  readonly categories: readonly AgentCategory[]
  readonly agents: readonly AgentCard[]
}

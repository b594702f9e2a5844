import type { SectionIntro, Testimonial } from "./blocks.ts"

/**
 * Content shapes of the product landing pages built on virtual agents
 * (clinic appointments, clinic agents, dealerships), which share sections.
 */

/** Icons these pages may show; app/sections/shared/landing-icon.tsx maps each name to a lucide icon. */
export type LandingIconName =
  | "calendar"
  | "calendarClock"
  | "calendarSync"
  | "message"
  | "messages"
  | "smartphone"
  | "chart"
  | "trendingUp"
  | "bell"
  | "card"
  | "wallet"
  | "receipt"
  | "megaphone"
  | "star"
  | "heart"
  | "stethoscope"
  | "clipboard"
  | "shield"
  | "clock"
  | "hourglass"
  | "users"
  | "userCheck"
  | "car"
  | "wrench"
  | "package"
  | "fileText"
  | "send"
  | "gauge"
  | "bot"
  | "headset"
  | "dashboard"
  | "sparkles"
  | "eyeOff"
  | "inbox"
  | "target"
  | "handshake"

/** A card with an icon, a title, a sentence and optional bullet points. */
export interface LandingCard {
  readonly icon: LandingIconName
  readonly title: string
  readonly description: string
  readonly points?: readonly string[]
}

export interface LandingCardsBlock {
  readonly intro: SectionIntro
  readonly items: readonly LandingCard[]
}

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

/** A virtual agent or assistant: its id is the card's anchor, its category one of the block's categories. */
export interface AgentCard {
  readonly id: string
  readonly category: string
  readonly name: string
  readonly description: string
  readonly icon: LandingIconName
  readonly features?: readonly string[]
}

export interface AgentsBlock {
  readonly intro: SectionIntro
  readonly categories: readonly AgentCategory[]
  readonly agents: readonly AgentCard[]
}

export interface TestimonialsBlock {
  readonly intro: SectionIntro
  /** Accessible name of the carousel (when there is more than one). */
  readonly label: string
  readonly items: readonly Testimonial[]
}

export interface ShareBlock {
  readonly title: string
  readonly lead: string
  /** Replaces the default share text ('Descubre {title}: {description}'). */
  readonly text?: string
}

/** The demo or contact request section: heading, what the visitor gets, other ways to reach us. */
export interface RequestBlock {
  readonly intro: SectionIntro
  readonly includesTitle: string
  readonly includes: readonly string[]
  readonly phoneLabel: string
  readonly emailLabel: string
}

/** A dark call-to-action band with one button. */
export interface CtaBlock {
  readonly title: string
  readonly lead: string
  readonly action: string
}

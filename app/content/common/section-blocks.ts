import type { CallToAction, SectionIntro } from "./blocks.ts"

/** The text beside a lead form: heading, what happens next, and other ways to reach us. */
export interface LeadContactContent {
  readonly intro: SectionIntro
  /** Short title of the list of what happens after sending. */
  readonly pointsTitle: string
  readonly points: readonly string[]
}

/** A dark call-to-action band: one sentence, a line of support, one or two buttons. */
export interface CtaBandContent {
  readonly title: string
  readonly lead: string
  readonly actions: readonly CallToAction[]
}

/** A card of a grid: an icon by name, a title, a sentence and optional bullet points. */
export interface IconCard<Icon extends string> {
  readonly icon: Icon
  readonly title: string
  readonly description: string
  readonly points?: readonly string[]
}

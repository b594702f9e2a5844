import type { LinkTarget } from "#app/config/link-targets.ts"
import type { IconName } from "#app/components/ui/icon.tsx"

/**
 * The content shape of each kind of block a page is built from. Every page's
 * types.ts composes these; a section of app/sections/shared draws each one.
 */

export interface CallToAction {
  readonly label: string
  readonly to: LinkTarget
}

export interface HeroContent {
  /** Short line above the headline: the product or the audience. */
  readonly eyebrow: string
  /** What the page does for the visitor, in one sentence. */
  readonly title: string
  readonly lead: string
  readonly primary?: CallToAction
  readonly secondary?: CallToAction
}

/** A claim shown as a number in large type with a short caption. */
export interface Stat {
  readonly value: string
  readonly label: string
}

/** The heading block that opens a section. */
export interface SectionIntro {
  readonly eyebrow?: string
  readonly title: string
  readonly lead?: string
}

/** An icon by name, a title, a sentence and optional points (cards, tiles, steps). */
export interface IconCard {
  readonly icon: IconName
  readonly title: string
  readonly description: string
  readonly points?: readonly string[]
}

/** A section of icon cards. */
export interface IconCardsBlock {
  readonly intro: SectionIntro
  readonly items: readonly IconCard[]
}

/** A dark call-to-action band: one sentence, a line of support, one or two buttons. */
export interface CtaBand {
  readonly title: string
  readonly lead: string
  readonly actions: readonly CallToAction[]
}

/** The text beside a lead form: heading, what happens after sending (phone and e-mail follow). */
export interface FormIntro {
  readonly intro: SectionIntro
  readonly pointsTitle: string
  readonly points: readonly string[]
}

/** A band inviting the visitor to pass the page on. */
export interface ShareBlock {
  readonly title: string
  readonly lead: string
  /** Replaces the default share text ('Descubre {title}: {description}'). */
  readonly text?: string
}

/** A client's words, shown with initials in a tinted circle (no stock photos). */
export interface Testimonial {
  readonly quote: string
  readonly name: string
  /** Position or role of the person. */
  readonly role: string
  /** Company, clinic or public body. */
  readonly organization: string
  readonly initials: string
}

export interface TestimonialsBlock {
  readonly intro: SectionIntro
  /** Accessible name of the carousel; the heading's title when absent. */
  readonly label?: string
  readonly items: readonly Testimonial[]
}

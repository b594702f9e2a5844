import type { LinkTarget } from "#app/config/links.ts"

/** Content shapes that several pages share. */

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

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

import type { PageOpening } from "#app/schemas/blocks.ts"

export type LegalPageId = "legalNotice" | "privacy" | "cookies" | "security"

export interface LegalSection {
  /** Anchor of the section, so other pages can link to it. */
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[]
}

/**
 * A legal page. Strings may hold `{legalName}`, `{taxId}`, `{registry}`,
 * `{address}`, `{email}`, `{privacyEmail}`, `{securityEmail}`, `{phone}`
 * and `{brand}`, filled from the site configuration when the page is built.
 */
export interface LegalContent extends PageOpening {
  /** 'Última actualización: …' */
  readonly updated: string
  readonly tocTitle: string
  readonly sections: readonly LegalSection[]
}

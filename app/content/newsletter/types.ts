import type { PageTarget, RedirectLinkId } from "#app/config/link-targets.ts"
import type { PageOpening } from "#app/schemas/blocks.ts"

/**
 * Where a newsletter button goes: a page of the site (optionally a section) or
 * an old contact address the server redirects.
 */
export type NewsletterLinkTarget =
  PageTarget | { readonly redirect: RedirectLinkId }

export interface NewsletterBlock {
  /** Small label above the title. */
  readonly label: string
  readonly title: string
  readonly text: string
  readonly link: {
    readonly label: string
    readonly to: NewsletterLinkTarget
  }
}

export interface NewsletterContent extends PageOpening {
  /** Preview line that e-mail clients show after the subject. */
  readonly preheader: string
  /** Line beside the logo in the e-mail's header. */
  readonly headerLabel: string
  readonly greeting: string
  readonly website: NewsletterBlock
  readonly assistant: NewsletterBlock
  readonly office365: NewsletterBlock
  readonly footer: {
    readonly contactLead: string
    readonly rights: string
    readonly reason: string
  }
  readonly download: {
    readonly text: string
    readonly label: string
  }
}

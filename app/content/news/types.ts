import type { LinkTarget, RedirectLinkId } from "#app/config/link-targets.ts"
import type {
  CallToAction,
  FormIntro,
  IconCardsBlock,
  SectionIntro,
} from "#app/schemas/blocks.ts"
import type { PageOpening } from "#app/schemas/blocks.ts"

/** A page of the site, or an old contact address the server redirects. */
export type NewsLinkTarget = LinkTarget | { readonly redirect: RedirectLinkId }

export interface NewsCard {
  readonly badge: string
  readonly title: string
  readonly description: string
  readonly points: readonly string[]
}

export interface NewsContent extends PageOpening {
  readonly website: {
    readonly intro: SectionIntro
    readonly highlights: readonly string[]
    readonly cta: CallToAction
  }
  readonly updates: {
    readonly intro: SectionIntro
    readonly assistant: NewsCard & { readonly button: string }
    readonly office365: NewsCard & {
      readonly cta: { readonly label: string; readonly to: NewsLinkTarget }
    }
  }
  readonly benefits: IconCardsBlock
  readonly contact: FormIntro
}

import type { LinkTarget, RedirectLinkId } from "#app/config/links.ts"
import type {
  CallToAction,
  HeroContent,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type {
  IconCard,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type NewsBenefitIcon = "productivity" | "security" | "communication"

/** A page of the site, or an old contact address the server redirects. */
export type NewsLinkTarget = LinkTarget | { readonly redirect: RedirectLinkId }

export interface NewsCard {
  /** Anchor of the card, per language (the newsletter links to it). */
  readonly id: string
  readonly badge: string
  readonly title: string
  readonly description: string
  readonly points: readonly string[]
}

export interface NewsContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly website: {
    readonly id: string
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
  readonly benefits: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<NewsBenefitIcon>[]
  }
  readonly contact: {
    /** Anchor of the block around the contact section ('novedades' / 'news'). */
    readonly wrapperId: string
    /** Anchor of the contact section itself ('contacto' / 'contact'). */
    readonly id: string
    readonly content: LeadContactContent
  }
}

import type { HeroContent, SectionIntro } from "#app/content/common/blocks.ts"
import type {
  CtaBandContent,
  IconCard,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type QuarryFeatureIcon =
  | "customers"
  | "products"
  | "weighbridge"
  | "deliveryNotes"
  | "invoicing"
  | "reports"
  | "roles"
  | "audit"

/** Colour of a module card: a theme token name, drawn by the modules section. */
export type QuarryModuleColour =
  | "quarry-amber"
  | "stone-accent"
  | "teal"
  | "brand"
  | "violet"
  | "graphite"
  | "office"
  | "teal-deep"

export type QuarryModuleIcon = QuarryFeatureIcon | "orders"

export interface QuarryModule {
  readonly title: string
  readonly colour: QuarryModuleColour
  readonly icon: QuarryModuleIcon
  readonly summary: string
  readonly features: readonly string[]
}

export interface QuarryContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly features: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<QuarryFeatureIcon>[]
  }
  readonly modules: {
    readonly intro: SectionIntro
    readonly items: readonly QuarryModule[]
  }
  readonly cta: CtaBandContent
  readonly contact: LeadContactContent
}

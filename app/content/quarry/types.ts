import type { IconName } from "#app/components/ui/icon.tsx"
import type {
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-content.ts"

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

export interface QuarryModule {
  readonly title: string
  readonly colour: QuarryModuleColour
  readonly icon: IconName
  readonly summary: string
  readonly features: readonly string[]
}

export interface QuarryContent extends LeadPageContent {
  readonly features: IconCardsBlock
  readonly modules: {
    readonly intro: SectionIntro
    readonly items: readonly QuarryModule[]
  }
}

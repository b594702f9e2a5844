import type { HeroContent } from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type LegalPageId = "legalNotice" | "privacy" | "cookies" | "security"

export interface LegalContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
}

import type { HeroContent } from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export interface ConnextContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
}

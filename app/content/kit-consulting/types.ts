import type {
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-content.ts"

export interface MethodStep {
  readonly title: string
  readonly description: string
  /** What the company has at the end of the step. */
  readonly outcome: string
}

export interface KitConsultingContent extends LeadPageContent {
  readonly areas: IconCardsBlock
  readonly method: {
    readonly intro: SectionIntro
    /** Words before each step's number: 'Paso'. */
    readonly stepLabel: string
    readonly outcomeLabel: string
    readonly steps: readonly MethodStep[]
  }
  readonly sectors: IconCardsBlock
}

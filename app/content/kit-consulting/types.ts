import type {
  CtaBand,
  FormIntro,
  HeroContent,
  IconCardsBlock,
  SectionIntro,
} from "#app/content/common/blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export interface MethodStep {
  readonly title: string
  readonly description: string
  /** What the company has at the end of the step. */
  readonly outcome: string
}

export interface KitConsultingContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly areas: IconCardsBlock
  readonly method: {
    readonly intro: SectionIntro
    /** Words before each step's number: 'Paso'. */
    readonly stepLabel: string
    readonly outcomeLabel: string
    readonly steps: readonly MethodStep[]
  }
  readonly sectors: IconCardsBlock
  readonly cta: CtaBand
  readonly contact: FormIntro
}

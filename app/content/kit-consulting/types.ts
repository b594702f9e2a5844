import type { HeroContent, SectionIntro } from "#app/content/common/blocks.ts"
import type {
  CtaBandContent,
  IconCard,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export type ConsultingAreaIcon =
  "ai" | "cybersecurity" | "analytics" | "processes" | "strategy" | "sales"

export type ConsultingSectorIcon =
  "health" | "automotive" | "quarries" | "industry" | "retail" | "training"

export interface MethodStep {
  readonly title: string
  readonly description: string
  /** What the company has at the end of the step. */
  readonly outcome: string
}

export interface KitConsultingContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  readonly areas: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<ConsultingAreaIcon>[]
  }
  readonly method: {
    readonly intro: SectionIntro
    /** Words before each step's number: 'Paso'. */
    readonly stepLabel: string
    readonly outcomeLabel: string
    readonly steps: readonly MethodStep[]
  }
  readonly sectors: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard<ConsultingSectorIcon>[]
  }
  readonly cta: CtaBandContent
  readonly contact: LeadContactContent
}

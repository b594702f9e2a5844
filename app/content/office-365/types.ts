import type {
  FormIntro,
  IconCard,
  SectionIntro,
  TestimonialsBlock,
} from "#app/content/common/blocks.ts"
import type { PageOpening } from "#app/content/common/page-content.ts"

/** One link of the chain from Microsoft to the customer. */
export interface Office365ChainStep {
  readonly label: string
  readonly text: string
  /** The step that is TRABEM, drawn in the accent. */
  readonly isProvider?: boolean
}

export interface Office365Content extends PageOpening {
  readonly benefits: {
    readonly intro: SectionIntro
    /** Exactly five cards. */
    readonly items: readonly [IconCard, IconCard, IconCard, IconCard, IconCard]
  }
  readonly reasons: {
    readonly intro: SectionIntro
    readonly items: readonly IconCard[]
    readonly chain: {
      readonly title: string
      readonly steps: readonly Office365ChainStep[]
      readonly note: string
    }
  }
  readonly form: FormIntro
  readonly testimonials: TestimonialsBlock
  readonly trust: {
    readonly intro: SectionIntro
    readonly badges: readonly [IconCard, IconCard, IconCard]
  }
}

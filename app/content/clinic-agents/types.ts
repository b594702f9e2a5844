import type {
  FormIntro,
  HeroContent,
  IconCardsBlock,
  ShareBlock,
  Stat,
  TestimonialsBlock,
} from "#app/content/common/blocks.ts"
import type {
  AgentsBlock,
  ChatExamplesBlock,
} from "#app/content/common/chat-blocks.ts"
import type { PageMeta } from "#app/lib/meta.ts"

export interface ClinicAgentsContent {
  readonly meta: PageMeta
  readonly hero: HeroContent
  /** Up to 30 hours a week saved, up to 70 % of admin tasks automated, 24/7. */
  readonly stats: readonly Stat[]
  readonly examples: ChatExamplesBlock
  /** Saturated agenda, forgotten payments, time-consuming tasks, lack of control. */
  readonly painPoints: IconCardsBlock
  /** Four feature blocks. */
  readonly features: IconCardsBlock
  /** Ten agents in five categories. */
  readonly agents: AgentsBlock
  /** Four, shown two per view in a looping carousel. */
  readonly testimonials: TestimonialsBlock
  readonly share: ShareBlock
  /** The demo form section, headed with the 20-minute promise. */
  readonly demo: FormIntro
}

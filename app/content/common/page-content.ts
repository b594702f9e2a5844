import type { PageMeta } from "#app/lib/meta.ts"
import type {
  CtaBand,
  FormIntro,
  HeroContent,
  IconCardsBlock,
  ShareBlock,
  Stat,
  TestimonialsBlock,
} from "./blocks.ts"
import type { AgentsBlock, ChatExamplesBlock } from "./chat-blocks.ts"

/** What the content of every page opens with: its head tags and its hero. */
export interface PageOpening {
  readonly meta: PageMeta
  readonly hero: HeroContent
}

/**
 * A product or programme page that ends in a call-to-action band and the
 * contact form beside its text (Kit Digital, Kit Consulting, the quarry
 * software, the appointment AI).
 */
export interface LeadPageContent extends PageOpening {
  readonly cta: CtaBand
  readonly contact: FormIntro
}

/**
 * A virtual-agent page (clinics, dealerships): claims in large type,
 * testimonials, a share band and the demo form beside what the demo covers.
 */
export interface AgentPageContent extends PageOpening {
  readonly stats: readonly Stat[]
  /** Conversations drawn in phones (the French dealership page has none). */
  readonly examples?: ChatExamplesBlock
  /**
   * What the business struggles with: the clinic's saturated agenda,
   * forgotten payments, time-consuming tasks, lack of control; the
   * dealership's challenges.
   */
  readonly challenges: IconCardsBlock
  /**
   * What the agents bring: the clinic's four feature blocks; for dealerships
   * in Spanish the feature blocks, in French six benefits.
   */
  readonly solutions: IconCardsBlock
  /**
   * The clinic's ten agents in five categories; the dealership's three
   * assistants with their features.
   */
  readonly assistants: AgentsBlock
  readonly testimonials: TestimonialsBlock
  readonly share: ShareBlock
  readonly demo: FormIntro
}

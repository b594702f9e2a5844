import type { PageMeta } from "#app/lib/meta.ts"
import type {
  CtaBand,
  FormIntro,
  HeroContent,
  ShareBlock,
  Stat,
  TestimonialsBlock,
} from "./blocks.ts"

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
  readonly testimonials: TestimonialsBlock
  readonly share: ShareBlock
  readonly demo: FormIntro
}

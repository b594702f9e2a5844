import type { IconName } from "#app/components/ui/icon.tsx"
import type {
  IconCard,
  IconCardsBlock,
  SectionIntro,
  Stat,
} from "#app/content/common/blocks.ts"
import type { ChatExample } from "#app/content/common/chat-blocks.ts"
import type { LeadPageContent } from "#app/content/common/page-content.ts"

/** What the product does for one audience: the clinic or its patients. */
export interface AudienceBenefits {
  readonly icon: IconName
  readonly title: string
  readonly items: readonly string[]
}

/**
 * The appointment-AI page; its contact section (#contacto) holds the form with
 * its service select.
 */
export interface ClinicAppointmentsContent extends LeadPageContent {
  /** The hero's secondary actions: the explainer video and a WhatsApp share. */
  readonly heroActions: {
    readonly video: string
    /** WhatsApp share text, about optimising the clinic's attendance rate. */
    readonly shareText: string
  }
  /** The conversation drawn in the hero's phone. */
  readonly heroChat: ChatExample
  readonly stats: readonly Stat[]
  readonly video: {
    readonly intro: SectionIntro
    /** Title of the video, also the player's accessible name. */
    readonly title: string
  }
  /** Booking by WhatsApp, SMS and chatbot, schedule optimisation, analytics, fewer no-shows. */
  readonly features: IconCardsBlock
  readonly howItWorks: {
    readonly intro: SectionIntro
    readonly steps: readonly IconCard[]
  }
  /** For clinics and for patients. */
  readonly benefits: {
    readonly intro: SectionIntro
    readonly groups: readonly AudienceBenefits[]
  }
}

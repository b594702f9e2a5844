import type { LeadFormKind } from "#app/components/forms/lead-form.tsx"
import type { Accent } from "#app/config/accents.ts"
import type { LeadPageContent } from "#app/content/common/page-shapes.ts"
import { CtaBandSection } from "./cta-band-section.tsx"
import { LeadContactSection } from "./lead-contact-section.tsx"

/** A block of a page: its anchor id and its content. */
interface Block<C> {
  readonly id: string
  readonly content: C
}

interface LeadPageEndProps {
  /** The page's blocks by name (`pageBlocks`): the band is "cta", the form "contact". */
  readonly block: {
    (name: "cta"): Block<LeadPageContent["cta"]>
    (name: "contact"): Block<LeadPageContent["contact"]>
  }
  readonly kind: LeadFormKind
  /** Overrides the page's accent on the band (the grant pages' yellow button). */
  readonly bandAccent?: Accent
}

/** How a product or programme page ends: the call-to-action band, then its contact form. */
export function LeadPageEnd({ block, kind, bandAccent }: LeadPageEndProps) {
  return (
    <>
      <CtaBandSection {...block("cta")} accent={bandAccent} />
      <LeadContactSection {...block("contact")} kind={kind} />
    </>
  )
}

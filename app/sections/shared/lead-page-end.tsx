import type { LeadFormKind } from "#app/components/forms/lead-form.tsx"
import type { Accent } from "#app/config/accents.ts"
import type { LeadPageContent } from "#app/content/common/page-shapes.ts"
import { CtaBandSection } from "./cta-band-section.tsx"
import { LeadContactSection } from "./lead-contact-section.tsx"

interface LeadPageEndProps {
  readonly content: Pick<LeadPageContent, "cta" | "contact">
  /** The anchors of the band and of the form section. */
  readonly ids: { readonly cta: string; readonly contact: string }
  readonly kind: LeadFormKind
  /** Overrides the page's accent on the band (the grant pages' yellow button). */
  readonly bandAccent?: Accent
}

/** How a product or programme page ends: the call-to-action band, then its contact form. */
export function LeadPageEnd({
  content,
  ids,
  kind,
  bandAccent,
}: LeadPageEndProps) {
  return (
    <>
      <CtaBandSection id={ids.cta} content={content.cta} accent={bandAccent} />
      <LeadContactSection
        id={ids.contact}
        kind={kind}
        content={content.contact}
      />
    </>
  )
}

import type { Locale } from "#app/config/locales.ts"
import type {
  CtaBandContent,
  LeadContactContent,
} from "#app/content/common/section-blocks.ts"
import type { LeadFormKind } from "#app/components/forms/lead-form.tsx"
import { CtaBandSection } from "./cta-band-section.tsx"
import { LeadContactSection } from "./lead-contact-section.tsx"

interface CtaContactSectionProps {
  readonly cta: CtaBandContent
  readonly contact: LeadContactContent
  readonly kind: LeadFormKind
  readonly locale: Locale
  /** Anchor of the contact section the band's buttons lead to. */
  readonly id?: string
  /** Classes of the band's first button, in the page's accent. */
  readonly primaryClassName?: string
  /** Colour class of the contact section's eyebrow and icons. */
  readonly accentClassName?: string
}

/** How a landing page closes: a dark call-to-action band, then the contact section with its form. */
export function CtaContactSection({
  cta,
  contact,
  kind,
  locale,
  id = "contacto",
  primaryClassName,
  accentClassName,
}: CtaContactSectionProps) {
  return (
    <>
      <CtaBandSection
        content={cta}
        locale={locale}
        primaryClassName={primaryClassName}
      />
      <LeadContactSection
        id={id}
        kind={kind}
        content={contact}
        accentClassName={accentClassName}
      />
    </>
  )
}

import type { HomeContent } from "#app/schemas/home.ts"
import type { ReactNode } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { MapFacade } from "#app/components/ui/map-facade.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { ContactCard } from "./contact-card.tsx"

interface ContactSectionProps {
  readonly id: string
  readonly content: HomeContent["contact"]
  /** The lead form island (`LeadForm`), placed by the page. */
  readonly form?: ReactNode
}

/** The contact form beside the contact card and the office map. */
export function ContactSection({ id, content, form }: ContactSectionProps) {
  return (
    <Section id={id} intro={content.intro}>
      <div className="mt-12 grid gap-8 lg:mt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-10">
        <Card isRaised padding="lg" className="relative">
          <h3 className="text-lg font-bold text-ink">{content.formTitle}</h3>
          <p className="mt-1 mb-6 text-slate-600">{content.formLead}</p>
          {form}
        </Card>
        <div className="flex flex-col gap-6">
          <ContactCard title={content.cardTitle} />
          <MapFacade title={content.mapTitle} />
        </div>
      </div>
    </Section>
  )
}

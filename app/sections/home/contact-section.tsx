import type { Locale } from "#app/config/locales.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import type { HomeContent } from "#app/content/home/types.ts"
import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { MapFacade } from "#app/components/ui/map-facade.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { ContactCard } from "./contact-card.tsx"

interface ContactSectionProps {
  readonly content: HomeContent["contact"]
  readonly common: Pick<CommonContent, "contactCard" | "hours">
  readonly locale: Locale
  readonly className?: string
}

/** The contact form beside the contact card and the office map. */
export function ContactSection({
  content,
  common,
  locale,
  className,
}: ContactSectionProps) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading content={content.intro} id="contact-title" />
        <div className="mt-12 grid gap-8 lg:mt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-10">
          <div
            data-testid="contact-form-card"
            className="relative rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8"
          >
            <h3 className="text-lg font-bold text-ink">{content.formTitle}</h3>
            <p className="mt-1 mb-6 text-slate-600">{content.formLead}</p>
            <LeadForm kind="home" />
          </div>
          <div className="flex flex-col gap-6">
            <ContactCard
              title={content.cardTitle}
              labels={common.contactCard}
              hours={common.hours}
              locale={locale}
            />
            <MapFacade title={content.mapTitle} />
          </div>
        </div>
      </div>
    </section>
  )
}

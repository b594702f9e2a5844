import { CircleCheck, Mail, Phone } from "lucide-react"
import { site } from "#app/config/site.ts"
import type { LeadContactContent } from "#app/content/common/section-blocks.ts"
import {
  LeadForm,
  type LeadFormKind,
} from "#app/components/forms/lead-form.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"

interface LeadContactSectionProps {
  readonly id: string
  readonly kind: LeadFormKind
  readonly content: LeadContactContent
  /** Colour class of the eyebrow and icons, in the page's accent. */
  readonly accentClassName?: string
  readonly className?: string
}

/** A page's contact section: what happens after sending, phone and e-mail, and the lead form in a card. */
export function LeadContactSection({
  id,
  kind,
  content,
  accentClassName = "text-brand",
  className,
}: LeadContactSectionProps) {
  const headingId = `${id}-title`
  const contactLink =
    "inline-flex min-h-11 items-center gap-3 font-semibold text-ink hover:underline"
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("bg-sky/60 section-y", className)}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <SectionHeading
          id={headingId}
          content={content.intro}
          align="left"
          eyebrowClassName={accentClassName}
        />
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <LeadForm kind={kind} />
        </div>
        <div>
          <h3 className="font-semibold text-ink">{content.pointsTitle}</h3>
          <ul className="mt-4 space-y-3">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <CircleCheck
                  className={cn("mt-0.5 size-5 shrink-0", accentClassName)}
                  aria-hidden="true"
                />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-1 border-t border-slate-300/70 pt-6">
            <a href={site.phone.value.href} className={contactLink}>
              <Phone
                className={cn("size-5", accentClassName)}
                aria-hidden="true"
              />
              {site.phone.value.display}
            </a>
            <a href={`mailto:${site.email.value}`} className={contactLink}>
              <Mail
                className={cn("size-5", accentClassName)}
                aria-hidden="true"
              />
              {site.email.value}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}

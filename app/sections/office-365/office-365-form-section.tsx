import { CircleCheck } from "lucide-react"
import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { ContactLines } from "#app/components/ui/contact-lines.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"

interface Office365FormSectionProps {
  readonly content: Office365Content["form"]
  readonly className?: string
}

/** The request form the hero's 'Empezar ahora' leads to: one card, the promise on a dark panel beside the fields. */
export function Office365FormSection({
  content,
  className,
}: Office365FormSectionProps) {
  return (
    <section
      id="formulario"
      aria-labelledby="formulario-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <div className="grid overflow-hidden rounded-card border border-slate-200 shadow-raised lg:grid-cols-[1fr_1.2fr]">
          <div className="bg-gradient-to-br from-ink to-brand-deep p-6 text-white sm:p-10">
            <SectionHeading
              id="formulario-title"
              content={content.intro}
              align="left"
              isInverted
            />
            <h3 className="mt-8 font-semibold">{content.pointsTitle}</h3>
            <ul className="mt-4 space-y-3">
              {content.points.map((point) => (
                <li key={point} className="flex gap-3 text-white/90">
                  <CircleCheck
                    className="mt-0.5 size-5 shrink-0 text-sky-200"
                    aria-hidden="true"
                  />
                  {point}
                </li>
              ))}
            </ul>
            <h3 className="mt-8 border-t border-white/15 pt-6 font-semibold">
              {content.directTitle}
            </h3>
            <ContactLines
              className="mt-2"
              phoneLabel={content.phoneLabel}
              emailLabel={content.emailLabel}
              linkClassName="text-white hover:underline"
              iconClassName="text-sky-200"
            />
          </div>
          <div className="flex flex-col justify-center bg-white p-5 sm:p-10">
            <LeadForm kind="office365" />
          </div>
        </div>
      </div>
    </section>
  )
}

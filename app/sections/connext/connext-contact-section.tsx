import { Clock } from "lucide-react"
import { LeadForm } from "#app/components/forms/lead-form.tsx"
import { ContactLines } from "#app/components/ui/contact-lines.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"

interface ConnextContactSectionProps {
  readonly content: ConnextContent["contact"]
  readonly className?: string
}

/** The demo request: what happens next and direct lines beside the form. */
export function ConnextContactSection({
  content,
  className,
}: ConnextContactSectionProps) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={cn("bg-slate-50 section-y", className)}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            content={content.intro}
            align="left"
            eyebrowClassName="text-violet-deep"
          />
          <h3 className="mt-10 font-semibold text-ink">
            {content.nextStepsTitle}
          </h3>
          <ol className="mt-4 space-y-4">
            {content.nextSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-violet text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-relaxed text-slate-700">
                  {step}
                </span>
              </li>
            ))}
          </ol>
          <div className="mt-10 rounded-card border border-slate-200 bg-white p-6">
            <h3 className="font-semibold text-ink">{content.directTitle}</h3>
            <ContactLines
              className="mt-3"
              phoneLabel={content.phoneLabel}
              emailLabel={content.emailLabel}
              linkClassName="text-slate-700 hover:text-violet-deep"
              iconClassName="text-violet-deep"
            />
            <p className="mt-2 flex items-center gap-3 text-sm text-slate-600">
              <Clock
                className="size-5 shrink-0 text-violet-deep"
                aria-hidden="true"
              />
              {content.hours}
            </p>
          </div>
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-8">
          <LeadForm kind="connext" />
        </div>
      </div>
    </section>
  )
}

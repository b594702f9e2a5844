import { Mail, Phone } from "lucide-react"
import type { ReactNode } from "react"
import { site } from "#app/config/site.ts"
import type { RequestBlock } from "#app/content/common/landing-blocks.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"
import { CheckList } from "./check-list.tsx"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"

interface LandingRequestSectionProps {
  readonly id: string
  readonly content: RequestBlock
  readonly accent: LandingAccent
  /** The form itself (the form kit's LeadForm of the page's kind). */
  readonly children?: ReactNode
  readonly className?: string
}

/** The demo or contact request: the promise and what it includes beside the form. */
export function LandingRequestSection({
  id,
  content,
  accent,
  children,
  className,
}: LandingRequestSectionProps) {
  const tone = landingAccents[accent]
  const contactClass =
    "inline-flex min-h-11 items-center gap-3 font-semibold text-ink hover:underline"
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("bg-slate-50 section-y", className)}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeading
            id={`${id}-title`}
            content={content.intro}
            align="left"
            eyebrowClassName={tone.eyebrow}
          />
          <h3 className="mt-8 font-semibold text-ink">
            {content.includesTitle}
          </h3>
          <CheckList
            items={content.includes}
            markClassName={tone.mark}
            isCircled
            className="mt-4 space-y-3"
            testId="request-includes"
          />
          <ul className="mt-8 space-y-1 border-t border-slate-200 pt-6">
            <li>
              <a href={site.phone.value.href} className={contactClass}>
                <Phone className={cn("size-5", tone.mark)} aria-hidden="true" />
                <span className="sr-only">{content.phoneLabel}</span>
                {site.phone.value.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email.value}`} className={contactClass}>
                <Mail className={cn("size-5", tone.mark)} aria-hidden="true" />
                <span className="sr-only">{content.emailLabel}</span>
                {site.email.value}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8 lg:self-start">
          {children}
        </div>
      </div>
    </section>
  )
}

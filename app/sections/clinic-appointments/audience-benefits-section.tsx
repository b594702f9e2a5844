import type { CSSProperties } from "react"
import type { ClinicAppointmentsContent } from "#app/content/clinic-appointments/types.ts"
import { LandingIcon } from "#app/sections/shared/landing-icon.tsx"
import { CheckList } from "#app/sections/shared/check-list.tsx"
import { LandingSection } from "#app/sections/shared/landing-section.tsx"

interface AudienceBenefitsSectionProps {
  readonly id: string
  readonly content: ClinicAppointmentsContent["benefits"]
  readonly className?: string
}

/** Benefits side by side: for the clinic, for its patients. */
export function AudienceBenefitsSection({
  id,
  content,
  className,
}: AudienceBenefitsSectionProps) {
  return (
    <LandingSection
      id={id}
      intro={content.intro}
      eyebrowClassName="text-teal-deep"
      isTinted
      className={className}
    >
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {content.groups.map((group, index) => (
          <article
            key={group.title}
            data-reveal
            data-testid="benefit-group"
            style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
            className="rounded-card border border-slate-200 bg-white p-6 shadow-raised sm:p-8"
          >
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal/10 text-teal-deep">
                <LandingIcon name={group.icon} className="size-6" />
              </span>
              <h3 className="text-xl font-bold text-ink">{group.title}</h3>
            </div>
            <CheckList
              items={group.items}
              markClassName="text-teal"
              className="mt-6 space-y-3.5"
            />
          </article>
        ))}
      </div>
    </LandingSection>
  )
}

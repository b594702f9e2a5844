import type { ClinicAppointmentsContent } from "#app/schemas/products.ts"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { CheckList } from "#app/components/ui/check-list.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"

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
    <Section
      id={id}
      intro={content.intro}
      background="slate"
      className={className}
    >
      <RevealList
        as="div"
        items={content.groups}
        className="mt-12 grid gap-6 md:grid-cols-2"
        card={{ isRaised: true, padding: "lg" }}
        itemTestId="benefit-group"
      >
        {(group) => (
          <>
            <div className="flex items-center gap-4">
              <IconTile name={group.icon} className="size-12" />
              <h3 className="text-xl font-bold text-ink">{group.title}</h3>
            </div>
            <CheckList items={group.items} className="mt-6 space-y-3.5" />
          </>
        )}
      </RevealList>
    </Section>
  )
}

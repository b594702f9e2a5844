import type { CSSProperties } from "react"
import { Card } from "#app/components/ui/card.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { Section } from "#app/components/ui/section.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"

interface Office365BenefitsSectionProps {
  readonly id: string
  readonly content: Office365Content["benefits"]
}

/** Grid placement of the five cards: three, then two centred under them. */
const placement = [
  "",
  "",
  "",
  "lg:col-start-2",
  "sm:col-span-2 lg:col-span-2",
] as const

/** The five benefits of Microsoft 365 itself. */
export function Office365BenefitsSection({
  id,
  content,
}: Office365BenefitsSectionProps) {
  return (
    <Section id={id} intro={content.intro}>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {content.items.map((item, index) => (
          <Card
            as="li"
            isRaised
            key={item.title}
            data-reveal
            data-testid="benefit-card"
            style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
            className={cn(
              "flex gap-4 p-5 sm:block sm:p-6 lg:col-span-2",
              placement[index],
            )}
          >
            <IconTile name={item.icon} />
            <div>
              <h3 className="text-lg font-semibold text-ink sm:mt-5">
                {item.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">
                {item.description}
              </p>
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  )
}

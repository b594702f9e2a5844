import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import type { Office365Content } from "#app/schemas/products.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

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
      <RevealList
        items={content.items}
        className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6"
        card={{ isRaised: true }}
        itemClassName="flex gap-4 p-5 sm:block sm:p-6 lg:col-span-2"
        itemTestId="benefit-card"
        itemProps={(_, index) => ({ className: placement[index] })}
      >
        {(item) => (
          <>
            <IconTile name={item.icon} />
            <div>
              <TitledText
                title={item.title}
                titleClassName="sm:mt-5"
                text={item.description}
              />
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}

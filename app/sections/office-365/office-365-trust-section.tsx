import { Icon } from "#app/components/ui/icon.tsx"
import { RevealList } from "#app/components/ui/reveal-list.tsx"
import { Section } from "#app/components/ui/section.tsx"
import type { Office365Content } from "#app/schemas/products.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface Office365TrustSectionProps {
  readonly id: string
  readonly content: Office365Content["trust"]
}

/**
 * Three badges: authorised distributor, certified partner support,
 * infrastructure with the distributor.
 */
export function Office365TrustSection({
  id,
  content,
}: Office365TrustSectionProps) {
  return (
    <Section id={id} intro={content.intro}>
      <RevealList
        items={content.badges}
        className="mt-12 grid gap-5 lg:grid-cols-3"
        card={{ isRaised: true, padding: "lg" }}
        itemClassName="flex flex-col items-center text-center sm:flex-row sm:items-start sm:gap-6 sm:text-left lg:flex-col lg:items-center lg:gap-0 lg:text-center"
        itemTestId="trust-badge"
      >
        {(badge) => (
          <>
            <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-accent-button text-accent-button-text ring-8 ring-accent-soft">
              <Icon name={badge.icon} className="size-7" />
            </span>
            <div>
              <TitledText
                title={badge.title}
                titleClassName="mt-6 sm:mt-1 lg:mt-6"
                text={badge.description}
                textClassName="max-w-[36ch] sm:max-w-none lg:max-w-[36ch]"
              />
            </div>
          </>
        )}
      </RevealList>
    </Section>
  )
}

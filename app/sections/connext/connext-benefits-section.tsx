import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"
import { ConnextFeatureCard } from "./connext-feature-card.tsx"

interface ConnextBenefitsSectionProps {
  readonly content: ConnextContent["benefits"]
  readonly className?: string
}

export function ConnextBenefitsSection({
  content,
  className,
}: ConnextBenefitsSectionProps) {
  return (
    <section
      id="benefits"
      aria-labelledby="benefits-title"
      className={cn("bg-slate-50 section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="benefits-title"
          content={content.intro}
          eyebrowClassName="text-violet-deep"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item, index) => (
            <ConnextFeatureCard key={item.title} feature={item} index={index} />
          ))}
        </ul>
      </div>
    </section>
  )
}

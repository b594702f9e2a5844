import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"

interface Office365TestimonialSectionProps {
  readonly content: Office365Content["testimonial"]
  /** Accessible label of the five stars, from the shared UI strings. */
  readonly ratingLabel: string
  readonly className?: string
}

export function Office365TestimonialSection({
  content,
  ratingLabel,
  className,
}: Office365TestimonialSectionProps) {
  return (
    <section
      id="testimonio"
      aria-labelledby="testimonio-title"
      className={cn("bg-slate-50 section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="testimonio-title"
          content={content.intro}
          eyebrowClassName="text-office"
        />
        <div data-reveal className="mx-auto mt-10 max-w-3xl">
          <TestimonialCard
            testimonial={content.item}
            ratingLabel={ratingLabel}
            accentClassName="bg-office/10 text-brand-deep"
            className="sm:p-10 sm:text-lg"
          />
        </div>
      </div>
    </section>
  )
}

import type { ReactNode } from "react"
import type { HomeContent } from "#app/schemas/home.ts"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { IconTile } from "#app/components/ui/icon-tile.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"

interface SuccessStoriesSectionProps {
  readonly id: string
  readonly content: HomeContent["stories"]
  /** The carousels' buttons (the page's CarouselButtons island), the same for each. */
  readonly carouselButtons?: ReactNode
}

/**
 * Testimonials in three looping carousels, each group in its product's colour:
 * hosting, clinic software, AI.
 */
export function SuccessStoriesSection({
  id,
  content,
  carouselButtons,
}: SuccessStoriesSectionProps) {
  return (
    <Section id={id} intro={content.intro}>
      <div className="mt-12 space-y-16 lg:mt-16 lg:space-y-20">
        {content.groups.map((group) => (
          <div
            key={group.id}
            data-group={group.id}
            data-accent={group.accent}
            data-reveal
          >
            <div className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-end sm:justify-between">
              <h3 className="flex items-center gap-3 text-xl font-bold text-ink sm:text-2xl">
                <IconTile name={group.icon} size="sm" />
                {group.title}
              </h3>
              <p className="flex items-baseline gap-3 sm:text-right">
                <span className="text-3xl font-extrabold tracking-tight text-brand-deep">
                  {group.stat.value}
                </span>
                <span className="text-sm text-slate-600">
                  {group.stat.label}
                </span>
              </p>
            </div>
            <Carousel
              label={group.carouselLabel}
              buttons={carouselButtons}
              className="mt-6"
              slideClassName="pt-2 pb-8"
              slides={group.testimonials.map((testimonial) => (
                <TestimonialCard
                  key={testimonial.name}
                  testimonial={testimonial}
                />
              ))}
            />
          </div>
        ))}
      </div>
    </Section>
  )
}

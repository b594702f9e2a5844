import { Carousel } from "#app/components/ui/carousel.tsx"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"
import type { CommonContent } from "#app/content/common/types.ts"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"

interface ConnextTestimonialsSectionProps {
  readonly content: ConnextContent["testimonials"]
  /** Carousel button and rating labels, from the shared UI strings. */
  readonly labels: CommonContent["carousel"]
  readonly className?: string
}

/**
 * Two testimonials, one at a time at every width: with two slides, two per
 * view would leave nothing to move to on desktop, so the buttons stay useful
 * and the carousel loops everywhere.
 */
export function ConnextTestimonialsSection({
  content,
  labels,
  className,
}: ConnextTestimonialsSectionProps) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          content={content.intro}
          eyebrowClassName="text-violet-deep"
        />
        <Carousel
          className="mx-auto mt-10 max-w-3xl"
          label={content.intro.title}
          previousLabel={labels.previous}
          nextLabel={labels.next}
          slideClassName="basis-full"
          buttonClassName="border-slate-300 text-ink hover:border-violet hover:text-violet-deep"
          slides={content.items.map((item) => (
            <TestimonialCard
              key={item.name}
              testimonial={item}
              ratingLabel={labels.rating}
              accentClassName="bg-violet/10 text-violet-deep"
              className="shadow-none sm:p-10 sm:text-lg"
            />
          ))}
        />
      </div>
    </section>
  )
}

import type { TestimonialsBlock } from "#app/content/common/landing-blocks.ts"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"
import { useCommon } from "#app/hooks/use-common.ts"
import { landingAccents, type LandingAccent } from "./landing-accent.ts"
import { LandingSection } from "./landing-section.tsx"

interface LandingTestimonialsSectionProps {
  readonly id: string
  readonly content: TestimonialsBlock
  readonly accent: LandingAccent
  readonly className?: string
}

/** Clients' words: a looping carousel, two per view from medium width, or one card on its own. */
export function LandingTestimonialsSection({
  id,
  content,
  accent,
  className,
}: LandingTestimonialsSectionProps) {
  const { common } = useCommon()
  const tone = landingAccents[accent]
  const cards = content.items.map((testimonial) => (
    <TestimonialCard
      key={testimonial.name}
      testimonial={testimonial}
      ratingLabel={common.carousel.rating}
      accentClassName={tone.initials}
      className="text-base"
    />
  ))

  return (
    <LandingSection
      id={id}
      intro={content.intro}
      eyebrowClassName={tone.eyebrow}
      isTinted
      className={className}
    >
      {cards.length > 1 ? (
        <Carousel
          slides={cards}
          label={content.label}
          previousLabel={common.carousel.previous}
          nextLabel={common.carousel.next}
          slideClassName="basis-full md:basis-1/2"
          buttonClassName={tone.carouselButton}
          className="mt-12"
        />
      ) : (
        <div className="mx-auto mt-12 max-w-2xl" data-reveal>
          {cards}
        </div>
      )}
    </LandingSection>
  )
}

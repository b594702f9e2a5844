import type { ReactNode } from "react"
import type { TestimonialsBlock } from "#app/schemas/blocks.ts"
import { Carousel } from "#app/components/ui/carousel.tsx"
import { Section } from "#app/components/ui/section.tsx"
import { TestimonialCard } from "#app/components/ui/testimonial-card.tsx"
import { cn } from "#app/lib/cn.ts"

interface TestimonialsSectionProps {
  readonly id: string
  readonly content: TestimonialsBlock
  readonly background?: "white" | "slate"
  /** Whether a click moves one card or as many as are shown (the clinic's two per slide). */
  readonly step?: "slide" | "view"
  readonly className?: string
  /** The carousel's buttons (the page's CarouselButtons island). */
  readonly carouselButtons?: ReactNode
}

/**
 * Clients' words. One testimonial stands alone, large; two loop one at a
 * time (two per view would leave nothing to move to); more loop two per
 * view from medium width.
 */
export function TestimonialsSection({
  id,
  content,
  step,
  background = "slate",
  className,
  carouselButtons,
}: TestimonialsSectionProps) {
  const isLarge = content.items.length <= 2
  const cards = content.items.map((testimonial) => (
    <TestimonialCard
      key={testimonial.name}
      testimonial={testimonial}
      className={cn(isLarge && "sm:p-10 sm:text-lg")}
    />
  ))
  return (
    <Section
      id={id}
      intro={content.intro}
      background={background}
      className={className}
    >
      {cards.length > 1 ? (
        <Carousel
          slides={cards}
          label={content.label ?? content.intro.title}
          perView={isLarge ? { base: 1 } : { base: 1, md: 2 }}
          slideClassName="pt-2 pb-8"
          step={step}
          buttons={carouselButtons}
          className={cn("mt-12", isLarge && "mx-auto max-w-3xl")}
        />
      ) : (
        <div className="mx-auto mt-12 max-w-3xl" data-reveal>
          {cards}
        </div>
      )}
    </Section>
  )
}

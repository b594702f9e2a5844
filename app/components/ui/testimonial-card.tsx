import type { Testimonial } from "#app/schemas/blocks.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"
import { Card } from "./card.tsx"
import { Icon } from "./icon.tsx"
import { RatingStars } from "./rating-stars.tsx"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface TestimonialCardProps {
  readonly testimonial: Testimonial
  readonly className?: string
}

/** A client's words with five stars, and their initials in the accent around the card. */
export function TestimonialCard({
  testimonial,
  className,
}: TestimonialCardProps) {
  const { common } = useCommon()
  return (
    <Card
      as="figure"
      isRaised
      className={cn("flex h-full flex-col", className)}
    >
      <div className="flex items-center justify-between">
        <RatingStars label={common.carousel.rating} />
        <Icon name="quote" className="size-6 text-slate-300" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-bold text-accent-ink"
        >
          {testimonial.initials}
        </span>
        <span className="text-sm">
          <TitledText
            as="span"
            size="sm"
            title={testimonial.name}
            text={[testimonial.role, testimonial.organization]
              .filter(Boolean)
              .join(", ")}
          />
        </span>
      </figcaption>
    </Card>
  )
}

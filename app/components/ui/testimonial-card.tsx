import { Quote } from "lucide-react"
import type { Testimonial } from "#app/content/common/blocks.ts"
import { cn } from "#app/lib/cn.ts"
import { RatingStars } from "./rating-stars.tsx"

interface TestimonialCardProps {
  readonly testimonial: Testimonial
  /** Accessible label of the stars, e.g. 'Valoración: 5 de 5 estrellas'. */
  readonly ratingLabel: string
  /** Classes of the initials circle, in the page's accent (e.g. "bg-teal/10 text-teal-deep"). */
  readonly accentClassName?: string
  readonly className?: string
}

export function TestimonialCard({
  testimonial,
  ratingLabel,
  accentClassName = "bg-sky text-brand-deep",
  className,
}: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised",
        className,
      )}
    >
      <div className="flex items-center justify-between">
        <RatingStars label={ratingLabel} />
        <Quote className="size-6 text-slate-300" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold",
            accentClassName,
          )}
        >
          {testimonial.initials}
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-ink">
            {testimonial.name}
          </span>
          <span className="block text-slate-600">
            {testimonial.role}
            {testimonial.organization ? `, ${testimonial.organization}` : null}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

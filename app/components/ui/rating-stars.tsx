import { cn } from "#app/lib/cn.ts"
import { Icon } from "./icon.tsx"

/** Five filled stars; every testimonial on the site is rated 5. */
export const RATING = 5

export function RatingStars({
  label,
  className,
}: {
  readonly label: string
  readonly className?: string
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn("flex gap-0.5 text-amber", className)}
    >
      {Array.from({ length: RATING }, (_, i) => (
        <Icon key={i} name="star" className="size-4 fill-current" />
      ))}
    </div>
  )
}

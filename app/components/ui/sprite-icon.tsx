import type { SVGProps } from "react"
import { spriteHref } from "virtual:icon-sprite"

export interface SpriteIconProps extends SVGProps<SVGSVGElement> {
  readonly size?: number | string
}

const labelled = (props: object) =>
  Object.keys(props).some(
    (key) => key.startsWith("aria-") || key === "role" || key === "title",
  )

/**
 * A lucide icon drawn from the sprite: the same `<svg>` lucide renders
 * (24 px grid, round 2 px strokes in the current colour, `lucide-<id>` class),
 * with its shapes referenced instead of inlined. Decorative unless labelled.
 */
export function SpriteIcon({
  id,
  size = 24,
  strokeWidth = 2,
  color = "currentColor",
  className,
  ...rest
}: SpriteIconProps & { readonly id: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={["lucide", `lucide-${id}`, className]
        .filter(Boolean)
        .join(" ")}
      aria-hidden={labelled(rest) ? undefined : "true"}
      {...rest}
    >
      <use href={`${spriteHref}#${id}`} />
    </svg>
  )
}

/** A component for one sprite icon, in the shape of lucide's named exports. */
export function spriteIcon(id: string) {
  const Drawn = (props: SpriteIconProps) => <SpriteIcon id={id} {...props} />
  return Drawn
}

import { useContext, type SVGProps } from "react"
import { cn } from "#app/lib/cn.ts"
import { IconSymbolsContext } from "./icon-symbols.tsx"
import { icons, lucideId, type IconName } from "./icons.ts"
import type { LucideIcon } from "lucide-react"

export type { IconName }

interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  "name" | "ref" | "strokeWidth"
> {
  readonly name: IconName
  readonly className?: string
  readonly strokeWidth?: number
}

/**
 * Lucide's drawing with no stroke or fill of its own: in a symbol it takes
 * them from the `<svg>` that uses it, so each use keeps its colour, fill and
 * stroke width. (Lucide leaves it `aria-hidden`, as every svg in the page.)
 */
const drawingOnly = {
  strokeWidth: "inherit",
  stroke: undefined,
  fill: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
  viewBox: undefined,
  xmlns: undefined,
} as const

const isLabelled = (props: object) =>
  Object.entries(props).some(
    ([key, value]) =>
      value != null &&
      (key.startsWith("aria-") || key === "role" || key === "title"),
  )

/** The `<symbol>` of a lucide drawing, as the page or the sprite file carries it. */
export function IconSymbol({
  drawing: Drawing,
}: {
  readonly drawing: LucideIcon
}) {
  return (
    <symbol id={symbolId(Drawing)} viewBox="0 0 24 24">
      <Drawing {...drawingOnly} />
    </symbol>
  )
}

const symbolId = (drawing: LucideIcon) => `icon-${lucideId(drawing)}`

/**
 * A named icon (icons.ts), decorative unless labelled. Drawn from a
 * `<symbol id="icon-<id>">` with `<use>`, as IconSymbolsContext says
 * (icon-symbols.tsx): in the header and the first screen, the first icon of a
 * kind writes its symbol inside its own `<svg>` and every use references it
 * in the page (a symbol draws wherever it is referenced, even from inside a
 * closed popover); below, each use references the site's sprite file. The
 * `<svg>` carries only the `icon` class: lucide's 24 px size and round
 * strokes in the current colour come from app/styles/base.css, which the
 * size, fill and stroke utilities override, and a stroke width other than 2
 * comes as a style. Without that context (an island, a test) lucide draws the
 * icon inline, with its own attributes.
 */
export function Icon({
  name,
  className,
  strokeWidth,
  style,
  ...rest
}: IconProps) {
  const source = useContext(IconSymbolsContext)
  const Drawing = icons[name]
  if (!source)
    return (
      <Drawing
        className={className}
        strokeWidth={strokeWidth ?? 2}
        style={style}
        {...rest}
      />
    )
  const id = symbolId(Drawing)
  const isFirst = "written" in source && !source.written.has(id)
  if ("written" in source) source.written.add(id)
  const href = "sprite" in source ? `${source.sprite}#${id}` : `#${id}`
  return (
    <svg
      className={cn("icon", className)}
      style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      aria-hidden={isLabelled(rest) ? undefined : "true"}
      {...rest}
    >
      {isFirst ? <IconSymbol drawing={Drawing} /> : null}
      <use href={href} />
    </svg>
  )
}

/** Where a named icon draws from in the site's sprite file (icon-sprite.tsx). */
export const spriteHref = (sprite: string, name: IconName) =>
  `${sprite}#${symbolId(icons[name])}`

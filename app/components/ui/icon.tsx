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
 * Lucide's drawing as the target of `<use>`: its own `<svg>`, with the icon's
 * id and lucide's 24-unit viewBox, that fills the box it is drawn in (a
 * hundred per cent, as a `<symbol>` would) and has no stroke or fill of its
 * own, so that each use keeps its colour, fill and stroke width. Being an
 * `<svg>` rather than a `<symbol>` wrapped around lucide's `<svg>`, each use
 * clones one element fewer. No `aria-hidden`: the `<svg>` that draws it says
 * that.
 */
const asDrawing = {
  size: "100%",
  strokeWidth: "inherit",
  stroke: undefined,
  fill: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
  xmlns: undefined,
  "aria-hidden": undefined,
} as const

const isLabelled = (props: object) =>
  Object.entries(props).some(
    ([key, value]) =>
      value != null &&
      (key.startsWith("aria-") || key === "role" || key === "title"),
  )

/**
 * A lucide drawing with its id, as the page or the sprite file carries it;
 * without one where it may be written more than once (`isAnonymous`).
 */
export function IconDrawing({
  drawing: Drawing,
  isAnonymous = false,
}: {
  readonly drawing: LucideIcon
  readonly isAnonymous?: boolean
}) {
  return (
    <Drawing id={isAnonymous ? undefined : drawingId(Drawing)} {...asDrawing} />
  )
}

const drawingId = (drawing: LucideIcon) => `icon-${lucideId(drawing)}`

/**
 * A named icon (icons.ts), decorative unless labelled, as IconSymbolsContext
 * says (icon-symbols.tsx). In the header and the first screen, the first icon
 * of a kind carries the drawing itself, with its id, and every later use
 * draws it with `<use>` (a use draws its target wherever that is, even inside
 * a closed popover); below, each use references the site's sprite file, or,
 * on the pages that draw every icon themselves, the page's drawing too; in
 * what a page writes inside an island, which the page may repeat, where the
 * sprite file is not used each icon carries its drawing without an id. The
 * `<svg>` carries only the `icon` class: lucide's 24 px size and round
 * strokes in the current colour come from app/styles/base.css, which the
 * size, fill and stroke utilities override: a finer stroke is a class
 * (`[stroke-width:1.75]`), as the built pages carry no style attribute, and
 * `strokeWidth` writes one as a style. Without that context (an island, a test) lucide draws the
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
  const id = drawingId(Drawing)
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
      {"inline" in source ? (
        <IconDrawing drawing={Drawing} isAnonymous />
      ) : isFirst ? (
        <IconDrawing drawing={Drawing} />
      ) : (
        <use href={href} />
      )}
    </svg>
  )
}

/** Where a named icon draws from in the site's sprite file (icon-sprite.tsx). */
export const spriteHref = (sprite: string, name: IconName) =>
  `${sprite}#${drawingId(icons[name])}`

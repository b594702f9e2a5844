import { useContext, type SVGProps } from "react"
import { WhatsappIcon } from "./brand-icons.tsx"
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
 * A named icon (icons.ts), decorative unless labelled: lucide's `<svg>` (24 px
 * grid, round strokes in the current colour, `lucide-<id>` class) drawing a
 * `<symbol id="icon-<id>">` with `<use>`, as IconSymbolsContext says
 * (icon-symbols.tsx): in the header and the first screen, the first icon of a
 * kind writes its symbol inside its own `<svg>` and every use references it
 * in the page (a symbol draws wherever it is referenced, even from inside a
 * closed popover); below, each use references the site's sprite file. Without
 * that context (an island, a test) the drawing is inline.
 */
export function Icon({ name, className, strokeWidth = 2, ...rest }: IconProps) {
  const source = useContext(IconSymbolsContext)
  if (name === "whatsapp")
    return <WhatsappIcon className={className} aria-hidden="true" />
  const Drawing = icons[name]
  if (!source)
    return <Drawing className={className} strokeWidth={strokeWidth} {...rest} />
  const drawn = lucideId(Drawing)
  const id = symbolId(Drawing)
  const isFirst = "written" in source && !source.written.has(id)
  if ("written" in source) source.written.add(id)
  const href = "sprite" in source ? `${source.sprite}#${id}` : `#${id}`
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={["lucide", `lucide-${drawn}`, className]
        .filter(Boolean)
        .join(" ")}
      aria-hidden={isLabelled(rest) ? undefined : "true"}
      {...rest}
    >
      {isFirst ? <IconSymbol drawing={Drawing} /> : null}
      <use href={href} />
    </svg>
  )
}

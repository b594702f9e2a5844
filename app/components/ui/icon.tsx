import { useContext, type SVGProps } from "react"
import { WhatsappIcon } from "./brand-icons.tsx"
import { IconSymbolsContext } from "./icon-symbols.tsx"
import { icons, lucideId, type IconName } from "./icons.ts"

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

/**
 * A named icon (icons.ts), decorative unless labelled: lucide's `<svg>` (24 px
 * grid, round strokes in the current colour, `lucide-<id>` class). In a page
 * rendered at build, the first icon of a kind writes its drawing as a
 * `<symbol id="icon-<id>">` inside its own `<svg>`, and each use, that one
 * included, draws it with `<use>` (IconSymbolsContext, icon-symbols.tsx): a
 * symbol draws wherever it is referenced, even from inside a closed popover.
 * Without that context (an island, a test) the drawing is inline.
 */
export function Icon({ name, className, strokeWidth = 2, ...rest }: IconProps) {
  const symbols = useContext(IconSymbolsContext)
  if (name === "whatsapp")
    return <WhatsappIcon className={className} aria-hidden="true" />
  const Drawing = icons[name]
  if (!symbols)
    return <Drawing className={className} strokeWidth={strokeWidth} {...rest} />
  const drawn = lucideId(Drawing)
  const id = `icon-${drawn}`
  const isFirst = !symbols.has(id)
  symbols.add(id)
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
      {isFirst ? (
        <symbol id={id} viewBox="0 0 24 24">
          <Drawing {...drawingOnly} />
        </symbol>
      ) : null}
      <use href={`#${id}`} />
    </svg>
  )
}

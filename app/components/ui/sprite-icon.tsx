import { useEffect, type SVGProps } from "react"
import { spriteHref } from "virtual:icon-sprite"
import { ICON_SHEET_ID, symbolId } from "./icon-sheet.ts"

export interface SpriteIconProps extends SVGProps<SVGSVGElement> {
  readonly size?: number | string
}

const labelled = (props: object) =>
  Object.keys(props).some(
    (key) => key.startsWith("aria-") || key === "role" || key === "title",
  )

const svgNs = "http://www.w3.org/2000/svg"
let adding: Promise<void> | undefined

function newSheet(): Element {
  const sheet = document.createElementNS(svgNs, "svg")
  sheet.id = ICON_SHEET_ID
  sheet.setAttribute("hidden", "")
  document.body.append(sheet)
  return sheet
}

/**
 * Adds to the page's icon sheet every symbol of the sprite file it lacks. A
 * page carries the symbols of the icons in its HTML; an icon that only
 * appears later (the form's confirmation) is drawn once this has run. The
 * file is fetched at most once per page, and again only after a failure.
 */
function addMissingSymbols(): Promise<void> {
  adding ??= fetch(spriteHref)
    .then((response) => {
      if (!response.ok) throw new Error(`icon sprite: ${response.status}`)
      return response.text()
    })
    .then((text) => {
      const sprite = new DOMParser().parseFromString(text, "image/svg+xml")
      const sheet = document.getElementById(ICON_SHEET_ID) ?? newSheet()
      for (const symbol of sprite.querySelectorAll("symbol"))
        if (!document.getElementById(symbol.id))
          sheet.append(document.importNode(symbol, true))
    })
    .catch(() => {
      adding = undefined
    })
  return adding
}

/**
 * A lucide icon drawn from the page's icon sheet: the same `<svg>` lucide renders
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
  useEffect(() => {
    if (!document.getElementById(symbolId(id))) void addMissingSymbols()
  }, [id])
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
      <use href={`#${symbolId(id)}`} />
    </svg>
  )
}

/** A component for one sprite icon, in the shape of lucide's named exports. */
export function spriteIcon(id: string) {
  const Drawn = (props: SpriteIconProps) => <SpriteIcon id={id} {...props} />
  return Drawn
}

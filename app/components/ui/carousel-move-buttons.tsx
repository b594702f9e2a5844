import { useCommon } from "#app/hooks/use-common.ts"
import { Icon } from "./icon.tsx"

/** Previous and next, round, in the accent around them. */
const buttonClassName =
  "inline-flex size-11 items-center justify-center rounded-full border bg-white transition-colors disabled:cursor-not-allowed disabled:opacity-40 border-slate-300 text-ink hover:border-accent hover:text-accent-strong"

const moves = [
  { move: "previous", icon: "chevronLeft" },
  { move: "next", icon: "chevronRight" },
] as const

/**
 * A carousel's previous and next buttons as the page writes them, disabled,
 * inside the CarouselButtons island (carousel-buttons-island.astro), which
 * enables each while a move that way is possible. Their names and icons are
 * the page's, written once, rather than the island's props.
 */
export function CarouselMoveButtons() {
  const { common } = useCommon()
  return moves.map(({ move, icon }) => (
    <button
      key={move}
      type="button"
      className={buttonClassName}
      disabled
      aria-label={common.carousel[move]}
      data-carousel-move={move}
    >
      <Icon name={icon} className="size-5" />
    </button>
  ))
}

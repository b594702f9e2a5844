import { Icon } from "#app/components/ui/icon.tsx"

/**
 * Previous and next of a carousel: disabled in the HTML;
 * app/scripts/carousel.ts (`data-carousel-move`) enables each one whenever a
 * move that way is possible.
 */
export function CarouselButtons({
  className,
  previousLabel,
  nextLabel,
}: {
  readonly className: string
  readonly previousLabel: string
  readonly nextLabel: string
}) {
  const buttons = [
    { label: previousLabel, move: "previous", icon: "chevronLeft" as const },
    { label: nextLabel, move: "next", icon: "chevronRight" as const },
  ]
  return (
    <div className="mt-6 flex justify-center gap-3">
      {buttons.map(({ label, move, icon }) => (
        <button
          key={move}
          type="button"
          className={className}
          disabled
          aria-label={label}
          data-carousel-move={move}
        >
          <Icon name={icon} className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}

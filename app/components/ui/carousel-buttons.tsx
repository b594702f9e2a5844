import { ChevronLeft, ChevronRight } from "lucide-react"

interface CarouselButtonProps {
  readonly label: string
  readonly isEnabled: boolean
}

/** Previous and next of a carousel: disabled until Embla runs, and when no move is possible. */
export function CarouselButtons({
  className,
  previous,
  next,
  onPrevious,
  onNext,
}: {
  readonly className: string
  readonly previous: CarouselButtonProps
  readonly next: CarouselButtonProps
  readonly onPrevious: () => void
  readonly onNext: () => void
}) {
  const buttons = [
    { ...previous, onClick: onPrevious, Chevron: ChevronLeft },
    { ...next, onClick: onNext, Chevron: ChevronRight },
  ]
  return (
    <div className="mt-6 flex justify-center gap-3">
      {buttons.map(({ label, isEnabled, onClick, Chevron }) => (
        <button
          key={label}
          type="button"
          className={className}
          onClick={onClick}
          disabled={!isEnabled}
          aria-label={label}
        >
          <Chevron className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}

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
  return (
    <div className="mt-6 flex justify-center gap-3">
      <button
        type="button"
        className={className}
        onClick={onPrevious}
        disabled={!previous.isEnabled}
        aria-label={previous.label}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={className}
        onClick={onNext}
        disabled={!next.isEnabled}
        aria-label={next.label}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  )
}

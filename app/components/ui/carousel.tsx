import useEmblaCarousel from "embla-carousel-react"
import { ChevronLeft, ChevronRight } from "lucide-react"
import {
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react"
import { cn } from "#app/lib/cn.ts"

interface CarouselProps {
  /** One node per slide. */
  readonly slides: readonly ReactNode[]
  /** Accessible name of the carousel region. */
  readonly label: string
  readonly previousLabel: string
  readonly nextLabel: string
  /**
   * Width of a slide, which sets how many show at once. Default: 1 on phones,
   * 2 at medium width, 3 at large width (SPEC.md point 9).
   */
  readonly slideClassName?: string
  readonly className?: string
  /** Classes of the previous/next buttons, in the page's accent. */
  readonly buttonClassName?: string
}

/**
 * A looping carousel (Embla): previous and next buttons, left and right
 * arrow keys, buttons disabled when no move is possible (e.g. when every
 * slide already fits).
 */
export function Carousel({
  slides,
  label,
  previousLabel,
  nextLabel,
  slideClassName = "basis-full md:basis-1/2 lg:basis-1/3",
  className,
  buttonClassName = "border-slate-300 text-ink hover:border-brand hover:text-brand",
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" })
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  const update = useCallback(() => {
    if (!api) return
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
  }, [api])

  useEffect(() => {
    if (!api) return
    update()
    api.on("select", update).on("reInit", update)
    return () => {
      api.off("select", update).off("reInit", update)
    }
  }, [api, update])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault()
      api?.scrollPrev()
    } else if (event.key === "ArrowRight") {
      event.preventDefault()
      api?.scrollNext()
    }
  }

  const buttonClass = cn(
    "inline-flex size-11 items-center justify-center rounded-full border bg-white transition-colors disabled:cursor-not-allowed disabled:opacity-40",
    buttonClassName,
  )

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn("rounded-card", className)}
      data-testid="carousel"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-5 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className={cn("min-w-0 shrink-0 grow-0 pl-5", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label={previousLabel}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label={nextLabel}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}

import type { EmblaCarouselType } from "embla-carousel"
import { ChevronLeft, ChevronRight } from "lucide-react"
import {
  useEffect,
  useRef,
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
 * slide already fits). The slides are in the prerendered HTML; Embla itself
 * is fetched when the carousel comes near the viewport, so pages do not
 * pay for it up front.
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
  const rootRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  useEffect(() => {
    const root = rootRef.current
    const viewport = viewportRef.current
    if (!root || !viewport) return
    let embla: EmblaCarouselType | undefined
    let isCancelled = false
    const update = (instance: EmblaCarouselType) => {
      setCanPrev(instance.canScrollPrev())
      setCanNext(instance.canScrollNext())
    }
    const start = async () => {
      const { default: EmblaCarousel } = await import("embla-carousel")
      if (isCancelled) return
      embla = EmblaCarousel(viewport, { loop: true, align: "start" })
      embla.on("init", update).on("select", update).on("reInit", update)
      update(embla)
      setApi(embla)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void start()
      },
      { rootMargin: "600px 0px" },
    )
    observer.observe(root)
    return () => {
      isCancelled = true
      observer.disconnect()
      embla?.destroy()
    }
  }, [slides.length])

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
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn("rounded-card", className)}
      data-testid="carousel"
      data-ready={api ? "true" : undefined}
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

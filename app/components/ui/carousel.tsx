import type { EmblaCarouselType } from "embla-carousel"
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react"
import { cn } from "#app/lib/cn.ts"
import { CarouselButtons } from "./carousel-buttons.tsx"

interface CarouselProps {
  /** One node per slide. */
  readonly slides: readonly ReactNode[]
  /** Accessible name of the carousel region. */
  readonly label: string
  readonly previousLabel: string
  readonly nextLabel: string
  /**
   * Width of a slide, which sets how many show at once. Default: 1 on phones,
   * 2 at medium width, 3 at large width.
   */
  readonly slideClassName?: string
  readonly className?: string
  /** Classes of the previous/next buttons, in the page's accent. */
  readonly buttonClassName?: string
}

/**
 * A looping carousel. In the HTML the track is a CSS scroll-snap strip that
 * touch, trackpad and keyboard scroll (it is the focusable element then);
 * once hydrated, Embla is fetched when the carousel comes near the viewport
 * and adds the previous and next buttons, looping, the left and right arrow
 * keys on the region, and buttons disabled when no move is possible.
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
      // The track scrolled natively until now: Embla moves it by transform from the start.
      viewport.scrollLeft = 0
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
      tabIndex={api ? 0 : -1}
      onKeyDown={onKeyDown}
      className={cn("rounded-card", className)}
      data-testid="carousel"
      data-ready={api ? "true" : undefined}
    >
      <div
        ref={viewportRef}
        tabIndex={api ? -1 : 0}
        className={cn(
          "rounded-card",
          api
            ? "overflow-hidden"
            : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain",
        )}
      >
        <div className={cn("-ml-5 flex", api && "touch-pan-y")}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className={cn(
                "min-w-0 shrink-0 grow-0 snap-start pl-5",
                slideClassName,
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <CarouselButtons
        className={buttonClass}
        previous={{ label: previousLabel, isEnabled: canPrev }}
        next={{ label: nextLabel, isEnabled: canNext }}
        onPrevious={() => api?.scrollPrev()}
        onNext={() => api?.scrollNext()}
      />
    </div>
  )
}

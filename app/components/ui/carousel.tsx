import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

interface CarouselProps {
  /** One node per slide. */
  readonly slides: readonly ReactNode[]
  /** Accessible name of the carousel region. */
  readonly label: string
  /**
   * Width of a slide, which sets how many show at once. Default: 1 on phones,
   * 2 at medium width, 3 at large width.
   */
  readonly slideClassName?: string
  /**
   * How far previous and next move: one slide (the default), or a whole view,
   * as many slides as show at once (two testimonials side by side move as a
   * pair).
   */
  readonly step?: "slide" | "view"
  readonly className?: string
  /**
   * The previous and next buttons: the page's CarouselButtons island, which
   * starts Embla (carousel-buttons.tsx). Without it the strip still scrolls.
   */
  readonly buttons?: ReactNode
}

/** The viewport: a scroll-snap strip in the HTML, Embla's frame once it runs. */
const viewportClass = cn(
  "rounded-card",
  "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain",
)
const readyViewportClass = cn("rounded-card", "overflow-hidden")
const trackClass = "-ml-5 flex"
const readyTrackClass = cn(trackClass, "touch-pan-y")

/**
 * A looping carousel. In the HTML the track is a CSS scroll-snap strip that
 * touch, trackpad and keyboard scroll (it is the focusable element then), and
 * the buttons are disabled. The buttons' island, when the carousel comes near
 * the viewport, starts Embla: looping, the previous and next buttons, the
 * left and right arrow keys on the region (which becomes the focusable
 * element), buttons disabled when no move is possible, moving by `step`
 * (`data-carousel`); each `data-ready-class` is the element's class list from
 * then on.
 */
export function Carousel({
  slides,
  label,
  slideClassName = "basis-full md:basis-1/2 lg:basis-1/3",
  step = "slide",
  className,
  buttons,
}: CarouselProps) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      className={cn("rounded-card", className)}
      data-carousel={step}
    >
      <div
        tabIndex={0}
        className={viewportClass}
        data-ready-class={readyViewportClass}
      >
        <div className={trackClass} data-ready-class={readyTrackClass}>
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
      {buttons}
    </div>
  )
}

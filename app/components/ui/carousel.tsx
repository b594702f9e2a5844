import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

/** The widths at which a carousel may show more slides at once (Tailwind's breakpoints). */
type Breakpoint = "base" | "sm" | "md" | "lg"

/** How many slides show at once from each width up: `{ base: 1, md: 2, lg: 3 }`. */
export type PerView = { readonly base: 1 } & Partial<
  Record<Exclude<Breakpoint, "base">, 1 | 2 | 3>
>

/** Each breakpoint's classes, written whole so that Tailwind finds them. */
const slideWidth = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3" },
  sm: { 1: "sm:basis-full", 2: "sm:basis-1/2", 3: "sm:basis-1/3" },
  md: { 1: "md:basis-full", 2: "md:basis-1/2", 3: "md:basis-1/3" },
  lg: { 1: "lg:basis-full", 2: "lg:basis-1/2", 3: "lg:basis-1/3" },
} as const
const buttonsShown = {
  base: { true: "block", false: "hidden" },
  sm: { true: "sm:block", false: "sm:hidden" },
  md: { true: "md:block", false: "md:hidden" },
  lg: { true: "lg:block", false: "lg:hidden" },
} as const
const breakpoints = ["base", "sm", "md", "lg"] as const

/**
 * The slides' widths, and where the buttons show: at each width from which
 * more slides show, only while some do not fit (no dead arrows when all do).
 */
function layoutOf(perView: PerView, slides: number) {
  const widths: string[] = []
  const buttons: string[] = []
  for (const breakpoint of breakpoints) {
    const count = perView[breakpoint]
    if (count === undefined) continue
    widths.push(slideWidth[breakpoint][count])
    buttons.push(buttonsShown[breakpoint][`${slides > count}`])
  }
  return { slide: widths.join(" "), buttons: buttons.join(" ") }
}

interface CarouselProps {
  /** One node per slide. */
  readonly slides: readonly ReactNode[]
  /** Accessible name of the carousel region. */
  readonly label: string
  /** How many slides show at once. Default: 1 on phones, 2 at medium width, 3 at large width. */
  readonly perView?: PerView
  /** More classes for each slide (room for the cards' shadows). */
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

/**
 * The viewport: a scroll-snap strip in the HTML, Embla's frame once it runs.
 * It reaches half a gap beyond the content's edges, and each slide keeps half
 * a gap on each side, so that the cards line up with the page and their
 * shadows have room inside the clip while the next cards stay out of it.
 */
const viewportClass = cn(
  "-mx-2.5 rounded-card",
  "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain",
)
const readyViewportClass = cn("-mx-2.5 rounded-card", "overflow-hidden")
const trackClass = "flex"
const readyTrackClass = cn(trackClass, "touch-pan-y")

/**
 * A looping carousel. In the HTML the track is a CSS scroll-snap strip that
 * touch, trackpad and keyboard scroll (it is the focusable element then), and
 * the buttons are disabled; at a width where every slide fits, there are no
 * buttons. The buttons' island, when the carousel comes near
 * the viewport, starts Embla: looping, the previous and next buttons, the
 * left and right arrow keys on the region (which becomes the focusable
 * element), buttons disabled when no move is possible, moving by `step`
 * (`data-carousel`); each `data-ready-class` is the element's class list from
 * then on.
 */
export function Carousel({
  slides,
  label,
  perView = { base: 1, md: 2, lg: 3 },
  slideClassName,
  step = "slide",
  className,
  buttons,
}: CarouselProps) {
  const layout = layoutOf(perView, slides.length)
  return (
    // A named section is a region: the carousel among the page's landmarks.
    <section
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
                "min-w-0 shrink-0 grow-0 snap-start px-2.5",
                layout.slide,
                slideClassName,
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {buttons ? <div className={layout.buttons}>{buttons}</div> : null}
    </section>
  )
}

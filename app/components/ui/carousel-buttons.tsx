import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { useEffect, useRef, useState } from "react"

/** Previous and next, round, in the accent around them. */
const buttonClassName =
  "inline-flex size-11 items-center justify-center rounded-full border bg-white transition-colors disabled:cursor-not-allowed disabled:opacity-40 border-slate-300 text-ink hover:border-accent hover:text-accent-strong"

export interface CarouselButtonsProps {
  /** The buttons' names (the shared strings' `carousel`). */
  readonly labels: { readonly previous: string; readonly next: string }
}

/**
 * Starts Embla on a carousel region (carousel.tsx): gives each
 * `[data-ready-class]` element inside that class list (the viewport clips,
 * the track lets the page scroll vertically), loops, moves by one slide or,
 * where the region says `data-carousel="view"`, by as many as show at once;
 * the left and right arrow keys move it from the region, which takes the
 * viewport's place in the tab order. Marks the region `data-ready="true"`.
 */
function startCarousel(
  region: HTMLElement,
  viewport: HTMLElement,
): EmblaCarouselType {
  for (const element of region.querySelectorAll<HTMLElement>(
    "[data-ready-class]",
  ))
    element.className = element.dataset.readyClass ?? element.className
  // The strip scrolled natively until now: Embla moves it by transform from the start.
  viewport.scrollLeft = 0
  const embla = EmblaCarousel(viewport, {
    loop: true,
    align: "start",
    slidesToScroll: region.dataset.carousel === "view" ? "auto" : 1,
  })
  region.tabIndex = 0
  viewport.tabIndex = -1
  region.dataset.ready = "true"
  return embla
}

/**
 * A carousel's previous and next buttons, its island (`client:visible`,
 * placed by the page in the section's `carouselButtons` slot): disabled in
 * the HTML, where the strip is a CSS scroll-snap one that touch, trackpad
 * and keyboard scroll. Once hydrated it starts Embla on the region around it
 * and keeps each button enabled while a move that way is possible.
 */
export function CarouselButtons({ labels }: CarouselButtonsProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const [canMove, setCanMove] = useState({ previous: false, next: false })

  useEffect(() => {
    const region = ref.current?.closest<HTMLElement>("[data-carousel]")
    const viewport = region?.firstElementChild
    if (!region || !(viewport instanceof HTMLElement)) return
    const started = startCarousel(region, viewport)
    const update = () =>
      setCanMove({
        previous: started.canScrollPrev(),
        next: started.canScrollNext(),
      })
    started.on("select", update).on("reInit", update)
    update()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") {
        event.preventDefault()
        started.scrollPrev()
      } else if (event.key === "ArrowRight") {
        event.preventDefault()
        started.scrollNext()
      }
    }
    region.addEventListener("keydown", onKey)
    setEmbla(started)
    return () => {
      region.removeEventListener("keydown", onKey)
      started.destroy()
    }
  }, [])

  const buttons = [
    {
      label: labels.previous,
      move: "previous",
      Chevron: ChevronLeft,
      enabled: canMove.previous,
      onClick: () => embla?.scrollPrev(),
    },
    {
      label: labels.next,
      move: "next",
      Chevron: ChevronRight,
      enabled: canMove.next,
      onClick: () => embla?.scrollNext(),
    },
  ]
  return (
    <div ref={ref} className="mt-6 flex justify-center gap-3">
      {buttons.map(({ label, move, Chevron, enabled, onClick }) => (
        <button
          key={move}
          type="button"
          className={buttonClassName}
          disabled={!enabled}
          aria-label={label}
          data-carousel-move={move}
          onClick={onClick}
        >
          <Chevron className="size-5" aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}

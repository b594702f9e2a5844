import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel"
import { useEffect, useRef, type ReactNode } from "react"

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
 * A carousel's buttons' island (`client:visible`, placed by the page in the
 * section's `carouselButtons` slot, carousel-buttons-island.astro). Its
 * children are the buttons as the page wrote them (carousel-move-buttons.tsx):
 * disabled, where the strip is a CSS scroll-snap one that touch, trackpad and
 * keyboard scroll. Hydrated, it starts Embla on the region around it, moves it
 * on a button's click, and keeps each button enabled while a move that way is
 * possible.
 */
export function CarouselButtons({
  children,
}: {
  readonly children?: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const buttons = ref.current
    const region = buttons?.closest<HTMLElement>("[data-carousel]")
    const viewport = region?.firstElementChild
    if (!buttons || !region || !(viewport instanceof HTMLElement)) return
    const started = startCarousel(region, viewport)
    const moves = {
      previous: {
        go: () => started.scrollPrev(),
        can: () => started.canScrollPrev(),
      },
      next: {
        go: () => started.scrollNext(),
        can: () => started.canScrollNext(),
      },
    }
    const moveOf = (element: Element | null) => {
      const move = element?.getAttribute("data-carousel-move")
      return move === "previous" || move === "next" ? moves[move] : undefined
    }
    const update = () => {
      for (const button of buttons.querySelectorAll("button"))
        button.disabled = !moveOf(button)?.can()
    }
    started.on("select", update).on("reInit", update)
    update()
    const onClick = (event: MouseEvent) => {
      const target = event.target
      if (target instanceof Element)
        moveOf(target.closest("[data-carousel-move]"))?.go()
    }
    const onKey = (event: KeyboardEvent) => {
      const move =
        event.key === "ArrowLeft"
          ? moves.previous
          : event.key === "ArrowRight"
            ? moves.next
            : undefined
      if (!move) return
      event.preventDefault()
      move.go()
    }
    buttons.addEventListener("click", onClick)
    region.addEventListener("keydown", onKey)
    return () => {
      buttons.removeEventListener("click", onClick)
      region.removeEventListener("keydown", onKey)
      started.destroy()
    }
  }, [])

  return (
    <div ref={ref} className="mt-6 flex justify-center gap-3">
      {children}
    </div>
  )
}

/**
 * Carousels: enhances every `[data-carousel]` region (app/components/ui/
 * carousel.tsx). Without script its viewport (the first child, `tabindex="0"`)
 * is a CSS scroll-snap strip that touch, trackpad and keyboard scroll, and its
 * previous and next buttons (`data-carousel-move="previous"|"next"`) are
 * disabled. When the region comes within 200 px of the viewport this fetches
 * Embla and, once it has it: gives each `[data-ready-class]` element inside
 * that class list (the viewport clips, the track lets the page scroll
 * vertically); starts Embla on the viewport, looping, moving by one slide, or
 * by as many as show at once where `data-carousel="view"`; keeps each button
 * enabled only while a move that way is possible and wires its click; moves
 * with the left and right arrow keys on the region, which takes the
 * viewport's place in the tab order; and marks the region
 * `data-ready="true"`.
 */

import type { EmblaCarouselType } from "embla-carousel"

function wire(
  region: HTMLElement,
  viewport: HTMLElement,
  embla: EmblaCarouselType,
) {
  const previous = region.querySelector<HTMLButtonElement>(
    '[data-carousel-move="previous"]',
  )
  const next = region.querySelector<HTMLButtonElement>(
    '[data-carousel-move="next"]',
  )
  const update = () => {
    if (previous) previous.disabled = !embla.canScrollPrev()
    if (next) next.disabled = !embla.canScrollNext()
  }
  embla.on("select", update).on("reInit", update)
  update()
  previous?.addEventListener("click", () => embla.scrollPrev())
  next?.addEventListener("click", () => embla.scrollNext())
  region.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault()
      embla.scrollPrev()
    } else if (event.key === "ArrowRight") {
      event.preventDefault()
      embla.scrollNext()
    }
  })
  region.tabIndex = 0
  viewport.tabIndex = -1
}

async function start(region: HTMLElement) {
  const viewport = region.firstElementChild
  if (!(viewport instanceof HTMLElement)) return
  const { default: EmblaCarousel } = await import("embla-carousel")
  // A second copy of this module may have started it meanwhile.
  if (region.dataset.ready) return
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
  wire(region, viewport, embla)
  region.dataset.ready = "true"
}

const regions = document.querySelectorAll<HTMLElement>(
  "[data-carousel]:not([data-ready])",
)
if (regions.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        void start(entry.target as HTMLElement)
      }
    },
    { rootMargin: "200px 0px" },
  )
  for (const region of regions) observer.observe(region)
}

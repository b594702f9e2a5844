import { useEffect } from "react"

/**
 * Reveals `[data-reveal]` elements once, when `threshold` of them is visible.
 * Content is visible in the prerendered HTML; only elements still below the
 * fold after hydration are hidden and then faded in, so nothing depends on
 * JavaScript and nothing shifts. Where each element lies is read from the
 * observer's first report, not from the layout at once: asking for every
 * element's box during hydration made the browser lay out the whole page
 * in the middle of it.
 */
export function useReveal(threshold: number) {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    if (!("IntersectionObserver" in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement
          if (el.dataset.reveal === "pending") {
            if (!entry.isIntersecting) continue
            el.dataset.reveal = "shown"
            observer.unobserve(el)
            continue
          }
          // The first report: an element that reaches into the viewport, or lies
          // above it, stays as the page showed it.
          const fold = entry.rootBounds?.bottom ?? window.innerHeight
          if (entry.isIntersecting || entry.boundingClientRect.top < fold) {
            observer.unobserve(el)
            continue
          }
          el.dataset.reveal = "pending"
        }
      },
      { threshold },
    )
    for (const el of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
      if (el.dataset.reveal === "shown" || el.dataset.reveal === "pending")
        continue
      observer.observe(el)
    }
    return () => observer.disconnect()
  }, [threshold])
}

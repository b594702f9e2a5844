import { useEffect } from "react"

/**
 * Reveals `[data-reveal]` elements once, when `threshold` of them is visible.
 * Content is visible in the prerendered HTML; only elements still below the
 * fold after hydration are hidden and then faded in, so nothing depends on
 * JavaScript and nothing shifts.
 */
export function useReveal(threshold: number) {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
    if (!("IntersectionObserver" in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const el = entry.target as HTMLElement
          el.dataset.reveal = "shown"
          observer.unobserve(el)
        }
      },
      { threshold },
    )
    const fold = window.innerHeight
    for (const el of document.querySelectorAll<HTMLElement>("[data-reveal]")) {
      if (el.dataset.reveal === "shown" || el.dataset.reveal === "pending")
        continue
      if (el.getBoundingClientRect().top < fold) continue
      el.dataset.reveal = "pending"
      observer.observe(el)
    }
    return () => observer.disconnect()
  }, [threshold])
}

/**
 * Reveal: fades in `[data-reveal]` elements once, as they scroll into view.
 * Everything is visible in the HTML, which is what shows without script;
 * this hides only the elements still below the fold when it runs
 * (`data-reveal="pending"`) and shows each one (`data-reveal="shown"`, which
 * app/styles/base.css animates) once the share of it given by
 * `data-reveal-threshold` on `<body>` (0 to 1, 0.2 when absent) is in view.
 * Elements that reach into the viewport, or lie above it, stay as the page
 * showed them. It does nothing for visitors who prefer reduced motion, or
 * without IntersectionObserver. Where each element lies is read from the
 * observer's first report, not from the layout at once, so the whole page is
 * not laid out while it loads.
 */

const DEFAULT_THRESHOLD = 0.2

function reveal() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
  if (!("IntersectionObserver" in window)) return
  const given = Number(document.body.dataset.revealThreshold)
  const threshold = given >= 0 && given <= 1 ? given : DEFAULT_THRESHOLD
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (element.dataset.reveal === "pending") {
          if (!entry.isIntersecting) continue
          element.dataset.reveal = "shown"
          observer.unobserve(element)
          continue
        }
        // The first report: an element that reaches into the viewport, or
        // lies above it, stays as the page showed it.
        const fold = entry.rootBounds?.bottom ?? window.innerHeight
        if (entry.isIntersecting || entry.boundingClientRect.top < fold) {
          observer.unobserve(element)
          continue
        }
        element.dataset.reveal = "pending"
      }
    },
    { threshold },
  )
  for (const element of document.querySelectorAll<HTMLElement>(
    "[data-reveal]",
  )) {
    // Pending or shown: an earlier run has it.
    const state = element.dataset.reveal
    if (state !== "pending" && state !== "shown") observer.observe(element)
  }
}

reveal()

// A module: its top-level names stay its own.
export {}

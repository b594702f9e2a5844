/**
 * Scrolled header: sets `data-state` on every element with
 * `data-scroll-threshold="<pixels>"` (the shared header) to "scrolled" once
 * the page is scrolled past that many pixels and to "top" otherwise, at once
 * and on every scroll; app/styles/header.css draws the header transparent
 * over the hero for "top". Without script (no `data-state`) a scroll-driven
 * animation in the same stylesheet makes the switch, and where that is not
 * supported the header stays white, readable everywhere.
 */

for (const header of document.querySelectorAll<HTMLElement>(
  "[data-scroll-threshold]:not([data-state])",
)) {
  const threshold = Number(header.dataset.scrollThreshold)
  const update = () => {
    const state = window.scrollY > threshold ? "scrolled" : "top"
    if (header.dataset.state !== state) header.dataset.state = state
  }
  update()
  window.addEventListener("scroll", update, { passive: true })
}

// A module: its top-level names stay its own.
export {}

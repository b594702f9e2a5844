/**
 * Facades: enhances every click-to-load `[data-facade]` (the video and the
 * map of app/components/ui/video-facade.tsx and map-facade.tsx). Without
 * script its link (`a[data-facade-link]`, the facade itself or inside it)
 * opens the video or the map on its own site in a new tab, and says so to
 * screen readers (`[data-facade-new-tab]`); nothing from that site is loaded
 * before. This makes the link open here, dropping its `target` and that
 * notice, and makes a plain click on it replace the facade with a frame whose
 * attributes are the facade's `data-frame-*` ones (`data-frame-src` becomes
 * `src`, `data-frame-class` `class`…); a click with a modifier key is left to
 * the browser. Each wired link gets `data-ready="true"`.
 */

function frameFor(facade: HTMLElement): HTMLIFrameElement {
  const frame = document.createElement("iframe")
  for (const { name, value } of facade.attributes)
    if (name.startsWith("data-frame-"))
      frame.setAttribute(name.slice("data-frame-".length), value)
  return frame
}

function enhanceFacade(facade: HTMLElement) {
  const link = facade.matches("[data-facade-link]")
    ? facade
    : facade.querySelector<HTMLElement>("[data-facade-link]")
  if (!link || link.dataset.ready) return
  link.dataset.ready = "true"
  link.removeAttribute("target")
  link.querySelector("[data-facade-new-tab]")?.remove()
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    facade.replaceWith(frameFor(facade))
  })
}

for (const facade of document.querySelectorAll<HTMLElement>("[data-facade]"))
  enhanceFacade(facade)

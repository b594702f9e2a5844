/**
 * Menus: enhances every native popover marked `data-menu` (the header's
 * dropdowns, the language menu, the mobile menu), each opened by one or more
 * `<button popovertarget="<panel id>">`. Without script the browser already
 * opens and closes them (button, Escape, outside click), gives the button its
 * expanded state and returns focus to it, and their `<a href>` links
 * navigate. This adds what HTML cannot: `aria-expanded` on every button of the
 * panel, kept in step with the panel's open state; closing the panel when one
 * of its links is chosen (an in-page link leaves the page where it is); the
 * arrow keys, Home and End between the panel's links (links without `href`,
 * such as a language the page lacks, are skipped); and the down arrow on an
 * open panel's button moving into its first link. Each wired panel gets
 * `data-ready="true"`.
 */

const links = (panel: HTMLElement) => [
  ...panel.querySelectorAll<HTMLElement>("a[href]"),
]

const isOpen = (panel: HTMLElement) => panel.matches(":popover-open")

/** Where each key moves from the link at `current` (-1: none has focus). */
function keyTarget(key: string, current: number, count: number) {
  const targets: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    Home: 0,
    End: count - 1,
  }
  const target = targets[key]
  return target === undefined ? undefined : (target + count) % count
}

function enhance(panel: HTMLElement) {
  panel.dataset.ready = "true"
  const buttons = document.querySelectorAll<HTMLButtonElement>(
    `button[popovertarget="${panel.id}"]`,
  )

  const setExpanded = (open: boolean) => {
    for (const button of buttons)
      button.setAttribute("aria-expanded", String(open))
  }
  setExpanded(isOpen(panel))
  panel.addEventListener("toggle", (event) =>
    setExpanded((event as ToggleEvent).newState === "open"),
  )

  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]") && isOpen(panel))
      panel.hidePopover()
  })

  panel.addEventListener("keydown", (event) => {
    const all = links(panel)
    if (all.length === 0) return
    const current = all.indexOf(document.activeElement as HTMLElement)
    const target = keyTarget(event.key, current, all.length)
    if (target === undefined) return
    event.preventDefault()
    all[target]?.focus()
  })

  for (const button of buttons) {
    button.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown" || !isOpen(panel)) return
      event.preventDefault()
      links(panel)[0]?.focus()
    })
  }
}

for (const panel of document.querySelectorAll<HTMLElement>(
  "[data-menu]:not([data-ready])",
))
  enhance(panel)

// A module: its top-level names stay its own.
export {}

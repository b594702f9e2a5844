/**
 * Chat: enhances the chat panel, a `popover="manual"` element with
 * `data-chat-hash="#chat"`, its Close button (`data-chat-close`, inside it)
 * and the floating chat button (`data-chat-toggle`, its `popovertarget`).
 * Without script the buttons open and close the panel (and a link to the hash
 * does not open it), and the chatbot's page opens only from the panel's link,
 * in a new tab. This loads that page in the panel as the panel first opens:
 * the frame written in its one `<template>` takes the place of the block around
 * the template (the notice and that link), before the panel is shown, and
 * stays. It opens the panel when the address's hash is `data-chat-hash`, on
 * arrival (as soon as this runs) and on every hash change; moves focus to
 * Close when the panel opens, and back to the chat button when it closes with
 * focus inside; and closes it on Escape (a manual popover does not). The panel
 * gets `data-ready="true"` once wired.
 */

function enhance(panel: HTMLElement) {
  panel.dataset.ready = "true"
  const close = panel.querySelector<HTMLElement>("[data-chat-close]")
  const toggle = document.querySelector<HTMLElement>(
    `[data-chat-toggle][popovertarget="${panel.id}"]`,
  )

  let hadFocus = false
  panel.addEventListener("beforetoggle", () => {
    // The chatbot's frame, once: the panel's first toggle is its opening.
    const frame = panel.querySelector("template")
    frame?.parentElement!.replaceWith(frame.content)
    hadFocus = panel.contains(document.activeElement)
  })
  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") close?.focus()
    else if (hadFocus) toggle?.focus()
  })
  document.addEventListener("keydown", (event) => {
    // Hiding a hidden popover, like showing a shown one, does nothing.
    if (event.key === "Escape") panel.hidePopover()
  })

  const openOnHash = () => {
    if (location.hash === panel.dataset.chatHash) panel.showPopover()
  }
  window.addEventListener("hashchange", openOnHash)
  openOnHash()
}

for (const panel of document.querySelectorAll<HTMLElement>(
  "[data-chat-hash]:not([data-ready])",
))
  enhance(panel)

// A module: its top-level names stay its own.
export {}

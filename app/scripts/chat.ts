/**
 * Chat: enhances the chat panel, a `popover="manual"` element with
 * `data-chat-hash="#chat"`, its Close button (`data-chat-close`, inside it)
 * and the floating chat button (`data-chat-toggle`, its `popovertarget`).
 * Without script the buttons open and close the panel (and a link to the hash
 * does not open it). Its chatbot frame needs nothing from here: it is
 * `loading="lazy"` in the HTML, so the browser fetches it only when the panel
 * is first shown (with scripting off browsers load it at once, as the HTML
 * standard asks). This opens the panel when the address's hash is
 * `data-chat-hash`, on arrival (as soon as this runs) and on every hash
 * change; moves focus to Close when the panel opens, and back to the chat
 * button when it closes with focus inside; and closes it on Escape (a manual
 * popover does not). The panel gets `data-ready="true"` once wired.
 */

function enhance(panel: HTMLElement) {
  panel.dataset.ready = "true"
  const close = panel.querySelector<HTMLElement>("[data-chat-close]")
  const toggle = [
    ...document.querySelectorAll<HTMLButtonElement>("[data-chat-toggle]"),
  ].find((button) => button.popoverTargetElement === panel)
  const isOpen = () => panel.matches(":popover-open")

  let hadFocus = false
  panel.addEventListener("beforetoggle", () => {
    hadFocus = panel.contains(document.activeElement)
  })
  panel.addEventListener("toggle", (event) => {
    if ((event as ToggleEvent).newState === "open") close?.focus()
    else if (hadFocus) toggle?.focus()
  })
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) panel.hidePopover()
  })

  const openOnHash = () => {
    if (location.hash === panel.dataset.chatHash && !isOpen())
      panel.showPopover()
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

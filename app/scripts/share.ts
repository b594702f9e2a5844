/**
 * Copy link: enhances every `button[data-share-copy]` (the share buttons of
 * app/components/ui/share-buttons.tsx). Copying needs script, so without it
 * the button's item (its parent, `class="invisible"`) keeps its place
 * unseen, and the share links beside it, plain links, work alone. This shows
 * the item and makes the button copy the page's address (through the
 * clipboard, or a selected field where the clipboard is refused); then, for
 * two seconds, the button's label, its last text, reads its `data-copied`
 * words, which the item, made a polite live region, announces. Each wired
 * button gets `data-ready="true"`.
 */

const SAYS_COPIED_MS = 2000

async function copyText(address: string) {
  try {
    await navigator.clipboard.writeText(address)
  } catch {
    // Clipboard refused (e.g. an insecure context): copy from a selected field instead.
    const field = document.createElement("textarea")
    field.value = address
    document.body.append(field)
    field.select()
    document.execCommand("copy")
    field.remove()
  }
}

function enhanceCopyButton(button: HTMLButtonElement) {
  button.dataset.ready = "true"
  const label = [...button.childNodes]
    .reverse()
    .find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    )
  const words = label?.textContent ?? ""
  const item = button.parentElement
  if (item) {
    item.classList.remove("invisible")
    if (item.classList.length === 0) item.removeAttribute("class")
    item.setAttribute("aria-live", "polite")
  }
  let timer: ReturnType<typeof setTimeout> | undefined

  button.addEventListener("click", async () => {
    await copyText(window.location.href)
    if (!label || !button.dataset.copied) return
    label.textContent = button.dataset.copied
    clearTimeout(timer)
    timer = setTimeout(() => {
      label.textContent = words
    }, SAYS_COPIED_MS)
  })
}

for (const button of document.querySelectorAll<HTMLButtonElement>(
  "button[data-share-copy]:not([data-ready])",
))
  enhanceCopyButton(button)

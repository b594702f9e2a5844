import { useEffect, useRef, useState, type ReactNode } from "react"

/** The share buttons' look: a pill bordered in slate, the brand's on hover. */
export const shareItemClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors"
export const shareItemColours =
  "border-slate-300 bg-white text-ink hover:border-brand hover:text-brand"

/** How long the button says the link was copied. */
const SAYS_COPIED_MS = 2000

export interface CopyLinkButtonProps {
  /** What it says for a moment once it has copied. */
  readonly copied: string
  /** Its link icon, which the page draws inside the island (slot `icon`). */
  readonly icon?: ReactNode
  /** The button's words, which the page writes inside the island. */
  readonly children?: ReactNode
}

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

/**
 * Copy Link, an island (`client:visible`, placed by the page in the share
 * section's `copyLink` slot). Copying needs script, so in the HTML its item
 * in the share list (the list item around it, `class="invisible"`) keeps its
 * place unseen while the share links beside it, plain links, work alone.
 * Hydrated, it shows the item, made a polite live region, and copies the
 * page's address (through the clipboard, or a selected field where the
 * clipboard is refused); then, for two seconds, its words read `copied`.
 */
export function CopyLinkButton({
  copied,
  icon,
  children,
}: CopyLinkButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  const [copies, setCopies] = useState(0)
  const [saysCopied, setSaysCopied] = useState(false)

  useEffect(() => {
    const item = ref.current?.closest("li")
    if (!item) return
    item.classList.remove("invisible")
    if (item.classList.length === 0) item.removeAttribute("class")
    item.setAttribute("aria-live", "polite")
  }, [])

  // Each copy says so for the whole delay, from its own click.
  useEffect(() => {
    if (copies === 0) return
    setSaysCopied(true)
    const timer = setTimeout(() => setSaysCopied(false), SAYS_COPIED_MS)
    return () => clearTimeout(timer)
  }, [copies])

  return (
    <button
      ref={ref}
      type="button"
      className={`${shareItemClassName} ${shareItemColours}`}
      onClick={async () => {
        await copyText(window.location.href)
        setCopies((count) => count + 1)
      }}
    >
      {icon}
      {saysCopied ? copied : children}
    </button>
  )
}

import { useEffect, useRef, type ReactNode } from "react"
import { Notifications, notify } from "./notifications.tsx"

/** The share buttons' look: a pill bordered in slate, the brand's on hover. */
export const shareItemClassName =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors"
export const shareItemColours =
  "border-slate-300 bg-white text-ink hover:border-brand hover:text-brand"

export interface CopyLinkButtonProps {
  /** The alert it shows once it has copied. */
  readonly copied: string
  /** The name of the toasts' container, for screen readers. */
  readonly notifications: string
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
 * Hydrated, it shows the item and copies the page's address (through the
 * clipboard, or a selected field where the clipboard is refused), then says
 * so in the site's toast, which screen readers announce; its own words, size
 * and place stay as they are.
 */
export function CopyLinkButton({
  copied,
  notifications,
  icon,
  children,
}: CopyLinkButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const item = ref.current?.closest("li")
    if (!item) return
    item.classList.remove("invisible")
    if (item.classList.length === 0) item.removeAttribute("class")
  }, [])

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={`${shareItemClassName} ${shareItemColours}`}
        onClick={async () => {
          await copyText(window.location.href)
          notify({ kind: "success", title: copied })
        }}
      >
        {icon}
        {children}
      </button>
      <Notifications label={notifications} />
    </>
  )
}

import { useEffect } from "react"
import { toast, Toaster } from "sonner"
import type { Notice } from "./notifications.tsx"

/**
 * Where toasts sit: under the fixed header (h-16, lg:h-18 in site-header.tsx
 * and product-header.tsx) with a margin, so that none covers its navigation;
 * sonner's mobile offset applies up to 600 px wide.
 */
const BELOW_HEADER = { top: "5.5rem" } as const
const BELOW_HEADER_ON_PHONES = { top: "4.75rem" } as const

/** The site's font rather than the toast library's system fonts. */
const SITE_FONT = { fontFamily: "var(--font-sans)" } as const

interface SonnerToasterProps {
  readonly label: string
  readonly pending: readonly Notice[]
  readonly onShown: () => void
}

/** sonner's container, and the notices that arrived before it loaded. */
export function SonnerToaster({ label, pending, onShown }: SonnerToasterProps) {
  useEffect(() => {
    // Runs after <Toaster> has mounted and subscribed, so no notice is lost.
    if (pending.length === 0) return
    for (const notice of pending)
      toast[notice.kind](notice.title, { description: notice.description })
    onShown()
  }, [pending, onShown])
  return (
    <Toaster
      position="top-center"
      richColors
      containerAriaLabel={label}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_ON_PHONES}
      style={SITE_FONT}
    />
  )
}

import { useEffect } from "react"
import { toast, Toaster } from "sonner"
import type { Notice } from "./notifications.tsx"

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
  return <Toaster position="top-center" richColors containerAriaLabel={label} />
}

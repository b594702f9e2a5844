import { lazy, Suspense, useEffect, useState } from "react"

export interface Notice {
  readonly kind: "success" | "error"
  readonly title: string
  readonly description?: string
}

const NOTIFY_EVENT = "trabem:notify"

/** Shows a toast (success or error notice) from anywhere on the page. */
export function notify(notice: Notice) {
  window.dispatchEvent(
    new CustomEvent<Notice>(NOTIFY_EVENT, { detail: notice }),
  )
}

const SonnerToaster = lazy(() =>
  import("./sonner-toaster.tsx").then((m) => ({ default: m.SonnerToaster })),
)

/**
 * The toasts' container. The toast library is not part of the page's
 * first load: it is fetched on the visitor's first interaction (long
 * before any form can be sent) or, at the latest, with the first notice.
 */
export function Notifications({ label }: { readonly label: string }) {
  const [isActive, setIsActive] = useState(false)
  const [pending, setPending] = useState<readonly Notice[]>([])

  useEffect(() => {
    const activate = () => setIsActive(true)
    const onNotice = (event: Event) => {
      setIsActive(true)
      setPending((notices) => [
        ...notices,
        (event as CustomEvent<Notice>).detail,
      ])
    }
    const interactions = ["pointerdown", "keydown", "focusin"] as const
    for (const type of interactions)
      window.addEventListener(type, activate, { once: true, passive: true })
    window.addEventListener(NOTIFY_EVENT, onNotice)
    return () => {
      for (const type of interactions)
        window.removeEventListener(type, activate)
      window.removeEventListener(NOTIFY_EVENT, onNotice)
    }
  }, [])

  if (!isActive) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        label={label}
        pending={pending}
        onShown={() => setPending([])}
      />
    </Suspense>
  )
}

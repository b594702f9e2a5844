import { lazy, Suspense, useEffect, useState } from "react"
import { createPortal } from "react-dom"

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
 * The `Notifications` that shows the page's toasts: the first to mount. Each
 * island that notifies (a lead form, Copy link) carries one, since any of
 * them may run alone; the islands share this module, so the others stay
 * empty rather than show every toast twice.
 */
let shownBy: symbol | undefined

/**
 * The toasts' container, a live region screen readers announce. The toast
 * library is not part of the page's first load: it is fetched on the
 * visitor's first interaction (long before any form can be sent) or, at the
 * latest, with the first notice. It is placed at the end of the body, where
 * no transformed section around the island can move its fixed toasts.
 */
export function Notifications({ label }: { readonly label: string }) {
  const [isShowing, setIsShowing] = useState(false)
  const [isActive, setIsActive] = useState(false)
  const [pending, setPending] = useState<readonly Notice[]>([])

  useEffect(() => {
    if (shownBy) return
    const self = Symbol("notifications")
    shownBy = self
    setIsShowing(true)
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
      if (shownBy === self) shownBy = undefined
      for (const type of interactions)
        window.removeEventListener(type, activate)
      window.removeEventListener(NOTIFY_EVENT, onNotice)
    }
  }, [])

  if (!isShowing || !isActive) return null
  return createPortal(
    <Suspense fallback={null}>
      <SonnerToaster
        label={label}
        pending={pending}
        onShown={() => setPending([])}
      />
    </Suspense>,
    document.body,
  )
}

import type { ReactNode } from "react"

interface PageMainProps {
  readonly className?: string
  readonly children: ReactNode
}

/** A page's `<main>`, the skip link's target. */
export function PageMain({ className, children }: PageMainProps) {
  return (
    <main id="main" className={className}>
      {children}
    </main>
  )
}

import type { ReactNode } from "react"
import { pages } from "#app/config/pages.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { cn } from "#app/lib/cn.ts"

interface PageMainProps {
  readonly className?: string
  readonly children: ReactNode
}

/**
 * A page's `<main>`: the skip link's target, in the page's accent
 * (`accent` of app/config/pages.ts), which every section inside inherits.
 */
export function PageMain({ className, children }: PageMainProps) {
  const { pageId } = useCommon()
  return (
    <main
      id="main"
      data-accent={pages[pageId].accent}
      className={cn(className)}
    >
      {children}
    </main>
  )
}

import type { ComponentProps } from "react"
import { useCommon } from "#app/hooks/use-common.ts"

interface ExternalLinkProps extends Omit<
  ComponentProps<"a">,
  "target" | "rel"
> {
  readonly href: string
  /**
   * Script now handles the click in place (a click-to-load facade): the link
   * no longer opens a new tab, and no longer says it does.
   */
  readonly opensHere?: boolean
}

/**
 * A link to another site: it opens in a new tab, says so to screen readers
 * after its text, and the site it opens gets neither this page's address nor
 * a handle on its window.
 */
export function ExternalLink({
  opensHere = false,
  children,
  ...rest
}: ExternalLinkProps) {
  const { common } = useCommon()
  const newTab = ` ${common.opensInNewTab}`
  if (opensHere) return <a {...rest}>{children}</a>
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  )
}

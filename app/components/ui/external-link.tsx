import type { ComponentProps } from "react"
import { useCommon } from "#app/hooks/use-common.ts"

interface ExternalLinkProps extends Omit<
  ComponentProps<"a">,
  "target" | "rel"
> {
  readonly href: string
  /**
   * Whether screen readers hear that the link opens a new tab (after the
   * text). Off for a link that script turns into an in-place action.
   */
  readonly saysNewTab?: boolean
}

/**
 * A link to another site: it opens in a new tab, and the site it opens gets
 * neither this page's address nor a handle on its window.
 */
export function ExternalLink({
  saysNewTab = true,
  children,
  ...rest
}: ExternalLinkProps) {
  const { common } = useCommon()
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {saysNewTab ? (
        <span className="sr-only"> {common.footer.opensInNewTab}</span>
      ) : null}
    </a>
  )
}

import type { ComponentProps } from "react"
import { useCommon } from "#app/hooks/use-common.ts"

interface FacadeLinkProps extends Omit<
  ComponentProps<"a">,
  "href" | "target" | "rel" | "onClick"
> {
  /** Where the content is on its own site: followed in a new tab without script. */
  readonly href: string
}

/**
 * The link a click-to-load facade is made of (`data-facade-link`): in the
 * HTML it opens the video or the map on its own site in a new tab, and says
 * so to screen readers (`data-facade-new-tab`), as an external link does.
 * app/scripts/facades.ts makes it open here instead, dropping the new tab and
 * the notice, and its click loads the content in place of the `[data-facade]`
 * element around it (or the link itself, when it is that element).
 */
export function FacadeLink({ href, children, ...rest }: FacadeLinkProps) {
  const { common } = useCommon()
  const newTab = ` ${common.opensInNewTab}`
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      href={href}
      data-facade-link
      {...rest}
    >
      {children}
      <span className="sr-only" data-facade-new-tab>
        {newTab}
      </span>
    </a>
  )
}

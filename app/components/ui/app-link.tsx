import type { ComponentProps } from "react"
import { Link } from "react-router"
import type { LinkTarget } from "#app/config/links.ts"
import type { Locale } from "#app/config/locales.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/links.ts"

interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  readonly to: LinkTarget
  /** Language of the link; the page's own unless given. */
  readonly locale?: Locale
  /** Said to screen readers after the text of links that open a new tab. */
  readonly newTabLabel?: string
}

/** A link to a page of the site (client-side navigation) or to an external site (new tab). */
export function AppLink({
  to,
  locale,
  newTabLabel,
  children,
  ...rest
}: AppLinkProps) {
  const page = useCommon()
  const link = resolveLink(to, locale ?? page.locale)
  if (link.isExternal) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
      </a>
    )
  }
  if (link.href.startsWith("#")) {
    return (
      <a href={link.href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={link.href} hrefLang={link.hrefLang} prefetch="intent" {...rest}>
      {children}
    </Link>
  )
}

import type { ComponentProps } from "react"
import type { LinkTarget } from "#app/config/links.ts"
import type { Locale } from "#app/config/locales.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/links.ts"
import { ExternalLink } from "./external-link.tsx"

interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  readonly to: LinkTarget
  /** Language of the link; the page's own unless given. */
  readonly locale?: Locale
}

/** A link to a page of the site (a document load: pages are prerendered, see app/hydrate.tsx) or to another site (new tab). */
export function AppLink({ to, locale, children, ...rest }: AppLinkProps) {
  const page = useCommon()
  const link = resolveLink(to, locale ?? page.locale)
  if (link.isExternal) {
    return (
      <ExternalLink href={link.href} {...rest}>
        {children}
      </ExternalLink>
    )
  }
  return (
    <a href={link.href} hrefLang={link.hrefLang} {...rest}>
      {children}
    </a>
  )
}

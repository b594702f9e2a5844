import type { ComponentProps } from "react"
import { redirectHref } from "#app/config/link-targets.ts"
import { AppLink } from "#app/components/ui/app-link.tsx"
import type { NewsAction } from "#app/schemas/news.ts"

interface NewsLinkProps extends Omit<ComponentProps<"a">, "href"> {
  readonly to: Exclude<NewsAction, string>
}

/**
 * A link to a page, or to an address the server redirects (a plain link, so the
 * browser loads it in full).
 */
export function NewsLink({ to, children, ...rest }: NewsLinkProps) {
  if ("redirect" in to) {
    return (
      <a href={redirectHref(to.redirect)} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <AppLink to={to} {...rest}>
      {children}
    </AppLink>
  )
}

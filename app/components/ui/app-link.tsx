import type { ComponentProps } from "react"
import type { LinkTarget } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"
import { ExternalLink } from "./external-link.tsx"
import { LinkLanguage } from "./link-language.tsx"

interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  readonly to: LinkTarget
  /** Language of the link; the page's own unless given. */
  readonly locale?: Locale
  /**
   * How the link says that its page is in another language: after its text
   * (`shown`), only to screen readers where its group has a note (`noted`,
   * see `groupLanguage`), or not at all where the caller places
   * `LinkLanguage` itself (`none`). `hreflang` says it in every case.
   */
  readonly languageMark?: "shown" | "noted" | "none"
}

/**
 * A link to a page of the site (a document load: pages are prerendered) or
 * to another site (new tab). A page that exists only in
 * another language is reached in it, and the link says so (`hreflang`, and
 * the language after its text).
 */
export function AppLink({
  to,
  locale,
  languageMark = "shown",
  children,
  ...rest
}: AppLinkProps) {
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
      {link.hrefLang && languageMark !== "none" ? (
        // One inline box for the words and the mark, so a flex link keeps the space between.
        <span>
          {children}
          <LinkLanguage
            hrefLang={link.hrefLang}
            isNoted={languageMark === "noted"}
          />
        </span>
      ) : (
        children
      )}
    </a>
  )
}

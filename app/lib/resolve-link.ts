import type { Locale } from "#app/config/locales.ts"
import { externalLinks, type LinkTarget } from "#app/config/link-targets.ts"
import { linkLocale, pathTo } from "./i18n.ts"

export interface ResolvedLink {
  readonly href: string
  readonly isExternal: boolean
  /**
   * Language of the target when it differs from the page's (a page that exists
   * only in another language).
   */
  readonly hrefLang?: Locale
}

export function resolveLink(target: LinkTarget, locale: Locale): ResolvedLink {
  if ("external" in target)
    return { href: externalLinks[target.external], isExternal: true }
  if ("path" in target) return { href: target.path, isExternal: false }
  if (!("page" in target)) return { href: `#${target.hash}`, isExternal: false }
  const href = pathTo(target.page, locale, target.hash)
  const reached = linkLocale(target.page, locale)
  return reached === locale
    ? { href, isExternal: false }
    : { href, isExternal: false, hrefLang: reached }
}

import type { Locale } from "#app/config/locales.ts"
import { useCommon } from "#app/hooks/use-common.ts"

interface LinkLanguageProps {
  /** The language of the page the link leads to, when it is not the page's own. */
  readonly hrefLang: Locale | undefined
}

/**
 * After a link to a page in another language, that language, in words of
 * the page's own: visible, and part of the link's name for screen readers
 * ("Car dealerships (Spanish)").
 */
export function LinkLanguage({ hrefLang }: LinkLanguageProps) {
  const { common } = useCommon()
  if (!hrefLang) return null
  const language = ` (${common.language.linkLanguage[hrefLang]})`
  return (
    <span className="whitespace-nowrap" data-link-language={hrefLang}>
      {language}
    </span>
  )
}

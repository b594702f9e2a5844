import type { LinkTarget } from "#app/config/link-targets.ts"
import type { Locale } from "#app/config/locales.ts"
import { useCommon } from "#app/hooks/use-common.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"
import { fill } from "#app/lib/i18n.ts"
import { resolveLink } from "#app/lib/resolve-link.ts"

interface LinkLanguageProps {
  /** The language of the page the link leads to, when it is not the page's own. */
  readonly hrefLang: Locale | undefined
  /** Said only to screen readers: the link's group says it once, in a note. */
  readonly isNoted?: boolean
}

/**
 * After a link to a page in another language, that language, in words of
 * the page's own: part of the link's name for screen readers ("Car
 * dealerships (Spanish)"), and visible unless its group has a note. The
 * space before it stays outside its unbreakable box, and the caller keeps
 * both in one inline box with the link's words, so no flex layout drops it.
 */
export function LinkLanguage({ hrefLang, isNoted = false }: LinkLanguageProps) {
  const { common } = useCommon()
  if (!hrefLang) return null
  const language = `(${common.language.linkLanguage[hrefLang]})`
  return (
    <>
      {" "}
      <span
        className={isNoted ? "sr-only" : "whitespace-nowrap"}
        data-link-language={hrefLang}
      >
        {language}
      </span>
    </>
  )
}

/**
 * The one other language a group of links (a footer column, a menu) leads
 * to, when all its links to pages of the site, two or more, lead to pages in
 * it: the group says so once, in a note, rather than after each link. A
 * group that mixes languages marks each link that changes language.
 */
export function groupLanguage(
  targets: readonly LinkTarget[],
  locale: Locale,
): Locale | undefined {
  const reached = targets
    .filter((to) => "page" in to)
    .map((to) => resolveLink(to, locale).hrefLang)
  const [first] = reached
  return reached.length > 1 && reached.every((l) => l === first)
    ? first
    : undefined
}

/** A group's note that its links lead to pages in another language ("Pages en anglais"). */
export const languageNoteText = (
  language: CommonContent["language"],
  hrefLang: Locale,
) => fill(language.groupNote, { language: language.linkLanguage[hrefLang] })

interface LanguageNoteProps {
  readonly hrefLang: Locale | undefined
  readonly className?: string
  /** A paragraph under a heading; a span inside a link. */
  readonly as?: "p" | "span"
}

/** A group's note, under its heading. */
export function LanguageNote({
  hrefLang,
  className,
  as: Element = "p",
}: LanguageNoteProps) {
  const { common } = useCommon()
  if (!hrefLang) return null
  return (
    <Element className={className} data-language-note={hrefLang}>
      {languageNoteText(common.language, hrefLang)}
    </Element>
  )
}

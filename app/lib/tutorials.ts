/**
 * The tutorials collection as the pages read it: every guide in every
 * language, in its order, with its paths; each link between guides checked.
 */
import { getCollection, type CollectionEntry } from "astro:content"
import { siteUrl } from "#app/config/business.ts"
import { isLocale, locales, type Locale } from "#app/config/locales.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import { pathTo } from "./i18n.ts"
import { breadcrumbList } from "./structured-data.ts"
import { tutorialHref, tutorialPath, type Tutorial } from "./tutorial-guide.ts"

export interface TutorialWithBody extends Tutorial {
  /** The body, the introduction to the steps, as HTML. */
  readonly introHtml: string
}

function fromEntry(entry: CollectionEntry<"tutorials">): TutorialWithBody {
  const [locale, slug] = entry.id.split("/")
  if (!locale || !slug || !isLocale(locale))
    throw new Error(`${entry.filePath}: not in a language's folder`)
  return {
    slug,
    locale,
    file: entry.filePath ?? entry.id,
    data: entry.data,
    introHtml: entry.rendered?.html.trim() ?? "",
  }
}

/** Every tutorial of a language, or of all, in their order (`order`, then slug). */
export async function tutorials(locale?: Locale): Promise<TutorialWithBody[]> {
  const entries = await getCollection("tutorials")
  return entries
    .map(fromEntry)
    .filter((t) => !locale || t.locale === locale)
    .sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug))
}

/**
 * Every link from one tutorial to another, checked: a link naming a guide
 * or step that does not exist stops the build, naming the file.
 */
export function checkTutorialLinks(all: readonly Tutorial[]) {
  for (const tutorial of all) {
    const link = tutorial.data.steps.before.link
    if (link) tutorialHref(link, tutorial, all)
  }
}

/** The paths of one tutorial in each language it is written in. */
export function tutorialPaths(
  slug: string,
  all: readonly Tutorial[],
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales
      .filter((l) => all.some((t) => t.slug === slug && t.locale === l))
      .map((l) => [l, tutorialPath(slug, l)]),
  )
}

/** Home › help centre › this tutorial, as JSON-LD, with the names the header gives them. */
export function tutorialBreadcrumbs(
  frame: Pick<FrameData, "locale" | "common">,
  title: string,
  path: string,
) {
  const { nav } = frame.common
  const help =
    nav.products.links.find((l) => "page" in l.to && l.to.page === "help")
      ?.label ?? ""
  return breadcrumbList(siteUrl(), [
    { name: nav.home, path: pathTo("home", frame.locale) },
    { name: help, path: pathTo("help", frame.locale) },
    { name: title, path },
  ])
}

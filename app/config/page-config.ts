import type { Accent } from "./accents.ts"
import type { Locale } from "./locales.ts"

/**
 * Which frame a page is drawn in. `shared` is the common header and footer;
 * the others are the product pages' own headers.
 */
export type LayoutKind =
  "shared" | "connext" | "clinic" | "automotive" | "newsletter"

/** An anchor's id: one for every language, or one per language. */
export type AnchorId = string | Readonly<Partial<Record<Locale, string>>>

export interface PageConfig {
  /** Public path of each language the page exists in. */
  readonly paths: Partial<Record<Locale, string>>
  readonly layout: LayoutKind
  /**
   * The page's colour: `<main data-accent>` (app/styles/accents.css); a section
   * may override it.
   */
  readonly accent: Accent
  /** Whether the shared floating chat is shown. */
  readonly chat: boolean
  /** Languages the language switcher offers as active on this page. */
  readonly switcher: readonly Locale[]
  /**
   * `page`: every icon is drawn from the page itself, not only those of its
   * first screen, so that no icon waits for the sprite file: for the pages
   * whose largest paint would otherwise come after their first. Absent: the
   * icons below the first screen draw from the site's sprite file, one cached
   * file for every page (components/ui/icon-symbols.tsx).
   */
  readonly icons?: "page"
  /**
   * The ids of the page's sections, by name. The page file gives each section
   * its id from here (`pageBlocks`), and links to a section name it, so an id
   * changes in one place. Ids are the published ones (older links keep
   * working): some Spanish, some English.
   */
  readonly anchors?: Readonly<Record<string, AnchorId>>
  /**
   * The name of the anchor of the page's lead form: where the header's
   * Contact leads on this page, rather than to the home page's form.
   */
  readonly form?: string
  /**
   * The page's words: `schema`, the shape of its content files, by its name in
   * app/schemas/collections.ts (`pageSchemas`; a page like another reuses its
   * schema), and `editor`, the name the editor gives its files. The files are
   * app/content/pages/<language>/<Spanish path>.yaml (the root page's,
   * <id>.yaml). Absent: the page's words are another collection's (a
   * tutorial, a legal text, the forms').
   */
  readonly words?: { readonly schema: string; readonly editor: string }
}

/** The languages the switcher offers on most pages. */
export const regular = ["es", "en"] as const
/** The automotive pages exist in Spanish and French only. */
export const automotive = ["es", "fr"] as const

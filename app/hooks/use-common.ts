import { createContext, useContext } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"

/** What the frame of every page knows, given to each static React tree of the page (`framed`). */
export interface FrameData {
  readonly locale: Locale
  readonly pageId: PageId
  /**
   * The page's own path in each language it exists in: the page table's, or
   * for a page made from a collection entry (a tutorial, a news post) its
   * entry's and its translations'.
   */
  readonly paths: Partial<Record<Locale, string>>
  readonly common: CommonContent
  /** The footer shows it until the visitor's clock replaces it (app/scripts/current-year.ts). */
  readonly buildYear: number
  /** The icons whose symbol the page already carries (components/ui/icon-symbols.tsx). */
  readonly iconSymbols: Set<string>
  /** The address of the site's icon sprite file (components/ui/icon-sprite.tsx). */
  readonly iconSprite: string
}

/** Given by `framed` (components/layout/page-frame.tsx) and `FrameTop`/`FrameBottom` (frame-ends.tsx) at build. */
export const FrameContext = createContext<FrameData | null>(null)

/**
 * The page's language, its id and the shared UI strings. Links, and the few
 * sections that show a shared label, read it here at build; islands, which
 * run in the browser without it, take what they need as props.
 */
export function useCommon(): FrameData {
  const data = useContext(FrameContext)
  if (!data) throw new Error("useCommon() needs the page's frame around it")
  return data
}

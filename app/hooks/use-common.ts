import { createContext, useContext } from "react"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"

/** What the frame of every page knows: the root loader's data (app/root.tsx). */
export interface FrameData {
  readonly locale: Locale
  readonly pageId: PageId
  readonly common: CommonContent
  /** The footer shows it until the visitor's clock replaces it (components/ui/current-year.tsx). */
  readonly buildYear: number
}

/** Given by PageFrame, at prerender and in the browser alike. */
export const FrameContext = createContext<FrameData | null>(null)

/**
 * The page's language, its id and the shared UI strings, from the root
 * loader's data (so no dictionary is bundled into the page's JavaScript).
 * This is how the locale and shared labels reach components: links, and the
 * few sections that show a shared label, read it here; nothing passes them down.
 */
export function useCommon(): FrameData {
  const data = useContext(FrameContext)
  if (!data) throw new Error("useCommon() needs a PageFrame around it")
  return data
}

import { useRouteLoaderData } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { PageId } from "#app/config/pages.ts"
import type { CommonContent } from "#app/content/common/types.ts"

interface RootData {
  readonly locale: Locale
  readonly pageId: PageId
  readonly common: CommonContent
}

/**
 * The page's language, its id and the shared UI strings, from the root
 * loader's data (so no dictionary is bundled into the page's JavaScript).
 * This is how the locale and shared labels reach components: links, and the
 * few sections that show a shared label, read it here; nothing passes them down.
 */
export function useCommon(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined
  if (!data) throw new Error("useCommon() needs the root loader's data")
  return data
}

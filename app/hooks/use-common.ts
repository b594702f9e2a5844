import { useRouteLoaderData } from "react-router"
import type { Locale } from "#app/config/locales.ts"
import type { CommonContent } from "#app/content/common/types.ts"

interface RootData {
  readonly locale: Locale
  readonly common: CommonContent
}

/**
 * The page's language and the shared UI strings, from the root loader's
 * data (so no dictionary is bundled into the page's JavaScript).
 */
export function useCommon(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined
  if (!data) throw new Error("useCommon() needs the root loader's data")
  return data
}

import { iconSprite } from "#app/components/ui/icon-sprite.tsx"
import type { Locale } from "#app/config/locales.ts"
import { pages, type PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import type { UiStrings } from "#app/schemas/ui.ts"
import { frameContent } from "./frame-content.ts"

/**
 * The frame of one page as it is rendered: its language, shared strings and
 * a fresh set of the icon symbols it has written, the icon sprite's address.
 */
export function frameOf(
  pageId: PageId,
  locale: Locale,
  ui: UiStrings,
  linkLanguages: Readonly<Record<Locale, string>>,
  paths: Partial<Record<Locale, string>> = pages[pageId].paths,
): FrameData {
  return {
    locale,
    pageId,
    paths,
    common: frameContent(locale, ui, linkLanguages),
    buildYear: new Date().getFullYear(),
    iconSymbols: new Set(),
    iconSprite: iconSprite.href,
  }
}

import { iconSprite } from "#app/components/ui/icon-sprite.tsx"
import { formAnchorId } from "#app/config/anchors.ts"
import type { Locale } from "#app/config/locales.ts"
import { pages, serverPageIds, type PageId } from "#app/config/pages.ts"
import type { FrameData } from "#app/hooks/use-common.ts"
import type { UiStrings } from "#app/schemas/ui.ts"
import { frameContent } from "./frame-content.ts"

/**
 * The frame of one page as it is rendered: its language, shared strings and
 * a fresh set of the icon symbols it has written, the icon sprite's address.
 * The header's Contact leads to the page's own form where it has one, else
 * to the home page's. A page made from a collection entry (a news post, a
 * tutorial) passes its own `paths` and has no form of its page kind's. A
 * page the server sends itself (the not-found page, the form's answer) is at
 * no address a link could offer: its paths are none, so its language menu
 * leads to each language's home.
 */
export function frameOf(
  pageId: PageId,
  locale: Locale,
  ui: UiStrings,
  linkLanguages: Readonly<Record<Locale, string>>,
  paths: Partial<Record<Locale, string>> = serverPageIds.includes(pageId)
    ? {}
    : pages[pageId].paths,
): FrameData {
  const common = frameContent(locale, ui, linkLanguages)
  const form =
    paths === pages[pageId].paths ? formAnchorId(pageId, locale) : undefined
  const contact = form ? { ...common.nav.contact, to: { hash: form } } : null
  return {
    locale,
    pageId,
    paths,
    common: contact ? { ...common, nav: { ...common.nav, contact } } : common,
    buildYear: new Date().getFullYear(),
    iconSymbols: new Set(),
    iconSprite: iconSprite.href,
  }
}

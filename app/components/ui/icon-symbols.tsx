import { createContext } from "react"

/**
 * Where a page's static icons draw from. In the header and the first screen
 * the first use of each icon carries its drawing, with its id, and later uses
 * draw it from there (`written` holds the ids already in the page, one set
 * per page, shared by its React trees), so they draw at the first paint.
 * Everything below draws from the site's sprite file (icon-sprite.tsx), one
 * cached file for every page, except on the pages that draw every icon
 * themselves (`icons` in config/pages.ts). What an island draws after it has
 * run draws from the sprite file, at the address its props carry
 * (island-icon.tsx); what it shows at first, the page writes inside it, and
 * a section may place that more than once (the home page's three carousels
 * share their buttons' island): there, on the pages that draw their icons
 * themselves, each icon carries its drawing without an id (`inline`).
 */
export type IconSource =
  | { readonly written: Set<string> }
  | { readonly sprite: string }
  | { readonly inline: true }

export const IconSymbolsContext = createContext<IconSource | null>(null)

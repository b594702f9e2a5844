import { createContext } from "react"

/**
 * Where a page's static icons draw from. In the header and the first screen
 * the first use of each icon carries its drawing, with its id, and later uses
 * draw it from there (`written` holds the ids already in the page, one set
 * per page, shared by its React trees), so they draw at the first paint.
 * Everything below draws from the site's sprite file (icon-sprite.tsx), one
 * cached file for every page. An island has neither: it draws from the sprite
 * file, at the address its props carry (island-icon.tsx).
 */
export type IconSource =
  { readonly written: Set<string> } | { readonly sprite: string }

export const IconSymbolsContext = createContext<IconSource | null>(null)
